import {
  REPORT_TEXT_MAX,
  type Ebook,
  type Element,
  type ElementPart,
  type Period,
  type Report,
  type ReportCreateBody,
  type ReportDetail,
  type ReportUpdateBody,
} from '../../src/api/ebook/ebook.schemas'
import type { OutboxDraft, OutboxItem } from './ebook-outbox.steps'
import { message, type ErrorMessage, type Failure, type MessageValues } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'
import { checkReportPeriod, elementClosed, quickDays, reportingOpen, type PeriodError } from '../../src/domain/ebook'
import type { StepErrors } from '../wizard/field-errors'
import { stepList } from '../wizard/steps'
import {
  CREATE_STEPS,
  REPORT_STEPS,
  type CreateStep,
  type EbookReportContext,
  type QuickDay,
  type RatingDraft,
  type RatingField,
  type ReportAnswers,
  type ReportBlock,
  type ReportStep,
} from './ebook-report.steps'

/**
 * The report flow's rules (§4 "E-book", §5 periods and saving) with the flow's error keys: the rules
 * themselves live in src/domain/ebook.ts. Pure functions of the context, shared by guards, selectors
 * and tests.
 */

export function initialAnswers(today: string): ReportAnswers {
  return { fromDate: '', toDate: '', workplaceId: null, instructorId: null, place: '', comment: '', date: today }
}

/** What a loaded draft already answers (a report page opened without saved progress). */
export function answersFromReport(report: Report): ReportAnswers {
  return {
    fromDate: report.fromDate,
    toDate: report.toDate,
    workplaceId: report.workplaceId,
    instructorId: report.instructorId,
    place: report.place,
    comment: report.comment,
    date: dayOf(report.date) ?? report.date,
  }
}

/* ---- the steps ---- */

type StepCtx = Pick<EbookReportContext, 'reportId' | 'book' | 'step'>

/**
 * The create steps are there until the draft exists (after that the period, workplace and instructor
 * are the draft's); workplace and instructor only when the book names some to choose from.
 */
export function isReportStepShown(step: ReportStep, ctx: Omit<StepCtx, 'step'>): boolean {
  if (step === 'parts' || step === 'summary') return true
  if (ctx.reportId !== null) return false
  if (step === 'workplace') return (ctx.book?.workplaces.length ?? 0) > 0
  if (step === 'instructor') return (ctx.book?.instructors.length ?? 0) > 0
  return true
}

export const reportSteps = stepList<ReportStep, StepCtx>(REPORT_STEPS, isReportStepShown)

export function isCreateStep(step: string): step is CreateStep {
  return (CREATE_STEPS as readonly string[]).includes(step)
}

/** The last create step shown: its Continue creates the draft. */
export function isLastCreateStep(step: ReportStep, ctx: StepCtx): boolean {
  const next = reportSteps.next(step, ctx)
  return isCreateStep(step) && (next === null || !isCreateStep(next))
}

/* ---- when reporting is closed ---- */

/** Why this reader cannot report in this book now; null while they can (§4 display states, §6). */
export function reportBlockOf(book: Ebook): ReportBlock | null {
  if (!reportingOpen(book.displayState)) return book.closedReason ?? 'notStarted'
  if (!book.viewer.mayReport) return 'notAllowed'
  // §4: level 4 in all sub-steps blocks further reporting.
  if (book.elements.length > 0 && book.elements.every(elementClosed)) return 'complete'
  return null
}

/* ---- the period ---- */

export function quickDayOf(today: string, day: QuickDay): string {
  return quickDays(today)[day]
}

/** The periods of the book's other reports (drafts and saved alike). */
export function otherPeriods(ctx: Pick<EbookReportContext, 'reports' | 'reportId'>): Period[] {
  return ctx.reports.filter((r) => r.id !== ctx.reportId).map((r) => ({ fromDate: r.fromDate, toDate: r.toDate }))
}

function overlapping(periods: readonly Period[], p: { fromDate: string; toDate: string }): Period | undefined {
  return periods.find((o) => p.fromDate <= o.toDate && o.fromDate <= p.toDate)
}

/** The numbers (dates) a period message names, so the text can say which limit or period it meets. */
function periodValues(
  error: PeriodError,
  ctx: Pick<EbookReportContext, 'book' | 'today' | 'reports' | 'reportId' | 'pauses' | 'answers'>,
): MessageValues | undefined {
  const book = ctx.book
  const p = { fromDate: ctx.answers.fromDate, toDate: ctx.answers.toDate }
  switch (error.key) {
    case 'outsidePermitted':
      return book ? { from: book.permittedPeriod.fromDate, to: book.permittedPeriod.toDate } : undefined
    case 'employmentDate':
      return book ? { date: book.employmentDate } : undefined
    case 'inFuture':
      return { date: ctx.today }
    case 'overlapsReport': {
      const other = overlapping(otherPeriods(ctx), p)
      return other ? { from: other.fromDate, to: other.toDate } : undefined
    }
    case 'overlapsPause': {
      const pause = overlapping(ctx.pauses, p)
      return pause ? { from: pause.fromDate, to: pause.toDate } : undefined
    }
    default:
      return undefined
  }
}

