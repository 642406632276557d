import { afterEach, describe, expect, it } from 'vitest'
import { configureApi } from '../../api/client'
import { loginEmail, requestPasswordReset, resetPassword, verifyResetCode } from '../../api/login/login'
import { asFlowCall, flowErrorKeyOf } from './flow-errors'

/** Answers every call with `status` and `body`, through the real client (hooks, parsing) like the app. */
function answer(status: number, body: unknown) {
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  })
}

async function keyOf(call: () => Promise<unknown>, flow: Parameters<typeof flowErrorKeyOf>[1]) {
  try {
    await call()
  } catch (error) {
    return flowErrorKeyOf(error, flow)
  }
  throw new Error('the call did not fail')
}

const invalid = (field: string, message: string) => ({ message: 'Formuläret är inte korrekt ifyllt.', errors: [{ field, message }] })

describe('flowErrorKeyOf', () => {
  afterEach(() => configureApi({ fetch: undefined, baseUrl: '' }))

  it('tells a missing phone from an unknown e-mail on a reset request', async () => {
    answer(422, invalid('mobilephone', 'Telefonnummer saknas'))
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('phoneMissing')
    answer(422, invalid('email', 'Inget konto'))
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('unknownEmail')
  })

  it('names the limits on the ways in (ADR 0007): a void code, a resend too soon, a locked password login', async () => {
    answer(422, { ...invalid('code', 'Koden är spärrad'), data: { reason: 'codeVoid', attemptsLeft: 0 } })
    expect(await keyOf(() => verifyResetCode('a@b.se', '1234'), 'code')).toBe('codeVoid')
    answer(429, { message: 'Vänta', data: { reason: 'resendTooSoon', retryAfterSeconds: 42 } })
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('resendTooSoon')
    answer(429, { message: 'Spärrad', errors: [{ field: 'password', message: 'Spärrad' }], data: { reason: 'loginLocked', retryAfterSeconds: 900 } })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('loginLocked')
  })

  it('reads a rejected code, a weak password and an expired reset', async () => {
    answer(422, invalid('code', 'Fel kod'))
    expect(await keyOf(() => verifyResetCode('a@b.se', '1234'), 'code')).toBe('wrongCode')
    answer(422, invalid('password', 'Lösenordet måste innehålla en siffra'))
    expect(await keyOf(() => resetPassword('t', 'x'), 'reset')).toBe('weakPassword')
    answer(401, { message: 'Återställningen är inte giltig längre.' })
    expect(await keyOf(() => resetPassword('t', 'Abcdef!1'), 'reset')).toBe('resetFailed')
  })

  it('reads wrong credentials, and a server failure as a failed login', async () => {
    answer(422, invalid('password', 'Fel e-postadress eller lösenord.'))
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('wrongCredentials')
    answer(500, { message: 'boom' })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('loginFailed')
  })

  it('calls an unreachable server a network problem', async () => {
    configureApi({
      baseUrl: 'http://localhost',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('network')
  })

  it('hands machines a { key } they understand', async () => {
    answer(422, invalid('code', 'Fel kod'))
    await expect(asFlowCall('code', () => verifyResetCode('a@b.se', '1234'))).rejects.toEqual({ key: 'wrongCode' })
  })
})
