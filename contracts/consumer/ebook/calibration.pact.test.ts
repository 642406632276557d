/**
 * The calibration view (issue 10, ADR 0009 "Calibration"; not in the spec: GET /books/{id}/calibration
 * and PATCH /books/calibration). The contract pins the shape the heatmap reads: columns, elements with
 * sparse cells (a mean level, the instructor's mean or null, the divergence by value) and the counts;
 * the numbers are the provider's own tests (mock-server/handlers/ebook/calibration.test.ts).
 *
 * As elsewhere, Pact has no "number or null": a list whose cells differ in that (assessed or not) uses
 * arrayContaining with one variant per shape.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { getBookCalibration, getInstructorCalibration } from '../../../src/api/ebook/calibration'
import {
  FORBIDDEN_BODY,
  NOT_FOUND_BODY,
  day,
  ebookRefusal,
  personNameBody,
  stateId,
  statePath,
  withJson,
} from '../support/ebook'
import { API, JSON_ANSWER, LOCALE_HEADER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { arrayContaining, eachLike, integer, number, string } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
/** Lena, department administrator at Syd (Malmö): 7012 is Norr's. */
const STRANGER = personaToken('departmentAdmin')
const DIVERGENT_BOOK_ID = 7012
const UNKNOWN_ID = 999999
const JOHAN = 1002
const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'

const countsBody = (rated: number, assessed: number, overRated: number, underRated: number) => ({
  rated: integer(rated),
  assessed: integer(assessed),
  overRated: integer(overRated),
  underRated: integer(underRated),
})

/** A cell where the instructor assessed a part other than the apprentice did (§8): divergent by value. */
const divergentCell = (columnId: number) => ({
  columnId: integer(columnId),
  ...countsBody(2, 1, 1, 0),
  selfLevel: number(2.5),
  instructorLevel: number(2),
  divergent: true,
})
/** A cell the instructor has not assessed yet. */
const unassessedCell = (columnId: number) => ({
  columnId: integer(columnId),
  ...countsBody(2, 0, 0, 0),
  selfLevel: number(3.5),
  instructorLevel: null,
  divergent: false,
})

const elementBody = (id: number, name: string, cells: unknown) => ({
  id: integer(id),
  name: string(name),
  cells,
  counts: countsBody(2, 1, 1, 0),
})

describe('books/{id}/calibration', () => {
  it("the instructor reads one apprentice's elements × saved reports: both levels per cell, divergences and counts", async () => {
    pact
      .given('the instructor supervises a book with divergent ratings')
      .uponReceiving('a request by the instructor for the calibration of a book with divergent ratings')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/calibration', { bookId: DIVERGENT_BOOK_ID }),
        headers: bearer(INSTRUCTOR),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          bookId: integer(DIVERGENT_BOOK_ID),
          apprentice: personNameBody(1142, 'Oliver', 'Bergström'),
          profession: { id: integer(101), name: string('Träarbetare') },
          columns: eachLike({
            id: integer(22201),
            fromDate: day('2026-06-08'),
            toDate: day('2026-06-12'),
            counts: countsBody(2, 1, 1, 0),
          }),
          elements: arrayContaining(
            elementBody(10101, 'Formbyggnad', eachLike(divergentCell(22201))),
            elementBody(10103, 'Inredning', eachLike(unassessedCell(22203))),
          ),
          totals: countsBody(6, 3, 2, 1),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const calibration = await getBookCalibration(DIVERGENT_BOOK_ID)
      expect(calibration.elements.some((e) => e.cells.some((c) => c.divergent))).toBe(true)
      expect(calibration.elements.some((e) => e.cells.some((c) => c.instructorLevel === null))).toBe(true)
    })
  })

  it('someone who does not read the book is refused (403)', async () => {
    pact
      .given('the instructor supervises a book with divergent ratings')
      .uponReceiving('a request for the calibration of a book by a department administrator of another company')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/calibration', { bookId: DIVERGENT_BOOK_ID }),
        headers: bearer(STRANGER),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, STRANGER)
      expect(errorStatus(await rejectionOf(() => getBookCalibration(DIVERGENT_BOOK_ID)))).toBe(403)
    })
  })

  it('an unknown book is a 404', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving('a request for the calibration of an unknown e-book')
      .withRequest({ method: 'GET', path: `${API}/books/${UNKNOWN_ID}/calibration`, headers: bearer(INSTRUCTOR) })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      expect(errorStatus(await rejectionOf(() => getBookCalibration(UNKNOWN_ID)))).toBe(404)
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the calibration of an e-book without a token')
      .withRequest({ method: 'GET', path: `${API}/books/${DIVERGENT_BOOK_ID}/calibration`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getBookCalibration(DIVERGENT_BOOK_ID)))).toBe(401)
    })
  })
})

describe('books/calibration', () => {
  it("the instructor's books summed: a heatmap per profession, a column per apprentice, the counts per element", async () => {
    pact
      .given('the instructor supervises a book with divergent ratings')
      .uponReceiving('a request by the instructor for the calibration of every book he supervises')
      .withRequest({
        method: 'PATCH',
        path: `${API}/books/calibration`,
        ...withJson(INSTRUCTOR, { instructorId: stateId('instructorId', JOHAN) }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          instructorId: integer(JOHAN),
          groups: arrayContaining({
            profession: { id: integer(101), name: string('Träarbetare') },
            columns: eachLike({
              id: integer(DIVERGENT_BOOK_ID),
              apprentice: personNameBody(1142, 'Oliver', 'Bergström'),
              reportCount: integer(3),
              counts: countsBody(6, 3, 2, 1),
            }),
            elements: arrayContaining(
              elementBody(
                10101,
                'Formbyggnad',
                arrayContaining(divergentCell(DIVERGENT_BOOK_ID), unassessedCell(7013)),
              ),
            ),
            totals: countsBody(40, 19, 3, 1),
          }),
          totals: countsBody(50, 20, 4, 1),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const summed = await getInstructorCalibration(JOHAN)
      expect(summed.groups.flatMap((g) => g.columns.map((c) => c.id))).toContain(DIVERGENT_BOOK_ID)
    })
  })

  it('an instructorId that is not a positive whole number is a 422 on instructorId', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving('a calibration request for instructor 0')
      .withRequest({ method: 'PATCH', path: `${API}/books/calibration`, ...withJson(INSTRUCTOR, { instructorId: 0 }) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('instructorId', null, 'Fältet instructorId har ett ogiltigt värde.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => getInstructorCalibration(0, { silent: true }))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toContain('instructorId')
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a calibration request for an instructor without a token')
      .withRequest({
        method: 'PATCH',
        path: `${API}/books/calibration`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: { instructorId: JOHAN },
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getInstructorCalibration(JOHAN)))).toBe(401)
    })
  })
})
