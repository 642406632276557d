/**
 * The old-system import slice of the scenario (issue 22): trainings carried over from the 2006 system
 * waiting for the apprentice, for the company, answered by one side, one without months and hours
 * (§9's defaults), one whose company's instructors all fail §5 for the profession, and one queued.
 *
 * | id    | apprentice (company, dept)        | profession | byn4 state          | who answers next / why               |
 * |-------|-----------------------------------|------------|---------------------|--------------------------------------|
 * | 67001 | Elin (Norr)                       | 101        | awaitingApprentice  | Elin; then Maria (walk to the queue) |
 * | 67002 | Elin (Syd)                        | 848        | awaitingApprentice  | Elin; no months or hours: §9 defaults |
 * | 67003 | Viktor Tornqvist (Norr)           | 848        | awaitingCompany     | Maria or Ahmed; full, no e-mail, no certificate and eligible instructors |
 * | 67004 | Noah Lindberg (Syd, Malmö)        | 848        | awaitingCompany     | Lena (Malmö), Gunilla                |
 * | 67005 | Hanna Vallin (Norr)               | 104        | awaitingCompany     | Maria: no Norr instructor may take it (§5) |
 * | 67006 | Alva Nordmark (Syd, no department)| 104        | awaitingCompany     | Gunilla only: outside Lena's departments |
 * | 67007 | Lucas Wiklund (Norr)              | 101        | queued              | both accepted (the developer panel's queue) |
 * | 67008 | Elin (Mitt)                       | 130        | declined            | Elin answered NOK1                   |
 *
 * The old system's copy of name and personal number is taken from the person at reset. The people
 * come from the other slices' scenarios (shell, company staff, qualifying time), seeded before this one.
 */
import type { Byn2Data } from '../../src/api/import/import.schemas'
import { isoDay } from '../../src/domain/dates'
import { addDays } from '../../src/domain/orders'
import { now } from '../clock'
import type { Db } from '../db'
import type { Byn2ImportRecord } from '../db/import.records'
import { COMPANY_MITT, COMPANY_NORR, COMPANY_SYD } from './company'
import { COMPANY_STAFF } from './company-staff'
import { STAFF } from './application-people'
import { createAll } from './create-all'
import { P, PROFESSION_SCAFFOLDING } from './shell'

/** The named ids tests, Pact states and e2e take. */
export const IMPORT_IDS = {
  /** Elin at Norr: her answer first, then Maria's; accepted by both, queued. */
  elinNorr: 67001,
  /** Elin at Syd: no months or hours in the old system (§9: 36 and 3 600). */
  elinSydDefaults: 67002,
  /** Viktor at Norr, scaffolding: Norr's instructors with each §5 reason, Anders eligible. */
  awaitingNorr: 67003,
  /** Noah at Syd, Malmö: Lena's (department administrator, Malmö). */
  awaitingMalmo: 67004,
  /** Hanna at Norr, tiling: no Norr instructor has the certificate (or one lacks e-mail). */
  noEligibleInstructor: 67005,
  /** Alva at Syd without a department: company-level users only. */
  awaitingSydNoDepartment: 67006,
  queued: 67007,
  declinedByElin: 67008,
  /** Anders Vikström's employment at Norr: eligible for 848 and 101. */
  eligibleNorrInstructor: STAFF.anders.employmentId,
  /** Karl Sundberg's employment at Norr: three scaffolding apprentices already (full). */
  fullNorrInstructor: STAFF.karl.employmentId,
  /** The employment at Norr without e-mail (noEmail). */
  noEmailNorrInstructor: STAFF.nils.employmentId,
  /** Sofia Berggren's employment at Syd, Malmö: eligible for 848. */
  eligibleMalmoInstructor: STAFF.sofia.employmentId,
} as const

