import type { Page } from '@playwright/test'
import { PERSONA_KEYS, PERSONAS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { openInApp } from '../support/navigate'
import { text } from '../support/texts'
import { ROUTES } from './route-matrix/index'
import type { Outcome, Who } from './route-matrix/-support'

/**
 * The persona × route matrix: every route of §2 that exists, opened by address by every persona of
 * the scenario and by a logged-out visitor, lands where §2's guards and §6's rights say.
 *
 * The expected outcome is written from the spec and the scenario's roles, not computed with the
 * portal's own role functions (src/domain/roles.ts), so a guard that drifts from §6 fails this test.
 * The rows are in route-matrix/ (./route-matrix/index.ts); that every route of §2 and every guarded route
 * has one is checked without a browser (scripts/spec-routes.test.ts).
 */
const WHO: readonly Who[] = ['loggedOut', ...PERSONA_KEYS]

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

/** Agneta by her documented link, acting as Elin (README's persona table): a visitor of her own. */
const AS_ELIN = 'imitatingAdmin acting as Elin'

test.describe('persona × route matrix (§2 guards, §6 rights)', () => {
  for (const who of [...WHO, AS_ELIN] as const) {
    test(`${who}: every route lands where §2 and §6 say`, async ({ fresh, loginAs, loginByLink }) => {
      test.setTimeout(30_000 + ROUTES.length * 4_000)
      if (who === AS_ELIN) await loginByLink('imitatingAdmin')
      else if (who !== 'loggedOut') await loginAs(who)
      const wrong: string[] = []
      const calls = trackCalls(fresh)
      const column = who === AS_ELIN ? WHO.length : WHO.indexOf(who)
      for (const [index, route] of ROUTES.entries()) {
        // One cell per visitor, a different one for each, opens by a full load (the address typed in).
        if (index === (column * 5) % ROUTES.length) await fresh.goto(route.path)
        // The others as a link or the back button does (the router's own navigation, guards and all), not
        // by reloading the whole app for each of ~1000 cells: the guards run in `beforeLoad` on every navigation alike.
        else await openInApp(fresh, route.path)
        // A page that decides after its data (say /register for someone already registered) may still
        // send the visitor on once its calls answer: read its outcome when they have settled, so a
        // redirect it sends late cannot land on the next cell either.
        if (route.decidesAfterData) await calls.settled()
        const expected = who === AS_ELIN ? (route.imitating ?? route.expect('apprentice')) : route.expect(who)
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
      const roles = who === 'loggedOut' || who === AS_ELIN ? '' : ` (${PERSONAS[who].roles.join(', ') || 'no roles'})`
      expect(wrong, `${who}${roles}`).toEqual([])
    })
  }
})
