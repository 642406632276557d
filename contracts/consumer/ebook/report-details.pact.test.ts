/**
 * Report details (§7 report-details, ADR 0008): one rated element part of a report each. The
 * apprentice adds, changes and removes them on her draft while reporting is open; the part must be
 * in the book's catalogue and its element still open (§4: level 4 on every part closes it); a saved
 * report's details never change. Levels are 1 to 4 (§9).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  createReportDetail,
  deleteReportDetail,
  getReportDetail,
  listReportDetails,
  updateReportDetail,
} from '../../../src/api/ebook/reports'
import type { ReportDetail } from '../../../src/api/ebook/ebook.schemas'
import { errorBody, errorStatus } from '../../../src/api/client'
import { JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import {
  FORBIDDEN_BODY,
  NOT_FOUND_BODY,
  OK_BODY,
  detailBody,
  ebookRefusal,
  statePath,
  withJson,
} from '../support/ebook'

const { eachLike } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const INSTRUCTOR = personaToken('instructor')
const STRANGER = personaToken('passwordUser')

const BOOK_ID = 7001
const DRAFT_ID = 21010
const SAVED_ID = 21009
const UNKNOWN_ID = 999999

/** Parts of the scaffolding catalogue: one no report has touched, one of the closed element Rullställning. */
const OPEN_PART_ID = 8480401
const CLOSED_PART_ID = 8480201

const DRAFT_DETAIL: ReportDetail = {
  id: 2101001,
  reportId: DRAFT_ID,
  elementId: 84801,
  partId: 8480103,
  level: 3,
  comment: '',
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
}
const SAVED_DETAIL: ReportDetail = {
  ...DRAFT_DETAIL,
  id: 2100901,
  reportId: SAVED_ID,
  level: 2,
  comment: 'Förankrade i betongfasad.',
}

/** `/books/{bookId}/reports/{reportId}/report-details/…` with the state's ids. */
const detailsPath = (rest: string, reportId: number, detailId?: number) =>
  statePath(`/books/{bookId}/reports/{reportId}/report-details/${rest}`, {
    bookId: BOOK_ID,
    reportId,
    ...(detailId === undefined ? {} : { detailId }),
  })

const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'
const SAVED_UNCHANGEABLE = 'En sparad rapport kan inte ändras.'
const ELEMENT_CLOSED =
  'Arbetsmomentet "Rullställning" är klart (nivå 4 på alla delmoment) och kan inte rapporteras mer.'

describe('report-details/create', () => {
  const rating = { partId: OPEN_PART_ID, level: 2, comment: 'Monterade konsoler på gaveln.' }

  it('the apprentice rates a part in her draft', async () => {
    const created: ReportDetail = { ...DRAFT_DETAIL, id: 2101003, elementId: 84804, ...rating }
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a new rated part in the apprentice’s draft report')
      .withRequest({ method: 'POST', path: detailsPath('create', DRAFT_ID), ...withJson(APPRENTICE, rating) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: detailBody(created, ['partId', 'level', 'comment', 'elementId']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const detail = await createReportDetail(BOOK_ID, DRAFT_ID, rating)
      expect(detail).toMatchObject({ ...rating, elementId: 84804, instructorLevel: null, approvedAt: null })
    })
  })

  it('level 5 is beyond the scale (422 on level, §9)', async () => {
    const body = { partId: OPEN_PART_ID, level: 5 }
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a rated part with level 5')
      .withRequest({ method: 'POST', path: detailsPath('create', DRAFT_ID), ...withJson(APPRENTICE, body) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('level', null, 'Fältet level har ett ogiltigt värde.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReportDetail(BOOK_ID, DRAFT_ID, body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('level')
    })
  })

  it('a part of a closed element is a 422 on partId (§4: level 4 on every part)', async () => {
    const body = { partId: CLOSED_PART_ID, level: 4 }
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a rated part of a closed work element')
      .withRequest({ method: 'POST', path: detailsPath('create', DRAFT_ID), ...withJson(APPRENTICE, body) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('partId', 'elementClosed', ELEMENT_CLOSED),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReportDetail(BOOK_ID, DRAFT_ID, body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'elementClosed' })
    })
  })

  it('a saved report takes no more parts (422 on reportId)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a new rated part in a saved report')
      .withRequest({ method: 'POST', path: detailsPath('create', SAVED_ID), ...withJson(APPRENTICE, rating) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('reportId', 'saved', SAVED_UNCHANGEABLE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReportDetail(BOOK_ID, SAVED_ID, rating))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'saved' })
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a new rated part in the apprentice’s draft by a person with no part in the e-book')
      .withRequest({ method: 'POST', path: detailsPath('create', DRAFT_ID), ...withJson(STRANGER, rating) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => createReportDetail(BOOK_ID, DRAFT_ID, rating)))).toBe(403)
    })
  })
})

