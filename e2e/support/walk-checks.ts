import { getNextSnapshot, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import { expect, test } from '../fixtures'
import {
  eventLabel,
  eventTypesIn,
  machineEventTypes,
  type GeneratedPath,
  type PathEvent,
  type Snap,
} from './machine-paths'

/** What the checks read of a spec's flow (its WalkFlow has more). */
export interface CheckedFlow<TMachine extends AnyStateMachine> {
  machine: TMachine
  serialize: (s: Snap<TMachine>) => string
  actions: Record<string, unknown>
  /** Event types of the machine that no walk replays, with the reason. */
  notReplayed: Record<string, string>
  /** Every page the walks must reach. */
  pages: readonly string[]
  screen: (s: Snap<TMachine>) => string
  /** The transition a walk's step takes (default the machine's own; liveLogic's where child machines answer calls). */
  next?: (s: Snap<TMachine>, event: PathEvent) => Snap<TMachine>
}

/**
 * The three checks every spec that replays coverage walks makes, without a browser: every event of the
 * machine has a browser action or a reason not to be replayed, the walks reach every page, and every
 * walk is a run of the production machine (each step's state is what the machine does with the event).
 */
export function declareWalkChecks<TMachine extends AnyStateMachine>(
  flow: CheckedFlow<TMachine>,
  walks: Array<GeneratedPath<Snap<TMachine>>>,
): void {
  test('every machine event is replayed or has a reason not to be', () => {
    const listed = new Set([...Object.keys(flow.actions), ...Object.keys(flow.notReplayed)])
    expect(
      machineEventTypes(flow.machine).filter((type) => !listed.has(type)),
      'machine events without a browser action or a reason',
    ).toEqual([])
    expect(
      eventTypesIn(walks).filter((type) => !(type in flow.actions)),
      'walk events without a browser action',
    ).toEqual([])
    expect(
      eventTypesIn(walks).filter((type) => type in flow.notReplayed),
      'events listed as not replayed that a walk replays',
    ).toEqual([])
  })

  test('the walks reach every page', () => {
    const reached = new Set(walks.flatMap((walk) => walk.steps.map((step) => flow.screen(step.state))))
    expect(flow.pages.filter((page) => !reached.has(page))).toEqual([])
  })

  test('every walk is a run of the production machine', () => {
    expect(walks.length).toBeGreaterThan(0)
    for (const walk of walks) {
      let at = walk.initial as SnapshotFrom<TMachine>
      for (const [i, step] of walk.steps.entries()) {
        at = (
          flow.next
            ? flow.next(at as Snap<TMachine>, step.event)
            : getNextSnapshot(flow.machine, at, step.event as never)
        ) as SnapshotFrom<TMachine>
        expect(flow.serialize(at as Snap<TMachine>), `${walk.title}, step ${i + 1} (${eventLabel(step.event)})`).toBe(
          flow.serialize(step.state),
        )
      }
    }
  })
}
