import { cardOptions } from '../../../machines/orders/card-order.rules'
import type { CardOption } from '../../../machines/orders/card-order.steps'
import { listCardStaff } from '../../api/orders/cards'
import type { CardStaff } from '../../api/orders/card.schemas'
import { listProfessions } from '../../api/shell/baselists'
import type { BaseLists } from '../../api/shell/baselists.schemas'
import type { CardOrderData } from './card-order-data'

/** One employee the company may order cards for (§6), with the cards that can be ordered for them. */
export interface StaffCardRow {
  personId: number
  employmentId: number
  name: string
  departments: string[]
  options: CardOption[]
}

const nameOf = (s: CardStaff) => `${s.person.firstName} ${s.person.lastName}`.trim()

async function staffRows(companyId: number, lists: BaseLists | null): Promise<StaffCardRow[]> {
  const [staff, professions] = await Promise.all([
    listCardStaff(companyId, { silent: true }),
    lists?.professions ?? listProfessions(),
  ])
  return staff.map((s) => ({
    personId: s.person.id,
    employmentId: s.employmentId,
    name: nameOf(s),
    departments: s.departments.map((d) => d.name),
    // §4: the server names the card types with an ongoing order, whoever placed it.
    options: cardOptions(
      s,
      professions,
      s.ongoing.map((type) => ({ type })),
    ),
  }))
}

/** The staff picker's rows (/order-card/{id}/start): whom the caller may order cards for, by the API's scope. */
export function loadStaffCards(companyId: number, lists: BaseLists | null): Promise<StaffCardRow[]> {
  return staffRows(companyId, lists)
}

/** The company's types and order pages: the employee's cards, or null when the company may not order for them. */
export async function loadStaffCardOrder(
  companyId: number,
  who: { personId: number; employmentId: number },
  lists: BaseLists | null,
): Promise<(CardOrderData & { name: string }) | null> {
  const row = (await staffRows(companyId, lists)).find(
    (r) => r.personId === who.personId && r.employmentId === who.employmentId,
  )
  return row ? { options: row.options, ongoing: [], name: row.name } : null
}
