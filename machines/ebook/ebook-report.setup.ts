import { and, assign, fromPromise, setup } from 'xstate'
import type { Ebook, Report, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import { failureMessage, failureOf, message } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'
import { withoutFields } from '../wizard/field-errors'
import { pickStepFields } from '../wizard/steps'
import type { OutboxDraft } from './ebook-outbox.machine'
import { stepGuards, stepTarget } from '../wizard/wizard-states'
import {
  answersFromReport,
  createBody,
  findPart,
  isLastCreateStep,
  isPartClosed,
  keptContext,
  localDetail,
  localReport,
  offlineIdOf,
  periodFieldErrors,
  quickDayOf,
  ratingErrors,
  ratingFor,
  refusesPeriod,
  reportBlockOf,
  reportStepErrors,
  reportSteps,
} from './ebook-report.rules'
import {
  REPORT_STEP_FIELDS,
  type BookData,
  type CreateStep,
  type DetailCreateInput,
  type DetailDeleteInput,
  type DetailUpdateInput,
  type EbookReportContext,
  type EbookReportEvent,
  type EbookReportInput,
  type ReportRef,
  type ReportSaveInput,
  type ReportStep,
} from './ebook-report.steps'
import { actorNotProvided } from '../wizard/not-provided'
import { preselectedAnswers } from './ebook-report.preselect'

/**
 * The report flow's setup (ebook-report.machine.ts has the chart): the calls it makes, what it does
 * with their answers and the events, its guards, and the state pieces several steps share.
 */

export const ID = 'ebookReport'
export const S = (step: ReportStep) => stepTarget(ID, step)
export const NEXT = '#ebookReportNext'
export const PREVIOUS = '#ebookReportPrevious'

const notProvided = actorNotProvided('ebook report machine')

/** setup() types an invoke's done and error events as the machine's own: shared actions read them through these. */
const outputOf = <T>(event: unknown) => (event as { output: T }).output
const errorOf = (event: unknown) => (event as { error: unknown }).error

export const continueCreate = (step: CreateStep) => [
  {
    guard: { type: 'stepInvalid' as const, params: { step } },
    actions: { type: 'showStepErrors' as const, params: { step } },
  },
  // A report kept on the device, opened again: its period changes here, the outbox creates it.
  {
    guard: and([{ type: 'lastCreateStep' as const, params: { step } }, 'offline']),
    target: S('parts'),
    actions: 'keptPeriodChanged' as const,
  },
  { guard: { type: 'lastCreateStep' as const, params: { step } }, target: 'creating', actions: 'clearErrors' as const },
  { target: NEXT, actions: 'clearErrors' as const },
]

/** The last create step's Continue: the draft is created, or the period (refused by the server) is asked again. */
export const creatingState = {
  tags: 'busy' as const,
  invoke: {
    id: 'createReport',
    src: 'createReport' as const,
    input: ({ context }: { context: EbookReportContext }) => createBody(context),
    onDone: { target: S('parts'), actions: ['reportCreated' as const, 'notifyReportCreated' as const] },
    onError: [
      { guard: 'periodRefused' as const, target: S('period'), actions: 'showPeriodRefusal' as const },
      // No connection: the draft is made on the device and sent later (the outbox).
      { guard: 'networkFailure' as const, target: S('parts'), actions: 'startOfflineDraft' as const },
      { target: 'editing', actions: { type: 'showFailure' as const, params: { fallback: 'couldNotSave' as const } } },
    ],
  },
}

export const createStep = (step: Exclude<CreateStep, 'period'>) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  initial: 'editing' as const,
  states: {
    editing: {
      on: {
        'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } },
        'step.continue': continueCreate(step),
        'step.back': { target: PREVIOUS, actions: 'clearErrors' as const },
      },
    },
    creating: creatingState,
  },
})

