/**
 * The qualifications slice's calls (issue 21): what a person holds, read from the person call
 * (GET /persons/get/{id}, answered with each item's certificate). Its other calls are shared with the
 * slices that made them first (the api layer is shared, ADR 0006): a profession's courses
 * (../company/companies.ts listProfessionCourses) and the instructions' confirmation
 * (../instructor/instructions.ts confirmInstructionsRead, PUT /trade-certificates/read).
 */
import { http, type CallContext } from '../client'
import { PersonQualificationsSchema, type PersonQualifications } from './qualifications.schemas'

/** What the person holds, each item with its certificate (403 for someone else unless an administrator). */
export async function getPersonQualifications(
  personId: number,
  options: CallContext = {},
): Promise<PersonQualifications> {
  return http()
    .get(`persons/get/${personId}`, { context: { silent: options.silent } })
    .json(PersonQualificationsSchema)
}
