import { classified } from '../../api/failure'
import { getCompanyImports, getPersonImports } from '../../api/import/import'
import type { ImportRecord } from '../../api/import/import.schemas'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { mayAnswerImport } from '../../domain/import'
import type { ImportSide } from '../../../machines/import/import-answer.steps'

/** One record awaiting the user's answer, and the side they answer it for. */
export interface ImportItemData {
  record: ImportRecord
  side: ImportSide
}

/** §6: the companies the user answers for (administrator, education responsible, department roles). */
export function answeringCompanies(user: CurrentUser): number[] {
  const ids = new Set([...user.companyRoles.map((r) => r.companyId), ...user.employments.map((e) => e.companyId)])
  return [...ids].filter((id) => id > 0 && mayAnswerImport(user, id)).sort((a, b) => a - b)
}

/**
 * §2 the start page's import notice (§4: the apprentice answers first, then the company): the user's own
 * records awaiting their answer, then each company's awaiting the company. One failed call fails the
 * whole notice (it says so and offers a retry) rather than showing part of the list as if it were all.
 */
export async function loadImportItems(companyIds: readonly number[]): Promise<ImportItemData[]> {
  const load = <T>(call: () => Promise<T>) => classified(call, 'couldNotLoad', {})
  const [own, ...companies] = await Promise.all([
    load(() => getPersonImports({ silent: true })),
    ...companyIds.map((id) => load(() => getCompanyImports(id, { silent: true }))),
  ])
  return [
    ...(own ?? []).map((record) => ({ record, side: 'apprentice' as const })),
    ...companies.flat().map((record) => ({ record, side: 'company' as const })),
  ]
}
