/** Instructor exemptions (§7 "Companies": instructor-exemptions list, get, create; the attachment's bytes, the project's call). */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import { ExemptionSchema, type Exemption, type ExemptionCreate, type ExemptionListBody } from './exemption.schemas'

const base = (companyId: number) => `companies/${companyId}/instructor-exemptions`

export async function listExemptions(
  companyId: number,
  filter: ExemptionListBody = {},
  options: CallContext = {},
): Promise<Exemption[]> {
  return (
    await http()
      .patch(`${base(companyId)}/list`, { json: filter, context: { silent: options.silent } })
      .json(rowsOf(ExemptionSchema))
  ).rows
}

export async function getExemption(companyId: number, exemptionId: number, options: CallContext = {}) {
  return http()
    .get(`${base(companyId)}/${exemptionId}/get`, { context: { silent: options.silent } })
    .json(ExemptionSchema)
}

/** The exemption's document: the stored bytes, typed as the server sniffed them (ADR 0004). */
export async function getExemptionAttachment(
  companyId: number,
  exemptionId: number,
  options: CallContext = {},
): Promise<Blob> {
  return http()
    .get(`${base(companyId)}/${exemptionId}/attachment`, {
      headers: { Accept: '*/*' },
      context: { silent: options.silent },
    })
    .blob()
}

/** The application with its document: multipart (ADR 0004), the server sets issuer, date and status. */
export async function createExemption(
  companyId: number,
  application: ExemptionCreate,
  options: CallContext = {},
): Promise<Exemption> {
  const body = new FormData()
  body.set('type', application.type)
  body.set('employmentId', String(application.employmentId))
  body.set('professionId', String(application.professionId))
  if (application.orientationId !== null) body.set('orientationId', String(application.orientationId))
  body.set('reason', application.reason)
  body.set('file', application.file, application.file.name ?? 'document')
  return http()
    .post(`${base(companyId)}/create`, { body, context: { silent: options.silent } })
    .json(ExemptionSchema)
}
