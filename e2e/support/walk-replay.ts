import type { Page, Response } from '@playwright/test'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { SCENARIO_BASE_DATE } from '../../mock-server/seed'
import { expect, mock, test, type App, type PersonaKey } from '../fixtures'
import { expectNoAxeViolations } from './axe'
import { eventLabel, eventTypesIn, generateCoverageWalks, isAnswer, performEvent, reportCoverage, type BrowserActions, type GeneratedPath, type PathEvent, type Snap } from './machine-paths'
import type { FaultMode } from './mock'
import { declareWalkChecks } from './walk-checks'

/**
 * The replay of coverage walks in Chromium (ADR 0006), shared by the walk specs of the e-book's flows
 * (the apprentice's report and pauses, the instructor's review and the book's approval): a flow says
 * how its machine's events are caused and seen in the browser (WalkFlow); replayWalks declares one test
 * per walk from a freshly seeded scenario on the scenario's day, arranges each call's failure with the
 * fault switch (and holds a call until its busy page has been seen), compares each successful answer
 * with the walk's answer event, and runs axe once on each distinct page.
 */

/** The scenario's day: the walks' clock in the page and in the simulated backend. */
export const SCENARIO_NOW = new Date(SCENARIO_BASE_DATE)
/** One walk replays this many steps at most (few walks: each one logs in again). */
export const MAX_STEPS = 120


export type Walk<S> = GeneratedPath<S> & { covers: string[] }

/** The call path after /api/m/v1/ (the fault switch's `only` and `hold` match on its start). */
function callPathOf(url: string): string {
  const path = new URL(url).pathname
  const at = path.indexOf('/api/m/v1/')
  return at >= 0 ? path.slice(at + '/api/m/v1/'.length) : path
}

/** The simulated backend's answers to the page's calls, in the order they came. */
export class Served {
  private readonly responses: Response[] = []
  private mark = 0

  constructor(page: Page) {
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/api/m/v1/')) this.responses.push(response)
    })
  }

  /** Answers from here on belong to the calls the next step makes. */
  markNow(): void {
    this.mark = this.responses.length
  }

  /** The JSON body of the last answer since the mark to a call whose path matches (it may come a moment after the page shows it). */
  async body(call: RegExp): Promise<unknown> {
    const find = () =>
      this.responses
        .slice(this.mark)
        .reverse()
        .find((r) => r.ok() && call.test(callPathOf(r.url())))
    await expect.poll(() => find() !== undefined, { message: `an answer to ${call.source}` }).toBe(true)
    return (find() as Response).json()
  }
}

export interface Replay<S> {
  app: App
  walk: Walk<S>
  /** The state before the event. */
  from: S
  served: Served
}

export interface WalkFlow<TMachine extends AnyStateMachine> {
  name: string
  machine: TMachine
  events: readonly PathEvent[]
  input: InputFrom<TMachine>
  serialize: (s: Snap<TMachine>) => string
  unreachable: (s: Snap<TMachine>, event: PathEvent) => boolean
  /** What a transition covers (see generateCoverageWalks), null for nothing of its own. */
  target: (from: Snap<TMachine>, event: PathEvent, to: Snap<TMachine>) => string | null
  /** Event types of the machine that no walk replays, with the reason. */
  notReplayed: Record<string, string>
  persona: PersonaKey
  /** Opens the flow's page (its first calls answer as the walk's first steps say). */
  open: (replay: Replay<Snap<TMachine>>) => Promise<void>
  actions: BrowserActions<Replay<Snap<TMachine>>>
  /** A call runs in this state (the page shows it busy). */
  busy: (s: Snap<TMachine>) => boolean
  /** Events the page sends by itself, not at a user's step (beside the calls' answers). */
  byItself?: (event: PathEvent) => boolean
  /** The path (after /api/m/v1/) of the call an answer answers, in the busy state that waits for it. */
  callPath: (answer: PathEvent, during: Snap<TMachine>) => string
  /** A failure the simulated backend answers by itself, from what the page sends (no fault to arrange). */
  refusedByServer?: (answer: PathEvent) => boolean
  /** The fault switch's mode that makes the call fail as the answer says (default a 500). */
  faultMode?: (answer: PathEvent) => FaultMode
  /** The call a busy state waits for: its path, held until the busy page has been seen. */
  runningCall: (s: Snap<TMachine>) => string
  /** What the simulated backend answered the page for a successful call (null: nothing to compare). */
  served: (replay: Replay<Snap<TMachine>>, answer: PathEvent, during: Snap<TMachine>) => Promise<unknown>
  seeState: (replay: Replay<Snap<TMachine>>, s: Snap<TMachine>) => Promise<void>
  /** The page axe checks (once, in the first walk that shows it), or null when the state shows nothing to check. */
  page: (s: Snap<TMachine>) => string | null
  /** Every page the walks must reach (an `unreachable` rule that cut one off would fail the check). */
  pages: readonly string[]
  /** The page of a state, as `pages` names it. */
  screen: (s: Snap<TMachine>) => string
  /** How DEBUG_WALKS prints an event (default: its label). */
  debugLabel?: (event: PathEvent) => string
}

