/**
 * The company's apprentice calls (issue 19): the list, one apprenticeship, linking instructors under
 * the §5 rules, employment rate periods (§5, §8), ending and removing. Success and each refusal:
 * 403 department scoping and read-only BG, 404, 422 rules. Ids are the scenario's.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  deleteApprenticeship,
  endApprenticeship,
  getApprenticeship,
  listApprenticeships,
  updateApprenticeship,
} from '../../../src/api/company/apprenticeships'
import { API, JSON_ANSWER, bearer, newPact, useMockServer } from '../support/pact'
import { withJson } from '../support/ebook'
import { expectRefusal, LINK_WITH_BOOK } from './-refusals'
import { BG, COMPANY_ADMIN, DEPARTMENT_ADMIN, JOHAN_AT_NORR, NORR, YUA } from './staff-support'
import { isoDate, zeroOrMore } from '../support/bodies'

const { arrayContaining, boolean, eachLike, integer, string } = MatchersV3
const pact = newPact()

/** Elin's apprenticeship at Norr (book 7001 with a pause 2026-07-06 – 2026-08-02), Tomasz's at Lund, Noah's at Malmö (no book). */
const ELIN_AT_NORR = 3002
const TOMASZ_AT_LUND = 3004
const NOAH_AT_MALMO = 3507
const ANDERS_AT_NORR = 2101
const KARL_AT_NORR = 2106
/** A rate period over Elin's pause. */
const PAUSED_RATE = { percent: 50, fromDate: '2026-07-01', toDate: '2026-07-31' }

/** A pause of the apprentice's e-book: its book and whether it carries its file. */
const pauseBody = {
  id: integer(1),
  fromDate: isoDate('2026-07-06'),
  toDate: isoDate('2026-08-02'),
  reason: string('Sjukskrivning'),
  bookId: integer(7001),
  hasAttachment: boolean(false),
}
// A book's status is null while it is not yet started (Elin's 7006) and a state otherwise: the
// contract promises one book with a state among the others (a type matcher cannot say "string or null").
const bookBody = {
  id: integer(7001),
  status: string('active'),
  displayState: string('active'),
  permittedPeriod: { fromDate: isoDate('2025-08-18'), toDate: isoDate('2029-08-17') },
}

const apprenticeshipBody = (over: {
  id: number
  companyId: number
  ended?: unknown
  instructor?: number
  /** Elin at Norr: her e-books with their states (the pause pages' choice). */
  withBooks?: boolean
}) => ({
  id: integer(over.id),
  companyId: integer(over.companyId),
  employmentId: integer(2001),
  person: { id: integer(1001), firstName: string('Elin'), lastName: string('Andersson'), protectedIdentity: false },
  professionId: integer(848),
  fromDate: isoDate('2025-08-18'),
  manuallyEndedDate: over.ended ?? null,
  departmentIds: zeroOrMore(integer(21)),
  instructors: eachLike({
    employmentId: integer(over.instructor ?? JOHAN_AT_NORR),
    personId: integer(1002),
    firstName: string('Johan'),
    lastName: string('Berg'),
    isActive: boolean(true),
  }),
  employmentRates: zeroOrMore({
    id: integer(11001),
    percent: integer(75),
    originalPercent: integer(100),
    fromDate: isoDate('2026-01-05'),
    toDate: isoDate('2026-03-29'),
  }),
  pauses: zeroOrMore(pauseBody),
  // The pause pages' choice (issue 19): each e-book with its status and the period a pause must lie in.
  ...(over.withBooks ? { books: arrayContaining(bookBody) } : {}),
})

