/**
 * Old-system import (issue 22, §7): the four byn2import calls, success and the refusals the notice
 * meets: 401 without a login, 403 outside the caller's powers or departments (§6), 404 an unknown
 * company or someone else's record, 422 §8's import toasts (answer, department, instructor) and its
 * save failure for an answer already given. Records of mock-server/scenario/import.ts; bodies match
 * by value where the portal branches (state, answers, disabled reasons, defaults), by type elsewhere.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorStatus } from '../../../src/api/client'
import { answerAsCompany, answerAsPerson, getCompanyImports, getPersonImports } from '../../../src/api/import/import'
import { API, JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { expectRefusal } from '../company/-refusals'
import { expectAnswer } from '../orders/-bodies'

const { eachLike, integer, string } = MatchersV3
const pact = newPact()

const ELIN = personaToken('apprentice')
const LENA = personaToken('departmentAdmin')
const MARIA = personaToken('companyAdmin')
const ELIN_WAITING = 'the apprentice is logged in and her old-system import at Norr awaits her answer'
const ELIN_ANSWERED = 'the apprentice is logged in and she has answered her old-system import at Norr'
const NOAH_WAITING =
  'the department administrator of Malmö is logged in and Noah’s old-system import awaits the company'
const NORR_QUEUED = 'the company administrator is logged in and an old-system import at Norr is queued'
const SAVE_FAILED = 'Tyvärr gick det inte att spara: svaret är redan lämnat.'
const I = { elinNorr: 67001, noah: 67004, alvaNoDepartment: 67006, queued: 67007 } as const
const MALMO = 21
const SOFIA = 2109
const JOHAN_AT_SYD = 2005

const byn4 = (changes: Record<string, unknown>) => ({
  apprenticeAnswer: null,
  companyAnswer: null,
  departmentId: null,
  workplaceId: null,
  instructorId: null,
  monthsLeft: integer(20),
  hoursLeft: integer(2400),
  defaultsApplied: false,
  state: 'awaitingApprentice',
  ...changes,
})

/** Elin's training at Norr as she reads it: the company's name, none of its staff. */
const elinBody = (changes: Record<string, unknown> = {}) => ({
  id: integer(I.elinNorr),
  byn2Data: {
    companyName: string('Byggbolaget i Norr AB'),
    companyOrg: string('556677-8899'),
    professionName: string('Träarbetare'),
    professionId: integer(101),
    qTimeLeft: integer(20),
    timeLeft: integer(2400),
    personName: string('Elin Andersson'),
    personalNumber: string('200403152382'),
    machineQualificationIds: [],
  },
  company: {
    id: integer(1),
    name: string('Byggbolaget i Norr AB'),
    hasDepartments: false,
    departments: [],
    workplaces: [],
    instructors: [],
  },
  byn4data: byn4(changes),
})

/** Noah's training at Syd as Lena (Malmö) reads it: Malmö only, Johan full, Sofia free (§5). */
const noahBody = (changes: Record<string, unknown> = {}) => ({
  id: integer(I.noah),
  byn2Data: {
    companyName: string('Ställningspartner Syd AB'),
    companyOrg: string('556812-3458'),
    professionName: string('Ställningsbyggare'),
    professionId: integer(848),
    qTimeLeft: integer(24),
    timeLeft: integer(2900),
    personName: string('Noah Lindberg'),
    personalNumber: string('200508097714'),
    machineQualificationIds: [],
  },
  company: {
    id: integer(2),
    name: string('Ställningspartner Syd AB'),
    hasDepartments: true,
    departments: [{ id: integer(MALMO), name: string('Malmö') }],
    workplaces: eachLike({
      id: integer(201),
      name: string('Huvudkontor Malmö'),
      departmentIds: eachLike(integer(MALMO)),
    }),
    instructors: [
      { id: integer(JOHAN_AT_SYD), name: string('Johan Berg'), departmentIds: [MALMO, 22], disabledReason: 'full' },
      { id: integer(SOFIA), name: string('Sofia Berggren'), departmentIds: [MALMO], disabledReason: null },
    ],
  },
  byn4data: byn4({
    apprenticeAnswer: 'OK',
    monthsLeft: integer(24),
    hoursLeft: integer(2900),
    state: 'awaitingCompany',
    ...changes,
  }),
})

