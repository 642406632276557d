/**
 * Issue 8 §1, the ways in: 4-digit codes allow 5 wrong attempts and then are void, resending is
 * limited to once a minute, password login locks for 15 minutes after 5 failures in a row,
 * one-time login links are single-use and expire, login sessions get unguessable tokens, and the
 * external ID return address is same-origin only. Time moves with the scenario clock.
 */
import { describe, expect, it } from 'vitest'
import {
  loginBankIdExternal,
  loginEmail,
  loginHash,
  loginMobileBankId,
  requestPasswordReset,
  verifyResetCode,
} from '../../../src/api/login/login'
import { getPerson, verifyEmail, verifyPhone } from '../../../src/api/shell/persons'
import { createBankIdSession } from '../../bankid'
import { setClock } from '../../clock'
import { PERSONAS, SCENARIO_BASE_DATE } from '../../seed'
import { control, failureOf, withSimulatedBackend, type Failure } from '../../test-kit'

const api = withSimulatedBackend()

const T0 = Date.parse(SCENARIO_BASE_DATE)
const at = (seconds: number) => setClock(new Date(T0 + seconds * 1000).toISOString())

interface OutboxRow {
  to: string
  code?: string
}
const latestCode = async () => (await control<{ rows: OutboxRow[] }>('GET', '/outbox')).body.rows[0]?.code ?? ''
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000')
const dataOf = (failure: Failure) => failure.body?.data as Record<string, unknown> | undefined

describe('4-digit codes: at most 5 wrong attempts, then void', () => {
  it('counts down the attempts on verify-phone and voids the code at the fifth wrong one', async () => {
    at(0)
    api.as('unregistered')
    await verifyPhone('070-765 43 21')
    const code = await latestCode()
    for (const left of [4, 3, 2, 1]) {
      const failure = await failureOf(verifyPhone('070-765 43 21', wrongCode(code)))
      expect(failure.status).toBe(422)
      expect(dataOf(failure)).toEqual({ reason: 'codeWrong', attemptsLeft: left })
      expect(failure.body?.errors?.[0]?.field).toBe('code')
    }
    const fifth = await failureOf(verifyPhone('070-765 43 21', wrongCode(code)))
    expect(dataOf(fifth)).toEqual({ reason: 'codeVoid', attemptsLeft: 0 })
    // Void: even the right code no longer works.
    const right = await failureOf(verifyPhone('070-765 43 21', code))
    expect(dataOf(right)?.reason).toBe('codeVoid')
    expect((await getPerson(PERSONAS.unregistered.id)).phoneVerified).toBe(false)
  })

  it('lets a new code (after the resend interval) verify the phone', async () => {
    at(0)
    api.as('unregistered')
    await verifyPhone('070-765 43 21')
    for (let i = 0; i < 5; i++) await failureOf(verifyPhone('070-765 43 21', wrongCode(await latestCode())))
    at(61)
    await verifyPhone('070-765 43 21')
    expect(await verifyPhone('070-765 43 21', await latestCode())).toEqual({ sent: false, verified: true })
  })

  it('applies the same limit to verify-email', async () => {
    at(0)
    api.as('unregistered')
    await verifyEmail('erik.j@example.com')
    const code = await latestCode()
    const first = await failureOf(verifyEmail('erik.j@example.com', wrongCode(code)))
    expect(dataOf(first)).toEqual({ reason: 'codeWrong', attemptsLeft: 4 })
    for (let i = 0; i < 4; i++) await failureOf(verifyEmail('erik.j@example.com', wrongCode(code)))
    expect(dataOf(await failureOf(verifyEmail('erik.j@example.com', code)))?.reason).toBe('codeVoid')
  })

  it('applies it to the SMS password reset: every code of the password user can no longer be tried', async () => {
    at(0)
    const email = PERSONAS.passwordUser.email ?? ''
    await requestPasswordReset(email)
    const code = await latestCode()
    const tries: string[] = []
    for (let n = 0; tries.length < 6; n++)
      if (String(n).padStart(4, '0') !== code) tries.push(String(n).padStart(4, '0'))
    const reasons: unknown[] = []
    for (const guess of tries) reasons.push(dataOf(await failureOf(verifyResetCode(email, guess)))?.reason)
    expect(reasons).toEqual(['codeWrong', 'codeWrong', 'codeWrong', 'codeWrong', 'codeVoid', 'codeVoid'])
    expect(dataOf(await failureOf(verifyResetCode(email, code)))?.reason).toBe('codeVoid')
  })

  it('answers codeVoid for an e-mail without an account (no code was ever sent)', async () => {
    const failure = await failureOf(verifyResetCode('nobody@example.com', '1234'))
    expect(failure.status).toBe(422)
    expect(dataOf(failure)?.reason).toBe('codeVoid')
  })
})

