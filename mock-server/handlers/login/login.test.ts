import { describe, expect, it } from 'vitest'
import {
  listFakes,
  loginBankIdExternal,
  loginBankIdGetToken,
  loginBankIdLogin,
  loginEmail,
  loginExternalReturn,
  loginHash,
  loginMobileBankId,
  requestPasswordReset,
  resetPassword,
  verifyResetCode,
} from '../../../src/api/login/login'
import { getPerson } from '../../../src/api/shell/persons'
import { db } from '../../db'
import { PERSONAS } from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

interface OutboxRow {
  id: number
  to: string
  kind: 'sms' | 'email'
  text: string
  code?: string
  sentAt: string
}
const latestCode = async (kind: 'sms' | 'email') =>
  (await control<{ rows: OutboxRow[] }>('GET', `/outbox?kind=${kind}`)).body.rows[0]

describe('e-ID on this device (loginmobilebankid)', () => {
  it('logs a persona in with a fresh token that works for later calls', async () => {
    const user = await loginMobileBankId('20040315-2382')
    expect(user).toMatchObject({
      id: PERSONAS.apprentice.id,
      firstName: 'Elin',
      personalNumber: '200403152382',
      imitatingUser: null,
    })
    expect(user.token).not.toBe('token-apprentice')
    api.token(user.token)
    expect((await getPerson(user.id)).lastName).toBe('Andersson')
  })

  it('makes an unknown but valid personal number a new, unregistered person', async () => {
    const before = db().persons.count()
    const user = await loginMobileBankId('198809232757')
    expect(db().persons.count()).toBe(before + 1)
    expect(user).toMatchObject({
      personalNumber: '198809232757',
      phoneVerified: false,
      emailVerified: false,
      firstLogin: true,
    })
    expect(user.firstName).not.toBe('')
    // The same number again is the same person, no longer at first login.
    const again = await loginMobileBankId('198809232757')
    expect(again.id).toBe(user.id)
    expect(again.firstLogin).toBe(false)
  })

  it('answers 422 naming the field for a number that is not a Swedish personal number, in the asked language', async () => {
    api.locale('en')
    const failure = await failureOf(loginMobileBankId('200403152383'))
    expect(failure.status).toBe(422)
    expect(failure.body?.errors).toEqual([
      { field: 'personalNumber', message: 'The value does not match a Swedish personal number.' },
    ])
    api.locale('pl')
    const polish = await failureOf(loginMobileBankId('abc'))
    expect(polish.body?.errors?.[0].message).toBe('Podana wartość nie odpowiada szwedzkiemu numerowi osobowemu.')
    api.locale('sv')
    expect((await failureOf(loginMobileBankId(''))).body?.errors?.[0].message).toBe(
      'Angivet värde matchar inte ett svenskt personnummer.',
    )
  })

  it('answers 422, not 500, for a body of the wrong shape', async () => {
    const response = await fetch('http://localhost/api/m/v1/persons/loginmobilebankid', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"personalNumber": 19780902',
    })
    expect(response.status).toBe(422)
    const wrongType = await fetch('http://localhost/api/m/v1/persons/loginmobilebankid', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ personalNumber: 197809024578 }),
    })
    expect(wrongType.status).toBe(422)
    expect(((await wrongType.json()) as { errors: Array<{ field: string }> }).errors[0].field).toBe('personalNumber')
  })

  it('shows the guided tour flag at the first login only', async () => {
    expect((await loginMobileBankId(PERSONAS.instructor.personalNumber)).firstLogin).toBe(true)
    expect((await loginMobileBankId(PERSONAS.instructor.personalNumber)).firstLogin).toBe(false)
  })
})

