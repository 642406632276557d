import { useInspectedActorRef } from '../../session/inspected-actor'
import { useEffect, useState } from 'react'
import type { ActorOptions, ActorRefFrom, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'

/**
 * A wizard's progress survives a reload, a forced logout and a failed call: its machine's persisted
 * snapshot is kept in sessionStorage under a key per flow (and per user, company and application
 * where there are some), architecture: "Progress survives a reload".
 *
 * sessionStorage rather than localStorage: a snapshot may hold personal data, which should not
 * outlive the browser tab on a shared computer; a reload and a new login in the same tab keep it.
 */

/** The storage key of a flow: `pp.flow.<flow>.<part>…`. */
export function flowKey(flow: string, ...parts: (string | number)[]): string {
  return ['pp.flow', flow, ...parts].join('.')
}

export interface SavedFlow<TMachine extends AnyStateMachine> {
  /** The key read on start. */
  key: string
  /** The key a snapshot belongs under when it may change while the flow runs (a new draft gets its id); default `key`. */
  keyOf?: (snapshot: SnapshotFrom<TMachine>) => string
  /** A stable point worth keeping (no call in flight): a reload continues from the page before a call. */
  persistable: (snapshot: SnapshotFrom<TMachine>) => boolean
  /** Removes what must not be stored (passwords). */
  scrub?: (persisted: Record<string, unknown>) => Record<string, unknown>
  /** A stored snapshot still fits this machine and this page (an older build or another company may have written it). */
  accepts: (persisted: Record<string, unknown>) => boolean
  /** Nothing usable under `key`: another stored snapshot to continue (e.g. the one a forced logout paused). */
  fallback?: () => Record<string, unknown> | null
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function write(key: string, value: Record<string, unknown> | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or unavailable: the flow still works, it just does not survive a reload.
  }
}

/** Forgets what a flow stored under `key`. */
export function forgetSavedFlow(key: string): void {
  write(key, null)
}

/** A stored snapshot under `key` that is active and `accepts` takes, else null (and an unusable one is dropped). */
export function readSavedFlow(
  key: string,
  accepts: (persisted: Record<string, unknown>) => boolean,
): Record<string, unknown> | null {
  let stored: unknown
  try {
    const raw = storage()?.getItem(key)
    if (!raw) return null
    stored = JSON.parse(raw)
  } catch {
    forgetSavedFlow(key)
    return null
  }
  if (typeof stored === 'object' && stored !== null) {
    const record = stored as Record<string, unknown>
    if (record.status === 'active' && accepts(record)) return record
  }
  forgetSavedFlow(key)
  return null
}

/** The first usable stored snapshot under a key starting with `prefix` that `pick` chooses. */
export function findSavedFlow(
  prefix: string,
  accepts: (persisted: Record<string, unknown>) => boolean,
  pick: (persisted: Record<string, unknown>) => boolean,
): Record<string, unknown> | null {
  const store = storage()
  if (!store) return null
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  for (const key of keys) {
    const stored = readSavedFlow(key, accepts)
    if (stored && pick(stored)) return stored
  }
  return null
}

/** The stored context, for `accepts` checks. */
export function storedContext(persisted: Record<string, unknown>): Record<string, unknown> | null {
  const context = persisted.context
  return typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : null
}

/** Starts the machine from its stored snapshot when there is a usable one, else from `input`, and keeps storing it. */
export function useSavedFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  saved: SavedFlow<TMachine>,
): ActorRefFrom<TMachine> {
  // Read once: only the first render's actor uses it.
  const [restored] = useState(() => readSavedFlow(saved.key, saved.accepts) ?? saved.fallback?.() ?? null)
  // xstate's conditional option types do not resolve for a generic machine; both shapes are valid
  // options for any state machine, so the hook works on AnyStateMachine and types its result again.
  const options: ActorOptions<AnyStateMachine> = restored
    ? { input, snapshot: restored as unknown as AnyMachineSnapshot }
    : { input }
  const actor = useInspectedActorRef(machine as AnyStateMachine, options)

  const { key: initialKey, keyOf, persistable, scrub } = saved
  useEffect(() => {
    let current = initialKey
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active') {
        // Done (sent, signed, reset): nothing to continue.
        write(current, null)
        return
      }
      const typed = snapshot as SnapshotFrom<TMachine>
      if (!persistable(typed)) return
      const key = keyOf ? keyOf(typed) : initialKey
      if (key !== current) {
        write(current, null)
        current = key
      }
      const persisted = actor.getPersistedSnapshot() as Record<string, unknown>
      write(key, scrub ? scrub(persisted) : persisted)
    })
    return () => subscription.unsubscribe()
  }, [actor, initialKey, keyOf, persistable, scrub])

  return actor as unknown as ActorRefFrom<TMachine>
}
