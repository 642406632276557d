import {
  createActor,
  fromCallback,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type EventFromLogic,
  type InputFrom,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import type { PathEvent } from '../../machines/wizard/path-event'

/**
 * Paths generated from a production machine with xstate/graph, for replay in the browser.
 *
 * `getShortestPaths` gives one path per distinct serialized vertex. Serializing a vertex as the
 * *transition* that reached it ("from --event--> to") makes every state-changing transition a vertex
 * of its own, so the shortest paths cover every transition, not only every state. Self-loops
 * (events that leave the serialized state as it is) are filtered out: they change context the view
 * does not show as a state, and each spec lists them. Paths that are a prefix of another path are
 * dropped: the longer path asserts every state on the way as well.
 */

/** The snapshot type xstate/graph hands back for a machine. */
export type Snap<TMachine extends AnyStateMachine> = ReturnType<TMachine['transition']>

export type { PathEvent }

// ---------------------------------------------------------------------------------------------
// Machines with child machines (the kit's verify-code): transitions of real actors

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'implementations' in logic && 'root' in logic
}

/** The machine with every call and timer replaced by one that never answers (answers come from the path's events), its child machines alike. */
function inert<T extends AnyStateMachine>(machine: T): T {
  const actors: Record<string, AnyActorLogic> = {}
  for (const [id, logic] of Object.entries(machine.implementations.actors as Record<string, unknown>)) {
    actors[id] = isMachine(logic) ? inert(logic) : fromCallback(() => {})
  }
  return machine.provide({ actors } as never) as T
}

interface Captured {
  persisted: unknown
  children: Record<string, unknown>
}
const captured = new WeakMap<object, Captured>()