describe('e-ID on another device (loginbankid-gettoken, loginbankid-login)', () => {
  it('waits with a QR code that changes on every poll, then logs in once the ID app confirmed', async () => {
    const started = await loginBankIdGetToken()
    expect(started.status).toBe('pending')
    const polled = await loginBankIdGetToken(started.sessionId)
    expect(polled).toMatchObject({ sessionId: started.sessionId, status: 'pending' })
    expect(polled.qrCode).not.toBe(started.qrCode)

    expect((await failureOf(loginBankIdLogin(started.sessionId))).status).toBe(422)

    const confirmed = await control('POST', '/bankid/confirm', {
      sessionId: started.sessionId,
      personalNumber: PERSONAS.companyAdmin.personalNumber,
    })
    expect(confirmed.status).toBe(200)
    expect((await loginBankIdGetToken(started.sessionId)).status).toBe('confirmed')

    const user = await loginBankIdLogin(started.sessionId)
    expect(user.id).toBe(PERSONAS.companyAdmin.id)
    // Used up: a second login with the same session fails.
    expect((await failureOf(loginBankIdLogin(started.sessionId))).status).toBe(422)
  })

  it('expires a waiting login after 3 minutes on the scenario clock', async () => {
    await control('PUT', '/clock', { now: '2026-11-20T10:00:00.000Z' })
    const started = await loginBankIdGetToken()
    await control('PUT', '/clock', { now: '2026-11-20T10:02:59.000Z' })
    expect((await loginBankIdGetToken(started.sessionId)).status).toBe('pending')
    await control('PUT', '/clock', { now: '2026-11-20T10:03:01.000Z' })
    expect((await loginBankIdGetToken(started.sessionId)).status).toBe('expired')
    const confirm = await control<{ errors: unknown[] }>('POST', '/bankid/confirm', {
      sessionId: started.sessionId,
      personalNumber: PERSONAS.apprentice.personalNumber,
    })
    expect(confirm.status).toBe(422)
  })

  it('answers 404 for an unknown session', async () => {
    expect((await failureOf(loginBankIdGetToken('bankid-nope'))).status).toBe(404)
    expect((await failureOf(loginBankIdLogin('bankid-nope'))).status).toBe(404)
    expect(
      (
        await control('POST', '/bankid/confirm', {
          sessionId: 'bankid-nope',
          personalNumber: PERSONAS.apprentice.personalNumber,
        })
      ).status,
    ).toBe(404)
  })
})

describe('external ID redirect (loginbankid-external)', () => {
  it('redirects to the simulated ID page on the callback origin and logs in on return', async () => {
    const { redirectUrl } = await loginBankIdExternal('http://localhost:5173/loginreturn')
    const url = new URL(redirectUrl)
    expect(url.origin).toBe('http://localhost:5173')
    expect(url.pathname).toBe('/simulated-id')
    const grandidsession = url.searchParams.get('grandidsession') ?? ''
    expect(atob(url.searchParams.get('callback') ?? '')).toBe('http://localhost:5173/loginreturn')

    const confirmed = await control<{ returnUrl: string }>('POST', '/external/confirm', {
      grandidsession,
      personalNumber: PERSONAS.yua.personalNumber,
    })
    // A same-origin path only (issue 8): the simulated page never sends anyone to another site.
    expect(confirmed.body.returnUrl).toBe(`/loginreturn?grandidsession=${grandidsession}`)
    expect((await loginExternalReturn(grandidsession)).id).toBe(PERSONAS.yua.id)
  })

  it('answers 422 for a callback that is not a base64 address', async () => {
    const response = await fetch('http://localhost/api/m/v1/persons/loginbankid-external', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ callback: '%%%' }),
    })
    expect(response.status).toBe(422)
  })
})

describe('one-time link (login-hash)', () => {
  it('logs the persona of hash-<persona> in', async () => {
    expect((await loginHash('hash-bg')).id).toBe(PERSONAS.bg.id)
  })

  it('logs the imitating administrator in as the imitated person with imitatingUser set', async () => {
    const user = await loginHash('hash-imitatingAdmin')
    expect(user.id).toBe(PERSONAS.apprentice.id)
    expect(user.imitatingUser).toEqual({
      id: PERSONAS.imitatingAdmin.id,
      firstName: 'Agneta',
      lastName: 'Sjöberg',
      userrole: { isAdmin: true },
    })
  })

  it('answers 422 with data for an expired link and 404 with message and data for an unknown one', async () => {
    const expired = await failureOf(loginHash('hash-expired'))
    expect(expired.status).toBe(422)
    expect(expired.body?.data).toMatchObject({ reason: 'expired' })
    expect(expired.body?.message).toBeTruthy()
    const unknown = await failureOf(loginHash('hash-nobody'))
    expect(unknown.status).toBe(404)
    expect(unknown.body?.message).toBeTruthy()
    expect(unknown.body?.data).toMatchObject({ reason: 'unknown', hash: 'hash-nobody' })
  })
})

