import type { SnapshotFrom } from 'xstate'
import type { instructorLinkMachine } from './instructor-link.machine'

/** What the YUA page reads of the link flow. */

export type InstructorLinkSnapshot = SnapshotFrom<typeof instructorLinkMachine>

export const selectLinkBusy = (s: InstructorLinkSnapshot) => s.hasTag('busy')
/** The change on its way (its card shows the busy button). */
export const selectPendingChange = (s: InstructorLinkSnapshot) => (s.matches('saving') ? s.context.change : null)
/** Why the last change on this instructor's card did not happen. */
export const selectLinkError = (instructorEmploymentId: number) => (s: InstructorLinkSnapshot) =>
  s.matches('idle') && s.context.failedFor === instructorEmploymentId ? s.context.error : null
/** The last change the server took, on its card. */
export const selectLinkDone = (instructorEmploymentId: number) => (s: InstructorLinkSnapshot) =>
  s.matches('idle') && s.context.done?.instructorEmploymentId === instructorEmploymentId ? s.context.done : null
