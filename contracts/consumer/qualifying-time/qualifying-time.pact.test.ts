/**
 * Qualifying time (issue 21): every call of the group, success and each refusal the pages meet (403 by
 * §6, 404, 422 for §8 Y4+Y5, already approved, an extension awaiting the region, a bad field).
 * Bodies match by type where the scenario clock moves them, by value where the portal branches.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  approveQualifyingTime,
  countFinishedQualifyingTimes,
  getQualifyingTime,
  getQualifyingTimeLength,
  listModifications,
  listQualifyingTimes,
  requestExtension,
} from '../../../src/api/qualifying-time/qualifying-time'
import { newPact } from '../support/pact'
import { personaToken } from '../support/personas'
import { day, personNameBody } from '../support/ebook'
import { expectRefusal } from '../company/-refusals'
import { expectAnswer } from '../orders/-bodies'

const { eachLike, integer, string } = MatchersV3
const pact = newPact()

const ADMIN_TOKEN = personaToken('companyAdmin')
const HANNA_ENDED = 'the company administrator is logged in and Hanna’s qualifying time has ended, not approved'
const VIKTOR_Y4Y5 = 'the company administrator is logged in and Viktor’s finished time lacks course Y4+Y5'
const EMIL_APPROVED = 'the company administrator is logged in and Emil’s time is approved by the company'
const LUCAS_ONGOING = 'the company administrator is logged in and Lucas’s time is ongoing'
const TOMASZ_WAITING = 'the instructor is logged in and an extension of Tomasz’s qualifying time awaits the region'
const ELIN_PAUSED = 'the apprentice is logged in and her qualifying time is paused with an approved extension'
const Q = {
  elin: 65002,
  tomasz: 65003,
  viktor: 65011,
  hanna: 65012,
  hannaPerson: 1712,
  emil: 65015,
  lucas: 65019,
  elinEducation: 6002,
} as const

const noApprovals = { blockedBy: null, companyApprovedAt: null, regionApprovedAt: null, certificateIssuedAt: null }

/** Hanna Vallin at Norr: masonry after adult education, ended last month, not approved. */
const hannaBody = (changes: Record<string, unknown> = {}) => ({
  id: integer(Q.hanna),
  educationId: integer(6712),
  state: 'readyForApproval',
  finished: true,
  apprentice: {
    id: integer(Q.hannaPerson),
    firstName: string('Hanna'),
    lastName: string('Vallin'),
    protectedIdentity: false,
  },
  profession: { id: integer(103), name: string('Murare') },
  company: { id: integer(1), name: string('Byggbolaget i Norr AB') },
  department: null,
  fromDate: day('2024-07-16'),
  toDate: day('2026-09-16'),
  professionGroup: 'construction',
  basicEducationRoute: 'adultEducation',
  requiredHours: 5800,
  employmentRates: [],
  pauses: [],
  currentPause: null,
  approvedExtensions: [],
  extensionAwaitingRegion: null,
  approval: noApprovals,
  mayApprove: true,
  mayRequestExtension: true,
  ...changes,
})

const periodBody = { fromDate: day('2026-10-16'), toDate: day('2027-05-15') }

/** Elin at Norr as she reads it: paused today, employment-rate periods and an approved extension. */
const elinBody = {
  ...hannaBody(),
  id: integer(Q.elin),
  educationId: integer(Q.elinEducation),
  state: 'paused',
  finished: false,
  apprentice: { id: integer(1001), firstName: string('Elin'), lastName: string('Andersson'), protectedIdentity: false },
  profession: { id: integer(848), name: string('Ställningsbyggare') },
  professionGroup: 'machinesScaffolding',
  basicEducationRoute: 'upperSecondary',
  requiredHours: 4800,
  fromDate: day('2025-08-18'),
  toDate: day('2027-08-17'),
  employmentRates: eachLike({ ...periodBody, percent: integer(75) }),
  pauses: eachLike({ ...periodBody, reason: string('Föräldraledighet') }),
  currentPause: { ...periodBody, reason: string('Föräldraledighet') },
  approvedExtensions: eachLike({ id: integer(66001), months: integer(2), decidedAt: day('2026-09-20') }),
  mayApprove: false,
  mayRequestExtension: false,
}

