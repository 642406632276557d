/**
 * The instructor slice of the scenario (issue 10): Johan Berg's review work. Three more apprentices
 * at Byggbolaget i Norr (carpentry, 101) whom he supervises, besides Elin's books 7001 and 7002 and
 * Tomasz's 7004 (ebook.ts):
 *
 * | book | whose                    | what the instructor finds                                              |
 * |------|--------------------------|------------------------------------------------------------------------|
 * | 7011 | Hanna Lundqvist (Norr)   | complete: every part reported, reviewed and approved, all theory done; ready for his approval |
 * | 7012 | Oliver Bergström (Norr)  | divergent ratings (§8) in two reports; one report names Anders Vikström, her former instructor, so Johan may not approve its parts (§5); the newest report unread |
 * | 7013 | Amir Haddad (Norr)       | three saved reports waiting, unread and not reviewed (one names no instructor), and a draft only Amir sees |
 *
 * Johan is also the instructor with unread instructions: he read them 2026-03-10, the current ones
 * are of 2026-05-04 (shell.ts, shell-lists.ts); he reviews and approves regardless (ADR 0009), but
 * cannot be chosen for new apprentices until he confirms them (§5, the application slice).
 *
 * The 'many-books' variant adds 200 apprentices at Norr, each with a carpentry book Johan supervises
 * (two saved reports each, every third book with one unread), for the instructor's book list at
 * size (`npm run bench`). Ids: people 1141–1143 (variant 1201–1400), employments 2141–2143
 * (2201–2400), apprenticeships 3141–3143 (3201–3400), links 4141–4144 (4201–4400), books
 * 7011–7013 (7101–7300), reports 22101–22304 (26001–26400).
 */
import { personalNumberCheckDigit } from '../../src/domain/validation'
import { now } from '../clock'
import type { BookRecord, Db, PersonRecord } from '../db'
import { isoDay } from '../../src/domain/dates'
import { STAFF } from './application-people'
import { createAll } from './create-all'
import {
  addDays,
  allApproved,
  laterOf,
  openBookCreatedAt,
  part,
  partsOf,
  PROFESSION_CARPENTRY,
  seedReports,
  theory,
  type ReportSeed,
} from './ebook'
import { COMPANY_NORR } from './company'
import { address, P } from './shell'

const JOHAN = P.instructor.id
/** Johan's employment at Norr (shell.ts). */
const JOHAN_AT_NORR = 2004
const c = PROFESSION_CARPENTRY

/** A valid 12-digit personal number for a birth date and a 3-digit serial. */
function pn(yyyymmdd: string, serial: string): string {
  return `${yyyymmdd}${serial}${personalNumberCheckDigit(yyyymmdd.slice(2) + serial)}`
}

function apprenticeRecord(
  id: number,
  firstName: string,
  lastName: string,
  personalNumber: string,
  city: string,
): PersonRecord {
  const home = address(`${lastName}vägen ${id % 50}`, '972 31', city)
  return {
    id,
    firstName,
    lastName,
    personalNumber,
    email: `${firstName}.${lastName}@example.com`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
    mobilephone: `070-523 ${String(id).slice(-4, -2)} ${String(id).slice(-2)}`,
    phoneVerified: true,
    emailVerified: true,
    firstLogin: false,
    readInstructionsOn: null,
    ...home,
    language: 'sv',
    emailNotifications: true,
    protectedIdentity: false,
    password: null,
    isAdmin: false,
    listedAsFake: false,
    registeredAddress: home,
    personaKey: null,
  }
}

// ---------------------------------------------------------------------------------------------
// Named ids (tests, Pact provider states, e2e)

export const INSTRUCTOR_IDS = {
  /** Hanna Lundqvist's complete book: Johan may approve it. */
  readyBook: 7011,
  /** Oliver Bergström's book with divergent ratings. */
  divergentBook: 7012,
  /** Amir Haddad's book with three unread saved reports. */
  waitingBook: 7013,
  hanna: 1141,
  /** Hanna logs in with it (the test-login panel's prompt): she is no persona. */
  hannaPersonalNumber: pn('20040302', '164'),
  oliver: 1142,
  amir: 1143,
  /** 7012's report naming Anders Vikström as the instructor: Johan adjusts and comments, but may not approve (§5). */
  otherInstructorsReport: 22201,
  /** Its first rated part: level 3, Anders's level 2 (divergent). */
  otherInstructorsDetail: 2220101,
  /** 7012's report with Johan's differing levels: 2 for the apprentice's 3 (not approved), 3 for her 2 (approved). */
  divergentReport: 22202,
  divergentDetail: 2220201,
  approvedDetail: 2220202,
  /** 7012's newest report, unread, its parts not reviewed. */
  unreadReport: 22203,
  unreadDetail: 2220301,
  /** 7013's three unread reports (the last names no instructor) and Amir's draft. */
  waitingReports: [22301, 22302, 22303],
  waitingDetail: 2230101,
  noInstructorReport: 22303,
  noInstructorDetail: 2230301,
  waitingDraft: 22304,
  /** The 'many-books' variant: 200 more books of Johan's. */
  manyBooksCount: 200,
  manyBooksFirst: 7101,
} as const

