import type { ErrorMessage } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'

/**
 * One qualifying time as its page follows it (§4 "Qualifying time", issue 21): its states, what the
 * page may do in each, and the flow's types. Shared by the machine, its rules, selectors and views.
 * The edge maps the server's answers into these shapes.
 */

export const QUALIFYING_TIME_STATES = [
  'ongoing',
  'paused',
  'stopped',
  'cancelled',
  'readyForApproval',
  'approvedByCompany',
  'approvedByBoard',
  'certificateIssued',
] as const
export type QualifyingTimeState = (typeof QUALIFYING_TIME_STATES)[number]

/** A modification (an extension of the qualifying time) as the region sees it. */
export type ModificationStatus = 'awaitingRegion' | 'approved' | 'rejected'

export interface QualifyingTimeModification {
  id: number
  months: number
  motivation: string
  status: ModificationStatus
}

/** What the flow needs of the qualifying time. */
export interface QualifyingTimeFacts {
  /** The education the qualifying time belongs to (the calls' id). */
  educationId: number
  state: QualifyingTimeState
  /** §8: approval is blocked while course Y4+Y5 is not approved. */
  y4y5Approved: boolean
  modifications: readonly QualifyingTimeModification[]
}

export interface QualifyingTimeInput {
  qualifyingTime: QualifyingTimeFacts
  /** The viewer is a company user of the apprentice's company (§6): approves. */
  canApprove: boolean
  /** The viewer may ask for a modification (the company, or the apprentice). */
  canRequestModification: boolean
}

/** §9 leaves the extension's maximum a placeholder: 1–12 months per request (as education extensions, ADR 0017). */
export const MODIFICATION_MONTHS_MAX = 12
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
  educationId: number
}

export interface CreateModificationInput {
  educationId: number
  months: number
  motivation: string
}
