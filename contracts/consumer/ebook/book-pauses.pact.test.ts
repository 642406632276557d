/**
 * Book pauses (§3, §4 paused, §5 periods, §6 "staff, roles, pauses"; ADR 0008): the book's readers
 * list them; the company's administrator, department administrator or education responsible create,
 * change and delete them; the apprentice and the instructor only read.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { createBookPause, deleteBookPause, listBookPauses, updateBookPause } from '../../../src/api/ebook/books'
import type { BookPause } from '../../../src/api/ebook/ebook.schemas'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, LOCALE_HEADER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import {
  FORBIDDEN_BODY,
  NOT_FOUND_BODY,
  OK_BODY,
  ebookRefusal,
  pauseBody,
  statePath,
  stateId,
  withJson,
} from '../support/ebook'

const { eachLike, like } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')
const STRANGER = personaToken('passwordUser')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')

const BOOK_ID = 7001
const PAUSE_ID = 23001
const UNKNOWN_ID = 999999
/** Tomasz's book at Syd, department Lund (7004). */
const LUND_BOOK_ID = 7004

/** The active book's past pause (sick leave). */
const SICK_LEAVE: BookPause = {
  id: PAUSE_ID,
  bookId: BOOK_ID,
  fromDate: '2026-07-06',
  toDate: '2026-08-02',
  reason: 'Sjukskrivning',
}

const OVERLAPS_PAUSE = 'Perioden krockar med ett uppehåll.'
const OVERLAPS_REPORT = 'Perioden krockar med en annan rapport.'

describe('book-pauses/list/', () => {
  it('the apprentice reads her book’s pauses', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a request by the apprentice for her active e-book’s pauses')
      .withRequest({
        method: 'PATCH',
        path: `${API}/book-pauses/list/`,
        ...withJson(APPRENTICE, { bookId: stateId('bookId', BOOK_ID) }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(pauseBody(SICK_LEAVE)) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const pauses = await listBookPauses(BOOK_ID)
      expect(pauses).toEqual([SICK_LEAVE])
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a request for the pauses of an e-book by a person with no part in it')
      .withRequest({
        method: 'PATCH',
        path: `${API}/book-pauses/list/`,
        ...withJson(STRANGER, { bookId: stateId('bookId', BOOK_ID) }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => listBookPauses(BOOK_ID)))).toBe(403)
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for an e-book’s pauses without a token')
      .withRequest({
        method: 'PATCH',
        path: `${API}/book-pauses/list/`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: { bookId: BOOK_ID },
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => listBookPauses(BOOK_ID)))).toBe(401)
    })
  })
})

describe('educations/book-pauses/create', () => {
  const christmas = { bookId: BOOK_ID, fromDate: '2026-12-21', toDate: '2027-01-08', reason: 'Julledighet' }
  const request = (token: string, body: typeof christmas) =>
    withJson(token, { ...body, bookId: stateId('bookId', body.bookId) })

  it('a company administrator pauses the book for a coming period', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a new pause by the company administrator')
      .withRequest({
        method: 'POST',
        path: `${API}/educations/book-pauses/create`,
        ...request(COMPANY_ADMIN, christmas),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...pauseBody({ id: 23004, ...christmas }, ['fromDate', 'toDate', 'reason']),
          // §4: the new pause went to the region of the book's company (Norr's region 1).
          sentToRegion: like({ regionId: 1, regionName: 'BYN Norr', sentAt: '2026-11-27T08:00:00.000Z' }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const pause = await createBookPause(christmas)
      expect(pause).toMatchObject(christmas)
      expect(pause.sentToRegion?.regionId).toBe(1)
    })
  })

  it('the department administrator of Malmö may not pause a Lund apprentice’s book (403, §6 department scoping)', async () => {
    const lund = { bookId: LUND_BOOK_ID, fromDate: '2026-12-21', toDate: '2027-01-08', reason: 'Julledighet' }
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('a new pause for a Lund apprentice’s book by the department administrator of Malmö')
      .withRequest({
        method: 'POST',
        path: `${API}/educations/book-pauses/create`,
        ...withJson(DEPARTMENT_ADMIN, lund),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect(errorStatus(await rejectionOf(() => createBookPause(lund)))).toBe(403)
    })
  })

  it('the apprentice may not pause her own book (403)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a new pause by the apprentice')
      .withRequest({ method: 'POST', path: `${API}/educations/book-pauses/create`, ...request(APPRENTICE, christmas) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => createBookPause(christmas)))).toBe(403)
    })
  })

  it('a pause overlapping another pause is a 422 on fromDate (§5)', async () => {
    const overlapping = { bookId: BOOK_ID, fromDate: '2026-07-20', toDate: '2026-07-31', reason: 'Semester' }
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a new pause overlapping the book’s pause')
      .withRequest({
        method: 'POST',
        path: `${API}/educations/book-pauses/create`,
        ...request(COMPANY_ADMIN, overlapping),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('fromDate', 'overlapsPause', OVERLAPS_PAUSE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() => createBookPause(overlapping))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'overlapsPause' })
    })
  })
})

