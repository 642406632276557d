/**
 * The qualifying-time slice of the scenario (issue 21): a qualifying time in every §4 state, one
 * blocked by course Y4+Y5, one with an extension awaiting the region, and finished ones for the menu
 * badge. The scheme's published hours are the defaults by profession group and basic-education route.
 *
 * | qt    | apprentice (company, dept, profession)     | state             | why                                     |
 * |-------|--------------------------------------------|-------------------|-----------------------------------------|
 * | 65001 | Elin (Mitt, 101)                           | cancelled         | education 6001 isCancelled              |
 * | 65002 | Elin (Norr, 848)                           | paused            | book 7002's current pause; rates 75/50 %; 2 months approved |
 * | 65003 | Tomasz (Syd, Lund, 848)                    | ongoing           | an extension of 3 months awaits the region |
 * | 65004 | Sara Holm (Norr, 101, protected)           | readyForApproval  | finished; Johan supervises her (README)  |
 * | 65006 | Johan (Norr, 848)                          | certificateIssued | his own, long ago                        |
 * | 65011 | Viktor Tornqvist (Norr, 101)               | readyForApproval  | finished, blocked: Y4+Y5 missing (§8)    |
 * | 65012 | Hanna Vallin (Norr, 103)                  | readyForApproval  | finished (badge)                         |
 * | 65013 | Axel Dahlin (Syd, Malmö, 848)           | readyForApproval  | finished (Lena's badge)                  |
 * | 65014 | Alva Nordmark (Syd, Lund, 104)             | readyForApproval  | finished, outside Lena's departments     |
 * | 65015 | Emil Forslund (Norr, 102)                  | approvedByCompany |                                          |
 * | 65016 | Ida Rudin (Norr, 130)                  | approvedByRegion  |                                          |
 * | 65017 | Nils Åhman (Norr, 120)                     | stopped           | detached from the company a month ago    |
 * | 65018 | Frida Tegnér (Norr, 101)                    | stopped           | aborted (doAbort)                        |
 * | 65019 | Lucas Wiklund (Norr, 101)                 | ongoing           | plain                                    |
 *
 * The new people have no apprenticeship record (imported times): their company, department and
 * detachment are on the qualifying time. Dates that decide a state are relative to the seed day.
 */
