import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
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
import { errorBody, errorStatus, validationMessage } from '../../../src/api/client'
import { API, JSON_ANSWER, LOCALE_HEADER, newPact, recordApiEvents, rejectionOf, useMockServer } from '../support/pact'
import {
  apprenticePersonBody,
  isoDate,
  passwordUserPersonBody,
  PERSONAL_NUMBER,
  withToken,
  zeroOrMore,
} from '../support/bodies'
import { fieldRefusal, retryAfterHeaders, retryAfterOf } from '../support/errors'

const { eachLike, integer, string, regex } = MatchersV3
const pact = newPact()

const APPRENTICE_PN = '200403152382'
const PASSWORD_USER_EMAIL = 'tomasz.kowalski@example.com'
const PASSWORD_USER_PASSWORD = 'Losen!2026'
const BANKID_SESSION = 'bankid-session-1'
const GRANDID_SESSION = 'grandid-session-1'
const RESET_CODE = '1234'
const RESET_TOKEN = 'reset-token-1'

const apprenticeUser = withToken(apprenticePersonBody)
const validationErrors = (message: string, field: string) => ({
  message: string('Formuläret är inte korrekt ifyllt.'),
  errors: eachLike({ field: string(field), message: string(message) }),
})
const post = (method: 'PATCH' | 'POST', path: string, body: unknown) => ({
  method,
  path: `${API}/${path}`,
  headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
  body,
})

describe('e-ID on this device', () => {
  it('loginmobilebankid: a known personal number logs the person in', async () => {
    pact
      .given('the apprentice has an account')
      .uponReceiving('an e-ID login on this device for the apprentice')
      .withRequest(post('PATCH', 'persons/loginmobilebankid', { personalNumber: APPRENTICE_PN }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticeUser })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const user = await loginMobileBankId(APPRENTICE_PN, { silent: true })
      expect(user).toMatchObject({
        id: 1001,
        firstName: 'Elin',
        personalNumber: APPRENTICE_PN,
        token: 'session-12-9f3a2c1d',
      })
      expect(user.apprenticeships.map((a) => a.manuallyEndedDate)).toEqual([null, '2025-06-30'])
      expect(user.imitatingUser).toBeNull()
    })
  })

  it('loginmobilebankid: a personal number with a wrong check digit is a 422 whose message the form shows inline (no global toast)', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('an e-ID login on this device with an invalid personal number')
      .withRequest(post('PATCH', 'persons/loginmobilebankid', { personalNumber: '200403152383' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: validationErrors('Angivet värde matchar inte ett svenskt personnummer.', 'personalNumber'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginMobileBankId('200403152383', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([])
      expect(validationMessage(errorBody(error))).toBe('Angivet värde matchar inte ett svenskt personnummer.')
    })
  })
})

