import type { SnapshotFrom } from 'xstate'
import type { bookApprovalMachine } from './book-approval.machine'
import { bookApprovable } from './book-approval.rules'

type Snapshot = SnapshotFrom<typeof bookApprovalMachine>

export const selectApprovalOffered = (s: Snapshot) => !s.matches('approved') && bookApprovable(s.context.book)
export const selectApprovalAsked = (s: Snapshot) => s.matches('confirming') || s.matches('approving')
export const selectApprovalBusy = (s: Snapshot) => s.matches('approving')
export const selectApprovalError = (s: Snapshot) => s.context.error
export const selectApprovalAttempt = (s: Snapshot) => s.context.attempt
export const selectApproved = (s: Snapshot) => s.matches('approved')
