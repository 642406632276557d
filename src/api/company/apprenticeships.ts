/** The company's apprentice calls (§7 "Employments and apprenticeships"); every answer parsed. */
import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  ApprenticeshipDetailSchema,
  type ApprenticeshipDetail,
  type ApprenticeshipListBody,
  type ApprenticeshipUpdateBody,
} from './apprenticeship.schemas'
import type { EndBody } from './employment.schemas'

export async function listApprenticeships(
  body: ApprenticeshipListBody,
  options: CallContext = {},
): Promise<ApprenticeshipDetail[]> {
  return (
    await http()
      .patch('apprenticeships/list', { json: body, context: { silent: options.silent } })
      .json(rowsOf(ApprenticeshipDetailSchema))
  ).rows
}

export async function getApprenticeship(id: number, options: CallContext = {}): Promise<ApprenticeshipDetail> {
  return http()
    .get(`apprenticeships/get/${id}`, { context: { silent: options.silent } })
    .json(ApprenticeshipDetailSchema)
}

/** Instructors (the whole new set) and/or one new employment rate period. */
export async function updateApprenticeship(
  id: number,
  changes: ApprenticeshipUpdateBody,
  options: CallContext = {},
): Promise<ApprenticeshipDetail> {
  return http()
    .patch(`apprenticeships/update/${id}`, { json: changes, context: { silent: options.silent } })
    .json(ApprenticeshipDetailSchema)
}

export async function endApprenticeship(
  id: number,
  body: EndBody = {},
  options: CallContext = {},
): Promise<ApprenticeshipDetail> {
  return http()
    .post(`apprenticeships/end/${id}`, { json: body, context: { silent: options.silent } })
    .json(ApprenticeshipDetailSchema)
}

/** Removes an apprenticeship without an e-book (one with a book is ended instead, §8). */
export async function deleteApprenticeship(id: number, options: CallContext = {}): Promise<void> {
  await http()
    .delete(`apprenticeships/delete/${id}`, { context: { silent: options.silent } })
    .json(OkSchema)
}
