import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPANY_NORR, COMPANY_SYD, EBOOK_IDS, PERSONA_KEYS, PERSONAS, SEEDED_APPLICATIONS } from '../../mock-server/seed'
import { expect, test, type PersonaKey } from '../fixtures'
import { text } from '../support/texts'

/**
 * The persona × route matrix: every route of §2 that exists, opened by address by every persona of
 * the scenario and by a logged-out visitor, lands where §2's guards and §6's rights say.
 *
 * The expected outcome is written here from the spec and the scenario's roles, not computed with the
 * portal's own role functions (src/domain/roles.ts), so a guard that drifts from §6 fails this test.
 * Each later slice adds its routes to ROUTES.
 */

/** Where the visitor ends up: the page itself, the start page, /forbidden, not found, or the draft list (/application). */
type Outcome = 'page' | 'start' | 'forbidden' | 'notFound' | 'draftList'
type Who = PersonaKey | 'loggedOut'

// §6 roles of the scenario (mock-server/scenario/shell.ts), per company. Imitation: Agneta's session
// acts as Elin (an apprentice without company roles), so she has Elin's rights.
/** Company users (any of FTGADM, YUA, BG, HL, AVDADM) of each company. */
const COMPANY_USERS: Record<number, readonly PersonaKey[]> = {
  [COMPANY_NORR.id]: ['instructor', 'companyAdmin', 'yua', 'bg'],
  [COMPANY_SYD.id]: ['instructor', 'departmentAdmin'],
}
/** §6 "Apprentices, applications, YUA page": YUA, BG, AVDADM or FTGADM (not the instructor). */
const APPLICATION_READERS: Record<number, readonly PersonaKey[]> = {
  [COMPANY_NORR.id]: ['companyAdmin', 'yua', 'bg'],
  [COMPANY_SYD.id]: ['departmentAdmin'],
}

/** Logged in with phone and e-mail verified (§2): /register has nothing left to do for them and sends them to the start page. */
const REGISTERED: readonly PersonaKey[] = PERSONA_KEYS.filter((key) => key !== 'minor' && key !== 'unregistered')

const isIn = (list: readonly PersonaKey[] | undefined, who: Who) => who !== 'loggedOut' && (list ?? []).includes(who)

/** A public page opens for everyone; an auth page for anyone logged in (§2: a stored user), else the start page. */
const publicRoute = (): Outcome => 'page'
const authRoute = (who: Who): Outcome => (who === 'loggedOut' ? 'start' : 'page')
/** A company page: logged out to the start page; without the right to /forbidden (§2 company guard, §6). */
const companyRoute = (readers: Record<number, readonly PersonaKey[]>, companyId: number, whenAllowed: Outcome = 'page') => (who: Who): Outcome =>
  who === 'loggedOut' ? 'start' : isIn(readers[companyId], who) ? whenAllowed : 'forbidden'

/**
 * Who reads Elin's active e-book at Norr (§2 Instructor and e-book, §6): Elin herself (and Agneta,
 * whose session acts as her), her instructor Johan, and Norr's company users who see e-books
 * (administrator, YUA "sees all e-books", BG); the API refuses everyone else (403, /forbidden).
 */
const ACTIVE_BOOK_READERS: readonly PersonaKey[] = ['apprentice', 'imitatingAdmin', 'instructor', 'companyAdmin', 'yua', 'bg']
const bookRoute = (who: Who): Outcome => (who === 'loggedOut' ? 'start' : isIn(ACTIVE_BOOK_READERS, who) ? 'page' : 'forbidden')

/**
 * The instructor pages (issue 10): §6 "Apprentice books: instructor, or company user". Johan is the
 * scenario's instructor (an active one: My apprentices opens for him); every company user may look at
 * an instructor's apprentices (CompanyInstructorApprentices). Apprentices and people without a company
 * role are refused. Agneta's session acts as Elin.
 */
const BOOK_LIST_READERS: readonly PersonaKey[] = ['instructor', 'companyAdmin', 'yua', 'bg', 'departmentAdmin']
const instructorRoute = (who: Who): Outcome => (who === 'loggedOut' ? 'start' : isIn(BOOK_LIST_READERS, who) ? 'page' : 'forbidden')
const JOHAN = PERSONAS.instructor.id

const norr = COMPANY_NORR.id
const syd = COMPANY_SYD.id
const reviewed = SEEDED_APPLICATIONS.norrConfirmedByStudent

