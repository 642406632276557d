import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import { failureMessage, failureMessageOf, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { checkDraft, sorted, withPause } from './book-pause.rules'
import {
  EMPTY_DRAFT,
  KEEP,
  PAUSE_FIELDS,
  type AttachmentChange,
  type BookPauseContext,
  type BookPauseEvent,
  type BookPauseInput,
  type PauseChange,
  type PauseErrors,
  type PauseField,
  type SavePauseInput,
} from './book-pause.steps'

/**
 * The book's pauses on the e-book overview (§3 Pause, §5 periods, §6 "pauses: administrator,
 * department administrator or education responsible"): the list, and for those who manage pauses
 * add, edit and delete. A pause is checked with `checkPausePeriod` before it is sent (inside the
 * permitted period, end not before start, no overlap with another pause or a report); the server's
 * 422 texts come back per field. Deleting is irreversible and asked first. A pause may carry one
 * file (§3 Pause "attachment", issue 17): chosen in the form, checked by ADR 0004's document rules,
 * and sent once the pause is saved; if that upload fails, the pause is kept and the form stays open
 * on it (saying so) to try the file again. With `once` (the company's "register a pause" page runs it as
 * a child) it registers one pause, confirmed before it is sent, and ends with it.
 */

const notProvided = actorNotProvided('book-pause machine')

/** A refused upload: the server's text for the file, else the failure's own message. */
function attachmentError(error: unknown): ErrorMessage {
  const failure = failureOf(error, 'couldNotSave')
  return failure.fieldErrors?.file ?? failureMessage(failure)
}

export const bookPauseMachine = setup({
  types: {
    context: {} as BookPauseContext,
    events: {} as BookPauseEvent,
    input: {} as BookPauseInput,
    output: {} as BookPause | null,
  },
  actors: {
    /** book-pauses/list for the book. */
    listPauses: fromPromise<BookPause[], { bookId: number }>(async () => notProvided('listPauses')),
    /** create (id null) or update; rejects with a Failure (a 422's field texts in `fieldErrors`). */
    savePause: fromPromise<BookPause, SavePauseInput>(async () => notProvided('savePause')),
    deletePause: fromPromise<void, { id: number }>(async () => notProvided('deletePause')),
    /** Uploads the chosen file or removes the pause's; answers the pause as it is then. */
    attachFile: fromPromise<BookPause, { pauseId: number; change: AttachmentChange }>(async () =>
      notProvided('attachFile'),
    ),
  },
  actions: {
    /** Edge: the book's display state may have changed (a pause today pauses the book): read it again. */
    pausesChanged: (_, _params: { change: PauseChange }) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
  },
  guards: {
    mayManage: ({ context }) => context.mayManage,
    knownPause: ({ context, event }) =>
      context.mayManage && 'id' in event && context.pauses.some((p) => p.id === event.id),
    draftValid: ({ context }) => Object.keys(checkDraft(context)).length === 0,
    attachmentPending: ({ context }) => context.attachment.kind !== 'keep',
    once: ({ context }) => context.once === true,
  },
}).createMachine({
  id: 'bookPause',
  context: ({ input }) => ({
    ...input,
    pauses: [],
    reports: [],
    loadError: null,
    editingId: null,
    draft: EMPTY_DRAFT,
    errors: {},
    formError: null,
    attempt: 0,
    deletingId: null,
    deleteError: null,
    lastChange: null,
    attachment: KEEP,
    savedChange: null,
    saved: null,
  }),
  output: ({ context }) => context.saved,
  on: {
    'reports.known': { actions: assign({ reports: ({ event }) => event.periods }) },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'listPauses',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: [
          // `once`: straight to the new pause's form.
          { guard: 'once', target: 'ready.editing', actions: assign({ pauses: ({ event }) => sorted(event.output) }) },
          { target: 'ready', actions: assign({ pauses: ({ event }) => sorted(event.output) }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadError: ({ event }) => failureMessageOf(event.error, 'couldNotLoad') }),
            { type: 'logFailure', params: ({ event }) => ({ what: 'list', error: event.error }) },
          ],
        },
      },
    },
    loadFailed: { on: { 'pauses.retry': 'loading' } },
    /** `once`: the pause is registered (output: the pause) or the form was cancelled (output: null). */
    done: { type: 'final' },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pause.add': {
              guard: 'mayManage',
              target: 'editing',
              actions: assign({
                editingId: null,
                draft: EMPTY_DRAFT,
                errors: {},
                formError: null,
                lastChange: null,
                attachment: KEEP,
                savedChange: null,
              }),
            },
            'pause.edit': {
              guard: 'knownPause',
              target: 'editing',
              actions: assign(({ context, event }) => {
                const pause = context.pauses.find((p) => p.id === event.id)!
                return {
                  editingId: pause.id,
                  draft: {
                    fromDate: pause.fromDate.slice(0, 10),
                    toDate: pause.toDate.slice(0, 10),
                    reason: pause.reason,
                  },
                  errors: {},
                  formError: null,
                  lastChange: null,
                  attachment: KEEP,
                  savedChange: null,
                }
              }),
            },
            'pause.delete': {
              guard: 'knownPause',
              target: 'confirmingDelete',
              actions: assign({ deletingId: ({ event }) => event.id, deleteError: null, lastChange: null }),
            },
          },
        },
        editing: {
          on: {
            'draft.change': {
              actions: assign(({ context, event }) => {
                // A field's message goes when it is changed; an overlap names the start, so both dates clear it.
                const cleared = event.field === 'reason' ? ['reason'] : ['fromDate', 'toDate']
                const errors = Object.fromEntries(
                  Object.entries(context.errors).filter(([field]) => !cleared.includes(field)),
                )
                return { draft: { ...context.draft, [event.field]: event.value }, errors, formError: null }
              }),
            },
            'draft.submit': [
              {
                guard: and(['draftValid', 'once']),
                target: 'confirming',
                actions: assign({ errors: {}, formError: null }),
              },
              { guard: 'draftValid', target: 'saving', actions: assign({ errors: {}, formError: null }) },
              {
                actions: assign({
                  errors: ({ context }) => checkDraft(context),
                  attempt: ({ context }) => context.attempt + 1,
                }),
              },
            ],
            'attachment.choose': {
              actions: assign(({ context, event }) => ({
                attachment: event.file ? { kind: 'replace' as const, file: event.file } : KEEP,
                errors: { ...context.errors, attachment: undefined },
                formError: null,
              })),
            },
            'attachment.remove': {
              actions: assign(({ context }) => ({
                attachment: { kind: 'remove' as const },
                errors: { ...context.errors, attachment: undefined },
              })),
            },
            'attachment.keep': {
              actions: assign(({ context }) => ({
                attachment: KEEP,
                errors: { ...context.errors, attachment: undefined },
              })),
            },
            'draft.cancel': [
              { guard: 'once', target: '#bookPause.done' },
              {
                target: 'idle',
                actions: assign({ errors: {}, formError: null, attachment: KEEP, savedChange: null }),
              },
            ],
          },
        },
        /** `once`: the draft is valid; sending it pauses the e-book, so it is asked first. */
        confirming: {
          on: {
            'save.confirm': 'saving',
            'save.back': 'editing',
          },
        },
        saving: {
          invoke: {
            src: 'savePause',
            input: ({ context }) => ({
              bookId: context.bookId,
              id: context.editingId,
              draft: { ...context.draft, reason: context.draft.reason.trim() },
            }),
            onDone: [
              {
                // The pause is saved; its file goes next (the pause's id is known now).
                guard: 'attachmentPending',
                target: 'attaching',
                actions: assign(({ context, event }) => ({
                  pauses: withPause(context.pauses, event.output),
                  savedChange:
                    context.savedChange ?? (context.editingId === null ? ('created' as const) : ('updated' as const)),
                  editingId: event.output.id,
                  saved: event.output,
                })),
              },
              {
                guard: 'once',
                target: '#bookPause.done',
                actions: assign({ saved: ({ event }) => event.output }),
              },
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    pauses: withPause(context.pauses, event.output),
                    lastChange:
                      context.savedChange ?? (context.editingId === null ? ('created' as const) : ('updated' as const)),
                    savedChange: null,
                  })),
                  {
                    type: 'pausesChanged',
                    params: ({ context }) => ({ change: context.savedChange ?? context.lastChange ?? 'updated' }),
                  },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const failure = failureOf(event.error, 'couldNotSave')
                  const errors: PauseErrors = {}
                  const others: string[] = []
                  for (const [field, fieldMessage] of Object.entries(failure.fieldErrors ?? {})) {
                    if (!fieldMessage) continue
                    if ((PAUSE_FIELDS as readonly string[]).includes(field)) errors[field as PauseField] = fieldMessage
                    else if (fieldMessage.text !== undefined) others.push(fieldMessage.text)
                  }
                  const named = Object.keys(errors).length > 0
                  // A 422 about something the form has no field for is shown as the server said it.
                  const formError =
                    others.length > 0 ? { text: others.join(' – ') } : named ? null : failureMessage(failure)
                  return { errors, formError, attempt: context.attempt + 1 }
                }),
                { type: 'logFailure', params: ({ event }) => ({ what: 'save', error: event.error }) },
              ],
            },
          },
        },
        attaching: {
          invoke: {
            src: 'attachFile',
            input: ({ context }) => ({ pauseId: context.editingId ?? -1, change: context.attachment }),
            onDone: [
              {
                guard: 'once',
                target: '#bookPause.done',
                actions: assign({ saved: ({ event }) => event.output }),
              },
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    pauses: withPause(context.pauses, event.output),
                    lastChange: context.savedChange,
                    savedChange: null,
                    attachment: KEEP,
                  })),
                  {
                    type: 'pausesChanged',
                    params: ({ context }) => ({ change: context.savedChange ?? context.lastChange ?? 'updated' }),
                  },
                ],
              },
            ],
            onError: {
              // The pause stays saved (the form now edits it); the file is refused or did not arrive.
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({
                  errors: { attachment: attachmentError(event.error) },
                  formError: message('attachmentNotSaved'),
                  attempt: context.attempt + 1,
                })),
                { type: 'pausesChanged', params: ({ context }) => ({ change: context.savedChange ?? 'updated' }) },
                { type: 'logFailure', params: ({ event }) => ({ what: 'attachment', error: event.error }) },
              ],
            },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'deleting', actions: assign({ deleteError: null }) },
            'delete.cancel': { target: 'idle', actions: assign({ deletingId: null, deleteError: null }) },
          },
        },
        deleting: {
          invoke: {
            src: 'deletePause',
            input: ({ context }) => ({ id: context.deletingId ?? -1 }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  pauses: context.pauses.filter((p) => p.id !== context.deletingId),
                  deletingId: null,
                  lastChange: 'deleted' as const,
                })),
                { type: 'pausesChanged', params: { change: 'deleted' as const } },
              ],
            },
            onError: {
              target: 'confirmingDelete',
              actions: [
                assign({ deleteError: ({ event }) => failureMessageOf(event.error, 'couldNotDelete') }),
                { type: 'logFailure', params: ({ event }) => ({ what: 'delete', error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
})

export type BookPauseSnapshot = SnapshotFrom<typeof bookPauseMachine>
