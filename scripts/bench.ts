/**
 * npm run bench: the logged-out start page against an honest floor (issue 8 §5), measured in one run.
 *
 * 1. Builds the portal for a real API (VITE_API_BASE_URL set, so no simulated backend in the bundle)
 *    into dist-bench/, and the floor app of bench/floor (React + TanStack Router with each design-card
 *    library used once) into dist-bench-floor/, from the same node_modules.
 * 2. Serves both with `vite preview` and opens '/' of each in headless Chromium with an empty profile.
 *    JS: every JavaScript response of the page is gzipped (zlib level 9) and added up.
 *    LCP: Chromium with 4x CPU throttling and a slow-4G network (CDP), largest-contentful-paint from
 *    the page's own PerformanceObserver; RUNS runs of each, interleaved, median.
 * 3. Prints both and the ratios. Budget: JS <= 1.2x and LCP <= 1.25x the floor. Beside them, reported only:
 *    Lighthouse's LCP ratio with its mobile preset (scripts/bench-lighthouse.ts; LIGHTHOUSE_RUNS, default 3).
 *    Then the QR check a phone's camera opens cold (/qr-validation/{id}, issue 21): its LCP against the same
 *    floor and the same 1.25x budget.
 * 4. Lists (scripts/bench-lists.ts): builds the portal in mock mode into dist-bench-mock/ and measures
 *    click-to-paint on /notifications with 1000 rows (scenario 'many-notifications') at 4x CPU: opening
 *    ("show all"), filtering (search) and clearing the filter, median and max of 9 runs each (CLICK_RUNS); then
 *    /instructor/ebooks with 203 books (scripts/bench-instructor.ts): opening it from the menu,
 *    filtering by search and by status; /company/1/employees with 2 000 more employees (scripts/bench-staff.ts,
 *    scenario 'many-employees'): opening it from the start page and typing in its search. Budget: median
 *    <= 100 ms for each (issue 8 §5, issue 17 §4, issue 19).
 *
 * 5. E-book (scripts/bench-ebook.ts): every lazy chunk of the real-API build against 40 kB gzip (budget),
 *    the e-book's listed by name; on the mock build, click-to-paint at 4x CPU for opening the 300-report
 *    book and opening the rating modal. Budget: median <= 100 ms (issue 17 §4; which measure each is
 *    held to: budgetedMedian in bench-ebook.ts).
 *
 * BENCH_ONLY=start runs only 1-3, BENCH_ONLY=lists only 4, BENCH_ONLY=ebook only 5 (the start page part builds twice and
 * loads 2 x RUNS throttled pages; the list part needs one mock build).
 * BENCH_PREBUILT=1 skips the builds and measures the dist-bench directories an earlier run left.
 * BENCH_RUNS sets the number of LCP runs (default 5); BENCH_WATERFALL=1 also prints the requests of one
 * throttled portal load with their start and end times.
 *
 * Exit code 0 within budget, 1 over budget, 2 when the measurement itself failed.
 * Chromium: CHROMIUM_PATH, default /usr/bin/chromium (Debian's; Playwright's download is not used).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { preview, type PreviewServer } from 'vite'
import { benchInstructorList, INSTRUCTOR_LIST_BUDGET_MS, isBudgeted } from './bench-instructor'
import { benchLists, LIST_BUDGET_MS, type Sample } from './bench-lists'
import { benchStaffList, isStaffBudgeted, STAFF_LIST_BUDGET_MS } from './bench-staff'
import {
  benchEbook,
  budgetedMedian,
  CHUNK_BUDGET_BYTES,
  CLICK_LOADED,
  EBOOK_BUDGET_MS,
  isEbookChunk,
  lazyChunks,
} from './bench-ebook'
import { lighthouseLcp } from './bench-lighthouse'

const JS_RATIO_BUDGET = 1.2
const LCP_RATIO_BUDGET = 1.25
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/**
 * Clicks per interaction of the click-to-paint parts (4 and 5): their budget is a median, and five clicks
 * gave medians from 79 to 101 ms for the same build on the same quiet machine (the instructor list's menu
 * click, session 30: its clicks fall into a fast and a slow group). Nine make that median steadier; the
 * max of all of them is printed beside it.
 */
const CLICK_RUNS = Math.max(9, RUNS)
/** kB as Vite prints them (1000 bytes), so the numbers compare with the build output. */
const KB = 1000
const OUT_DIR = 'dist-bench'
const MOCK_OUT_DIR = 'dist-bench-mock'
const ONLY = process.env.BENCH_ONLY ?? ''
const FLOOR_OUT_DIR = 'dist-bench-floor'
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