const modificationBody = (changes: Record<string, unknown> = {}) => ({
  id: integer(66101),
  qualificationTimeId: integer(Q.lucas),
  educationId: integer(6719),
  kind: 'extension',
  months: integer(2),
  motivation: string('Sjukskrivning i tre veckor.'),
  status: 'awaitingRegion',
  createdAt: day('2026-11-27'),
  createdBy: personNameBody(1003, 'Maria', 'Lindqvist'),
  decidedAt: null,
  ...changes,
})

const extension = { qualificationTimeId: Q.lucas, months: 2, motivation: 'Sjukskrivning i tre veckor.' }

describe('qualification-times/list and one qualifying time', () => {
  it('list: one apprentice of the company, finished, with what the forecast needs', () =>
    expectAnswer(pact, {
      token: ADMIN_TOKEN,
      given: HANNA_ENDED,
      description: 'a list of one apprentice’s qualifying times at the company',
      method: 'PATCH',
      path: '/qualification-times/list',
      body: { companyId: 1, personId: Q.hannaPerson },
      status: 200,
      answer: { rows: eachLike(hannaBody()), total: integer(1) },
      call: () => listQualifyingTimes({ companyId: 1, personId: Q.hannaPerson }, { silent: true }),
      check: (rows) => expect((rows as Array<{ finished: boolean }>)[0].finished).toBe(true),
    }))

  it('list: 403 for a company the caller is no company user of', () =>
    expectRefusal(pact, {
      given: ELIN_PAUSED,
      description: 'a list of a company’s qualifying times by an apprentice',
      method: 'PATCH',
      path: '/qualification-times/list',
      token: personaToken('apprentice'),
      body: { companyId: 1 },
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => listQualifyingTimes({ companyId: 1 }, { silent: true }),
    }))

  it('list: an unknown company is 404', () =>
    expectRefusal(pact, {
      given: HANNA_ENDED,
      description: 'a list of an unknown company’s qualifying times',
      method: 'PATCH',
      path: '/qualification-times/list',
      token: ADMIN_TOKEN,
      body: { companyId: 999 },
      status: 404,
      message: 'Företaget finns inte.',
      call: () => listQualifyingTimes({ companyId: 999 }, { silent: true }),
    }))

  it('qualification-times/{id}: the apprentice reads her own, paused, with rates, pauses and extensions', () =>
    expectAnswer(pact, {
      token: personaToken('apprentice'),
      given: ELIN_PAUSED,
      description: 'a request for the apprentice’s own qualifying time',
      method: 'GET',
      path: `/qualification-times/${Q.elin}`,
      status: 200,
      answer: elinBody,
      call: () => getQualifyingTime(Q.elin, { silent: true }),
      check: (qt) => expect((qt as { state: string }).state).toBe('paused'),
    }))

  it('qualification-times/{id}: an unknown one is 404', () =>
    expectRefusal(pact, {
      given: HANNA_ENDED,
      description: 'a request for an unknown qualifying time',
      method: 'GET',
      path: '/qualification-times/999999',
      token: ADMIN_TOKEN,
      status: 404,
      message: 'Kvalificeringstiden finns inte.',
      call: () => getQualifyingTime(999999, { silent: true }),
    }))

  it('qualification-times/finished-count: the menu badge’s number', () =>
    expectAnswer(pact, {
      token: ADMIN_TOKEN,
      given: HANNA_ENDED,
      description: 'a request for the count of finished qualifying times',
      method: 'GET',
      path: '/qualification-times/finished-count',
      status: 200,
      answer: { unseen: integer(3), finished: integer(3) },
      call: () => countFinishedQualifyingTimes({ silent: true }),
      check: (count) => expect((count as { unseen: number }).unseen).toBe(3),
    }))
})

