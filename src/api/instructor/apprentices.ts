/** The instructor's own apprentices, with or without a book (see apprentices.schemas.ts). */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import { InstructorApprenticeSchema, type InstructorApprentice } from './apprentices.schemas'

export async function listInstructorApprentices(
  instructorId: number,
  options: CallContext = {},
): Promise<InstructorApprentice[]> {
  return (
    await http()
      .patch('apprenticeships/list', { json: { instructorId }, context: { silent: options.silent } })
      .json(rowsOf(InstructorApprenticeSchema))
  ).rows
}
