import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { BookPause, Period } from '../../src/api/ebook/ebook.schemas'
import { REPORT_TEXT_MAX } from '../../src/api/ebook/ebook.schemas'
import {
  failureMessage,
  failureMessageOf,
  failureOf,
  message,
  type ErrorMessage,
  type FieldErrors,
} from '../../src/api/failure'
import { MAX_DOCUMENT_BYTES, documentProblem } from '../../src/domain/application'
import { checkPausePeriod } from '../../src/domain/ebook'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The book's pauses on the e-book overview (§3 Pause, §5 periods, §6 "pauses: administrator,
 * department administrator or education responsible"): the list, and for those who manage pauses
 * add, edit and delete. A pause is checked with `checkPausePeriod` before it is sent (inside the
 * permitted period, end not before start, no overlap with another pause or a report); the server's
 * 422 texts come back per field. Deleting is irreversible and asked first. A pause may carry one
 * file (§3 Pause "attachment", issue 17): chosen in the form, checked by ADR 0004's document rules,
 * and sent once the pause is saved; if that upload fails, the pause is kept and the form stays open
 * on it (saying so) to try the file again.
 */

export interface PauseDraft {
  fromDate: string
  toDate: string
  reason: string
}
export type PauseField = keyof PauseDraft
export const PAUSE_FIELDS: readonly PauseField[] = ['fromDate', 'toDate', 'reason']

/** The form's fields with messages: the draft's, and the file. */
export type PauseErrorField = PauseField | 'attachment'
export type PauseErrors = FieldErrors<PauseErrorField>

/** What saving does with the pause's file. */
export type AttachmentChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' }
const KEEP: AttachmentChange = { kind: 'keep' }

export type PauseChange = 'created' | 'updated' | 'deleted'

export interface BookPauseInput {
  bookId: number
  /** Pauses stay inside it (§5). */
  permitted: Period
  /** The reader may add, edit and delete (the book's `viewer.mayManagePauses`). */
  mayManage: boolean
}

export interface BookPauseContext extends BookPauseInput {
  pauses: BookPause[]
  /** The report periods known to the page (a pause must not overlap one); the server checks them all. */
  reports: Period[]
  loadError: ErrorMessage | null
  /** The pause being edited; null while adding one. */
  editingId: number | null
  draft: PauseDraft
  errors: PauseErrors
  /** A refusal that names no field (no permission, network). */
  formError: ErrorMessage | null
  /** Grows with every refused submit: the form's error summary takes focus again. */
  attempt: number
  deletingId: number | null
  deleteError: ErrorMessage | null
  /** What the last finished change was, for the page to announce. */
  lastChange: PauseChange | null
  /** The file chosen, to remove, or as it is. */
  attachment: AttachmentChange
  /** The pause is saved and its file is on its way (or failed): what the save was. */
  savedChange: 'created' | 'updated' | null
}

export type BookPauseEvent =
  | { type: 'pauses.retry' }
  | { type: 'reports.known'; periods: Period[] }
  | { type: 'pause.add' }
  | { type: 'pause.edit'; id: number }
  | { type: 'pause.delete'; id: number }
  | { type: 'draft.change'; field: PauseField; value: string }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'attachment.choose'; file: File | null }
  | { type: 'attachment.remove' }
  | { type: 'attachment.keep' }

export interface SavePauseInput {
  bookId: number
  /** null: create. */
  id: number | null
  draft: PauseDraft
}

const EMPTY_DRAFT: PauseDraft = { fromDate: '', toDate: '', reason: '' }

const notProvided = actorNotProvided('book-pause machine')

