import type { SnapshotFrom } from 'xstate'
import type { instructionsReadMachine } from './instructions-read.machine'
import { needsConfirmation } from './instructions-read.rules'

/** What the instructions page reads of the flow. */

export type InstructionsReadSnapshot = SnapshotFrom<typeof instructionsReadMachine>

export const selectInstructionsLoading = (s: InstructionsReadSnapshot) => s.matches('loading')
export const selectInstructionsLoadError = (s: InstructionsReadSnapshot) =>
  s.matches('loadFailed') ? s.context.loadError : null
/** The instructions in force, once read (null while loading or when they could not be read). */
export const selectInstructions = (s: InstructionsReadSnapshot) => (s.matches('ready') ? s.context.instructions : null)
export const selectReadOn = (s: InstructionsReadSnapshot) => s.context.readOn

/** §6: the warning shows while the instructions in force are newer than the read date (or were never confirmed). */
export const selectNeedsConfirmation = (s: InstructionsReadSnapshot) =>
  s.matches('ready') && needsConfirmation(s.context.readOn, s.context.instructions)

const retrying = (s: InstructionsReadSnapshot) => s.matches({ ready: 'confirming' }) && s.context.retrying

/** The confirmation dialog is open (asked, or the call it started on its way while it shows busy). */
export const selectAsking = (s: InstructionsReadSnapshot) =>
  s.matches({ ready: 'asking' }) || (s.matches({ ready: 'confirming' }) && !s.context.retrying)
/** The confirmation call is on its way (the dialog's button, or the retry, shows busy). */
export const selectConfirming = (s: InstructionsReadSnapshot) => s.matches({ ready: 'confirming' })
/** Why the confirmation failed, while the page offers to try again (and while the retry runs). */
export const selectConfirmError = (s: InstructionsReadSnapshot) =>
  s.matches({ ready: 'failed' }) || retrying(s) ? s.context.confirmError : null
export const selectRetrying = retrying
/** Newer instructions came into force while the older ones were read (shown over the new ones). */
export const selectInstructionsChanged = (s: InstructionsReadSnapshot) =>
  s.matches('ready') ? s.context.changed : null
/** When this visit's confirmation was recorded; null before. */
export const selectConfirmedAt = (s: InstructionsReadSnapshot) => s.context.confirmedAt
