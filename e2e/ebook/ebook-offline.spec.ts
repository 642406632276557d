import type { BrowserContext, Page } from '@playwright/test'
import { EBOOK_IDS, EBOOK_PARTS } from '../../mock-server/seed'
import { expect, mock, PERSONAS, test } from '../fixtures'
import { EbookOverviewPage, EbookReportPages, er } from '../pages/ebook.page'

/**
 * Issue 17 §1, "a report is never lost, whatever the connection does" (ADR 0010): the connection
 * lost while rating, while saving and between steps; a weak signal (calls fail, the browser never
 * says it is offline); an unfinished report surviving its tab; two tabs sending once; a refused
 * queued report opened, fixed and sent again. Elin (persona 'apprentice') on her active book 7001.
 *
 * The simulated backend answers inside the page, which Chromium's offline switch does not cut off:
 * the fault switch ('network') makes its calls fail as a lost connection does. Without
 * context.setOffline that is a weak signal: no `offline` or `online` event at all. The clock is
 * pinned to the scenario's morning (and runs on); the outbox's backoff is moved on with it.
 */

const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const WORKPLACE = 'Kvarteret Lärkan, Umeå'
const INSTRUCTOR = `${PERSONAS.instructor.firstName} ${PERSONAS.instructor.lastName}`
const BOOK = EBOOK_IDS.active
const PART = EBOOK_IDS.openPart
const PART_NAME = EBOOK_PARTS.find((p) => p.id === PART)?.name ?? ''

test.beforeEach(async ({ fresh, page }) => {
  await page.clock.install({ time: SCENARIO_NOW })
  await mock.setClock(fresh, SCENARIO_NOW)
})

/** From the report list through period, workplace and instructor; `cut` runs before the last Continue (which creates the draft). */
async function startReport(report: EbookReportPages, from: string, to: string, cut?: () => Promise<unknown>) {
  await report.gotoList(BOOK)
  await report.clickCreate()
  await report.seePeriodStep()
  await report.fillPeriod(from, to)
  await report.clickContinue()
  await report.seeHeading(er('workplace.title'))
  await report.main.getByRole('radio', { name: WORKPLACE, exact: true }).check()
  await report.clickContinue()
  await report.seeHeading(er('instructor.title'))
  await report.main.getByRole('radio', { name: INSTRUCTOR, exact: true }).check()
  await cut?.()
  await report.clickContinue()
  await report.seeHeading(er('parts.title'))
}

async function rateAndSave(report: EbookReportPages, level: number) {
  await report.clickChoosePart(PART)
  await report.rate(PART_NAME, level)
  await report.seePartRated(PART, level)
  await report.clickContinue()
  await report.seeSummaryStep()
  await report.clickSaveAndConfirm()
}

/** Said only once the device really holds it. */
async function seeQueued(page: Page) {
  await expect(page.getByTestId('report-queued')).toContainText(er('outbox.queuedText'))
}

async function seeSent(page: Page, from: string) {
  await expect(page.getByText(er('outbox.sentToast'), { exact: true })).toBeVisible({ timeout: 15_000 })
  const overview = new EbookOverviewPage(page)
  await overview.goto(BOOK)
  await overview.seeReport(from, 'saved')
}

/** Successful answers to a call (method, path after /api/m/v1/), over every tab of the context. */
function countAnswers(context: BrowserContext, method: string, path: RegExp): () => number {
  let count = 0
  context.on('response', (response) => {
    const url = new URL(response.url())
    if (response.request().method() === method && path.test(url.pathname.replace('/api/m/v1/', '')) && response.ok())
      count += 1
  })
  return () => count
}

test('weak signal, lost while rating: the rest is made on the device and sent by itself, with no online event', async ({
  page,
  loginAs,
}) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  await startReport(report, '2026-11-14', '2026-11-14')
  // The draft exists on the server; now calls fail, and the browser still says it is online.
  await mock.setFaults(page, 'network')
  await report.clickChoosePart(PART)
  await report.rate(PART_NAME, 2)
  // Not an error in the modal: the rating is kept here and the page says so.
  await report.seePartRated(PART, 2)
  await expect(page.getByTestId('report-offline')).toContainText(er('outbox.offlineHeading'))
  await report.clickContinue()
  await report.seeSummaryStep()
  await report.clickSaveAndConfirm()
  await seeQueued(page)
  await mock.setFaults(page, 'none')
  // The outbox's own timer (its first try failed): no event of the browser needed.
  await page.clock.fastForward('00:10')
  await seeSent(page, '2026-11-14')
})