describe('e-ID on another device', () => {
  it('loginbankid-gettoken without a session starts one with a QR code', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request to start an e-ID login on another device')
      .withRequest(post('PATCH', 'persons/loginbankid-gettoken', {}))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          sessionId: string('bankid-0001-5f1c2d'),
          qrCode: string('bankid.bankid-0001-5f1c2d.1.0a1b2c3d'),
          status: 'pending',
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await loginBankIdGetToken()).toEqual({
        sessionId: 'bankid-0001-5f1c2d',
        qrCode: 'bankid.bankid-0001-5f1c2d.1.0a1b2c3d',
        status: 'pending',
      })
    })
  })

  it('loginbankid-gettoken with a waiting session gives a fresh QR code, still pending', async () => {
    pact
      .given(`an e-ID login ${BANKID_SESSION} is waiting for the ID app`)
      .uponReceiving('a poll of a waiting e-ID login on another device')
      .withRequest(post('PATCH', 'persons/loginbankid-gettoken', { sessionId: BANKID_SESSION }))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { sessionId: BANKID_SESSION, qrCode: string('bankid.bankid-session-1.2.7e4f9a01'), status: 'pending' },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const token = await loginBankIdGetToken(BANKID_SESSION)
      expect(token).toEqual({
        sessionId: BANKID_SESSION,
        qrCode: 'bankid.bankid-session-1.2.7e4f9a01',
        status: 'pending',
      })
    })
  })

  it('loginbankid-gettoken reports confirmed once the ID app has confirmed', async () => {
    pact
      .given(`an e-ID login ${BANKID_SESSION} was confirmed for the apprentice`)
      .uponReceiving('a poll of a confirmed e-ID login on another device')
      .withRequest(post('PATCH', 'persons/loginbankid-gettoken', { sessionId: BANKID_SESSION }))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { sessionId: BANKID_SESSION, qrCode: string('bankid.bankid-session-1.3.11aa22bb'), status: 'confirmed' },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect((await loginBankIdGetToken(BANKID_SESSION)).status).toBe('confirmed')
    })
  })

  it('loginbankid-login finishes a confirmed login as the person who confirmed', async () => {
    pact
      .given(`an e-ID login ${BANKID_SESSION} was confirmed for the apprentice`)
      .uponReceiving('a login with a confirmed e-ID session from another device')
      .withRequest(post('PATCH', 'persons/loginbankid-login', { sessionId: BANKID_SESSION }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticeUser })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const user = await loginBankIdLogin(BANKID_SESSION)
      expect(user).toMatchObject({ id: 1001, personalNumber: APPRENTICE_PN, token: 'session-12-9f3a2c1d' })
    })
  })

  it('loginbankid-gettoken with a session the server does not know is a 404', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a poll of an e-ID login that does not exist')
      .withRequest(post('PATCH', 'persons/loginbankid-gettoken', { sessionId: 'bankid-unknown' }))
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => loginBankIdGetToken('bankid-unknown'))
      expect(errorStatus(error)).toBe(404)
    })
  })

  it('loginbankid-login before the ID app has confirmed is a 422 whose data says the login is still pending', async () => {
    pact
      .given(`an e-ID login ${BANKID_SESSION} is waiting for the ID app`)
      .uponReceiving('a login with an e-ID session the ID app has not confirmed')
      .withRequest(post('PATCH', 'persons/loginbankid-login', { sessionId: BANKID_SESSION }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          ...fieldRefusal(
            'sessionId',
            'Inloggningen har inte bekräftats ännu.',
            'Inloggningen har inte bekräftats ännu.',
          ),
          data: { status: 'pending' },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => loginBankIdLogin(BANKID_SESSION))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toEqual({ status: 'pending' })
      expect(validationMessage(errorBody(error))).toBe('Inloggningen har inte bekräftats ännu.')
    })
  })
})

describe('external ID redirect', () => {
  const returnUrl = 'http://localhost:5173/loginreturn'

  it('loginbankid-external sends the return address as base64 and gets the page to redirect to', async () => {
    const redirectUrl = `http://localhost:5173/simulated-id?grandidsession=grandid-0001-3c9d&callback=${encodeURIComponent(btoa(returnUrl))}`
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request to start an external ID login')
      .withRequest(post('PATCH', 'persons/loginbankid-external', { callback: btoa(returnUrl) }))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { redirectUrl: regex('^https?://\\S+$', redirectUrl) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await loginBankIdExternal(returnUrl)).toEqual({ redirectUrl })
    })
  })

  it('loginbankid-login with the grandidsession of a confirmed external login logs the person in', async () => {
    pact
      .given(`an external ID login ${GRANDID_SESSION} was confirmed for the apprentice`)
      .uponReceiving('a login on return from a confirmed external ID login')
      .withRequest(post('PATCH', 'persons/loginbankid-login', { sessionId: GRANDID_SESSION }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticeUser })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await loginExternalReturn(GRANDID_SESSION, { silent: true })).toMatchObject({
        id: 1001,
        firstName: 'Elin',
      })
    })
  })

  // Issue 8: a login link crafted with someone else's return address would hand them the e-ID session.
  it('loginbankid-external with a return address outside the portal is a 422 on callback', async () => {
    const foreign = 'https://evil.example/loginreturn'
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request to start an external ID login that returns outside the portal')
      .withRequest(post('PATCH', 'persons/loginbankid-external', { callback: btoa(foreign) }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('callback', 'Returadressen måste vara en adress i portalen.'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => loginBankIdExternal(foreign))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('callback')
    })
  })

  it('loginbankid-login with a grandidsession the server does not know is a 404 (logged only, no toast)', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a login on return from an external ID login that does not exist')
      .withRequest(post('PATCH', 'persons/loginbankid-login', { sessionId: 'grandid-unknown' }))
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginExternalReturn('grandid-unknown', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(404)
      expect(events).toEqual([])
    })
  })
})

