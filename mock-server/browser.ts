/**
 * The simulated backend in the browser (mock builds): the MSW worker over collections persisted in
 * localStorage. Seeds on the first run; a reload keeps what the user did until the scenario is
 * reset (developer panel or POST /__mock/reset).
 */
import { setupWorker } from 'msw/browser'
import { clearDb, createDb, installDb } from './db'
import { allHandlers } from './handlers'
import { routed } from './router'
import { persistSettingsIn } from './kv'
import { createPersistence } from './persist'
import { markScenarioRestored, resetScenario } from './scenario'

/**
 * Bump when the collections' shapes change: an older stored copy is then ignored and reseeded (v3:
 * login-link and code limits, issue 8; v4: the e-book's collections and book fields; v5: the
 * instructor's review, a report's read date and a rated part's approver, the instructions' text).
 */
const STORAGE_NAMESPACE = 'mock-server/v5'

let started: Promise<void> | null = null

async function start(): Promise<void> {
  persistSettingsIn(localStorage, `${STORAGE_NAMESPACE}/settings`)
  const persistence = createPersistence(localStorage, `${STORAGE_NAMESPACE}/data`)
  const db = createDb({ persistence })
  installDb(db)

  let restored = false
  try {
    restored = await persistence.hydrated()
  } catch (error) {
    // A stored copy that no longer fits the schemas: start over rather than serve broken data.
    console.warn('[mock-server] stored scenario could not be restored; reseeding', error)
    clearDb(db)
    persistence.forget()
  }
  if (restored) markScenarioRestored()
  else await resetScenario()

  // Changes are written shortly after they happen; this catches the last ones before a reload.
  window.addEventListener('pagehide', () => persistence.flushAll())

  const worker = setupWorker(routed(allHandlers))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}

export function startBrowserMock(): Promise<void> {
  started ??= start()
  return started
}
