/**
 * Cleanups that test helpers register once, run by setup-components.ts after every component test.
 * A helper module cannot register an `afterEach` of its own: component files share one module graph
 * per worker (vitest.config.ts, isolate false), so its hook would run only in the first file that
 * imported it.
 */
const cleanups = new Set<() => void>()

export function registerTestCleanup(cleanup: () => void): void {
  cleanups.add(cleanup)
}

export function runTestCleanups(): void {
  for (const cleanup of cleanups) cleanup()
}
