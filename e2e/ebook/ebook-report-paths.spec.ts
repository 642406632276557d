import { ebookReportMachine } from '../../machines/ebook/ebook-report.machine'
import { EBOOK_IDS, EBOOK_PARTS } from '../../mock-server/seed'
import { expect, mock, PERSONAS, test } from '../fixtures'
import { EbookReportPages, er } from '../pages/ebook.page'
import { expectNoAxeViolations } from '../support/axe'
import { machineEventTypes } from '../support/machine-paths'

/**
 * The e-book report flow (machines/ebook/ebook-report.machine.ts) in Chromium on the simulated
 * backend, as Elin (persona 'apprentice') on her active book 7001, with axe on every page.
 *
 * These are plain scenario tests, not coverage walks generated from the machine: mapping every
 * event of the machine (rating modal, offline drafts, the outbox, failed calls of six calls) to
 * browser actions and faults did not fit the time this slice had. The table REPLAYED below names,
 * for every event type of the production machine, the test that replays it or why none does; a test
 * checks the table against the machine, so a new event needs an entry.
 */

const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const TODAY = '2026-11-16'
/** 7001's choices (company Norr's workplaces, the book's instructor). */
const WORKPLACE = 'Kvarteret Lärkan, Umeå'
const INSTRUCTOR = `${PERSONAS.instructor.firstName} ${PERSONAS.instructor.lastName}`
const partName = (id: number) => {
  const part = EBOOK_PARTS.find((p) => p.id === id)
  if (!part) throw new Error(`no part ${id}`)
  return part.name
}

/** Every event type of the report machine: the test that replays it, or why no test here does. */
const REPLAYED: Record<string, string> = {
  'answers.change': 'replayed: "create with dates", "overlapping period"',
  'period.quick': 'replayed: "quick day"',
  'step.continue': 'replayed: "create with dates", "quick day"',
  'step.back': 'not replayed here: the summary\'s back link is plain wizard-kit behaviour covered by the component tests',
  'part.choose': 'replayed: "quick day" (rating modal)',
  'part.remove': 'not replayed: removing a rated part is covered by the component tests (report-page.test.tsx)',
  'rating.change': 'replayed: "quick day"',
  'rating.submit': 'replayed: "quick day"',
  'rating.cancel': 'not replayed: closing the modal unchanged is covered by the component tests',
  'save.confirm': 'replayed: "quick day"',
  'save.cancel': 'not replayed: covered by the component tests',
  'draft.delete': 'replayed: "delete a draft"',
  'delete.confirm': 'replayed: "delete a draft"',
  'delete.cancel': 'replayed: "delete a draft"',
  'load.retry': 'not replayed: a failed load of the book is covered by the component tests',
  'today.change': 'not replayed: only a restore on another day sends it (the edge), no user action',
  'session.expired': 'replayed in ebook.spec.ts "forced logout mid-report"',
  'session.resumed': 'replayed in ebook.spec.ts "forced logout mid-report"',
  'xstate.done.actor.loadBook': 'replayed: every test (the book loads)',
  'xstate.error.actor.loadBook': 'not replayed: failed load covered by the component tests',
  'xstate.done.actor.getReport': 'replayed: "delete a draft" (opens draft 21010)',
  'xstate.error.actor.getReport': 'not replayed: covered by the component tests',
  'xstate.done.actor.createReport': 'replayed: "quick day", "create with dates"',
  'xstate.error.actor.createReport': 'replayed offline (network) in ebook.spec.ts; the server\'s refusals are checked first in the browser ("overlapping period")',
  'xstate.done.actor.createDetail': 'replayed: "quick day"',
  'xstate.error.actor.createDetail': 'not replayed: covered by the component tests',
  'xstate.done.actor.updateDetail': 'not replayed: changing a rating is covered by the component tests',
  'xstate.error.actor.updateDetail': 'not replayed: covered by the component tests',
  'xstate.done.actor.deleteDetail': 'not replayed: see part.remove',
  'xstate.error.actor.deleteDetail': 'not replayed: see part.remove',
  'xstate.done.actor.saveReport': 'replayed: "quick day"',
  'xstate.error.actor.saveReport': 'not replayed: covered by the component tests',
  'xstate.done.actor.deleteReport': 'replayed: "delete a draft"',
  'xstate.error.actor.deleteReport': 'not replayed: covered by the component tests',
}

test('every event of the report machine is replayed or has a reason not to be', () => {
  const types = machineEventTypes(ebookReportMachine)
  expect(types.filter((type) => !(type in REPLAYED)), 'machine events missing from REPLAYED').toEqual([])
  expect(Object.keys(REPLAYED).filter((type) => !types.includes(type)), 'REPLAYED names events the machine no longer has').toEqual([])
})

