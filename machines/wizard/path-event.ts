/**
 * An event for xstate/graph path generation: a machine's intent events with payloads plus the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` / `xstate.after.<delay>.<state>` events that
 * stand for call answers and timers. The lists live beside the tests (`*.paths.ts`); a type only,
 * so production code carries none of them.
 */
export interface PathEvent {
  type: string
  [key: string]: unknown
}