/** §5 report period rules (src/domain/ebook.ts) as the period step's field messages. */
export function periodErrors(
  ctx: Pick<EbookReportContext, 'book' | 'today' | 'reports' | 'reportId' | 'pauses' | 'answers'>,
): StepErrors {
  const book = ctx.book
  if (!book) return {}
  const errors = checkReportPeriod(
    { fromDate: ctx.answers.fromDate, toDate: ctx.answers.toDate },
    {
      permitted: book.permittedPeriod,
      employmentDate: book.employmentDate,
      today: ctx.today,
      otherReports: otherPeriods(ctx),
      pauses: ctx.pauses,
    },
  )
  const out: StepErrors = {}
  for (const error of errors) out[error.field] ??= message(error.key, periodValues(error, ctx))
  return out
}

/* ---- each step's answers ---- */

function textError(value: string, max: number): ErrorMessage | null {
  return value.length > max ? message('tooLong', { max }) : null
}

function dateError(value: string, today: string, notBefore: string): ErrorMessage | null {
  if (value.trim() === '') return message('required')
  if (dayOf(value) !== value) return message('invalidDate')
  if (value > today) return message('inFuture', { date: today })
  // A report is written when its period has ended (or on its last day).
  if (notBefore !== '' && value < notBefore) return message('beforePeriodEnd', { date: notBefore })
  return null
}

function only(errors: Record<string, ErrorMessage | null>): StepErrors {
  const out: StepErrors = {}
  for (const [field, error] of Object.entries(errors)) if (error) out[field] = error
  return out
}

/** The messages a step's Continue shows; empty when the step may be left. */
export function reportStepErrors(step: ReportStep, ctx: EbookReportContext): StepErrors {
  const { answers, book } = ctx
  switch (step) {
    case 'period':
      return periodErrors(ctx)
    case 'workplace':
      return only({
        workplaceId: book && !book.workplaces.some((w) => w.id === answers.workplaceId) ? message('required') : null,
      })
    case 'instructor':
      return only({
        instructorId: book && !book.instructors.some((i) => i.id === answers.instructorId) ? message('required') : null,
      })
    case 'parts':
      return only({ parts: (ctx.report?.details.length ?? 0) === 0 ? message('noParts') : null })
    case 'summary':
      return only({
        place: textError(answers.place, REPORT_TEXT_MAX.place),
        comment: textError(answers.comment, REPORT_TEXT_MAX.comment),
        date: dateError(answers.date, ctx.today, ctx.report?.toDate ?? ''),
      })
  }
}

/** The rating modal: a level 1 to 4 must be chosen; the comment is optional. */
export function ratingErrors(rating: Pick<RatingDraft, 'level' | 'comment'>): StepErrors<RatingField> {
  const out: StepErrors<RatingField> = {}
  if (rating.level === null) out.level = message('required')
  const comment = textError(rating.comment, REPORT_TEXT_MAX.comment)
  if (comment) out.comment = comment
  return out
}

/* ---- element parts ---- */

export interface PartRef {
  element: Element
  part: ElementPart
}

export function findPart(book: Ebook | null, partId: number): PartRef | null {
  for (const element of book?.elements ?? []) {
    const part = element.parts.find((p) => p.id === partId)
    if (part) return { element, part }
  }
  return null
}

/** §4: a part of an element whose every part is at level 4 cannot be reported again. */
export function isPartClosed(book: Ebook | null, partId: number): boolean {
  const found = findPart(book, partId)
  return found !== null && elementClosed(found.element)
}

export function detailOfPart(report: Report | null, partId: number) {
  return report?.details.find((d) => d.partId === partId) ?? null
}

/** The rating modal for a part: its detail's level and comment when rated already. */
export function ratingFor(ctx: Pick<EbookReportContext, 'book' | 'report'>, partId: number): RatingDraft | null {
  const found = findPart(ctx.book, partId)
  if (!found) return null
  const detail = detailOfPart(ctx.report, partId)
  return {
    elementId: found.element.id,
    partId,
    detailId: detail?.id ?? null,
    level: detail?.level ?? null,
    comment: detail?.comment ?? '',
    errors: {},
    formError: null,
  }
}

/* ---- call bodies ---- */

export function createBody(ctx: Pick<EbookReportContext, 'bookId' | 'answers' | 'book'>): ReportCreateBody {
  const { answers, book } = ctx
  return {
    bookId: ctx.bookId,
    fromDate: answers.fromDate,
    toDate: answers.toDate,
    workplaceId: book?.workplaces.length ? answers.workplaceId : null,
    instructorId: book?.instructors.length ? answers.instructorId : null,
  }
}

