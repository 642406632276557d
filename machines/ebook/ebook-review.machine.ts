import { and, assign, fromPromise, setup } from 'xstate'
import type { Report, ReportDetail, ReviewBody } from '../../src/api/ebook/ebook.schemas'
import { failureMessage, failureMessageOf, failureOf, type ErrorMessage } from '../../src/api/failure'
import {
  SERVER_FIELDS,
  checkReviewDraft,
  draftOf,
  isEmptyBody,
  partRefusal,
  reviewBody,
  takeOverOffered,
  type ReviewData,
  type ReviewDraft,
  type ReviewErrors,
} from './ebook-review.rules'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The instructor's review of one saved report (§1 "instructors may adjust, comment on and approve",
 * §5 "cannot approve a part where not listed as supervising", §8 the difference in assessment;
 * ADR 0009): the report and its book, each rated part with the apprentice's level and the
 * instructor's. One part is edited at a time: a level 1–4 and a comment, saved through the
 * report detail's update. An approval is final, so it is asked first; it takes the draft's level and
 * comment along when the part is being edited. A failed call keeps the draft and says why.
 * A report naming a former instructor may be taken over first (ADR 0011): the report then names the
 * reviewer, whose approvals follow the §5 rule as for any report of theirs.
 */

export interface EbookReviewInput {
  bookId: number
  reportId: number
  /** The person reviewing (the session's user): §5 who may approve. */
  reviewerId: number
  /** What the route already read; null loads it here. */
  preloaded: ReviewData | null
}

/** What the page last finished, for it to announce and to put focus on that part. */
export type ReviewChange = { kind: 'saved' | 'approved'; detailId: number }

export interface EbookReviewContext extends EbookReviewInput {
  data: ReviewData | null
  loadError: ErrorMessage | null
  /** The part being edited or approved. */
  detailId: number | null
  draft: ReviewDraft
  errors: ReviewErrors
  /** A refusal that names no field of the draft (§5 not supervising, a final approval, network). */
  formError: ErrorMessage | null
  /** The approval being confirmed came from the part's edit form (cancel goes back there) or from the list. */
  approvalFromEdit: boolean
  /** Grows with every refused save: the form's message takes focus again. */
  attempt: number
  lastChange: ReviewChange | null
  /** Why the take-over of the report failed (ADR 0011); null otherwise. */
  takeOverError: ErrorMessage | null
  /** The reviewer has just taken the report over: the page says so. */
  takenOverNow: boolean
}

export type EbookReviewEvent =
  | { type: 'review.retry' }
  | { type: 'part.edit'; id: number }
  | { type: 'part.approve'; id: number }
  | { type: 'draft.change'; level?: ReviewDraft['level']; comment?: string }
  | { type: 'draft.save' }
  | { type: 'draft.approve' }
  | { type: 'draft.cancel' }
  | { type: 'approval.confirm' }
  | { type: 'approval.cancel' }
  | { type: 'report.takeOver' }

export interface SaveReviewInput {
  bookId: number
  reportId: number
  detailId: number
  body: ReviewBody
}

const EMPTY_DRAFT: ReviewDraft = { level: null, comment: '' }

const notProvided = actorNotProvided('ebook-review machine')

const detailOf = (context: Pick<EbookReviewContext, 'data'>, id: number | null): ReportDetail | undefined =>
  id === null ? undefined : context.data?.report.details.find((d) => d.id === id)

/** The part may be reviewed (adjusted, commented) by this reader; with `approve` also approved. */
function allowed(context: EbookReviewContext, id: number | null, approve: boolean): boolean {
  const detail = detailOf(context, id)
  return (
    context.data !== null &&
    detail !== undefined &&
    partRefusal(context.data, context.reviewerId, detail, approve) === null
  )
}

const bodyOf = (context: EbookReviewContext, approve: boolean): ReviewBody => {
  const detail = detailOf(context, context.detailId)
  return detail ? reviewBody(detail, context.draft, approve) : {}
}

