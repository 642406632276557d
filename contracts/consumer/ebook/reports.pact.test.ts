/**
 * The reports group of §7 (ADR 0008): a report is created as a draft with its period, changed,
 * saved for good with `save: true` (§4: a saved report never changes) or deleted while a draft.
 * Only the book's apprentice writes, only while reporting is open; the period rules are §5's
 * (src/domain/ebook.ts checkReportPeriod). Other readers see saved reports only.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { createReport, deleteReport, getReport, listReports, updateReport } from '../../../src/api/ebook/reports'
import type { Report, ReportDetail } from '../../../src/api/ebook/ebook.schemas'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, LOCALE_HEADER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import {
  FORBIDDEN_BODY,
  NOT_FOUND_BODY,
  OK_BODY,
  detailBody,
  ebookRefusal,
  reportBody,
  reportRowBody,
  statePath,
  stateId,
  withJson,
} from '../support/ebook'

const { arrayContaining, eachLike, integer, string } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const INSTRUCTOR = personaToken('instructor')
const STRANGER = personaToken('passwordUser')
/** The seeded token of the global administrator imitating Elin. */
const IMITATING_ADMIN = personaToken('imitatingAdmin')
const IMITATED =
  'Som administratör som agerar som en annan person kan du läsa men inte skriva i hennes eller hans e-bok. Logga in som dig själv, eller be personen göra ändringen.'

const BOOK_ID = 7001
const APPROVED_BOOK_ID = 7005
const OTHER_APPRENTICES_BOOK_ID = 7004
const DRAFT_ID = 21010
const SAVED_ID = 21009
const UNKNOWN_ID = 999999

/** The seed day the e-book states run on: reports may not lie after it. */
const TODAY = '2026-11-16'
const NOW = '2026-11-16T09:00:00.000Z'

type ReportFields = Omit<Report, 'details'>

const SAVED: ReportFields = {
  id: SAVED_ID,
  bookId: BOOK_ID,
  state: 'saved',
  fromDate: '2026-10-19',
  toDate: '2026-10-23',
  workplaceId: 101,
  instructorId: 1002,
  place: 'Kv. Lärkan, Umeå',
  comment: 'Regnig vecka, mest förankring.',
  date: '2026-10-23',
  createdAt: '2026-10-19T15:00:00.000Z',
  savedAt: '2026-10-23T15:30:00.000Z',
  readByInstructorAt: null,
}
const SAVED_DETAIL: ReportDetail = {
  id: 2100901,
  reportId: SAVED_ID,
  elementId: 84801,
  partId: 8480103,
  level: 2,
  comment: 'Förankrade i betongfasad.',
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
}

const DRAFT: ReportFields = {
  ...SAVED,
  id: DRAFT_ID,
  state: 'draft',
  fromDate: '2026-11-09',
  toDate: '2026-11-13',
  comment: '',
  date: '2026-11-13',
  createdAt: '2026-11-09T15:00:00.000Z',
  savedAt: null,
}
const DRAFT_DETAIL: ReportDetail = { ...SAVED_DETAIL, id: 2101001, reportId: DRAFT_ID, level: 3, comment: '' }

const reportPath = (call: string, reportId: number) =>
  statePath(`/books/{bookId}/reports/{reportId}/${call}`, { bookId: BOOK_ID, reportId })

const OVERLAPS_REPORT = 'Perioden krockar med en annan rapport.'
const EMPLOYMENT_DATE = 'Rapporten kunde inte sparas. Kontrollera anställningsdatumet (2025-09-01).'
const CLOSED_APPROVED = 'E-boken är godkänd. Rapporteringen är avslutad.'
const CLOSED_EXPIRED = 'E-bokens fem år har gått ut. Rapporteringen är avslutad.'
const SAVED_UNCHANGEABLE = 'En sparad rapport kan inte ändras.'
const DATE_IN_FUTURE = 'Rapportens datum kan inte ligga i framtiden (senast 2026-11-16).'

