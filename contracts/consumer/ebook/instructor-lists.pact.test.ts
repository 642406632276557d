/**
 * The instructor's lists (issue 10, ADR 0009): books/list narrowed to the books an instructor
 * supervises with unread reports first and the review counts; reports/list without a book, the saved
 * reports of every book the caller reads, unread first; their refusals.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { listBooks } from '../../../src/api/ebook/books'
import { listReviewReports } from '../../../src/api/ebook/reports'
import { bookRowBody, ebookRefusal, personNameBody, reportRowBody, withJson } from '../support/ebook'
import { API, JSON_ANSWER, LOCALE_HEADER, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { arrayContaining, integer } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
const JOHAN = 1002
const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'

const amir = personNameBody(1143, 'Amir', 'Haddad')
const hanna = personNameBody(1141, 'Hanna', 'Lundqvist')
const oliver = personNameBody(1142, 'Oliver', 'Bergström')

describe('books/list for the instructor', () => {
  it('the books Johan supervises, those with unread reports first, with the review counts and the book ready for approval', async () => {
    const body = { instructorId: JOHAN, order: 'unreadFirst' }
    pact
      .given('the instructor supervises books with reports waiting and one ready for approval')
      .uponReceiving('a request by the instructor for the books he supervises, unread first')
      .withRequest({ method: 'PATCH', path: `${API}/books/list`, ...withJson(INSTRUCTOR, body) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: arrayContaining(
            bookRowBody(7013, 'active', 'active', 'Träarbetare', 'Byggbolaget i Norr AB', {
              personId: 1143,
              apprentice: amir,
              unreadReportCount: 3,
            }),
            bookRowBody(7011, 'active', 'active', 'Träarbetare', 'Byggbolaget i Norr AB', {
              personId: 1141,
              apprentice: hanna,
              divergentCount: 1,
              readyForApproval: true,
            }),
          ),
          total: integer(8),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const rows = await listBooks({ instructorId: JOHAN, order: 'unreadFirst' })
      expect(rows.find((r) => r.readyForApproval)?.apprentice.firstName).toBe('Hanna')
      expect(rows[0].unreadReportCount).toBeGreaterThan(0)
    })
  })

  it('a display state the API does not know is a 422 on displayState', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving('a book list filtered by an unknown display state')
      .withRequest({
        method: 'PATCH',
        path: `${API}/books/list`,
        ...withJson(INSTRUCTOR, { displayState: 'finished' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('displayState', null, 'Fältet displayState har ett ogiltigt värde.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => listBooks({ displayState: 'finished' as never }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('displayState')
    })
  })
})

describe('reports/list across books', () => {
  it('the unread saved reports of the books Johan supervises, with the apprentice of each', async () => {
    const filter = { instructorId: JOHAN, unread: true, order: 'unreadFirst' as const }
    const report = {
      id: 22303,
      bookId: 7013,
      state: 'saved' as const,
      fromDate: '2026-11-09',
      toDate: '2026-11-13',
      workplaceId: 101,
      instructorId: 1002 as number | null,
      place: 'Kv. Hamnen, Luleå',
      comment: 'Glömde välja handledare.',
      date: '2026-11-13',
      createdAt: '2026-11-09T15:00:00.000Z',
      savedAt: '2026-11-13T15:30:00.000Z',
      readByInstructorAt: null,
    }
    pact
      .given('the instructor supervises books with reports waiting and one ready for approval')
      .uponReceiving('a request by the instructor for the unread reports of his books')
      .withRequest({ method: 'PATCH', path: `${API}/reports/list`, ...withJson(INSTRUCTOR, filter) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        // One report names no instructor (instructorId null), the others Johan: one variant of each
        // shape; `readByInstructorAt` null is what "unread" promises.
        body: {
          rows: arrayContaining(
            reportRowBody({ ...report, instructorId: null }, 1, amir),
            reportRowBody(
              { ...report, id: 22302, fromDate: '2026-11-02', toDate: '2026-11-06', date: '2026-11-06', comment: '' },
              2,
              amir,
            ),
          ),
          total: integer(5),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const { rows, total } = await listReviewReports(filter)
      expect(total).toBe(5)
      expect(rows.every((r) => r.readByInstructorAt === null && r.state === 'saved')).toBe(true)
    })
  })

  it("the instructor's queue: the reports with parts still to assess, read or not, unread first (ADR 0012)", async () => {
    const filter = { instructorId: JOHAN, toAssess: true, order: 'toAssessFirst' as const }
    const report = {
      id: 22301,
      bookId: 7013,
      state: 'saved' as const,
      fromDate: '2026-10-12',
      toDate: '2026-10-16',
      workplaceId: 101,
      instructorId: 1002 as number | null,
      place: 'Kv. Hamnen, Luleå',
      comment: '',
      date: '2026-10-16',
      createdAt: '2026-10-12T15:00:00.000Z',
      savedAt: '2026-10-16T15:30:00.000Z',
      readByInstructorAt: null as string | null,
    }
    pact
      .given('the instructor supervises books with reports waiting and one ready for approval')
      .uponReceiving(
        "a request by the instructor for the reports still to assess in his books, the instructor's queue order",
      )
      .withRequest({ method: 'PATCH', path: `${API}/reports/list`, ...withJson(INSTRUCTOR, filter) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        // A read one too (readByInstructorAt a time): reading does not take a report out of the queue.
        body: {
          rows: arrayContaining(
            { ...reportRowBody(report, 2, amir), toAssessCount: integer(2) },
            {
              ...reportRowBody(
                {
                  ...report,
                  id: 22201,
                  bookId: 7012,
                  instructorId: 1005,
                  readByInstructorAt: '2026-06-15T08:00:00.000Z',
                },
                2,
                oliver,
                1,
              ),
              toAssessCount: integer(2),
            },
          ),
          total: integer(6),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const { rows } = await listReviewReports(filter)
      expect(rows.every((r) => (r.toAssessCount ?? 0) > 0)).toBe(true)
      expect(rows.some((r) => r.readByInstructorAt !== null)).toBe(true)
    })
  })

  it('unread must be true or false (422 on unread)', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving('a report list with unread as text')
      .withRequest({ method: 'PATCH', path: `${API}/reports/list`, ...withJson(INSTRUCTOR, { unread: 'yes' }) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('unread', null, 'Fältet unread har ett ogiltigt värde.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => listReviewReports({ unread: 'yes' as never }))
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('unread')
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the reports across books without a token')
      .withRequest({
        method: 'PATCH',
        path: `${API}/reports/list`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => listReviewReports()))).toBe(401)
    })
  })
})
