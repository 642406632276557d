/**
 * Old-system import (§7 "Old-system import"): the records awaiting the apprentice's answer, those
 * awaiting the company's, and the two answers. Every function parses the answer with its schema;
 * `{ silent }` for pages that show failures themselves (ADR 0014/0015).
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  ImportRecordSchema,
  type ImportRecord,
  type UpdateForCompanyBody,
  type UpdateForPersonBody,
} from './import.schemas'

/** GET /byn2import/get-person: the caller's own records still awaiting their answer (§4). */
export async function getPersonImports(options: CallContext = {}): Promise<ImportRecord[]> {
  return (
    await http()
      .get('byn2import/get-person', { context: { silent: options.silent } })
      .json(rowsOf(ImportRecordSchema))
  ).rows
}

/**
 * GET /byn2import/get-company?companyId=: the company's records the apprentice accepted and the company
 * has not answered; a departmental user sees those of their departments. 403 for a caller who may not
 * answer for the company.
 */
export async function getCompanyImports(companyId: number, options: CallContext = {}): Promise<ImportRecord[]> {
  return (
    await http()
      .get('byn2import/get-company', { searchParams: { companyId }, context: { silent: options.silent } })
      .json(rowsOf(ImportRecordSchema))
  ).rows
}

/**
 * PATCH /byn2import/update-for-person: the apprentice's answer (OK, NOK1, NOK2), final once given.
 * 422 with §8's text when the answer is missing or was already given.
 */
export async function answerAsPerson(body: UpdateForPersonBody, options: CallContext = {}): Promise<ImportRecord> {
  return http()
    .patch('byn2import/update-for-person', { json: body, context: { silent: options.silent } })
    .json(ImportRecordSchema)
}

/**
 * PATCH /byn2import/update-for-company: the company's answer. OK needs a department (when the company
 * has them), a workplace of that department and an eligible instructor; 422 `errors[]` with §8's texts
 * per missing or wrong field, or when the company already answered. Both OK: the record is queued.
 */
export async function answerAsCompany(body: UpdateForCompanyBody, options: CallContext = {}): Promise<ImportRecord> {
  return http()
    .patch('byn2import/update-for-company', { json: body, context: { silent: options.silent } })
    .json(ImportRecordSchema)
}
