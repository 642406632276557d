import { defineConfig } from '@playwright/test'
import base from '../playwright.config'

/**
 * End-to-end tests of the build for a real API (issue 17: the e-book readable offline from a cold start
 * needs the PWA service worker, which only that build has, ADR 0002). The simulated backend runs as an
 * HTTP server beside `vite preview` (mock-server/http-server.ts, CORS for the portal's origin), and the
 * portal is built with VITE_API_BASE_URL pointing at it, so its Content-Security-Policy allows it.
 * One build, few tests: `npm run test:e2e:real-api` (a stage of `npm test`).
 */
const port = Number(process.env.E2E_PORT ?? 4183)
const apiPort = Number(process.env.E2E_API_PORT ?? port + 1000)
const API_URL = `http://localhost:${apiPort}`
// The tests reach the simulated backend's control endpoints (reset, faults) here; workers inherit it.
process.env.E2E_API_URL = API_URL
const outDir = `dist-e2e/real-api-${port}`

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /-real-api\.spec\.ts$/,
  testIgnore: [],
  workers: 1,
  // Paths below are the repository's (npm runs this from there); Playwright's default is this file's folder.
  reporter: [['list'], ['./support/slice-times.reporter.ts']],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: 'npx tsx mock-server/http-server.ts',
      cwd: process.cwd(),
      env: { PORT: String(apiPort) },
      port: apiPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --logLevel warn --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
      cwd: process.cwd(),
      env: { VITE_API_BASE_URL: API_URL },
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
