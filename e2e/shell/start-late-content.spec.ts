import type { Page } from '@playwright/test'
import { expect, mock, PERSONAS, test } from '../fixtures'

/**
 * The logged-in start page (§2) with what needs a call of its own (ADR 0014): the old-system import
 * notice and an instructor's instructions warning arrive after the rest of the page is shown, on a weak
 * signal seconds after. They must not move what is already there: a person about to tap a button would
 * tap whatever slid under the finger (a 1 000 px notice once pushed Maria's company buttons off the
 * screen). The calls are held (the simulated backend's `hold` switch) until the page has been measured.
 */

/** Where every link and button of the page's main area is, in page coordinates, by its name. */
const positions = (page: Page) =>
  page.locator('main').evaluate((main) =>
    Object.fromEntries(
      [...main.querySelectorAll('a, button')].map((el) => {
        const box = el.getBoundingClientRect()
        return [el.textContent?.trim() ?? '', Math.round(box.top + window.scrollY)]
      }),
    ),
  )

for (const { who, held, late } of [
  { who: 'companyAdmin', held: 'byn2import/', late: 'import-notice' },
  { who: 'instructor', held: 'instructions/get-current', late: 'start-instructions-warning' },
] as const) {
  test(`${who}: the ${late} arriving late leaves every button of the start page where it was`, async ({
    fresh,
    app,
    loginAs,
  }) => {
    await mock.setFaults(fresh, 'none', 0, null, held)
    await loginAs(who)
    await app.start.seeGreeting(PERSONAS[who].firstName)
    const shown = fresh.locator('main').getByRole('link')
    await expect(shown.first()).toBeVisible()
    await expect(fresh.getByTestId(late)).toHaveCount(0)
    const before = await positions(fresh)
    expect(Object.keys(before).length).toBeGreaterThan(2)

    await mock.releaseHeld(fresh)
    await expect(fresh.getByTestId(late)).toBeVisible()
    const after = await positions(fresh)
    for (const [name, top] of Object.entries(before)) expect(after[name], name).toBe(top)
  })
}