const NORR_START = '2025-08-18'

export interface Apprentice {
  id: number
  firstName: string
  lastName: string
  personalNumber: string
  bookId: number
  createdAt: string
}

const APPRENTICES: Apprentice[] = [
  {
    id: 1141,
    firstName: 'Hanna',
    lastName: 'Lundqvist',
    personalNumber: INSTRUCTOR_IDS.hannaPersonalNumber,
    bookId: 7011,
    createdAt: '2025-08-20T08:10:00.000Z',
  },
  {
    id: 1142,
    firstName: 'Oliver',
    lastName: 'Bergström',
    personalNumber: pn('20050819', '275'),
    bookId: 7012,
    createdAt: '2025-08-20T08:20:00.000Z',
  },
  {
    id: 1143,
    firstName: 'Amir',
    lastName: 'Haddad',
    personalNumber: pn('20060127', '397'),
    bookId: 7013,
    createdAt: '2025-08-20T08:30:00.000Z',
  },
]

export function bookOf(a: Apprentice, apprenticeshipId: number, today: string): BookRecord {
  return {
    id: a.bookId,
    createdAt: openBookCreatedAt(a.createdAt, today),
    personId: a.id,
    status: 'active',
    apprenticeshipId,
    companyId: COMPANY_NORR.id,
    professionId: c,
    educationStartDate: NORR_START,
    educationEndDate: laterOf('2028-08-17', addDays(today, 365)),
    employmentDate: NORR_START,
    issuedAt: null,
    approvedById: null,
    approvedAt: null,
  }
}

/** People, employments, apprenticeships and Johan's links for a list of apprentices (ids from the bases). */
export async function seedApprentices(
  target: Db,
  list: readonly Apprentice[],
  bases: { employment: number; apprenticeship: number; link: number },
): Promise<void> {
  await createAll(
    target.persons,
    list.map((a) => apprenticeRecord(a.id, a.firstName, a.lastName, a.personalNumber, 'Luleå')),
  )
  await createAll(
    target.employments,
    list.map((a, i) => ({
      id: bases.employment + i,
      personId: a.id,
      companyId: COMPANY_NORR.id,
      fromDate: NORR_START,
      endDate: null,
    })),
  )
  await createAll(
    target.apprenticeships,
    list.map((a, i) => ({
      id: bases.apprenticeship + i,
      personId: a.id,
      companyId: COMPANY_NORR.id,
      employmentId: bases.employment + i,
      professionId: c,
      fromDate: NORR_START,
      manuallyEndedDate: null,
    })),
  )
  await createAll(
    target.apprenticeshipInstructors,
    list.map((_, i) => ({
      id: bases.link + i,
      employmentId: JOHAN_AT_NORR,
      apprenticeshipId: bases.apprenticeship + i,
      isActive: true,
    })),
  )
}

const r = (
  id: number,
  bookId: number,
  fromDate: string,
  toDate: string,
  instructorId: number | null,
  details: ReportSeed['details'],
  extra: Partial<ReportSeed> = {},
): ReportSeed => ({
  id,
  bookId,
  fromDate,
  toDate,
  saved: true,
  workplaceId: 101,
  instructorId,
  place: 'Kv. Hamnen, Luleå',
  comment: '',
  details,
  ...extra,
})