import { addDays } from '../../src/domain/orders'
import { isoDay } from '../../src/domain/dates'
import { addMonths } from '../../src/domain/qualifying-time-state'
import { now } from '../clock'
import type { Db } from '../db'
import type { QualificationTimeRecord } from '../db/qualifying-time.records'
import { createAll } from './create-all'
import { COMPANY_MITT, COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import { extraPersonRecord, pn, type ExtraPerson } from './application-people'
import { address, P, PROFESSION_MACHINE, PROFESSION_SCAFFOLDING } from './shell'

/** The scheme's published hours (issue 21), by profession group and route of the basic education. */
export const PUBLISHED_HOURS = {
  /** Carpenters, bricklayers, concrete workers and similar. */
  construction: { upperSecondary: 6800, adultEducation: 5800 },
  /** Mobile machines and scaffolding. */
  machinesScaffolding: { upperSecondary: 4800, adultEducation: 4200 },
  /** Hole-making, tiling, stone and roof fitting. */
  finishing: { upperSecondary: 4800, adultEducation: 3300 },
} as const
type Group = keyof typeof PUBLISHED_HOURS
type Route = keyof (typeof PUBLISHED_HOURS)[Group]

/** The scenario's professions by group (101 carpentry, 102 concrete, 103 masonry, 104 tiling, 120 machines, 130 roofing). */
export const PROFESSION_GROUP: Record<number, Group> = {
  101: 'construction',
  102: 'construction',
  103: 'construction',
  104: 'finishing',
  [PROFESSION_MACHINE]: 'machinesScaffolding',
  130: 'finishing',
  [PROFESSION_SCAFFOLDING]: 'machinesScaffolding',
}

/** The named ids tests, Pact states and e2e take. */
export const QUALIFYING_TIME_IDS = {
  cancelled: 65001,
  /** Elin at Norr: paused today, employment rates, an approved extension. */
  paused: 65002,
  pausedEducation: 6002,
  /** Tomasz at Lund: an extension awaits the region (no second one). */
  extensionAwaiting: 65003,
  extensionAwaitingEducation: 6003,
  awaitingModification: 66002,
  /** Sara Holm (protected identity): finished, Johan supervises her, approvable. */
  protectedFinished: 65004,
  certificateIssued: 65006,
  /** Finished, approval refused: course Y4+Y5 missing (§8). */
  blockedByY4Y5: 65011,
  finishedNorr: 65012,
  finishedMalmo: 65013,
  finishedLund: 65014,
  approvedByCompany: 65015,
  approvedByRegion: 65016,
  stoppedDetached: 65017,
  stoppedAborted: 65018,
  ongoing: 65019,
  ongoingEducation: 6719,
  /** Finished ones Norr's company users count in the badge (Sara, Viktor, Hanna). */
  finishedAtNorr: [65004, 65011, 65012],
} as const

interface NewApprentice {
  qtId: number
  person: ExtraPerson
  professionId: number
  companyId: number
  departmentId: number | null
  route: Route
  /** Start and planned end relative to the seed day, in months. */
  startMonths: number
  endMonths: number
  flags?: Partial<{ doAbort: boolean; isApprovedByInstructor: boolean }>
  record?: Partial<QualificationTimeRecord>
}

const person = (id: number, firstName: string, lastName: string, born: string, serial: string): ExtraPerson => ({
  id,
  firstName,
  lastName,
  personalNumber: pn(born, serial),
  email: `${firstName.toLowerCase()}.${id}@example.com`,
  mobilephone: null,
  address: address('Storgatan 1', '972 31', 'Luleå'),
})

const NORR = COMPANY_NORR.id
const SYD = COMPANY_SYD.id

function newApprentices(today: string): NewApprentice[] {
  const approvedDay = addDays(today, -20)
  return [
    {
      qtId: 65011,
      person: person(1711, 'Viktor', 'Tornqvist', '20010312', '233'),
      professionId: 101,
      companyId: NORR,
      departmentId: null,
      route: 'upperSecondary',
      startMonths: -37,
      endMonths: -1,
      record: { courseY4Y5: 'missing' },
    },
    {
      qtId: 65012,
      person: person(1712, 'Hanna', 'Vallin', '19990521', '342'),
      professionId: 103,
      companyId: NORR,
      departmentId: null,
      route: 'adultEducation',
      startMonths: -30,
      endMonths: -2,
    },
    {
      qtId: 65013,
      person: person(1713, 'Axel', 'Dahlin', '20020809', '151'),
      professionId: PROFESSION_SCAFFOLDING,
      companyId: SYD,
      departmentId: DEPARTMENT_MALMO.id,
      route: 'upperSecondary',
      startMonths: -25,
      endMonths: -1,
    },
    {
      qtId: 65014,
      person: person(1714, 'Alva', 'Nordmark', '20000114', '262'),
      professionId: 104,
      companyId: SYD,
      departmentId: DEPARTMENT_LUND.id,
      route: 'adultEducation',
      startMonths: -22,
      endMonths: -1,
    },
    {
      qtId: 65015,
      person: person(1715, 'Emil', 'Forslund', '20011003', '171'),
      professionId: 102,
      companyId: NORR,
      departmentId: null,
      route: 'upperSecondary',
      startMonths: -40,
      endMonths: -3,
      flags: { isApprovedByInstructor: true },
      record: { companyApprovedAt: approvedDay },
    },
    {
      qtId: 65016,
      person: person(1716, 'Ida', 'Rudin', '19980227', '282'),
      professionId: 130,
      companyId: NORR,
      departmentId: null,
      route: 'upperSecondary',
      startMonths: -30,
      endMonths: -4,
      flags: { isApprovedByInstructor: true },
      record: { companyApprovedAt: addDays(today, -60), regionApprovedAt: approvedDay },
    },
    {
      qtId: 65017,
      person: person(1717, 'Nils', 'Åhman', '20030605', '113'),
      professionId: PROFESSION_MACHINE,
      companyId: NORR,
      departmentId: null,
      route: 'adultEducation',
      startMonths: -10,
      endMonths: 14,
      record: { detachedOn: addDays(today, -30) },
    },
    {
      qtId: 65018,
      person: person(1718, 'Frida', 'Tegnér', '20020918', '224'),
      professionId: 101,
      companyId: NORR,
      departmentId: null,
      route: 'upperSecondary',
      startMonths: -8,
      endMonths: 28,
      flags: { doAbort: true },
    },
    {
      qtId: 65019,
      person: person(1719, 'Lucas', 'Wiklund', '20040730', '195'),
      professionId: 101,
      companyId: NORR,
      departmentId: null,
      route: 'upperSecondary',
      startMonths: -6,
      endMonths: 30,
    },
  ]
}

function record(
  id: number,
  educationId: number,
  companyId: number,
  apprenticeshipId: number | null,
  professionId: number,
  route: Route,
  extra: Partial<QualificationTimeRecord> = {},
): QualificationTimeRecord {
  const group = PROFESSION_GROUP[professionId] ?? 'construction'
  return {
    id,
    educationId,
    companyId,
    apprenticeshipId,
    departmentId: null,
    detachedOn: null,
    professionGroup: group,
    basicEducationRoute: route,
    requiredHours: PUBLISHED_HOURS[group][route],
    courseY4Y5: 'passed',
    companyApprovedAt: null,
    companyApprovedById: null,
    regionApprovedAt: null,
    certificateIssuedAt: null,
    ...extra,
  }
}

export async function seedQualifyingTime(target: Db): Promise<void> {
  const today = isoDay(now())
  const fresh = newApprentices(today)
  await createAll(
    target.persons,
    fresh.map((a) => extraPersonRecord(a.person)),
  )
  await createAll(
    target.educations,
    fresh.map((a, i) => ({
      id: 6711 + i,
      personId: a.person.id,
      professionId: a.professionId,
      basicEducationCertificate: true,
      qualificationTime: {
        fromDate: addMonths(today, a.startMonths),
        toDate: addMonths(today, a.endMonths),
        isCancelled: false,
        doAbort: a.flags?.doAbort ?? false,
        isApprovedByInstructor: a.flags?.isApprovedByInstructor ?? false,
      },
    })),
  )
  await createAll(target.qualificationTimes, [
    // The personas' educations (scenario/shell.ts).
    record(65001, 6001, COMPANY_MITT.id, 3001, 101, 'upperSecondary'),
    record(65002, 6002, NORR, 3002, PROFESSION_SCAFFOLDING, 'upperSecondary'),
    record(65003, 6003, SYD, 3004, PROFESSION_SCAFFOLDING, 'adultEducation'),
    record(65004, 6004, NORR, 3005, 101, 'upperSecondary'),
    record(65006, 6006, NORR, null, PROFESSION_SCAFFOLDING, 'upperSecondary', {
      companyApprovedAt: '2008-08-20',
      regionApprovedAt: '2008-09-15',
      certificateIssuedAt: '2008-10-01',
    }),
    ...fresh.map((a, i) =>
      record(a.qtId, 6711 + i, a.companyId, null, a.professionId, a.route, {
        departmentId: a.departmentId,
        ...a.record,
      }),
    ),
  ])
  await createAll(target.qualificationTimeModifications, [
    {
      id: 66001,
      qualificationTimeId: 65002,
      educationId: 6002,
      kind: 'extension' as const,
      months: 2,
      motivation: 'Föräldraledighet under utbildningen.',
      status: 'approved' as const,
      createdAt: '2026-09-01',
      createdById: P.companyAdmin.id,
      decidedAt: '2026-09-20',
    },
    {
      id: 66002,
      qualificationTimeId: 65003,
      educationId: 6003,
      kind: 'extension' as const,
      months: 3,
      motivation: 'Lång sjukskrivning under vintern.',
      status: 'awaitingRegion' as const,
      createdAt: addDays(today, -10),
      createdById: P.instructor.id,
      decidedAt: null,
    },
  ])
}
