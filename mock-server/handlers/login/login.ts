/**
 * Every way in (§7 "Login and password"): e-ID on this device, on another device, the external
 * redirect, the one-time hash, e-mail and password, the test-login list and the password reset.
 */
import * as v from 'valibot'
import { Text, TEXT_MAX } from '../../../src/api/common.schemas'
import { PersonalNumberBodySchema } from '../../../src/api/login/login.schemas'
import { FakeUserSchema } from '../../../src/api/shell/user.schemas'
import {
  isValidCode,
  isValidEmail,
  normalizePersonalNumber,
  passwordProblems,
  type PasswordProblem,
} from '../../../src/domain/validation'
import {
  checkCode,
  codeResendWaitSeconds,
  findOrRegisterPerson,
  issueCode,
  logIn,
  loginLockSeconds,
  maskPhone,
  recordLoginFailure,
  resetLoginFailures,
  stableHash,
} from '../../accounts'
import {
  createBankIdSession,
  findBankIdSession,
  pollBankIdSession,
  qrCodeOf,
  setBankIdSession,
  statusOf,
} from '../../bankid'
import { now, nowIso } from '../../clock'
import { db } from '../../db'
import type { MessageKey } from '../../messages'
import { fakeUserRow, findPerson } from '../../views'
import { api, compactPhone, fail, ok, refuseCode, route, rows, sameEmail, tooManyRequests, type Ctx } from '../-support'

/** A reset token from verify-code is good for this long. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000

const PASSWORD_MESSAGES: Record<PasswordProblem, MessageKey> = {
  tooShort: 'passwordTooShort',
  noLower: 'passwordNoLower',
  noUpper: 'passwordNoUpper',
  noDigit: 'passwordNoDigit',
  noSpecial: 'passwordNoSpecial',
}

/** The 12-digit personal number of `input` judged on the scenario clock's date; 422 otherwise. */
export function requirePersonalNumber(ctx: Ctx, input: string, field = 'personalNumber'): string {
  const normalized = normalizePersonalNumber(input, now())
  return normalized ?? ctx.invalid(field, 'personalNumberInvalid')
}

/**
 * Where the portal runs: an e-ID return address must lead back there, or a login link crafted with
 * someone else's return address would hand them the e-ID session (issue 8). The simulated backend
 * serves the portal from the request's own origin (in the browser) or from the dev and preview
 * servers (npm run mock-server beside npm start / npm run preview).
 */
export const PORTAL_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

/**
 * The return address as a same-origin path (path, query, fragment), or null when it is not an
 * address of the portal: a relative path, or an absolute http(s) address on the portal's origin.
 */