const COMPANIES = { [COMPANY_NORR.id]: COMPANY_NORR, [COMPANY_SYD.id]: COMPANY_SYD, [COMPANY_MITT.id]: COMPANY_MITT }
const PROFESSION_NAMES: Record<number, string> = {
  101: 'Träarbetare',
  104: 'Plattsättare',
  130: 'Takläggare',
  [PROFESSION_SCAFFOLDING]: 'Ställningsbyggare',
}

interface Seed {
  id: number
  personId: number
  companyId: number
  professionId: number
  months: number | null
  hours: number | null
  answers?: Partial<Byn2ImportRecord>
}

const SEEDS: Seed[] = [
  { id: 67001, personId: P.apprentice.id, companyId: COMPANY_NORR.id, professionId: 101, months: 20, hours: 2400 },
  {
    id: 67002,
    personId: P.apprentice.id,
    companyId: COMPANY_SYD.id,
    professionId: PROFESSION_SCAFFOLDING,
    months: null,
    hours: null,
  },
  {
    id: 67003,
    personId: 1711,
    companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING,
    months: 14,
    hours: 1500,
  },
  {
    id: 67004,
    personId: COMPANY_STAFF.bookless.id,
    companyId: COMPANY_SYD.id,
    professionId: PROFESSION_SCAFFOLDING,
    months: 24,
    hours: 2900,
  },
  { id: 67005, personId: 1712, companyId: COMPANY_NORR.id, professionId: 104, months: 30, hours: 3100 },
  { id: 67006, personId: 1714, companyId: COMPANY_SYD.id, professionId: 104, months: 18, hours: 2000 },
  {
    id: 67007,
    personId: 1719,
    companyId: COMPANY_NORR.id,
    professionId: 101,
    months: 10,
    hours: 1200,
    answers: {
      companyAnswer: 'OK',
      workplaceId: 101,
      instructorId: STAFF.anders.employmentId,
      companyAnsweredById: P.companyAdmin.id,
    },
  },
  {
    id: 67008,
    personId: P.apprentice.id,
    companyId: COMPANY_MITT.id,
    professionId: 130,
    months: 8,
    hours: 900,
    answers: { apprenticeAnswer: 'NOK1' },
  },
]

function record(target: Db, seed: Seed, today: string): Byn2ImportRecord {
  const person = target.persons.findFirst((q) => q.where({ id: seed.personId }))
  if (!person) throw new Error(`seed error: import ${seed.id} names a missing person ${seed.personId}`)
  const company = COMPANIES[seed.companyId]
  const byn2Data: Byn2Data = {
    companyName: company.name,
    companyOrg: company.organizationalNumber,
    professionName: PROFESSION_NAMES[seed.professionId] ?? String(seed.professionId),
    professionId: seed.professionId,
    qTimeLeft: seed.months,
    timeLeft: seed.hours,
    personName: `${person.firstName} ${person.lastName}`,
    personalNumber: person.personalNumber,
    machineQualificationIds: [],
  }
  // Seeds past the apprentice's step: accepted by the apprentice unless they say otherwise.
  const answeredByApprentice = seed.id !== 67001 && seed.id !== 67002
  const companyAnswered = seed.answers?.companyAnswer !== undefined
  const base: Byn2ImportRecord = {
    id: seed.id,
    personId: seed.personId,
    companyId: seed.companyId,
    byn2Data,
    apprenticeAnswer: answeredByApprentice ? 'OK' : null,
    apprenticeAnsweredAt: answeredByApprentice ? addDays(today, -10) : null,
    companyAnswer: null,
    companyAnsweredAt: companyAnswered ? addDays(today, -3) : null,
    companyAnsweredById: null,
    departmentId: null,
    workplaceId: null,
    instructorId: null,
    queuedAt: seed.answers?.companyAnswer === 'OK' ? addDays(today, -3) : null,
  }
  return { ...base, ...seed.answers }
}

export async function seedImport(target: Db): Promise<void> {
  const today = isoDay(now())
  await createAll(
    target.byn2Imports,
    SEEDS.map((s) => record(target, s, today)),
  )
}