function capture(actor: AnyActorRef): AnyMachineSnapshot {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot
  const children: Record<string, unknown> = {}
  const walk = (ref: AnyActorRef) => {
    for (const [id, child] of Object.entries(
      (ref.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {},
    )) {
      if (!child) continue
      children[id] = child.getSnapshot()
      walk(child)
    }
  }
  walk(actor)
  captured.set(snapshot, { persisted: actor.getPersistedSnapshot(), children })
  return snapshot
}

/** The actor (the root or a child machine, at any depth) that has a child named `id`. */
function holderOf(actor: AnyActorRef, id: string): AnyActorRef | null {
  const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {}
  if (children[id]) return actor
  for (const child of Object.values(children)) {
    const found = child ? holderOf(child, id) : null
    if (found) return found
  }
  return null
}

/**
 * A machine's logic for xstate/graph that follows its child machines: each transition restores a real
 * actor from the snapshot, delivers the event (a call's answer `xstate.done/error.actor.<id>` to the
 * machine running that call, at any depth; anything else to the root, which forwards what its
 * children need) and takes the snapshot it reaches. The pure `machine.transition` cannot: it neither
 * starts the child machines nor delivers to them. Calls and timers never answer by themselves.
 */
export function liveLogic<TMachine extends AnyStateMachine>(machine: TMachine, input?: InputFrom<TMachine>) {
  type S = Snap<TMachine>
  const model = inert(machine)
  let given = input
  const run = (snapshot: unknown | undefined, deliver?: (actor: AnyActorRef) => void): S => {
    const actor = createActor(
      model,
      snapshot === undefined ? { input: given } : { input: given, snapshot: snapshot as never },
    )
    actor.start()
    deliver?.(actor)
    const next = capture(actor) as S
    actor.stop()
    return next
  }
  const transition = (state: S, event: PathEvent): S => {
    // A machine that has finished takes no more events.
    if (state.status !== 'active') return state
    const answerOf = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    // A call answers only while it runs (an unhandled error event would fail the machine).
    if (answerOf !== undefined && !(answerOf in (captured.get(state)?.children ?? state.children))) return state
    return run(captured.get(state)?.persisted ?? state, (actor) => {
      const to = answerOf === undefined ? actor : (holderOf(actor, answerOf) ?? actor)
      to.send(event)
    })
  }
  return {
    transition,
    getInitialSnapshot: (_scope?: unknown, initialInput?: InputFrom<TMachine>): S => {
      if (initialInput !== undefined) given = initialInput
      return run(undefined)
    },
    /** Whether an actor of this id runs (a call waits for its answer), at any depth. */
    isRunning: (state: S, id: string) => id in (captured.get(state)?.children ?? state.children),
    /** The snapshot of a child (machine) at any depth, as it was in `state`. */
    child: (state: S, id: string): unknown => captured.get(state)?.children[id],
  }
}

export type LiveLogic<TMachine extends AnyStateMachine> = ReturnType<typeof liveLogic<TMachine>>

export interface ReplayStep<TSnapshot> {
  event: PathEvent
  /** The state the machine reaches with this event. */
  state: TSnapshot
}

export interface GeneratedPath<TSnapshot> {
  /** Readable: "init > login.succeeded > logout.request". */
  title: string
  initial: TSnapshot
  steps: Array<ReplayStep<TSnapshot>>
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  /** Every event with a payload; replaces xstate/graph's default of bare `{ type }` events. */
  events: readonly PathEvent[]
  input?: InputFrom<TMachine>
  /** What makes two snapshots the same state for the user (value plus the context the view shows). */
  serialize: (snapshot: Snap<TMachine>) => string
  /**
   * Transitions no user can cause in the browser (say, an event while a modal dialog covers every
   * control that sends it). Each spec names them with the reason.
   */
  unreachable?: (snapshot: Snap<TMachine>, event: PathEvent) => boolean
  /** Stop exploring beyond states that match (bounds flows with many states). */
  stopAt?: (snapshot: Snap<TMachine>) => boolean
  /**
   * 'transitions' (default): a path to every state-changing transition. 'states': a path to every
   * state only, for long wizards where transition coverage would replay hundreds of steps.
   */
  cover?: 'transitions' | 'states'
}

/** A short label: the type without "xstate.", plus the field, answer status or error key that tells events of one type apart. */
export function eventLabel(event: PathEvent): string {
  const type = event.type.replace(/^xstate\./, '').replace(/^(after\.\w+)\..*$/, '$1')
  const output = event.output as { status?: unknown; verified?: unknown; sent?: unknown } | undefined
  const error = event.error as { key?: unknown } | undefined
  const detail =
    typeof event.field === 'string'
      ? event.field
      : typeof output?.status === 'string'
        ? output.status
        : output?.sent === true
          ? 'sent'
          : typeof output?.verified === 'boolean'
            ? `verified ${output.verified}`
            : typeof error?.key === 'string'
              ? error.key
              : null
  return detail ? `${type}(${detail})` : type
}

/** Every event type the machine reacts to anywhere: intents, `xstate.done.actor.<id>`, `xstate.after.…`. */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events.map(String))].sort()
}

export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine>,
): Array<GeneratedPath<Snap<TMachine>>> {
  type S = Snap<TMachine>
  const { serialize, unreachable } = options
  // The list holds the machine's own events (and its done/error/after events) with payloads.
  const events = options.events as unknown as ReadonlyArray<EventFromLogic<TMachine>>
  const logic = liveLogic(machine, options.input)
  const raw = getShortestPaths(logic as unknown as TMachine, {
    events,
    input: options.input,
    serializeState: (state: S, event, previous?: S) =>
      options.cover === 'states' || event === undefined || previous === undefined
        ? serialize(state)
        : `${serialize(previous)} --${(event as PathEvent).type}--> ${serialize(state)}`,
    filterEvents: (state: S, event) =>
      !unreachable?.(state, event as PathEvent) &&
      (options.cover === 'states' || serialize(logic.transition(state, event as PathEvent)) !== serialize(state)),
    stopWhen: options.stopAt,
  })
  const paths = raw.map((path) => {
    const [first, ...rest] = path.steps
    if (!first) throw new Error('xstate/graph answered a path without its initial step')
    return {
      title: ['init', ...rest.map((s) => eventLabel(s.event as unknown as PathEvent))].join(' > '),
      initial: first.state as S,
      steps: rest.map((s) => ({ event: s.event as unknown as PathEvent, state: s.state as S })),
    }
  })
  const key = (p: { steps: Array<{ event: PathEvent }> }) => p.steps.map((s) => JSON.stringify(s.event))
  const isPrefixOf = (a: string[], b: string[]) => a.length < b.length && a.every((e, i) => e === b[i])
  return paths.filter((p) => !paths.some((q) => isPrefixOf(key(p), key(q))))
}