describe('reports/create', () => {
  const today = { bookId: BOOK_ID, fromDate: TODAY, toDate: TODAY, workplaceId: 101, instructorId: 1002 }
  const request = (token: string, body: { bookId: number } & Record<string, unknown>) =>
    withJson(token, { ...body, bookId: stateId('bookId', body.bookId) })

  it('the apprentice starts a draft for today (one day is a period, ADR 0008)', async () => {
    const created: ReportFields = { ...DRAFT, id: 21011, ...today, place: '', comment: '', date: TODAY, createdAt: NOW }
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a new report for today by the apprentice')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, today) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: reportBody(created, [], ['fromDate', 'toDate', 'workplaceId', 'instructorId']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const report = await createReport(today)
      expect(report).toMatchObject({ state: 'draft', fromDate: TODAY, toDate: TODAY, savedAt: null, details: [] })
    })
  })

  it('a period overlapping another report is a 422 on fromDate (§5)', async () => {
    const body = { bookId: BOOK_ID, fromDate: '2026-10-20', toDate: '2026-10-21' }
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a new report overlapping a saved report')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, body) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('fromDate', 'overlapsReport', OVERLAPS_REPORT),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReport(body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'overlapsReport' })
    })
  })

  it('a period before the employment date is a 422 on fromDate (§8 “check the employment date”)', async () => {
    // Inside the permitted period (from 2025-08-18), before the employment date 2025-09-01.
    const body = { bookId: BOOK_ID, fromDate: '2025-08-25', toDate: '2025-08-29' }
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a new report starting before the employment date')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, body) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('fromDate', 'employmentDate', EMPLOYMENT_DATE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReport(body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'employmentDate' })
    })
  })

  it('an approved book takes no more reports: a 422 on bookId naming why reporting is closed', async () => {
    // A day the approved book has no report on, inside its permitted period.
    const body = { bookId: APPROVED_BOOK_ID, fromDate: '2024-09-08', toDate: '2024-09-08' }
    pact
      .given('the apprentice has an approved e-book')
      .uponReceiving('a new report in an approved e-book')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, body) })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('bookId', 'approved', CLOSED_APPROVED) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReport(body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'approved' })
    })
  })

  it('past its five years a book takes no more reports: a 422 on bookId with the reason expired (ADR 0011)', async () => {
    const body = { bookId: BOOK_ID, fromDate: '2027-11-15', toDate: '2027-11-15' }
    pact
      .given('the apprentice’s active e-book is past its five years')
      .uponReceiving('a new report in an e-book past its five years')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, body) })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('bookId', 'expired', CLOSED_EXPIRED) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => createReport(body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'expired' })
    })
  })

  it('a report in someone else’s book is refused (403)', async () => {
    const body = { bookId: OTHER_APPRENTICES_BOOK_ID, fromDate: TODAY, toDate: TODAY }
    pact
      .given('another apprentice has an e-book')
      .uponReceiving('a new report by the apprentice in another apprentice’s e-book')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(APPRENTICE, body) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => createReport(body)))).toBe(403)
    })
  })

  it('the instructor reads the book but does not report in it (403)', async () => {
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a new report by the instructor in the apprentice’s e-book')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(INSTRUCTOR, today) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      expect(errorStatus(await rejectionOf(() => createReport(today)))).toBe(403)
    })
  })

  it('an administrator imitating the apprentice reads her book but does not report in it (403 imitated, ADR 0012)', async () => {
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a new report by an administrator imitating the apprentice')
      .withRequest({ method: 'POST', path: `${API}/reports/create`, ...request(IMITATING_ADMIN, today) })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: {
          message: string(IMITATED),
          errors: [{ field: 'imitatedBy', message: string(IMITATED) }],
          data: { reason: 'imitated' },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, IMITATING_ADMIN)
      const error = await rejectionOf(() => createReport(today))
      expect(errorStatus(error)).toBe(403)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'imitated' })
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a new report without a token')
      .withRequest({
        method: 'POST',
        path: `${API}/reports/create`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: today,
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => createReport(today)))).toBe(401)
    })
  })
})

describe('reports/list', () => {
  it('the apprentice lists her book’s reports, her draft among the saved ones', async () => {
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a request by the apprentice for her active e-book’s reports')
      .withRequest({
        method: 'PATCH',
        path: `${API}/reports/list`,
        ...withJson(APPRENTICE, { bookId: stateId('bookId', BOOK_ID) }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: arrayContaining(reportRowBody(DRAFT, 2), reportRowBody(SAVED, 2)), total: integer(9) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { rows, total } = await listReports(BOOK_ID)
      expect(rows.map((r) => [r.state, r.savedAt === null])).toEqual([
        ['draft', true],
        ['saved', false],
      ])
      expect(total).toBe(9)
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a request for an e-book’s reports by a person with no part in it')
      .withRequest({
        method: 'PATCH',
        path: `${API}/reports/list`,
        ...withJson(STRANGER, { bookId: stateId('bookId', BOOK_ID) }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => listReports(BOOK_ID)))).toBe(403)
    })
  })
})

describe('books/{bookId}/reports/{reportId}/get', () => {
  it('the apprentice opens a saved report with its rated parts', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a request by the apprentice for a saved report')
      .withRequest({ method: 'GET', path: reportPath('get', SAVED_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: reportBody(SAVED, eachLike(detailBody(SAVED_DETAIL))),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const report = await getReport(BOOK_ID, SAVED_ID)
      expect(report).toMatchObject({ state: 'saved', fromDate: '2026-10-19', toDate: '2026-10-23' })
      expect(report.details[0]).toMatchObject({ partId: 8480103, level: 2 })
    })
  })

  it('a draft is the apprentice’s own work: the instructor gets a 404', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a request by the instructor for the apprentice’s draft report')
      .withRequest({ method: 'GET', path: reportPath('get', DRAFT_ID), headers: bearer(INSTRUCTOR) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      expect(errorStatus(await rejectionOf(() => getReport(BOOK_ID, DRAFT_ID)))).toBe(404)
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a request for a saved report by a person with no part in the e-book')
      .withRequest({ method: 'GET', path: reportPath('get', SAVED_ID), headers: bearer(STRANGER) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => getReport(BOOK_ID, SAVED_ID)))).toBe(403)
    })
  })

  it('an unknown report is a 404', async () => {
    pact
      .given('the apprentice’s active e-book has saved reports and a draft')
      .uponReceiving('a request for a report that does not exist')
      .withRequest({
        method: 'GET',
        path: statePath(`/books/{bookId}/reports/${UNKNOWN_ID}/get`, { bookId: BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getReport(BOOK_ID, UNKNOWN_ID)))).toBe(404)
    })
  })
})