test.describe('report flow on 7001', () => {
  test.beforeEach(async ({ fresh, page, loginAs }) => {
    await page.clock.install({ time: SCENARIO_NOW })
    await mock.setClock(fresh, SCENARIO_NOW)
    await loginAs('apprentice')
  })

  test('quick day: create, rate a part in the modal, save after confirming', async ({ page }) => {
    const report = new EbookReportPages(page)
    await report.gotoList(EBOOK_IDS.active)
    await report.seeList()
    await expect(report.draft(EBOOK_IDS.activeDraftReport)).toBeVisible()
    await expectNoAxeViolations(page, 'report list')
    await report.clickCreate()
    await report.seePeriodStep()
    await expectNoAxeViolations(page, 'period step')
    await report.clickQuickDay('today')
    await report.chooseWorkplaceAndInstructor(WORKPLACE, INSTRUCTOR)
    await report.seePartsStep()
    await expectNoAxeViolations(page, 'parts step')
    const part = EBOOK_IDS.openPart
    await report.clickChoosePart(part)
    await expect(report.ratingDialog(partName(part))).toBeVisible()
    await expectNoAxeViolations(page, 'rating modal')
    await report.rate(partName(part), 3, 'Gick bra.')
    await report.seePartRated(part, 3)
    await report.seeChosenCount(1)
    await report.clickContinue()
    await report.seeSummaryStep()
    await report.placeField.fill('Kv. Lärkan, Umeå')
    await expectNoAxeViolations(page, 'summary step')
    await report.clickContinue()
    await expect(report.saveDialog).toBeVisible()
    await expectNoAxeViolations(page, 'save confirmation')
    await report.saveDialog.getByRole('button', { name: er('summary.confirm'), exact: true }).click()
    await report.seeSaved(TODAY)
    await expectNoAxeViolations(page, 'saved report')
  })

  test('create with dates: from and to, then the draft is listed to continue', async ({ page }) => {
    const report = new EbookReportPages(page)
    await report.gotoCreate(EBOOK_IDS.active)
    await report.seePeriodStep()
    await report.fillPeriod('2026-11-14', '2026-11-15')
    await report.clickContinue()
    await report.chooseWorkplaceAndInstructor(WORKPLACE, INSTRUCTOR)
    await report.seePartsStep()
    const id = report.reportIdFromUrl()
    await report.gotoList(EBOOK_IDS.active)
    await expect(report.draft(id)).toContainText('2026-11-14 – 2026-11-15')
  })

  test('overlapping period: refused at its field, no draft made', async ({ page }) => {
    const report = new EbookReportPages(page)
    await report.gotoCreate(EBOOK_IDS.active)
    await report.seePeriodStep()
    // Draft 21010 covers 2026-11-09 – 2026-11-13.
    await report.fillPeriod('2026-11-12', '2026-11-14')
    await report.clickContinue()
    await report.seeFieldError(report.fromField, er('errors.field.any.overlapsReport', { from: '2026-11-09', to: '2026-11-13' }))
    await expectNoAxeViolations(page, 'period step with an error')
    await report.gotoList(EBOOK_IDS.active)
    await report.seeList()
    await expect(page.getByTestId('report-drafts').getByRole('listitem')).toHaveCount(1)
  })

  test('delete a draft: asked first, cancel keeps it, confirm deletes it', async ({ page }) => {
    const report = new EbookReportPages(page)
    await report.gotoList(EBOOK_IDS.active)
    await report.clickContinueDraft(EBOOK_IDS.activeDraftReport)
    await report.seePartsStep()
    await report.clickDeleteDraft()
    await expectNoAxeViolations(page, 'delete confirmation')
    await report.clickCancelDelete()
    await expect(report.deleteDialog).toBeHidden()
    await report.seePartsStep()
    await report.clickDeleteDraft()
    await report.clickConfirmDelete()
    await report.seeList()
    await expect(report.draft(EBOOK_IDS.activeDraftReport)).toHaveCount(0)
    await expect(page.getByText(er('list.noDrafts'), { exact: true })).toBeVisible()
  })
})

test.describe('reporting refused in each closed state', () => {
  const elins = [
    { book: EBOOK_IDS.paused, reason: 'paused' },
    { book: EBOOK_IDS.approved, reason: 'approved' },
    { book: EBOOK_IDS.notYetActive, reason: 'notStarted' },
  ] as const

  test('Elin: 7002 paused, 7005 approved, 7006 not yet active show why and offer nothing', async ({ fresh, page, loginAs }) => {
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
