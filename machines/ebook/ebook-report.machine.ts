import { assign, fromPromise, raise, setup } from 'xstate'
import type { Ebook, Report, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import { message } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'
import { withoutFields } from '../wizard/field-errors'
import { pickStepFields } from '../wizard/steps'
import { historyState, pausedState, stepGuards, stepTarget, toEachStep } from '../wizard/wizard-states'
import {
  answersFromReport,
  asReportFailure,
  createBody,
  failureText,
  findPart,
  initialAnswers,
  isLastCreateStep,
  isPartClosed,
  periodFieldErrors,
  quickDayOf,
  ratingErrors,
  ratingFor,
  refusesPeriod,
  reportBlockOf,
  reportStepErrors,
  reportSteps,
  saveBody,
} from './ebook-report.rules'
import {
  REPORT_STEPS,
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

/**
 * The apprentice reports work elements in the e-book (issue 9; §2 "Instructor and e-book", §4
 * "E-book", §5): a period (one tap for today, yesterday or the day before, or from and to dates)
 * checked against the book, the workplace and the instructor, then the draft is created; element
 * parts are chosen and rated 1 to 4 in a modal (a part of a closed element cannot be chosen), then
 * comment, place and date; Save asks first, since a saved report never changes. A draft can be
 * deleted after a confirmation. A book not open for reporting shows why and offers nothing to do.
 * Everything typed survives a failed call (the step stays, with the message), a reload and a forced
 * logout (the edge keeps the snapshot with the wizard kit's saved flow).
 */

const ID = 'ebookReport'
const S = (step: ReportStep) => stepTarget(ID, step)
const NEXT = '#ebookReportNext'
const PREVIOUS = '#ebookReportPrevious'

function notProvided(name: string): never {
  throw new Error(`ebook report machine: actor "${name}" was not provided`)
}

/** setup() types an invoke's done and error events as the machine's own: shared actions read them through these. */
const outputOf = <T>(event: unknown) => (event as { output: T }).output
const errorOf = (event: unknown) => (event as { error: unknown }).error

const continueCreate = (step: CreateStep) => [
  { guard: { type: 'stepInvalid' as const, params: { step } }, actions: { type: 'showStepErrors' as const, params: { step } } },
  { guard: { type: 'lastCreateStep' as const, params: { step } }, target: 'creating', actions: 'clearErrors' as const },
  { target: NEXT, actions: 'clearErrors' as const },
]

/** The last create step's Continue: the draft is created, or the period (refused by the server) is asked again. */
const creatingState = {
  tags: 'busy' as const,
  invoke: {
    id: 'createReport',
    src: 'createReport' as const,
    input: ({ context }: { context: EbookReportContext }) => createBody(context),
    onDone: { target: S('parts'), actions: ['reportCreated' as const, 'notifyReportCreated' as const] },
    onError: [
      { guard: 'periodRefused' as const, target: S('period'), actions: 'showPeriodRefusal' as const },
      { target: 'editing', actions: { type: 'showFailure' as const, params: { fallback: 'couldNotSave' as const } } },
    ],
  },
}

const createStep = (step: Exclude<CreateStep, 'period'>) => ({
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
const deleteStates = (back: 'idle' | 'editing') => ({
  confirmDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': back } },
  deleting: {
    tags: 'busy' as const,
    invoke: {
      id: 'deleteReport',
      src: 'deleteReport' as const,
      input: ({ context }: { context: EbookReportContext }): ReportRef => ({ bookId: context.bookId, reportId: context.reportId! }),
      onDone: { target: `#${ID}.deleted` },
      onError: { target: back, actions: { type: 'showFailure' as const, params: { fallback: 'couldNotDelete' as const } } },
    },
  },
})

/** Creating or changing one part's rating; a failure keeps the modal open with what was chosen. */
const detailState = (src: 'createDetail' | 'updateDetail') => ({
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
    onError: { target: 'rating', actions: 'ratingFailed' as const },
  },
})

export const ebookReportMachine = setup({
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
    enterStep: assign((_, params: { step: ReportStep }) => ({ step: params.step })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: ReportStep }) => ({ errors: reportStepErrors(params.step, context), formError: null })),
    changeAnswers: assign(({ context, event }, params: { step: ReportStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(REPORT_STEP_FIELDS[params.step], event.answers)
      return { answers: { ...context.answers, ...change }, errors: withoutFields(context.errors, Object.keys(change)), formError: null }
    }),
    setQuickDay: assign(({ context, event }) => {
      if (event.type !== 'period.quick') return {}
      const day = quickDayOf(context.today, event.day)
      return { answers: { ...context.answers, fromDate: day, toDate: day } }
    }),
    bookLoaded: assign(({ context, event }) => {
      const { book, reports, pauses } = outputOf<BookData>(event)
      const answers = { ...context.answers }
      // One workplace or instructor to choose from is chosen already (the step still shows it).
      if (answers.workplaceId === null && book.workplaces.length === 1) answers.workplaceId = book.workplaces[0]!.id
      if (answers.instructorId === null && book.instructors.length === 1) answers.instructorId = book.instructors[0]!.id
      return { book, reports, pauses, answers, formError: null }
    }),
    reportLoaded: assign(({ context, event }) => {
      const report = outputOf<Report>(event)
      return { report, reportId: report.id, answers: { ...answersFromReport(report), date: dayOf(report.date) ?? context.today } }
    }),
    reportCreated: assign(({ context, event }) => {
      const report = outputOf<Report>(event)
      return { report, reportId: report.id, answers: { ...context.answers, date: dayOf(report.date) ?? context.answers.date }, errors: {}, formError: null }
    }),
    reportSaved: assign(({ event }) => ({ report: outputOf<Report>(event), justSaved: true, errors: {}, formError: null })),
    loadFailed: assign(({ event }) => ({ formError: failureText(asReportFailure(errorOf(event), 'couldNotLoad')) })),
    showFailure: assign(({ event }, params: { fallback: 'couldNotSave' | 'couldNotDelete' | 'removeFailed' }) => {
      const failure = asReportFailure(errorOf(event), params.fallback)
      // The period can no longer change here: a refusal of it is said on the page, with the server's words.
      const fieldMessage = Object.values(periodFieldErrors(failure))[0]
      return { formError: failure.key === 'periodRefused' && fieldMessage ? fieldMessage : failureText(failure) }
    }),
    showPeriodRefusal: assign(({ context, event }) => {
      const failure = asReportFailure(errorOf(event), 'couldNotSave')
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
      const errors = withoutFields(context.rating.errors, [...(event.level !== undefined ? ['level'] : []), ...(event.comment !== undefined ? ['comment'] : [])])
      return { rating: { ...context.rating, level, comment, errors, formError: null } }
    }),
    showRatingErrors: assign(({ context }) => (context.rating ? { rating: { ...context.rating, errors: ratingErrors(context.rating), formError: null } } : {})),
    closeRating: assign({ rating: null }),
    ratingFailed: assign(({ context, event }) => {
      if (!context.rating) return {}
      return { rating: { ...context.rating, formError: failureText(asReportFailure(errorOf(event), 'partFailed')) } }
    }),
    detailSaved: assign(({ context, event }) => {
      const detail = outputOf<ReportDetail>(event)
      if (!context.report) return { rating: null }
      const details = [...context.report.details.filter((d) => d.id !== detail.id && d.partId !== detail.partId), detail]
      return { report: { ...context.report, details }, rating: null, errors: {}, formError: null }
    }),
    markRemoving: assign(({ context, event }) => ({
      removingDetailId: event.type === 'part.remove' ? (context.report?.details.find((d) => d.partId === event.partId)?.id ?? null) : null,
      errors: {},
      formError: null,
    })),
    detailRemoved: assign(({ context }) => {
      if (!context.report) return { removingDetailId: null }
      return { report: { ...context.report, details: context.report.details.filter((d) => d.id !== context.removingDetailId) }, removingDetailId: null }
    }),
    removeFailed: assign(({ event }) => ({ removingDetailId: null, formError: failureText(asReportFailure(errorOf(event), 'removeFailed')) })),
  },
  guards: {
    ...stepGuards(reportSteps),
    stepInvalid: ({ context }, params: { step: ReportStep }) => Object.keys(reportStepErrors(params.step, context)).length > 0,
    lastCreateStep: ({ context }, params: { step: ReportStep }) => isLastCreateStep(params.step, context),
    startsAtReport: ({ context }) => context.start === 'report' && context.requestedReportId !== null,
    startsAtList: ({ context }) => context.start === 'list',
    blocked: (_, params: { book: Ebook | null }) => params.book !== null && reportBlockOf(params.book) !== null,
    savedReport: (_, params: { report: Report }) => params.report.state === 'saved',
    otherBook: ({ context }, params: { report: Report }) => params.report.bookId !== context.bookId,
    periodRefused: ({ event }) => refusesPeriod(asReportFailure(errorOf(event), 'couldNotSave')),
    partClosed: ({ context, event }) => event.type === 'part.choose' && isPartClosed(context.book, event.partId),
    partKnown: ({ context, event }) => event.type === 'part.choose' && findPart(context.book, event.partId) !== null,
    partChosen: ({ context, event }) => event.type === 'part.remove' && (context.report?.details.some((d) => d.partId === event.partId) ?? false),
    ratingInvalid: ({ context }) => context.rating !== null && Object.keys(ratingErrors(context.rating)).length > 0,
    ratingHasDetail: ({ context }) => context.rating?.detailId != null,
    ratingKept: ({ context }) => context.rating !== null,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    bookId: input.bookId,
    start: input.start,
    requestedReportId: input.reportId,
    today: input.today,
    book: null,
    reports: [],
    pauses: [],
    reportId: null,
    report: null,
    answers: initialAnswers(input.today),
    step: input.start === 'report' ? 'parts' : 'period',
    rating: null,
    removingDetailId: null,
    justSaved: false,
    errors: {},
    formError: null,
  }),
  on: {
    // After a restore on another day the edge tells the machine (quick days and the period rules use it).
    'today.change': { actions: assign({ today: ({ event }) => event.today }) },
  },
  initial: 'active',
  states: {
    active: {
      on: { 'session.expired': 'paused' },
      initial: 'loading',
      states: {
        hist: historyState,
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadBook',
            src: 'loadBook',
            input: ({ context }) => ({ bookId: context.bookId }),
            onDone: [
              { guard: 'startsAtReport', target: 'loadingReport', actions: 'bookLoaded' },
              { guard: { type: 'blocked', params: ({ event }) => ({ book: event.output.book }) }, target: 'closed', actions: 'bookLoaded' },
              { guard: 'startsAtList', target: 'list', actions: 'bookLoaded' },
              { target: S('period'), actions: 'bookLoaded' },
            ],
            onError: { target: 'load-failed', actions: 'loadFailed' },
          },
        },
        loadingReport: {
          tags: 'busy',
          invoke: {
            id: 'getReport',
            src: 'getReport',
            input: ({ context }) => ({ bookId: context.bookId, reportId: context.requestedReportId! }),
            onDone: [
              {
                guard: { type: 'otherBook', params: ({ event }) => ({ report: event.output }) },
                target: 'load-failed',
                actions: assign({ formError: message('notFound') }),
              },
              { guard: { type: 'savedReport', params: ({ event }) => ({ report: event.output }) }, target: 'read-only', actions: 'reportLoaded' },
              // A draft of a book closed for reporting is read, not continued.
              { guard: { type: 'blocked', params: ({ context }) => ({ book: context.book }) }, target: 'closed', actions: 'reportLoaded' },
              { target: S('parts'), actions: 'reportLoaded' },
            ],
            onError: { target: 'load-failed', actions: 'loadFailed' },
          },
        },
        'load-failed': { on: { 'load.retry': { target: 'loading', actions: 'clearErrors' } } },
        /** The drafts to continue and a new report (/book/{id}/report-element). */
        list: {},
        /** Reporting is closed (§4): the reason, nothing to do. */
        closed: {},
        /** A saved report (§4: never changes again). */
        'read-only': {},
        next: { id: 'ebookReportNext', always: toEachStep(ID, REPORT_STEPS, 'nextIs') },
        previous: { id: 'ebookReportPrevious', always: toEachStep(ID, REPORT_STEPS, 'previousIs') },

        period: {
          entry: { type: 'enterStep', params: { step: 'period' } },
          initial: 'editing',
          states: {
            // The first step: Back leaves the flow (the view links to the report list).
            editing: {
              on: {
                'answers.change': { actions: { type: 'changeAnswers', params: { step: 'period' } } },
                // One tap: a one-day period, checked and taken at once.
                'period.quick': { actions: ['setQuickDay', raise({ type: 'step.continue' })] },
                'step.continue': continueCreate('period'),
              },
            },
            creating: creatingState,
          },
        },
        workplace: createStep('workplace'),
        instructor: createStep('instructor'),

        parts: {
          entry: { type: 'enterStep', params: { step: 'parts' } },
          initial: 'resume',
          states: {
            // Back after a forced logout: the rating modal that was open opens again with its answers.
            resume: { always: [{ guard: 'ratingKept', target: 'rating' }, { target: 'idle' }] },
            idle: {
              on: {
                'part.choose': [
                  { guard: 'partClosed', actions: 'showPartClosed' },
                  { guard: 'partKnown', target: 'rating', actions: 'openRating' },
                ],
                'part.remove': { guard: 'partChosen', target: 'removing', actions: 'markRemoving' },
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'parts' } }, actions: { type: 'showStepErrors', params: { step: 'parts' } } },
                  { target: S('summary'), actions: 'clearErrors' },
                ],
                'draft.delete': { target: 'confirmDelete', actions: 'clearErrors' },
              },
            },
            rating: {
              on: {
                'rating.change': { actions: 'changeRating' },
                'rating.submit': [
                  { guard: 'ratingInvalid', actions: 'showRatingErrors' },
                  { guard: 'ratingHasDetail', target: 'updatingDetail' },
                  { target: 'creatingDetail' },
                ],
                'rating.cancel': { target: 'idle', actions: 'closeRating' },
              },
            },
            creatingDetail: detailState('createDetail'),
            updatingDetail: detailState('updateDetail'),
            removing: {
              tags: 'busy',
              invoke: {
                id: 'deleteDetail',
                src: 'deleteDetail',
                input: ({ context }) => ({ bookId: context.bookId, reportId: context.reportId!, detailId: context.removingDetailId! }),
                onDone: { target: 'idle', actions: 'detailRemoved' },
                onError: { target: 'idle', actions: 'removeFailed' },
              },
            },
            ...deleteStates('idle'),
          },
        },

        summary: {
          entry: { type: 'enterStep', params: { step: 'summary' } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'answers.change': { actions: { type: 'changeAnswers', params: { step: 'summary' } } },
                'step.back': { target: S('parts'), actions: 'clearErrors' },
                'step.continue': [
                  { guard: { type: 'stepInvalid', params: { step: 'summary' } }, actions: { type: 'showStepErrors', params: { step: 'summary' } } },
                  { target: 'confirmSave', actions: 'clearErrors' },
                ],
                'draft.delete': { target: 'confirmDelete', actions: 'clearErrors' },
              },
            },
            // §5: saving a report asks for confirmation (a saved report cannot be changed).
            confirmSave: { on: { 'save.confirm': 'saving', 'save.cancel': 'editing' } },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveReport',
                src: 'saveReport',
                input: ({ context }) => ({ bookId: context.bookId, reportId: context.reportId!, body: saveBody(context) }),
                onDone: { target: `#${ID}.active.read-only`, actions: ['reportSaved', 'notifyReportSaved'] },
                onError: { target: 'editing', actions: { type: 'showFailure', params: { fallback: 'couldNotSave' } } },
              },
            },
            ...deleteStates('editing'),
          },
        },
      },
    },
    paused: pausedState(ID),
    deleted: { type: 'final', entry: 'notifyReportDeleted' },
  },
})
