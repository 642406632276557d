/**
 * What a build for a real API ships (issue 7 "How it is checked", issue 8 §4): builds it the way
 * production does (VITE_API_BASE_URL set) into a temporary folder and reads every file it wrote.
 * The source maps name each module that still has code in a chunk, so "this module is not in the
 * bundle" is checked exactly; the data checks grep the shipped files themselves (maps left out:
 * they carry the sources' text).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const API_BASE_URL = 'https://api.example.invalid'

let outDir = ''
/** Shipped files (no source maps): path relative to outDir -> text. */
const shipped = new Map<string, string>()
/** Repo paths (or node_modules/… paths) of every module with code in the bundle. */
const modules = new Set<string>()
/** Each shipped script's modules as its source map names them (query included: a route's split part). */
const sourcesOf = new Map<string, string[]>()

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'portal-build-'))
  const result = spawnSync(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: API_BASE_URL } },
  )
  if (result.status !== 0)
    throw new Error(`vite build failed (exit ${result.status ?? result.signal}):\n${result.stderr}`)
  for (const file of filesUnder(outDir)) {
    const text = readFileSync(file, 'utf8')
    if (!file.endsWith('.map')) {
      shipped.set(relative(outDir, file).split('\\').join('/'), text)
      continue
    }
    const map = JSON.parse(text) as { sources: string[] }
    sourcesOf.set(
      relative(outDir, file.replace(/\.map$/, ''))
        .split('\\')
        .join('/'),
      map.sources.map((source) =>
        relative(ROOT, resolve(dirname(file), source))
          .split('\\')
          .join('/'),
      ),
    )
    for (const source of map.sources) {
      const absolute = resolve(dirname(file), source.replace(/\?.*$/, ''))
      const path = relative(ROOT, absolute).split('\\').join('/')
      const inNodeModules = path.lastIndexOf('node_modules/')
      modules.add(inNodeModules >= 0 ? path.slice(inNodeModules) : path)
    }
  }
})

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

type Texts = { [key: string]: string | Texts }

/** Every text of a locale file. */
function leaves(texts: Texts): string[] {
  return Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)))
}

/** Shipped files whose text contains `needle`. */
function filesContaining(needle: string | RegExp): string[] {
  return [...shipped]
    .filter(([, text]) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text)))
    .map(([file]) => file)
}

