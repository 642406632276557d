import { notFound } from '@tanstack/react-router'
import type {
  ExemptionFormData,
  ExemptionListData,
  ExemptionViewData,
} from '../../../components/company/exemptions/exemption-load'
import { errorStatus } from '../../../api/client'
import { ensureNamespaces } from '../../../i18n/i18n'

/**
 * The loaders of the exemption pages (§2 /company/{id}/exemptions, /exemption/{exemption_id},
 * /exemption/new[/{employee_id}]; ADR 0014): the page's read and the professions it names, beside the
 * page's texts. The calls are imported when the route loads.
 */
const calls = () =>
  Promise.all([
    import('../../../api/company/exemptions'),
    import('../../../api/shell/baselists'),
    ensureNamespaces('company-exemptions'),
  ])

export async function loadExemptionList(companyId: number): Promise<ExemptionListData> {
  const [{ listExemptions }, { listProfessions }] = await calls()
  const [exemptions, professions] = await Promise.all([
    listExemptions(companyId, {}, { silent: true }),
    listProfessions(),
  ])
  return { exemptions, professions }
}

/**
 * One exemption. §2's quirk lets any company user open the page; the API answers only whom §6 lets
 * read it (403: the page says so, `refused`); 404 or another company's: not found.
 */
export async function loadExemption(companyId: number, exemptionId: number): Promise<ExemptionViewData> {
  const [{ getExemption }, { listProfessions }] = await calls()
  try {
    const [exemption, professions] = await Promise.all([
      getExemption(companyId, exemptionId, { silent: true }),
      listProfessions(),
    ])
    if (exemption.companyId !== companyId) throw notFound()
    return { status: 'shown', exemption, professions }
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) return { status: 'refused' }
    if (status === 404) throw notFound()
    throw error
  }
}

/** The form's choices: the staff the viewer may see (instructor rows: any company user reads them) and the professions. */
export async function loadExemptionForm(companyId: number): Promise<ExemptionFormData> {
  const [[, { listProfessions }], { listEmployments }] = await Promise.all([
    calls(),
    import('../../../api/company/companies'),
  ])
  const [staff, professions] = await Promise.all([listEmployments(companyId, {}, { silent: true }), listProfessions()])
  return { staff, professions }
}
