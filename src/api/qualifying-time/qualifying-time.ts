/**
 * Qualifying time (§7 "Qualifications and certificates"): the list, one qualifying time, its
 * modifications and length, approval, and the menu badge's count. Every function parses the answer
 * with its schema; `{ silent }` for pages that show failures themselves (ADR 0014/0015).
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  FinishedCountSchema,
  QualifyingTimeLengthSchema,
  QualifyingTimeModificationSchema,
  QualifyingTimeSchema,
  type CreateModificationBody,
  type FinishedCount,
  type QualifyingTime,
  type QualifyingTimeLength,
  type QualifyingTimeLengthBody,
  type QualifyingTimeListBody,
  type QualifyingTimeModification,
} from './qualifying-time.schemas'

/**
 * PATCH /qualification-times/list: a company's apprentices (`companyId`, department-scoped for
 * departmental users), one person's (`personId`) or, with neither, the caller's own. Finished ones
 * first, then by end date. `markSeen: true` when the screen opens resets the menu badge.
 */
export async function listQualifyingTimes(
  body: QualifyingTimeListBody = {},
  options: CallContext = {},
): Promise<QualifyingTime[]> {
  return (
    await http()
      .patch('qualification-times/list', { json: body, context: { silent: options.silent } })
      .json(rowsOf(QualifyingTimeSchema))
  ).rows
}

/** GET /qualification-times/{id}: one qualifying time the caller may read (404 otherwise, 403 outside their departments). */
export async function getQualifyingTime(id: number, options: CallContext = {}): Promise<QualifyingTime> {
  return http()
    .get(`qualification-times/${id}`, { context: { silent: options.silent } })
    .json(QualifyingTimeSchema)
}

/** GET /qualification-times/finished-count: the badge's number (§2), polled with the notifications. */
export async function countFinishedQualifyingTimes(options: CallContext = {}): Promise<FinishedCount> {
  return http()
    .get('qualification-times/finished-count', { context: { silent: options.silent } })
    .json(FinishedCountSchema)
}

/**
 * POST /qualification-times/create-modification: an extension request to the region. 422 when one
 * already awaits the region (§4), when the time is closed, or past the total maximum.
 */
export async function requestExtension(
  body: CreateModificationBody,
  options: CallContext = {},
): Promise<QualifyingTimeModification> {
  return http()
    .post('qualification-times/create-modification', { json: body, context: { silent: options.silent } })
    .json(QualifyingTimeModificationSchema)
}

/** GET /educations/{id}/list-qualification-time-modifications: newest first. */
export async function listModifications(
  educationId: number,
  options: CallContext = {},
): Promise<QualifyingTimeModification[]> {
  return (
    await http()
      .get(`educations/${educationId}/list-qualification-time-modifications`, {
        context: { silent: options.silent },
      })
      .json(rowsOf(QualifyingTimeModificationSchema))
  ).rows
}

/** PATCH /educations/{id}/get-qualification-time-length: the length, extensions and published hours. */
export async function getQualifyingTimeLength(
  educationId: number,
  body: QualifyingTimeLengthBody = {},
  options: CallContext = {},
): Promise<QualifyingTimeLength> {
  return http()
    .patch(`educations/${educationId}/get-qualification-time-length`, {
      json: body,
      context: { silent: options.silent },
    })
    .json(QualifyingTimeLengthSchema)
}

/**
 * PATCH /qualification-times/{id}/approve: the company's approval of a finished qualifying time.
 * 422 with §8's text while course Y4+Y5 is not approved; 422 when it is not (or no longer) ready.
 */
export async function approveQualifyingTime(id: number, options: CallContext = {}): Promise<QualifyingTime> {
  return http()
    .patch(`qualification-times/${id}/approve`, { json: {}, context: { silent: options.silent } })
    .json(QualifyingTimeSchema)
}
