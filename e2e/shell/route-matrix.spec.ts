import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PERSONA_KEYS, PERSONAS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { text } from '../support/texts'
import { applicationRoutes } from './route-matrix/application'
import { companyRoutes } from './route-matrix/company'
import { ebookRoutes } from './route-matrix/ebook'
import { instructorRoutes } from './route-matrix/instructor'
import { cardOrderRoutes } from './route-matrix/orders-cards'
import { distanceOrderRoutes } from './route-matrix/orders-distance'
import { qualificationsRoutes } from './route-matrix/qualifications'
import { qualificationsQrRoutes } from './route-matrix/qualifications-qr'
import { qualifyingTimeRoutes } from './route-matrix/qualifying-time'
import { shellRoutes } from './route-matrix/shell'
import type { Outcome, RouteRow, Who } from './route-matrix/-support'

/**
 * The persona × route matrix: every route of §2 that exists, opened by address by every persona of
 * the scenario and by a logged-out visitor, lands where §2's guards and §6's rights say.
 *
 * The expected outcome is written from the spec and the scenario's roles, not computed with the
 * portal's own role functions (src/domain/roles.ts), so a guard that drifts from §6 fails this test.
 * Each slice keeps its rows in route-matrix/<slice>.ts (shared role lists and outcomes in
 * route-matrix/-support.ts); a new slice adds its file and one line to SLICES.
 */
const SLICES: ReadonlyArray<readonly RouteRow[]> = [
  shellRoutes,
  applicationRoutes,
  companyRoutes,
  instructorRoutes,
  ebookRoutes,
  distanceOrderRoutes,
  cardOrderRoutes,
  qualifyingTimeRoutes,
  qualificationsRoutes,
  qualificationsQrRoutes,
]

/** Every slice's rows; the pages that decide after their data last (opened by a full load: see the loop). */
const ROUTES: readonly RouteRow[] = [
  ...SLICES.flat().filter((row) => !row.decidesAfterData),
  ...SLICES.flat().filter((row) => row.decidesAfterData),
]

const WHO: readonly Who[] = ['loggedOut', ...PERSONA_KEYS]

/** The route files of src/routes (no `-` helpers, no tests): each route's id and whether it has a guard of its own. */
function routeFiles(
  dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/routes'),
): Array<{ id: string; guarded: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-') || entry.name.includes('.test.')) return []
    if (entry.isDirectory()) return routeFiles(join(dir, entry.name))
    const source = readFileSync(join(dir, entry.name), 'utf8')
    // Prettier puts a long route id on a line of its own.
    const id = /createFileRoute\(\s*'([^']+)'\s*\)/.exec(source)?.[1]
    return id === undefined ? [] : [{ id, guarded: /\bbeforeLoad\b/.test(source) }]
  })
}

/**
 * A route id as a pattern of addresses: `$name` one segment, `{-$name}` an optional one, a lone `$` the
 * rest, an index's trailing slash optional.
 */
const addressesOf = (id: string) =>
  new RegExp(
    `^${id
      .replace(/\/$/, '')
      .split('/')
      .map((seg, i) =>
        /^\{-\$\w+\}$/.test(seg)
          ? '(?:/[^/]+)?'
          : `${i === 0 ? '' : '/'}${seg === '$' ? '.+' : seg.startsWith('$') ? '[^/]+' : seg.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')}`,
      )
      .join('')}/?$`,
  )

test('every guarded route has a row in the matrix', () => {
  const routes = routeFiles()
  const within = (id: string, outer: string) => id !== outer && id.startsWith(`${outer.replace(/\/$/, '')}/`)
  // A route is guarded by its own beforeLoad or a layout's above it; a layout is opened through the routes below it.
  const guarded = routes.filter((r) => r.guarded || routes.some((outer) => outer.guarded && within(r.id, outer.id)))
  const opened = (id: string): boolean =>
    ROUTES.some((row) => addressesOf(id).test(row.path.split('?')[0] ?? row.path)) ||
    routes.some((r) => within(r.id, id) && opened(r.id))
  expect(guarded.length).toBeGreaterThan(20)
  expect(
    guarded.filter((r) => !opened(r.id)).map((r) => r.id),
    'guarded routes no row of ROUTES opens',
  ).toEqual([])
})

/**
 * Opens `path` the way a link or the back button does (the router's own navigation, guards and all),
 * not by reloading the whole app for each of ~300 cells: the guards run in `beforeLoad` on every
 * navigation alike.
 */
async function open(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return page.reload().then(() => undefined)
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Counts the page's API calls still running, so a cell whose page decides after its data is read
 * once the calls it started have answered (and a redirect they cause has happened).
 */
function trackCalls(page: Page): { settled: () => Promise<void> } {
  const running = new Set<unknown>()
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')
  page.on('request', (request) => {
    if (isApi(request.url())) running.add(request)
  })
  const done = (request: unknown) => running.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    // No call running over a short quiet spell (a call's answer may start the next call).
    settled: () =>
      expect
        .poll(
          async () => {
            if (running.size > 0) return running.size
            await page.waitForTimeout(150)
            return running.size
          },
          { message: 'the API calls of the page never settled' },
        )
        .toBe(0),
  }
}

async function landed(page: Page, path: string): Promise<Outcome> {
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  const title = (await heading.textContent())?.trim() ?? ''
  const at = new URL(page.url()).pathname
  if (title === text('shell:forbidden.title'))
    return at === '/forbidden' && path !== '/forbidden' ? 'forbidden' : 'page'
  if (title === text('shell:notFound.title')) return 'notFound'
  if (at === '/' && path !== '/') return 'start'
  if (at === '/application' && path !== '/application') return 'draftList'
  return at === path ? 'page' : 'start'
}

test.describe('persona × route matrix (§2 guards, §6 rights)', () => {
  for (const who of WHO) {
    test(`${who}: every route lands where §2 and §6 say`, async ({ fresh, loginAs }) => {
      test.setTimeout(30_000 + ROUTES.length * 4_000)
      if (who !== 'loggedOut') await loginAs(who)
      const wrong: string[] = []
      const calls = trackCalls(fresh)
      for (const [index, route] of ROUTES.entries()) {
        // One cell per visitor, a different one for each, opens by a full load (the address typed in).
        if (index === (WHO.indexOf(who) * 5) % ROUTES.length) await fresh.goto(route.path)
        else await open(fresh, route.path)
        // A page that decides after its data (say /register for someone already registered) may still
        // send the visitor on once its calls answer: read its outcome when they have settled, so a
        // redirect it sends late cannot land on the next cell either.
        if (route.decidesAfterData) await calls.settled()
        const expected = route.expect(who)
        // The outcome is settled once the page's heading shows; a redirect replaces it first.
        await expect
          .poll(() => landed(fresh, route.landsAt ?? route.path), { message: `${who} ${route.path}` })
          .toBe(expected)
          .catch(async () => {
            wrong.push(
              `${route.path}: expected ${expected}, got ${await landed(fresh, route.landsAt ?? route.path)} (${new URL(fresh.url()).pathname})`,
            )
          })
      }
      expect(wrong, `${who}${who === 'loggedOut' ? '' : ` (${PERSONAS[who].roles.join(', ') || 'no roles'})`}`).toEqual(
        [],
      )
    })
  }
})
