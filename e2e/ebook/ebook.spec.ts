import { EBOOK_IDS, EBOOK_PARTS } from '../../mock-server/seed'
import { NOTIFICATION_POLL_MS } from '../../machines/shell/session.machine'
import { expect, mock, PERSONAS, test } from '../fixtures'
import { eb, EbookOverviewPage, EbookReportPages, er, tabTo } from '../pages/ebook.page'
import { expectNoAxeViolations } from '../support/axe'
import type { Lang } from '../support/texts'

/**
 * The e-book beyond the coverage walks of its machines (ebook-report-walks.spec.ts): without a
 * connection, a forced logout, the keyboard alone, the three languages and refused input. Elin
 * (persona 'apprentice') on her active book 7001 unless said otherwise; the clock is pinned to the
 * scenario's morning so the quick days and the refusals are the same every run.
 */

const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const WORKPLACE = 'Kvarteret Lärkan, Umeå'
const INSTRUCTOR = `${PERSONAS.instructor.firstName} ${PERSONAS.instructor.lastName}`
const BOOK = EBOOK_IDS.active
const partName = (id: number) => EBOOK_PARTS.find((p) => p.id === id)?.name ?? ''

test.beforeEach(async ({ fresh, page }) => {
  await page.clock.install({ time: SCENARIO_NOW })
  await mock.setClock(fresh, SCENARIO_NOW)
})

test('offline: the report is kept on the device, marked not sent, and sent when the connection returns', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  // From the report list, as a user goes (the list's code is then loaded: the build does not keep
  // pages not yet visited for use offline, see the report).
  await report.gotoList(BOOK)
  await report.clickCreate()
  await report.seePeriodStep()
  await report.fillPeriod('2026-11-14', '2026-11-15')
  await report.clickContinue()
  await report.seeHeading(er('workplace.title'))
  await report.main.getByRole('radio', { name: WORKPLACE, exact: true }).check()
  await report.clickContinue()
  await report.seeHeading(er('instructor.title'))
  await report.main.getByRole('radio', { name: INSTRUCTOR, exact: true }).check()
  // The connection drops just before the draft is created. The simulated backend answers inside the
  // page's service worker, which Chromium's offline switch does not cut off, so the fault switch makes
  // its calls fail as a lost connection does too.
  await context.setOffline(true)
  await mock.setFaults(page, 'network')
  await report.clickContinue()
  await report.seeHeading(er('parts.title'))
  await expect(page.getByTestId('report-offline')).toContainText(er('outbox.offlineHeading'))
  const part = EBOOK_IDS.openPart
  await report.clickChoosePart(part)
  await report.rate(partName(part), 2)
  await report.seePartRated(part, 2)
  await report.clickContinue()
  await report.seeSummaryStep()
  await report.clickSaveAndConfirm()
  await expect(page.getByTestId('report-queued')).toContainText(er('outbox.queuedText'))
  // The report list marks it "not sent yet" (the router moves in the page; nothing is fetched).
  await page.getByRole('link', { name: er('common.backToList'), exact: true }).click()
  await expect(page.getByText(er('outbox.notSent'), { exact: true }).first()).toBeVisible()
  await mock.setFaults(page, 'none')
  await context.setOffline(false)
  // Back online: the outbox sends it (the draft, its part, the save: then it says so) and the book's
  // overview lists it as saved. (Going to the overview before the toast cut the send off half-way;
  // the outbox now resumes on any page, see src/components/ebook/report/outbox-resume.tsx.)
  await expect(page.getByText(er('outbox.sentToast'), { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(er('outbox.notSent'), { exact: true })).toHaveCount(0)
  await expect(page.getByText(er('outbox.conflict'), { exact: true })).toHaveCount(0)
  const overview = new EbookOverviewPage(page)
  await overview.goto(BOOK)
  await overview.seeReport('2026-11-14', 'saved')
})

test('forced logout mid-report: after logging in again the typed input is still there', async ({
  page,
  app,
  loginAs,
}) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  await report.gotoList(BOOK)
  await report.clickContinueDraft(EBOOK_IDS.activeDraftReport)
  await report.seePartsStep()
  await report.clickContinue()
  await report.seeSummaryStep()
  await report.placeField.fill('Kv. Lärkan, hus B')
  await report.commentField.fill('Förankring hela veckan.')
  const url = page.url()
  // The server ends the session: the next notification poll meets a 406.
  await mock.setFaults(page, '406', 0, 'notifications/list')
  await page.clock.fastForward(NOTIFICATION_POLL_MS)
  await app.shell.seeForcedLogoutDialog()
  await mock.setFaults(page, 'none')
  await app.shell.clickForcedLogoutClose()
  await loginAs('apprentice')
  await page.goto(url)
  await report.seeSummaryStep()
  await expect(report.placeField).toHaveValue('Kv. Lärkan, hus B')
  await expect(report.commentField).toHaveValue('Förankring hela veckan.')
})