const ROUTES: ReadonlyArray<{ path: string; expect: (who: Who) => Outcome; decidesAfterData?: true }> = [
  { path: '/', expect: publicRoute },
  { path: '/login', expect: publicRoute },
  { path: '/forbidden', expect: publicRoute },
  { path: '/reset-password', expect: publicRoute },
  // Checking a signed e-book export needs no login (issue 10).
  { path: '/books/verify-export', expect: publicRoute },
  { path: '/notifications', expect: authRoute },
  { path: '/guide', expect: authRoute },
  { path: '/my-settings', expect: authRoute },
  { path: '/my-address', expect: authRoute },
  // §6 "new applications: company user".
  { path: `/company/${norr}/create-applications`, expect: companyRoute(COMPANY_USERS, norr) },
  { path: `/company/${syd}/create-applications`, expect: companyRoute(COMPANY_USERS, syd) },
  { path: `/company/${norr}/applications`, expect: companyRoute(APPLICATION_READERS, norr) },
  { path: `/company/${syd}/applications`, expect: companyRoute(APPLICATION_READERS, syd) },
  // A company page a later slice builds: the company guard first, then not found.
  { path: `/company/${norr}/employees`, expect: companyRoute(COMPANY_USERS, norr, 'notFound') },
  { path: '/finns/inte', expect: () => 'notFound' },
  // §6 "Instructor instructions: instructors": only Johan holds the role (Ahmed's exemption is no role).
  { path: '/instructor/instructions', expect: (who) => (who === 'loggedOut' ? 'start' : who === 'instructor' ? 'page' : 'forbidden') },
  { path: '/instructor/ebooks', expect: instructorRoute },
  { path: `/instructor/${JOHAN}/ebooks`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices-report`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices-courses`, expect: instructorRoute },
  // No person id: no page (after the login check).
  { path: '/instructor/johan/ebooks', expect: (who) => (who === 'loggedOut' ? 'start' : 'notFound') },
  // Pages that decide after their data (opened by a full load, last: see the loop).
  // The wizard puts its first screen in the address once the drafts have come.
  { path: '/application', expect: authRoute, decidesAfterData: true },
  // No auth flag (§2): a visitor is told to log in first; someone not yet registered registers.
  { path: '/register', expect: (who) => (isIn(REGISTERED, who) ? 'start' : 'page'), decidesAfterData: true },
  // Elin's draft: she opens it; the server refuses anyone else, whom the wizard sends to their own draft list.
  { path: `/application/${SEEDED_APPLICATIONS.elinFreshDraft}`, expect: (who) => (who === 'loggedOut' ? 'start' : who === 'apprentice' ? 'page' : 'draftList'), decidesAfterData: true },
  // §2 quirk: this one sends a failed check to the start page, not /forbidden.
  {
    path: `/company/${norr}/create-applications/${SEEDED_APPLICATIONS.norrCompanyDraft}`,
    // Reading another's draft is reading an application (§6: not the instructor), so the server refuses him.
    expect: (who) => (isIn(APPLICATION_READERS[norr], who) ? 'page' : 'start'),
    decidesAfterData: true,
  },
  { path: `/company/${norr}/applications/${reviewed}/review`, expect: companyRoute(APPLICATION_READERS, norr), decidesAfterData: true },
  // E-book pages (issue 9): the book decides after the API answers (403 -> /forbidden, 404 -> not found).
  { path: `/book/${EBOOK_IDS.active}`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/education`, expect: bookRoute, decidesAfterData: true },
  { path: `/books/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}`, expect: bookRoute, decidesAfterData: true },
  // One rated part of a saved report (§2 e-book pages): read like the book it belongs to.
  { path: `/books/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}/details/${EBOOK_IDS.savedReportDetail}`, expect: bookRoute, decidesAfterData: true },
  // The report pages (issue 17): whoever may not read the book lands on /forbidden, as on /book/{id}.
  { path: `/book/${EBOOK_IDS.active}/report-element`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/create-overview`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}`, expect: bookRoute, decidesAfterData: true },
  { path: '/book/999999', expect: (who) => (who === 'loggedOut' ? 'start' : 'notFound'), decidesAfterData: true },
]

const WHO: readonly Who[] = ['loggedOut', ...PERSONA_KEYS]

/** The route files of src/routes (no `-` helpers, no tests): each route's id and whether it has a guard of its own. */
function routeFiles(dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/routes')): Array<{ id: string; guarded: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-') || entry.name.includes('.test.')) return []
    if (entry.isDirectory()) return routeFiles(join(dir, entry.name))
    const source = readFileSync(join(dir, entry.name), 'utf8')
    const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1]
    return id === undefined ? [] : [{ id, guarded: /\bbeforeLoad\b/.test(source) }]
  })
}

/** A route id as a pattern of addresses: `$name` one segment, a lone `$` the rest, an index's trailing slash optional. */
const addressesOf = (id: string) =>
  new RegExp(`^${id.replace(/\/$/, '').split('/').map((seg) => (seg === '$' ? '.+' : seg.startsWith('$') ? '[^/]+' : seg.replace(/[.*+?^{}()|[\]\\]/g, '\\$&'))).join('/')}/?$`)

test('every guarded route has a row in the matrix', () => {
  const routes = routeFiles()
  const within = (id: string, outer: string) => id !== outer && id.startsWith(`${outer.replace(/\/$/, '')}/`)
  // A route is guarded by its own beforeLoad or a layout's above it; a layout is opened through the routes below it.
  const guarded = routes.filter((r) => r.guarded || routes.some((outer) => outer.guarded && within(r.id, outer.id)))
  const opened = (id: string): boolean => ROUTES.some((row) => addressesOf(id).test(row.path)) || routes.some((r) => within(r.id, id) && opened(r.id))
  expect(guarded.length).toBeGreaterThan(20)
  expect(guarded.filter((r) => !opened(r.id)).map((r) => r.id), 'guarded routes no row of ROUTES opens').toEqual([])
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
    settled: () => expect.poll(async () => {
      if (running.size > 0) return running.size
      await page.waitForTimeout(150)
      return running.size
    }, { message: 'the API calls of the page never settled' }).toBe(0),
  }
}

async function landed(page: Page, path: string): Promise<Outcome> {
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  const title = (await heading.textContent())?.trim() ?? ''
  const at = new URL(page.url()).pathname
  if (title === text('shell:forbidden.title')) return at === '/forbidden' && path !== '/forbidden' ? 'forbidden' : 'page'
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
        await expect.poll(() => landed(fresh, route.path), { message: `${who} ${route.path}` }).toBe(expected).catch(async () => {
          wrong.push(`${route.path}: expected ${expected}, got ${await landed(fresh, route.path)} (${new URL(fresh.url()).pathname})`)
        })
      }
      expect(wrong, `${who}${who === 'loggedOut' ? '' : ` (${PERSONAS[who].roles.join(', ') || 'no roles'})`}`).toEqual([])
    })
  }
})