/** 7011: every carpentry part reported at (or above) its level, reviewed and approved by Johan. */
function readyBookReports(): ReportSeed[] {
  const b = INSTRUCTOR_IDS.readyBook
  return [
    r(
      22101,
      b,
      '2025-10-06',
      '2025-10-10',
      JOHAN,
      [
        { partId: part(c, 1, 1), level: 2 },
        { partId: part(c, 1, 2), level: 2 },
      ],
      { comment: 'Första formen.' },
    ),
    r(22102, b, '2026-01-12', '2026-01-16', JOHAN, [
      { partId: part(c, 1, 1), level: 3, instructorLevel: 3, approvedAt: '2026-01-20T10:00:00.000Z' },
      { partId: part(c, 1, 2), level: 3, instructorLevel: 3, approvedAt: '2026-01-20T10:00:00.000Z' },
      { partId: part(c, 1, 3), level: 2, instructorLevel: 2, approvedAt: '2026-01-20T10:00:00.000Z' },
    ]),
    r(
      22103,
      b,
      '2026-04-13',
      '2026-04-17',
      JOHAN,
      [
        { partId: part(c, 2, 1), level: 3, instructorLevel: 3, approvedAt: '2026-04-21T10:00:00.000Z' },
        { partId: part(c, 2, 2), level: 3, instructorLevel: 3, approvedAt: '2026-04-21T10:00:00.000Z' },
        { partId: part(c, 2, 3), level: 4, instructorLevel: 4, approvedAt: '2026-04-21T10:00:00.000Z' },
      ],
      { place: 'Sjukhusbygget, Sunderby' },
    ),
    r(
      22104,
      b,
      '2026-08-17',
      '2026-08-21',
      JOHAN,
      [
        { partId: part(c, 3, 1), level: 3, instructorLevel: 3, approvedAt: '2026-08-25T10:00:00.000Z' },
        { partId: part(c, 3, 2), level: 4, instructorLevel: 4, approvedAt: '2026-08-25T10:00:00.000Z' },
        { partId: part(c, 3, 3), level: 2, instructorLevel: 2, approvedAt: '2026-08-25T10:00:00.000Z' },
      ],
      { workplaceId: 103, place: 'Campusbygget Skellefteå' },
    ),
    r(
      22105,
      b,
      '2026-10-05',
      '2026-10-09',
      JOHAN,
      [
        { partId: part(c, 4, 1), level: 3, instructorLevel: 3, approvedAt: '2026-10-13T10:00:00.000Z' },
        {
          partId: part(c, 4, 2),
          level: 3,
          instructorLevel: 2,
          instructorComment: 'Vindskivorna fick justeras, nivå 2 räcker här.',
          approvedAt: '2026-10-13T10:00:00.000Z',
        },
      ],
      { workplaceId: 103, place: 'Campusbygget Skellefteå' },
    ),
  ]
}

/** 7012: divergent ratings, one report of the former instructor's, the newest unread. */
function divergentBookReports(): ReportSeed[] {
  const b = INSTRUCTOR_IDS.divergentBook
  return [
    r(22201, b, '2026-06-08', '2026-06-12', STAFF.anders.id, [
      {
        partId: part(c, 1, 1),
        level: 3,
        comment: 'Byggde formen själv.',
        instructorLevel: 2,
        instructorComment: 'Formen läckte i ena hörnet, gör om den.',
      },
      { partId: part(c, 1, 2), level: 2 },
    ]),
    r(
      22202,
      b,
      '2026-09-07',
      '2026-09-11',
      JOHAN,
      [
        {
          partId: part(c, 2, 1),
          level: 3,
          instructorLevel: 2,
          instructorComment: 'Bjälklaget behövde rättas två gånger.',
        },
        {
          partId: part(c, 2, 2),
          level: 2,
          instructorLevel: 3,
          instructorComment: 'Säkrare än du själv tror.',
          approvedAt: '2026-09-15T09:30:00.000Z',
        },
      ],
      { workplaceId: 102, place: 'Kv. Lärkan, Umeå' },
    ),
    r(
      22203,
      b,
      '2026-10-26',
      '2026-10-30',
      JOHAN,
      [
        { partId: part(c, 3, 1), level: 4, comment: 'Alla dörrar på plan 3.' },
        { partId: part(c, 3, 2), level: 3 },
      ],
      { workplaceId: 102, place: 'Kv. Lärkan, Umeå', unread: true },
    ),
  ]
}

/** 7013: three saved reports waiting for Johan (the last names no instructor) and Amir's draft. */
function waitingBookReports(): ReportSeed[] {
  const b = INSTRUCTOR_IDS.waitingBook
  return [
    r(
      22301,
      b,
      '2026-10-12',
      '2026-10-16',
      JOHAN,
      [
        { partId: part(c, 1, 1), level: 2 },
        { partId: part(c, 1, 3), level: 2 },
      ],
      { unread: true },
    ),
    r(
      22302,
      b,
      '2026-11-02',
      '2026-11-06',
      JOHAN,
      [
        { partId: part(c, 1, 2), level: 2 },
        { partId: part(c, 2, 1), level: 1 },
      ],
      { unread: true },
    ),
    r(22303, b, '2026-11-09', '2026-11-13', null, [{ partId: part(c, 2, 2), level: 2 }], {
      unread: true,
      comment: 'Glömde välja handledare.',
    }),
    r(22304, b, '2026-11-16', '2026-11-16', JOHAN, [{ partId: part(c, 2, 3), level: 1 }], { saved: false }),
  ]
}

