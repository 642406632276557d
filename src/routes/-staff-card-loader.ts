import { notFound, redirect } from '@tanstack/react-router'
import { selectBaseLists } from '../../machines/shell/session.machine'
import { staffFromSearch } from '../../machines/orders/card-order.rules'
import type { CardOrderData } from '../components/orders/card-order-data'
import type { StaffCardRow } from '../components/orders/staff-card-data'
import { canOrderStaffCards } from '../domain/roles'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'
import { refusalsToPages } from './-book-loader'
import { requireAuth } from './-guards'
import { parseCompanyId } from './company/-guards'
import { NumericIdParam, readParams } from './-params'

/**
 * The company's card-order routes (issue 20, §2 Cards, §6 card orders for staff; ADR 0014): the `orders`
 * texts with whom the company may order for; the calls are imported when the route loads.
 */
const data = () => Promise.all([ensureNamespaces('orders'), import('../components/orders/staff-card-data')])

/**
 * /order-card/{id}/start: every company user of the company opens it (§6 "company order cards"); the
 * staff list only for those who may order staff cards (BG, AVDADM, FTGADM), the rest are told who may.
 */
export async function loadStaffPicker(
  context: RouterContext,
  companyId: number,
): Promise<{ mayOrder: boolean; staff: StaffCardRow[] }> {
  const user = requireAuth(context)
  const [, module] = await data()
  if (!canOrderStaffCards(user, companyId)) return { mayOrder: false, staff: [] }
  const staff = await refusalsToPages(() =>
    module.loadStaffCards(companyId, selectBaseLists(context.session.getSnapshot())),
  )
  return { mayOrder: true, staff }
}

export type StaffCardOrderData = CardOrderData & {
  name: string
  personId: number
  employmentId: number
  companyId: number
}

/** The employee's cards; one the company may not order for (not its staff, not in the caller's departments) is not found. */
async function staffCardOrder(
  context: RouterContext,
  companyId: number,
  ids: { personId: number; employmentId: number },
): Promise<StaffCardOrderData> {
  const [, module] = await data()
  const found = await refusalsToPages(() =>
    module.loadStaffCardOrder(companyId, ids, selectBaseLists(context.session.getSnapshot())),
  )
  if (found === null) throw notFound()
  return { ...found, ...ids, companyId }
}

/** /order-card-company/{companyId}/types: the employee in `?person=&employment=`; without one, the picker. */
export function loadStaffTypes(context: RouterContext, companyIdParam: string, search: object) {
  const companyId = parseCompanyId(companyIdParam) ?? 0
  const ids = staffFromSearch(search as Record<string, unknown>)
  if (ids === null) throw redirect({ href: `/order-card/${companyId}/start`, replace: true })
  return staffCardOrder(context, companyId, ids)
}

/** /card-company/{companyId}/order/{personId}/apprentice/{apprenticenshipId}: the employee in the path. */
export function loadStaffOrder(
  context: RouterContext,
  params: { companyId: string; personId: string; apprenticenshipId: string },
) {
  const ids = readParams(
    { personId: params.personId, employmentId: params.apprenticenshipId },
    { personId: NumericIdParam, employmentId: NumericIdParam },
  )
  if (ids === null) throw notFound()
  return staffCardOrder(context, parseCompanyId(params.companyId) ?? 0, ids)
}

/** The company's types and order pages' props from their route: the employee, the reason, the search. */
export function staffCardPageProps(data: StaffCardOrderData, reasonId: string | undefined, search: object) {
  return {
    load: { status: 'done' as const, data },
    personId: data.personId,
    reasonId,
    // No validateSearch (it would sit in the start page's entry): the page checks what it reads.
    search: search as Record<string, unknown>,
    staff: { companyId: data.companyId, employmentId: data.employmentId, name: data.name },
  }
}
