import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, PERSONAS, test } from '../fixtures'
import { openInApp } from '../support/navigate'
import { text } from '../support/texts'

/**
 * Notifications (§2, §9) for Maria (company administrator) who has 160 of every type: the bell
 * capped at 9+, the list newest first, a click marks read and opens the page of its type, mark all read.
 */

test.beforeEach(async ({ fresh, loginAs }) => {
  await expect(fresh).toHaveURL(/\/$/)
  await loginAs('companyAdmin')
})

test('the bell caps the count at 9+ and the page lists the newest first', async ({ app }) => {
  // Maria's scenario: the bell reads the newest 100 (§7 usage), 24 of them unread; more than the badge shows.
  await app.shell.seeBell('9+', 24)

  await app.shell.clickBell()
  await app.notifications.seePage()
  await expect(app.notifications.items).toHaveCount(20)
  await app.notifications.seeNewestFirst()
  await app.notifications.clickShowAll(160)
  await expect(app.notifications.items).toHaveCount(160)
  await app.notifications.seeNewestFirst()
  await expect(app.notifications.unreadItems).toHaveCount(34)
  await app.notifications.seeSummary(160, 160, 34)
})

test('clicking an unread notification marks it read and opens the page its type leads to', async ({ app, page }) => {
  const cases = [
    // InstructorApprenticesReport: Maria's own id, the book and the report as search params.
    {
      subject: /^Ny rapport att granska i e-boken för Elin Andersson/,
      path: new RegExp(`/instructor/${PERSONAS.companyAdmin.id}/apprentices-report\\?bookId=7001&reportId=20001$`),
    },
    {
      subject: /^Ny lärlingsansökan från Ali Karimi/,
      path: new RegExp(`/company/${COMPANY_NORR.id}/applications/30003/review$`),
    },
    { subject: /^Yrkesbevis har utfärdats för Elin Andersson/, path: /\/my-qualifications$/ },
    {
      subject: /^Distansbeställning 50501 väntar/,
      path: new RegExp(`/company/${COMPANY_NORR.id}/distance-orders/50501$`),
    },
  ]
  // The bell's 24 unread of the newest 100; waiting for the bell to say so keeps the count off the first poll's timing.
  let unread = 24
  await app.shell.seeBell('9+', unread)
  await app.shell.clickBell()
  for (const { subject, path } of cases) {
    await test.step(String(path), async () => {
      await app.notifications.seePage()
      // The newest with that subject (older ones may share it).
      const item = app.notifications.items.filter({ hasText: subject }).first()
      await expect(item.getByText(text('shell-notifications:new'), { exact: true })).toBeVisible()
      await item.click()
      await expect(page).toHaveURL(path)
      // The bell follows without waiting for the next poll.
      unread -= 1
      await expect(app.shell.bell).toHaveAccessibleName(text('shell:bell.labelUnread', { count: unread }))
      await page.goBack()
      await app.notifications.seePage()
      await expect(item).toBeVisible()
      await expect(item.getByText(text('shell-notifications:new'), { exact: true })).toHaveCount(0)
    })
  }
})

test('mark all read clears every "new" label and the bell', async ({ app }) => {
  await openInApp(app.page, '/notifications')
  await app.notifications.seePage()
  await app.notifications.clickMarkAllRead()
  await app.shell.seeToast(text('shell-notifications:allMarkedRead'))
  await expect(app.notifications.unreadItems).toHaveCount(0)
  await app.notifications.seeMarkAllReadDisabled()
  await app.shell.seeBellWithoutUnread()
  await app.notifications.seeSummary(20, 160, 0)
})
