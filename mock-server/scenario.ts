/**
 * The scenario's lifecycle: seeded on first use, reset on demand (POST /__mock/reset, tests,
 * Pact provider states). A reset is deterministic: it clears every collection, the clock, the
 * fault switch and the outbox, then seeds again (the default scenario, or the variant asked for).
 */
import { setClock } from './clock'
import { clearDb, db } from './db'
import { NO_FAULTS, setFaults } from './faults'
import { seedScenario } from './seed'
import type { ScenarioVariant } from './scenario/variants'

let ready: Promise<void> | null = null

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
