/**
 * The e-book slice of the scenario (§3 E-book, §4 E-book): the catalogue of work elements and
 * element parts for scaffolding (848), carpentry (101) and machine operation (120), and the books
 * 7001–7006 with their reports, report details, instructor approvals, theory modules and pauses.
 *
 * | book | whose                          | display state            | why                                            |
 * |------|--------------------------------|--------------------------|------------------------------------------------|
 * | 7001 | Elin (Norr, 848)               | active                   | 8 saved reports, 1 draft, element Rullställning closed (level 4 everywhere) |
 * | 7002 | Elin (Syd/Malmö, 848)          | paused                   | a pause from 2026-10-16 to 180 days after the seed day |
 * | 7003 | Sara Holm (Norr, 101)          | approved                 | protected identity; approved by Johan Berg      |
 * | 7004 | Tomasz (Syd/Lund, 848)         | not yet active           | deactivated by an unapproved distance order (no basic education) |
 * | 7005 | Elin (Takmästarna, 101, ended) | approved                 | 24 saved reports (300 in the 'many-reports' variant, the speed check), approved by Johan Berg |
 * | 7006 | Elin (Norr, 101)               | not yet active           | the education starts 45 days after the seed day |
| 7007 | Theo Axelsson (Norr, 848)      | not yet active           | switched off by his distance order 12002 past its date; active once approved (basic education done) |
 *
 * Dates that decide a state are relative to the clock at seed time (so the states hold whatever
 * the real date is): the end of each permitted period (at least a year ahead), the end of 7002's
 * current pause, 7006's start, and an open book's issue (at most four years back: its five years,
 * ADR 0011, never run out). Everything else is fixed, and lies before the scenario's base date.
 */
import { isoDay } from '../../src/domain/dates'
import { now } from '../clock'
import type { BookRecord, Db } from '../db'
import { PROFESSION_COURSES, THEO } from './application-people'
import { createAll } from './create-all'
import { P, PROFESSION_MACHINE, PROFESSION_SCAFFOLDING } from './shell'

/** 'yyyy-mm-dd' shifted by whole days (UTC, so no time zone moves it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export function laterOf(a: string, b: string): string {
  return a > b ? a : b
}

export const PROFESSION_CARPENTRY = 101

/**
 * An open book's issue date (its creation): the fixed one, or four years before the seed day when
 * that is later, so no open book's five years (ADR 0011) run out however late the scenario is reset.
 */
export function openBookCreatedAt(fixed: string, today: string): string {
  const floor = addDays(today, -4 * 365)
  return fixed.slice(0, 10) >= floor ? fixed : `${floor}${fixed.slice(10)}`
}

// ---------------------------------------------------------------------------------------------
// The catalogue: element ids are profession × 100 + n, part ids element × 100 + n.

type PartSeed = [name: string, requiredLevel: 1 | 2 | 3 | 4, mandatory: boolean]
const CATALOGUE: Record<number, Array<[element: string, parts: PartSeed[]]>> = {
  [PROFESSION_SCAFFOLDING]: [
    [
      'Fasadställning',
      [
        ['Montera bottenplatta och bottenskruv', 3, true],
        ['Resa spiror och bomlag', 3, true],
        ['Förankra mot fasad', 4, true],
        ['Montera plattformar och skyddsräcken', 3, true],
        ['Demontera fasadställning', 2, false],
      ],
    ],
    [
      'Rullställning',
      [
        ['Montera rullställning enligt monteringsanvisning', 3, true],
        ['Kontrollera stabilitet och hjullås', 3, true],
        ['Flytta rullställning', 2, false],
      ],
    ],
    [
      'Väderskydd',
      [
        ['Montera takbalkar', 2, true],
        ['Montera duk och kassetter', 2, true],
        ['Bedöma vindlast', 1, false],
      ],
    ],
    [
      'Konsolställning',
      [
        ['Montera konsoler', 3, true],
        ['Kontrollera infästning', 3, true],
      ],
    ],
    [
      'Arbetsmiljö och dokumentation',
      [
        ['Göra riskbedömning', 3, true],
        ['Kontrollera och märka ställningen', 4, true],
        ['Hantera material och transporter', 2, false],
      ],
    ],
  ],
  [PROFESSION_CARPENTRY]: [
    [
      'Formbyggnad',
      [
        ['Bygga form för grund', 3, true],
        ['Bygga form för väggar', 3, true],
        ['Riva form', 2, false],
      ],
    ],
    [
      'Stomresning',
      [
        ['Resa regelstomme', 3, true],
        ['Montera bjälklag', 3, true],
        ['Montera takstolar', 3, true],
      ],
    ],
    [
      'Inredning',
      [
        ['Montera dörrar', 3, true],
        ['Montera fönster', 3, true],
        ['Montera köksinredning', 2, false],
      ],
    ],
    [
      'Utvändig beklädnad',
      [
        ['Montera fasadpanel', 3, true],
        ['Montera vindskivor', 2, false],
      ],
    ],
  ],
  [PROFESSION_MACHINE]: [
    [
      'Schaktning',
      [
        ['Schakta för ledning', 3, true],
        ['Släntning', 3, true],
      ],
    ],
    [
      'Lastning och transport',
      [
        ['Lasta dumper', 3, true],
        ['Hantera massor', 2, false],
      ],
    ],
    [
      'Maskinskötsel',
      [
        ['Daglig tillsyn', 4, true],
        ['Smörjning', 3, true],
      ],
    ],
  ],
}

