import type { SnapshotFrom } from 'xstate'
import type { Element, ElementPart, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import { elementClosed, quickDays } from '../../src/domain/ebook'
import { wizardSelectors } from '../wizard/selectors'
import type { ebookReportMachine } from './ebook-report.machine'
import { isCreateStep, reportBlockOf, reportSteps } from './ebook-report.rules'
import {
  DRAFT_STEPS,
  REPORT_STEPS,
  type EbookReportContext,
  type ReportScreen,
  type ReportStep,
} from './ebook-report.steps'

/** What the views read of the report flow. */

export type EbookReportSnapshot = SnapshotFrom<typeof ebookReportMachine>

const wizard = wizardSelectors<ReportScreen, ReportStep, EbookReportContext>({
  steps: reportSteps,
  pages: ['paused', 'deleted', 'queued'],
  aliases: { loadingReport: 'loading', next: 'loading', previous: 'loading' },
})
/** The page to show: a step, or one of the pages around the steps. */
export const selectCurrentStep = wizard.selectCurrentStep
export const selectAnswers = wizard.selectAnswers
export const selectErrors = wizard.selectErrors
export const selectFormError = wizard.selectFormError
/** A call is under way: the view shows progress and ignores a second press. */
export const selectBusy = wizard.selectBusy
/**
 * Only stable pages of the steps are stored (a call in flight restarts from the page before it), and
 * the pause after a logout; the pages read from the server (list, closed, failed) are read again.
 */
export const selectPersistable = (s: EbookReportSnapshot) => {
  const screen = selectCurrentStep(s)
  return (
    wizard.selectPersistable(s) &&
    ((REPORT_STEPS as readonly string[]).includes(screen) || screen === 'paused' || screen === 'read-only')
  )
}

/** The create page's steps this book has (workplace and instructor only when there is a choice). */
export const selectCreateSteps = (s: EbookReportSnapshot) => reportSteps.shown(s.context).filter(isCreateStep)
/**
 * "Step 2 of 5": the step's place among all the steps of a report, the create page's and the draft's
 * counted together, so the two pages agree (issue 17; before, "step 1 of 3" on the create page and
 * "step 2 of 2" on the draft's). The create steps are those a new report has in this book (workplace
 * and instructor only when there is a choice); a draft opened later counts them as done. Null off the steps.
 */
export function selectStepProgress(s: EbookReportSnapshot): StepProgress | null {
  const screen = selectCurrentStep(s)
  if (!(REPORT_STEPS as readonly string[]).includes(screen)) return null
  const steps = reportSteps.shown({ ...s.context, reportId: null })
  return stepProgress(steps.indexOf(screen as ReportStep) + 1, steps.length)
}

export interface StepProgress {
  current: number
  total: number
}

/**
 * One object per (current, total): useSelector compares with ===, and a new object on every snapshot
 * re-rendered the whole report page whenever anything changed (opening the rating modal among them).
 */
const progressObjects = new Map<string, StepProgress>()
function stepProgress(current: number, total: number): StepProgress {
  const key = `${current}/${total}`
  let progress = progressObjects.get(key)
  if (!progress) {
    progress = Object.freeze({ current, total })
    progressObjects.set(key, progress)
  }
  return progress
}
/** The progress on the create page's steps; null off them. */
export function selectCreateProgress(s: EbookReportSnapshot): StepProgress | null {
  return isCreateStep(selectCurrentStep(s)) ? selectStepProgress(s) : null
}
/** The draft's steps (rating, then comment and save). */
export const selectIsDraftStep = (s: EbookReportSnapshot) =>
  (DRAFT_STEPS as readonly string[]).includes(selectCurrentStep(s))

export const selectBook = (s: EbookReportSnapshot) => s.context.book
/** Why there is no way to report (§4 display states, §6), null while reporting is open. */
export const selectBlock = (s: EbookReportSnapshot) => (s.context.book ? reportBlockOf(s.context.book) : null)
export const selectToday = (s: EbookReportSnapshot) => s.context.today
export const selectQuickDays = (s: EbookReportSnapshot) => quickDays(s.context.today)
export const selectWorkplaces = (s: EbookReportSnapshot) => s.context.book?.workplaces ?? []
export const selectInstructors = (s: EbookReportSnapshot) => s.context.book?.instructors ?? []
/** The book's drafts to continue, newest period first. */
export const selectDrafts = (s: EbookReportSnapshot) =>
  s.context.reports
    .filter((r) => r.state === 'draft')
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
export const selectReport = (s: EbookReportSnapshot) => s.context.report
export const selectReportId = (s: EbookReportSnapshot) => s.context.reportId
export const selectJustSaved = (s: EbookReportSnapshot) => s.context.justSaved
/** The draft is kept on the device (no connection when it was to be created). */
export const selectOffline = (s: EbookReportSnapshot) => s.context.offline

export interface PartView {
  part: ElementPart
  /** The part's rating in this report, if chosen. */
  detail: ReportDetail | null
}
export interface ElementView {
  element: Element
  /** §4: every part at level 4; its parts cannot be chosen. */
  closed: boolean
  parts: PartView[]
}

/** The book's elements with each part's rating in this draft and whether it may be chosen. */
export function selectElements(s: EbookReportSnapshot): ElementView[] {
  const details = s.context.report?.details ?? []
  return (s.context.book?.elements ?? []).map((element) => ({
    element,
    closed: elementClosed(element),
    parts: element.parts.map((part) => ({ part, detail: details.find((d) => d.partId === part.id) ?? null })),
  }))
}
export const selectChosenCount = (s: EbookReportSnapshot) => s.context.report?.details.length ?? 0

/** The rating modal is open (also while its call runs). */
export const selectRatingOpen = (s: EbookReportSnapshot) =>
  s.context.rating !== null &&
  (s.matches({ active: { parts: 'rating' } }) ||
    s.matches({ active: { parts: 'creatingDetail' } }) ||
    s.matches({ active: { parts: 'updatingDetail' } }))
export const selectRating = (s: EbookReportSnapshot) => s.context.rating
/** The part the modal rates, with its element. */
export function selectRatingPart(s: EbookReportSnapshot): { element: Element; part: ElementPart } | null {
  const rating = s.context.rating
  const element = rating ? s.context.book?.elements.find((e) => e.id === rating.elementId) : undefined
  const part = element?.parts.find((p) => p.id === rating?.partId)
  return element && part ? { element, part } : null
}
export const selectRatingBusy = (s: EbookReportSnapshot) =>
  s.matches({ active: { parts: 'creatingDetail' } }) || s.matches({ active: { parts: 'updatingDetail' } })
export const selectRemovingDetailId = (s: EbookReportSnapshot) =>
  s.matches({ active: { parts: 'removing' } }) ? s.context.removingDetailId : null

export const selectConfirmingSave = (s: EbookReportSnapshot) =>
  s.matches({ active: { summary: 'confirmSave' } }) || s.matches({ active: { summary: 'saving' } })
export const selectSaving = (s: EbookReportSnapshot) => s.matches({ active: { summary: 'saving' } })
export const selectConfirmingDelete = (s: EbookReportSnapshot) =>
  s.matches({ active: { parts: 'confirmDelete' } }) ||
  s.matches({ active: { parts: 'deleting' } }) ||
  s.matches({ active: { summary: 'confirmDelete' } }) ||
  s.matches({ active: { summary: 'deleting' } })
export const selectDeleting = (s: EbookReportSnapshot) =>
  s.matches({ active: { parts: 'deleting' } }) || s.matches({ active: { summary: 'deleting' } })

/** The workplace and instructor the draft names (for its header and the read-only page). */
export function selectReportPlaces(s: EbookReportSnapshot) {
  const { book, report } = s.context
  return {
    workplace: book?.workplaces.find((w) => w.id === report?.workplaceId) ?? null,
    instructor: book?.instructors.find((i) => i.id === report?.instructorId) ?? null,
  }
}

/**
 * The days a report period may take, as the rules check them (src/domain/ebook.ts checkReportPeriod):
 * from the later of the permitted start and the employment date, to the earlier of the permitted end
 * and today (issue 17: the hint said the permitted end while every day after today is refused).
 * Null before the book is loaded.
 */
export function selectPeriodBounds(s: EbookReportSnapshot): { from: string; to: string } | null {
  const book = s.context.book
  if (!book) return null
  const { permittedPeriod: permitted, employmentDate } = book
  return {
    from: permitted.fromDate > employmentDate ? permitted.fromDate : employmentDate,
    to: permitted.toDate < s.context.today ? permitted.toDate : s.context.today,
  }
}