export function portalReturnPath(request: Request, address: string): string | null {
  const own = new URL(request.url).origin
  // '//host' and '/\host' are other hosts to a browser, not paths.
  if (address.startsWith('/') && !/^\/[\\/]/.test(address)) return address
  try {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.origin !== own && !PORTAL_ORIGINS.includes(url.origin)) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

function findByEmail(email: string) {
  return db().persons.findFirst((q) => q.where({ email: (e) => sameEmail(e, email) }))
}

/** loginbankid-login: the confirmed session of either kind becomes a logged-in user, once. */
async function finishBankIdLogin(ctx: Ctx, sessionId: string) {
  const session = findBankIdSession(sessionId)
  if (!session) ctx.notFound()
  const status = statusOf(session)
  const problem: Record<string, MessageKey> = { pending: 'bankIdPending', expired: 'bankIdExpired', used: 'bankIdUsed' }
  if (status !== 'confirmed' || session.personalNumber === null) {
    const key = problem[status] ?? 'bankIdPending'
    fail(422, { message: ctx.t(key), errors: [{ field: 'sessionId', message: ctx.t(key) }], data: { status } })
  }
  await setBankIdSession(sessionId, { status: 'used' })
  return ok(await logIn(await findOrRegisterPerson(session.personalNumber)))
}

export const loginHandlers = [
  route('patch', api('/persons/loginmobilebankid'), async (ctx) => {
    const { personalNumber } = await ctx.body(PersonalNumberBodySchema)
    const normalized = requirePersonalNumber(ctx, personalNumber)
    return ok(await logIn(await findOrRegisterPerson(normalized)))
  }),

  route('patch', api('/persons/loginbankid-gettoken'), async (ctx) => {
    const { sessionId } = await ctx.body(v.object({ sessionId: v.optional(Text(TEXT_MAX.token)) }))
    if (sessionId === undefined) {
      const created = await createBankIdSession('device')
      return ok({ sessionId: created.sessionId, qrCode: qrCodeOf(created), status: 'pending' })
    }
    const existing = findBankIdSession(sessionId, 'device')
    if (!existing) return ctx.notFound()
    const polled = await pollBankIdSession(existing)
    const status = statusOf(polled)
    // A session already used to log in cannot be waited on again.
    return ok({ sessionId, qrCode: qrCodeOf(polled), status: status === 'used' ? 'expired' : status })
  }),

  route('patch', api('/persons/loginbankid-external'), async (ctx) => {
    const { callback } = await ctx.body(v.object({ callback: Text(TEXT_MAX.token) }))
    let decoded: string
    try {
      decoded = atob(callback)
    } catch {
      return ctx.invalid('callback', 'callbackInvalid')
    }
    if (!/^(https?:\/\/|\/)/.test(decoded)) return ctx.invalid('callback', 'callbackInvalid')
    if (portalReturnPath(ctx.request, decoded) === null) return ctx.invalid('callback', 'callbackNotSameOrigin')
    const session = await createBankIdSession('external', callback)
    // The simulated external ID page is a route of the portal, on the callback's origin.
    const origin = decoded.startsWith('/') ? '' : new URL(decoded).origin
    const redirectUrl = `${origin}/simulated-id?grandidsession=${encodeURIComponent(session.sessionId)}&callback=${encodeURIComponent(callback)}`
    return ok({ redirectUrl })
  }),

  route('patch', api('/persons/loginbankid-login'), async (ctx) => {
    const { sessionId } = await ctx.body(v.object({ sessionId: Text(TEXT_MAX.token) }))
    return finishBankIdLogin(ctx, sessionId)
  }),

  route('patch', api('/persons/login-email'), async (ctx) => {
    const { email, password } = await ctx.body(
      v.object({ email: Text(TEXT_MAX.email), password: Text(TEXT_MAX.password) }),
    )
    const person = findByEmail(email)
    // After MAX_LOGIN_FAILURES wrong passwords in a row the account refuses password logins for
    // LOGIN_LOCK_MS, even with the right one; a success resets the count.
    const locked = person ? loginLockSeconds(person.id) : 0
    if (locked > 0) return tooManyRequests(ctx, 'loginLocked', 'loginLocked', locked, 'password')
    if (!person || person.password === null || person.password !== password) {
      const lock = person && person.password !== null ? await recordLoginFailure(person.id) : 0
      if (lock > 0) return tooManyRequests(ctx, 'loginLocked', 'loginLocked', lock, 'password')
      return fail(422, {
        message: ctx.t('loginFailed'),
        errors: [{ field: 'password', message: ctx.t('loginFailed') }],
        data: { reason: 'loginFailed' },
      })
    }
    resetLoginFailures(person.id)
    return ok(await logIn(person))
  }),

  route('post', api('/persons/login-hash'), async (ctx) => {
    const { hash } = await ctx.body(v.object({ hash: Text(TEXT_MAX.token) }))
    const record = db().loginHashes.findFirst((q) => q.where({ hash }))
    if (!record) fail(404, { message: ctx.t('hashUnknown'), data: { reason: 'unknown', hash } })
    // One-time links are single-use and expire (LOGIN_LINK_TTL_MS); the documented hash-<persona>
    // links are seeded reusable and without expiry so curl, tests and the README keep working.
    if (!record.reusable && record.usedAt) {
      fail(422, { message: ctx.t('hashUsed'), data: { reason: 'used', hash, usedAt: record.usedAt } })
    }
    if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now().getTime()) {
      fail(422, { message: ctx.t('hashExpired'), data: { reason: 'expired', hash, expiredAt: record.expiresAt } })
    }
    const person = findPerson(record.personId)
    if (!person) fail(404, { message: ctx.t('hashUnknown'), data: { reason: 'unknown', hash } })
    if (!record.reusable) {
      await db().loginHashes.update((q) => q.where({ hash }), {
        data(draft) {
          draft.usedAt = nowIso()
        },
      })
    }
    return ok(await logIn(person, record.imitatedPersonId))
  }),

  // Public: the test-login panel lists these before anyone is logged in.
  route('get', api('/persons/list-fakes'), () => {
    const people = db().persons.findMany((q) => q.where({ listedAsFake: true }))
    return ok(rows(FakeUserSchema, people.map(fakeUserRow)))
  }),

  route('post', api('/passwords/request-reset'), async (ctx) => {
    const { email } = await ctx.body(v.object({ email: Text(TEXT_MAX.email) }))
    if (!isValidEmail(email)) return ctx.invalid('email', 'emailInvalid')
    const person = findByEmail(email)
    if (!person) return ctx.invalid('email', 'emailUnknown')
    const phone = person.mobilephone
    if (phone === null || phone.trim() === '') return ctx.invalid('mobilephone', 'phoneMissing')
    const wait = codeResendWaitSeconds(person.id, 'reset')
    if (wait > 0) return tooManyRequests(ctx, 'resendTooSoon', 'codeResendTooSoon', wait, 'email')
    await issueCode(person.id, 'reset', compactPhone(phone), {
      to: phone,
      kind: 'sms',
      text: (code) => ctx.t('smsResetCode', { code }),
    })
    return ok({ maskedPhone: maskPhone(phone) })
  }),

  route('post', api('/passwords/verify-code'), async (ctx) => {
    const { email, code } = await ctx.body(v.object({ email: Text(TEXT_MAX.email), code: Text(TEXT_MAX.code) }))
    if (!isValidCode(code)) return ctx.invalid('code', 'codeFormat')
    const person = findByEmail(email)
    // No account means no code was sent: the same answer as a void code, so e-mails cannot be probed.
    const check = person
      ? await checkCode(person.id, 'reset', null, code)
      : ({ ok: false, reason: 'codeVoid' } as const)
    if (!person || !check.ok) return refuseCode(ctx, check.ok ? { ok: false, reason: 'codeVoid' } : check)
    const resets = db().passwordResets
    const serial = resets.count() + 1
    const token = `reset-${serial}-${stableHash(`${person.id}:${serial}`).toString(16)}`
    await resets.create({ token, personId: person.id, createdAt: nowIso(), usedAt: null })
    return ok({ token })
  }),

  // The reset token comes as the bearer token: the person is not logged in.
  route('post', api('/passwords/reset'), async (ctx) => {
    const header = ctx.request.headers.get('Authorization') ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? ''
    const reset = db().passwordResets.findFirst((q) => q.where({ token }))
    if (!reset || reset.usedAt !== null || now().getTime() - Date.parse(reset.createdAt) > RESET_TOKEN_TTL_MS) {
      fail(401, { message: ctx.t('resetTokenInvalid') })
    }
    const { password } = await ctx.body(v.object({ password: Text(TEXT_MAX.password) }))
    const problems = passwordProblems(password)
    if (problems.length > 0) {
      const errors = ctx.errors()
      for (const problem of problems) errors.add('password', PASSWORD_MESSAGES[problem])
      errors.throwIfAny('passwordWeak')
    }
    await db().persons.update((q) => q.where({ id: reset.personId }), {
      data(draft) {
        draft.password = password
      },
    })
    await db().passwordResets.update((q) => q.where({ token }), {
      data(draft) {
        draft.usedAt = nowIso()
      },
    })
    return ok({ ok: true })
  }),
]
