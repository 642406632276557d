import { and, assign, raise } from 'xstate'
import { message } from '../../src/api/failure'
import { activeState, outerStates, pausedState, toEachStep, todayChange } from '../wizard/wizard-states'
import { initialAnswers, offlineIdOf, outboxDraftOf, saveBody } from './ebook-report.rules'
import {
  ID,
  S,
  continueCreate,
  createStep,
  creatingState,
  deleteStates,
  detailState,
  ebookReportSetup,
} from './ebook-report.setup'
import { REPORT_STEPS, type EbookReportContext, type EbookReportEvent } from './ebook-report.steps'

/**
 * The apprentice reports work elements in the e-book (issue 9; §2 "Instructor and e-book", §4
 * "E-book", §5): a period (one tap for today, yesterday or the day before, or from and to dates)
 * checked against the book, the workplace and the instructor, then the draft is created; element
 * parts are chosen and rated 1 to 4 in a modal (a part of a closed element cannot be chosen), then
 * comment, place and date; Save asks first, since a saved report never changes. A draft can be
 * deleted after a confirmation. A book not open for reporting shows why and offers nothing to do.
 * Everything typed survives a failed call (the step stays, with the message), a reload and a forced
 * logout (the edge keeps the snapshot with the wizard kit's saved flow). Without a connection the
 * draft is made on the device and, once saved, handed to the outbox (ebook-outbox.machine.ts).
 */

export const ebookReportMachine = ebookReportSetup.createMachine({
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
    offline: false,
    outboxId: null,
    removedOffline: [],
    kept: input.kept ?? null,
    errors: {},
    formError: null,
  }),
  // The quick days and the period rules use the day the edge says it is.
  on: todayChange<EbookReportContext, EbookReportEvent>(),
  initial: 'active',
  states: {
    active: {
      ...activeState,
      states: {
        ...outerStates,
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadBook',
            src: 'loadBook',
            input: ({ context }) => ({ bookId: context.bookId }),
            onDone: [
              { guard: 'startsAtReport', target: 'loadingReport', actions: 'bookLoaded' },
              {
                guard: { type: 'blocked', params: ({ event }) => ({ book: event.output.book }) },
                target: 'closed',
                actions: 'bookLoaded',
              },
              { guard: 'startsAtList', target: 'list', actions: 'bookLoaded' },
              // A report kept on the device, opened again: at its period if that was refused, else at its parts.
              { guard: 'keptToFix', target: S('period'), actions: ['bookLoaded', 'keptOpened'] },
              { guard: 'kept', target: S('parts'), actions: ['bookLoaded', 'keptOpened'] },
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
              {
                guard: { type: 'savedReport', params: ({ event }) => ({ report: event.output }) },
                target: 'read-only',
                actions: 'reportLoaded',
              },
              // A draft of a book closed for reporting is read, not continued.
              {
                guard: { type: 'blocked', params: ({ context }) => ({ book: context.book }) },
                target: 'closed',
                actions: 'reportLoaded',
              },
              { target: S('parts'), actions: 'reportLoaded' },
            ],
            onError: { target: 'load-failed', actions: 'loadFailed' },
          },
        },
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
                'part.remove': [
                  { guard: and(['partChosen', 'offline']), actions: 'removeLocally' },
                  { guard: 'partChosen', target: 'removing', actions: 'markRemoving' },
                ],
                'step.continue': [
                  {
                    guard: { type: 'stepInvalid', params: { step: 'parts' } },
                    actions: { type: 'showStepErrors', params: { step: 'parts' } },
                  },
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
                  { guard: 'offline', target: 'idle', actions: 'rateLocally' },
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
                input: ({ context }) => ({
                  bookId: context.bookId,
                  reportId: context.reportId!,
                  detailId: context.removingDetailId!,
                }),
                onDone: { target: 'idle', actions: 'detailRemoved' },
                onError: [
                  { guard: 'networkFailure', target: 'idle', actions: ['goOffline', 'removeLocally'] },
                  { target: 'idle', actions: 'removeFailed' },
                ],
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
                  {
                    guard: { type: 'stepInvalid', params: { step: 'summary' } },
                    actions: { type: 'showStepErrors', params: { step: 'summary' } },
                  },
                  { target: 'confirmSave', actions: 'clearErrors' },
                ],
                'draft.delete': { target: 'confirmDelete', actions: 'clearErrors' },
              },
            },
            // §5: saving a report asks for confirmation (a saved report cannot be changed).
            confirmSave: {
              on: {
                'save.confirm': [
                  {
                    guard: 'offline',
                    target: `#${ID}.queued`,
                    actions: {
                      type: 'queueOffline',
                      params: ({ context }) => ({ draft: outboxDraftOf(context, true), id: offlineIdOf(context) }),
                    },
                  },
                  { target: 'saving' },
                ],
                'save.cancel': 'editing',
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveReport',
                src: 'saveReport',
                input: ({ context }) => ({
                  bookId: context.bookId,
                  reportId: context.reportId!,
                  body: saveBody(context),
                }),
                onDone: { target: `#${ID}.active.read-only`, actions: ['reportSaved', 'notifyReportSaved'] },
                onError: [
                  // The connection went while saving: the outbox saves it when it is back (issue 17).
                  {
                    guard: 'networkFailure',
                    target: `#${ID}.queued`,
                    actions: [
                      'goOffline',
                      {
                        type: 'queueOffline',
                        params: ({ context }) => ({ draft: outboxDraftOf(context, true), id: offlineIdOf(context) }),
                      },
                    ],
                  },
                  { target: 'editing', actions: { type: 'showFailure', params: { fallback: 'couldNotSave' } } },
                ],
              },
            },
            ...deleteStates('editing'),
          },
        },
      },
    },
    paused: pausedState(ID),
    deleted: { type: 'final', entry: 'notifyReportDeleted' },
    /** Saved without a connection: the outbox has it and sends it when the connection returns. */
    queued: { type: 'final' },
  },
})
