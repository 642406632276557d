import type { ErrorMessage, FieldErrors } from '../../src/api/failure'

/**
 * The shapes of the structure form (one workplace or department, machines/company/structure-edit.machine.ts):
 * the form's values as the page edits them, what the machine is started with, and what a save answers.
 */

/** A field's value: a text, a flag or a set of ids (a workplace's departments). */
export type StructureValue = string | boolean | readonly number[]

/** The form's values by field name (the edge turns them into the call's body). */
export type StructureDraft = Readonly<Record<string, StructureValue>>

export interface StructureEditInput {
  /** The workplace or department being changed; null: a new one is being created. */
  id: number | null
  /** The values the form opens with (the stored ones, or the new one's defaults). */
  draft: StructureDraft
  /** Fields that must not be empty (§5: the name; a workplace's departments where the company has them). */
  required: readonly string[]
}

export interface StructureEditContext extends StructureEditInput {
  fieldErrors: FieldErrors
  /** Why the last save failed (the form keeps the input). */
  formError: ErrorMessage | null
  /** Why the last delete was refused or failed (§8: its reason). */
  deleteError: ErrorMessage | null
  /** Counts the saves that came back with problems: the error summary takes focus after each. */
  attempt: number
}

/** What a save answers: the stored item's id (a created one's new id). */
export interface StructureSaved {
  id: number
}

export type StructureEditEvent =
  | { type: 'field.changed'; field: string; value: StructureValue }
  | { type: 'save' }
  | { type: 'delete.start' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
