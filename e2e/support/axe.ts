import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'
import { AXE_TAGS, axeRulesLeftOutAt } from '../../src/components/accessibility/known-gaps'

interface Violation {
  id: string
  impact?: string | null
  targets: string[]
}

/**
 * axe-core run in the page itself, injected once per document.
 *
 * Why not @axe-core/playwright's AxeBuilder, which the suite used before: each analyze() injects axe's
 * 580 kB source again and, in its default mode, opens a second page to assemble the results, injecting
 * it there too. Axe checks took 1.3 s a page of which ~1 s was that, in 40 % of end-to-end time (issue 8's
 * 15-minute budget). The portal has no frames, which is what that second page is for. Only violations
 * are collected; the rules and tags are the same.
 */
async function runAxe(page: Page, only?: string): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!loaded) await page.evaluate(axe.source)
  // The statement's known gaps (src/components/accessibility/known-gaps.ts) are the only rules left out, on their page only.
  const leftOut = only === undefined ? axeRulesLeftOutAt(new URL(page.url()).pathname) : []
  return page.evaluate(
    async ({ tags, only, leftOut }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe
      // The developer panel of the simulated backend is not part of the product.
      const results = await runner.run({ include: [document], exclude: [['[data-dev-panel]']] } as never, {
        runOnly: only === undefined ? { type: 'tag', values: tags } : { type: 'rule', values: [only] },
        rules: Object.fromEntries(leftOut.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      })
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }))
    },
    { tags: [...AXE_TAGS], only, leftOut },
  )
}

/** Where axe still reports one rule on the page as it is now (the known-gap check: a fixed gap reports nothing). */
export async function axeFindings(page: Page, rule: string): Promise<string[]> {
  return (await runAxe(page, rule)).flatMap((v) => v.targets)
}

/** WCAG 2.2 AA: axe must find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const violations = await runAxe(page)
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`)
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/**
 * On a phone (the test set the viewport to 360 px): nothing on the page is wider than the screen,
 * and axe finds nothing.
 */
export async function expectPhonePageOk(page: Page, label: string, width = 360): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${label} is wider than ${width} px`).toBeLessThanOrEqual(width)
  await expectNoAxeViolations(page, label)
}
