import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PERSONA_KEYS } from '../mock-server/seed'
import { ROUTES } from '../e2e/shell/route-matrix/index'
import { addressesOf, routeFiles, within, type RouteFile } from '../e2e/shell/route-matrix/-route-files'
import type { Who } from '../e2e/shell/route-matrix/-support'
// A copy of the spec's /work/shared/spec/routes.json (§2's routes), so the check runs from a clone.
import spec from './spec-routes.json'

/**
 * Issue 22 "the whole spec mounted": every route of §2 (routes.json) is a route of src/routes, guarded
 * as its guard says, and has a row in the persona × route matrix (e2e/shell/route-matrix/), whose
 * browser run (e2e/shell/route-matrix.spec.ts) checks where every persona lands. Without a browser.
 */

type Guard = 'public' | 'auth' | 'company'
const SPEC_ROUTES = spec.routes as ReadonlyArray<{ path: string; guard: Guard }>
const FILES = routeFiles()
const WHO: readonly Who[] = ['loggedOut', ...PERSONA_KEYS]

/** A path with its parameters' names left out (`/company/$companyId/…` and `/company/$id/…` are one route) and no trailing slash. */
const shape = (path: string) =>
  path
    .replace(/\/$/, '')
    .replace(/\{-\$\w+\}/g, '{-$}')
    .replace(/\$\w+/g, '$')

/** The guard calls in a route's beforeLoad (route files hold no guard logic: they call one, src/routes/-guards.ts). */
function guardCalls(file: RouteFile): string[] {
  const start = file.source.indexOf('beforeLoad')
  if (start < 0) return []
  // Up to the route's next option (`  loader:`, `  component:` …) or its end.
  const rest = file.source.slice(start + 'beforeLoad'.length)
  const end = rest.search(/\n {2}\w+:|\n\}\)/)
  const body = end < 0 ? rest : rest.slice(0, end)
  return [...body.matchAll(/\b(require\w*|\w*Guard)\(/g)].map((m) => m[1] ?? '')
}

/** The route's own guard calls and those of the layouts above it. */
const guardChain = (file: RouteFile) =>
  FILES.filter((outer) => outer === file || within(file.id, outer.id)).flatMap(guardCalls)

/** A company guard of §2: the company layout's, or one that checks a right at a company. */
const isCompanyGuard = (call: string) => /^(companyRouteGuard|requireCompany\w*|require\w*Right)$/.test(call)
/** A guard that sends someone away; /register's only decides what its page shows (§2: no auth flag). */
const sendsAway = (call: string) => call !== 'registerGuard'

const mounted = (path: string) => FILES.find((file) => shape(file.id) === shape(path))
const hasRow = (path: string) => ROUTES.some((row) => addressesOf(path).test(row.path.split('?')[0] ?? row.path))

describe('the routes of §2 (routes.json)', () => {
  it.skipIf(!existsSync('/work/shared/spec/routes.json'))('the copy is the spec’s', () => {
    expect(spec).toEqual(JSON.parse(readFileSync('/work/shared/spec/routes.json', 'utf8')))
  })

  it('are all mounted in src/routes', () => {
    expect(SPEC_ROUTES.length).toBeGreaterThan(60)
    expect(SPEC_ROUTES.filter((route) => !mounted(route.path)).map((route) => route.path)).toEqual([])
  })

  it('are guarded as their guard says: public by none, auth by a login check, company by a company check', () => {
    const wrong = SPEC_ROUTES.flatMap(({ path, guard }) => {
      const file = mounted(path)
      if (!file) return []
      const calls = guardChain(file).filter(sendsAway)
      const ok =
        guard === 'public' ? calls.length === 0 : guard === 'auth' ? calls.length > 0 : calls.some(isCompanyGuard)
      return ok ? [] : [`${path} (${guard}): ${calls.join(', ') || 'no guard'}`]
    })
    expect(wrong).toEqual([])
  })

  it('each have a row in the persona × route matrix', () => {
    expect(SPEC_ROUTES.filter((route) => !hasRow(route.path)).map((route) => route.path)).toEqual([])
  })
})

describe('the persona × route matrix', () => {
  it('has a row for every guarded route of src/routes (the project’s own routes too)', () => {
    // A route is guarded by its own beforeLoad or a layout's above it; a layout is opened through the routes below it.
    const guarded = FILES.filter((file) => guardChain(file).length > 0)
    const opened = (id: string): boolean => hasRow(id) || FILES.some((file) => within(file.id, id) && opened(file.id))
    expect(guarded.length).toBeGreaterThan(20)
    expect(guarded.filter((file) => !opened(file.id)).map((file) => file.id)).toEqual([])
  })

  it('opens an address no route has, and every visitor sees the not-found page (the catch-all)', () => {
    const unknown = ROUTES.filter(
      (row) => !FILES.some((file) => addressesOf(file.id).test(row.path.split('?')[0] ?? '')),
    )
    expect(unknown.length).toBeGreaterThan(0)
    for (const row of unknown) expect(WHO.map((who) => row.expect(who))).toEqual(WHO.map(() => 'notFound'))
  })
})
