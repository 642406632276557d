import type { ExemptionType } from '../../src/api/company/exemption.schemas'
import type { ErrorMessage, FieldErrors } from '../../src/api/failure'

/**
 * The shapes of the exemption form (machines/company/exemption-form.machine.ts; §3 Exemption, §5
 * attachments under ADR 0004): what the user fills in, the file chosen, what the machine starts with.
 */

/** The form's fields, as the server's 422 names them too (the file is `file`). */
export const EXEMPTION_FIELDS = ['type', 'employmentId', 'professionId', 'orientationId', 'reason', 'file'] as const
export type ExemptionField = (typeof EXEMPTION_FIELDS)[number]

export interface ExemptionDraft {
  type: ExemptionType | null
  employmentId: number | null
  professionId: number | null
  orientationId: number | null
  reason: string
}

/** A chosen file as the rules read it (in the browser a File, which the edge sends). */
export interface ChosenFile {
  name: string
  type: string
  size: number
}

export interface ExemptionFormInput {
  companyId: number
  /** /exemption/new/{employee_id}: the employee preset; else null. */
  employmentId: number | null
}

export interface ExemptionFormContext {
  companyId: number
  draft: ExemptionDraft
  file: ChosenFile | null
  fieldErrors: FieldErrors<ExemptionField>
  /** Why the last send failed or was refused (the form keeps the input, the file too). */
  formError: ErrorMessage | null
  /** Counts the attempts that came back with problems: the error summary takes focus after each. */
  attempt: number
}

/** What the send actor takes: the draft checked complete, and the file. */
export interface ExemptionSendInput {
  companyId: number
  draft: ExemptionDraft & { type: ExemptionType; employmentId: number; professionId: number }
  file: ChosenFile
}

export type ExemptionDraftField = keyof ExemptionDraft

export type ExemptionFormEvent =
  | { type: 'field.changed'; field: 'type'; value: ExemptionType | null }
  | { type: 'field.changed'; field: 'employmentId' | 'professionId' | 'orientationId'; value: number | null }
  | { type: 'field.changed'; field: 'reason'; value: string }
  | { type: 'file.chosen'; file: ChosenFile | null }
  | { type: 'send' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.accept' }
