import type { PathEvent } from '../wizard/path-event'
import { SAMPLE_IDS, SAMPLE_PAUSES, SAMPLE_REPORTS, SAMPLE_TODAY, sampleBook, sampleDetail, sampleReport } from './ebook-report.fixtures'
import { reportSteps } from './ebook-report.rules'
import { selectCurrentStep, type EbookReportSnapshot } from './ebook-report.selectors'
import { REPORT_STEPS, REPORT_STEP_FIELDS, type EbookReportInput, type ReportStep } from './ebook-report.steps'

/**
 * Path generation inputs of the report flow (xstate/graph; an e2e spec replays them later). Only
 * tests import this file. Ids are the samples' placeholders (ebook-report.fixtures.ts SAMPLE_IDS)
 * until the scenario exports its e-book's.
 */

/** The create page of the sample book (/book/{id}/create-overview). */
export const ebookReportPathInput: EbookReportInput = { bookId: SAMPLE_IDS.book, reportId: null, start: 'create', today: SAMPLE_TODAY }
/** The report page of the sample draft (/book/{id}/report/{reportId}). */
export const ebookReportDraftPathInput: EbookReportInput = { bookId: SAMPLE_IDS.book, reportId: SAMPLE_IDS.draft, start: 'report', today: SAMPLE_TODAY }

const bookData = { book: sampleBook(), reports: SAMPLE_REPORTS, pauses: SAMPLE_PAUSES }
const created = sampleReport({ id: SAMPLE_IDS.newReport, fromDate: SAMPLE_TODAY, toDate: SAMPLE_TODAY, date: SAMPLE_TODAY })
const rated = sampleDetail({ id: 7101, reportId: SAMPLE_IDS.newReport, partId: 5011, level: 3 })

export const ebookReportEvents: readonly PathEvent[] = [
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'load.retry' },
  { type: 'period.quick', day: 'today' },
  { type: 'period.quick', day: 'yesterday' },
  { type: 'period.quick', day: 'dayBefore' },
  // A week that overlaps the saved report of 9–13 Nov, and one that does not.
  { type: 'answers.change', answers: { fromDate: '2026-11-12', toDate: '2026-11-14' } },
  { type: 'answers.change', answers: { fromDate: '2026-11-14', toDate: '2026-11-15' } },
  { type: 'answers.change', answers: { workplaceId: SAMPLE_IDS.workplaces[1] } },
  { type: 'answers.change', answers: { instructorId: SAMPLE_IDS.instructors[1] } },
  { type: 'answers.change', answers: { place: 'Kvarnholmen', comment: 'Bra vecka.' } },
  { type: 'answers.change', answers: { date: '' } },
  { type: 'answers.change', answers: { date: SAMPLE_TODAY } },
  { type: 'part.choose', partId: 5011 },
  // A part of the closed element (every part at level 4).
  { type: 'part.choose', partId: 5021 },
  { type: 'part.remove', partId: 5011 },
  { type: 'rating.change', level: 3 },
  { type: 'rating.change', comment: 'Gick bra.' },
  { type: 'rating.submit' },
  { type: 'rating.cancel' },
  { type: 'save.confirm' },
  { type: 'save.cancel' },
  { type: 'draft.delete' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'today.change', today: '2026-11-17' },
  { type: 'session.expired' },
  { type: 'session.resumed' },
  { type: 'xstate.done.actor.loadBook', output: bookData },
  { type: 'xstate.error.actor.loadBook', error: { key: 'couldNotLoad' } },
  { type: 'xstate.done.actor.getReport', output: sampleReport({ details: [sampleDetail()] }) },
  { type: 'xstate.error.actor.getReport', error: { key: 'notFound' } },
  { type: 'xstate.done.actor.createReport', output: created },
  { type: 'xstate.error.actor.createReport', error: { key: 'periodRefused', fieldErrors: { fromDate: { key: 'overlapsReport' } } } },
  { type: 'xstate.error.actor.createReport', error: { key: 'employmentDate' } },
  { type: 'xstate.error.actor.createReport', error: { key: 'couldNotSave' } },
  // No connection: the draft is made on the device.
  { type: 'xstate.error.actor.createReport', error: { key: 'network' } },
  { type: 'xstate.done.actor.createDetail', output: rated },
  { type: 'xstate.error.actor.createDetail', error: { key: 'partFailed' } },
  { type: 'xstate.done.actor.updateDetail', output: { ...rated, level: 4 } },
  { type: 'xstate.error.actor.updateDetail', error: { key: 'partFailed' } },
  { type: 'xstate.done.actor.deleteDetail', output: { ok: true } },
  { type: 'xstate.error.actor.deleteDetail', error: { key: 'removeFailed' } },
  { type: 'xstate.done.actor.saveReport', output: { ...created, state: 'saved', savedAt: SAMPLE_TODAY, details: [rated] } },
  { type: 'xstate.error.actor.saveReport', error: { key: 'employmentDate' } },
  { type: 'xstate.done.actor.deleteReport', output: { ok: true } },
  { type: 'xstate.error.actor.deleteReport', error: { key: 'couldNotDelete' } },
]

/** The page, its answers and messages, the routing facts around it (see companyRegistrationPathKey). */
export function ebookReportPathKey(s: EbookReportSnapshot): string {
  const c = s.context
  const screen = selectCurrentStep(s)
  const onStep = (REPORT_STEPS as readonly string[]).includes(screen)
  const step = screen as ReportStep
  return JSON.stringify({
    value: s.value,
    route: onStep ? [reportSteps.previous(step, c), reportSteps.next(step, c)] : null,
    draft: c.reportId !== null,
    answers: onStep ? REPORT_STEP_FIELDS[step].map((f) => c.answers[f]) : null,
    details: c.report?.details.map((d) => [d.partId, d.level]) ?? null,
    rating: c.rating ? [c.rating.partId, c.rating.level, Object.keys(c.rating.errors).length > 0, c.rating.formError] : null,
    errors: Object.keys(c.errors).length > 0,
    formError: c.formError,
    today: c.today,
    offline: c.offline,
  })
}
