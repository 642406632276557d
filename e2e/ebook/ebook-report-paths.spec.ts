import { EBOOK_IDS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { EbookReportPages, er } from '../pages/ebook.page'
import { expectNoAxeViolations } from '../support/axe'

/**
 * The report flow (machines/ebook/ebook-report.machine.ts) on books closed for reporting: the
 * machine's 'closed' page, which the coverage walks of ebook-report-walks.spec.ts cannot reach (they
 * replay Elin's active book 7001, where reporting is open). Each closed reason of the scenario's
 * books, on the report list and on the create page's address typed in.
 */

test.describe('reporting refused in each closed state', () => {
  const elins = [
    { book: EBOOK_IDS.paused, reason: 'paused' },
    { book: EBOOK_IDS.approved, reason: 'approved' },
    { book: EBOOK_IDS.notYetActive, reason: 'notStarted' },
  ] as const

  test('Elin: 7002 paused, 7005 approved, 7006 not yet active show why and offer nothing', async ({
    fresh,
    page,
    loginAs,
  }) => {
    void fresh
    await loginAs('apprentice')
    const report = new EbookReportPages(page)
    for (const { book, reason } of elins) {
      await test.step(`${book}: ${reason}`, async () => {
        await report.gotoList(book)
        await report.seeClosed(reason)
        // The create page's address, typed: the same reason, no period to choose.
        await report.gotoCreate(book)
        await expect(page.getByTestId('report-closed')).toContainText(er(`closed.reason.${reason}`))
        await expect(page.getByTestId('quick-today')).toHaveCount(0)
      })
    }
    await expectNoAxeViolations(page, 'closed create page')
  })

  test('Tomasz: 7004 deactivated by the distance order', async ({ fresh, page, loginAs }) => {
    void fresh
    await loginAs('passwordUser')
    const report = new EbookReportPages(page)
    await report.gotoList(EBOOK_IDS.distanceOrder)
    await report.seeClosed('distanceOrder')
    await expectNoAxeViolations(page, 'closed report list')
  })
})