describe('qualification-times/{id}/approve', () => {
  it('approves a finished time for the company', () =>
    expectAnswer(pact, {
      token: ADMIN_TOKEN,
      given: HANNA_ENDED,
      description: 'an approval of a finished qualifying time',
      method: 'PATCH',
      path: `/qualification-times/${Q.hanna}/approve`,
      body: {},
      status: 200,
      answer: hannaBody({
        state: 'approvedByCompany',
        finished: false,
        approval: { ...noApprovals, companyApprovedAt: day('2026-11-27') },
        mayApprove: false,
        mayRequestExtension: false,
      }),
      call: () => approveQualifyingTime(Q.hanna, { silent: true }),
      check: (qt) => expect((qt as { state: string }).state).toBe('approvedByCompany'),
    }))

  it('is refused with §8’s text while course Y4+Y5 is not approved', () =>
    expectRefusal(pact, {
      given: VIKTOR_Y4Y5,
      description: 'an approval of a finished qualifying time without course Y4+Y5',
      method: 'PATCH',
      path: `/qualification-times/${Q.viktor}/approve`,
      token: ADMIN_TOKEN,
      body: {},
      status: 422,
      field: 'courseY4Y5',
      message: 'Kvalificeringstiden kan inte godkännas eftersom kursen Y4+Y5 inte är godkänd.',
      call: () => approveQualifyingTime(Q.viktor, { silent: true }),
    }))

  it('an approved time is 422 on state', () =>
    expectRefusal(pact, {
      given: EMIL_APPROVED,
      description: 'a second approval of a qualifying time',
      method: 'PATCH',
      path: `/qualification-times/${Q.emil}/approve`,
      token: ADMIN_TOKEN,
      body: {},
      status: 422,
      field: 'state',
      message: 'Kvalificeringstiden är redan godkänd.',
      call: () => approveQualifyingTime(Q.emil, { silent: true }),
    }))

  it('403 for the education responsible (§6: cannot approve)', () =>
    expectRefusal(pact, {
      given: 'the education responsible is logged in',
      description: 'an approval of a qualifying time by the education responsible',
      method: 'PATCH',
      path: `/qualification-times/${Q.hanna}/approve`,
      token: personaToken('yua'),
      body: {},
      status: 403,
      message: 'Du saknar behörighet att spara eller ta bort detta.',
      call: () => approveQualifyingTime(Q.hanna, { silent: true }),
    }))
})