/** Saving for good (§4: a saved report never changes). */
export function saveBody(ctx: Pick<EbookReportContext, 'answers'>): ReportUpdateBody {
  const { place, comment, date } = ctx.answers
  return { place: place.trim(), comment: comment.trim(), date, save: true }
}

/* ---- a draft kept on the device (no connection) ---- */

/** The draft as the device holds it until it can be created: the answers, no server ids. */
export function localReport(ctx: Pick<EbookReportContext, 'bookId' | 'answers' | 'today'>): Report {
  const { answers } = ctx
  return {
    id: 0,
    bookId: ctx.bookId,
    state: 'draft',
    fromDate: answers.fromDate,
    toDate: answers.toDate,
    workplaceId: answers.workplaceId,
    instructorId: answers.instructorId,
    place: '',
    comment: '',
    date: answers.date || ctx.today,
    createdAt: ctx.today,
    savedAt: null,
    readByInstructorAt: null,
    details: [],
  }
}

/** A part rated on the device: a detail without a server id (its id is the part's, negated). */
export function localDetail(ctx: Pick<EbookReportContext, 'book'>, rating: RatingDraft): ReportDetail {
  return {
    id: -rating.partId,
    reportId: 0,
    elementId: findPart(ctx.book, rating.partId)?.element.id ?? rating.elementId,
    partId: rating.partId,
    level: rating.level!,
    comment: rating.comment.trim(),
    instructorLevel: null,
    instructorComment: null,
    approvedAt: null,
    approvedBy: null,
  }
}

/** What the outbox sends once the connection is back (saved: the apprentice confirmed the save). */
export function outboxDraftOf(
  ctx: Pick<EbookReportContext, 'bookId' | 'answers' | 'report' | 'book' | 'reportId' | 'removedOffline'>,
  save: boolean,
): OutboxDraft {
  const { answers } = ctx
  const create = createBody(ctx)
  return {
    bookId: ctx.bookId,
    fromDate: answers.fromDate,
    toDate: answers.toDate,
    workplaceId: create.workplaceId ?? null,
    instructorId: create.instructorId ?? null,
    // A part rated on the server is sent again as a change (the same answer changes nothing).
    details: (ctx.report?.details ?? []).map((d) => ({
      partId: d.partId,
      level: d.level,
      comment: d.comment,
      detailId: d.id > 0 ? d.id : null,
    })),
    removedDetailIds: ctx.removedOffline ?? [],
    place: answers.place.trim(),
    comment: answers.comment.trim(),
    date: answers.date,
    save,
    reportId: ctx.reportId,
  }
}

/** The outbox's id for the report made or finished here offline: one per period or server draft. */
export function offlineIdOf(ctx: Pick<EbookReportContext, 'bookId' | 'reportId' | 'answers' | 'outboxId'>): string {
  return (
    ctx.outboxId ??
    (ctx.reportId !== null
      ? `${ctx.bookId}-report-${ctx.reportId}`
      : `${ctx.bookId}-${ctx.answers.fromDate}-${ctx.answers.toDate}`)
  )
}

/** A report kept on the device, opened again: its answers and parts as the flow holds them offline. */
export function keptContext(
  ctx: Pick<EbookReportContext, 'bookId' | 'answers' | 'today' | 'book'>,
  item: OutboxItem,
): Partial<EbookReportContext> {
  const { draft } = item
  const answers = {
    ...ctx.answers,
    fromDate: draft.fromDate,
    toDate: draft.toDate,
    workplaceId: draft.workplaceId,
    instructorId: draft.instructorId,
    place: draft.place,
    comment: draft.comment,
    date: draft.date || ctx.answers.date,
  }
  const report = localReport({ bookId: ctx.bookId, answers, today: ctx.today })
  const details = draft.details.map((d) => ({
    ...localDetail(ctx, {
      partId: d.partId,
      elementId: 0,
      detailId: null,
      level: d.level,
      comment: d.comment,
      errors: {},
      formError: null,
    }),
    id: d.detailId ?? -d.partId,
  }))
  return {
    answers,
    report: { ...report, id: item.reportId ?? 0, details },
    reportId: item.reportId,
    offline: true,
    outboxId: item.id,
    removedOffline: draft.removedDetailIds ?? [],
    errors: {},
    formError: item.error,
  }
}

/* ---- failures ---- */

/** The period's field messages of a refusal (only fromDate and toDate). */
export function periodFieldErrors(failure: Failure): StepErrors {
  const out: StepErrors = {}
  for (const field of ['fromDate', 'toDate'] as const) {
    const error = failure.fieldErrors?.[field]
    if (error) out[field] = error
  }
  return out
}

/** The server refused the period itself (overlap, outside the permitted period, the employment date). */
export function refusesPeriod(failure: Failure): boolean {
  return failure.key === 'employmentDate' || Object.keys(periodFieldErrors(failure)).length > 0
}
