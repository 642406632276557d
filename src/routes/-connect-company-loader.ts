import { selectBaseLists } from '../../machines/shell/session.machine'
import type { ConnectRegion } from '../../machines/company/connect-company.steps'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'

/**
 * The loader of /connect-company: its texts and the regions of the base lists (loaded at login; read
 * here when that load failed or is still on its way, a failure showing the route's error).
 */
export async function loadConnectCompany(context: RouterContext): Promise<ConnectRegion[]> {
  const lists = selectBaseLists(context.session.getSnapshot())
  const [, regions] = await Promise.all([
    ensureNamespaces('company-connect'),
    lists ? lists.regions : import('../api/shell/baselists').then(({ listRegions }) => listRegions()),
  ])
  return regions.map(({ id, name }) => ({ id, name }))
}
