import type { ErrorMessage } from '../../src/api/failure'
import {
  EXTENSION_MONTHS,
  type QualifyingTime,
  type QualifyingTimeModification,
  type QualifyingTimeState,
} from '../../src/api/qualifying-time/qualifying-time.schemas'
import type { StepErrors } from '../wizard/field-errors'

/**
 * One qualifying time as its page follows it (§4 "Qualifying time", issue 21): its states, what the
 * page may do in each, and the flow's types. Shared by the machine, its rules, selectors and views.
 * The machine holds the server's answer (src/api/qualifying-time) and never derives its state again.
 */

export type { QualifyingTime, QualifyingTimeModification, QualifyingTimeState }

export interface QualifyingTimeInput {
  /** As the server answered: its state, the caller's powers (mayApprove, mayRequestExtension), §8's block. */
  qualifyingTime: QualifyingTime
}

/** §9 leaves the extension's maximum a placeholder: 1–12 months per request (the server's EXTENSION_MONTHS). */
export const MODIFICATION_MONTHS_MAX = EXTENSION_MONTHS.max
export const MODIFICATION_MOTIVATION_MAX = 1000

export interface ModificationDraft {
  /** As typed. */
  months: string
  motivation: string
}
export type ModificationField = keyof ModificationDraft

/** What the page last did, said once the server answered. */
export type QualifyingTimeNotice = 'approved' | 'modificationSent' | null

export interface QualifyingTimeContext extends QualifyingTimeInput {
  draft: ModificationDraft
  errors: StepErrors<ModificationField>
  formError: ErrorMessage | null
  notice: QualifyingTimeNotice
  /** Grows with every refusal: the message takes focus again. */
  attempt: number
}

export type QualifyingTimeEvent =
  | { type: 'approve' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'modification.open' }
  | { type: 'modification.change'; draft: Partial<ModificationDraft> }
  | { type: 'modification.submit' }
  | { type: 'modification.cancel' }

export interface ApproveQualifyingTimeInput {
  id: number
}

export interface CreateModificationInput {
  qualificationTimeId: number
  months: number
  motivation: string
}