/** The draft's problems before it is sent: the §5 period rules, a reason (required, within the API's limit), a file ADR 0004 takes. */
export function checkDraft(
  context: Pick<BookPauseContext, 'draft' | 'permitted' | 'reports' | 'pauses' | 'editingId'> & {
    attachment?: AttachmentChange
  },
): PauseErrors {
  const errors: PauseErrors = {}
  const otherPauses = context.pauses.filter((p) => p.id !== context.editingId)
  for (const error of checkPausePeriod(context.draft, {
    permitted: context.permitted,
    reports: context.reports,
    otherPauses,
  })) {
    errors[error.field] ??= message(error.key)
  }
  const reason = context.draft.reason.trim()
  if (reason === '') errors.reason = message('required')
  else if (reason.length > REPORT_TEXT_MAX.reason) errors.reason = message('tooLong', { count: REPORT_TEXT_MAX.reason })
  if (context.attachment?.kind === 'replace') {
    const problem = documentProblem(context.attachment.file)
    if (problem === 'wrongType' || problem === 'empty') errors.attachment = message(problem)
    else if (problem !== null) errors.attachment = message('tooLarge', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 })
  }
  return errors
}

/** A refused upload: the server's text for the file, else the failure's own message. */
function attachmentError(error: unknown): ErrorMessage {
  const failure = failureOf(error, 'couldNotSave')
  return failure.fieldErrors?.file ?? failureMessage(failure)
}

/** Newest first, so the timeline's list reads like the report list. */
function sorted(pauses: readonly BookPause[]): BookPause[] {
  return [...pauses].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
}

export const bookPauseMachine = setup({
  types: {
    context: {} as BookPauseContext,
    events: {} as BookPauseEvent,
    input: {} as BookPauseInput,
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
  }),
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
        onDone: { target: 'ready', actions: assign({ pauses: ({ event }) => sorted(event.output) }) },
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
            'draft.cancel': {
              target: 'idle',
              actions: assign({ errors: {}, formError: null, attachment: KEEP, savedChange: null }),
            },
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
                  pauses: sorted([...context.pauses.filter((p) => p.id !== event.output.id), event.output]),
                  savedChange:
                    context.savedChange ?? (context.editingId === null ? ('created' as const) : ('updated' as const)),
                  editingId: event.output.id,
                })),
              },
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    pauses: sorted([...context.pauses.filter((p) => p.id !== event.output.id), event.output]),
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
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  pauses: sorted([...context.pauses.filter((p) => p.id !== event.output.id), event.output]),
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

export const selectPauses = (s: BookPauseSnapshot) => s.context.pauses
export const selectPausesLoading = (s: BookPauseSnapshot) => s.matches('loading')
export const selectPausesLoadError = (s: BookPauseSnapshot) => (s.matches('loadFailed') ? s.context.loadError : null)
/** Which dialog is open: the pause form, the delete confirmation, or none. */
export const selectPauseDialog = (s: BookPauseSnapshot): 'form' | 'confirmDelete' | null =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }) || s.matches({ ready: 'attaching' })
    ? 'form'
    : s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' })
      ? 'confirmDelete'
      : null
export const selectPauseSaving = (s: BookPauseSnapshot) =>
  s.matches({ ready: 'saving' }) || s.matches({ ready: 'attaching' })
/** The file the form will save: chosen, to remove, or as it is. */
export const selectAttachmentChange = (s: BookPauseSnapshot) => s.context.attachment
/** The pause being edited, as saved (its current file). */
export const selectEditingPause = (s: BookPauseSnapshot) =>
  s.context.pauses.find((p) => p.id === s.context.editingId) ?? null
export const selectPauseDeleting = (s: BookPauseSnapshot) => s.matches({ ready: 'deleting' })
/** Adding (null) or editing a pause. */
export const selectEditingId = (s: BookPauseSnapshot) => s.context.editingId
export const selectDraft = (s: BookPauseSnapshot) => s.context.draft
export const selectDraftErrors = (s: BookPauseSnapshot) => s.context.errors
export const selectFormError = (s: BookPauseSnapshot) => s.context.formError
export const selectAttempt = (s: BookPauseSnapshot) => s.context.attempt
export const selectPauseBeingDeleted = (s: BookPauseSnapshot) =>
  s.context.pauses.find((p) => p.id === s.context.deletingId) ?? null
export const selectDeleteError = (s: BookPauseSnapshot) => s.context.deleteError
export const selectLastPauseChange = (s: BookPauseSnapshot) => s.context.lastChange
