import type { SnapshotFrom } from 'xstate'
import type { exemptionFormMachine } from './exemption-form.machine'

/** What the exemption form reads of its flow. */

export type ExemptionFormSnapshot = SnapshotFrom<typeof exemptionFormMachine>

export const selectDraft = (s: ExemptionFormSnapshot) => s.context.draft
export const selectFile = (s: ExemptionFormSnapshot) => s.context.file
export const selectFieldErrors = (s: ExemptionFormSnapshot) => s.context.fieldErrors
export const selectFormError = (s: ExemptionFormSnapshot) => s.context.formError
export const selectAttempt = (s: ExemptionFormSnapshot) => s.context.attempt
/** The binding question is open (asked, or the call on its way while it shows busy). */
export const selectConfirming = (s: ExemptionFormSnapshot) => s.matches('confirming') || s.matches('sending')
export const selectSending = (s: ExemptionFormSnapshot) => s.matches('sending')
/** Sent: the edge has gone to the thank-you page. */
export const selectSent = (s: ExemptionFormSnapshot) => s.status === 'done'
