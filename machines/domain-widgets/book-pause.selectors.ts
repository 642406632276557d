import type { BookPauseSnapshot } from './book-pause.machine'

/** What the pause list and its dialogs read of the book-pause machine. */
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
/** `once`: the valid draft waits for the user's confirmation before it is sent. */
export const selectConfirmingSave = (s: BookPauseSnapshot) => s.matches({ ready: 'confirming' })
