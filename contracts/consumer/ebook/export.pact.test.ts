/**
 * The signed export of an approved e-book and the backend's public key (issue 10, ADR 0009; not in
 * the spec: GET /books/{id}/export and GET /books/export-key). The contract pins the document's
 * shape and the signature's form (ES256 over the canonical JSON, base64url); that a real signature
 * verifies is the provider's own test (mock-server/handlers/ebook/book-export.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { exportBook, getExportKey } from '../../../src/api/ebook/books'
import { isoDate, publicKeyBody } from '../support/bodies'
import {
  FORBIDDEN_BODY,
  JOHAN_BODY,
  approvedModuleBody,
  approvedPartBody,
  callRefusal,
  day,
  elementBody,
  personNameBody,
  statePath,
} from '../support/ebook'
import { API, JSON_ANSWER, LOCALE_HEADER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { eachLike, integer, regex, string } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const STRANGER = personaToken('passwordUser')
const APPROVED_BOOK_ID = 7005
const ACTIVE_BOOK_ID = 7001

const BASE64URL = '^[A-Za-z0-9_-]+$'

/** A carpentry part of 7005: approved by Johan at level 4. */
const exportedPart = {
  ...approvedPartBody,
  id: integer(1010101),
  name: string('Bygga form för grund'),
  approvedAt: isoDate('2025-06-30'),
}

const exportedDetail = {
  id: integer(2500101),
  elementId: integer(10101),
  partId: integer(1010101),
  partName: string('Bygga form för grund'),
  level: integer(1),
  comment: string(''),
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
}

const exportedReport = {
  id: integer(25001),
  fromDate: day('2024-08-20'),
  toDate: day('2024-08-20'),
  date: day('2024-08-20'),
  savedAt: isoDate('2024-08-20T15:30:00.000Z'),
  place: string('Kv. Skutan, Sundsvall'),
  comment: string(''),
  workplace: { id: integer(301), name: string('Huvudkontor Sundsvall') },
  instructor: null,
  details: eachLike(exportedDetail),
}

describe('books/export-key', () => {
  it('anyone reads the public key, a JWK', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the e-book export key')
      .withRequest({ method: 'GET', path: `${API}/books/export-key`, headers: LOCALE_HEADER })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: publicKeyBody('sim-cpEQ6QJ_lQf64eJb'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await getExportKey()).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' })
    })
  })
})

describe('books/{id}/export', () => {
  it('the apprentice exports her approved e-book: every report, level and approval, signed', async () => {
    pact
      .given('the apprentice has an approved e-book')
      .uponReceiving('a request by the apprentice for the export of her approved e-book')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/export', { bookId: APPROVED_BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          document: {
            format: 'personal-pages/ebook-export',
            version: 1,
            exportedAt: isoDate('2026-11-16T09:00:00.000Z'),
            book: {
              id: integer(APPROVED_BOOK_ID),
              status: 'approved',
              apprentice: personNameBody(1001, 'Elin', 'Andersson'),
              company: {
                id: integer(3),
                name: string('Takmästarna Mitt AB'),
                organizationalNumber: string('556934-5670'),
              },
              profession: { id: integer(101), name: string('Träarbetare') },
              permittedPeriod: { fromDate: day('2024-08-19'), toDate: day('2025-06-30') },
              employmentDate: day('2024-08-19'),
              approval: { approvedBy: JOHAN_BODY, approvedAt: isoDate('2025-06-30T14:05:00.000Z') },
              issuedAt: null,
              validUntil: day('2030-06-30'),
            },
            elements: eachLike(elementBody(10101, 'Formbyggnad', exportedPart)),
            theory: eachLike({
              ...approvedModuleBody,
              id: integer(700501),
              courseName: string('Träbyggnad grundkurs'),
              teacher: string('Birgitta Holm'),
            }),
            reports: eachLike(exportedReport),
          },
          signature: {
            alg: 'ES256',
            kid: string('sim-cpEQ6QJ_lQf64eJb'),
            canonicalization: 'JCS',
            value: regex(BASE64URL, 'MEUCIQDexampleexampleexampleexampleexample'),
          },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const exported = await exportBook(APPROVED_BOOK_ID)
      expect(exported.document.book.approval.approvedBy.lastName).toBe('Berg')
      expect(exported.signature).toMatchObject({ alg: 'ES256', canonicalization: 'JCS' })
    })
  })

  it('a book not yet approved cannot be exported (422 notApproved)', async () => {
    const text = 'Bara en godkänd eller utfärdad e-bok kan exporteras.'
    pact
      .given('the apprentice has an active e-book')
      .uponReceiving('a request for the export of an e-book not yet approved')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/export', { bookId: ACTIVE_BOOK_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: callRefusal('notApproved', text) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => exportBook(ACTIVE_BOOK_ID))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'notApproved' })
    })
  })

  it('someone with no part in the book is refused (403)', async () => {
    pact
      .given('the apprentice has an approved e-book')
      .uponReceiving('a request for the export of the apprentice’s e-book by a person with no part in it')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/export', { bookId: APPROVED_BOOK_ID }),
        headers: bearer(STRANGER),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => exportBook(APPROVED_BOOK_ID)))).toBe(403)
    })
  })
})