test('keyboard alone: from the report list to a saved report', async ({ page, loginAs }) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  const keys = page.keyboard
  await report.gotoList(BOOK)
  await report.seeList()
  await tabTo(page, page.getByTestId('report-create'))
  await keys.press('Enter')
  await report.seePeriodStep()
  await tabTo(page, page.getByTestId('quick-yesterday'))
  await keys.press('Enter')
  await report.seeHeading(er('workplace.title'))
  // Radios: Tab reaches the group, the arrow keys move the choice.
  await tabTo(page, report.main.getByRole('radio').first())
  await keys.press('Space')
  await keys.press('ArrowDown')
  await expect(report.main.getByRole('radio', { name: WORKPLACE, exact: true })).toBeChecked()
  await tabTo(page, report.continueButton)
  await keys.press('Enter')
  await report.seeHeading(er('instructor.title'))
  await tabTo(page, report.main.getByRole('radio', { name: INSTRUCTOR, exact: true }))
  await keys.press('Space')
  await tabTo(page, report.continueButton)
  await keys.press('Enter')
  await report.seePartsStep()
  const part = EBOOK_IDS.openPart
  await tabTo(page, page.getByTestId(`choose-${part}`), 120)
  await keys.press('Enter')
  const dialog = report.ratingDialog(partName(part))
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('radio').first())
  await keys.press('Space')
  await keys.press('ArrowDown')
  await keys.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${er('common.level', { level: 3 })}`) })).toBeChecked()
  await tabTo(page, dialog.getByTestId('rating-save'))
  await keys.press('Enter')
  await expect(dialog).toBeHidden()
  await report.seePartRated(part, 3)
  await tabTo(page, report.continueButton, 150)
  await keys.press('Enter')
  await report.seeSummaryStep()
  await tabTo(page, report.continueButton)
  await keys.press('Enter')
  await expect(report.saveDialog).toBeVisible()
  await tabTo(page, report.saveDialog.getByRole('button', { name: er('summary.confirm'), exact: true }))
  await keys.press('Enter')
  await report.seeSaved('2026-11-15')
})

test.describe('axe in each language', () => {
  const names: Record<Lang, 'Svenska' | 'English' | 'Polski'> = { sv: 'Svenska', en: 'English', pl: 'Polski' }
  for (const lang of ['sv', 'en', 'pl'] as const) {
    test(`${lang}: overview and education (en, pl: also the create page and a draft)`, async ({
      page,
      app,
      loginAs,
    }) => {
      await loginAs('apprentice')
      if (lang !== 'sv') {
        await app.shell.clickMenu()
        await app.shell.clickLanguage(names[lang])
        await app.shell.clickCloseMenu(lang)
      }
      test.setTimeout(120_000)
      // The report pages in Swedish are checked by ebook-report-walks.spec.ts on every page of its walks.
      const pages: Array<[string, string, string]> = [
        ['overview', `/book/${BOOK}`, eb('overview.reportElements', {}, lang)],
        ['education', `/book/${BOOK}/education`, eb('overview.toEducation', {}, lang)],
        ...(lang === 'sv'
          ? []
          : ([
              ['create page', `/book/${BOOK}/create-overview`, er('period.title', {}, lang)],
              ['draft', `/book/${BOOK}/report/${EBOOK_IDS.activeDraftReport}`, er('parts.title', {}, lang)],
            ] as Array<[string, string, string]>)),
      ]
      for (const [label, url, seen] of pages) {
        await test.step(label, async () => {
          await page.goto(url)
          await expect(page.getByRole('main').getByText(seen, { exact: true }).first()).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await expectNoAxeViolations(page, `${label} (${lang})`)
        })
      }
    })
  }
})

test('bad input: an end before the start and a period outside the permitted one are refused, nothing stored', async ({
  page,
  loginAs,
}) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  await report.gotoCreate(BOOK)
  await report.seePeriodStep()
  await report.fillPeriod('2026-11-15', '2026-11-14')
  await report.clickContinue()
  await report.seeFieldError(report.toField, er('errors.field.any.endBeforeStart'))
  await report.fillPeriod('2025-08-04', '2025-08-05')
  await report.clickContinue()
  const outside = er('errors.field.any.outsidePermitted', { from: '2025-08-18', to: '…' }).split('…')[0]!
  await expect(
    report.main
      .getByRole('alert')
      .getByRole('link', { name: new RegExp(`^${outside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first(),
  ).toBeVisible()
  await expect(report.fromField).toHaveAttribute('aria-invalid', 'true')
  await report.seePeriodStep()
  await report.gotoList(BOOK)
  await report.seeList()
  await expect(page.getByTestId('report-drafts').getByRole('listitem')).toHaveCount(1)
})
