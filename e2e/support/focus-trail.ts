import type { Page } from '@playwright/test'

/** An element that took focus: its tag (lower case) and its text, or its tag where it has none. */
export interface FocusStop {
  tag: string
  text: string
}

/**
 * Records every element that takes focus in `page` from now on, in order; the answer reads the trail
 * so far. For where a click sends focus on its way (the menu's items: issue 8 §7, issue 17 §4).
 */
export async function recordFocusTrail(page: Page): Promise<() => Promise<FocusStop[]>> {
  await page.evaluate(() => {
    const trail: FocusStop[] = []
    ;(window as unknown as { focusTrail: FocusStop[] }).focusTrail = trail
    document.addEventListener(
      'focusin',
      (event) => {
        const element = event.target as HTMLElement
        const tag = element.tagName.toLowerCase()
        trail.push({ tag, text: (element.innerText || element.tagName).trim() })
      },
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { focusTrail: FocusStop[] }).focusTrail)
}
