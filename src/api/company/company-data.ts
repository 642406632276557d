/** The company's own data and the ways to it (§7 "Companies": update, list, check-admin, connect). */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  CheckAdminSchema,
  CompanyDetailSchema,
  CompanyListRowSchema,
  ConnectCompanyAnswerSchema,
  type CheckAdmin,
  type CompanyDetail,
  type CompanyListRow,
  type CompanyUpdateBody,
  type ConnectCompanyAnswer,
  type ConnectCompanyBody,
} from './company-data.schemas'

export async function updateCompany(
  companyId: number,
  body: CompanyUpdateBody,
  options: CallContext = {},
): Promise<CompanyDetail> {
  return http()
    .patch(`companies/update/${companyId}`, { json: body, context: { silent: options.silent } })
    .json(CompanyDetailSchema)
}

/** The companies with this organisation number (none or one). */
export async function listCompaniesByNumber(
  organizationalNumber: string,
  options: CallContext = {},
): Promise<CompanyListRow[]> {
  return (
    await http()
      .patch('companies/list', { json: { organizationalNumber }, context: { silent: options.silent } })
      .json(rowsOf(CompanyListRowSchema))
  ).rows
}

export async function checkCompanyAdmin(companyId: number, options: CallContext = {}): Promise<CheckAdmin> {
  return http()
    .get(`companies/${companyId}/check-admin`, { context: { silent: options.silent } })
    .json(CheckAdminSchema)
}

/** Connect a company: the region gets the e-mail application (§2). */
export async function connectCompany(
  body: ConnectCompanyBody,
  options: CallContext = {},
): Promise<ConnectCompanyAnswer> {
  return http()
    .patch('companies', { json: body, context: { silent: options.silent } })
    .json(ConnectCompanyAnswerSchema)
}
