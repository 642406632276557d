/**
 * E-book answers (ADR 0008, src/api/ebook/ebook.schemas.ts) as Pact matchers: types for the data,
 * values for what the portal branches on (a book's status and display state, why reporting is
 * closed, what the reader may do, a report's state, `data.reason` of a refusal).
 *
 * Report and pause periods and the employment date are calendar days: the portal compares them as
 * 'yyyy-mm-dd' strings (src/domain/ebook.ts periodsOverlap), so they are pinned to that form, while
 * timestamps (createdAt, savedAt, approvedAt) match ISO_DATE.
 *
 * As in bodies.ts, Pact has no "value or null": lists whose items differ in which fields are null
 * (a part never reported, one reached and approved) use arrayContaining with one variant per shape,
 * and a value inside eachLike is matched by type only (the type matcher cascades to it).
 */
import { MatchersV3 } from '@pact-foundation/pact'
import type { BookPause, Report, ReportDetail } from '../../../src/api/ebook/ebook.schemas'
import { isoDate } from './bodies'
import { fieldRefusal } from './errors'
import { API, bearer } from './pact'

const { arrayContaining, boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3

/**
 * `API` + `path`, whose `{key}` segments the provider state answers (fromProviderState), so the
 * contract does not depend on the seed's numbering; `examples` are the ids the consumer test uses.
 */
export function statePath(path: string, examples: Readonly<Record<string, number>>) {
  const fill = (value: (key: string) => string) => API + path.replace(/\{(\w+)\}/g, (_, key: string) => value(key))
  return fromProviderState(
    fill((key) => `\${${key}}`),
    fill((key) => {
      if (!(key in examples)) throw new Error(`statePath: no example for {${key}} in ${path}`)
      return String(examples[key])
    }),
  )
}

/** An id in a request body that the provider state answers under `key`. */
export const stateId = (key: string, example: number) => fromProviderState(`\${${key}}`, example)

/** A calendar day, 'yyyy-mm-dd' and nothing more. */
export const CALENDAR_DAY = '^\\d{4}-\\d{2}-\\d{2}$'
export const day = (example: string) => regex(CALENDAR_DAY, example)

/** A request with a JSON body (every e-book write but delete). */
export const withJson = (token: string, body: unknown) => ({
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body,
})

export const FORBIDDEN_BODY = { message: string('Du saknar behörighet för detta.') }
export const NOT_FOUND_BODY = { message: string('Det efterfrågade hittades inte.') }

/**
 * A 422 that names `field` (by value: the portal shows the message there) and, where the server says
 * why, `data.reason` (by value: toFailure maps it to the flow's text); the texts by type.
 */
export function ebookRefusal(field: string, reason: string | null, message: string, summary: string = message) {
  return { ...fieldRefusal(field, message, summary), ...(reason === null ? {} : { data: { reason } }) }
}

/** A 422 about the whole call (not one field): the message and errors[] by type, the reason by value. */
export function callRefusal(reason: string, message: string, field = 'id') {
  return {
    message: string(message),
    errors: eachLike({ field: string(field), message: string(message) }),
    data: { reason },
  }
}

// ---------------------------------------------------------------------------------------------
// The book

export const personNameBody = (id: number, firstName: string, lastName: string) => ({
  id: integer(id),
  firstName: string(firstName),
  lastName: string(lastName),
})

/** The scenario's instructor, who approves parts and books. */
export const JOHAN_BODY = personNameBody(1002, 'Johan', 'Berg')

/** An element part never reported (in a saved report) and not approved. */
export const unreportedPartBody = {
  id: integer(8480401),
  name: string('Montera konsoler'),
  requiredLevel: integer(3),
  mandatory: boolean(true),
  achievedLevel: null,
  instructorLevel: null,
  approvedAt: null,
  approvedBy: null,
}

/** A part the apprentice reached in a saved report and the instructor approved. */
export const approvedPartBody = {
  id: integer(8480201),
  name: string('Montera rullställning enligt monteringsanvisning'),
  requiredLevel: integer(3),
  mandatory: boolean(true),
  achievedLevel: integer(4),
  instructorLevel: integer(4),
  approvedAt: isoDate('2026-02-20'),
  approvedBy: JOHAN_BODY,
}

/** A work element whose every part has the shape of `part`. */
export const elementBody = (id: number, name: string, part: object) => ({
  id: integer(id),
  name: string(name),
  parts: eachLike(part),
})

export const approvedModuleBody = {
  id: integer(700101),
  courseName: string('Ställningsbyggnad grundkurs (Y1)'),
  approvedAt: isoDate('2025-10-15'),
  teacher: string('Lars Ek'),
  materialSentAt: null,
  courseOpportunity: null,
}
export const materialSentModuleBody = {
  id: integer(700103),
  courseName: string('Särskild ställningsutbildning (Y3)'),
  approvedAt: null,
  teacher: null,
  materialSentAt: isoDate('2026-10-01'),
  courseOpportunity: string('Umeå, 18–22 januari 2027'),
}
export const notStartedModuleBody = {
  id: integer(700104),
  courseName: string('Arbetsmiljö och säkerhet (Y4+Y5)'),
  approvedAt: null,
  teacher: null,
  materialSentAt: null,
  courseOpportunity: null,
}

/**
 * The apprentice's active e-book (7001 in the scenario) as the apprentice reads it: reporting open,
 * one element closed (level 4 and approved on every part), one not begun, theory partly done.
 * Interactions override what differs for their reader or state.
 */
export const activeBookBody = {
  id: integer(7001),
  createdAt: isoDate('2025-08-20T07:15:00.000Z'),
  personId: integer(1001),
  status: 'active',
  displayState: 'active',
  closedReason: null,
  apprentice: personNameBody(1001, 'Elin', 'Andersson'),
  companyId: integer(1),
  companyName: string('Byggbolaget i Norr AB'),
  professionId: integer(848),
  professionName: string('Ställningsbyggare'),
  permittedPeriod: { fromDate: day('2025-08-18'), toDate: day('2027-11-16') },
  employmentDate: day('2025-09-01'),
  validUntil: null,
  workplaces: eachLike({ id: integer(101), name: string('Huvudkontor Luleå') }),
  instructors: eachLike(JOHAN_BODY),
  elements: arrayContaining(
    elementBody(84802, 'Rullställning', approvedPartBody),
    elementBody(84804, 'Konsolställning', unreportedPartBody),
  ),
  theory: arrayContaining(approvedModuleBody, materialSentModuleBody, notStartedModuleBody),
  approval: null,
  viewer: { mayReport: true, mayManagePauses: false, mayReview: false, mayApprove: false },
}

/** The viewer of a reader who only reads (ADR 0009: YUA, administrators, BG). */
export const READ_ONLY_VIEWER = { mayReport: false, mayManagePauses: false, mayReview: false, mayApprove: false }

/**
 * One row of books/list; status and display state by value (the list shows them), the review counts
 * by type and readyForApproval by value (the instructor's list branches on it).
 */
export const bookRowBody = (
  id: number,
  status: string | null,
  displayState: string,
  professionName = 'Ställningsbyggare',
  companyName = 'Byggbolaget i Norr AB',
  review: {
    apprentice?: object
    personId?: number
    unreadReportCount?: number
    divergentCount?: number
    readyForApproval?: boolean
  } = {},
) => ({
  id: integer(id),
  createdAt: isoDate('2025-08-20T07:15:00.000Z'),
  personId: integer(review.personId ?? 1001),
  status,
  displayState,
  apprentice: review.apprentice ?? personNameBody(1001, 'Elin', 'Andersson'),
  professionName: string(professionName),
  companyName: string(companyName),
  unreadReportCount: integer(review.unreadReportCount ?? 0),
  divergentCount: integer(review.divergentCount ?? 0),
  readyForApproval: review.readyForApproval ?? false,
})

// ---------------------------------------------------------------------------------------------
// Reports, report details, pauses

type Shape = 'day' | 'time' | 'exact'

/** Numbers and texts by type, nulls as null, the named fields as days, timestamps or exact values. */
function shaped(example: object, shapes: Readonly<Record<string, Shape>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => {
      const shape = shapes[key]
      if (value === null || shape === 'exact') return [key, value]
      if (shape === 'day') return [key, day(String(value))]
      if (shape === 'time') return [key, isoDate(String(value))]
      if (typeof value === 'number') return [key, integer(value)]
      if (typeof value === 'boolean') return [key, boolean(value)]
      return [key, string(String(value))]
    }),
  )
}