describe('modifications and length', () => {
  it('create-modification: an extension request to the region', () =>
    expectAnswer(pact, {
      token: ADMIN_TOKEN,
      given: LUCAS_ONGOING,
      description: 'an extension request for an ongoing qualifying time',
      method: 'POST',
      path: '/qualification-times/create-modification',
      body: extension,
      status: 201,
      answer: modificationBody(),
      call: () => requestExtension(extension, { silent: true }),
      check: (m) => expect((m as { status: string }).status).toBe('awaitingRegion'),
    }))

  it('create-modification: 422 while one awaits the region (§4)', () =>
    expectRefusal(pact, {
      given: TOMASZ_WAITING,
      description: 'a second extension request while one awaits the region',
      method: 'POST',
      path: '/qualification-times/create-modification',
      token: personaToken('instructor'),
      body: { ...extension, qualificationTimeId: Q.tomasz },
      status: 422,
      field: 'qualificationTimeId',
      message: 'En förlängning väntar redan på regionens beslut. Ny förlängning kan begäras när den är avgjord.',
      call: () => requestExtension({ ...extension, qualificationTimeId: Q.tomasz }, { silent: true }),
    }))

  it('create-modification: months outside 1–12 is 422 on months', () =>
    expectRefusal(pact, {
      given: LUCAS_ONGOING,
      description: 'an extension request of 13 months',
      method: 'POST',
      path: '/qualification-times/create-modification',
      token: ADMIN_TOKEN,
      body: { ...extension, months: 13 },
      status: 422,
      field: 'months',
      message: 'Fältet months har ett ogiltigt värde.',
      call: () => requestExtension({ ...extension, months: 13 }, { silent: true }),
    }))

  it('create-modification: 403 for the distance administrator', () =>
    expectRefusal(pact, {
      given: 'the distance administrator is logged in',
      description: 'an extension request by the distance administrator',
      method: 'POST',
      path: '/qualification-times/create-modification',
      token: personaToken('bg'),
      body: extension,
      status: 403,
      message: 'Du saknar behörighet att spara eller ta bort detta.',
      call: () => requestExtension(extension, { silent: true }),
    }))

  it('list-qualification-time-modifications: the apprentice’s approved extension', () =>
    expectAnswer(pact, {
      token: personaToken('apprentice'),
      given: ELIN_PAUSED,
      description: 'a list of the modifications of the apprentice’s qualifying time',
      method: 'GET',
      path: `/educations/${Q.elinEducation}/list-qualification-time-modifications`,
      status: 200,
      answer: {
        rows: eachLike(
          modificationBody({
            id: integer(66001),
            qualificationTimeId: integer(Q.elin),
            educationId: integer(Q.elinEducation),
            motivation: string('Föräldraledighet under utbildningen.'),
            status: 'approved',
            createdAt: day('2026-09-01'),
            decidedAt: day('2026-09-20'),
          }),
        ),
      },
      call: () => listModifications(Q.elinEducation, { silent: true }),
      check: (rows) => expect((rows as unknown[]).length).toBe(1),
    }))

  it('list-qualification-time-modifications: an education without a qualifying time is 404', () =>
    expectRefusal(pact, {
      given: ELIN_PAUSED,
      description: 'a list of the modifications of an unknown education',
      method: 'GET',
      path: '/educations/999999/list-qualification-time-modifications',
      token: personaToken('apprentice'),
      status: 404,
      message: 'Kvalificeringstiden finns inte.',
      call: () => listModifications(999999, { silent: true }),
    }))

  it('get-qualification-time-length: the length, extensions and the published hours', () =>
    expectAnswer(pact, {
      token: personaToken('apprentice'),
      given: ELIN_PAUSED,
      description: 'the length of the apprentice’s qualifying time with a 3-month preview',
      method: 'PATCH',
      path: `/educations/${Q.elinEducation}/get-qualification-time-length`,
      body: { extensionMonths: 3 },
      status: 200,
      answer: {
        educationId: integer(Q.elinEducation),
        qualificationTimeId: integer(Q.elin),
        fromDate: day('2025-08-18'),
        toDate: day('2027-08-17'),
        lengthMonths: integer(24),
        completedMonths: integer(15),
        remainingMonths: integer(9),
        approvedExtensionMonths: integer(2),
        awaitingExtensionMonths: integer(0),
        endDateWithExtensions: day('2028-01-17'),
        maxTotalExtensionMonths: integer(12),
        professionGroup: 'machinesScaffolding',
        basicEducationRoute: 'upperSecondary',
        requiredHours: 4800,
      },
      call: () => getQualifyingTimeLength(Q.elinEducation, { extensionMonths: 3 }, { silent: true }),
      check: (length) => expect((length as { requiredHours: number }).requiredHours).toBe(4800),
    }))

  it('get-qualification-time-length: 403 outside the caller’s departments', () =>
    expectRefusal(pact, {
      given: 'the department administrator of Malmö is logged in',
      description: 'the length of a qualifying time in another department',
      method: 'PATCH',
      path: '/educations/6003/get-qualification-time-length',
      token: personaToken('departmentAdmin'),
      body: {},
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => getQualifyingTimeLength(6003, {}, { silent: true }),
    }))
})