/** The personas' personal numbers, e-mail addresses and password, from the scenario and the README. */
function personaData(): string[] {
  const sources = ['mock-server/seed.ts', 'src/test/personas.ts', 'README.md']
    .map((file) => readFileSync(resolve(ROOT, file), 'utf8'))
    .join('\n')
  const numbers = new Set<string>()
  for (const [, date, serial] of sources.matchAll(/\b((?:19|20)\d{6})-?(\d{4})\b/g)) {
    numbers.add(`${date}${serial}`)
    numbers.add(`${date}-${serial}`)
  }
  const emails = new Set(sources.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
  const passwords = new Set([...sources.matchAll(/password `([^`]+)`/g)].map(([, password]) => password))
  return [...numbers, ...emails, ...passwords]
}

describe('the build for a real API', () => {
  it('is measured: the source maps name the app and its packages', () => {
    expect(modules).toContain('src/main.tsx')
    expect([...modules].some((path) => path.startsWith('node_modules/react-dom/'))).toBe(true)
    expect(shipped.has('index.html')).toBe(true)
  })

  it('ships no MSW worker and does not precache one', () => {
    expect([...shipped.keys()].filter((file) => file.endsWith('mockServiceWorker.js'))).toEqual([])
    expect(filesContaining('mockServiceWorker')).toEqual([])
  })

  it("precaches the e-book's pages in the PWA worker, so they open offline on a building site (issue 9)", () => {
    const worker = shipped.get('sw.js') ?? ''
    // Lazy chunks are named by hash alone (ADR 0005): an e-book route's chunk is the one its source map names.
    const ebookChunks = [...sourcesOf]
      .filter(([, sources]) =>
        sources.some((source) => /^src\/routes\/books?\.\$(id|bookId)[^/]*\.tsx\?tsr-split=/.test(source)),
      )
      .map(([file]) => file)
    // The e-book's routes: the overview, education, the report list, create and report pages, the read-only report views.
    expect(ebookChunks.length).toBeGreaterThanOrEqual(6)
    expect(ebookChunks.filter((file) => !worker.includes(file))).toEqual([])
  })

  it('holds no module of the simulated backend, no test data or test kit and no simulated-ID page', () => {
    const forbidden = [
      /^mock-server\//,
      /^node_modules\/(msw|@msw|@mswjs)\//,
      /^src\/test\//,
      /\.(test|paths|fixtures)\.[cm]?[jt]sx?$/,
      /test-(kit|harness)\.[cm]?[jt]sx?$/,
      /^src\/components\/login\/simulated-id-/,
    ]
    expect([...modules].filter((path) => forbidden.some((pattern) => pattern.test(path)))).toEqual([])
    // The page's own markers, in case its code were inlined under another module's name.
    expect(filesContaining(/simulated-id-(banner|app|personal-number)/)).toEqual([])
  })

  it('holds none of the machine inspector: no inspection log, no panel, no graph utilities, no replay hook (issue 23)', () => {
    const inspector = [
      /^src\/components\/shell\/dev\//,
      /^src\/session\/machine-inspection\.ts$/,
      /^node_modules\/xstate\/dist\/xstate-graph\./,
    ]
    expect([...modules].filter((path) => inspector.some((pattern) => pattern.test(path)))).toEqual([])
    // The log's own subscription, in case its code were inlined under another module's name.
    expect(filesContaining('seenMachines')).toEqual([])
    // The path recorder's replay hook (window.__ppRecorder) is set by mock builds only.
    expect(filesContaining('__ppRecorder')).toEqual([])
  })

  it('holds no persona data', () => {
    const data = personaData()
    // The scenario has a dozen personas; an empty list would make this test pass for nothing.
    expect(data.length).toBeGreaterThan(20)
    const found = data.flatMap((needle) => filesContaining(needle).map((file) => `${needle} in ${file}`))
    expect(found).toEqual([])
  })

  it('holds no path-generation inputs (machine events written out as data)', () => {
    // xstate builds these types at run time from an actor id; written out whole, they are a path's events.
    expect(filesContaining(/xstate\.(done|error)\.actor\.[A-Za-z]/)).toEqual([])
  })

  it('makes no call to the simulated backend control API', () => {
    expect(filesContaining('__mock/')).toEqual([])
  })

  it("keeps out of the start page's entry what the logged-out start page does not run (ADR 0005)", () => {
    const entry = [...shipped.keys()].find((file) => /^assets\/index-[^/]*\.js$/.test(file)) ?? ''
    const entrySources = sourcesOf.get(entry) ?? []
    expect(entrySources.length).toBeGreaterThan(0)
    // The external e-ID flow (machine, call, messages) loads on the button's first click.
    // The same for the pages' view of roles (only lazy pages import it) and the CompanyRedirect names (its loader).
    for (const module of [
      'machines/login/external-login.machine.ts',
      'src/components/login/external-login.edge.ts',
      'src/domain/role-pages.ts',
      'src/routes/company/-redirect-names.ts',
      // The route guards ask the roles (in the entry), not the orders slice's rules.
      'src/domain/orders.ts',
      // The bell's call loads with the first poll after login.
      'src/api/shell/notifications.ts',
    ])
      expect(entrySources.filter((source) => source.endsWith(module))).toEqual([])
    // A route's split groupings are read at build time; the router plugin deletes them from the route (vite.config.ts).
    expect(shipped.get(entry)).not.toContain('codeSplitGroupings')
  })

  it("bundles the start page's login texts, but not the login forms' (ADR 0005)", () => {
    const entry = [...shipped.entries()].find(([file]) => /^assets\/index-[^/]*\.js$/.test(file))?.[1] ?? ''
    const sv = (ns: string) =>
      JSON.parse(readFileSync(resolve(ROOT, `src/i18n/locales/sv/${ns}.json`), 'utf8')) as Texts
    // The test-login panel's texts are on the start page: in the entry, as written (non-ASCII letters included).
    const panel = leaves(sv('login').testLogin as Texts).find((text) => /[åäö]/.test(text)) ?? ''
    expect(panel).not.toBe('')
    expect(entry).toContain(panel)
    // The forms' sentences (password login, BankID flows, reset, login hash, e-ID return) load with their routes.
    // (Not those the start page also says, in its own words around them: its login cards.)
    const elsewhere = ['common', 'shell', 'shell-start', 'login'].flatMap((ns) => leaves(sv(ns)))
    const forms = leaves(sv('login-forms')).filter(
      (text) => text.length >= 20 && !elsewhere.some((other) => other.includes(text)),
    )
    expect(forms.length).toBeGreaterThan(20)
    expect(forms.filter((text) => entry.includes(text))).toEqual([])
  })

  it("has the QR check's chunks and texts asked for beside the entry, on its addresses only (issue 21)", () => {
    const html = shipped.get('index.html') ?? ''
    const hint = /<script type="module" async src="\/(assets\/[^"]+\.js)"><\/script>/.exec(html)
    expect(hint, 'the hint script in index.html').not.toBeNull()
    expect(html.indexOf(hint?.[0] ?? '')).toBeLessThan(html.indexOf('<script type="module" crossorigin'))
    /** The files the hint asks for when the page is opened at `path` with `stored` as the chosen language. */
    const asked = (path: string, stored: string | null): string[] => {
      const links: Array<{ rel: string; href: string }> = []
      runInNewContext(shipped.get(hint?.[1] ?? '') ?? '', {
        location: { pathname: path },
        localStorage: { getItem: (key: string) => (key === 'pp.locale' ? stored : null) },
        document: {
          createElement: () => ({}),
          head: { append: (link: { rel: string; href: string }) => links.push(link) },
        },
      })
      return links.map((link) => `${link.rel} ${link.href.replace(/^\//, '')}`)
    }
    const holding = (module: string) =>
      [...sourcesOf].filter(([, sources]) => sources.some((source) => source.startsWith(module))).map(([file]) => file)
    const [page] = holding('src/components/qualifications/qr/validation-page.tsx')
    const [check] = holding('src/components/qualifications/qr/validation-check.ts')
    // A JSON module has no source map entry: its file is the one shipping its texts.
    const plTitle = (
      JSON.parse(readFileSync(resolve(ROOT, 'src/i18n/locales/pl/qualifications-qr.json'), 'utf8')) as {
        page: { title: string }
      }
    ).page.title
    const [plTexts] = filesContaining(plTitle)
    const [plMap] = holding('src/i18n/locales-pl.ts')
    const [svMap] = holding('src/i18n/locales-sv.ts')
    const polish = asked('/qr-validation/q1.abc.def', 'pl')
    for (const file of [page, check, plTexts, plMap]) expect(polish).toContain(`modulepreload ${file}`)
    expect(polish).not.toContain(`modulepreload ${svMap}`)
    expect(polish.some((link) => link.startsWith('preload assets/') && link.endsWith('.css'))).toBe(true)
    // No chosen language (or an unknown one): Swedish, as i18n.ts starts.
    expect(asked('/qr-validation/q1.abc.def', 'xx')).toContain(`modulepreload ${svMap}`)
    // Nowhere else, the start page first: it pays for the hint's own request only.
    expect(asked('/', null)).toEqual([])
    expect(asked('/my-qualifications', 'sv')).toEqual([])
  })

  it('carries a strict Content-Security-Policy in index.html', () => {
    const html = shipped.get('index.html') ?? ''
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)]
    expect(metas).toHaveLength(1)
    const directives = new Map(
      metas[0][1]
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    )
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'", new URL(API_BASE_URL).origin])
    for (const [name, values] of directives) {
      expect(values, name).not.toContain("'unsafe-eval'")
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'")
    }
    // The policy comes before every script and stylesheet, and none of them is inline.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([])
    expect(html.match(/<style\b/g) ?? []).toEqual([])
  })
})