export const isErrorAnswer = (event: PathEvent | undefined) => !!event && event.type.startsWith('xstate.error.actor.')

/**
 * A call's failures before its success: the walk then takes the failure and the retry on its way,
 * where the success first would leave the failure (reachable only from the start) to a walk of its own.
 */
export function failuresFirst(events: readonly PathEvent[]): PathEvent[] {
  return [...events.filter(isErrorAnswer), ...events.filter((e) => !isErrorAnswer(e))]
}

/** What follows a user's step by itself (a run of call answers, arranged together). */
function answerRun<S>(walk: Walk<S>, from: number, byItself: (event: PathEvent | undefined) => boolean): Array<{ event: PathEvent; during: S }> {
  const run: Array<{ event: PathEvent; during: S }> = []
  for (let i = from; i < walk.steps.length && byItself(walk.steps[i]?.event); i++) {
    run.push({ event: walk.steps[i]!.event, during: i === 0 ? walk.initial : walk.steps[i - 1]!.state })
  }
  return run
}

export function walksOf<TMachine extends AnyStateMachine>(
  flow: Omit<WalkFlow<TMachine>, 'target'>,
  target: WalkFlow<TMachine>['target'],
): Array<Walk<Snap<TMachine>>> {
  return generateCoverageWalks(flow.machine, {
    events: flow.events,
    input: flow.input,
    serialize: flow.serialize,
    target,
    unreachable: flow.unreachable,
    maxSteps: MAX_STEPS,
  })
}

/**
 * The coverage target: the page a transition reaches with its field errors and message (`coarse`),
 * and every event type a browser can cause. Walks that only take the pages leave out events that
 * come back to a page seen already (a cancel, a rating changed, a save that succeeds); those event
 * types are targets of their own, so each is replayed once.
 */
export function pagesAndEvents<TMachine extends AnyStateMachine>(
  flow: Omit<WalkFlow<TMachine>, 'target'>,
  coarse: (s: Snap<TMachine>) => string,
): { target: WalkFlow<TMachine>['target']; pageTargets: Set<string> } {
  const own = new Set<string>()
  const target: WalkFlow<TMachine>['target'] = (_from, event, to) => (own.has(event.type) ? `event ${event.type}` : coarse(to))
  const pageTargets = new Set(walksOf(flow, target).flatMap((w) => w.covers))
  for (;;) {
    const taken = new Set(eventTypesIn(walksOf(flow, target)))
    const missing = [...new Set(flow.events.map((e) => e.type))].filter((type) => !taken.has(type) && !own.has(type))
    // A type no transition takes stays missing: it becomes a target once, which changes nothing.
    if (missing.length === 0) return { target, pageTargets }
    for (const type of missing) own.add(type)
  }
}

/** The pages (as axe names them) the walks show. */
export function axePagesOf<TMachine extends AnyStateMachine>(flow: WalkFlow<TMachine>, walks: Array<Walk<Snap<TMachine>>>): Set<string> {
  const pages = walks.flatMap((walk) => walk.steps.map((step) => (flow.busy(step.state) ? null : flow.page(step.state))))
  return new Set(pages.filter((page): page is string => page !== null))
}