export const EBOOK_ELEMENTS = Object.entries(CATALOGUE).flatMap(([profession, elements]) =>
  elements.map(([name], i) => ({ id: Number(profession) * 100 + i + 1, professionId: Number(profession), name })),
)
export const EBOOK_PARTS = Object.entries(CATALOGUE).flatMap(([profession, elements]) =>
  elements.flatMap(([, parts], i) => {
    const elementId = Number(profession) * 100 + i + 1
    return parts.map(([name, requiredLevel, mandatory], j) => ({
      id: elementId * 100 + j + 1,
      elementId,
      name,
      requiredLevel,
      mandatory,
    }))
  }),
)

/** A part id: element n (1-based) of a profession, part m (1-based). */
export const part = (profession: number, element: number, n: number) => (profession * 100 + element) * 100 + n
export const partsOf = (profession: number) => EBOOK_PARTS.filter((p) => Math.floor(p.elementId / 100) === profession)

// ---------------------------------------------------------------------------------------------
// Named ids (tests, Pact provider states, e2e)

export const EBOOK_IDS = {
  /** Elin at Norr (848): active. */
  active: 7001,
  /** Elin at Syd, Malmö (848): paused today. */
  paused: 7002,
  /** Sara Holm (protected identity, 101): approved. */
  approvedProtected: 7003,
  /** Tomasz at Syd, Lund (848): not yet active, deactivated by an unapproved distance order. */
  distanceOrder: 7004,
  /** Elin's ended apprenticeship at Takmästarna (101): approved, 24 saved reports (300 in 'many-reports'). */
  approved: 7005,
  /** Elin at Norr (101): not yet active, the education starts 45 days after the seed day. */
  notYetActive: 7006,
  /** Theo Axelsson at Norr (848): off by his distance order 12002 past its date, active again once approved. */
  reactivated: 7007,
  /** 7001's draft (two details) and its first detail. */
  activeDraftReport: 21010,
  activeDraftDetail: 2101001,
  /** 7001's newest saved report, not yet read by its instructor. */
  savedReport: 21009,
  /** 21009's first detail (detail ids are the report's id × 100 + n). */
  savedReportDetail: 2100901,
  /** 7001's saved report with an instructor's differing level on one detail. */
  commentedReport: 21001,
  /** 7001's element with level 4 on every part (closed, §4) and one of its parts. */
  closedElement: 84802,
  closedPart: part(PROFESSION_SCAFFOLDING, 2, 1),
  /** 7001 parts still open: not in the draft, and one that is (Förankra mot fasad). */
  openPart: part(PROFESSION_SCAFFOLDING, 4, 1),
  draftPart: part(PROFESSION_SCAFFOLDING, 1, 3),
  /** A part of another profession's catalogue (101): refused on 7001. */
  foreignPart: part(PROFESSION_CARPENTRY, 1, 1),
  /** 7001's past pause (sick leave, 2026-07-06..2026-08-02). */
  activeBookPause: 23001,
  /** 7002's current pause. */
  currentPause: 23003,
  /** 7005's report count in the default scenario (every carpentry part twice, ending at level 4). */
  approvedReportCount: 24,
  /** 7005's report count in the 'many-reports' variant (the speed check). */
  approvedReportCountMany: 300,
} as const

/** 7001's past pause: a report or pause overlapping it is refused. */
export const ACTIVE_BOOK_PAUSE = { fromDate: '2026-07-06', toDate: '2026-08-02' }
/** 7001's employment date: before it, a report is refused with "check the employment date" (§8). */
export const ACTIVE_BOOK_EMPLOYMENT_DATE = '2025-09-01'
export const ACTIVE_BOOK_START = '2025-08-18'