/** A refused call: the server's texts on the draft's fields, anything else as the form's message. */
function refusal(error: unknown): Pick<EbookReviewContext, 'errors' | 'formError'> {
  const failure = failureOf(error, 'couldNotSave')
  const errors: ReviewErrors = {}
  const others: string[] = []
  for (const [field, fieldMessage] of Object.entries(failure.fieldErrors ?? {})) {
    if (!fieldMessage) continue
    const own = SERVER_FIELDS[field]
    if (own) errors[own] = fieldMessage
    else if (fieldMessage.text !== undefined) others.push(fieldMessage.text)
  }
  const named = Object.keys(errors).length > 0
  const formError = others.length > 0 ? { text: others.join(' – ') } : named ? null : failureMessage(failure)
  return { errors, formError }
}

export const ebookReviewMachine = setup({
  types: {
    context: {} as EbookReviewContext,
    events: {} as EbookReviewEvent,
    input: {} as EbookReviewInput,
  },
  actors: {
    /** The book and the saved report. */
    loadReview: fromPromise<ReviewData, { bookId: number; reportId: number }>(async () => notProvided('loadReview')),
    /** report-details/{id}/update with the instructor's fields; answers the part; rejects with a Failure (422 texts in fieldErrors). */
    saveReview: fromPromise<ReportDetail, SaveReviewInput>(async () => notProvided('saveReview')),
    /** reports/{id}/take-over (ADR 0011); answers the report, which names the reviewer from then on. */
    takeOver: fromPromise<Report, { bookId: number; reportId: number }>(async () => notProvided('takeOver')),
  },
  actions: {
    /** Edge: a part was saved or approved (the page announces it, the book's progress may change). */
    reviewChanged: (_, _params: ReviewChange) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    /** The part as the server answered it replaces the one shown; the form closes. */
    finish: assign(({ context }, params: { part: ReportDetail; kind: ReviewChange['kind'] }) => {
      const lastChange: ReviewChange = { kind: params.kind, detailId: params.part.id }
      if (context.data === null) return { lastChange, detailId: null, draft: EMPTY_DRAFT }
      const details = context.data.report.details.map((d) => (d.id === params.part.id ? params.part : d))
      return {
        data: { ...context.data, report: { ...context.data.report, details } },
        lastChange,
        detailId: null,
        draft: EMPTY_DRAFT,
      }
    }),
  },
  guards: {
    preloaded: ({ context }) => context.data !== null,
    mayEdit: ({ context, event }) => 'id' in event && allowed(context, event.id, false),
    mayApprove: ({ context, event }) => 'id' in event && allowed(context, event.id, true),
    mayApproveDraft: ({ context }) => allowed(context, context.detailId, true),
    draftValid: ({ context }) => Object.keys(checkReviewDraft(context.draft)).length === 0,
    nothingChanged: ({ context }) => isEmptyBody(bodyOf(context, false)),
    approvalFromEdit: ({ context }) => context.approvalFromEdit,
    mayTakeOver: ({ context }) => context.data !== null && takeOverOffered(context.data),
  },
}).createMachine({
  id: 'ebookReview',
  context: ({ input }) => ({
    ...input,
    data: input.preloaded,
    loadError: null,
    detailId: null,
    draft: EMPTY_DRAFT,
    errors: {},
    formError: null,
    approvalFromEdit: false,
    attempt: 0,
    lastChange: null,
    takeOverError: null,
    takenOverNow: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      always: { guard: 'preloaded', target: 'ready' },
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadReview',
        input: ({ context }) => ({ bookId: context.bookId, reportId: context.reportId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadError: ({ event }) => failureMessageOf(event.error, 'couldNotLoad') }),
            { type: 'logFailure', params: ({ event }) => ({ what: 'load', error: event.error }) },
          ],
        },
      },
    },
    loadFailed: { on: { 'review.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'part.edit': {
              guard: 'mayEdit',
              target: 'editing',
              actions: assign(({ context, event }) => ({
                detailId: event.id,
                draft: draftOf(detailOf(context, event.id)!),
                errors: {},
                formError: null,
                lastChange: null,
              })),
            },
            'report.takeOver': {
              guard: 'mayTakeOver',
              target: 'takingOver',
              actions: assign({ takeOverError: null, lastChange: null, formError: null }),
            },
            'part.approve': {
              guard: 'mayApprove',
              target: 'confirmingApproval',
              actions: assign(({ context, event }) => ({
                detailId: event.id,
                draft: draftOf(detailOf(context, event.id)!),
                errors: {},
                formError: null,
                approvalFromEdit: false,
                lastChange: null,
              })),
            },
          },
        },
        editing: {
          on: {
            'draft.change': {
              actions: assign(({ context, event }) => {
                const draft = { ...context.draft }
                const errors = { ...context.errors }
                if (event.level !== undefined) {
                  draft.level = event.level
                  delete errors.level
                }
                if (event.comment !== undefined) {
                  draft.comment = event.comment
                  delete errors.comment
                }
                return { draft, errors, formError: null }
              }),
            },
            'draft.save': [
              {
                guard: 'nothingChanged',
                target: 'idle',
                actions: assign({ errors: {}, formError: null, detailId: null }),
              },
              { guard: 'draftValid', target: 'saving', actions: assign({ errors: {}, formError: null }) },
              {
                actions: assign({
                  errors: ({ context }) => checkReviewDraft(context.draft),
                  attempt: ({ context }) => context.attempt + 1,
                }),
              },
            ],
            'draft.approve': [
              {
                guard: and(['mayApproveDraft', 'draftValid']),
                target: 'confirmingApproval',
                actions: assign({ errors: {}, formError: null, approvalFromEdit: true }),
              },
              {
                guard: 'mayApproveDraft',
                actions: assign({
                  errors: ({ context }) => checkReviewDraft(context.draft),
                  attempt: ({ context }) => context.attempt + 1,
                }),
              },
            ],
            'draft.cancel': {
              target: 'idle',
              actions: assign({ detailId: null, draft: EMPTY_DRAFT, errors: {}, formError: null }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveReview',
            input: ({ context }) => ({
              bookId: context.bookId,
              reportId: context.reportId,
              detailId: context.detailId ?? -1,
              body: bodyOf(context, false),
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'reviewChanged',
                  params: ({ event }) => ({ kind: 'saved' as const, detailId: event.output.id }),
                },
                { type: 'finish', params: ({ event }) => ({ part: event.output, kind: 'saved' as const }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({ ...refusal(event.error), attempt: context.attempt + 1 })),
                { type: 'logFailure', params: ({ event }) => ({ what: 'save', error: event.error }) },
              ],
            },
          },
        },
        takingOver: {
          invoke: {
            src: 'takeOver',
            input: ({ context }) => ({ bookId: context.bookId, reportId: context.reportId }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                data: context.data === null ? null : { ...context.data, report: event.output },
                takenOverNow: true,
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ takeOverError: ({ event }) => failureMessageOf(event.error, 'couldNotSave') }),
                { type: 'logFailure', params: ({ event }) => ({ what: 'take over', error: event.error }) },
              ],
            },
          },
        },
        confirmingApproval: {
          on: {
            'approval.confirm': { target: 'approving', actions: assign({ formError: null }) },
            'approval.cancel': [
              { guard: 'approvalFromEdit', target: 'editing' },
              { target: 'idle', actions: assign({ detailId: null, draft: EMPTY_DRAFT }) },
            ],
          },
        },
        approving: {
          invoke: {
            src: 'saveReview',
            input: ({ context }) => ({
              bookId: context.bookId,
              reportId: context.reportId,
              detailId: context.detailId ?? -1,
              body: bodyOf(context, true),
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'reviewChanged',
                  params: ({ event }) => ({ kind: 'approved' as const, detailId: event.output.id }),
                },
                { type: 'finish', params: ({ event }) => ({ part: event.output, kind: 'approved' as const }) },
              ],
            },
            onError: {
              // The input is kept: back to the part's form with the draft and the reason.
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({ ...refusal(event.error), attempt: context.attempt + 1 })),
                { type: 'logFailure', params: ({ event }) => ({ what: 'approve', error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
})
