/**
 * The books group of §7 (ADR 0008): reading an e-book and the book list; the global administrator's
 * create, update (status) and delete; the supervising instructor's approval.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { approveBook, createBook, deleteBook, getBook, listBooks, updateBook } from '../../../src/api/ebook/books'
import type { BookStatus } from '../../../src/api/ebook/ebook.schemas'
import { errorBody, errorStatus } from '../../../src/api/client'
import { elementClosed, missingForApproval } from '../../../src/domain/ebook'
import { API, JSON_ANSWER, LOCALE_HEADER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { GLOBAL_ADMIN_TOKEN, personaToken } from '../support/personas'
import { isoDate } from '../support/bodies'
import {
  FORBIDDEN_BODY,
  JOHAN_BODY,
  NOT_FOUND_BODY,
  OK_BODY,
  READ_ONLY_VIEWER,
  activeBookBody,
  approvedModuleBody,
  approvedPartBody,
  bookRowBody,
  callRefusal,
  day,
  ebookRefusal,
  elementBody,
  notStartedModuleBody,
  personNameBody,
  statePath,
  unreportedPartBody,
  withJson,
} from '../support/ebook'

const { arrayContaining, boolean, eachLike, integer, string } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const INSTRUCTOR = personaToken('instructor')
const COMPANY_ADMIN = personaToken('companyAdmin')
const STRANGER = personaToken('passwordUser')

// The scenario's books as the provider states name them (the paths take the state's ids).
const ACTIVE_BOOK_ID = 7001
const NOT_STARTED_BOOK_ID = 7006
const COMPLETE_BOOK_ID = 7003
const UNKNOWN_ID = 999999

const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'

describe('books/get/{id}', () => {
  it('the apprentice opens her active e-book: reporting open, her catalogue with achieved levels and approvals', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request by the apprentice for her active e-book')
      .withRequest({
        method: 'GET',
        path: statePath('/books/get/{bookId}', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: activeBookBody })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const book = await getBook(ACTIVE_BOOK_ID)
      expect(book).toMatchObject({ status: 'active', displayState: 'active', closedReason: null, approval: null })
      expect(book.viewer).toEqual({ mayReport: true, mayManagePauses: false, mayReview: false, mayApprove: false })
      // §4: level 4 on every part closes an element; the never-reported one is open.
      expect(book.elements.map(elementClosed)).toEqual([true, false])
      expect(book.theory.filter((t) => t.approvedAt === null)).toHaveLength(2)
    })
  })

  it('four weeks before the basic-education deadline the book warns: closingSoon says when and why (ADR 0011)', async () => {
    pact
      .given('the apprentice’s active e-book turns inactive in two weeks without basic education')
      .uponReceiving('a request by the apprentice for her e-book two weeks before its basic-education deadline')
      .withRequest({
        method: 'GET',
        path: statePath('/books/get/{bookId}', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { ...activeBookBody, closingSoon: { kind: 'inactive', on: day('2026-08-18') } },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const book = await getBook(ACTIVE_BOOK_ID)
      expect(book).toMatchObject({ displayState: 'active', closingSoon: { kind: 'inactive', on: '2026-08-18' } })
    })
  })

  it('past the deadline the book is inactive for want of basic education: reporting closed', async () => {
    pact
      .given('the apprentice’s active e-book is past its basic-education deadline')
      .uponReceiving('a request by the apprentice for her e-book past its basic-education deadline')
      .withRequest({
        method: 'GET',
        path: statePath('/books/get/{bookId}', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...activeBookBody,
          displayState: 'inactive',
          closedReason: 'inactive',
          viewer: { ...activeBookBody.viewer, mayReport: false },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await getBook(ACTIVE_BOOK_ID)).toMatchObject({
        status: 'active',
        displayState: 'inactive',
        closedReason: 'inactive',
        viewer: { mayReport: false },
      })
    })
  })

  it('a company administrator reads the book and may manage its pauses, not report', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request by the company administrator for the apprentice’s active e-book')
      .withRequest({
        method: 'GET',
        path: statePath('/books/get/{bookId}', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { ...activeBookBody, viewer: { ...READ_ONLY_VIEWER, mayManagePauses: true } },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await getBook(ACTIVE_BOOK_ID)).viewer).toEqual({ ...READ_ONLY_VIEWER, mayManagePauses: true })
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request for the apprentice’s e-book by a person with no part in it')
      .withRequest({
        method: 'GET',
        path: statePath('/books/get/{bookId}', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(STRANGER),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => getBook(ACTIVE_BOOK_ID)))).toBe(403)
    })
  })

  it('an unknown book is a 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for an e-book that does not exist')
      .withRequest({ method: 'GET', path: `${API}/books/get/${UNKNOWN_ID}`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getBook(UNKNOWN_ID)))).toBe(404)
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for an e-book without a token')
      .withRequest({ method: 'GET', path: `${API}/books/get/${ACTIVE_BOOK_ID}`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getBook(ACTIVE_BOOK_ID)))).toBe(401)
    })
  })
})

describe('books/list', () => {
  it('the apprentice’s own books: active, paused, approved and not yet active', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request for the apprentice’s books')
      .withRequest({ method: 'PATCH', path: `${API}/books/list`, ...withJson(APPRENTICE, {}) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: arrayContaining(
            bookRowBody(7001, 'active', 'active'),
            bookRowBody(7002, null, 'paused', 'Ställningsbyggare', 'Byggbolaget Syd AB'),
            bookRowBody(7005, 'approved', 'approved', 'Träarbetare', 'Takmästarna AB'),
            bookRowBody(7006, null, 'notYetActive', 'Träarbetare'),
          ),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const rows = await listBooks()
      expect(rows.map((r) => [r.status, r.displayState])).toEqual([
        ['active', 'active'],
        [null, 'paused'],
        ['approved', 'approved'],
        [null, 'notYetActive'],
      ])
    })
  })

  it('a company administrator narrows the list to one apprentice', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request by the company administrator for one apprentice’s books')
      .withRequest({ method: 'PATCH', path: `${API}/books/list`, ...withJson(COMPANY_ADMIN, { personId: 1001 }) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: arrayContaining(bookRowBody(7001, 'active', 'active')) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listBooks({ personId: 1001 })
      expect(rows.map((r) => r.personId)).toEqual([1001])
    })
  })

  it('a search longer than the API keeps is a 422 on search', async () => {
    const search = 'x'.repeat(201)
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a book list search longer than 200 characters')
      .withRequest({ method: 'PATCH', path: `${API}/books/list`, ...withJson(APPRENTICE, { search }) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('search', null, 'Fältet search får vara högst 200 tecken.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => listBooks({ search }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('search')
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the book list without a token')
      .withRequest({
        method: 'PATCH',
        path: `${API}/books/list`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => listBooks()))).toBe(401)
    })
  })
})

describe('books/create', () => {
  // The apprenticeship at Byggbolaget Syd (3003, scaffolding) without its e-book.
  const NEW_BOOK = { personId: 1001, apprenticeshipId: 3003, professionId: 848 }

  it('the global administrator creates the e-book of an apprenticeship: active, the profession’s catalogue, nothing reported', async () => {
    pact
      .given('the apprentice’s apprenticeship at Byggbolaget Syd has no e-book')
      .uponReceiving('a new e-book by the global administrator')
      .withRequest({ method: 'POST', path: `${API}/books/create`, ...withJson(GLOBAL_ADMIN_TOKEN, NEW_BOOK) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...activeBookBody,
          id: integer(7007),
          createdAt: isoDate('2026-11-16T09:00:00.000Z'),
          personId: 1001,
          companyId: integer(2),
          companyName: string('Byggbolaget Syd AB'),
          professionId: 848,
          permittedPeriod: { fromDate: day('2026-03-02'), toDate: day('2028-03-01') },
          employmentDate: day('2026-03-02'),
          elements: eachLike(elementBody(84801, 'Fasadställning', unreportedPartBody)),
          theory: eachLike(notStartedModuleBody),
          viewer: { mayReport: false, mayManagePauses: boolean(false), mayReview: false, mayApprove: false },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      const book = await createBook(NEW_BOOK)
      expect(book).toMatchObject({
        personId: 1001,
        professionId: 848,
        status: 'active',
        displayState: 'active',
        approval: null,
      })
      expect(
        book.elements.flatMap((e) => e.parts).every((p) => p.achievedLevel === null && p.approvedAt === null),
      ).toBe(true)
      expect(book.viewer.mayReport).toBe(false)
    })
  })

  it('a company administrator may not create e-books (403)', async () => {
    pact
      .given('the apprentice’s apprenticeship at Byggbolaget Syd has no e-book')
      .uponReceiving('a new e-book by a company administrator')
      .withRequest({ method: 'POST', path: `${API}/books/create`, ...withJson(COMPANY_ADMIN, NEW_BOOK) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => createBook(NEW_BOOK)))).toBe(403)
    })
  })

  it('an apprenticeship that is not the person’s is a 422 on apprenticeshipId', async () => {
    // 3004 is another apprentice's apprenticeship.
    const body = { personId: 1001, apprenticeshipId: 3004, professionId: 848 }
    pact
      .given('the apprentice’s apprenticeship at Byggbolaget Syd has no e-book')
      .uponReceiving('a new e-book for an apprenticeship of someone else')
      .withRequest({ method: 'POST', path: `${API}/books/create`, ...withJson(GLOBAL_ADMIN_TOKEN, body) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('apprenticeshipId', null, 'Lärlingsanställningen finns inte för personen.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      const error = await rejectionOf(() => createBook(body))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('apprenticeshipId')
    })
  })
})

describe('books/{id}/update', () => {
  it('the global administrator extends an inactive e-book: reporting opens again (ADR 0008)', async () => {
    pact
      .given('the apprentice’s e-book is inactive')
      .uponReceiving('an extension of an inactive e-book by the global administrator')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/update', { bookId: ACTIVE_BOOK_ID }),
        ...withJson(GLOBAL_ADMIN_TOKEN, { status: 'extended' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...activeBookBody,
          status: 'extended',
          displayState: 'extended',
          closedReason: null,
          viewer: { mayReport: false, mayManagePauses: boolean(false), mayReview: false, mayApprove: false },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      expect(await updateBook(ACTIVE_BOOK_ID, { status: 'extended' })).toMatchObject({
        status: 'extended',
        displayState: 'extended',
        closedReason: null,
      })
    })
  })

  it('a company administrator may not change a book’s status (403)', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a status change by a company administrator')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/update', { bookId: ACTIVE_BOOK_ID }),
        ...withJson(COMPANY_ADMIN, { status: 'inactive' }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => updateBook(ACTIVE_BOOK_ID, { status: 'inactive' })))).toBe(403)
    })
  })

  it('a status the contract does not know is a 422 on status', async () => {
    const status = 'finished' as BookStatus
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a status change to an unknown status')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/update', { bookId: ACTIVE_BOOK_ID }),
        ...withJson(GLOBAL_ADMIN_TOKEN, { status }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('status', null, 'Fältet status har ett ogiltigt värde.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      const error = await rejectionOf(() => updateBook(ACTIVE_BOOK_ID, { status }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('status')
    })
  })

  it('an unknown book is a 404', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a status change of an e-book that does not exist')
      .withRequest({
        method: 'PATCH',
        path: `${API}/books/${UNKNOWN_ID}/update`,
        ...withJson(GLOBAL_ADMIN_TOKEN, { status: 'inactive' }),
      })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      expect(errorStatus(await rejectionOf(() => updateBook(UNKNOWN_ID, { status: 'inactive' })))).toBe(404)
    })
  })
})

describe('books/delete/{id}', () => {
  it('the global administrator deletes an e-book that has not started', async () => {
    pact
      .given('the apprentice has an e-book that has not started')
      .uponReceiving('a deletion of a not yet started e-book by the global administrator')
      .withRequest({
        method: 'DELETE',
        path: statePath('/books/delete/{bookId}', { bookId: NOT_STARTED_BOOK_ID }),
        headers: bearer(GLOBAL_ADMIN_TOKEN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: OK_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      expect(await deleteBook(NOT_STARTED_BOOK_ID)).toEqual({ ok: true })
    })
  })

  it('a company administrator may not delete e-books (403)', async () => {
    pact
      .given('the apprentice has an e-book that has not started')
      .uponReceiving('a deletion of an e-book by a company administrator')
      .withRequest({
        method: 'DELETE',
        path: statePath('/books/delete/{bookId}', { bookId: NOT_STARTED_BOOK_ID }),
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => deleteBook(NOT_STARTED_BOOK_ID)))).toBe(403)
    })
  })

  it('an unknown book is a 404', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a deletion of an e-book that does not exist')
      .withRequest({ method: 'DELETE', path: `${API}/books/delete/${UNKNOWN_ID}`, headers: bearer(GLOBAL_ADMIN_TOKEN) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, GLOBAL_ADMIN_TOKEN)
      expect(errorStatus(await rejectionOf(() => deleteBook(UNKNOWN_ID)))).toBe(404)
    })
  })
})

describe('books/{id}/approve', () => {
  it('the supervising instructor approves a complete e-book: approved, reporting ended, who and when recorded', async () => {
    pact
      .given('a complete e-book waits for its instructor’s approval')
      .uponReceiving('an approval of a complete e-book by its instructor')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/approve', { bookId: COMPLETE_BOOK_ID }),
        ...withJson(INSTRUCTOR, {}),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...activeBookBody,
          id: integer(COMPLETE_BOOK_ID),
          personId: integer(1009),
          status: 'approved',
          displayState: 'approved',
          closedReason: 'approved',
          // A protected identity (§6): the instructor sees the placeholder name.
          apprentice: personNameBody(1009, 'Skyddad identitet', ''),
          professionId: integer(101),
          professionName: string('Träarbetare'),
          validUntil: day('2031-11-16'),
          elements: eachLike(elementBody(10101, 'Formbyggnad', approvedPartBody)),
          theory: eachLike(approvedModuleBody),
          approval: { approvedBy: JOHAN_BODY, approvedAt: isoDate('2026-11-16T09:00:00.000Z') },
          // Handed to the company's region, which issues the trade certificate (ADR 0012).
          handOff: {
            region: { id: integer(2), name: string('BYN Mitt') },
            to: string('mitt@byn.example.se'),
            sentAt: isoDate('2026-11-16T09:00:00.000Z'),
          },
          viewer: READ_ONLY_VIEWER,
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const book = await approveBook(COMPLETE_BOOK_ID)
      expect(book.handOff?.sentAt).toBe(book.approval?.approvedAt)
      expect(book).toMatchObject({ status: 'approved', displayState: 'approved', closedReason: 'approved' })
      expect(book.approval?.approvedBy.firstName).toBe('Johan')
      expect(missingForApproval(book)).toEqual({ elements: [], theory: [] })
    })
  })

  it('an incomplete e-book cannot be approved yet (422 naming what is missing)', async () => {
    const notReady =
      'E-boken kan inte godkännas ännu. Det saknas: arbetsmoment Fasadställning; teori Särskild ställningsutbildning (Y3).'
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('an approval of an incomplete e-book by its instructor')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/approve', { bookId: ACTIVE_BOOK_ID }),
        ...withJson(INSTRUCTOR, {}),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: callRefusal('incomplete', notReady) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => approveBook(ACTIVE_BOOK_ID))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'incomplete' })
    })
  })

  it('a company administrator is not the supervising instructor and may not approve (403)', async () => {
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('an approval of an e-book by a company administrator')
      .withRequest({
        method: 'PATCH',
        path: statePath('/books/{bookId}/approve', { bookId: ACTIVE_BOOK_ID }),
        ...withJson(COMPANY_ADMIN, {}),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => approveBook(ACTIVE_BOOK_ID)))).toBe(403)
    })
  })
})
