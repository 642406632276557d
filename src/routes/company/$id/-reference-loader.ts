import { selectBaseLists } from '../../../../machines/shell/session.machine'
import type { ReferenceData } from '../../../components/application/employer/reference-data'
import { ensureNamespaces } from '../../../i18n/i18n'
import type { RouterContext } from '../../../session/session.edge'

/**
 * The loader of the company application routes: their texts (with the domain widgets') and the reference data (base lists,
 * instructions date). The calls are imported when the route loads, not with the start page (a
 * route's loader is part of the entry, its component is not).
 */
export async function loadCompanyReference(context: RouterContext): Promise<ReferenceData> {
  const [, { loadReferenceData }] = await Promise.all([
    ensureNamespaces('application-company', 'application', 'domain-widgets'),
    import('../../../components/application/employer/reference-data'),
  ])
  return loadReferenceData(selectBaseLists(context.session.getSnapshot()))
}