const exactly = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 'exact' as const]))

const REPORT_SHAPES: Record<string, Shape> = {
  state: 'exact',
  fromDate: 'day',
  toDate: 'day',
  date: 'day',
  createdAt: 'time',
  savedAt: 'time',
  readByInstructorAt: 'time',
}

/** A report without its details; `state` by value, `exact` for what one interaction promises. */
export const reportFieldsBody = (report: Omit<Report, 'details'>, exact: ReadonlyArray<keyof Report> = []) =>
  shaped(report, { ...REPORT_SHAPES, ...exactly(exact) })

/** A report with its details (a matcher: eachLike(detailBody(...)), or [] for none). */
export const reportBody = (
  report: Omit<Report, 'details'>,
  details: unknown,
  exact: ReadonlyArray<keyof Report> = [],
) => ({
  ...reportFieldsBody(report, exact),
  details,
})

/** One row of reports/list: the report without details, with their count, the apprentice and the divergent count. */
export const reportRowBody = (
  report: Omit<Report, 'details'>,
  detailCount: number,
  apprentice: object = personNameBody(1001, 'Elin', 'Andersson'),
  divergentCount = 0,
) => ({
  ...reportFieldsBody(report),
  detailCount: integer(detailCount),
  apprentice,
  divergentCount: integer(divergentCount),
})

/** A rated part; who approved it as a name (or null). */
export const detailBody = (detail: ReportDetail, exact: ReadonlyArray<keyof ReportDetail> = []) => {
  const { approvedBy, ...rest } = detail
  return {
    ...shaped(rest, { approvedAt: 'time', ...exactly(exact) }),
    approvedBy: approvedBy === null ? null : personNameBody(approvedBy.id, approvedBy.firstName, approvedBy.lastName),
  }
}

export const pauseBody = (pause: BookPause, exact: ReadonlyArray<keyof BookPause> = []) =>
  shaped(pause, { fromDate: 'day', toDate: 'day', ...exactly(exact) })

/** `{ ok: true }`, the answer of every delete. */
export const OK_BODY = { ok: true }