/** The book's parts as the reviews above left them (approved parts with their approval). */
function progressOf(bookId: number, reports: readonly ReportSeed[]) {
  const byPart = new Map<
    number,
    {
      bookId: number
      partId: number
      instructorLevel: 1 | 2 | 3 | 4
      approvedAt: string | null
      approvedById: number | null
    }
  >()
  for (const report of reports) {
    for (const d of report.details) {
      if (d.instructorLevel === undefined) continue
      const current = byPart.get(d.partId)
      if (current?.approvedAt && !d.approvedAt) continue
      byPart.set(d.partId, {
        bookId,
        partId: d.partId,
        instructorLevel: d.instructorLevel,
        approvedAt: d.approvedAt ?? null,
        approvedById: d.approvedAt ? (d.approvedById ?? JOHAN) : null,
      })
    }
  }
  return [...byPart.values()]
}

// ---------------------------------------------------------------------------------------------
// The 'many-books' variant

const FIRST_NAMES = [
  'Alma',
  'Albin',
  'Ella',
  'Elias',
  'Freja',
  'Gustav',
  'Ines',
  'Jack',
  'Klara',
  'Linus',
  'Moa',
  'Nils',
  'Olivia',
  'Rasmus',
  'Stella',
  'Vincent',
  'Tilda',
  'Melvin',
  'Selma',
  'Axel',
]
const LAST_NAMES = [
  'Holmgren',
  'Sundqvist',
  'Wallin',
  'Engström',
  'Lindholm',
  'Nordström',
  'Ekström',
  'Hägglund',
  'Öhman',
  'Burman',
]

function manyApprentices(): Apprentice[] {
  return Array.from({ length: INSTRUCTOR_IDS.manyBooksCount }, (_, i) => {
    const birth = new Date(Date.UTC(2002, 0, 1 + i * 9)).toISOString().slice(0, 10).replace(/-/g, '')
    return {
      id: 1201 + i,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length],
      personalNumber: pn(birth, String(100 + (i % 800)).padStart(3, '0')),
      bookId: INSTRUCTOR_IDS.manyBooksFirst + i,
      createdAt: `${addDays('2025-08-21', i % 90)}T08:00:00.000Z`,
    }
  })
}

function manyBookReports(list: readonly Apprentice[]): ReportSeed[] {
  const parts = partsOf(c)
  return list.flatMap((a, i) => {
    const p = (k: number) => parts[(i + k) % parts.length].id
    return [
      r(26001 + 2 * i, a.bookId, '2026-09-07', '2026-09-11', JOHAN, [
        { partId: p(0), level: 2 },
        { partId: p(1), level: 2, instructorLevel: i % 5 === 0 ? 3 : undefined },
      ]),
      r(
        26002 + 2 * i,
        a.bookId,
        '2026-10-12',
        '2026-10-16',
        JOHAN,
        [
          { partId: p(2), level: 3 },
          { partId: p(3), level: 2 },
        ],
        { unread: i % 3 === 0 },
      ),
    ]
  })
}

export async function seedInstructor(target: Db, options: { manyBooks?: boolean } = {}): Promise<void> {
  const today = isoDay(now())
  await seedApprentices(target, APPRENTICES, { employment: 2141, apprenticeship: 3141, link: 4141 })
  // Anders Vikström supervised Oliver before Johan took over (an inactive link: no longer his apprentice).
  await target.apprenticeshipInstructors.create({
    id: 4144,
    employmentId: STAFF.anders.employmentId,
    apprenticeshipId: 3142,
    isActive: false,
  })
  await createAll(
    target.educations,
    APPRENTICES.map((a, i) => ({
      id: 6141 + i,
      personId: a.id,
      professionId: c,
      basicEducationCertificate: true,
      qualificationTime: null,
    })),
  )
  await createAll(
    target.books,
    APPRENTICES.map((a, i) => bookOf(a, 3141 + i, today)),
  )
  const ready = readyBookReports()
  const divergent = divergentBookReports()
  await seedReports(target, [...ready, ...divergent, ...waitingBookReports()])
  await createAll(
    target.bookPartProgress,
    [...progressOf(INSTRUCTOR_IDS.readyBook, ready), ...progressOf(INSTRUCTOR_IDS.divergentBook, divergent)].map(
      (p, i) => ({ id: 24501 + i, ...p }),
    ),
  )
  await createAll(target.theoryModules, [
    ...theory(INSTRUCTOR_IDS.readyBook, c, allApproved(c, '2026-06-05', 'Gunnar Lind')),
    ...theory(INSTRUCTOR_IDS.divergentBook, c, { 11: { approvedAt: '2026-03-20', teacher: 'Gunnar Lind' } }),
    ...theory(INSTRUCTOR_IDS.waitingBook, c, {}),
  ])

  if (!options.manyBooks) return
  const many = manyApprentices()
  await seedApprentices(target, many, { employment: 2201, apprenticeship: 3201, link: 4201 })
  await createAll(
    target.books,
    many.map((a, i) => bookOf(a, 3201 + i, today)),
  )
  await seedReports(target, manyBookReports(many))
  await createAll(
    target.theoryModules,
    many.flatMap((a) => theory(a.bookId, c, {})),
  )
}
