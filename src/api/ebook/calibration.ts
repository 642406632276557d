/**
 * The calibration view's calls (issue 10, ADR 0009 "Calibration"; not in the spec): the apprentice's
 * self-rating against the instructor's, per element, for one book or summed over an instructor's books.
 */
import { http, type CallContext } from '../client'
import {
  BookCalibrationSchema,
  InstructorCalibrationSchema,
  type BookCalibration,
  type InstructorCalibration,
} from './calibration.schemas'

/** One book's elements × saved reports (readers of the book; 403 others, 404 unknown). */
export async function getBookCalibration(bookId: number, options: CallContext = {}): Promise<BookCalibration> {
  return http()
    .get(`books/${bookId}/calibration`, { context: { silent: options.silent } })
    .json(BookCalibrationSchema)
}

/** Every book `instructorId` supervises that the caller reads, one heatmap per profession, columns per apprentice. */
export async function getInstructorCalibration(
  instructorId: number,
  options: CallContext = {},
): Promise<InstructorCalibration> {
  return http()
    .patch('books/calibration', { json: { instructorId }, context: { silent: options.silent } })
    .json(InstructorCalibrationSchema)
}