describe('e-mail and password', () => {
  it('login-email: the password user logs in', async () => {
    pact
      .given('the password user has an account')
      .uponReceiving('an e-mail and password login with the right password')
      .withRequest(
        post('PATCH', 'persons/login-email', { email: PASSWORD_USER_EMAIL, password: PASSWORD_USER_PASSWORD }),
      )
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: withToken(passwordUserPersonBody) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const user = await loginEmail(PASSWORD_USER_EMAIL, PASSWORD_USER_PASSWORD, { silent: true })
      expect(user).toMatchObject({ id: 1008, personalNumber: '', language: 'pl', token: 'session-12-9f3a2c1d' })
    })
  })

  it('login-email: a wrong password is a 422 whose message the login form shows (no global toast)', async () => {
    pact
      .given('the password user has an account')
      .uponReceiving('an e-mail and password login with a wrong password')
      .withRequest(post('PATCH', 'persons/login-email', { email: PASSWORD_USER_EMAIL, password: 'Fel!losen1' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string('Fel e-postadress eller lösenord.'),
          errors: eachLike({ message: string('Fel e-postadress eller lösenord.') }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginEmail(PASSWORD_USER_EMAIL, 'Fel!losen1', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(validationMessage(errorBody(error))).toBe('Fel e-postadress eller lösenord.')
      expect(events).toEqual([])
    })
  })

  // Issue 8: after 5 wrong passwords in a row, even the right one is refused for 15 minutes.
  it('login-email: a locked account is a 429 with Retry-After, on password, whose data says when to try again', async () => {
    pact
      .given('the password user is locked out after 5 wrong passwords')
      .uponReceiving('an e-mail and password login while the account is locked')
      .withRequest(
        post('PATCH', 'persons/login-email', { email: PASSWORD_USER_EMAIL, password: PASSWORD_USER_PASSWORD }),
      )
      .willRespondWith({
        status: 429,
        headers: retryAfterHeaders(900),
        body: {
          ...fieldRefusal(
            'password',
            'För många misslyckade inloggningar. Försök igen om 15 minuter.',
            'För många misslyckade inloggningar. Försök igen om 15 minuter.',
          ),
          data: { reason: 'loginLocked', retryAfterSeconds: integer(900) },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginEmail(PASSWORD_USER_EMAIL, PASSWORD_USER_PASSWORD, { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(429)
      expect(retryAfterOf(error)).toBe('900')
      expect(errorBody(error)?.data).toEqual({ reason: 'loginLocked', retryAfterSeconds: 900 })
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('password')
      expect(events).toEqual([])
    })
  })
})

describe('one-time login link', () => {
  it('login-hash: a single-use link logs its person in', async () => {
    pact
      .given('the apprentice has a one-time login link hash-once')
      .uponReceiving('a login with an unused single-use link')
      .withRequest(post('POST', 'persons/login-hash', { hash: 'hash-once' }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticeUser })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await loginHash('hash-once', { silent: true })).toMatchObject({ id: 1001, token: 'session-12-9f3a2c1d' })
    })
  })

  it('login-hash: a link already used is a 422 whose data says so and when (shown on the page)', async () => {
    pact
      .given('the one-time login link hash-used was already used')
      .uponReceiving('a login with a single-use link already used')
      .withRequest(post('POST', 'persons/login-hash', { hash: 'hash-used' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string('Inloggningslänken har redan använts. Be om en ny länk.'),
          data: { reason: 'used', hash: 'hash-used', usedAt: isoDate('2026-11-23T15:50:00.000Z') },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginHash('hash-used', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)).toMatchObject({
        message: 'Inloggningslänken har redan använts. Be om en ny länk.',
        data: { reason: 'used', hash: 'hash-used', usedAt: '2026-11-23T15:50:00.000Z' },
      })
      expect(events).toEqual([])
    })
  })

  it('login-hash: a valid link logs its person in', async () => {
    pact
      .given('the apprentice has a login link hash-apprentice')
      .uponReceiving('a login with a valid one-time link')
      .withRequest(post('POST', 'persons/login-hash', { hash: 'hash-apprentice' }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticeUser })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await loginHash('hash-apprentice', { silent: true })).toMatchObject({
        id: 1001,
        token: 'session-12-9f3a2c1d',
      })
    })
  })

  it('login-hash: an expired link is a 422 whose data says why (shown on the page)', async () => {
    pact
      .given('an expired login hash')
      .uponReceiving('a login with an expired one-time link')
      .withRequest(post('POST', 'persons/login-hash', { hash: 'hash-expired' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: { message: string('Inloggningslänken har gått ut. Be om en ny länk.'), data: { reason: 'expired' } },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => loginHash('hash-expired', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)).toMatchObject({
        message: 'Inloggningslänken har gått ut. Be om en ny länk.',
        data: { reason: 'expired' },
      })
      expect(events).toEqual([])
    })
  })

  it('login-hash: an unknown link is a 404', async () => {
    pact
      .given('no login hash hash-unknown exists')
      .uponReceiving('a login with an unknown one-time link')
      .withRequest(post('POST', 'persons/login-hash', { hash: 'hash-unknown' }))
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Inloggningslänken är ogiltig.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => loginHash('hash-unknown', { silent: true }))
      expect(errorStatus(error)).toBe(404)
      expect(errorBody(error)?.message).toBe('Inloggningslänken är ogiltig.')
    })
  })
})

