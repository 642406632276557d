import * as v from 'valibot'
import { SCENARIO_VARIANTS, type ScenarioVariant } from '../../../../mock-server/scenario/variants'

/** The simulated backend's control endpoints (mock-server/control.ts); not under /api, mock builds only. */
export const FAULT_MODES = ['none', '500', '406', '422', 'network'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

const FaultsSchema = v.object({ latencyMs: v.number(), mode: v.picklist(FAULT_MODES) })
export type Faults = v.InferOutput<typeof FaultsSchema>

const OutboxSchema = v.object({
  rows: v.array(
    v.object({
      id: v.union([v.string(), v.number()]),
      to: v.string(),
      kind: v.picklist(['sms', 'email']),
      text: v.string(),
      code: v.optional(v.nullable(v.string())),
      sentAt: v.string(),
    }),
  ),
})
export type OutboxRow = v.InferOutput<typeof OutboxSchema>['rows'][number]

const ClockSchema = v.object({ now: v.nullable(v.string()) })

/** The old-system imports both sides accepted (issue 22), oldest first. */
const ImportQueueSchema = v.object({
  rows: v.array(
    v.object({
      id: v.number(),
      personName: v.string(),
      companyName: v.string(),
      professionName: v.string(),
      queuedAt: v.string(),
      monthsLeft: v.number(),
      hoursLeft: v.number(),
      defaultsApplied: v.boolean(),
    }),
  ),
})
export type QueuedImport = v.InferOutput<typeof ImportQueueSchema>['rows'][number]

async function call<T extends v.GenericSchema>(path: string, schema: T): Promise<v.InferOutput<T>> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return v.parse(schema, await response.json())
}

/** Sends a change; the answer's body is not relied on (the caller reads the new state back). */
async function send(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<void> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
}

/** A plain reset seeds the default scenario; a variant adds its data to it. */
export const resetScenario = (scenario: ScenarioVariant = 'default') =>
  send('POST', '/__mock/reset', scenario === 'default' ? undefined : { scenario })
/** The variant the last reset seeded (mock-server/control.ts). */
export const getLoadedScenario = async () =>
  (await call('/__mock/scenario', v.object({ scenario: v.picklist(SCENARIO_VARIANTS) }))).scenario
export const getFaults = () => call('/__mock/faults', FaultsSchema)
/** The panel's switch fails every call: it clears a narrowing to some calls that a test may have left. */
export async function putFaults(faults: Faults): Promise<Faults> {
  await send('PUT', '/__mock/faults', { ...faults, only: null })
  return getFaults()
}
export const getOutbox = async () => (await call('/__mock/outbox', OutboxSchema)).rows
export const getClock = async () => (await call('/__mock/clock', ClockSchema)).now
export const getImportQueue = async () => (await call('/__mock/import-queue', ImportQueueSchema)).rows
export async function putClock(now: string | null): Promise<string | null> {
  await send('PUT', '/__mock/clock', { now })
  return getClock()
}
