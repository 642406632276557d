import type {
  AnyActorRef,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
  StateValue,
} from 'xstate'

/**
 * What XState's inspection API (the `inspect` option of every root actor, src/session/machine-inspection.ts)
 * reports, kept for the developer panel's machine inspector (issue 23; mock builds only). Fed from the
 * first actor the app creates, so the panel, lazy-loaded later, still sees the whole session.
 *
 * - the running machine actors (root and child) with their latest snapshot;
 * - per machine (its id), the state nodes visited this session, so QA sees what is not yet covered;
 * - a bounded log of the events machines received and the state each reached, in order (`entries`):
 *   the path recorder builds on it (notes/s29/inspector.md). Events are kept as sent (payload
 *   included); anything that shows or exports them redacts with summarizeContext.
 */
export interface InspectedActor {
  sessionId: string
  /** The actor's id (an invoked or spawned child's id in its parent; a root's is its session id). */
  id: string
  machineId: string
  parentSessionId: string | null
  snapshot: AnyMachineSnapshot
}

export interface InspectedMachine {
  machine: AnyStateMachine
  /** Ids of the state nodes active at any time this session. */
  visited: ReadonlySet<string>
}

export type LogEntry =
  | { seq: number; at: number; kind: 'event'; sessionId: string; machineId: string; event: AnyEventObject }
  | { seq: number; at: number; kind: 'state'; sessionId: string; machineId: string; value: StateValue }

type NewEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'seq' | 'at'> : never) : never

/** The log keeps the latest entries only: a long manual session must not grow without bound. */
export const LOG_LIMIT = 2000

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && '_nodes' in snapshot
}

export class InspectionLog {
  private readonly actors = new Map<string, InspectedActor>()
  private readonly machines = new Map<string, { machine: AnyStateMachine; visited: Set<string> }>()
  private readonly log: LogEntry[] = []
  private readonly listeners = new Set<() => void>()
  private seq = 0
  /** Changes with every recorded change: the panel's useSyncExternalStore snapshot. */
  version = 0

  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  readonly record = (event: InspectionEvent): void => {
    if (event.type === '@xstate.snapshot') this.snapshot(event.actorRef as AnyActorRef, event.snapshot)
    else if (event.type === '@xstate.event') this.event(event.actorRef as AnyActorRef, event.event)
    // A state the machine passes through within one step (an `always` router) rests in no snapshot:
    // the microstep that leaves it names it as its transitions' source.
    else if (event.type === '@xstate.microstep' && isMachineSnapshot(event.snapshot))
      this.visit(event.snapshot, event._transitions)
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The machine actors running now, parents before their children, in the order they started. */
  running(): InspectedActor[] {
    const byParent = new Map<string | null, InspectedActor[]>()
    for (const actor of this.actors.values())
      byParent.set(actor.parentSessionId, [...(byParent.get(actor.parentSessionId) ?? []), actor])
    const ordered = (parent: string | null): InspectedActor[] =>
      (byParent.get(parent) ?? []).flatMap((actor) => [actor, ...ordered(actor.sessionId)])
    return ordered(null)
  }

  /** How many actors the log holds: the running ones only, so a long session does not grow it. */
  get size(): number {
    return this.actors.size
  }

  /** Every machine that ran this session, with the states it visited. */
  seenMachines(): Map<string, InspectedMachine> {
    return new Map(this.machines)
  }

  entries(): readonly LogEntry[] {
    return this.log
  }

  private snapshot(ref: AnyActorRef, snapshot: unknown) {
    if (!isMachineSnapshot(snapshot)) return
    const { sessionId } = ref
    const machineId = snapshot.machine.id
    // Stopping (a page unmounting its root, a parent leaving an invoking state) ends in a 'stopped' snapshot.
    if (snapshot.status !== 'active') {
      this.actors.delete(sessionId)
    } else {
      const parentSessionId = ref._parent?.sessionId ?? null
      this.actors.set(sessionId, { sessionId, id: ref.id, machineId, parentSessionId, snapshot })
    }
    this.visit(snapshot)
    this.push({ kind: 'state', sessionId, machineId, value: snapshot.value })
  }

  private visit(snapshot: AnyMachineSnapshot, transitions: AnyTransitionDefinition[] = []) {
    const seen = this.machines.get(snapshot.machine.id) ?? { machine: snapshot.machine, visited: new Set<string>() }
    seen.machine = snapshot.machine
    for (const node of snapshot._nodes) seen.visited.add(node.id)
    for (const transition of transitions) seen.visited.add(transition.source.id)
    this.machines.set(snapshot.machine.id, seen)
  }

  private event(ref: AnyActorRef, event: AnyEventObject) {
    const snapshot: unknown = ref.getSnapshot()
    // Events to promise and callback actors are theirs, not a machine's; xstate.init starts every actor.
    if (!isMachineSnapshot(snapshot) || event.type === 'xstate.init') return
    this.push({ kind: 'event', sessionId: ref.sessionId, machineId: snapshot.machine.id, event })
  }

  private push(entry: NewEntry) {
    this.seq += 1
    this.log.push({ ...entry, seq: this.seq, at: this.now() })
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT)
    this.changed()
  }

  private changed() {
    this.version += 1
    for (const listener of this.listeners) listener()
  }
}

/**
 * The session's one log (mock builds): what `inspect` feeds and the panel reads. Pure: a real-API build,
 * where nothing reads it, leaves the module out (scripts/production-bundle.build.test.ts).
 */
export const inspectionLog = /* @__PURE__ */ new InspectionLog()