describe('e-mail and password (login-email)', () => {
  it('logs in the person without a Swedish personal number', async () => {
    const user = await loginEmail('Tomasz.Kowalski@example.com', 'Losen!2026')
    expect(user).toMatchObject({ id: PERSONAS.passwordUser.id, personalNumber: '' })
  })

  it('answers 422 with an error message for a wrong password or e-mail', async () => {
    const wrong = await failureOf(loginEmail('tomasz.kowalski@example.com', 'losen!2026'))
    expect(wrong.status).toBe(422)
    expect(wrong.body?.errors?.[0].message).toBe('Fel e-postadress eller lösenord.')
    expect((await failureOf(loginEmail('nobody@example.com', 'Losen!2026'))).status).toBe(422)
    // People with e-ID have no password: e-mail login is not a way in for them.
    expect((await failureOf(loginEmail(PERSONAS.apprentice.email ?? '', ''))).status).toBe(422)
  })
})

describe('test login (list-fakes)', () => {
  it('lists the personas publicly with role abbreviations and companies', async () => {
    const fakes = await listFakes()
    const instructor = fakes.find((f) => f.personalNumber === PERSONAS.instructor.personalNumber)
    expect(instructor).toMatchObject({ fullName: 'Johan Berg', roles: ['HL'] })
    expect(instructor?.employments.map((e) => e.companyName)).toEqual([
      'Byggbolaget i Norr AB',
      'Ställningspartner Syd AB',
    ])
    expect(fakes.find((f) => f.fullName === 'Lena Persson')?.roles).toEqual(['AVDADM'])
    expect(fakes.some((f) => f.personalNumber === '')).toBe(false)
  })
})

describe('password reset (request-reset, verify-code, reset)', () => {
  it('sends a 4-digit SMS code, trades it for a token and sets a new password', async () => {
    const { maskedPhone } = await requestPasswordReset('tomasz.kowalski@example.com')
    expect(maskedPhone).toBe('+48*******67')
    const sms = await latestCode('sms')
    expect(sms.to).toBe('+48 601 234 567')
    expect(sms.code).toMatch(/^\d{4}$/)
    expect(sms.text).toContain(sms.code)

    const wrongCode = sms.code === '0000' ? '1111' : '0000'
    expect((await failureOf(verifyResetCode('tomasz.kowalski@example.com', wrongCode))).status).toBe(422)
    const { token } = await verifyResetCode('tomasz.kowalski@example.com', sms.code ?? '')
    // A code works once.
    expect((await failureOf(verifyResetCode('tomasz.kowalski@example.com', sms.code ?? ''))).status).toBe(422)

    const weak = await failureOf(resetPassword(token, 'short'))
    expect(weak.status).toBe(422)
    expect(weak.body?.errors?.length).toBe(4)
    expect(weak.body?.errors?.every((e) => e.field === 'password')).toBe(true)

    expect(await resetPassword(token, 'NyttLösen#27')).toEqual({ ok: true })
    expect((await failureOf(resetPassword(token, 'NyttLösen#28'))).status).toBe(401)
    expect((await loginEmail('tomasz.kowalski@example.com', 'NyttLösen#27')).id).toBe(PERSONAS.passwordUser.id)
    expect((await failureOf(loginEmail('tomasz.kowalski@example.com', 'Losen!2026'))).status).toBe(422)
  })

  it('answers 422 for an unknown e-mail and for a person without a phone', async () => {
    const unknown = await failureOf(requestPasswordReset('nobody@example.com'))
    expect(unknown.status).toBe(422)
    expect(unknown.body?.errors?.[0].field).toBe('email')
    await db().persons.update((q) => q.where({ id: PERSONAS.passwordUser.id }), {
      data(draft) {
        draft.mobilephone = null
      },
    })
    const noPhone = await failureOf(requestPasswordReset('tomasz.kowalski@example.com'))
    expect(noPhone.status).toBe(422)
    expect(noPhone.body?.errors?.[0].message).toBe('Telefonnummer saknas i våra system. Kontakta närmaste region.')
  })

  it('answers 401 for a reset without a valid token', async () => {
    expect((await failureOf(resetPassword('reset-forged', 'NyttLösen#27'))).status).toBe(401)
  })
})
