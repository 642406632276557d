import { expect, mock, test } from '../fixtures'
import { expectNoAxeViolations as axe } from '../support/axe'
import { openInApp } from '../support/navigate'
import { text } from '../support/texts'

/**
 * /notifications at the size §9 allows: the scenario variant 'many-notifications' gives Elin
 * (apprentice) 1005, the screen loads the newest 1000 (issue 8 §5). "Show all" renders the rows
 * near the viewport only: scrolling, the keyboard and the search must still reach every one.
 */

test.beforeEach(async ({ fresh, loginAs }) => {
  await mock.reset(fresh, 'many-notifications')
  await loginAs('apprentice')
})

test('show all of 1000: the count says so, End reaches the oldest, Tab walks on past the rows first rendered', async ({
  app,
  page,
}) => {
  await openInApp(app.page, '/notifications')
  await app.notifications.seePage()
  await expect(app.notifications.items).toHaveCount(20)
  await app.notifications.clickShowAll(1000)
  const status = page.getByRole('main').getByRole('status')
  await expect(status).toHaveText(
    new RegExp(
      `^${text('shell-notifications:summary', { shown: 1000, total: 1000, unread: 999 }).replace('999', '\\d+')}$`,
    ),
  )
  // Only what is near the viewport is in the page, each row telling its place among the 1000.
  expect(await app.notifications.items.count()).toBeLessThan(100)
  const rows = app.notifications.list.locator('li[aria-posinset]')
  await expect(rows.first()).toHaveAttribute('aria-setsize', '1000')
  await axe(page, 'notifications: 1000, show all')

  // Keyboard: from the first row (at the top of the page), Tab goes row by row beyond those rendered at first.
  await page.evaluate(() => window.scrollTo(0, 0))
  await app.notifications.list.locator('li[aria-posinset="1"] button').focus()
  for (let position = 2; position <= 40; position++) {
    // The next row is in the page before the key is pressed (a person does not type faster than a frame).
    await expect(app.notifications.list.locator(`li[aria-posinset="${position}"]`)).toBeAttached()
    await page.keyboard.press('Tab')
    await expect(app.notifications.list.locator(`li[aria-posinset="${position}"] button`)).toBeFocused()
  }

  // To the end of the page: the oldest of the 1000 is rendered, and still newest first.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(rows.last()).toHaveAttribute('aria-posinset', '1000')
  await app.notifications.seeNewestFirst()
})

test('the search finds among all 1000, says how many match, and a match opens its page', async ({ app, page }) => {
  await openInApp(app.page, '/notifications')
  await app.notifications.seePage()
  const search = page.getByRole('searchbox', { name: text('shell-notifications:searchLabel') })
  await search.fill('yrkesbevis')
  const status = page.getByRole('main').getByRole('status')
  await expect(status).toHaveText(
    new RegExp(
      `^\\d+ ${text('shell-notifications:searchSummary_other', { count: 0, total: 1000, query: 'yrkesbevis' }).replace(/^0 /, '')}$`,
    ),
  )
  const shown = await app.notifications.items.allTextContents()
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((s) => s.toLowerCase().includes('yrkesbevis'))).toBe(true)
  await app.notifications.seeNewestFirst()

  await app.notifications.items.first().click()
  await expect(page).toHaveURL(/\/my-qualifications$/)
  await page.goBack()
  await app.notifications.seePage()

  await search.fill('')
  await expect(app.notifications.items).toHaveCount(20)
})
