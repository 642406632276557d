import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  listNotifications,
  markNotificationsRead,
  MENU_PAGE_SIZE,
  SCREEN_PAGE_SIZE,
} from '../../../src/api/shell/notifications'
import { errorBody, errorStatus, http } from '../../../src/api/client'
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
import { personaToken } from '../support/personas'
import { isoDate } from '../support/bodies'
import { fieldRefusal } from '../support/errors'

const { arrayContaining, eachLike, integer, string, fromProviderState } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')

/** §7 polling: newest first, empty search; only the page size differs between menu and screen. */
const listRequest = (token: string, pageSize: number) => ({
  method: 'PATCH',
  path: `${API}/notifications/list`,
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body: { startAt: 0, pageSize, sortBy: 'sentTime', sortDesc: true, search: '' },
})

/**
 * Unread (readTime null) is highlighted and labelled new; type and additionalInfo decide where a
 * click navigates (§2). additionalInfo may be null, so the list holds one of each shape.
 */
const unreadBookReport = {
  id: integer(11001),
  subject: string('Din handledare har kommenterat din rapport'),
  sentTime: isoDate('2026-11-15T13:00:00.000Z'),
  readTime: null,
  type: 'Book',
  concernType: string('Book'),
  concernId: integer(7001),
  additionalInfo: { reportId: integer(21001), companyId: integer(1), belongsToPersonId: integer(1001) },
}
const readWithoutInfo = {
  id: integer(11003),
  subject: string('Dags att beställa ditt yrkesbevis-kort'),
  sentTime: isoDate('2026-10-17T09:00:00.000Z'),
  readTime: isoDate('2026-10-17T10:00:00.000Z'),
  type: 'TradeCertificate',
  concernType: string('TradeCertificate'),
  concernId: integer(40501),
  additionalInfo: null,
}
const unreadApplication = {
  id: integer(10003),
  subject: string('Ny lärlingsansökan från Ali Karimi väntar på godkännande'),
  sentTime: isoDate('2026-11-14T03:00:00.000Z'),
  readTime: null,
  type: 'Application',
  concernType: string('Application'),
  concernId: integer(30003),
  additionalInfo: { companyId: integer(1) },
}
const readDistanceOrder = {
  id: integer(10010),
  subject: string('Distansbeställning 50010 väntar på ert godkännande'),
  sentTime: isoDate('2026-11-06T00:00:00.000Z'),
  readTime: isoDate('2026-11-06T04:00:00.000Z'),
  type: 'DistanceOrder',
  concernType: string('DistanceOrder'),
  concernId: integer(50010),
  additionalInfo: { companyId: integer(1) },
}

describe('notifications', () => {
  it('notifications/list: the menu polls the newest 100', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a menu poll of the notifications')
      .withRequest(listRequest(APPRENTICE, MENU_PAGE_SIZE))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: arrayContaining(unreadBookReport, readWithoutInfo) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const rows = await listNotifications()
      expect(rows.map((n) => [n.type, n.readTime === null])).toEqual([
        ['Book', true],
        ['TradeCertificate', false],
      ])
      expect(rows[0]?.additionalInfo).toEqual({ reportId: 21001, companyId: 1, belongsToPersonId: 1001 })
    })
  })

  it('notifications/list: the notifications screen loads up to 1000', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for the notifications screen')
      .withRequest(listRequest(COMPANY_ADMIN, SCREEN_PAGE_SIZE))
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: arrayContaining(unreadApplication, readDistanceOrder) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listNotifications(SCREEN_PAGE_SIZE)
      expect(rows.map((n) => n.type)).toEqual(['Application', 'DistanceOrder'])
    })
  })

  it('notifications/list: a page size over 1000 is a 422 the shell shows as a toast', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a notification list request with a page size over 1000')
      .withRequest(listRequest(APPRENTICE, 5000))
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          message: string('Formuläret är inte korrekt ifyllt.'),
          errors: eachLike({ field: string('pageSize'), message: string('Fältet pageSize har ett ogiltigt värde.') }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => listNotifications(5000))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([{ type: 'api.validationError', message: 'Fältet pageSize har ett ogiltigt värde.' }])
    })
  })

  it('notifications/list without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a notification list request without a token')
      .withRequest({
        ...listRequest(APPRENTICE, MENU_PAGE_SIZE),
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => listNotifications()))).toBe(401)
    })
  })

  it('notifications/mark-read with an id marks that notification read', async () => {
    pact
      .given('the apprentice has an unread notification')
      .uponReceiving('a request to mark one notification read')
      .withRequest({
        method: 'PATCH',
        path: `${API}/notifications/mark-read`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': 'application/json' },
        body: { id: fromProviderState('${notificationId}', 11001) },
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await markNotificationsRead(11001)).toEqual({ ok: true })
    })
  })

  it('notifications/mark-read without an id marks all read', async () => {
    pact
      .given('the apprentice has an unread notification')
      .uponReceiving('a request to mark all notifications read')
      .withRequest({
        method: 'PATCH',
        path: `${API}/notifications/mark-read`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await markNotificationsRead()).toEqual({ ok: true })
    })
  })

  it('notifications/mark-read of a notification that does not exist is a 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request to mark a notification read that does not exist')
      .withRequest({
        method: 'PATCH',
        path: `${API}/notifications/mark-read`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': 'application/json' },
        body: { id: 999999 },
      })
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => markNotificationsRead(999999)))).toBe(404)
    })
  })

  // Issue 8 strict input: an array used to read as "no id" and marked everything read. No client
  // function sends one, so the request goes through the client's ky instance directly.
  it('notifications/mark-read with an array body is a 422 on body (it is not read as "mark all")', async () => {
    pact
      .given('the apprentice has an unread notification')
      .uponReceiving('a request to mark notifications read whose body is an array')
      .withRequest({
        method: 'PATCH',
        path: `${API}/notifications/mark-read`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': 'application/json' },
        body: [],
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal(
          'body',
          'Anropets innehåll måste vara ett JSON-objekt.',
          'Anropets innehåll måste vara ett JSON-objekt.',
        ),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => http().patch('notifications/mark-read', { json: [] }).json())
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('body')
    })
  })
})
