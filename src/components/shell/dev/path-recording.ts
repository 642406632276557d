import * as v from 'valibot'
import type { StateValue } from 'xstate'
import { FaultsSchema } from '../../../../mock-server/faults'
import { ScenarioVariantSchema } from '../../../../mock-server/scenario/variants'
import { summarizeContext } from './dev-inspector-model'
import type { LogEntry } from './inspection-log'
import type { ReachedState } from './replay-hook'

export { REPLAY_HOOK, replayHook, type ReachedState, type ReplayHook } from './replay-hook'

/**
 * The path recorder's pure core (issue 23, mock builds only): the path file a recording is written to,
 * how the inspection log's entries become one, how a replay is checked against it, and the Playwright
 * spec that replays it. The developer panel (Record / Stop / Export) feeds it; nothing here touches
 * the page. Rules decided here: notes/s29/recorder-core.md.
 */

const StateValueSchema: v.GenericSchema<StateValue> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => StateValueSchema),
  ),
])

/** The page actions a replay performs, each on an element found by its role and accessible name. */
export const PAGE_ACTIONS = ['click', 'fill', 'select', 'press'] as const
export type PageAction = (typeof PAGE_ACTIONS)[number]

const MachineIdSchema = v.pipe(v.string(), v.minLength(1))
const NamedSchema = v.object({ role: v.pipe(v.string(), v.minLength(1)), name: v.string() })

/**
 * The element acted on: its role and accessible name as Playwright's getByRole finds it (a password
 * field is a textbox there, as in Playwright's own codegen), within the nearest named region or dialog
 * when it has one (a name alone is not unique on /login).
 */
const TargetSchema = v.object({ ...NamedSchema.entries, within: v.optional(NamedSchema) })
export type ActionTarget = v.InferOutput<typeof TargetSchema>

/**
 * What is never written into a path (ADR 0020): a password, a one-time code and a personal number.
 * The replay fills in the documented persona's password or personal number (`persona`: the README's
 * persona key whose value was typed, null when it was none of theirs: the replay then fails and says
 * so) and, for a code, the newest code in the simulated backend's outbox.
 */
export const SECRET_KINDS = ['password', 'code', 'personal-number'] as const
const SecretSchema = v.object({
  kind: v.picklist(SECRET_KINDS),
  persona: v.nullable(v.pipe(v.string(), v.minLength(1))),
})
export type RecordedSecret = v.InferOutput<typeof SecretSchema>

const StepSchema = v.variant('kind', [
  /** An event a machine received, redacted (summarizeContext): for reading, not for sending again. */
  v.object({
    kind: v.literal('event'),
    machineId: MachineIdSchema,
    event: v.looseObject({ type: v.string() }),
  }),
  /** A state a machine reached: what a replay must reach again, in this order per machine. */
  v.object({ kind: v.literal('state'), machineId: MachineIdSchema, value: StateValueSchema }),
  /**
   * What QA did on the page. `value`: the text filled, the option selected or the key pressed; a secret's
   * fill has no value but `secret`, what the replay fills in instead (SECRET_KINDS).
   */
  v.object({
    kind: v.literal('action'),
    action: v.picklist(PAGE_ACTIONS),
    target: TargetSchema,
    value: v.optional(v.string()),
    secret: v.optional(SecretSchema),
  }),
  /** The fault switch set in the developer panel (the /__mock/faults body). */
  v.object({ kind: v.literal('fault'), faults: FaultsSchema }),
  /** The scenario clock pinned (an ISO time) or set back to real time (null). */
  v.object({ kind: v.literal('clock'), now: v.nullable(v.pipe(v.string(), v.isoTimestamp())) }),
])
export type RecordedStep = v.InferOutput<typeof StepSchema>

export const RecordedPathSchema = v.object({
  version: v.literal(1),
  start: v.object({
    /** The scenario variant the recording started from (a replay resets to it). */
    scenario: ScenarioVariantSchema,
    /** The scenario clock when Record was pressed; null: real time. */
    clock: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    /** The page (path and query) Record was pressed on: a replay opens it after the reset. */
    url: v.pipe(v.string(), v.startsWith('/')),
  }),
  steps: v.array(StepSchema),
})
export type RecordedPath = v.InferOutput<typeof RecordedPathSchema>
export type RecordingStart = RecordedPath['start']

/**
 * The path of the inspection log's entries after `sinceSeq` (the log's seq when Record was pressed):
 * every event redacted as the inspector shows it, so no token, code or personal number is written.
 */
export function recordingFrom(entries: readonly LogEntry[], sinceSeq: number, start: RecordingStart): RecordedPath {
  const steps = entries
    .filter((entry) => entry.seq > sinceSeq)
    .map((entry): RecordedStep => {
      if (entry.kind === 'state') return { kind: 'state', machineId: entry.machineId, value: entry.value }
      const event = summarizeContext(entry.event) as Record<string, unknown>
      return { kind: 'event', machineId: entry.machineId, event: { ...event, type: entry.event.type } }
    })
  return { version: 1, start, steps }
}

export interface Divergence {
  machineId: string
  /** The place in that machine's recorded states (0 = the first state it reached after Record). */
  index: number
  expected: StateValue
  /** null: the replay never reached that many states of this machine. */
  actual: StateValue | null
}

const same = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b)

/** Per machine id, its states in order, a repeat of the same value (a context-only change) kept once. */
function statesByMachine(states: readonly ReachedState[]): Map<string, StateValue[]> {
  const byMachine = new Map<string, StateValue[]>()
  for (const { machineId, value } of states) {
    const list = byMachine.get(machineId) ?? []
    if (list.length === 0 || !same(list[list.length - 1], value)) list.push(value)
    byMachine.set(machineId, list)
  }
  return byMachine
}

