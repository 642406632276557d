import { useEffect } from 'react'

/**
 * When a page appears, focus goes to its heading (the page's h1), so keyboard and screen-reader users
 * start at its top, and only when focus is not elsewhere already (a person who moved on keeps their
 * place). In the frame that shows the page, before the shell's own move to <main> on a navigation
 * (app-shell.tsx), which then finds focus inside <main> and leaves it: one move, one announcement.
 * Issue 17 §4: a timer after the shell's move focused <main> and then the heading, the second move a
 * task of its own after the paint (1–3 ms at 4× CPU of every such page opened, a focus change heard twice).
 */
export function useHeadingFocus(pageKey: string): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const main = document.querySelector('main')
      const active = document.activeElement
      if (active && active !== document.body && active !== main) return
      const heading = main?.querySelector<HTMLElement>('h1')
      if (!heading) return
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pageKey])
}
