import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  fetchAddress,
  fetchGugCourses,
  getPerson,
  getQualificationTime,
  getUser,
  listRegionaryEmails,
  listUsers,
  requestTradeCertificate,
  selectUser,
  updatePerson,
  verifyEmail,
  verifyPhone,
} from '../../../src/api/shell/persons'
import { errorBody, errorStatus, validationMessage } from '../../../src/api/client'
import {
  API,
  JSON_ANSWER,
  LOCALE_HEADER,
  bearer,
  newPact,
  recordApiEvents,
  rejectionOf,
  useMockServer,
} from '../support/pact'
import { personaToken, REVOKED_TOKEN } from '../support/personas'
import { apprenticePersonBody, imitatingAdminBody, isoDate, userRowBody, withToken } from '../support/bodies'
import { fieldRefusal, retryAfterHeaders, retryAfterOf } from '../support/errors'

const { eachLike, integer, number, string, boolean, regex, fromProviderState } = MatchersV3
const pact = newPact()

const APPRENTICE_ID = 1001
const APPRENTICE = personaToken('apprentice')
const ADMIN = personaToken('imitatingAdmin')
const UNREGISTERED = personaToken('unregistered')
const UNREGISTERED_PHONE = '070-123 45 11'
const UNREGISTERED_EMAIL = 'erik.johansson@example.com'
const CODE = '1234'

/** The apprentice's id comes from the provider state, so a provider with other ids can verify too. */
const apprenticePath = (template: (id: string) => string) =>
  fromProviderState(`${API}/${template('${apprenticeId}')}`, `${API}/${template(String(APPRENTICE_ID))}`)
const withBody = (token: string, body: unknown) => ({
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body,
})
const validationErrors = (message: string, field: string) => ({
  message: string('Formuläret är inte korrekt ifyllt.'),
  errors: eachLike({ field: string(field), message: string(message) }),
})

const CODE_VOID = 'Koden gäller inte längre. Begär en ny kod.'
/** Issue 8: a refused 4-digit code, on code, with why in data (codeWrong and attemptsLeft, or codeVoid). */
const codeRefusal = (message: string, data: { reason: 'codeWrong' | 'codeVoid'; attemptsLeft: unknown }) => ({
  ...fieldRefusal('code', message, message),
  data,
})
/** Issue 8: a code asked for again within a minute, on the field the code goes to. */
const resendRefusal = (field: 'mobilephone' | 'email') => ({
  ...fieldRefusal(field, 'En ny kod kan skickas om 60 sekunder.', 'En ny kod kan skickas om 60 sekunder.'),
  data: { reason: 'resendTooSoon', retryAfterSeconds: integer(60) },
})

