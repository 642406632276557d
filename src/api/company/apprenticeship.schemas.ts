/**
 * §3 apprenticeship as the company's apprentice pages read and change it: its instructors (§5
 * instructor rules) and its employment rate periods (§3 Employment rate: percent, period, original
 * percent; §5 1–100, 0 means a pause). Decisions: docs/decisions/notes/co-staff19.md.
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'
import { BookStatusSchema, DisplayStateSchema } from '../ebook/ebook.schemas'

export const EmploymentRateSchema = v.object({
  id: Id,
  /** 1–100 (§5). */
  percent: v.number(),
  /** The rate the period replaced (100 when none was set before). */
  originalPercent: v.number(),
  fromDate: IsoDate,
  toDate: IsoDate,
})
export type EmploymentRate = v.InferOutput<typeof EmploymentRateSchema>

export const ApprenticePauseSchema = v.object({
  id: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  reason: v.string(),
  /** The e-book the pause belongs to, and whether it carries its one file (§3 Pause "attachment"). */
  bookId: v.optional(Id),
  hasAttachment: v.optional(v.boolean()),
})
export type ApprenticePause = v.InferOutput<typeof ApprenticePauseSchema>

/**
 * The apprenticeship's e-books as the company's pause pages need them (issue 19, docs/decisions/notes/pauses.md):
 * its id, display status (an approved or issued book takes no pause) and the permitted period pauses lie in.
 */
export const ApprenticeBookSchema = v.object({
  id: Id,
  status: BookStatusSchema,
  /** What the book is today on the scenario clock (§4 display states: paused, not yet active …), as its overview says. */
  displayState: v.optional(DisplayStateSchema),
  permittedPeriod: v.object({ fromDate: IsoDate, toDate: IsoDate }),
})
export type ApprenticeBook = v.InferOutput<typeof ApprenticeBookSchema>

export const ApprenticeInstructorSchema = v.object({
  /** The instructor's employment at the company. */
  employmentId: Id,
  personId: Id,
  firstName: v.string(),
  lastName: v.string(),
  isActive: v.boolean(),
})

export const ApprenticeshipDetailSchema = v.object({
  id: Id,
  companyId: Id,
  employmentId: Id,
  person: v.object({
    id: Id,
    firstName: v.string(),
    lastName: v.string(),
    protectedIdentity: v.boolean(),
  }),
  professionId: v.nullable(Id),
  fromDate: IsoDate,
  manuallyEndedDate: v.nullable(IsoDate),
  departmentIds: v.array(Id),
  instructors: v.array(ApprenticeInstructorSchema),
  employmentRates: v.array(EmploymentRateSchema),
  /** The pauses of the apprentice's e-book: a rate period may not overlap them (§8). */
  pauses: v.array(ApprenticePauseSchema),
  /** The apprenticeship's e-books (none: a person without a book, who takes no pause). */
  books: v.optional(v.array(ApprenticeBookSchema)),
})
export type ApprenticeshipDetail = v.InferOutput<typeof ApprenticeshipDetailSchema>

/* ---- request bodies ---- */

export const EmploymentRateBodySchema = v.object({ percent: v.number(), fromDate: IsoDate, toDate: IsoDate })
export type EmploymentRateBody = v.InferInput<typeof EmploymentRateBodySchema>

/**
 * PATCH /apprenticeships/update/{id}: `instructorEmploymentIds` is the whole new set of active
 * instructors (links made or ended to match); `employmentRate` adds one rate period.
 */
export const ApprenticeshipUpdateBodySchema = v.object({
  instructorEmploymentIds: v.optional(v.pipe(v.array(Id), v.maxLength(50))),
  employmentRate: v.optional(EmploymentRateBodySchema),
})
export type ApprenticeshipUpdateBody = v.InferInput<typeof ApprenticeshipUpdateBodySchema>

/** PATCH /apprenticeships/list: a company's apprentices (within the caller's departments). */
export const ApprenticeshipListBodySchema = v.object({
  companyId: Id,
  departmentId: v.nullish(Id),
  search: v.optional(Text(TEXT_MAX.search), ''),
  includeEnded: v.optional(v.boolean(), false),
})
export type ApprenticeshipListBody = v.InferInput<typeof ApprenticeshipListBodySchema>
