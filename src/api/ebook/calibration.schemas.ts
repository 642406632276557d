/**
 * The calibration view (issue 10, ADR 0009 "Calibration"): the apprentice's self-rating against the
 * instructor's rating, element by element. Not in the spec: the paths and shapes are the project's.
 *
 * - `GET /books/{id}/calibration`: one book; columns are its saved reports (oldest period first).
 * - `PATCH /books/calibration` `{ instructorId }`: every book that person supervises which the caller
 *   reads, one group per profession (its elements are that profession's catalogue); columns are the
 *   books (one apprentice each), each cell summing that apprentice's saved reports.
 *
 * A cell is one element in one column: the rated parts of that element there (`rated`), those the
 * instructor gave a level (`assessed`), those where the apprentice's level is above the instructor's
 * (`overRated`) or below it (`underRated`), the mean of the apprentice's levels over the rated parts
 * and of the instructor's over the assessed ones (one decimal), and `divergent` (§8: some level differs).
 * Cells are sparse: an element not rated in a column has no cell there. Rows are the elements rated
 * at least once in a saved report, in catalogue order. Drafts never count.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'
import { PersonNameSchema } from './ebook.schemas'

const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A mean of levels 1–4, rounded to one decimal. */
const MeanLevel = v.pipe(v.number(), v.minValue(1), v.maxValue(4))

export const CalibrationCountsSchema = v.object({
  /** Rated parts (the apprentice's self-rating in a saved report). */
  rated: Count,
  /** Of those, the parts the instructor gave a level. */
  assessed: Count,
  /** Assessed parts where the apprentice's level is above the instructor's. */
  overRated: Count,
  /** Assessed parts where the apprentice's level is below the instructor's. */
  underRated: Count,
})
export type CalibrationCounts = v.InferOutput<typeof CalibrationCountsSchema>

export const CalibrationCellSchema = v.object({
  /** The column's id: a report id (one book) or a book id (an instructor's books). */
  columnId: Id,
  ...CalibrationCountsSchema.entries,
  /** The mean of the apprentice's levels over the rated parts. */
  selfLevel: MeanLevel,
  /** The mean of the instructor's levels over the assessed parts; null when none is assessed. */
  instructorLevel: v.nullable(MeanLevel),
  /** Some assessed part differs (§8 difference in assessment). */
  divergent: v.boolean(),
})
export type CalibrationCell = v.InferOutput<typeof CalibrationCellSchema>

export const CalibrationElementSchema = v.object({
  id: Id,
  name: v.string(),
  cells: v.array(CalibrationCellSchema),
  /** The element's cells summed. */
  counts: CalibrationCountsSchema,
})
export type CalibrationElement = v.InferOutput<typeof CalibrationElementSchema>

export const ProfessionRefSchema = v.object({ id: Id, name: v.string() })

/** A column of one book's calibration: a saved report, with its cells summed. */
export const ReportColumnSchema = v.object({
  id: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  counts: CalibrationCountsSchema,
})
export type ReportColumn = v.InferOutput<typeof ReportColumnSchema>

/** A column of an instructor's calibration: one book, its apprentice (masked as elsewhere, §6) and its saved reports' count. */
export const BookColumnSchema = v.object({
  id: Id,
  apprentice: PersonNameSchema,
  reportCount: Count,
  counts: CalibrationCountsSchema,
})
export type BookColumn = v.InferOutput<typeof BookColumnSchema>

/** GET /books/{id}/calibration */
export const BookCalibrationSchema = v.object({
  bookId: Id,
  apprentice: PersonNameSchema,
  profession: ProfessionRefSchema,
  columns: v.array(ReportColumnSchema),
  elements: v.array(CalibrationElementSchema),
  totals: CalibrationCountsSchema,
})
export type BookCalibration = v.InferOutput<typeof BookCalibrationSchema>

/** One profession's heatmap in an instructor's calibration. */
export const CalibrationGroupSchema = v.object({
  profession: ProfessionRefSchema,
  columns: v.array(BookColumnSchema),
  elements: v.array(CalibrationElementSchema),
  totals: CalibrationCountsSchema,
})
export type CalibrationGroup = v.InferOutput<typeof CalibrationGroupSchema>

/** PATCH /books/calibration */
export const InstructorCalibrationSchema = v.object({
  instructorId: Id,
  groups: v.array(CalibrationGroupSchema),
  totals: CalibrationCountsSchema,
})
export type InstructorCalibration = v.InferOutput<typeof InstructorCalibrationSchema>

/** PATCH /books/calibration body: whose supervised books (a person id, a positive whole number). */
export const InstructorCalibrationBodySchema = v.object({ instructorId: v.pipe(Id, v.minValue(1)) })
export type InstructorCalibrationBody = v.InferOutput<typeof InstructorCalibrationBodySchema>
