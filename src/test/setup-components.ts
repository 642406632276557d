import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { ROUTE_NAMESPACES, ensureNamespaces, initI18n, loadLocale } from '../i18n/i18n'

// The build-time constants of vite.config.ts. vitest.config.ts defines them per project, but in the
// jsdom project they did not reach the code under test (ReferenceError), so they are set here too.
const buildConstants: Record<string, unknown> = { __APP_VERSION__: '0.0.0-test', __BUILD_HASH__: 'test', __MOCK__: true }
for (const [name, value] of Object.entries(buildConstants)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true })
}

// Tests switch languages freely: have all three loaded before any test runs.
await initI18n()
await ensureNamespaces(...ROUTE_NAMESPACES)
await Promise.all([loadLocale('en'), loadLocale('pl')])

afterEach(() => cleanup())
