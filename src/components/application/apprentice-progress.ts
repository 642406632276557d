import type { AnyStateMachine } from 'xstate'
import {
  selectPersistable,
  type ApprenticeApplicationSnapshot,
} from '../../../machines/application/apprentice-application.selectors'
import { findSavedFlow, flowKey, storedContext, type SavedFlow } from '../wizard/use-saved-flow'

/**
 * Where the apprentice wizard keeps its progress (the wizard kit's useSavedFlow): per user and
 * application; a new draft moves from `.new` to `.<id>` once it has one. Everything answered before
 * the last Continue is saved on the draft on the server anyway.
 */
export type FlowIdentity = number | 'new'

export const applicationFlowKey = (userId: number, identity: FlowIdentity) => flowKey('application', userId, identity)

/** How the wizard started with `identity` saves and finds its progress. */
export function apprenticeSavedFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  userId: number,
  identity: FlowIdentity,
): SavedFlow<TMachine> {
  const accepts = (stored: Record<string, unknown>) => {
    const context = storedContext(stored)
    // `sent` is the newest field: a snapshot an older build stored without it starts over (its answers are on the draft).
    if (!context || !('answers' in context) || !('returnToReview' in context) || !('sent' in context)) return false
    try {
      // An older build may have written a state this machine no longer has.
      machine.resolveState({ value: stored.value as never, context: context as never })
      return true
    } catch {
      return false
    }
  }
  return {
    key: applicationFlowKey(userId, identity),
    keyOf: (snapshot) =>
      applicationFlowKey(userId, (snapshot as ApprenticeApplicationSnapshot).context.applicationId ?? 'new'),
    persistable: (snapshot) => selectPersistable(snapshot as ApprenticeApplicationSnapshot),
    accepts,
    // The wizard a forced logout paused, whichever application it was on: coming back to
    // /application after the new login continues it (the shell sends the user home, not back to the wizard's URL).
    fallback:
      identity === 'new'
        ? () => findSavedFlow(`${flowKey('application', userId)}.`, accepts, (stored) => stored.value === 'paused')
        : undefined,
  }
}