describe('books/{bookId}/reports/{reportId}/update', () => {
  it('the apprentice changes her draft’s place and comment', async () => {
    const changes = { place: 'Kv. Lärkan, Umeå, hus B', comment: 'Förankring och väderskydd.' }
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a change to the apprentice’s draft report')
      .withRequest({ method: 'PATCH', path: reportPath('update', DRAFT_ID), ...withJson(APPRENTICE, changes) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: reportBody({ ...DRAFT, ...changes }, eachLike(detailBody(DRAFT_DETAIL)), ['place', 'comment']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await updateReport(BOOK_ID, DRAFT_ID, changes)).toMatchObject({
        state: 'draft',
        savedAt: null,
        ...changes,
      })
    })
  })

  it('save: true saves the draft for good', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a save of the apprentice’s draft report')
      .withRequest({ method: 'PATCH', path: reportPath('update', DRAFT_ID), ...withJson(APPRENTICE, { save: true }) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: reportBody({ ...DRAFT, state: 'saved', savedAt: NOW }, eachLike(detailBody(DRAFT_DETAIL))),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const report = await updateReport(BOOK_ID, DRAFT_ID, { save: true })
      expect(report.state).toBe('saved')
      expect(report.savedAt).not.toBeNull()
    })
  })

  it('a saved report never changes (422 on reportId, §4)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a change to a saved report')
      .withRequest({
        method: 'PATCH',
        path: reportPath('update', SAVED_ID),
        ...withJson(APPRENTICE, { comment: 'Ändrat i efterhand.' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('reportId', 'saved', SAVED_UNCHANGEABLE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => updateReport(BOOK_ID, SAVED_ID, { comment: 'Ändrat i efterhand.' }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'saved' })
    })
  })

  it('a report’s own date in the future is a 422 on date (ADR 0011), stored never', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a change of the apprentice’s draft report’s date to a day in the future')
      .withRequest({
        method: 'PATCH',
        path: reportPath('update', DRAFT_ID),
        ...withJson(APPRENTICE, { date: '2099-12-31' }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('date', 'inFuture', DATE_IN_FUTURE) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => updateReport(BOOK_ID, DRAFT_ID, { date: '2099-12-31' }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'inFuture' })
    })
  })

  it('a report’s own date on its period’s last day is taken', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a change of the apprentice’s draft report’s date to its period’s last day')
      .withRequest({
        method: 'PATCH',
        path: reportPath('update', DRAFT_ID),
        ...withJson(APPRENTICE, { date: DRAFT.toDate }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: reportBody({ ...DRAFT, date: DRAFT.toDate }, eachLike(detailBody(DRAFT_DETAIL)), ['date']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect((await updateReport(BOOK_ID, DRAFT_ID, { date: DRAFT.toDate })).date).toBe(DRAFT.toDate)
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a change to the apprentice’s draft report by a person with no part in the e-book')
      .withRequest({ method: 'PATCH', path: reportPath('update', DRAFT_ID), ...withJson(STRANGER, { comment: 'Hej' }) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => updateReport(BOOK_ID, DRAFT_ID, { comment: 'Hej' })))).toBe(403)
    })
  })
})

describe('books/{bookId}/reports/{reportId}/delete', () => {
  it('the apprentice deletes her draft', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a deletion of the apprentice’s draft report')
      .withRequest({ method: 'DELETE', path: reportPath('delete', DRAFT_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: OK_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await deleteReport(BOOK_ID, DRAFT_ID)).toEqual({ ok: true })
    })
  })

  it('a saved report cannot be deleted (422 on reportId)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('a deletion of a saved report')
      .withRequest({ method: 'DELETE', path: reportPath('delete', SAVED_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('reportId', 'saved', SAVED_UNCHANGEABLE),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => deleteReport(BOOK_ID, SAVED_ID))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'saved' })
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has a draft report with rated parts in her active e-book')
      .uponReceiving('a deletion of the apprentice’s draft report by a person with no part in the e-book')
      .withRequest({ method: 'DELETE', path: reportPath('delete', DRAFT_ID), headers: bearer(STRANGER) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => deleteReport(BOOK_ID, DRAFT_ID)))).toBe(403)
    })
  })
})
