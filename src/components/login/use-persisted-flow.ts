import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { ActorOptions, ActorRefFrom, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'

/**
 * A wizard's persisted snapshot in sessionStorage, per flow (and per user where there is one), so a
 * reload keeps the step and what was typed (architecture: "Progress survives a reload").
 */
export interface FlowPersistence<TMachine extends AnyStateMachine> {
  key: string
  /** Whether this snapshot is a stable point worth keeping (not a call in flight). */
  persistable: (snapshot: SnapshotFrom<TMachine>) => boolean
  /** Removes what must not be stored (passwords). */
  scrub?: (persisted: Record<string, unknown>) => Record<string, unknown>
  /** Checks that a stored snapshot still fits this machine (an older build may have written it). */
  accepts: (persisted: Record<string, unknown>) => boolean
}

function readPersisted(key: string): Record<string, unknown> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function write(key: string, value: Record<string, unknown> | null) {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key)
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage unavailable: the flow still works, it just does not survive a reload.
  }
}

export function clearPersistedFlow(key: string): void {
  write(key, null)
}

/** Starts the machine from the stored snapshot when there is a usable one, else from `input`. */
export function usePersistedFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  persistence: FlowPersistence<TMachine>,
): ActorRefFrom<TMachine> {
  // Read once: the stored snapshot only matters for the first render.
  const [restored] = useState(() => {
    const stored = readPersisted(persistence.key)
    return stored && stored.status === 'active' && persistence.accepts(stored) ? stored : null
  })
  // xstate's conditional option types do not resolve for a generic machine; both shapes are valid
  // options for any state machine, so the hook works on AnyStateMachine and types its result again.
  const options: ActorOptions<AnyStateMachine> = restored ? { input, snapshot: restored as unknown as AnyMachineSnapshot } : { input }
  const actor = useActorRef(machine as AnyStateMachine, options)

  const { key, persistable, scrub } = persistence
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active') write(key, null)
      else if (persistable(snapshot as SnapshotFrom<TMachine>)) {
        const persisted = actor.getPersistedSnapshot() as Record<string, unknown>
        write(key, scrub ? scrub(persisted) : persisted)
      }
    })
    return () => subscription.unsubscribe()
  }, [actor, key, persistable, scrub])

  return actor as unknown as ActorRefFrom<TMachine>
}
