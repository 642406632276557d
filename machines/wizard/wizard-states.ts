import { assign, type EventObject, type MachineContext } from 'xstate'
import type { StepList } from './steps'

/**
 * State-config pieces every wizard machine is built from (issue 7): the shape is
 *
 *   on: todayChange<Context, Event>(),
 *   initial: 'active',
 *   states: {
 *     active: { ...activeState, states: { ...outerStates, loading…, next, previous, <steps> } },
 *     paused: pausedState(id),
 *   }
 *
 * (a wizard whose logout or failed load does more, as the apprentice's, writes its own `session.expired`
 * or `load-failed` beside `hist: historyState`). The pieces are plain objects: the chart stays one
 * literal in `createMachine`, so its inline actions keep the machine's types.
 *
 * `next` and `previous` are transient states that route to the step the step list names (guards
 * `nextIs` / `previousIs` with `{ step }` params, made by stepGuards), so a step's Continue and Back
 * target one place whatever is skipped. `hist` remembers the page a forced logout left.
 */

/** The shallow history the paused wizard resumes into. */
export const historyState = { type: 'history', history: 'shallow' } as const

/** A failed load shows its message; `load.retry` starts `loading` again without it. */
export const loadFailedState = { on: { 'load.retry': { target: 'loading', actions: 'clearErrors' } } } as const

/** The states every wizard has under `active` besides its own: `hist` (where `paused` returns) and `load-failed`. */
export const outerStates = { hist: historyState, 'load-failed': loadFailedState } as const

/** The wizard's `active` state: it starts by loading, and a forced logout (`session.expired`) pauses it. */
export const activeState = { on: { 'session.expired': 'paused' }, initial: 'loading' } as const

/**
 * The root's `today.change`: after a restore on another day the edge tells the machine, and the rules
 * that read `context.today` (ages, start dates, quick days) use the new day. Typed with the machine's
 * context and events, as an action in the chart must be.
 */
export function todayChange<Ctx extends MachineContext & { today: string }, Ev extends EventObject>() {
  return {
    'today.change': {
      // Generic Ctx: TypeScript cannot see that `{ today }` is a Partial<Ctx>; Ctx has `today: string` by its bound.
      actions: assign<Ctx, { type: 'today.change'; today: string }, undefined, Ev, never>(
        ({ event }) => ({ today: event.today }) as Partial<Ctx>,
      ),
    },
  }
}

/**
 * A forced logout parks the wizard here, its answers kept (and persisted by the edge) until the next
 * login sends `session.resumed`: back to the page it was on, without its old messages.
 */
export function pausedState(machineId: string) {
  return { on: { 'session.resumed': { target: `#${machineId}.active.hist`, actions: 'clearErrors' as const } } }
}

/** The target of a step's state node: `#<machine>.active.<step>`. */
export function stepTarget<Step extends string>(machineId: string, step: Step) {
  return `#${machineId}.active.${step}` as const
}

/** One guarded transition per step: to the step whose guard (with `{ step }` params) holds. */
export function toEachStep<Step extends string, G extends string>(machineId: string, steps: readonly Step[], guard: G) {
  return steps.map((step) => ({ guard: { type: guard, params: { step } }, target: stepTarget(machineId, step) }))
}

/**
 * The transient `next` and `previous` states: first a pending return (to the review after a "Change"
 * link), else the step the step list names.
 */
export function routingStates<Step extends string, R extends string, O extends string = never>(
  machineId: string,
  steps: readonly Step[],
  ids: { next: string; previous: string },
  back: { guard: R; step: Step },
  /** A guard (with `{ step }` params) that `next` asks before the step list: what a "Change" left open. */
  openFirst?: O,
) {
  const returning = { guard: back.guard, target: stepTarget(machineId, back.step) }
  const open = openFirst === undefined ? [] : toEachStep(machineId, steps, openFirst)
  return {
    next: { id: ids.next, always: [returning, ...open, ...toEachStep(machineId, steps, 'nextIs' as const)] },
    previous: { id: ids.previous, always: [returning, ...toEachStep(machineId, steps, 'previousIs' as const)] },
  }
}

/** The guards routingStates needs, from the step list and the step the context is on. */
export function stepGuards<Step extends string, Ctx extends { step: Step }>(list: StepList<Step, Ctx>) {
  return {
    nextIs: ({ context }: { context: Ctx }, params: { step: Step }) => list.next(context.step, context) === params.step,
    previousIs: ({ context }: { context: Ctx }, params: { step: Step }) =>
      list.previous(context.step, context) === params.step,
  }
}

/**
 * Saving a step's answers: the `busy` page while the call runs, on to `next` when it answers (action
 * `draftSaved`), back to `back` with the failure shown (action `saveFailed`). Everything typed stays.
 */
export function savingState<Ctx, I, Src extends string>(options: {
  src: Src
  input: (args: { context: Ctx }) => I
  next: string
  back: string
}) {
  return {
    tags: 'busy' as const,
    invoke: {
      id: options.src,
      src: options.src,
      input: options.input,
      onDone: { target: options.next, actions: 'draftSaved' as const },
      onError: { target: options.back, actions: 'saveFailed' as const },
    },
  }
}