/**
 * A replay's states of one machine from the first one equal to its first recorded state: what the page
 * did on opening, before the replay's first action, is not part of the path (kept whole when the
 * recorded first state never comes, so the divergence shows what came instead).
 */
function fromFirst(list: StateValue[], recorded: StateValue[] | undefined): StateValue[] {
  const first = recorded?.[0]
  const at = first === undefined ? -1 : list.findIndex((value) => same(value, first))
  return at > 0 ? list.slice(at) : list
}

/**
 * Where a replay left the recorded path: per machine id, the states reached are compared in order with
 * the recorded ones, and the first difference in the recording's order is returned (null: none).
 * States a replay reaches after a machine's last recorded one (a poll going on) are not differences,
 * nor those before its first recorded one (fromFirst).
 */
export function firstDivergence(expected: RecordedPath, actualStates: readonly ReachedState[]): Divergence | null {
  const recorded = expected.steps.filter((step) => step.kind === 'state')
  const want = statesByMachine(recorded)
  const got = new Map(
    [...statesByMachine(actualStates)].map(([machineId, list]) => [machineId, fromFirst(list, want.get(machineId))]),
  )
  const at = new Map<string, number>()
  for (const { machineId } of recorded) {
    const index = at.get(machineId) ?? 0
    const list = want.get(machineId) ?? []
    if (index >= list.length) continue
    at.set(machineId, index + 1)
    const actual = got.get(machineId)?.[index] ?? null
    if (actual === null || !same(list[index], actual)) return { machineId, index, expected: list[index], actual }
  }
  return null
}

/** The failing replay's message: which machine, which of its states, what was expected and reached. */
export function divergenceMessage(divergence: Divergence): string {
  const { machineId, index, expected, actual } = divergence
  const reached = actual === null ? 'reached no such state' : `reached ${JSON.stringify(actual)}`
  return `${machineId}: state ${index + 1} should be ${JSON.stringify(expected)} but the replay ${reached}`
}

/**
 * A value as TS source, strings quoted as Prettier writes them (single quotes unless double ones need
 * fewer escapes), so the exported spec is committed as it is.
 */
function literal(value: string | number | null): string {
  const count = (quote: string) => (typeof value === 'string' ? value.split(quote).length : 0)
  if (typeof value !== 'string' || count("'") > count('"')) return JSON.stringify(value)
  return `'${JSON.stringify(value).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`
}

const named = ({ role, name }: { role: string; name: string }) =>
  `getByRole(${literal(role)}, { name: ${literal(name)}, exact: true })`

/** Playwright's locator of a target, as the spec's source. */
function locatorCode(target: ActionTarget): string {
  const within = target.within ? `page.${named(target.within)}` : 'page'
  return `${within}.${named(target)}`
}

function stepCode(step: RecordedStep): string | null {
  switch (step.kind) {
    case 'action': {
      const target = locatorCode(step.target)
      const value = literal(step.value ?? '')
      if (step.action === 'click') return `await ${target}.click()`
      if (step.action === 'fill' && step.secret) {
        const { kind, persona } = step.secret
        return `await ${target}.fill(await secretValue(page, { kind: ${literal(kind)}, persona: ${literal(persona)} }))`
      }
      if (step.action === 'fill') return `await ${target}.fill(${value})`
      if (step.action === 'select') return `await ${target}.selectOption(${value})`
      return `await ${target}.press(${value})`
    }
    case 'fault': {
      const { mode, latencyMs, only, hold } = step.faults
      return `await mock.setFaults(page, ${[mode, latencyMs, only, hold].map(literal).join(', ')})`
    }
    case 'clock':
      return `await mock.setClock(page, ${step.now === null ? 'null' : `new Date(${literal(step.now)})`})`
    default:
      // Machine events and states are what the actions cause: the check below compares the states.
      return null
  }
}

/**
 * The Playwright spec that replays a path written next to it as `<name>.path.json` (both under
 * e2e/recorded/): it resets to the recorded scenario (and clock), opens the recorded page, repeats the
 * page actions by role and name with the faults and clock moves in between, and then waits until every
 * machine has reached its recorded states, failing with the first divergence (the reading of the file,
 * the secrets and the check are e2e/support/recorded-path.ts's, shared with the recorder's e2e test).
 * Prettier may wrap its long lines: run it on the file before committing.
 */
export function playwrightSpecFrom(path: RecordedPath, name: string): string {
  const { scenario, clock, url } = path.start
  const body = path.steps.flatMap((step) => stepCode(step) ?? [])
  const helpers = ['expectReplayed', 'readRecordedPath', 'replayStart']
  if (body.some((line) => line.includes('secretValue('))) helpers.push('secretValue')
  const lines = [
    `import { test } from '../fixtures'`,
    `import { mock } from '../support/mock'`,
    `import { ${helpers.sort().join(', ')} } from '../support/recorded-path'`,
    ``,
    `/** Recorded in the developer panel (issue 23); replays ${name}.path.json. */`,
    `const path = readRecordedPath(new URL(${literal(`./${name}.path.json`)}, import.meta.url))`,
    ``,
    `test(${literal(`recorded path ${name} replays`)}, async ({ fresh: page }) => {`,
    `  await mock.reset(page, ${literal(scenario)})`,
    ...(clock === null ? [] : [`  await mock.setClock(page, new Date(${literal(clock)}))`]),
    `  await page.goto(${literal(url)})`,
    `  const since = await replayStart(page)`,
    ...body.map((line) => `  ${line}`),
    `  await expectReplayed(page, path, since)`,
    `})`,
    ``,
  ]
  return lines.join('\n')
}
