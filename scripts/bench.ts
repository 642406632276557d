/**
 * npm run bench: the gzip size of the JavaScript the logged-out start page loads, against a budget.
 *
 * 1. Builds the portal for a real API (VITE_API_BASE_URL set, so no simulated backend in the bundle)
 *    into dist-bench/.
 * 2. Serves it with `vite preview` and opens '/' in headless Chromium with an empty profile (logged
 *    out). Every JavaScript response of the page is recorded: the entry, its modulepreloads and
 *    static imports, and the lazy route chunks '/' really loads, nothing that it does not.
 * 3. Gzips each file (zlib level 9, as bundlers report it) and prints a table and the total.
 *
 * Exit code 0 within budget, 1 over budget, 2 when the measurement itself failed.
 * Chromium: CHROMIUM_PATH, default /usr/bin/chromium (Debian's; Playwright's download is not used).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { preview, type PreviewServer } from 'vite'

const BUDGET_KB = 130
/** kB as Vite prints them (1000 bytes), so the numbers compare with the build output. */
const KB = 1000
const OUT_DIR = 'dist-bench'
const API_BASE_URL = 'https://api.example.invalid'
const ROOT = resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

function build(): void {
  console.log(`bench: building for a real API (${API_BASE_URL}) into ${OUT_DIR}/ …`)
  rmSync(resolve(ROOT, OUT_DIR), { recursive: true, force: true })
  const result = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: API_BASE_URL },
  })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`)
}

interface Measured {
  path: string
  bytes: number
  gzipBytes: number
}

async function measure(baseUrl: string, browser: Browser): Promise<Measured[]> {
  // No service worker: its precache would fetch every chunk, which is not what the page needs.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    // The API does not exist; answer its calls with 404, which §8 says is only logged, so the page
    // loads no more (error toasts) and no less than it would on a healthy API.
    await context.route(
      (url) => url.origin !== new URL(baseUrl).origin,
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' },
          body: JSON.stringify({ message: 'bench: no API' }),
        }),
    )
    const page = await context.newPage()
    const pending: Array<Promise<Measured | null>> = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '') || url.pathname.endsWith('.js')
      if (url.origin !== new URL(baseUrl).origin || !isScript || !response.ok()) return
      pending.push(
        response.body().then(
          (body) => ({ path: url.pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      )
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 60_000 })
    // The start page has rendered once the root has content; then let late route chunks arrive.
    await page.waitForSelector('#root > *', { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const seen = new Map<string, Measured>()
    for (const m of await Promise.all(pending)) if (m) seen.set(m.path, m)
    return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
  } finally {
    await context.close()
  }
}

function report(files: Measured[]): boolean {
  const kb = (n: number) => (n / KB).toFixed(1)
  const width = Math.max(4, ...files.map((f) => f.path.length))
  console.log(`\nJavaScript loaded by the logged-out start page ('/'):\n`)
  console.log(`${'file'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}`)
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`)
  for (const f of files) console.log(`${f.path.padEnd(width)}  ${kb(f.bytes).padStart(8)}  ${kb(f.gzipBytes).padStart(8)}`)
  const raw = files.reduce((s, f) => s + f.bytes, 0)
  const gzip = files.reduce((s, f) => s + f.gzipBytes, 0)
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`)
  console.log(`${`total (${files.length} files)`.padEnd(width)}  ${kb(raw).padStart(8)}  ${kb(gzip).padStart(8)}`)
  const within = gzip <= BUDGET_KB * KB
  console.log(`\nbudget ${BUDGET_KB} kB gzip: ${within ? 'OK' : 'OVER'} (${kb(gzip)} kB, ${within ? `${kb(BUDGET_KB * KB - gzip)} kB left` : `${kb(gzip - BUDGET_KB * KB)} kB over`})`)
  return within
}

async function main(): Promise<number> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) {
    console.error(`bench: no Chromium at ${executablePath}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`)
    return 2
  }
  build()

  let server: PreviewServer | undefined
  let browser: Browser | undefined
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    await server?.close().catch(() => {})
  }
  const onSignal = () => void cleanup().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const port = await freePort()
    // vite.config.ts reads the same variable; keep preview's config in step with the build's.
    process.env.VITE_API_BASE_URL = API_BASE_URL
    server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: OUT_DIR },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    })
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    const files = await measure(`http://127.0.0.1:${port}/`, browser)
    if (files.length === 0) {
      console.error('bench: the page loaded no JavaScript; the measurement is broken.')
      return 2
    }
    return report(files) ? 0 : 1
  } finally {
    await cleanup()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:', error instanceof Error ? error.message : error)
    process.exit(2)
  },
)