describe('users (administrator)', () => {
  it('users: the administrator searches users', async () => {
    pact
      .given('the administrator is logged in')
      .uponReceiving('a user search by the administrator')
      .withRequest({ method: 'PATCH', path: `${API}/users`, ...withBody(ADMIN, { search: 'Andersson' }) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(userRowBody) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      expect(await listUsers('Andersson')).toEqual([
        {
          id: 1001,
          firstName: 'Elin',
          lastName: 'Andersson',
          personalNumber: '200403152382',
          email: 'elin.andersson@example.com',
          protectedIdentity: false,
          roleDescription: 'LÄR',
        },
      ])
    })
  })

  it('users: someone who is not an administrator is refused with 403', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a user search by the apprentice')
      .withRequest({ method: 'PATCH', path: `${API}/users`, ...withBody(APPRENTICE, { search: 'Andersson' }) })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => listUsers('Andersson')))).toBe(403)
    })
  })

  it('users/{id}: the administrator reads one user', async () => {
    pact
      .given('the administrator is logged in')
      .uponReceiving('a request for the apprentice as a user row')
      .withRequest({ method: 'GET', path: apprenticePath((id) => `users/${id}`), headers: bearer(ADMIN) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: userRowBody })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      expect(await getUser(APPRENTICE_ID)).toMatchObject({
        id: APPRENTICE_ID,
        firstName: 'Elin',
        roleDescription: 'LÄR',
      })
    })
  })

  it('users/select: the administrator acts as the apprentice and gets her as current user, imitated', async () => {
    pact
      .given('the administrator is logged in')
      .uponReceiving('a request by the administrator to act as the apprentice')
      .withRequest({
        method: 'PATCH',
        path: `${API}/users/select`,
        ...withBody(ADMIN, { id: fromProviderState('${apprenticeId}', APPRENTICE_ID) }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: withToken({ ...apprenticePersonBody, imitatingUser: imitatingAdminBody }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      const user = await selectUser(APPRENTICE_ID)
      expect(user).toMatchObject({ id: APPRENTICE_ID, firstName: 'Elin' })
      expect(user.imitatingUser).toEqual({
        id: 1010,
        firstName: 'Agneta',
        lastName: 'Sjöberg',
        userrole: { isAdmin: true },
      })
    })
  })

  it('users/regionary-emails: a logged-in user reads the regions and their e-mail addresses', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the regionary e-mail addresses')
      .withRequest({ method: 'GET', path: `${API}/users/regionary-emails`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            id: integer(1),
            name: string('BYN Norr'),
            email: regex('^\\S+@\\S+$', 'norr@byn.example.se'),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await listRegionaryEmails()).toEqual([{ id: 1, name: 'BYN Norr', email: 'norr@byn.example.se' }])
    })
  })

  // The administrator may read anyone, so an unknown id is "not found" rather than "not yours" (403).
  it('users/{id} of an unknown id is a 404', async () => {
    pact
      .given('the administrator is logged in')
      .uponReceiving('a request by the administrator for a user that does not exist')
      .withRequest({ method: 'GET', path: `${API}/users/999999`, headers: bearer(ADMIN) })
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      expect(errorStatus(await rejectionOf(() => getUser(999999)))).toBe(404)
    })
  })

  // Issue 8 strict input: an id beyond what a number keeps exactly is bad input, not an unknown id.
  it('users/{id} of an id that is not a safe integer is a 422 on id', async () => {
    const unsafe = Number.MAX_SAFE_INTEGER + 1
    pact
      .given('the administrator is logged in')
      .uponReceiving('a request by the administrator for a user whose id is not a safe integer')
      .withRequest({ method: 'GET', path: `${API}/users/${unsafe}`, headers: bearer(ADMIN) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('id', 'Fältet id har ett ogiltigt värde.'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      const error = await rejectionOf(() => getUser(unsafe))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('id')
    })
  })

  it('users/select: someone who is not an administrator is refused with 403', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request by the apprentice to act as another user')
      .withRequest({ method: 'PATCH', path: `${API}/users/select`, ...withBody(APPRENTICE, { id: 1002 }) })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => selectUser(1002)))).toBe(403)
    })
  })

  it('users/regionary-emails without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the regionary e-mail addresses without a token')
      .withRequest({ method: 'GET', path: `${API}/users/regionary-emails`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => listRegionaryEmails()))).toBe(401)
    })
  })
})

