import type { BookPause, Period } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage, FieldErrors } from '../../src/api/failure'

/** The book-pause machine's shapes (./book-pause.machine.ts): the draft, its input, context and events. */

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
/** The file as it is. */
export const KEEP: AttachmentChange = { kind: 'keep' }

export type PauseChange = 'created' | 'updated' | 'deleted'

export interface BookPauseInput {
  bookId: number
  /** Pauses stay inside it (§5). */
  permitted: Period
  /** The reader may add, edit and delete (the book's `viewer.mayManagePauses`). */
  mayManage: boolean
  /**
   * Register one new pause and finish (the company's "register a pause" page runs the machine as its
   * child): the form opens once the pauses are read, a valid draft is confirmed before it is sent (it
   * pauses the e-book), and the machine ends with the saved pause (null: cancelled before one was saved).
   */
  once?: boolean
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
  /** The pause as the last save or upload answered it (the machine's output when `once`). */
  saved: BookPause | null
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
  /** `once`: send the confirmed draft, or go back to the form. */
  | { type: 'save.confirm' }
  | { type: 'save.back' }

export interface SavePauseInput {
  bookId: number
  /** null: create. */
  id: number | null
  draft: PauseDraft
}

export const EMPTY_DRAFT: PauseDraft = { fromDate: '', toDate: '', reason: '' }