describe('reading apprentices', () => {
  it('apprenticeships/list: the administrator searches the company’s apprentices', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('an apprentice list search')
      .withRequest({
        method: 'PATCH',
        path: `${API}/apprenticeships/list`,
        ...withJson(COMPANY_ADMIN, { companyId: NORR, search: 'Elin' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { rows: eachLike(apprenticeshipBody({ id: ELIN_AT_NORR, companyId: NORR, withBooks: true })) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listApprenticeships({ companyId: NORR, search: 'Elin' })
      expect(rows.map((r) => r.id)).toEqual([ELIN_AT_NORR])
    })
  })

  it('apprenticeships/get/{id}: the education responsible reads one with its rate periods and pause', async () => {
    pact
      .given('the education responsible is logged in')
      .uponReceiving('a request for an apprenticeship with rate periods and a pause')
      .withRequest({ method: 'GET', path: `${API}/apprenticeships/get/${ELIN_AT_NORR}`, headers: bearer(YUA) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...apprenticeshipBody({ id: ELIN_AT_NORR, companyId: NORR, withBooks: true }),
          employmentRates: eachLike({
            id: integer(11001),
            percent: integer(75),
            originalPercent: integer(100),
            fromDate: isoDate('2026-01-05'),
            toDate: isoDate('2026-03-29'),
          }),
          pauses: eachLike(pauseBody),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      const elin = await getApprenticeship(ELIN_AT_NORR)
      expect(elin.employmentRates[0].percent).toBe(75)
      expect(elin.pauses).toHaveLength(1)
      expect(elin.pauses[0].bookId).toBe(7001)
      expect(elin.books?.map((b) => b.id)).toContain(7001)
    })
  })

  it('apprenticeships/get/{id} of a Lund apprentice is refused to Malmö’s department administrator (403)', () =>
    expectRefusal(pact, {
      given: 'the department administrator of Malmö is logged in and Lund has staff of its own',
      description: 'a request for an apprenticeship outside the department administrator’s departments',
      method: 'GET',
      path: `/apprenticeships/get/${TOMASZ_AT_LUND}`,
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getApprenticeship(TOMASZ_AT_LUND, { silent: true }),
    }))

  it('apprenticeships/get/{id} of an unknown apprenticeship is a 404', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a request for an apprenticeship that does not exist',
      method: 'GET',
      path: '/apprenticeships/get/999999',
      token: COMPANY_ADMIN,
      status: 404,
      message: 'Lärlingsanställningen finns inte.',
      call: () => getApprenticeship(999999, { silent: true }),
    }))
})

describe('instructors and employment rates: apprenticeships/update/{id}', () => {
  it('the education responsible links an eligible instructor in place of the current one', async () => {
    pact
      .given('the education responsible is logged in')
      .uponReceiving('a change of an apprentice’s instructor to an eligible one')
      .withRequest({
        method: 'PATCH',
        path: `${API}/apprenticeships/update/${ELIN_AT_NORR}`,
        ...withJson(YUA, { instructorEmploymentIds: [ANDERS_AT_NORR] }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: apprenticeshipBody({ id: ELIN_AT_NORR, companyId: NORR, instructor: ANDERS_AT_NORR }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      const changed = await updateApprenticeship(ELIN_AT_NORR, { instructorEmploymentIds: [ANDERS_AT_NORR] })
      expect(changed.instructors.length).toBeGreaterThan(0)
    })
  })

  it('an instructor at the scaffolding maximum is refused with the §8 reason (422)', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a change linking an instructor who already has three scaffolding apprentices',
      method: 'PATCH',
      path: `/apprenticeships/update/${ELIN_AT_NORR}`,
      token: COMPANY_ADMIN,
      body: { instructorEmploymentIds: [JOHAN_AT_NORR, KARL_AT_NORR] },
      status: 422,
      field: 'instructorEmploymentIds.1',
      message: 'En handledare i ställningsbyggnad kan ha högst 3 lärlingar.',
      call: () =>
        updateApprenticeship(
          ELIN_AT_NORR,
          { instructorEmploymentIds: [JOHAN_AT_NORR, KARL_AT_NORR] },
          { silent: true },
        ),
    }))

  it('a new employment rate period is stored with the rate it replaced', async () => {
    const rate = { percent: 60, fromDate: '2026-04-01', toDate: '2026-06-30' }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a new employment rate period in a free period')
      .withRequest({
        method: 'PATCH',
        path: `${API}/apprenticeships/update/${ELIN_AT_NORR}`,
        ...withJson(COMPANY_ADMIN, { employmentRate: rate }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: apprenticeshipBody({ id: ELIN_AT_NORR, companyId: NORR }),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await updateApprenticeship(ELIN_AT_NORR, { employmentRate: rate })).id).toBe(ELIN_AT_NORR)
    })
  })

  it('a rate period over the apprentice’s pause is refused (§8 employment rate change failed)', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'a new employment rate period overlapping a pause',
      method: 'PATCH',
      path: `/apprenticeships/update/${ELIN_AT_NORR}`,
      token: COMPANY_ADMIN,
      body: { employmentRate: PAUSED_RATE },
      status: 422,
      field: 'employmentRate.fromDate',
      message: 'Ändringen av sysselsättningsgraden misslyckades: perioden är pausad.',
      call: () => updateApprenticeship(ELIN_AT_NORR, { employmentRate: PAUSED_RATE }, { silent: true }),
    }))

  it('the distance administrator reads but may not change (403)', () =>
    expectRefusal(pact, {
      given: 'the distance administrator is logged in',
      description: 'a change of an apprentice’s instructors by the distance administrator',
      method: 'PATCH',
      path: `/apprenticeships/update/${ELIN_AT_NORR}`,
      token: BG,
      body: { instructorEmploymentIds: [JOHAN_AT_NORR] },
      status: 403,
      message: 'Du saknar behörighet att spara eller ta bort detta.',
      data: { reason: 'readOnly' },
      call: () => updateApprenticeship(ELIN_AT_NORR, { instructorEmploymentIds: [JOHAN_AT_NORR] }, { silent: true }),
    }))
})