// ---------------------------------------------------------------------------------------------
// Records

export interface ReportSeed {
  id: number
  bookId: number
  fromDate: string
  toDate: string
  saved: boolean
  workplaceId: number | null
  instructorId: number | null
  place: string
  comment: string
  /** A saved report no instructor has opened yet (issue 10); the others were read two days after saving. */
  unread?: boolean
  /** Approved parts are Johan Berg's approvals unless `approvedById` says otherwise. */
  details: Array<{
    partId: number
    level: 1 | 2 | 3 | 4
    comment?: string
    instructorLevel?: 1 | 2 | 3 | 4
    instructorComment?: string
    approvedAt?: string
    approvedById?: number
  }>
}

const JOHAN = P.instructor.id

/** The reports and their rated parts (detail ids are the report's id × 100 + n). */
export async function seedReports(target: Db, reports: readonly ReportSeed[]): Promise<void> {
  await createAll(
    target.reports,
    reports.map((r) => ({
      id: r.id,
      bookId: r.bookId,
      state: r.saved ? ('saved' as const) : ('draft' as const),
      fromDate: r.fromDate,
      toDate: r.toDate,
      workplaceId: r.workplaceId,
      instructorId: r.instructorId,
      place: r.place,
      comment: r.comment,
      date: r.toDate,
      createdAt: `${r.fromDate}T15:00:00.000Z`,
      savedAt: r.saved ? `${r.toDate}T15:30:00.000Z` : null,
      readByInstructorAt: r.saved && !r.unread ? `${addDays(r.toDate, 2)}T07:30:00.000Z` : null,
    })),
  )
  const elementOf = (partId: number) => Math.floor(partId / 100)
  await createAll(
    target.reportDetails,
    reports.flatMap((r) =>
      r.details.map((d, i) => ({
        id: r.id * 100 + i + 1,
        reportId: r.id,
        elementId: elementOf(d.partId),
        partId: d.partId,
        level: d.level,
        comment: d.comment ?? '',
        instructorLevel: d.instructorLevel ?? null,
        instructorComment: d.instructorComment ?? null,
        approvedAt: d.approvedAt ?? null,
        approvedById: d.approvedAt ? (d.approvedById ?? JOHAN) : null,
      })),
    ),
  )
}

/** 7001: eight saved reports (Rullställning reaches level 4 on every part) and one draft. */
function activeBookReports(): ReportSeed[] {
  const s = PROFESSION_SCAFFOLDING
  const r = (
    id: number,
    fromDate: string,
    toDate: string,
    place: string,
    details: ReportSeed['details'],
    saved = true,
    comment = '',
    unread = false,
  ): ReportSeed => ({
    id,
    bookId: 7001,
    fromDate,
    toDate,
    saved,
    workplaceId: 101,
    instructorId: JOHAN,
    place,
    comment,
    details,
    unread,
  })
  return [
    r(
      21001,
      '2025-09-08',
      '2025-09-12',
      'Kv. Hamnen, Luleå',
      [
        {
          partId: part(s, 1, 1),
          level: 2,
          comment: 'Första gången, med stöd av handledaren.',
          instructorLevel: 1,
          instructorComment: 'Behöver mer övning på bottenskruvarna.',
        },
        { partId: part(s, 2, 1), level: 1 },
      ],
      true,
      'Första veckan på bygget.',
    ),
    r(21002, '2025-10-06', '2025-10-10', 'Kv. Hamnen, Luleå', [
      { partId: part(s, 1, 1), level: 3, approvedAt: '2025-10-20' },
      { partId: part(s, 1, 2), level: 2 },
      { partId: part(s, 2, 1), level: 2 },
    ]),
    r(21004, '2025-12-01', '2025-12-05', 'Sjukhusbygget, Sunderby', [
      { partId: part(s, 2, 1), level: 3 },
      { partId: part(s, 2, 2), level: 3 },
      { partId: part(s, 5, 1), level: 2 },
    ]),
    r(21005, '2026-02-09', '2026-02-13', 'Sjukhusbygget, Sunderby', [
      { partId: part(s, 2, 1), level: 4 },
      { partId: part(s, 2, 2), level: 4 },
      { partId: part(s, 2, 3), level: 3 },
    ]),
    r(21006, '2026-04-13', '2026-04-17', 'Campus, Umeå', [
      { partId: part(s, 2, 3), level: 4 },
      { partId: part(s, 1, 2), level: 3 },
      { partId: part(s, 3, 1), level: 1 },
    ]),
    r(21007, '2026-06-08', '2026-06-12', 'Campus, Umeå', [
      { partId: part(s, 1, 4), level: 2 },
      { partId: part(s, 5, 1), level: 3 },
    ]),
    r(21008, '2026-09-14', '2026-09-18', 'Kv. Lärkan, Umeå', [
      { partId: part(s, 1, 4), level: 3 },
      { partId: part(s, 3, 1), level: 2 },
      { partId: part(s, 3, 2), level: 1 },
    ]),
    r(
      21009,
      '2026-10-19',
      '2026-10-23',
      'Kv. Lärkan, Umeå',
      [
        { partId: part(s, 1, 3), level: 2, comment: 'Förankrade i betongfasad.' },
        { partId: part(s, 5, 2), level: 2 },
      ],
      true,
      'Regnig vecka, mest förankring.',
      true,
    ),
    r(
      21010,
      '2026-11-09',
      '2026-11-13',
      'Kv. Lärkan, Umeå',
      [
        { partId: part(s, 1, 3), level: 3 },
        { partId: part(s, 3, 2), level: 2 },
      ],
      false,
    ),
  ]
}