describe('registration: phone and e-mail codes', () => {
  it('verify-phone without a code sends one', async () => {
    pact
      .given('the unregistered person is logged in')
      .uponReceiving('a request to send a code to a mobile phone')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { sent: true, verified: false } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      expect(await verifyPhone(UNREGISTERED_PHONE, undefined, { silent: true })).toEqual({
        sent: true,
        verified: false,
      })
    })
  })

  it('verify-phone with the right code verifies the phone', async () => {
    pact
      .given(`a phone code ${CODE} was sent to the unregistered person`)
      .uponReceiving('a mobile phone verification with the right code')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE, code: CODE }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { sent: boolean(false), verified: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      expect((await verifyPhone(UNREGISTERED_PHONE, CODE, { silent: true })).verified).toBe(true)
    })
  })

  it('verify-phone with a wrong code is a 422 whose message the form shows inline (no global toast)', async () => {
    pact
      .given(`a phone code ${CODE} was sent to the unregistered person`)
      .uponReceiving('a mobile phone verification with a wrong code')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE, code: '0000' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: codeRefusal('Fel kod. Du har 4 försök kvar.', { reason: 'codeWrong', attemptsLeft: integer(4) }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => verifyPhone(UNREGISTERED_PHONE, '0000', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([])
      expect(validationMessage(errorBody(error))).toBe('Fel kod. Du har 4 försök kvar.')
      expect(errorBody(error)?.data).toEqual({ reason: 'codeWrong', attemptsLeft: 4 })
    })
  })

  // Issue 8: the fifth wrong attempt voids the code; a new one must be requested.
  it('verify-phone: a wrong code on the last attempt voids the code (422, attemptsLeft 0)', async () => {
    pact
      .given(`a phone code ${CODE} sent to the unregistered person has 1 attempt left`)
      .uponReceiving('a mobile phone verification with a wrong code on the last attempt')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE, code: '0000' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: codeRefusal(CODE_VOID, { reason: 'codeVoid', attemptsLeft: 0 }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const error = await rejectionOf(() => verifyPhone(UNREGISTERED_PHONE, '0000', { silent: true }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toEqual({ reason: 'codeVoid', attemptsLeft: 0 })
    })
  })

  it('verify-phone: a void code is refused even when it is the right one (422, codeVoid)', async () => {
    pact
      .given(`a phone code ${CODE} sent to the unregistered person is void after 5 wrong attempts`)
      .uponReceiving('a mobile phone verification with the right code after it was voided')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE, code: CODE }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: codeRefusal(CODE_VOID, { reason: 'codeVoid', attemptsLeft: 0 }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const error = await rejectionOf(() => verifyPhone(UNREGISTERED_PHONE, CODE, { silent: true }))
      expect(errorStatus(error)).toBe(422)
      expect(validationMessage(errorBody(error))).toBe(CODE_VOID)
      expect(errorBody(error)?.data).toEqual({ reason: 'codeVoid', attemptsLeft: 0 })
    })
  })

  // Issue 8: a new code is sent at most once a minute.
  it('verify-phone: asking for a new code within a minute is a 429 with Retry-After whose data says how long to wait', async () => {
    pact
      .given(`a phone code ${CODE} was sent to the unregistered person`)
      .uponReceiving('a request to send a second code to a mobile phone within a minute')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-phone`,
        ...withBody(UNREGISTERED, { mobilephone: UNREGISTERED_PHONE }),
      })
      .willRespondWith({ status: 429, headers: retryAfterHeaders(60), body: resendRefusal('mobilephone') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const error = await rejectionOf(() => verifyPhone(UNREGISTERED_PHONE, undefined, { silent: true }))
      expect(errorStatus(error)).toBe(429)
      expect(retryAfterOf(error)).toBe('60')
      expect(errorBody(error)?.data).toEqual({ reason: 'resendTooSoon', retryAfterSeconds: 60 })
    })
  })

  it('verify-email without a code sends one', async () => {
    pact
      .given('the unregistered person is logged in')
      .uponReceiving('a request to send a code to an e-mail address')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-email`,
        ...withBody(UNREGISTERED, { email: UNREGISTERED_EMAIL }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { sent: true, verified: false } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      expect(await verifyEmail(UNREGISTERED_EMAIL, undefined, { silent: true })).toEqual({
        sent: true,
        verified: false,
      })
    })
  })

  it('verify-email with the right code verifies the e-mail address', async () => {
    pact
      .given(`an e-mail code ${CODE} was sent to the unregistered person`)
      .uponReceiving('an e-mail verification with the right code')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-email`,
        ...withBody(UNREGISTERED, { email: UNREGISTERED_EMAIL, code: CODE }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { sent: boolean(false), verified: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      expect((await verifyEmail(UNREGISTERED_EMAIL, CODE, { silent: true })).verified).toBe(true)
    })
  })

  it('verify-email with a wrong code is a 422 on code whose data says how many attempts are left (no toast)', async () => {
    pact
      .given(`an e-mail code ${CODE} was sent to the unregistered person`)
      .uponReceiving('an e-mail verification with a wrong code')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-email`,
        ...withBody(UNREGISTERED, { email: UNREGISTERED_EMAIL, code: '0000' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: codeRefusal('Fel kod. Du har 4 försök kvar.', { reason: 'codeWrong', attemptsLeft: integer(4) }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => verifyEmail(UNREGISTERED_EMAIL, '0000', { silent: true }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([])
      expect(errorBody(error)?.data).toEqual({ reason: 'codeWrong', attemptsLeft: 4 })
    })
  })

  it('verify-email: asking for a new code within a minute is a 429 with Retry-After on email', async () => {
    pact
      .given(`an e-mail code ${CODE} was sent to the unregistered person`)
      .uponReceiving('a request to send a second code to an e-mail address within a minute')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/verify-email`,
        ...withBody(UNREGISTERED, { email: UNREGISTERED_EMAIL }),
      })
      .willRespondWith({ status: 429, headers: retryAfterHeaders(60), body: resendRefusal('email') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, UNREGISTERED)
      const error = await rejectionOf(() => verifyEmail(UNREGISTERED_EMAIL, undefined, { silent: true }))
      expect(errorStatus(error)).toBe(429)
      expect(retryAfterOf(error)).toBe('60')
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('email')
      expect(errorBody(error)?.data).toEqual({ reason: 'resendTooSoon', retryAfterSeconds: 60 })
    })
  })
})

describe('the person', () => {
  it('persons/get/{id}: the logged-in person reloads herself', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the logged-in person')
      .withRequest({ method: 'GET', path: apprenticePath((id) => `persons/get/${id}`), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: apprenticePersonBody })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const person = await getPerson(APPRENTICE_ID)
      expect(person).toMatchObject({ id: APPRENTICE_ID, firstName: 'Elin', phoneVerified: true, emailVerified: true })
      expect(person.books.map((b) => b.status)).toEqual(['active', null])
    })
  })

  // The administrator may read anyone, so an unknown id is "not found" rather than "not yours" (403).
  it('persons/get/{id} of an unknown id is a 404', async () => {
    pact
      .given('the administrator is logged in')
      .uponReceiving('a request by the administrator for a person that does not exist')
      .withRequest({ method: 'GET', path: `${API}/persons/get/999999`, headers: bearer(ADMIN) })
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, ADMIN)
      expect(errorStatus(await rejectionOf(() => getPerson(999999)))).toBe(404)
    })
  })

  it('persons/get/{id} without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for a person without a token')
      .withRequest({ method: 'GET', path: apprenticePath((id) => `persons/get/${id}`), headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getPerson(APPRENTICE_ID)))).toBe(401)
    })
  })

  it('persons/get/{id} with a revoked session is a 406 and the client reports the forced logout', async () => {
    pact
      .given('a revoked session')
      .uponReceiving('a request for the person with a revoked session')
      .withRequest({ method: 'GET', path: apprenticePath((id) => `persons/get/${id}`), headers: bearer(REVOKED_TOKEN) })
      .willRespondWith({ status: 406 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, REVOKED_TOKEN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => getPerson(APPRENTICE_ID))
      stop()
      expect(errorStatus(error)).toBe(406)
      expect(events).toEqual([{ type: 'api.loggedOut' }])
    })
  })

  it('persons/update: personal settings are saved and the person is answered as saved', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a change of language and e-mail notifications')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/update`,
        ...withBody(APPRENTICE, { language: 'en', emailNotifications: false }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { ...apprenticePersonBody, language: 'en', emailNotifications: false },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const person = await updatePerson({ language: 'en', emailNotifications: false })
      expect(person).toMatchObject({ id: APPRENTICE_ID, language: 'en', emailNotifications: false })
    })
  })

  it('persons/update: an invalid e-mail address is a 422 whose message the form shows inline (no global toast)', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a change to an invalid e-mail address')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/update`,
        ...withBody(APPRENTICE, { email: 'inte-en-adress' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: validationErrors('E-postadressen är inte giltig.', 'email'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => updatePerson({ email: 'inte-en-adress' }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([{ type: 'api.validationError', message: 'E-postadressen är inte giltig.' }])
    })
  })

  it('persons/fetch-address: the address the population register holds', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the registered address')
      .withRequest({ method: 'GET', path: `${API}/persons/fetch-address`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          address1: string('Storgatan 12'),
          address2: string('Lgh 1102'),
          zip: string('972 31'),
          city: string('Luleå'),
          country: string('Sverige'),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await fetchAddress()).toEqual({
        address1: 'Storgatan 12',
        address2: 'Lgh 1102',
        zip: '972 31',
        city: 'Luleå',
        country: 'Sverige',
      })
    })
  })

  it('persons/fetch-address without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the registered address without a token')
      .withRequest({ method: 'GET', path: `${API}/persons/fetch-address`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => fetchAddress()))).toBe(401)
    })
  })

  it('persons/fetch-gug-courses: course results for a profession', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the GUG course results in scaffolding')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/fetch-gug-courses/`,
        ...withBody(APPRENTICE, { professionId: 848 }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            id: integer(1),
            name: string('Y4 Ställningsbyggnad'),
            result: regex('^(passed|missing|failed)$', 'passed'),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await fetchGugCourses(848)).toEqual([{ id: 1, name: 'Y4 Ställningsbyggnad', result: 'passed' }])
    })
  })

  it('persons/fetch-gug-courses for a profession that does not exist is a 422 on professionId', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the GUG course results in a profession that does not exist')
      .withRequest({
        method: 'PATCH',
        path: `${API}/persons/fetch-gug-courses/`,
        ...withBody(APPRENTICE, { professionId: 999999 }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: fieldRefusal('professionId', 'Yrket finns inte.') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => fetchGugCourses(999999))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors).toContainEqual({ field: 'professionId', message: 'Yrket finns inte.' })
    })
  })

  it('persons/{id}/qualification-time: the qualifying time per education', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for the apprentice’s qualifying time')
      .withRequest({
        method: 'GET',
        path: apprenticePath((id) => `persons/${id}/qualification-time`),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            educationId: integer(6002),
            professionId: integer(848),
            fromDate: isoDate('2025-08-18'),
            expectedEndDate: isoDate('2027-08-17'),
            lengthMonths: number(24),
            completedMonths: number(15),
            remainingMonths: number(9),
            isApprovedByInstructor: boolean(false),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const [row] = await getQualificationTime(APPRENTICE_ID)
      expect(row).toMatchObject({ educationId: 6002, lengthMonths: 24, remainingMonths: 9 })
    })
  })

  it('persons/{id}/qualification-time: another person’s is 403', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for another person’s qualifying time by the apprentice')
      .withRequest({ method: 'GET', path: `${API}/persons/1002/qualification-time`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => getQualificationTime(1002))
      expect(errorStatus(error)).toBe(403)
    })
  })

  it('persons/{id}/request-trade-certificate: the apprentice asks for the trade certificate of her profession', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a trade certificate request in scaffolding')
      .withRequest({
        method: 'POST',
        path: apprenticePath((id) => `persons/${id}/request-trade-certificate`),
        ...withBody(APPRENTICE, { professionId: 848 }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await requestTradeCertificate(APPRENTICE_ID, 848)).toEqual({ ok: true })
    })
  })
})
