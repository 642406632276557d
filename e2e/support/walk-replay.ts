import type { Page, Response } from '@playwright/test'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { SCENARIO_BASE_DATE } from '../../mock-server/seed'
import { expect, mock, test, type App, type Fixtures, type PersonaKey } from '../fixtures'
import { NOTIFICATION_POLL_MS } from '../../machines/shell/session.machine'
import { expectNoAxeViolations } from './axe'
import {
  eventLabel,
  eventTypesIn,
  generateCoverageWalks,
  isAnswer,
  machineEventTypes,
  performEvent,
  reportCoverage,
  type BrowserActions,
  type GeneratedPath,
  type PathEvent,
  type Snap,
} from './machine-paths'
import type { FaultMode } from './mock'
import { declareWalkChecks } from './walk-checks'

/**
 * The replay of coverage walks in Chromium (ADR 0006), shared by every path spec (the e-book's report,
 * pauses, review and approval; the application wizards): a flow says how its machine's events are
 * caused and seen in the browser (WalkFlow, the spec's "driver"); replayWalks declares one test per
 * walk from a freshly seeded scenario on the scenario's day, arranges each call's failure with the
 * fault switch (a 406 where the session expires during a call), holds a call until its busy page has
 * been seen or the user has acted during it, compares each successful answer with the walk's answer
 * event, and runs axe once on each distinct page.
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

  /** `listen`: only a flow that compares answers listens (every response then crosses to the test runner). */
  constructor(page: Page, listen = true) {
    if (!listen) return
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

export interface Replay<S, W = undefined> {
  app: App
  loginAs: Fixtures['loginAs']
  walk: Walk<S>
  /** The state before the event. */
  from: S
  /** The walk's events after this one (the answers what is typed now must lead to). */
  rest: PathEvent[]
  served: Served
  /** The page the flow was on when the session expired (sessionActions goes back to it). */
  resumeUrl: string | null
  /** What the flow keeps for one walk (WalkFlow.world). */
  world: W
}

/** A step the page takes while a call runs or by itself, and the state it comes in. */
export interface RunStep<S> {
  event: PathEvent
  during: S
}

export interface WalkFlow<TMachine extends AnyStateMachine, W = undefined> {
  name: string
  machine: TMachine
  events: readonly PathEvent[]
  input: InputFrom<TMachine>
  serialize: (s: Snap<TMachine>) => string
  unreachable: (s: Snap<TMachine>, event: PathEvent) => boolean
  /** What a transition covers (see generateCoverageWalks), null for nothing of its own; also names each step. */
  target: (from: Snap<TMachine>, event: PathEvent, to: Snap<TMachine>) => string | null
  /** A walk starts again from the initial state after this many steps (default MAX_STEPS). */
  maxSteps?: number
  /** Event types of the machine that no walk replays, with the reason. */
  notReplayed: Record<string, string>
  /** Who replays the walks (logged in before the page opens); null: a visitor, logged out. */
  persona: PersonaKey | null
  /** What the flow keeps for one walk (made fresh for each). */
  world?: (app: App) => W
  /**
   * The clocks of the page and the simulated backend: from the scenario's day on ('running', the
   * default), standing still at it ('fixed'), or the real ones ('real': the flow sets what it needs).
   */
  clock?: 'running' | 'fixed' | 'real'
  /** Prepares the scenario before the persona logs in (say, through the portal's API). */
  prepare?: (page: Page) => Promise<void>
  /** A step's actions fail after this long (default: the config's). */
  actionTimeout?: number
  /** Opens the flow's page (its first calls answer as the walk's first steps say). */
  open: (replay: Replay<Snap<TMachine>, W>) => Promise<void>
  /** seeState asserts the initial state once the page is open (a flow that opens on a page waiting for the user). */
  seeOpened?: boolean
  actions: BrowserActions<Replay<Snap<TMachine>, W>>
  /** A call runs in this state (the page shows it busy). */
  busy: (s: Snap<TMachine>) => boolean
  /**
   * seeState asserts busy pages (default): each call a user's step starts is held until its busy page
   * has been seen. Without, a call is held only while the walk has the user act during it.
   */
  seesBusy?: boolean
  /** Events the page sends by itself, not at a user's step (beside the calls' answers). */
  byItself?: (event: PathEvent) => boolean
  /** The path (after /api/m/v1/) of the call an answer answers, in the busy state that waits for it. */
  callPath: (answer: PathEvent, during: Snap<TMachine>) => string
  /** A failure the simulated backend answers by itself, from what the page sends (no fault to arrange). */
  refusedByServer?: (answer: PathEvent) => boolean
  /** The fault switch's mode that makes the call fail as the answer says (default a 500). */
  faultMode?: (answer: PathEvent) => FaultMode
  /** The path of the call a busy state waits for (to hold it, or to fail it when the session expires during it). */
  runningCall?: (s: Snap<TMachine>) => string
  /**
   * Every call answers after this long (the fault switch's latency), so that the busy states a walk
   * passes by itself (one call after another) can be seen; no call is held then.
   */
  latencyMs?: number
  /**
   * Arranges each answer on its own, just before the step it follows (when the page shows what the
   * answer needs, say the QR code the simulated ID app confirms), and answers the fault switch's mode
   * for it; instead of arranging a run of answers at the user's step (callPath, faultMode,
   * refusedByServer and arrangeAnswers are not asked then).
   */
  arrangeEach?: (answer: PathEvent, replay: Replay<Snap<TMachine>, W>) => Promise<FaultMode>
  /** Undoes what arrangeEach changed besides the fault switch, once a run of answers has ended. */
  settle?: (app: App) => Promise<void>
  /** Makes the seeded world give the answers of a run (before the user's step that starts the calls). */
  arrangeAnswers?: (run: Array<RunStep<Snap<TMachine>>>, replay: Replay<Snap<TMachine>, W>) => Promise<void>
  /** What the simulated backend answered the page for a successful call (null or none: nothing to compare). */
  served?: (replay: Replay<Snap<TMachine>, W>, answer: PathEvent, during: Snap<TMachine>) => Promise<unknown>
  seeState: (replay: Replay<Snap<TMachine>, W>, s: Snap<TMachine>) => Promise<void>
  /** The page axe checks (once, in the first walk that shows it), or null when the state shows nothing to check. */
  page: (s: Snap<TMachine>) => string | null
  /** Every page the walks must reach (an `unreachable` rule that cut one off would fail the check). */
  pages: readonly string[]
  /** The page of a state, as `pages` names it. */
  screen: (s: Snap<TMachine>) => string
  /** The transition the "run of the production machine" check follows (default the machine's own; liveLogic's for child machines). */
  next?: (s: Snap<TMachine>, event: PathEvent) => Snap<TMachine>
  /** How a walk's test names a target it covers (default the page before `|`; null leaves it out). */
  coverLabel?: (target: string) => string | null
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

export function walksOf<TMachine extends AnyStateMachine, W>(
  flow: Omit<WalkFlow<TMachine, W>, 'target'>,
  target: WalkFlow<TMachine, W>['target'],
): Array<Walk<Snap<TMachine>>> {
  return generateCoverageWalks(flow.machine, {
    events: flow.events,
    input: flow.input,
    serialize: flow.serialize,
    target,
    unreachable: flow.unreachable,
    maxSteps: flow.maxSteps ?? MAX_STEPS,
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
  const target: WalkFlow<TMachine>['target'] = (_from, event, to) =>
    own.has(event.type) ? `event ${event.type}` : coarse(to)
  const pageTargets = new Set(walksOf(flow, target).flatMap((w) => w.covers))
  for (;;) {
    const taken = new Set(eventTypesIn(walksOf(flow, target)))
    const missing = [...new Set(flow.events.map((e) => e.type))].filter((type) => !taken.has(type) && !own.has(type))
    // A type no transition takes stays missing: it becomes a target once, which changes nothing.
    if (missing.length === 0) return { target, pageTargets }
    for (const type of missing) own.add(type)
  }
}

/**
 * The parts of a flow whose busy states each wait for one call (`call`: its path, or the path of the
 * call a busy state waits for): axe checks each page that is not busy, and `pages` is left to
 * replayCoarseWalks.
 */
export function callFlow<S, W = undefined>(parts: {
  busy: (s: S) => boolean
  call: string | ((during: S) => string)
  seeState: (replay: Replay<S, W>, s: S) => Promise<void>
  screen: (s: S) => string
}) {
  const { busy, call, seeState, screen } = parts
  const callOf: (during: S) => string = typeof call === 'string' ? () => call : call
  const pages: readonly string[] = []
  return {
    busy,
    callPath: (_answer: PathEvent, during: S) => callOf(during),
    runningCall: callOf,
    seeState,
    page: (s: S) => (busy(s) ? null : screen(s)),
    pages,
    screen,
  }
}

/** Replays the walks that cover pagesAndEvents' targets (`coarse`: a page with its messages); `pages`: every page they must reach. */
export function replayCoarseWalks<TMachine extends AnyStateMachine>(
  base: Omit<WalkFlow<TMachine>, 'target'>,
  coarse: (s: Snap<TMachine>) => string,
  pages: readonly string[],
): void {
  const flow: WalkFlow<TMachine> = { ...base, target: pagesAndEvents(base, coarse).target, pages }
  replayWalks(flow, walksOf(flow, flow.target))
}

/** The pages (as axe names them) the walks show. */
export function axePagesOf<TMachine extends AnyStateMachine>(
  flow: Pick<WalkFlow<TMachine>, 'busy' | 'page'>,
  walks: Array<Walk<Snap<TMachine>>>,
): Set<string> {
  const pages = walks.flatMap((walk) =>
    walk.steps.map((step) => (flow.busy(step.state) ? null : flow.page(step.state))),
  )
  return new Set(pages.filter((page): page is string => page !== null))
}

/** The answer's call (the `<id>` of `xstate.done/error.actor.<id>`). */
export const actorOf = (event: PathEvent) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1] ?? null

/** A forced logout (406) during a call: the call's answer is the session's end (sessionActions). */
const isSessionEnd = (event: PathEvent) => event.type === 'session.expired'

/**
 * session.expired and session.resumed (§2: a 406 logs the user out and pauses the flow; logging in
 * again resumes it). On a page that waits for the user the next call meets the revoked session (the
 * notification poll, moved on to); during a call the replay has its answer be the 406. Resuming logs
 * the persona in again and goes back to the flow's page (the browser's back button, or `reopen`).
 */
export function sessionActions<S, W>(
  flow: { persona: PersonaKey; busy: (s: S) => boolean },
  reopen?: (replay: Replay<S, W>) => Promise<void>,
): BrowserActions<Replay<S, W>> {
  return {
    'session.expired': async (_event, replay) => {
      const { app } = replay
      if (flow.busy(replay.from)) return
      replay.resumeUrl = app.page.url()
      await mock.setFaults(app.page, '406', 0, 'notifications/list')
      await app.page.clock.fastForward(NOTIFICATION_POLL_MS)
      await app.shell.seeForcedLogoutDialog()
      await mock.setFaults(app.page, 'none')
    },
    'session.resumed': async (_event, replay) => {
      const { app } = replay
      await app.shell.clickForcedLogoutClose()
      await replay.loginAs(flow.persona)
      if (reopen) return reopen(replay)
      if (!replay.resumeUrl) throw new Error('session.resumed without a session.expired before it')
      // The forced logout pushed the start page over the flow's page.
      await app.page.goBack()
      await expect(app.page).toHaveURL(replay.resumeUrl)
    },
  }
}

/** A paused flow: the user was sent to the start page with the forced-logout dialog. */
export async function seePaused(app: App): Promise<void> {
  await expect(app.page).toHaveURL(/\/$/)
  await app.shell.seeForcedLogoutDialog()
}

/** The page gets the answer by itself: seeState waits for what it shows. */
export const answered = async () => {}

/** A browser action (`answered`) for each call answer the machine or its child machines take (those of the events), but those not replayed. */
export function answersOf<TContext>(
  machine: AnyStateMachine,
  events: readonly PathEvent[],
  notReplayed: Record<string, string> = {},
): BrowserActions<TContext> {
  const types = new Set([...machineEventTypes(machine), ...events.map((e) => e.type)])
  return Object.fromEntries(
    [...types].filter((type) => isAnswer({ type }) && !(type in notReplayed)).map((type) => [type, answered]),
  )
}

/** The walk's target names: the pages it covers first (the page before `|`). */
const defaultCoverLabel = (target: string) => target.split('|')[0] ?? target

/** `checkedBefore`: pages another flow's walks check with axe already (the same page of the same flow). */
export function replayWalks<TMachine extends AnyStateMachine, W = undefined>(
  flow: WalkFlow<TMachine, W>,
  walks: Array<Walk<Snap<TMachine>>>,
  checkedBefore: ReadonlySet<string> = new Set(),
): void {
  type S = Snap<TMachine>
  reportCoverage(flow.name, walks)
  // DEBUG_WALKS=1 prints each walk's steps when the file loads (with --list, say).
  if (process.env.DEBUG_WALKS)
    for (const w of walks)
      console.log(
        `${flow.name} ${w.title}\n  ${w.steps.map((st) => `${(flow.debugLabel ?? eventLabel)(st.event)} -> ${flow.screen(st.state)}`).join('\n  ')}`,
      )
  const byItself = (event: PathEvent | undefined) => !!event && (isAnswer(event) || (flow.byItself?.(event) ?? false))
  const runningCall = (s: S) =>
    flow.runningCall?.(s) ?? fail(`${flow.name}: no runningCall for the call in ${JSON.stringify(s.value)}`)

  test.describe(flow.name, () => {
    if (flow.actionTimeout) test.use({ actionTimeout: flow.actionTimeout })
    declareWalkChecks(flow, walks)

    test.describe('walks', () => {
      // A visitor on the real clocks needs nothing before the flow opens its page.
      if (flow.clock !== 'real' || flow.persona !== null || flow.prepare)
        test.beforeEach(async ({ fresh, page, loginAs }) => {
          if (flow.clock === 'fixed') await page.clock.setFixedTime(SCENARIO_NOW)
          else if (flow.clock !== 'real') await page.clock.install({ time: SCENARIO_NOW })
          if (flow.clock !== 'real') await mock.setClock(fresh, SCENARIO_NOW)
          await flow.prepare?.(page)
          if (flow.persona !== null) await loginAs(flow.persona)
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
        const covers = [
          ...new Set(walk.covers.map(flow.coverLabel ?? defaultCoverLabel).filter((c): c is string => c !== null)),
        ].join(', ')
        test(covers ? `${walk.title}: ${covers}` : walk.title, async ({ app, loginAs }) => {
          test.setTimeout(60_000 + walk.steps.length * 3_000)
          const served = new Served(app.page, flow.served !== undefined)
          const world = flow.world?.(app) as W
          const replay: Replay<S, W> = {
            app,
            loginAs,
            walk,
            from: walk.initial,
            rest: walk.steps.map((s) => s.event),
            served,
            resumeUrl: null,
            world,
          }
          const axeChecked = new Set<string>()
          const states = [walk.initial, ...walk.steps.map((s) => s.state)]
          /** Step `j` comes by itself: a call's answer, what the page sends, or anything while a call runs. */
          const inRun = (j: number) =>
            j >= 0 && j < walk.steps.length && (byItself(walk.steps[j]!.event) || flow.busy(states[j]!))
          let faultsOn = false
          let held: string | null = null

          /** The answers to the calls that step `i` starts (-1: opening the page): the world, faults, and the call held while its page is busy. */
          const arrange = async (i: number) => {
            if (flow.arrangeEach) return
            const run: Array<RunStep<S>> = []
            for (let j = i + 1; inRun(j); j++) run.push({ event: walk.steps[j]!.event, during: states[j]! })
            await flow.arrangeAnswers?.(run, replay)
            const failing = new Map<string, FaultMode>()
            for (const { event, during } of run) {
              if (isSessionEnd(event) && flow.busy(during)) failing.set(runningCall(during), '406')
              else if (isErrorAnswer(event) && !(flow.refusedByServer?.(event) ?? false))
                failing.set(flow.callPath(event, during), flow.faultMode?.(event) ?? '500')
            }
            if (failing.size > 1)
              throw new Error(
                `one run of answers needs two failing calls (${[...failing.keys()].join(', ')}): the fault switch fails one path`,
              )
            const after = states[i + 1]!
            // The user acts during a call: it is held until the walk comes to its answer.
            const actsDuring = run.find(({ event }) => !byItself(event) && !isSessionEnd(event))
            const hold =
              flow.seesBusy !== false && i >= 0 && flow.busy(after)
                ? runningCall(after)
                : actsDuring
                  ? runningCall(actsDuring.during)
                  : null
            served.markNow()
            if (failing.size === 0 && hold === null && !faultsOn) return
            const [only, mode] = [...failing.entries()][0] ?? [null, 'none' as const]
            await mock.setFaults(app.page, mode, 0, only, hold)
            // Releasing the held call lifts the hold; a failure stays switched on until its answer has come.
            faultsOn = mode !== 'none'
            held = hold
          }

          const latency = flow.latencyMs ?? 0
          /** arrangeEach: the answer that comes next, arranged before the step it follows (-1: opening the page). */
          const arrangeNext = async (i: number) => {
            const next = walk.steps[i + 1]?.event
            if (!flow.arrangeEach || !isAnswer(next) || !next) return
            await mock.setFaults(app.page, await flow.arrangeEach(next, replay), latency)
            faultsOn = true
          }

          await test.step(`open -> ${flow.screen(walk.initial)}`, async () => {
            await arrange(-1)
            await flow.open(replay)
            if (flow.seeOpened) await flow.seeState(replay, walk.initial)
            if (latency > 0) await mock.setFaults(app.page, 'none', latency)
          })
          for (const [i, step] of walk.steps.entries()) {
            const from = states[i]!
            await test.step(`${i + 1}. ${eventLabel(step.event)} -> ${flow.target(from, step.event, step.state) ?? flow.screen(step.state)}`, async () => {
              replay.from = from
              replay.rest = walk.steps.slice(i + 1).map((s) => s.event)
              if (!inRun(i) && inRun(i + 1)) await arrange(i)
              await arrangeNext(i)
              // The busy page has been seen (or the user has acted during the call): the held call answers now.
              if (isAnswer(step.event) && held !== null && flow.callPath(step.event, from) === held) {
                held = null
                await mock.releaseHeld(app.page)
              }
              await performEvent(flow.actions, step.event, replay)
              await flow.seeState(replay, step.state)
              if (isAnswer(step.event) && !isErrorAnswer(step.event) && flow.served) {
                const answered = await flow.served(replay, step.event, from)
                if (answered !== null)
                  expect(answered, `what the simulated backend answered (${eventLabel(step.event)})`).toEqual(
                    step.event.output,
                  )
              }
              // A run of answers has ended (arrangeEach: an answer that no answer follows).
              const runEnds = flow.arrangeEach
                ? isAnswer(step.event) && !isAnswer(walk.steps[i + 1]?.event)
                : inRun(i) && !inRun(i + 1)
              if (runEnds && faultsOn) {
                faultsOn = false
                await mock.setFaults(app.page, 'none', latency)
                await flow.settle?.(app)
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

function fail(message: string): never {
  throw new Error(message)
}
