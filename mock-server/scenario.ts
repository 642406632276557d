/**
 * The scenario's lifecycle: seeded on first use, reset on demand (POST /__mock/reset, tests,
 * Pact provider states). A reset is deterministic: it clears every collection, the clock, the
 * fault switch and the outbox, then seeds again (the default scenario, or the variant asked for).
 */
import { setClock } from './clock'
import { clearDb, db } from './db'
import { NO_FAULTS, setFaults } from './faults'
import { readSetting, writeSetting } from './kv'
import { seedScenario } from './seed'
import { ScenarioVariantSchema, type ScenarioVariant } from './scenario/variants'
import * as v from 'valibot'

let ready: Promise<void> | null = null
const LOADED_VARIANT = 'scenario'

/** The variant the last reset seeded (kept across the browser's reloads, like the clock); 'default' before any. */
export function loadedVariant(): ScenarioVariant {
  const parsed = v.safeParse(ScenarioVariantSchema, readSetting(LOADED_VARIANT))
  return parsed.success ? parsed.output : 'default'
}

/**
 * `clock`: the scenario clock to pin before seeding (null: real time), so the dates the scenario
 * places relative to the seed day (deadlines, pauses, course occasions) follow a pinned day.
 */
export function resetScenario(variant: ScenarioVariant = 'default', clock: string | null = null): Promise<void> {
  const run = (async () => {
    clearDb(db())
    setClock(clock)
    setFaults(NO_FAULTS)
    await seedScenario(db(), variant)
    writeSetting(LOADED_VARIANT, variant)
  })()
  ready = run
  return run
}

/** Seeds once, the first time anything asks; every handler waits for it. */
export function ensureScenario(): Promise<void> {
  ready ??= resetScenario()
  return ready
}

/** The browser restored a persisted copy: keep it instead of seeding. */
export function markScenarioRestored(): void {
  ready = Promise.resolve()
}
