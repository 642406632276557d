import type { StateValue } from 'xstate'
import type { LogEntry } from './inspection-log'

/**
 * What a mock build puts on `window[REPLAY_HOOK]` (src/session/machine-inspection.ts) for a replaying
 * spec (e2e/support/recorded-path.ts): the inspection log's current seq, and the machine states reached
 * after a seq. Its own module, importing types only, so the session's entry code pulls in none of the
 * path recorder (path-recording.ts re-exports it).
 */
export const REPLAY_HOOK = '__ppRecorder'

/** A state a replay reached (the inspection log's state entries, with any session id). */
export interface ReachedState {
  machineId: string
  value: StateValue
}

export interface ReplayHook {
  seq(): number
  statesSince(seq: number): ReachedState[]
}

export function replayHook(entries: () => readonly LogEntry[]): ReplayHook {
  return {
    seq: () => entries().at(-1)?.seq ?? 0,
    statesSince: (seq) =>
      entries().flatMap((entry) =>
        entry.kind === 'state' && entry.seq > seq ? [{ machineId: entry.machineId, value: entry.value }] : [],
      ),
  }
}
