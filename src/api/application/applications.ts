import { http, type CallContext } from '../client'
import { OkSchema, rowsOf } from '../common.schemas'
import {
  ApplicationDocumentSchema,
  ApplicationListRowSchema,
  ApplicationSchema,
  type Application,
  type ApplicationAction,
  type ApplicationChanges,
  type ApplicationDocument,
  type ApplicationListRow,
  type DocumentType,
} from './application.schemas'

/** §9: the application list loads at most 500. */
export const APPLICATION_LIST_PAGE_SIZE = 500

/** Creates a draft: by the apprentice (no companyId needed) or by a company (companyId given). */
export async function createApplication(
  changes: ApplicationChanges & { companyId?: number | null },
): Promise<Application> {
  return http().post('applications/create', { json: changes }).json(ApplicationSchema)
}

export async function getApplication(id: number): Promise<Application> {
  return http().get(`applications/get/${id}`).json(ApplicationSchema)
}

export async function deleteApplication(id: number, options: CallContext = {}): Promise<{ ok: boolean }> {
  return http()
    .delete(`applications/delete/${id}`, { context: { silent: options.silent } })
    .json(OkSchema)
}

/** Apprentices list their own; company users the ones received by a company. */
export async function listApplications(
  params: { type: 'own' } | { type: 'received'; companyId: number },
  search = '',
): Promise<ApplicationListRow[]> {
  const answer = await http()
    .patch('applications/list', { json: { ...params, search, pageSize: APPLICATION_LIST_PAGE_SIZE } })
    .json(rowsOf(ApplicationListRowSchema))
  return answer.rows
}

/** Saves changes; a company may add an action (save, approve, deny with an optional motivation). */
export async function updateApplication(
  id: number,
  changes: ApplicationChanges,
  action?: { type: ApplicationAction; denyMotivation?: string },
): Promise<Application> {
  return http()
    .patch(`applications/update/${id}`, {
      json: { ...changes, action: action?.type, denyMotivation: action?.denyMotivation },
    })
    .json(ApplicationSchema)
}

/** The apprentice signs with the honesty declaration; the application goes to the company. */
export async function signApplication(id: number): Promise<Application> {
  return http()
    .post(`applications/sign/${id}`, { json: { honestyDeclaration: true } })
    .json(ApplicationSchema)
}

export async function uploadApplicationDocument(
  applicationId: number,
  file: Blob & { name?: string },
  meta: { type: DocumentType; quality?: string; schoolRegion?: string; municipality?: string; schoolName?: string },
  options: CallContext = {},
): Promise<ApplicationDocument> {
  const body = new FormData()
  body.set('applicationId', String(applicationId))
  body.set('type', meta.type)
  for (const key of ['quality', 'schoolRegion', 'municipality', 'schoolName'] as const) {
    const value = meta[key]
    if (value) body.set(key, value)
  }
  body.set('file', file, file.name ?? 'document')
  return http()
    .post('application-documents/create', { body, context: { silent: options.silent } })
    .json(ApplicationDocumentSchema)
}

export async function deleteApplicationDocument(id: number): Promise<{ ok: boolean }> {
  return http().delete(`application-documents/delete/${id}`).json(OkSchema)
}

/** The stored file's bytes. */
export async function getApplicationDocument(id: number): Promise<Blob> {
  return http()
    .get(`application-documents/get/${id}`, { headers: { Accept: '*/*' } })
    .blob()
}