/** The event types that occur in the generated paths. */
export function eventTypesIn(paths: Array<GeneratedPath<unknown>>): string[] {
  return [...new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))].sort()
}

/** A browser action per event type; a type without one fails the replay (a new event needs a mapping). */
export type BrowserActions<TContext> = Record<string, (event: PathEvent, context: TContext) => Promise<void>>

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: the answer of an invoked call, not something a user does. */
export function isAnswer(event: PathEvent | undefined): boolean {
  return !!event && /^xstate\.(done|error)\.actor\./.test(event.type)
}

export async function performEvent<TContext>(
  actions: BrowserActions<TContext>,
  event: PathEvent,
  context: TContext,
): Promise<void> {
  const action = actions[event.type]
  if (!action)
    throw new Error(
      `No browser action for the machine event "${event.type}": map it in the spec that replays this machine.`,
    )
  await action(event, context)
}

export interface WalkOptions<TMachine extends AnyStateMachine> {
  /** Every event with a payload; replaces xstate/graph's default of bare `{ type }` events. */
  events: readonly PathEvent[]
  input?: InputFrom<TMachine>
  /** What makes two snapshots one vertex of the graph the walks move on (fine: the page and what it shows). */
  serialize: (snapshot: Snap<TMachine>) => string
  /**
   * What a transition covers, or null when it covers nothing of its own: say "the page it reaches" or
   * "from page, event, to page". Every target the graph holds is reached by some walk.
   */
  target: (from: Snap<TMachine>, event: PathEvent, to: Snap<TMachine>) => string | null
  /** Transitions no user can cause in the browser; each spec names them with the reason. */
  unreachable?: (snapshot: Snap<TMachine>, event: PathEvent) => boolean
  /** A walk starts again from the initial state once it has this many steps (keeps each browser test short). */
  maxSteps?: number
}

/**
 * Walks through the production machine's state graph that together take every target transition.
 *
 * A wizard's shortest paths each start from its first page, so covering every page, refusal and failed
 * call with them replays the same first pages hundreds of times. A walk instead goes on from where it
 * is to the nearest transition that covers something not yet taken (a failed call, then its retry, then
 * the next page), and starts again from the initial state only when nothing new is reachable or it has
 * grown to `maxSteps`. The graph is xstate/graph's adjacency map of the machine with the listed events.
 */