/** The instructor's approvals on 7001: Rullställning approved, one Fasadställning part. */
function activeBookProgress() {
  const s = PROFESSION_SCAFFOLDING
  return [
    { partId: part(s, 1, 1), instructorLevel: 3, approvedAt: '2025-10-20' },
    { partId: part(s, 2, 1), instructorLevel: 4, approvedAt: '2026-02-20' },
    { partId: part(s, 2, 2), instructorLevel: 4, approvedAt: '2026-02-20' },
    { partId: part(s, 2, 3), instructorLevel: 4, approvedAt: '2026-04-24' },
    { partId: part(s, 1, 2), instructorLevel: 3, approvedAt: null },
  ].map((p) => ({ ...p, bookId: 7001, approvedById: p.approvedAt ? JOHAN : null }))
}

/**
 * 7005: `count` one-day reports from 2024-08-20 (every twentieth day left out), two parts each, the
 * level climbing from 1 to 4 over the year, so every part ends at level 4.
 */
function approvedBookReports(count: number): ReportSeed[] {
  const parts = partsOf(PROFESSION_CARPENTRY)
  const reports: ReportSeed[] = []
  for (let day = 0; reports.length < count; day++) {
    if (day % 20 === 19) continue
    const k = reports.length
    const date = addDays('2024-08-20', day)
    const level = Math.min(4, 1 + Math.floor((k * 4) / count)) as 1 | 2 | 3 | 4
    reports.push({
      id: 25001 + k,
      bookId: 7005,
      fromDate: date,
      toDate: date,
      saved: true,
      workplaceId: 301,
      instructorId: null,
      place: k % 2 === 0 ? 'Kv. Skutan, Sundsvall' : 'Nacksta skola, Sundsvall',
      comment: '',
      details: [
        { partId: parts[(2 * k) % parts.length].id, level },
        { partId: parts[(2 * k + 1) % parts.length].id, level },
      ],
    })
  }
  return reports
}

/** 7003: a dozen weekly reports that take every carpentry part to its level or above. */
function protectedBookReports(): ReportSeed[] {
  const parts = partsOf(PROFESSION_CARPENTRY)
  return parts.map((p, i) => {
    const from = addDays('2025-09-01', i * 14)
    return {
      id: 21201 + i,
      bookId: 7003,
      fromDate: from,
      toDate: addDays(from, 4),
      saved: true,
      workplaceId: 102,
      instructorId: JOHAN,
      place: 'Kv. Lärkan, Umeå',
      comment: '',
      details: [{ partId: p.id, level: i % 3 === 0 ? 4 : 3 }],
    }
  })
}

