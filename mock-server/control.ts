/**
 * Mock-only control endpoints under /__mock (not under /api, so faults never hit them). The
 * browser's developer panel, Playwright fixtures, Pact provider states and curl use them.
 */
import * as v from 'valibot'
import { Id } from '../src/api/common.schemas'
import { issueLoginLink } from './accounts'
import { findBankIdSession, setBankIdSession, statusOf, type BankIdKind } from './bankid'
import { getClock, setClock } from './clock'
import { db } from './db'
import { FaultsSchema, getFaults, setFaults } from './faults'
import { compactPhone, ok, route, type Ctx } from './handlers/-support'
import { importQueue } from './handlers/import/-import'
import { portalReturnPath, requirePersonalNumber } from './handlers/login/login'
import { loadedVariant, resetScenario } from './scenario'
import { ScenarioVariantSchema } from './scenario/variants'
import { findPerson } from './views'

export const MOCK_BASE = '*/__mock'
const control = (path: string) => `${MOCK_BASE}${path}`

async function confirm(ctx: Ctx, kind: BankIdKind, sessionId: string, personalNumber: string) {
  const session = findBankIdSession(sessionId, kind) ?? ctx.notFound()
  const status = statusOf(session)
  const field = kind === 'device' ? 'sessionId' : 'grandidsession'
  if (status === 'expired') return ctx.invalid(field, 'bankIdExpired')
  if (status === 'used') return ctx.invalid(field, 'bankIdUsed')
  const normalized = requirePersonalNumber(ctx, personalNumber)
  await setBankIdSession(sessionId, { status: 'confirmed', personalNumber: normalized })
  return session
}

export const controlHandlers = [
  // No body (or {}) seeds the default scenario; {"scenario": "many-notifications"} a variant (scenario/variants.ts);
  // {"now": iso} pins the clock first, so the scenario's dates relative to the seed day follow that day.
  route('post', control('/reset'), async (ctx) => {
    const { scenario, now } = await ctx.body(
      v.object({
        scenario: v.optional(ScenarioVariantSchema, 'default'),
        now: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
      }),
    )
    await resetScenario(scenario, now)
    return ok({ ok: true, scenario })
  }),
  // The variant the last reset seeded: the developer panel's state links reset to 'every-state' only when it is not.
  route('get', control('/scenario'), () => ok({ scenario: loadedVariant() })),

  route('get', control('/faults'), () => ok(getFaults())),
  route('put', control('/faults'), async (ctx) => {
    const change = await ctx.body(v.partial(FaultsSchema))
    const next = { ...getFaults(), ...change }
    setFaults(next)
    return ok(next)
  }),

  // Newest first; ?to= narrows to one phone or e-mail address, ?kind= to sms or email.
  route('get', control('/outbox'), (ctx) => {
    const query = new URL(ctx.request.url).searchParams
    const to = query.get('to')
    const kind = query.get('kind')
    const sameRecipient = (a: string) => !to || compactPhone(a).toLowerCase() === compactPhone(to).toLowerCase()
    const list = db()
      .outbox.findMany((q) => q.where((row) => sameRecipient(row.to) && (!kind || row.kind === kind)))
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt) || b.id - a.id)
    return ok({ rows: list })
  }),

  // The old-system imports both sides accepted (issue 22), oldest first: the developer panel's queue.
  route('get', control('/import-queue'), () => ok({ rows: importQueue() })),

  // The simulated ID app on "the other device".
  route('post', control('/bankid/confirm'), async (ctx) => {
    const { sessionId, personalNumber } = await ctx.body(
      v.object({ sessionId: v.string(), personalNumber: v.string() }),
    )
    await confirm(ctx, 'device', sessionId, personalNumber)
    return ok({ ok: true, status: 'confirmed' })
  }),

  // The simulated external ID page; returnUrl is the decoded callback with the session appended.
  route('post', control('/external/confirm'), async (ctx) => {
    const { grandidsession, personalNumber } = await ctx.body(
      v.object({ grandidsession: v.string(), personalNumber: v.string() }),
    )
    const found = findBankIdSession(grandidsession, 'external') ?? ctx.notFound()
    // Only a same-origin return address: the answer is a path of the portal, never another site.
    let path: string | null = null
    try {
      path = portalReturnPath(ctx.request, atob(found.callback ?? ''))
    } catch {
      path = null
    }
    if (path === null) return ctx.invalid('grandidsession', 'callbackNotSameOrigin')
    await confirm(ctx, 'external', grandidsession, personalNumber)
    const url = new URL(path, 'http://portal.invalid')
    url.searchParams.set('grandidsession', grandidsession)
    return ok({ ok: true, status: 'confirmed', returnUrl: `${url.pathname}${url.search}${url.hash}` })
  }),

  // A one-time login link as the real system would e-mail it: single use, 15 minutes.
  route('post', control('/login-links'), async (ctx) => {
    const { personId } = await ctx.body(v.object({ personId: Id }))
    if (!findPerson(personId)) return ctx.notFound()
    const link = await issueLoginLink(personId)
    return ok({ hash: link.hash, path: `/login-hash/${link.hash}`, expiresAt: link.expiresAt })
  }),

  route('get', control('/clock'), () => ok({ now: getClock() })),
  route('put', control('/clock'), async (ctx) => {
    const { now } = await ctx.body(v.object({ now: v.nullable(v.pipe(v.string(), v.isoTimestamp())) }))
    setClock(now)
    return ok({ now: getClock() })
  }),
]