export function generateCoverageWalks<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: WalkOptions<TMachine>,
): Array<GeneratedPath<Snap<TMachine>> & { covers: string[] }> {
  type S = Snap<TMachine>
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, {
    events: options.events as ReadonlyArray<EventObject>,
    input: options.input,
    serializeState: (state: AnyMachineSnapshot) => options.serialize(state as S),
    filterEvents: (state: AnyMachineSnapshot, event: EventObject) =>
      state.can(event) && !options.unreachable?.(state as S, event as PathEvent),
  }) as unknown as Record<string, { state: S; transitions: Record<string, { event: PathEvent; state: S }> }>
  interface Edge {
    from: string
    to: string
    event: PathEvent
    state: S
    target: string | null
  }
  const edges = new Map<string, Edge[]>()
  const targets = new Set<string>()
  for (const [from, vertex] of Object.entries(adjacency)) {
    const out: Edge[] = []
    for (const { event, state } of Object.values(vertex.transitions)) {
      const to = options.serialize(state)
      if (to === from) continue
      const target = options.target(vertex.state, event, state)
      if (target !== null) targets.add(target)
      out.push({ from, to, event, state, target })
    }
    edges.set(from, out)
  }
  const [initialKey, initialVertex] = Object.entries(adjacency)[0] ?? []
  if (initialKey === undefined || !initialVertex) throw new Error('xstate/graph answered an empty adjacency map')

  /** The shortest run of edges from `start` that ends with an edge covering something new. */
  const nearestNew = (start: string, covered: Set<string>): Edge[] | null => {
    const cameFrom = new Map<string, Edge | null>([[start, null]])
    const queue = [start]
    for (let head = 0; head < queue.length; head++) {
      const key = queue[head] as string
      for (const edge of edges.get(key) ?? []) {
        if (edge.target !== null && !covered.has(edge.target)) {
          const run = [edge]
          for (let back = cameFrom.get(key); back; back = cameFrom.get(back.from)) run.unshift(back)
          return run
        }
        if (!cameFrom.has(edge.to)) {
          cameFrom.set(edge.to, edge)
          queue.push(edge.to)
        }
      }
    }
    return null
  }

  const maxSteps = options.maxSteps ?? 60
  const covered = new Set<string>()
  const walks: Array<GeneratedPath<S> & { covers: string[] }> = []
  while (covered.size < targets.size) {
    const steps: Edge[] = []
    const covers: string[] = []
    let at = initialKey
    while (steps.length < maxSteps) {
      const run = nearestNew(at, covered)
      if (!run) break
      for (const edge of run) {
        if (edge.target !== null && !covered.has(edge.target)) {
          covered.add(edge.target)
          covers.push(edge.target)
        }
      }
      steps.push(...run)
      at = run[run.length - 1]?.to ?? at
    }
    if (steps.length === 0) break
    walks.push({
      title: `walk ${walks.length + 1}: ${steps.length} steps, ${covers.length} new`,
      initial: initialVertex.state,
      steps: steps.map((e) => ({ event: e.event, state: e.state })),
      covers,
    })
  }
  return walks
}

/**
 * What the replayed paths of one machine reach: distinct states (snapshot values) and state-changing
 * transitions. Printed with PATH_COVERAGE=1 (`PATH_COVERAGE=1 npx playwright test --list`), so a
 * refactor of a machine can show it covers at least what it covered before (issue 7).
 */
export function reportCoverage(
  name: string,
  paths: ReadonlyArray<{
    initial: AnyMachineSnapshot
    steps: ReadonlyArray<{ event: PathEvent; state: AnyMachineSnapshot }>
  }>,
): void {
  if (!process.env.PATH_COVERAGE) return
  const states = new Set<string>()
  const transitions = new Set<string>()
  // A state is the machine's value with the values of the child machines it runs (a verify-code
  // child's phases are states of the flow as much as the parent's own).
  const key = (snapshot: AnyMachineSnapshot): string => {
    const children = Object.entries(snapshot.children ?? {})
      .map(([id, child]) => {
        const value = (child as { getSnapshot?: () => { value?: unknown } } | undefined)?.getSnapshot?.().value
        return value === undefined ? null : `${id}:${JSON.stringify(value)}`
      })
      .filter((entry): entry is string => entry !== null)
      .sort()
    return [JSON.stringify(snapshot.value), ...children].join(' ')
  }
  for (const path of paths) {
    let from = key(path.initial)
    states.add(from)
    for (const step of path.steps) {
      const to = key(step.state)
      states.add(to)
      if (to !== from) transitions.add(`${from} --${eventLabel(step.event)}--> ${to}`)
      from = to
    }
  }
  console.log(
    `[path-coverage] ${name}: ${paths.length} paths, ${paths.reduce((n, p) => n + p.steps.length, 0)} steps, ${states.size} states, ${transitions.size} transitions`,
  )
}