/** Deleting the draft (irreversible): asked first; a refusal leaves the draft and the page as they were. */
export const deleteStates = (back: 'idle' | 'editing') => ({
  confirmDelete: {
    on: {
      // A draft kept on the device is only forgotten.
      'delete.confirm': [{ guard: 'offline' as const, target: `#${ID}.deleted` }, { target: 'deleting' }],
      'delete.cancel': back,
    },
  },
  deleting: {
    tags: 'busy' as const,
    invoke: {
      id: 'deleteReport',
      src: 'deleteReport' as const,
      input: ({ context }: { context: EbookReportContext }): ReportRef => ({
        bookId: context.bookId,
        reportId: context.reportId!,
      }),
      onDone: { target: `#${ID}.deleted` },
      onError: {
        target: back,
        actions: { type: 'showFailure' as const, params: { fallback: 'couldNotDelete' as const } },
      },
    },
  },
})

/** Creating or changing one part's rating; a failure keeps the modal open with what was chosen. */
export const detailState = (src: 'createDetail' | 'updateDetail') => ({
  tags: 'busy' as const,
  invoke: {
    id: src,
    src,
    input: ({ context }: { context: EbookReportContext }) => ({
      bookId: context.bookId,
      reportId: context.reportId!,
      partId: context.rating!.partId,
      detailId: context.rating!.detailId ?? 0,
      level: context.rating!.level!,
      comment: context.rating!.comment.trim(),
    }),
    onDone: { target: 'idle', actions: 'detailSaved' as const },
    onError: [
      // The connection went while rating: the rest of the report is made on the device (issue 17).
      { guard: 'networkFailure' as const, target: 'idle', actions: ['goOffline' as const, 'rateLocally' as const] },
      { target: 'rating', actions: 'ratingFailed' as const },
    ],
  },
})

