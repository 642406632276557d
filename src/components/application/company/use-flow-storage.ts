import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { ActorOptions, ActorRefFrom, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'

/**
 * A company application flow's persisted snapshot in sessionStorage, one per user, company and
 * application (architecture: progress survives a reload, a forced logout and a failed call). Unlike
 * the login flows' hook, the key may change while the flow runs: a new registration is stored under
 * `…new` until its draft is created, then under the draft's id (and `…new` is forgotten).
 *
 * sessionStorage rather than localStorage: the snapshot holds an apprentice's personal data, which
 * should not outlive the browser tab on a shared computer.
 */

export type CompanyFlow = 'registration' | 'review'

export function companyFlowKey(flow: CompanyFlow, userId: number, companyId: number, applicationId: number | null): string {
  return `pp.flow.company-${flow}.${userId}.${companyId}.${applicationId ?? 'new'}`
}

export interface FlowStorage<TMachine extends AnyStateMachine> {
  /** The key read on start. */
  initialKey: string
  /** The key a snapshot belongs under (it may name the draft once it exists). */
  keyOf: (snapshot: SnapshotFrom<TMachine>) => string
  /** A stable point worth keeping (no call in flight). */
  persistable: (snapshot: SnapshotFrom<TMachine>) => boolean
  /** A stored snapshot still fits this machine and this page (an older build or another company may have written it). */
  accepts: (persisted: Record<string, unknown>) => boolean
}

export function readStoredFlow(key: string): Record<string, unknown> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function writeStoredFlow(key: string, value: Record<string, unknown> | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key)
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or unavailable: the flow still works, it just does not survive a reload.
  }
}

/** The stored context, for `accepts` checks. */
export function storedContext(persisted: Record<string, unknown>): Record<string, unknown> | null {
  const context = persisted.context
  return typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : null
}

/** Starts the machine from its stored snapshot when there is a usable one, and keeps storing it. */
export function useFlowStorage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  storage: FlowStorage<TMachine>,
): ActorRefFrom<TMachine> {
  // Read once: only the first render's actor uses it.
  const [restored] = useState(() => {
    const stored = readStoredFlow(storage.initialKey)
    return stored && stored.status === 'active' && storage.accepts(stored) ? stored : null
  })
  // xstate's conditional option types do not resolve for a generic machine; both shapes are valid
  // options for any state machine (the login flows' hook does the same).
  const options: ActorOptions<AnyStateMachine> = restored ? { input, snapshot: restored as unknown as AnyMachineSnapshot } : { input }
  const actor = useActorRef(machine as AnyStateMachine, options)

  const { initialKey, keyOf, persistable } = storage
  useEffect(() => {
    let current = initialKey
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active') {
        writeStoredFlow(current, null)
        return
      }
      const typed = snapshot as SnapshotFrom<TMachine>
      const key = keyOf(typed)
      if (key !== current) {
        writeStoredFlow(current, null)
        current = key
      }
      if (persistable(typed)) writeStoredFlow(key, actor.getPersistedSnapshot() as Record<string, unknown>)
    })
    return () => subscription.unsubscribe()
  }, [actor, initialKey, keyOf, persistable])

  return actor as unknown as ActorRefFrom<TMachine>
}