const acceptNoah = {
  id: I.noah,
  companyAnswer: 'OK' as const,
  departmentId: MALMO,
  workplaceId: 201,
  instructorId: SOFIA,
}

describe('byn2import/get-person', () => {
  it('lists the apprentice’s own records awaiting her answer', () =>
    expectAnswer(pact, {
      token: ELIN,
      given: ELIN_WAITING,
      description: 'a request for the apprentice’s old-system imports awaiting her answer',
      method: 'GET',
      path: '/byn2import/get-person',
      status: 200,
      answer: { rows: eachLike(elinBody()) },
      call: () => getPersonImports({ silent: true }),
      check: (rows) => expect((rows as Array<{ id: number }>)[0].id).toBe(I.elinNorr),
    }))

  it('without a login is 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the old-system imports without a login')
      .withRequest({ method: 'GET', path: `${API}/byn2import/get-person` })
      .willRespondWith({ status: 401, headers: JSON_ANSWER, body: { message: string('Du är inte inloggad.') } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getPersonImports({ silent: true })))).toBe(401)
    })
  })
})

describe('byn2import/get-company', () => {
  it('lists the company’s records awaiting its answer, scoped to the department administrator’s departments', async () => {
    pact
      .given(NOAH_WAITING)
      .uponReceiving('a request for the old-system imports awaiting the company, by a department administrator')
      .withRequest({
        method: 'GET',
        path: `${API}/byn2import/get-company`,
        query: { companyId: '2' },
        headers: bearer(LENA),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(noahBody()) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, LENA)
      const [noah] = await getCompanyImports(2, { silent: true })
      expect(noah.company.instructors.map((i) => i.disabledReason)).toEqual(['full', null])
    })
  })

  it('403 for an instructor (§6: only administrators and education responsibles answer)', () =>
    expectRefusal(pact, {
      given: 'the instructor is logged in',
      description: 'a request for the old-system imports awaiting the company, by an instructor',
      method: 'GET',
      path: '/byn2import/get-company',
      query: { companyId: '1' },
      token: personaToken('instructor'),
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getCompanyImports(1, { silent: true }),
    }))

  it('404 for an unknown company', () =>
    expectRefusal(pact, {
      given: NORR_QUEUED,
      description: 'a request for the old-system imports of an unknown company',
      method: 'GET',
      path: '/byn2import/get-company',
      query: { companyId: '999' },
      token: MARIA,
      status: 404,
      message: 'Företaget finns inte.',
      call: () => getCompanyImports(999, { silent: true }),
    }))
})

describe('byn2import/update-for-person', () => {
  it('OK passes the record to the company', () =>
    expectAnswer(pact, {
      token: ELIN,
      given: ELIN_WAITING,
      description: 'the apprentice’s answer OK to her old-system import',
      method: 'PATCH',
      path: '/byn2import/update-for-person',
      body: { id: I.elinNorr, apprenticeAnswer: 'OK' },
      status: 200,
      answer: elinBody({ apprenticeAnswer: 'OK', state: 'awaitingCompany' }),
      call: () => answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' }, { silent: true }),
      check: (r) => expect((r as { byn4data: { state: string } }).byn4data.state).toBe('awaitingCompany'),
    }))

  it('a second answer is §8’s save failure', () =>
    expectRefusal(pact, {
      given: ELIN_ANSWERED,
      description: 'a second answer of the apprentice to her old-system import',
      method: 'PATCH',
      path: '/byn2import/update-for-person',
      token: ELIN,
      body: { id: I.elinNorr, apprenticeAnswer: 'NOK1' },
      status: 422,
      field: 'apprenticeAnswer',
      message: SAVE_FAILED,
      call: () => answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'NOK1' }, { silent: true }),
    }))

  it('without an answer is §8’s import toast', () =>
    expectRefusal(pact, {
      given: ELIN_WAITING,
      description: 'the apprentice’s answer to her old-system import without an answer',
      method: 'PATCH',
      path: '/byn2import/update-for-person',
      token: ELIN,
      body: { id: I.elinNorr },
      status: 422,
      field: 'apprenticeAnswer',
      message: 'Välj ett svar.',
      call: () => answerAsPerson({ id: I.elinNorr }, { silent: true }),
    }))

  it('someone else’s record is 404', () =>
    expectRefusal(pact, {
      given: NORR_QUEUED,
      description: 'an answer to another person’s old-system import as the apprentice',
      method: 'PATCH',
      path: '/byn2import/update-for-person',
      token: MARIA,
      body: { id: I.elinNorr, apprenticeAnswer: 'OK' },
      status: 404,
      message: 'Importen finns inte.',
      call: () => answerAsPerson({ id: I.elinNorr, apprenticeAnswer: 'OK' }, { silent: true }),
    }))
})