describe('educations/book-pauses/{id}/update', () => {
  const path = statePath('/educations/book-pauses/{pauseId}/update', { pauseId: PAUSE_ID })

  it('a company administrator lengthens the pause and gives a new reason', async () => {
    const changes = { toDate: '2026-08-09', reason: 'Sjukskrivning, förlängd' }
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a change to the pause by the company administrator')
      .withRequest({ method: 'PATCH', path, ...withJson(COMPANY_ADMIN, changes) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: pauseBody({ ...SICK_LEAVE, ...changes }, ['toDate', 'reason']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await updateBookPause(PAUSE_ID, changes)).toEqual({ ...SICK_LEAVE, ...changes })
    })
  })

  it('the apprentice may not change a pause (403)', async () => {
    const changes = { reason: 'Semester' }
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a change to the pause by the apprentice')
      .withRequest({ method: 'PATCH', path, ...withJson(APPRENTICE, changes) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => updateBookPause(PAUSE_ID, changes)))).toBe(403)
    })
  })

  it('a pause stretched over a report period is a 422 on fromDate (§5)', async () => {
    // The book has a saved report in the week of 2026-09-14.
    const changes = { toDate: '2026-09-15' }
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a change to the pause that overlaps a report')
      .withRequest({ method: 'PATCH', path, ...withJson(COMPANY_ADMIN, changes) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('fromDate', 'overlapsReport', OVERLAPS_REPORT),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() => updateBookPause(PAUSE_ID, changes))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'overlapsReport' })
    })
  })

  it('an unknown pause is a 404', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a change to a pause that does not exist')
      .withRequest({
        method: 'PATCH',
        path: `${API}/educations/book-pauses/${UNKNOWN_ID}/update`,
        ...withJson(COMPANY_ADMIN, { reason: 'Semester' }),
      })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => updateBookPause(UNKNOWN_ID, { reason: 'Semester' })))).toBe(404)
    })
  })
})

describe('educations/book-pauses/{id}/delete', () => {
  const path = statePath('/educations/book-pauses/{pauseId}/delete', { pauseId: PAUSE_ID })

  it('a company administrator deletes the pause', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a deletion of the pause by the company administrator')
      .withRequest({ method: 'DELETE', path, headers: bearer(COMPANY_ADMIN) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: OK_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await deleteBookPause(PAUSE_ID)).toEqual({ ok: true })
    })
  })

  it('the apprentice may not delete a pause (403)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a deletion of the pause by the apprentice')
      .withRequest({ method: 'DELETE', path, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => deleteBookPause(PAUSE_ID)))).toBe(403)
    })
  })

  it('an unknown pause is a 404', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a deletion of a pause that does not exist')
      .withRequest({
        method: 'DELETE',
        path: `${API}/educations/book-pauses/${UNKNOWN_ID}/delete`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => deleteBookPause(UNKNOWN_ID)))).toBe(404)
    })
  })
})