export const ebookReportSetup = setup({
  types: {
    context: {} as EbookReportContext,
    events: {} as EbookReportEvent,
    input: {} as EbookReportInput,
  },
  actors: {
    /** books/get, reports/list and book-pauses/list of the book. */
    loadBook: fromPromise<BookData, { bookId: number }>(async () => notProvided('loadBook')),
    getReport: fromPromise<Report, ReportRef>(async () => notProvided('getReport')),
    createReport: fromPromise<Report, ReturnType<typeof createBody>>(async () => notProvided('createReport')),
    createDetail: fromPromise<ReportDetail, DetailCreateInput>(async () => notProvided('createDetail')),
    updateDetail: fromPromise<ReportDetail, DetailUpdateInput>(async () => notProvided('updateDetail')),
    deleteDetail: fromPromise<{ ok: boolean }, DetailDeleteInput>(async () => notProvided('deleteDetail')),
    /** reports/update with save: true. */
    saveReport: fromPromise<Report, ReportSaveInput>(async () => notProvided('saveReport')),
    deleteReport: fromPromise<{ ok: boolean }, ReportRef>(async () => notProvided('deleteReport')),
  },
  actions: {
    /** Edge: toast "Created" (the page moves to the report's URL when it sees the draft step). */
    notifyReportCreated: () => {},
    /** Edge: toast "Saved". */
    notifyReportSaved: () => {},
    /** Edge: toast "Deleted", back to the report list. */
    notifyReportDeleted: () => {},
    /** Edge: the outbox keeps the report made without a connection and sends it when it returns. */
    queueOffline: (_, _params: { draft: OutboxDraft; id: string }) => {},
    startOfflineDraft: assign(({ context }) => ({
      offline: true,
      report: localReport(context),
      outboxId: offlineIdOf(context),
      removedOffline: [],
      errors: {},
      formError: null,
    })),
    /** The connection went on the server's draft: what is left is done on the device, then sent by the outbox. */
    goOffline: assign(({ context }) => ({
      offline: true,
      outboxId: offlineIdOf(context),
      removedOffline: context.removedOffline ?? [],
      errors: {},
      formError: null,
    })),
    keptOpened: assign(({ context }) => (context.kept ? { ...keptContext(context, context.kept), kept: null } : {})),
    keptPeriodChanged: assign(({ context }) => {
      const local = localReport(context)
      return {
        report: context.report
          ? {
              ...context.report,
              fromDate: local.fromDate,
              toDate: local.toDate,
              workplaceId: local.workplaceId,
              instructorId: local.instructorId,
            }
          : local,
        errors: {},
        formError: null,
      }
    }),
    rateLocally: assign(({ context }) => {
      if (!context.rating || !context.report) return { rating: null }
      const onServer = context.report.details.find((d) => d.partId === context.rating!.partId && d.id > 0)
      const detail = { ...localDetail(context, context.rating), ...(onServer ? { id: onServer.id } : {}) }
      return {
        report: {
          ...context.report,
          details: [...context.report.details.filter((d) => d.partId !== detail.partId), detail],
        },
        rating: null,
      }
    }),
    removeLocally: assign(({ context, event }) => {
      const partId =
        event.type === 'part.remove'
          ? event.partId
          : context.report?.details.find((d) => d.id === context.removingDetailId)?.partId
      if (partId === undefined || !context.report) return { removingDetailId: null }
      const onServer = context.report.details.find((d) => d.partId === partId && d.id > 0)
      return {
        report: { ...context.report, details: context.report.details.filter((d) => d.partId !== partId) },
        removedOffline: [...(context.removedOffline ?? []), ...(onServer ? [onServer.id] : [])],
        removingDetailId: null,
        errors: {},
        formError: null,
      }
    }),
    enterStep: assign((_, params: { step: ReportStep }) => ({ step: params.step })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: ReportStep }) => ({
      errors: reportStepErrors(params.step, context),
      formError: null,
    })),
    changeAnswers: assign(({ context, event }, params: { step: ReportStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(REPORT_STEP_FIELDS[params.step], event.answers)
      return {
        answers: { ...context.answers, ...change },
        errors: withoutFields(context.errors, Object.keys(change)),
        formError: null,
      }
    }),
    setQuickDay: assign(({ context, event }) => {
      if (event.type !== 'period.quick') return {}
      const day = quickDayOf(context.today, event.day)
      return { answers: { ...context.answers, fromDate: day, toDate: day } }
    }),
    bookLoaded: assign(({ context, event }) => {
      const { book, reports, pauses } = outputOf<BookData>(event)
      // The only workplace or instructor, or the latest report's workplace, is chosen already (the step still shows it).
      const answers = preselectedAnswers(context.answers, book, reports)
      return { book, reports, pauses, answers, formError: null }
    }),
    reportLoaded: assign(({ context, event }) => {
      const report = outputOf<Report>(event)
      return {
        report,
        reportId: report.id,
        answers: { ...answersFromReport(report), date: dayOf(report.date) ?? context.today },
      }
    }),
    reportCreated: assign(({ context, event }) => {
      const report = outputOf<Report>(event)
      return {
        report,
        reportId: report.id,
        answers: { ...context.answers, date: dayOf(report.date) ?? context.answers.date },
        errors: {},
        formError: null,
      }
    }),
    reportSaved: assign(({ event }) => ({
      report: outputOf<Report>(event),
      justSaved: true,
      errors: {},
      formError: null,
    })),
    loadFailed: assign(({ event }) => ({ formError: failureMessage(failureOf(errorOf(event), 'couldNotLoad')) })),
    showFailure: assign(({ event }, params: { fallback: 'couldNotSave' | 'couldNotDelete' | 'removeFailed' }) => {
      const failure = failureOf(errorOf(event), params.fallback)
      // The period can no longer change here: a refusal of it is said on the page, with the server's words.
      const fieldMessage = Object.values(periodFieldErrors(failure))[0]
      return { formError: failure.key === 'periodRefused' && fieldMessage ? fieldMessage : failureMessage(failure) }
    }),
    showPeriodRefusal: assign(({ context, event }) => {
      const failure = failureOf(errorOf(event), 'couldNotSave')
      const errors = periodFieldErrors(failure)
      if (failure.key === 'employmentDate') {
        errors.fromDate ??= message('employmentDate', context.book ? { date: context.book.employmentDate } : undefined)
        return { errors, formError: message('employmentDate') }
      }
      return { errors, formError: null }
    }),
    showPartClosed: assign(({ context, event }) => {
      const found = event.type === 'part.choose' ? findPart(context.book, event.partId) : null
      return { formError: message('elementClosed', found ? { element: found.element.name } : undefined) }
    }),
    openRating: assign(({ context, event }) => ({
      rating: event.type === 'part.choose' ? ratingFor(context, event.partId) : null,
      errors: {},
      formError: null,
    })),
    changeRating: assign(({ context, event }) => {
      if (event.type !== 'rating.change' || !context.rating) return {}
      const { level = context.rating.level, comment = context.rating.comment } = event
      const errors = withoutFields(context.rating.errors, [
        ...(event.level !== undefined ? ['level'] : []),
        ...(event.comment !== undefined ? ['comment'] : []),
      ])
      return { rating: { ...context.rating, level, comment, errors, formError: null } }
    }),
    showRatingErrors: assign(({ context }) =>
      context.rating ? { rating: { ...context.rating, errors: ratingErrors(context.rating), formError: null } } : {},
    ),
    closeRating: assign({ rating: null }),
    ratingFailed: assign(({ context, event }) => {
      if (!context.rating) return {}
      return { rating: { ...context.rating, formError: failureMessage(failureOf(errorOf(event), 'partFailed')) } }
    }),
    detailSaved: assign(({ context, event }) => {
      const detail = outputOf<ReportDetail>(event)
      if (!context.report) return { rating: null }
      const details = [
        ...context.report.details.filter((d) => d.id !== detail.id && d.partId !== detail.partId),
        detail,
      ]
      return { report: { ...context.report, details }, rating: null, errors: {}, formError: null }
    }),
    markRemoving: assign(({ context, event }) => ({
      removingDetailId:
        event.type === 'part.remove'
          ? (context.report?.details.find((d) => d.partId === event.partId)?.id ?? null)
          : null,
      errors: {},
      formError: null,
    })),
    detailRemoved: assign(({ context }) => {
      if (!context.report) return { removingDetailId: null }
      return {
        report: { ...context.report, details: context.report.details.filter((d) => d.id !== context.removingDetailId) },
        removingDetailId: null,
      }
    }),
    removeFailed: assign(({ event }) => ({
      removingDetailId: null,
      formError: failureMessage(failureOf(errorOf(event), 'removeFailed')),
    })),
  },
  guards: {
    ...stepGuards(reportSteps),
    stepInvalid: ({ context }, params: { step: ReportStep }) =>
      Object.keys(reportStepErrors(params.step, context)).length > 0,
    lastCreateStep: ({ context }, params: { step: ReportStep }) => isLastCreateStep(params.step, context),
    startsAtReport: ({ context }) => context.start === 'report' && context.requestedReportId !== null,
    startsAtList: ({ context }) => context.start === 'list',
    blocked: (_, params: { book: Ebook | null }) => params.book !== null && reportBlockOf(params.book) !== null,
    savedReport: (_, params: { report: Report }) => params.report.state === 'saved',
    otherBook: ({ context }, params: { report: Report }) => params.report.bookId !== context.bookId,
    periodRefused: ({ event }) => refusesPeriod(failureOf(errorOf(event), 'couldNotSave')),
    partClosed: ({ context, event }) => event.type === 'part.choose' && isPartClosed(context.book, event.partId),
    partKnown: ({ context, event }) => event.type === 'part.choose' && findPart(context.book, event.partId) !== null,
    partChosen: ({ context, event }) =>
      event.type === 'part.remove' && (context.report?.details.some((d) => d.partId === event.partId) ?? false),
    ratingInvalid: ({ context }) => context.rating !== null && Object.keys(ratingErrors(context.rating)).length > 0,
    ratingHasDetail: ({ context }) => context.rating?.detailId != null,
    ratingKept: ({ context }) => context.rating !== null,
    offline: ({ context }) => context.offline,
    /** Refused before its draft existed (the period, say): opened at its period, to change it. */
    keptToFix: ({ context }) =>
      context.kept != null && context.kept.reportId === null && context.kept.status === 'conflict',
    kept: ({ context }) => context.kept != null,
    networkFailure: ({ event }) => failureOf(errorOf(event), 'couldNotSave').key === 'network',
  },
})
