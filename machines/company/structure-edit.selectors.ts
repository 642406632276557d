import type { SnapshotFrom } from 'xstate'
import type { structureEditMachine } from './structure-edit.machine'

/** What the structure form reads of its flow. */

export type StructureEditSnapshot = SnapshotFrom<typeof structureEditMachine>

export const selectDraft = (s: StructureEditSnapshot) => s.context.draft
export const selectFieldErrors = (s: StructureEditSnapshot) => s.context.fieldErrors
export const selectFormError = (s: StructureEditSnapshot) => s.context.formError
export const selectDeleteError = (s: StructureEditSnapshot) => s.context.deleteError
export const selectAttempt = (s: StructureEditSnapshot) => s.context.attempt
/** The save call is on its way (the save button shows busy). */
export const selectSaving = (s: StructureEditSnapshot) => s.matches('saving')
/** The delete confirmation is open (asked, or its call on its way while it shows busy). */
export const selectAskingDelete = (s: StructureEditSnapshot) => s.matches('confirming') || s.matches('deleting')
export const selectDeleting = (s: StructureEditSnapshot) => s.matches('deleting')
/** Saved or deleted: the edge has gone back to the list (the form shows nothing more). */
export const selectDone = (s: StructureEditSnapshot) => s.status === 'done'
