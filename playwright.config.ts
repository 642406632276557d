import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'

// Debian's old headless shell (package chromium-headless-shell), what Playwright itself runs headless
// tests in; else the full Chromium. The full browser's new headless mode starts a UI renderer for each
// page: on this 2-core machine the login slice took 61 s of browser time in it, 46 s in the shell.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
// E2E_PORT lets two runs (say, a clean-clone check beside a working tree) share a machine.
const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'e2e',
  // The real-API build's tests have their own servers: e2e/real-api.config.ts.
  testIgnore: '**/*-real-api.spec.ts',
  // Every test starts from a reset scenario in its own browser context (the simulated backend lives
  // in the page's storage), so tests are independent: two workers, tests of one file spread too.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The longest tests walk a whole wizard with axe on each page; on two busy cores that takes time, and
  // CI machines have been seen 3× slower than a quiet one (a page's first load 5 s): the limits are for
  // a test that hangs, not a measure of speed (that is `npm run bench`'s).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./e2e/support/slice-times.reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // A mock-mode production build served by vite preview: close to what users get, fast to load.
  // E2E_PREBUILT: `npm test` built it already, beside typecheck and lint (scripts/test-stages.ts).
  webServer: {
    command: `${process.env.E2E_PREBUILT ? '' : `npx vite build --outDir dist-e2e/${port} && `}npx vite preview --outDir dist-e2e/${port} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