function otherReports(): ReportSeed[] {
  const s = PROFESSION_SCAFFOLDING
  return [
    {
      id: 21101,
      bookId: 7002,
      fromDate: '2026-03-16',
      toDate: '2026-03-20',
      saved: true,
      workplaceId: 201,
      instructorId: JOHAN,
      place: 'Hyllie, Malmö',
      comment: '',
      details: [
        { partId: part(s, 1, 1), level: 2 },
        { partId: part(s, 2, 1), level: 2 },
      ],
    },
    {
      id: 21102,
      bookId: 7002,
      fromDate: '2026-05-04',
      toDate: '2026-05-08',
      saved: true,
      workplaceId: 202,
      instructorId: JOHAN,
      place: 'Depå Hyllie',
      comment: '',
      details: [{ partId: part(s, 3, 1), level: 2 }],
    },
    {
      id: 21003,
      bookId: 7004,
      fromDate: '2025-10-06',
      toDate: '2025-10-10',
      saved: true,
      workplaceId: 203,
      instructorId: JOHAN,
      place: 'Brunnshög, Lund',
      comment: '',
      details: [
        { partId: part(s, 1, 1), level: 2 },
        { partId: part(s, 1, 2), level: 1 },
      ],
    },
    {
      id: 21301,
      bookId: 7004,
      fromDate: '2026-01-19',
      toDate: '2026-01-23',
      saved: true,
      workplaceId: 203,
      instructorId: JOHAN,
      place: 'Brunnshög, Lund',
      comment: '',
      details: [{ partId: part(s, 2, 1), level: 2 }],
    },
  ]
}

export function theory(
  bookId: number,
  professionId: number,
  approved: Record<number, { approvedAt: string; teacher: string }>,
  sent: Record<number, { materialSentAt: string; courseOpportunity: string | null }> = {},
) {
  return PROFESSION_COURSES.filter((c) => c.professionId === professionId).map((c, i) => ({
    id: bookId * 100 + i + 1,
    bookId,
    courseName: c.name,
    approvedAt: approved[c.id]?.approvedAt ?? null,
    teacher: approved[c.id]?.teacher ?? null,
    materialSentAt: sent[c.id]?.materialSentAt ?? null,
    courseOpportunity: sent[c.id]?.courseOpportunity ?? null,
  }))
}

export function allApproved(professionId: number, approvedAt: string, teacher: string) {
  return Object.fromEntries(
    PROFESSION_COURSES.filter((c) => c.professionId === professionId).map((c) => [c.id, { approvedAt, teacher }]),
  )
}

function books(today: string): BookRecord[] {
  const base = { issuedAt: null, approvedById: null, approvedAt: null }
  const notYetActiveStart = addDays(today, 45)
  return [
    {
      ...base,
      id: 7001,
      personId: P.apprentice.id,
      apprenticeshipId: 3002,
      companyId: 1,
      createdAt: openBookCreatedAt('2025-08-20T07:15:00.000Z', today),
      status: 'active',
      professionId: PROFESSION_SCAFFOLDING,
      educationStartDate: ACTIVE_BOOK_START,
      educationEndDate: laterOf('2027-08-17', addDays(today, 365)),
      employmentDate: ACTIVE_BOOK_EMPLOYMENT_DATE,
    },
    {
      ...base,
      id: 7002,
      personId: P.apprentice.id,
      apprenticeshipId: 3003,
      companyId: 2,
      createdAt: openBookCreatedAt('2026-03-03T07:00:00.000Z', today),
      status: null,
      professionId: PROFESSION_SCAFFOLDING,
      educationStartDate: '2026-03-02',
      educationEndDate: laterOf('2028-03-01', addDays(today, 730)),
      employmentDate: '2026-03-02',
    },
    {
      ...base,
      id: 7003,
      personId: P.protectedIdentity.id,
      apprenticeshipId: 3005,
      companyId: 1,
      createdAt: '2023-10-03T08:30:00.000Z',
      status: 'approved',
      professionId: PROFESSION_CARPENTRY,
      educationStartDate: '2023-10-02',
      educationEndDate: '2026-09-30',
      employmentDate: '2023-10-02',
      approvedById: JOHAN,
      approvedAt: '2026-09-04T13:20:00.000Z',
    },
    {
      ...base,
      id: 7004,
      personId: P.passwordUser.id,
      apprenticeshipId: 3004,
      companyId: 2,
      createdAt: openBookCreatedAt('2025-01-14T09:00:00.000Z', today),
      status: 'active',
      professionId: PROFESSION_SCAFFOLDING,
      educationStartDate: '2025-01-13',
      educationEndDate: laterOf('2027-01-12', addDays(today, 365)),
      employmentDate: '2025-01-13',
      // Deactivated by Tomasz's distance order past its approval date (scenario/orders.ts).
    },
    {
      ...base,
      id: 7005,
      personId: P.apprentice.id,
      apprenticeshipId: 3001,
      companyId: 3,
      createdAt: '2024-08-20T08:00:00.000Z',
      status: 'approved',
      professionId: PROFESSION_CARPENTRY,
      educationStartDate: '2024-08-19',
      educationEndDate: '2025-06-30',
      employmentDate: '2024-08-19',
      approvedById: JOHAN,
      approvedAt: '2025-06-30T14:05:00.000Z',
    },
    {
      ...base,
      id: 7006,
      personId: P.apprentice.id,
      apprenticeshipId: 3002,
      companyId: 1,
      createdAt: `${addDays(today, -3)}T08:00:00.000Z`,
      status: null,
      professionId: PROFESSION_CARPENTRY,
      educationStartDate: notYetActiveStart,
      educationEndDate: addDays(notYetActiveStart, 3 * 365),
      employmentDate: '2025-08-18',
    },
    {
      ...base,
      id: 7007,
      personId: THEO.id,
      apprenticeshipId: 3111,
      companyId: 1,
      createdAt: openBookCreatedAt('2026-01-13T08:00:00.000Z', today),
      status: 'active',
      professionId: PROFESSION_SCAFFOLDING,
      educationStartDate: '2026-01-12',
      educationEndDate: laterOf('2028-01-11', addDays(today, 365)),
      employmentDate: '2026-01-12',
      // Switched off by Theo's distance order 12002 past its approval date (scenario/orders.ts).
    },
  ]
}