describe('test-login panel', () => {
  it('list-fakes: anyone lists the test users with roles and companies', async () => {
    pact
      .given('the test personas exist')
      .uponReceiving('a request for the test users')
      .withRequest({ method: 'GET', path: `${API}/persons/list-fakes`, headers: LOCALE_HEADER })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            personalNumber: regex(PERSONAL_NUMBER, APPRENTICE_PN),
            fullName: string('Elin Andersson'),
            roles: zeroOrMore(string('LÄR')),
            apprenticeships: zeroOrMore({ companyId: integer(1), companyName: string('Byggbolaget i Norr AB') }),
            employments: zeroOrMore({ companyId: integer(1), companyName: string('Byggbolaget i Norr AB') }),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await listFakes()).toEqual([
        {
          personalNumber: APPRENTICE_PN,
          fullName: 'Elin Andersson',
          roles: ['LÄR'],
          apprenticeships: [{ companyId: 1, companyName: 'Byggbolaget i Norr AB' }],
          employments: [{ companyId: 1, companyName: 'Byggbolaget i Norr AB' }],
        },
      ])
    })
  })

  // The only failure list-fakes has is the server's own; the panel then says the list could not be loaded.
  it('list-fakes: a server failure rejects without a toast or a logout', async () => {
    pact
      .given('the test-user list fails with a server error')
      .uponReceiving('a request for the test users while the server fails')
      .withRequest({ method: 'GET', path: `${API}/persons/list-fakes`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 500, headers: JSON_ANSWER, body: { message: string('Något gick fel.') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => listFakes())
      stop()
      expect(errorStatus(error)).toBe(500)
      expect(events).toEqual([])
    })
  })
})