describe('ending and removing', () => {
  it('apprenticeships/end/{id}: the department administrator ends a Malmö apprenticeship', async () => {
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('ending an apprenticeship on a given day')
      .withRequest({
        method: 'POST',
        path: `${API}/apprenticeships/end/${NOAH_AT_MALMO}`,
        ...withJson(DEPARTMENT_ADMIN, { endDate: '2026-11-20' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...apprenticeshipBody({ id: NOAH_AT_MALMO, companyId: 2, ended: isoDate('2026-11-20') }),
          instructors: eachLike({
            employmentId: integer(2109),
            personId: integer(1109),
            firstName: string('Sofia'),
            lastName: string('Berggren'),
            isActive: false,
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      expect((await endApprenticeship(NOAH_AT_MALMO, { endDate: '2026-11-20' })).manuallyEndedDate).toBe('2026-11-20')
    })
  })

  it('apprenticeships/end/{id} of a Lund apprenticeship is refused to Malmö’s department administrator (403)', () =>
    expectRefusal(pact, {
      given: 'the department administrator of Malmö is logged in and Lund has staff of its own',
      description: 'ending an apprenticeship outside the department administrator’s departments',
      method: 'POST',
      path: `/apprenticeships/end/${TOMASZ_AT_LUND}`,
      body: { endDate: '2026-11-20' },
      token: DEPARTMENT_ADMIN,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => endApprenticeship(TOMASZ_AT_LUND, { endDate: '2026-11-20' }, { silent: true }),
    }))

  it('apprenticeships/delete/{id}: an apprenticeship without an e-book is removed', async () => {
    pact
      .given('the department administrator of Malmö is logged in and Lund has staff of its own')
      .uponReceiving('removing an apprenticeship without an e-book')
      .withRequest({
        method: 'DELETE',
        path: `${API}/apprenticeships/delete/${NOAH_AT_MALMO}`,
        headers: bearer(DEPARTMENT_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, DEPARTMENT_ADMIN)
      await expect(deleteApprenticeship(NOAH_AT_MALMO)).resolves.toBeUndefined()
    })
  })

  it('apprenticeships/delete/{id} of one with an e-book is a 422 (link cannot be removed)', () =>
    expectRefusal(pact, {
      given: 'the company administrator is logged in',
      description: 'removing an apprenticeship with an e-book',
      method: 'DELETE',
      path: `/apprenticeships/delete/${ELIN_AT_NORR}`,
      token: COMPANY_ADMIN,
      status: 422,
      field: 'id',
      message: LINK_WITH_BOOK,
      call: () => deleteApprenticeship(ELIN_AT_NORR, { silent: true }),
    }))
})