function build(what: 'portal' | 'floor' | 'mock'): void {
  const outDir = what === 'portal' ? OUT_DIR : what === 'mock' ? MOCK_OUT_DIR : FLOOR_OUT_DIR
  const purpose =
    what === 'portal' ? `for a real API (${API_BASE_URL}) ` : what === 'mock' ? 'with the simulated backend ' : ''
  console.log(`bench: building the ${what === 'mock' ? 'portal' : what} ${purpose}into ${outDir}/ …`)
  rmSync(resolve(ROOT, outDir), { recursive: true, force: true })
  // The portal's lazy chunks are named by hash alone (vite.config.ts); the manifest gives their sources' names.
  const args =
    what === 'floor'
      ? [
          'build',
          'bench/floor',
          '--config',
          'bench/floor/vite.config.ts',
          '--outDir',
          resolve(ROOT, outDir),
          '--emptyOutDir',
        ]
      : ['build', '--outDir', outDir, '--manifest']
  // The mock build is the one without an API address (vite.config.ts then bundles the simulated backend).
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_API_BASE_URL: API_BASE_URL }
  if (what === 'mock') delete env.VITE_API_BASE_URL
  const result = spawnSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    },
  )
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`)
}

interface Measured {
  path: string
  bytes: number
  gzipBytes: number
}

/**
 * The API does not exist; answer its calls with 404, which §8 says is only logged, so the page loads
 * no more (error toasts) and no less than it would on a healthy API.
 */
async function routeApiTo404(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': '*',
        },
        body: JSON.stringify({ message: 'bench: no API' }),
      }),
  )
}

async function measure(baseUrl: string, browser: Browser): Promise<Measured[]> {
  // No service worker: its precache would fetch every chunk, which is not what the page needs.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    // The API does not exist; answer its calls with 404, which §8 says is only logged, so the page
    // loads no more (error toasts) and no less than it would on a healthy API.
    await routeApiTo404(context, baseUrl)
    const page = await context.newPage()
    const pending: Array<Promise<Measured | null>> = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '') ||
        url.pathname.endsWith('.js')
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

interface Request {
  path: string
  startMs: number
  endMs: number
}

/**
 * Largest contentful paint of one cold load of `url`: 4x CPU throttling, slow 4G (Lighthouse's devtools profile).
 * With `waterfall`, every request of the load is collected into it (start and end, ms after navigation).
 */
async function lcpOnce(url: string, browser: Browser, waterfall?: Request[]): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    await routeApiTo404(context, url)
    const page = await context.newPage()
    if (waterfall) {
      // Absolute (epoch) times here; made relative to the document request's start when printed.
      page.on('requestfinished', (request) => {
        const timing = request.timing()
        const address = new URL(request.url())
        waterfall.push({
          path: address.origin === new URL(url).origin ? address.pathname : `${address.host}${address.pathname}`,
          startMs: timing.startTime,
          endMs: timing.startTime + Math.max(timing.responseEnd, 0),
        })
      })
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number }
      w.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    await page.waitForSelector('main h1, #root h1', { timeout: 60_000 })
    // LCP is final at the first input; a short settle lets the last paint be reported.
    await page.waitForTimeout(500)
    return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp)
  } finally {
    await context.close()
  }
}

function printFiles(title: string, files: Measured[]): number {
  const kb = (n: number) => (n / KB).toFixed(1)
  const width = Math.max(4, ...files.map((f) => f.path.length))
  console.log(`\n${title}:\n`)
  console.log(`${'file'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}`)
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`)
  for (const f of files)
    console.log(`${f.path.padEnd(width)}  ${kb(f.bytes).padStart(8)}  ${kb(f.gzipBytes).padStart(8)}`)
  const raw = files.reduce((sum, f) => sum + f.bytes, 0)
  const gzip = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`)
  console.log(`${`total (${files.length} files)`.padEnd(width)}  ${kb(raw).padStart(8)}  ${kb(gzip).padStart(8)}`)
  return gzip
}

/** `portalConfig`: served with the portal's vite.config.ts (its CSP header); the floor app is served bare. */
async function serve(
  outDir: string,
  apiBaseUrl: string | undefined,
  portalConfig = apiBaseUrl !== undefined,
): Promise<PreviewServer> {
  const port = await freePort()
  // vite.config.ts reads the same variable; keep preview's config in step with the build's.
  if (apiBaseUrl) process.env.VITE_API_BASE_URL = apiBaseUrl
  else delete process.env.VITE_API_BASE_URL
  return preview({
    root: ROOT,
    configFile: portalConfig ? undefined : false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Steps 1-3: the logged-out start page against the floor. True within budget. */
async function benchStartPage(browser: Browser, servers: PreviewServer[]): Promise<boolean> {
  const floorServer = await serve(FLOOR_OUT_DIR, undefined)
  servers.push(floorServer)
  const portalServer = await serve(OUT_DIR, API_BASE_URL)
  servers.push(portalServer)
  const portalUrl = urlOf(portalServer)
  const floorUrl = urlOf(floorServer)
  const portalFiles = await measure(portalUrl, browser)
  const floorFiles = await measure(floorUrl, browser)
  if (portalFiles.length === 0 || floorFiles.length === 0)
    throw new Error('a page loaded no JavaScript; the measurement is broken.')
  const portalJs = printFiles("JavaScript loaded by the portal's logged-out start page ('/')", portalFiles)
  const floorJs = printFiles('JavaScript loaded by the floor app', floorFiles)

  const lcp = { portal: [] as number[], floor: [] as number[] }
  for (let run = 0; run < RUNS; run++) {
    lcp.floor.push(await lcpOnce(floorUrl, browser))
    lcp.portal.push(await lcpOnce(portalUrl, browser))
  }
  if (process.env.BENCH_WATERFALL) await printWaterfall(portalUrl, browser)
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ')
  console.log(
    `\nLCP at 4x CPU, slow 4G (${RUNS} runs each, interleaved): portal ${ms(lcp.portal)} ms; floor ${ms(lcp.floor)} ms`,
  )

  const jsRatio = portalJs / floorJs
  const lcpRatio = median(lcp.portal) / median(lcp.floor)
  const line = (name: string, portal: string, floor: string, ratio: number, budget: number) =>
    `${name.padEnd(4)} portal ${portal.padStart(9)}  floor ${floor.padStart(9)}  ratio ${ratio.toFixed(2)}x  budget ${budget.toFixed(2)}x  ${ratio <= budget ? 'OK' : 'OVER'}`
  console.log('')
  console.log(
    line('JS', `${(portalJs / KB).toFixed(1)} kB`, `${(floorJs / KB).toFixed(1)} kB`, jsRatio, JS_RATIO_BUDGET),
  )
  console.log(
    line(
      'LCP',
      `${median(lcp.portal).toFixed(0)} ms`,
      `${median(lcp.floor).toFixed(0)} ms`,
      lcpRatio,
      LCP_RATIO_BUDGET,
    ),
  )
  await printLighthouse(portalUrl, floorUrl)
  // Issue 21: <= 1.25x as the start page (1.96x before the cold-start hints of ADR 0005, 1.03-1.10x after).
  const qrOk = await benchQrPage(portalUrl, browser, median(lcp.floor), line)
  return jsRatio <= JS_RATIO_BUDGET && lcpRatio <= LCP_RATIO_BUDGET && qrOk
}

/** One more throttled load of `url`, to see what waits on what (reporting only, not in the ratios). */
async function printWaterfall(url: string, browser: Browser): Promise<void> {
  const waterfall: Request[] = []
  const lcpMs = await lcpOnce(url, browser, waterfall)
  console.log(
    `\nRequest waterfall of one throttled load of ${url} (ms after navigation; LCP ${lcpMs.toFixed(0)} ms):\n`,
  )
  const start = Math.min(...waterfall.map((r) => r.startMs))
  for (const r of waterfall.sort((a, b) => a.startMs - b.startMs)) {
    console.log(
      `${(r.startMs - start).toFixed(0).padStart(6)} → ${(r.endMs - start).toFixed(0).padStart(6)}  ${r.path}`,
    )
  }
}

/**
 * Issue 21: the QR check that a phone's camera opens cold (/qr-validation/{id}: the start page's own
 * route tree and its own lazy chunk), against the start page's LCP budget and the same floor. With
 * no API its check answers 404, so the page paints its "could not check" verdict: the same frame, size
 * and chunks as a verdict from a healthy API.
 */
async function benchQrPage(
  portalUrl: string,
  browser: Browser,
  floorLcp: number,
  line: (name: string, portal: string, floor: string, ratio: number, budget: number) => string,
): Promise<boolean> {
  const qrUrl = new URL('qr-validation/q1.bench.x', portalUrl).href
  const qrJs = printFiles("JavaScript loaded by the QR check ('/qr-validation/{id}')", await measure(qrUrl, browser))
  const qrLcp: number[] = []
  for (let run = 0; run < RUNS; run++) qrLcp.push(await lcpOnce(qrUrl, browser))
  if (process.env.BENCH_WATERFALL) await printWaterfall(qrUrl, browser)
  const ratio = median(qrLcp) / floorLcp
  console.log(
    `\nQR check LCP (${RUNS} runs): ${qrLcp.map((v) => v.toFixed(0)).join(', ')} ms; JS ${(qrJs / KB).toFixed(1)} kB`,
  )
  console.log(line('QR', `${median(qrLcp).toFixed(0)} ms`, `${floorLcp.toFixed(0)} ms`, ratio, LCP_RATIO_BUDGET))
  return ratio <= LCP_RATIO_BUDGET
}

/** Lighthouse's mobile LCP of both pages (issue 19): reported beside the CDP ratio, never a budget. */
async function printLighthouse(portalUrl: string, floorUrl: string): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  if (runs <= 0) return
  try {
    const lh = await lighthouseLcp(portalUrl, floorUrl, {
      runs,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      port: await freePort(),
    })
    const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ')
    const ratio = median(lh.portal) / median(lh.floor)
    console.log(
      `LCP  Lighthouse mobile (simulated, ${runs} runs each): portal ${median(lh.portal).toFixed(0)} ms  floor ${median(lh.floor).toFixed(0)} ms  ratio ${ratio.toFixed(2)}x  reported   runs: portal ${ms(lh.portal)}; floor ${ms(lh.floor)}`,
    )
  } catch (error) {
    console.log(`LCP  Lighthouse mobile: not measured (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Prints each interaction's median, max and runs; true when every budgeted median is within `budget`. */
function printBudgeted<I extends string>(
  results: Array<{ interaction: I; samples: Sample[] }>,
  names: Record<I, string>,
  budget: number,
  budgeted: (interaction: I) => boolean,
): boolean {
  let ok = true
  for (const { interaction, samples } of results) {
    const values = samples.map((s) => s.clickToPaint)
    const runsText = samples
      .map((s) => `${s.clickToPaint.toFixed(0)}${s.eventTiming === null ? '' : ` (${s.eventTiming.toFixed(0)})`}`)
      .join(', ')
    const within = median(values) <= budget
    const verdict = !budgeted(interaction) ? 'reported' : `budget ${budget} ms  ${within ? 'OK' : 'OVER'}`
    if (budgeted(interaction)) ok &&= within
    console.log(
      `${names[interaction].padEnd(18)} median ${median(values).toFixed(0).padStart(4)} ms  max ${Math.max(...values)
        .toFixed(0)
        .padStart(4)} ms  ${verdict}   runs: ${runsText}`,
    )
  }
  return ok
}

/** Step 4: opening and filtering /notifications with 1000 rows. True within budget. */
async function benchListPart(browser: Browser, servers: PreviewServer[]): Promise<boolean> {
  const server = await serve(MOCK_OUT_DIR, undefined, true)
  servers.push(server)
  const runs = CLICK_RUNS
  const results = await benchLists(browser, urlOf(server), runs)
  console.log(
    `\n/notifications with 1000 rows, click-to-paint at 4x CPU (${runs} runs; Event Timing's first paint after the event in brackets):\n`,
  )
  const names = { open: 'open ("show all")', filter: 'filter (search)', clear: 'clear the search' }
  let ok = printBudgeted(results, names, LIST_BUDGET_MS, () => true)
  // Issue 10's aim, a budget since issue 17 §4: the instructor's e-book list with 200+ books.
  const instructor = await benchInstructorList(browser, urlOf(server), runs)
  console.log(
    `\n/instructor/ebooks with 203 books, click-to-paint at 4x CPU (${runs} runs; budget ${INSTRUCTOR_LIST_BUDGET_MS} ms median):\n`,
  )
  const instructorNames = {
    cold: 'open, cold',
    open: 'open (menu click)',
    filter: 'filter (search)',
    state: 'status filter',
    clear: 'status cleared',
  }
  ok = printBudgeted(instructor, instructorNames, INSTRUCTOR_LIST_BUDGET_MS, isBudgeted) && ok
  // Issue 19: the company's staff list with 2 000 employees.
  const staff = await benchStaffList(browser, urlOf(server), runs)
  console.log(
    `\n/company/1/employees with 2 000 more employees, click-to-paint at 4x CPU (${runs} runs; budget ${STAFF_LIST_BUDGET_MS} ms median):\n`,
  )
  const staffNames = {
    cold: 'open, cold',
    open: 'open (link click)',
    filter: 'filter (search)',
    clear: 'clear the search',
  }
  ok = printBudgeted(staff, staffNames, STAFF_LIST_BUDGET_MS, isStaffBudgeted) && ok
  return ok
}

/** Step 5: the e-book's chunks and interactions. True when both are within budget. */
async function benchEbookPart(browser: Browser, servers: PreviewServer[]): Promise<boolean> {
  const all = lazyChunks(resolve(ROOT, OUT_DIR))
  const chunks = all.filter((c) => !CLICK_LOADED.test(c.file))
  for (const c of all.filter((c) => CLICK_LOADED.test(c.file)))
    console.log(
      `\nLoaded on a click, not a route (not in the route-chunk budget): ${c.file} ${(c.gzipBytes / KB).toFixed(1)} kB gzip`,
    )
  const over = chunks.filter((c) => c.gzipBytes > CHUNK_BUDGET_BYTES)
  console.log(
    `\nLazy chunks of the real-API build: ${chunks.length}, largest ${chunks[0] ? `${chunks[0].file} (${chunks[0].label}) ${(chunks[0].gzipBytes / KB).toFixed(1)} kB` : '-'} gzip; budget ${CHUNK_BUDGET_BYTES / KB} kB each: ${over.length === 0 ? 'OK' : `OVER: ${over.map((c) => `${c.file} (${c.label})`).join(', ')}`}`,
  )
  console.log('E-book chunks (gzip kB):')
  for (const c of chunks.filter((c) => isEbookChunk(c.label)))
    console.log(`  ${c.label.padEnd(64)} ${c.file.padEnd(22)} ${(c.gzipBytes / KB).toFixed(1).padStart(6)}`)
  const server = await serve(MOCK_OUT_DIR, undefined, true)
  servers.push(server)
  const runs = CLICK_RUNS
  const results = await benchEbook(browser, urlOf(server), runs)
  console.log(
    `\nE-book at 4x CPU (${runs} runs; budget ${EBOOK_BUDGET_MS} ms median): INP-like = Event Timing's first paint after the click; content = until the result is painted\n`,
  )
  let ok = over.length === 0
  for (const { interaction, samples } of results) {
    const inp = samples.map((s) => s.eventTiming ?? 16)
    const content = samples.map((s) => s.clickToPaint)
    const { name, value } = budgetedMedian(interaction, median(inp), median(content))
    const within = value <= EBOOK_BUDGET_MS
    ok &&= within
    console.log(
      `${interaction.padEnd(22)} INP-like median ${median(inp).toFixed(0).padStart(4)} ms (max ${Math.max(...inp).toFixed(0)});  content median ${median(content).toFixed(0).padStart(4)} ms (max ${Math.max(...content).toFixed(0)});  budget (${name}) ${EBOOK_BUDGET_MS} ms ${within ? 'OK' : 'OVER'}   runs: ${samples.map((s) => `${s.clickToPaint.toFixed(0)} (${s.eventTiming === null ? '<16' : s.eventTiming.toFixed(0)})`).join(', ')}`,
    )
  }
  return ok
}

const urlOf = (server: PreviewServer) => server.resolvedUrls?.local[0] ?? ''

async function main(): Promise<number> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) {
    console.error(
      `bench: no Chromium at ${executablePath}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    )
    return 2
  }
  if (ONLY !== '' && ONLY !== 'start' && ONLY !== 'lists' && ONLY !== 'ebook') {
    console.error(`bench: BENCH_ONLY is 'start', 'lists' or 'ebook', not '${ONLY}'.`)
    return 2
  }
  const start = ONLY === '' || ONLY === 'start'
  const lists = ONLY === '' || ONLY === 'lists'
  const ebook = ONLY === '' || ONLY === 'ebook'
  // BENCH_PREBUILT=1: measure the builds already in dist-bench*/ (repeated measuring while profiling).
  const prebuilt = process.env.BENCH_PREBUILT === '1'
  if (start && !prebuilt) build('floor')
  if ((start || ebook) && !prebuilt) build('portal')
  if ((lists || ebook) && !prebuilt) build('mock')

  const servers: PreviewServer[] = []
  let browser: Browser | undefined
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    for (const server of servers) await server.close().catch(() => {})
  }
  const onSignal = () => void cleanup().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    const startOk = start ? await benchStartPage(browser, servers) : true
    const listsOk = lists ? await benchListPart(browser, servers) : true
    const ebookOk = ebook ? await benchEbookPart(browser, servers) : true
    return startOk && listsOk && ebookOk ? 0 : 1
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