describe('password reset', () => {
  it('request-reset: a known e-mail sends an SMS code and answers the masked phone', async () => {
    pact
      .given('the password user has an account')
      .uponReceiving('a password reset request for the password user')
      .withRequest(post('POST', 'passwords/request-reset', { email: PASSWORD_USER_EMAIL }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { maskedPhone: string('+48*******67') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await requestPasswordReset(PASSWORD_USER_EMAIL, { silent: true })).toEqual({ maskedPhone: '+48*******67' })
    })
  })

  it('request-reset: an e-mail address without an account is a 422 on email (shown in the form, no toast)', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a password reset request for an e-mail address without an account')
      .withRequest(post('POST', 'passwords/request-reset', { email: 'ingen@example.com' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('email', 'Det finns inget konto med den e-postadressen.'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => requestPasswordReset('ingen@example.com', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors).toContainEqual({
        field: 'email',
        message: 'Det finns inget konto med den e-postadressen.',
      })
      expect(events).toEqual([])
    })
  })

  // Issue 8: a new code is sent at most once a minute.
  it('request-reset within a minute of the last code is a 429 with Retry-After whose data says how long to wait', async () => {
    pact
      .given(`a password reset code ${RESET_CODE} was sent to the password user`)
      .uponReceiving('a second password reset request within a minute')
      .withRequest(post('POST', 'passwords/request-reset', { email: PASSWORD_USER_EMAIL }))
      .willRespondWith({
        status: 429,
        headers: retryAfterHeaders(60),
        body: {
          ...fieldRefusal('email', 'En ny kod kan skickas om 60 sekunder.', 'En ny kod kan skickas om 60 sekunder.'),
          data: { reason: 'resendTooSoon', retryAfterSeconds: integer(60) },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => requestPasswordReset(PASSWORD_USER_EMAIL, { silent: true }))
      expect(errorStatus(error)).toBe(429)
      expect(retryAfterOf(error)).toBe('60')
      expect(errorBody(error)?.data).toEqual({ reason: 'resendTooSoon', retryAfterSeconds: 60 })
    })
  })

  it('verify-code: the right SMS code gives a reset token', async () => {
    pact
      .given(`a password reset code ${RESET_CODE} was sent to the password user`)
      .uponReceiving('a password reset code check with the right code')
      .withRequest(post('POST', 'passwords/verify-code', { email: PASSWORD_USER_EMAIL, code: RESET_CODE }))
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { token: string('reset-1-8c2f4e1a') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await verifyResetCode(PASSWORD_USER_EMAIL, RESET_CODE, { silent: true })).toEqual({
        token: 'reset-1-8c2f4e1a',
      })
    })
  })

  it('verify-code: a wrong code is a 422 on code whose data says how many attempts are left', async () => {
    pact
      .given(`a password reset code ${RESET_CODE} was sent to the password user`)
      .uponReceiving('a password reset code check with a wrong code')
      .withRequest(post('POST', 'passwords/verify-code', { email: PASSWORD_USER_EMAIL, code: '9999' }))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          ...fieldRefusal('code', 'Fel kod. Du har 4 försök kvar.', 'Fel kod. Du har 4 försök kvar.'),
          data: { reason: 'codeWrong', attemptsLeft: integer(4) },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => verifyResetCode(PASSWORD_USER_EMAIL, '9999', { silent: true }))
      expect(errorStatus(error)).toBe(422)
      expect(validationMessage(errorBody(error))).toBe('Fel kod. Du har 4 försök kvar.')
      expect(errorBody(error)?.data).toEqual({ reason: 'codeWrong', attemptsLeft: 4 })
    })
  })

  it('reset: a strong password with the reset token is saved', async () => {
    pact
      .given(`a password reset with token ${RESET_TOKEN} is pending for the password user`)
      .uponReceiving('a new password with a valid reset token')
      .withRequest({
        ...post('POST', 'passwords/reset', { password: 'Nytt!Losen2027' }),
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json', Authorization: `Bearer ${RESET_TOKEN}` },
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      // The person is not logged in: the reset token is passed explicitly, not from the session.
      useMockServer(mockServer, null)
      expect(await resetPassword(RESET_TOKEN, 'Nytt!Losen2027', { silent: true })).toEqual({ ok: true })
    })
  })

  it('reset: a weak password is a 422 listing what is missing', async () => {
    pact
      .given(`a password reset with token ${RESET_TOKEN} is pending for the password user`)
      .uponReceiving('a weak new password with a valid reset token')
      .withRequest({
        ...post('POST', 'passwords/reset', { password: 'losenord' }),
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json', Authorization: `Bearer ${RESET_TOKEN}` },
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string('Lösenordet är för svagt.'),
          errors: eachLike({
            field: string('password'),
            message: string('Lösenordet måste innehålla en stor bokstav.'),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => resetPassword(RESET_TOKEN, 'losenord', { silent: true }))
      expect(errorStatus(error)).toBe(422)
      expect(validationMessage(errorBody(error))).toBe('Lösenordet måste innehålla en stor bokstav.')
    })
  })
})