describe('byn2import/update-for-company', () => {
  it('accepting with department, workplace and instructor queues the import', () =>
    expectAnswer(pact, {
      token: LENA,
      given: NOAH_WAITING,
      description: 'the company’s answer OK to an old-system import, with department, workplace and instructor',
      method: 'PATCH',
      path: '/byn2import/update-for-company',
      body: acceptNoah,
      status: 200,
      answer: noahBody({
        companyAnswer: 'OK',
        departmentId: integer(MALMO),
        workplaceId: integer(201),
        instructorId: integer(SOFIA),
        state: 'queued',
      }),
      call: () => answerAsCompany(acceptNoah, { silent: true }),
      check: (r) => expect((r as { byn4data: { state: string } }).byn4data.state).toBe('queued'),
    }))

  it('accepting without a department is §8’s import toast', () =>
    expectRefusal(pact, {
      given: NOAH_WAITING,
      description: 'the company’s answer OK to an old-system import without a department',
      method: 'PATCH',
      path: '/byn2import/update-for-company',
      token: LENA,
      body: { ...acceptNoah, departmentId: null },
      status: 422,
      field: 'departmentId',
      message: 'Välj en avdelning.',
      call: () => answerAsCompany({ ...acceptNoah, departmentId: null }, { silent: true }),
    }))

  it('an instructor §5 disables is refused with the reason', () =>
    expectRefusal(pact, {
      given: NOAH_WAITING,
      description:
        'the company’s answer OK to an old-system import with an instructor who cannot take another apprentice',
      method: 'PATCH',
      path: '/byn2import/update-for-company',
      token: LENA,
      body: { ...acceptNoah, instructorId: JOHAN_AT_SYD },
      status: 422,
      field: 'instructorId',
      message: 'Handledaren kan inte ta emot fler lärlingar.',
      call: () => answerAsCompany({ ...acceptNoah, instructorId: JOHAN_AT_SYD }, { silent: true }),
    }))

  it('a record outside the department administrator’s departments is 403', () =>
    expectRefusal(pact, {
      given: NOAH_WAITING,
      description: 'the company’s answer to an old-system import outside the caller’s departments',
      method: 'PATCH',
      path: '/byn2import/update-for-company',
      token: LENA,
      body: { id: I.alvaNoDepartment, companyAnswer: 'NOK' },
      status: 403,
      message: 'Du saknar behörighet att spara eller ta bort detta.',
      data: { reason: 'outsideScope' },
      call: () => answerAsCompany({ id: I.alvaNoDepartment, companyAnswer: 'NOK' }, { silent: true }),
    }))

  it('an answer to a queued import is §8’s save failure', () =>
    expectRefusal(pact, {
      given: NORR_QUEUED,
      description: 'the company’s second answer to an old-system import',
      method: 'PATCH',
      path: '/byn2import/update-for-company',
      token: MARIA,
      body: { id: I.queued, companyAnswer: 'NOK' },
      status: 422,
      field: 'companyAnswer',
      message: SAVE_FAILED,
      call: () => answerAsCompany({ id: I.queued, companyAnswer: 'NOK' }, { silent: true }),
    }))
})