/** `checkedBefore`: pages another flow's walks check with axe already (the same page of the same flow). */
export function replayWalks<TMachine extends AnyStateMachine>(flow: WalkFlow<TMachine>, walks: Array<Walk<Snap<TMachine>>>, checkedBefore: ReadonlySet<string> = new Set()): void {
  type S = Snap<TMachine>
  reportCoverage(flow.name, walks)
  // DEBUG_WALKS=1 prints each walk's steps when the file loads (with --list, say).
  if (process.env.DEBUG_WALKS) for (const w of walks) console.log(`${flow.name} ${w.title}\n  ${w.steps.map((st) => `${(flow.debugLabel ?? eventLabel)(st.event)} -> ${flow.screen(st.state)}`).join('\n  ')}`)
  const byItself = (event: PathEvent | undefined) => !!event && (isAnswer(event) || (flow.byItself?.(event) ?? false))

  test.describe(flow.name, () => {
    declareWalkChecks(flow, walks)

    test.describe('walks', () => {
      test.beforeEach(async ({ fresh, page, loginAs }) => {
        await page.clock.install({ time: SCENARIO_NOW })
        await mock.setClock(fresh, SCENARIO_NOW)
        await loginAs(flow.persona)
      })

      // Axe checks each distinct page once: in the first walk that shows it.
      const axeIn = new Map<string, Walk<S>>()
      for (const walk of walks) {
        for (const step of walk.steps) {
          const page = flow.busy(step.state) ? null : flow.page(step.state)
          if (page !== null && !axeIn.has(page) && !checkedBefore.has(page)) axeIn.set(page, walk)
        }
      }

      for (const walk of walks) {
        const covers = [...new Set(walk.covers.map((c) => c.split('|')[0]))].join(', ')
        test(`${walk.title}: ${covers}`, async ({ app }) => {
          test.setTimeout(60_000 + walk.steps.length * 3_000)
          const served = new Served(app.page)
          const replay: Replay<S> = { app, walk, from: walk.initial, served }
          const axeChecked = new Set<string>()
          const states = [walk.initial, ...walk.steps.map((s) => s.state)]
          let faultsOn = false
          let held = false

          /** The answers to the calls that step `i` starts (-1: opening the page): faults, and the call held while its page is busy. */
          const arrange = async (i: number) => {
            const run = answerRun(walk, i + 1, byItself)
            const faulty = run.filter(({ event }) => isErrorAnswer(event) && !(flow.refusedByServer?.(event) ?? false))
            const failing = [...new Set(faulty.map(({ event, during }) => flow.callPath(event, during)))]
            if (failing.length > 1) throw new Error(`one run of answers needs two failing calls (${failing.join(', ')}): the fault switch fails one path`)
            const after = states[i + 1]!
            const hold = i >= 0 && !byItself(walk.steps[i]?.event) && flow.busy(after) ? flow.runningCall(after) : null
            served.markNow()
            if (failing.length === 0 && hold === null && !faultsOn) return
            const mode: FaultMode = failing.length > 0 ? (flow.faultMode?.(faulty[0]!.event) ?? '500') : 'none'
            await mock.setFaults(app.page, mode, 0, failing[0] ?? null, hold)
            // Releasing the held call lifts the hold; a failure stays switched on until its answer has come.
            faultsOn = mode !== 'none'
            held = hold !== null
          }

          await test.step(`open -> ${flow.screen(walk.initial)}`, async () => {
            await arrange(-1)
            await flow.open(replay)
          })
          for (const [i, step] of walk.steps.entries()) {
            const from = states[i]!
            await test.step(`${i + 1}. ${eventLabel(step.event)} -> ${flow.target(from, step.event, step.state) ?? flow.screen(step.state)}`, async () => {
              replay.from = from
              const next = walk.steps[i + 1]?.event
              if (!byItself(step.event) && byItself(next)) await arrange(i)
              // The busy page has been seen: the held call answers now.
              if (isAnswer(step.event) && held) {
                held = false
                await mock.releaseHeld(app.page)
              }
              await performEvent(flow.actions, step.event, replay)
              await flow.seeState(replay, step.state)
              if (isAnswer(step.event) && !isErrorAnswer(step.event)) {
                const answered = await flow.served(replay, step.event, from)
                if (answered !== null) expect(answered, `what the simulated backend answered (${eventLabel(step.event)})`).toEqual(step.event.output)
              }
              if (byItself(step.event) && !byItself(next) && faultsOn) {
                faultsOn = false
                await mock.setFaults(app.page, 'none')
              }
              const page = flow.busy(step.state) ? null : flow.page(step.state)
              if (page !== null && axeIn.get(page) === walk && !axeChecked.has(page)) {
                axeChecked.add(page)
                await expectNoAxeViolations(app.page, `${flow.name}: ${page}`)
              }
            })
          }
        })
      }
    })
  })
}
