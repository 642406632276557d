import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { configureApi } from '../api/client'
import { toast } from '../components/ui/toast/toaster'
import i18n from '../i18n/i18n'
import { runTestCleanups } from './test-cleanup'
import { ensureNamespaces, initI18n, loadLocale, routeNamespaces } from '../i18n/i18n'

// The build-time constants of vite.config.ts. vitest.config.ts defines them per project, but in the
// jsdom project they did not reach the code under test (ReferenceError), so they are set here too.
const buildConstants: Record<string, unknown> = {
  __APP_VERSION__: '0.0.0-test',
  __BUILD_HASH__: 'test',
  __MOCK__: true,
}
for (const [name, value] of Object.entries(buildConstants)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true })
}

// jsdom has no visualViewport; Ark's tour reads the bare global (`visualViewport?.width`), which throws
// a ReferenceError there (an unhandled error in an effect). A real browser always has it.
if (!('visualViewport' in globalThis))
  Object.defineProperty(globalThis, 'visualViewport', { value: null, configurable: true, writable: true })

// A page's first visit loads its lazy route chunk, which vitest transforms on demand: on a busy 2-core
// machine (CI runs the unit projects beside each other) that alone passed Testing Library's 1 s default
// of findBy*/waitFor (the staff card pages' heading, CI stop 28). A user-visible wait of up to 5 s is
// still a failure when the page never comes; a test that passes only waits as long as the page takes.
configure({ asyncUtilTimeout: 5000 })

// Tests switch languages freely: have all three loaded before any test runs.
await initI18n()
await ensureNamespaces(...(await routeNamespaces()))
await Promise.all([loadLocale('en'), loadLocale('pl')])

// Component test files share one environment per worker (vitest.config.ts: isolate false, for speed):
// what one test leaves behind in the page's global state is put back here, so no test sees another's.
// A call that fails after its test ended may still ask for a toast: none carries into the next test.
beforeEach(() => toast.clear())
afterEach(async () => {
  cleanup()
  runTestCleanups()
  // A modal open when its test ended leaves the body locked (scroll lock, inert, pointer-events) and
  // portals behind it hidden from the accessibility tree, some of it a frame later (Ark defers its
  // layers to the next animation frame): after two frames, the next test starts on a clean body.
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  document.body.innerHTML = ''
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // Modules that keep where the window is scrolled (the windowed lists) hear it from scroll events: a
  // test that scrolled leaves them one, so the next test's lists start where the window really is.
  window.dispatchEvent(new Event('scroll'))
  window.localStorage.clear()
  window.sessionStorage.clear()
  // jsdom has no IndexedDB (the e-book's outbox keeps reports in it): each test gets an empty one.
  globalThis.indexedDB = new IDBFactory()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  if (i18n.language !== 'sv') await i18n.changeLanguage('sv')
  // A test that connected a session (or set a token or a language) leaves the api client wired to it:
  // the next test's calls would carry its bearer token and Accept-Language (a Polish answer in a
  // Swedish test). Back to the client's defaults.
  configureApi({ baseUrl: '', fetch: undefined, getToken: () => null, getLocale: () => 'sv' })
})