describe('report-details/{id}/get', () => {
  it('the apprentice opens a rated part of her draft', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a request by the apprentice for a rated part of her draft')
      .withRequest({
        method: 'GET',
        path: detailsPath('{detailId}/get', DRAFT_ID, DRAFT_DETAIL.id),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: detailBody(DRAFT_DETAIL) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await getReportDetail(BOOK_ID, DRAFT_ID, DRAFT_DETAIL.id)).toEqual(DRAFT_DETAIL)
    })
  })

  it('an unknown rated part is a 404', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a request for a rated part that does not exist')
      .withRequest({ method: 'GET', path: detailsPath(`${UNKNOWN_ID}/get`, DRAFT_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getReportDetail(BOOK_ID, DRAFT_ID, UNKNOWN_ID)))).toBe(404)
    })
  })
})

describe('report-details/{id}/update', () => {
  it('the apprentice raises the level of a part in her draft', async () => {
    const changes = { level: 4, comment: 'Självständigt, utan stöd.' }
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a change to a rated part of the apprentice’s draft')
      .withRequest({
        method: 'PATCH',
        path: detailsPath('{detailId}/update', DRAFT_ID, DRAFT_DETAIL.id),
        ...withJson(APPRENTICE, changes),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: detailBody({ ...DRAFT_DETAIL, ...changes }, ['level', 'comment']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await updateReportDetail(BOOK_ID, DRAFT_ID, DRAFT_DETAIL.id, changes)).toMatchObject(changes)
    })
  })

  it('a part of a saved report never changes (422 on reportId)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a change to a rated part of a saved report')
      .withRequest({
        method: 'PATCH',
        path: detailsPath('{detailId}/update', SAVED_ID, SAVED_DETAIL.id),
        ...withJson(APPRENTICE, { level: 3 }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('reportId', 'saved', SAVED_UNCHANGEABLE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => updateReportDetail(BOOK_ID, SAVED_ID, SAVED_DETAIL.id, { level: 3 }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'saved' })
    })
  })
})

describe('report-details/{id}/delete', () => {
  it('the apprentice removes a rated part from her draft', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a deletion of a rated part of the apprentice’s draft')
      .withRequest({
        method: 'DELETE',
        path: detailsPath('{detailId}/delete', DRAFT_ID, DRAFT_DETAIL.id),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: OK_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await deleteReportDetail(BOOK_ID, DRAFT_ID, DRAFT_DETAIL.id)).toEqual({ ok: true })
    })
  })

  it('a part of a saved report cannot be removed (422 on reportId)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a deletion of a rated part of a saved report')
      .withRequest({
        method: 'DELETE',
        path: detailsPath('{detailId}/delete', SAVED_ID, SAVED_DETAIL.id),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('reportId', 'saved', SAVED_UNCHANGEABLE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => deleteReportDetail(BOOK_ID, SAVED_ID, SAVED_DETAIL.id))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'saved' })
    })
  })
})

describe('report-details/list', () => {
  it('the apprentice lists the rated parts of her draft', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a request by the apprentice for the rated parts of her draft')
      .withRequest({ method: 'GET', path: detailsPath('list', DRAFT_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(detailBody(DRAFT_DETAIL)) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await listReportDetails(BOOK_ID, DRAFT_ID)).toEqual([DRAFT_DETAIL])
    })
  })

  it('a draft’s parts are the apprentice’s own: the instructor gets a 404', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a request by the instructor for the rated parts of the apprentice’s draft')
      .withRequest({ method: 'GET', path: detailsPath('list', DRAFT_ID), headers: bearer(INSTRUCTOR) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      expect(errorStatus(await rejectionOf(() => listReportDetails(BOOK_ID, DRAFT_ID)))).toBe(404)
    })
  })

  it('the instructor reads the rated parts of a saved report', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a request by the instructor for the rated parts of a saved report')
      .withRequest({ method: 'GET', path: detailsPath('list', SAVED_ID), headers: bearer(INSTRUCTOR) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(detailBody(SAVED_DETAIL)) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      expect(await listReportDetails(BOOK_ID, SAVED_ID)).toEqual([SAVED_DETAIL])
    })
  })
})