test('offline while saving: queued instead of an error, sent when the connection returns', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  await startReport(report, '2026-11-15', '2026-11-15')
  await report.clickChoosePart(PART)
  await report.rate(PART_NAME, 3)
  await report.clickContinue()
  await report.seeSummaryStep()
  await context.setOffline(true)
  await mock.setFaults(page, 'network')
  await report.clickSaveAndConfirm()
  await seeQueued(page)
  await page.getByRole('link', { name: er('common.backToList'), exact: true }).click()
  await expect(page.getByText(er('outbox.notSent'), { exact: true }).first()).toBeVisible()
  await mock.setFaults(page, 'none')
  await context.setOffline(false)
  await seeSent(page, '2026-11-15')
})

test('lost between steps, the tab closed: the unfinished report is on the device after a reload of another tab, continued and sent', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('apprentice')
  const second = await context.newPage()
  const again = new EbookReportPages(second)
  await again.gotoList(BOOK)
  const report = new EbookReportPages(page)
  await startReport(report, '2026-11-14', '2026-11-14', async () => {
    await context.setOffline(true)
    await mock.setFaults(page, 'network')
  })
  await report.clickChoosePart(PART)
  await report.rate(PART_NAME, 2)
  await report.seePartRated(PART, 2)
  const kept = second.getByTestId('report-outbox')
  await expect(kept.getByText(er('outbox.unfinished'), { exact: true })).toBeVisible()
  await page.close()
  // Read again from the device (not the other tab's memory): it is still there, and not sent by itself.
  await context.setOffline(false)
  await mock.setFaults(second, 'none')
  await second.reload()
  await expect(kept.getByText(er('outbox.unfinished'), { exact: true })).toBeVisible()
  await kept.getByRole('button', { name: new RegExp(`^${er('outbox.continue')}`) }).click()
  await again.seeHeading(er('parts.title'))
  await again.seePartRated(PART, 2)
  await again.clickContinue()
  await again.seeSummaryStep()
  await again.clickSaveAndConfirm()
  await seeSent(second, '2026-11-14')
})

test('two tabs: a report kept in one is sent once, whichever tab sends it', async ({ page, context, loginAs }) => {
  const created = countAnswers(context, 'POST', /^reports\/create$/)
  const saved = countAnswers(context, 'PATCH', /^books\/\d+\/reports\/\d+\/update$/)
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  const other = await context.newPage()
  await new EbookReportPages(other).gotoList(BOOK)
  await startReport(report, '2026-11-15', '2026-11-15', () => mock.setFaults(page, 'network'))
  await rateAndSave(report, 2)
  await seeQueued(page)
  // Both tabs know it (the other's outbox read it when this one wrote it).
  await expect(other.getByTestId('report-outbox').getByText(er('outbox.notSent'), { exact: true })).toBeVisible()
  await mock.setFaults(page, 'none')
  // Both try at once: the connection is back and both pages become visible.
  await Promise.all(
    [page, other].map((p) =>
      p.evaluate(() => {
        window.dispatchEvent(new Event('online'))
        document.dispatchEvent(new Event('visibilitychange'))
      }),
    ),
  )
  await expect(other.getByTestId('report-outbox')).toHaveCount(0, { timeout: 15_000 })
  await expect.poll(saved).toBe(1)
  // Each tab has its own simulated backend (in the page): a second send would be a second create, not a refusal.
  await other.reload()
  await expect(other.getByTestId('report-outbox')).toHaveCount(0)
  expect([created(), saved()]).toEqual([1, 1])
})

test('a queued report the server refuses is opened, its period changed, and sent again', async ({ page, loginAs }) => {
  await loginAs('apprentice')
  const report = new EbookReportPages(page)
  await startReport(report, '2026-11-14', '2026-11-14', () => mock.setFaults(page, 'network'))
  await rateAndSave(report, 3)
  await seeQueued(page)
  await page.getByRole('link', { name: er('common.backToList'), exact: true }).click()
  // The connection is back, and the server refuses it.
  await mock.setFaults(page, '422', 0, 'reports/create')
  await page.clock.fastForward('00:10')
  const card = page.getByTestId('report-outbox')
  await expect(card.getByText(er('outbox.conflict'), { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(card.getByRole('alert')).toBeVisible()
  await mock.setFaults(page, 'none')

  await card.getByRole('button', { name: new RegExp(`^${er('outbox.open')}`) }).click()
  await report.seePeriodStep()
  await expect(report.fromField).toHaveValue('2026-11-14')
  await report.fillPeriod('2026-11-15', '2026-11-15')
  await report.clickContinue()
  await report.seeHeading(er('workplace.title'))
  await report.clickContinue()
  await report.seeHeading(er('instructor.title'))
  await report.clickContinue()
  await report.seeHeading(er('parts.title'))
  await report.seePartRated(PART, 3)
  await report.clickContinue()
  await report.seeSummaryStep()
  await report.clickSaveAndConfirm()
  await seeSent(page, '2026-11-15')
})
