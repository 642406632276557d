import { message, type FailureKey } from '../../src/api/failure'
import type { StepErrors } from '../wizard/field-errors'
import {
  MODIFICATION_MONTHS_MAX,
  MODIFICATION_MOTIVATION_MAX,
  type CreateModificationInput,
  type ModificationDraft,
  type ModificationField,
  type QualifyingTimeContext,
  type QualifyingTimeState,
} from './qualifying-time.steps'

/** §4: the company approves a qualifying time that is ready for approval. */
export const APPROVABLE_STATES: readonly QualifyingTimeState[] = ['readyForApproval']
/** A modification (extension) is asked for while the time runs or waits for approval, never after. */
export const MODIFIABLE_STATES: readonly QualifyingTimeState[] = ['ongoing', 'paused', 'readyForApproval']

type Facts = Pick<QualifyingTimeContext, 'qualifyingTime'>

/**
 * The approve button (§4, §6): the server's power in a time ready for approval. The server answers it
 * whether or not Y4+Y5 blocks approval (`approval.blockedBy`), so an approver gets the button and its
 * click says §8's text; someone who may not approve (the education responsible) never sees it.
 */
export const mayApprove = (c: Facts) =>
  APPROVABLE_STATES.includes(c.qualifyingTime.state) && c.qualifyingTime.mayApprove
export const mayModify = (c: Facts) =>
  c.qualifyingTime.mayRequestExtension && MODIFIABLE_STATES.includes(c.qualifyingTime.state)

/** §8: what keeps the company from approving, or null. */
export function approvalBlock(c: Facts): FailureKey | null {
  return c.qualifyingTime.approval.blockedBy === 'courseY4Y5NotApproved' ? 'y4y5NotApproved' : null
}

/** §4: an extension already awaits the region. */
export const modificationPending = (c: Facts) => c.qualifyingTime.extensionAwaitingRegion !== null

export const EMPTY_DRAFT: ModificationDraft = { months: '', motivation: '' }

/** The draft's problems per field (none: it can be sent). */
export function draftErrors(draft: ModificationDraft): StepErrors<ModificationField> {
  const errors: StepErrors<ModificationField> = {}
  const months = draft.months.trim()
  if (months === '') errors.months = message('required')
  else if (!/^\d+$/.test(months) || Number(months) < 1 || Number(months) > MODIFICATION_MONTHS_MAX)
    errors.months = message('monthsRange', { max: MODIFICATION_MONTHS_MAX })
  const motivation = draft.motivation.trim()
  if (motivation === '') errors.motivation = message('required')
  else if (motivation.length > MODIFICATION_MOTIVATION_MAX)
    errors.motivation = message('tooLong', { count: MODIFICATION_MOTIVATION_MAX })
  return errors
}

export function modificationInput(c: QualifyingTimeContext): CreateModificationInput {
  return {
    qualificationTimeId: c.qualifyingTime.id,
    months: Number(c.draft.months.trim()),
    motivation: c.draft.motivation.trim(),
  }
}