describe('resending a code: at most once a minute', () => {
  it('answers 429 with resendTooSoon and retryAfterSeconds, and sends again after 60 s', async () => {
    at(0)
    api.as('unregistered')
    await verifyPhone('070-765 43 21')
    at(20)
    const early = await failureOf(verifyPhone('070-765 43 21'))
    expect(early.status).toBe(429)
    expect(dataOf(early)).toEqual({ reason: 'resendTooSoon', retryAfterSeconds: 40 })
    at(60)
    expect(await verifyPhone('070-765 43 21')).toEqual({ sent: true, verified: false })
  })

  it('limits the password reset SMS the same way', async () => {
    at(0)
    const email = PERSONAS.passwordUser.email ?? ''
    await requestPasswordReset(email)
    const early = await failureOf(requestPasswordReset(email))
    expect(early.status).toBe(429)
    expect(dataOf(early)).toEqual({ reason: 'resendTooSoon', retryAfterSeconds: 60 })
  })
})

describe('password login: locked for 15 minutes after 5 failures in a row', () => {
  const email = PERSONAS.passwordUser.email ?? ''
  const password = PERSONAS.passwordUser.password ?? ''

  it('locks at the fifth failure, refuses even the right password, and opens after 15 minutes', async () => {
    at(0)
    for (let i = 0; i < 4; i++) expect((await failureOf(loginEmail(email, 'Fel!lösen1'))).status).toBe(422)
    const fifth = await failureOf(loginEmail(email, 'Fel!lösen1'))
    expect(fifth.status).toBe(429)
    expect(dataOf(fifth)).toEqual({ reason: 'loginLocked', retryAfterSeconds: 900 })
    at(600)
    const locked = await failureOf(loginEmail(email, password))
    expect(locked.status).toBe(429)
    expect(dataOf(locked)).toEqual({ reason: 'loginLocked', retryAfterSeconds: 300 })
    at(900)
    expect((await loginEmail(email, password)).id).toBe(PERSONAS.passwordUser.id)
  })

  it('resets the count on a success', async () => {
    at(0)
    for (let i = 0; i < 4; i++) await failureOf(loginEmail(email, 'Fel!lösen1'))
    await loginEmail(email, password)
    for (let i = 0; i < 4; i++) expect((await failureOf(loginEmail(email, 'Fel!lösen1'))).status).toBe(422)
  })
})

describe('one-time login links (/login-hash/{hash})', () => {
  async function newLink(personId: number) {
    return (await control<{ hash: string; path: string; expiresAt: string }>('POST', '/login-links', { personId })).body
  }

  it('logs in once; a second use answers 422 with data.reason used', async () => {
    at(0)
    const link = await newLink(PERSONAS.bg.id)
    expect(link.path).toBe(`/login-hash/${link.hash}`)
    expect((await loginHash(link.hash)).id).toBe(PERSONAS.bg.id)
    const again = await failureOf(loginHash(link.hash))
    expect(again.status).toBe(422)
    expect(dataOf(again)).toMatchObject({ reason: 'used', hash: link.hash })
  })

  it('expires after 15 minutes (422 data.reason expired)', async () => {
    at(0)
    const link = await newLink(PERSONAS.bg.id)
    expect(link.expiresAt).toBe(new Date(T0 + 15 * 60_000).toISOString())
    at(15 * 60)
    const late = await failureOf(loginHash(link.hash))
    expect(late.status).toBe(422)
    expect(dataOf(late)).toMatchObject({ reason: 'expired', hash: link.hash })
  })

  it('keeps the documented hash-<persona> links reusable', async () => {
    expect((await loginHash('hash-apprentice')).id).toBe(PERSONAS.apprentice.id)
    expect((await loginHash('hash-apprentice')).id).toBe(PERSONAS.apprentice.id)
  })
})

describe('session tokens', () => {
  it('are random UUIDs for every login; the documented token-<persona> stays valid', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const first = await loginMobileBankId(PERSONAS.yua.personalNumber)
    const second = await loginMobileBankId(PERSONAS.yua.personalNumber)
    expect(first.token).toMatch(uuid)
    expect(second.token).toMatch(uuid)
    expect(first.token).not.toBe(second.token)
    api.token(first.token)
    expect((await getPerson(PERSONAS.yua.id)).id).toBe(PERSONAS.yua.id)
    api.as('yua')
    expect((await getPerson(PERSONAS.yua.id)).id).toBe(PERSONAS.yua.id)
  })
})

describe('the external ID return address: same origin only', () => {
  it('refuses a return address on another site', async () => {
    for (const address of ['https://evil.example/loginreturn', '//evil.example/loginreturn', 'javascript:alert(1)']) {
      const failure = await failureOf(loginBankIdExternal(address))
      expect(failure.status, address).toBe(422)
      expect(failure.body?.errors?.[0]?.field, address).toBe('callback')
    }
  })

  it('accepts a relative return address and answers a relative redirect', async () => {
    const { redirectUrl } = await loginBankIdExternal('/loginreturn')
    expect(redirectUrl).toMatch(/^\/simulated-id\?grandidsession=/)
  })

  it('refuses to confirm a session whose return address is another site', async () => {
    const session = await createBankIdSession('external', btoa('https://evil.example/steal'))
    const answer = await control('POST', '/external/confirm', {
      grandidsession: session.sessionId,
      personalNumber: PERSONAS.apprentice.personalNumber,
    })
    expect(answer.status).toBe(422)
  })
})
