import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate'
import type { apprenticeApplicationMachine } from '../../../machines/application/apprentice-application.machine'
import type { ApprenticeApplicationInput } from '../../../machines/application/apprentice-application.steps'
import { selectPersistable, type ApprenticeApplicationSnapshot } from '../../../machines/application/apprentice-application.selectors'
import { onApiEvent } from '../../api/client'

/**
 * Progress of the apprentice wizard survives a reload, a forced logout and a failed call: the
 * machine's persisted snapshot is kept per user and application (architecture: wizards).
 *
 * sessionStorage (as the login slice's flows): it lives as long as the tab, which covers a reload and
 * a new login in the same tab, and the personal data typed here does not outlive it on a shared
 * computer. Everything answered before the last Continue is saved on the draft on the server anyway.
 */
export type FlowIdentity = number | 'new'

export const applicationFlowKey = (userId: number, identity: FlowIdentity) => `pp.flow.application.${userId}.${identity}`

type ApprenticeMachine = typeof apprenticeApplicationMachine

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function remove(key: string) {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function write(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or unavailable storage: the wizard still works, it just does not survive a reload.
  }
}

/** A stored snapshot this build can continue from, else null (and the stale one is dropped). */
export function readStoredFlow(machine: ApprenticeMachine, key: string): Record<string, unknown> | null {
  let stored: unknown
  try {
    const raw = storage()?.getItem(key)
    if (!raw) return null
    stored = JSON.parse(raw)
  } catch {
    remove(key)
    return null
  }
  const record = stored as { status?: unknown; value?: unknown; context?: Record<string, unknown> }
  const fits =
    typeof stored === 'object' &&
    stored !== null &&
    record.status === 'active' &&
    typeof record.context === 'object' &&
    record.context !== null &&
    'answers' in record.context &&
    'returnToReview' in record.context
  if (fits) {
    try {
      // An older build may have written a state this machine no longer has.
      machine.resolveState({ value: record.value as never, context: record.context as never })
      return stored as Record<string, unknown>
    } catch {
      // fall through
    }
  }
  remove(key)
  return null
}

/**
 * The wizard a forced logout paused, whichever application it was on: coming back to /application
 * after the new login continues it (the shell sends the user home, not back to the wizard's URL).
 */
function findPausedFlow(machine: ApprenticeMachine, userId: number): Record<string, unknown> | null {
  const store = storage()
  if (!store) return null
  const prefix = `pp.flow.application.${userId}.`
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  for (const key of keys) {
    const stored = readStoredFlow(machine, key)
    if (stored?.value === 'paused') return stored
  }
  return null
}

/**
 * Starts the wizard from the stored snapshot of (user, identity) when there is one, and keeps
 * storing every stable snapshot under the application it is about (a new draft moves from `.new`
 * to `.<id>` once it has one).
 */
export function useApplicationFlow(
  machine: ApprenticeMachine,
  input: ApprenticeApplicationInput,
  userId: number,
  identity: FlowIdentity,
): ActorRefFrom<ApprenticeMachine> {
  const [restored] = useState(
    () => readStoredFlow(machine, applicationFlowKey(userId, identity)) ?? (identity === 'new' ? findPausedFlow(machine, userId) : null),
  )
  const actor = useActorRef(machine, restored ? { input, snapshot: restored as unknown as AnyMachineSnapshot } : { input })
  // The identity the wizard started with (it adopts its draft's id later without restarting).
  const [startIdentity] = useState(identity)

  useEffect(() => {
    const subscription = actor.subscribe((snapshot: ApprenticeApplicationSnapshot) => {
      const id = snapshot.context.applicationId
      // A wizard started on /application has moved on to its draft's own key once it has one.
      const startedNew = startIdentity === 'new'
      if (snapshot.status === 'done') {
        if (id !== null) remove(applicationFlowKey(userId, id))
        if (startedNew) remove(applicationFlowKey(userId, 'new'))
        return
      }
      // A call in flight is not stored: a reload continues from the page before it.
      if (!selectPersistable(snapshot)) return
      write(applicationFlowKey(userId, id ?? 'new'), actor.getPersistedSnapshot())
      if (startedNew && id !== null) remove(applicationFlowKey(userId, 'new'))
    })
    return () => subscription.unsubscribe()
  }, [actor, userId, startIdentity])

  // A 406 ends the session (the shell logs out and goes home): the wizard pauses first, so what is
  // stored is the paused step, and the answer of the refused call is never applied.
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'api.loggedOut') actor.send({ type: 'session.expired' })
      }),
    [actor],
  )

  // This page only shows to a logged-in user: a snapshot stored while paused continues now.
  useEffect(() => {
    if (actor.getSnapshot().matches('paused')) actor.send({ type: 'session.resumed' })
  }, [actor])

  return actor
}