const CURRENT_PAUSE_START = '2026-10-16'

function pauses(today: string) {
  return [
    { id: EBOOK_IDS.activeBookPause, bookId: 7001, ...ACTIVE_BOOK_PAUSE, reason: 'Sjukskrivning' },
    { id: 23002, bookId: 7002, fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Tjänstledighet' },
    // From a month before the scenario's base date (so a clock pinned there after a reset finds the
    // book paused too) to half a year after the reset.
    {
      id: EBOOK_IDS.currentPause,
      bookId: 7002,
      fromDate: CURRENT_PAUSE_START,
      toDate: addDays(today, 180),
      reason: 'Föräldraledighet',
    },
  ]
}

export async function seedEbook(target: Db, options: { manyReports?: boolean } = {}): Promise<void> {
  const today = isoDay(now())
  await createAll(target.books, books(today))
  await createAll(target.ebookElements, EBOOK_ELEMENTS)
  await createAll(target.ebookParts, EBOOK_PARTS)

  const reports = [
    ...activeBookReports(),
    ...otherReports(),
    ...protectedBookReports(),
    ...approvedBookReports(options.manyReports ? EBOOK_IDS.approvedReportCountMany : EBOOK_IDS.approvedReportCount),
  ]
  await seedReports(target, reports)

  // Every part of the approved books approved by Johan at level 4 (7005) or its level (7003).
  const approvedProgress = (bookId: number, at: string) =>
    partsOf(PROFESSION_CARPENTRY).map((p) => ({
      bookId,
      partId: p.id,
      instructorLevel: bookId === 7005 ? 4 : p.requiredLevel,
      approvedAt: at,
      approvedById: JOHAN,
    }))
  await createAll(
    target.bookPartProgress,
    [...activeBookProgress(), ...approvedProgress(7003, '2026-08-28'), ...approvedProgress(7005, '2025-06-30')].map(
      (p, i) => ({ id: 24001 + i, ...p }),
    ),
  )

  await createAll(target.theoryModules, [
    ...theory(
      7001,
      PROFESSION_SCAFFOLDING,
      {
        1: { approvedAt: '2025-10-15', teacher: 'Lars Ek' },
        2: { approvedAt: '2026-02-20', teacher: 'Lars Ek' },
      },
      {
        3: { materialSentAt: '2026-10-01', courseOpportunity: 'Umeå, 18–22 januari 2027' },
      },
    ),
    ...theory(7002, PROFESSION_SCAFFOLDING, { 1: { approvedAt: '2026-04-10', teacher: 'Malin Åkesson' } }),
    ...theory(7003, PROFESSION_CARPENTRY, allApproved(PROFESSION_CARPENTRY, '2026-05-12', 'Gunnar Lind')),
    ...theory(7004, PROFESSION_SCAFFOLDING, {}, { 1: { materialSentAt: '2025-02-03', courseOpportunity: null } }),
    ...theory(7005, PROFESSION_CARPENTRY, allApproved(PROFESSION_CARPENTRY, '2025-05-16', 'Birgitta Holm')),
    ...theory(7006, PROFESSION_CARPENTRY, {}),
    ...theory(7007, PROFESSION_SCAFFOLDING, {}),
  ])
  await createAll(target.bookPauses, pauses(today))
}
