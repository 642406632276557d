import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { CardOrderInput } from '../../../machines/orders/card-order.machine'
import { addressOf, cardPageHref, choiceFromSearch } from '../../../machines/orders/card-order.rules'
import { EMPTY_ADDRESS } from '../../../machines/orders/card-order.steps'
import { selectCardPage } from '../../../machines/orders/card-order.selectors'
import type { CardOption, CardOrderPage, CardOrderValues } from '../../../machines/orders/card-order.steps'
import { useSessionSelector } from '../../session/session-context'
import { releaseCardOrderEdges, takeCardOrder, type CardOrderActor, type CardOrderEdges } from './card-order.edge'

export interface CardOrderRouteProps {
  personId: number
  reasonId: string | undefined
  /** The address's search as the router parsed it (checked by choiceFromSearch). */
  search: Record<string, unknown>
  /** The company ordering for its employee `personId` (§6), the employment, the name to deliver to. */
  staff?: { companyId: number; employmentId: number; name: string }
}

/**
 * The running card order for the page `at` (types or order): the flow already running for this page,
 * or one started from what the address carries, with the person's own address to deliver to. Its
 * edges navigate between the two pages and to the thank-you page.
 */
export function useCardOrder(at: CardOrderPage, options: CardOption[], route: CardOrderRouteProps): CardOrderActor {
  const navigate = useNavigate()
  const user = useSessionSelector((s) => s.context.user)
  const { personId, staff } = route
  const who = staff ? { companyId: staff.companyId, employmentId: staff.employmentId, personId } : personId
  // Plain addresses: the card routes read their search in their own (lazy) code, not in the entry.
  const edges = useRef<CardOrderEdges>({
    toOrderPage: (values: CardOrderValues) => void navigate({ href: cardPageHref('order', who, values) }),
    toTypesPage: (values: CardOrderValues) => void navigate({ href: cardPageHref('types', who, values) }),
    ordered: (order) => void navigate({ href: `/card/thankyou?order=${order.id}` }),
  })
  const [actor] = useState(() => {
    const input: CardOrderInput = {
      personId,
      options,
      values: {
        ...choiceFromSearch(route.search, route.reasonId, options),
        // For staff the company says where the card goes (the employee's home is not the company's to read).
        address: staff
          ? { ...EMPTY_ADDRESS, attention: staff.name }
          : addressOf(user ?? { address1: null, address2: null, zip: null, city: null }),
        acceptTerms: false,
      },
      at,
      ...(staff ? { companyId: staff.companyId } : {}),
    }
    return takeCardOrder(input, edges.current, (a) => selectCardPage(a.getSnapshot()))
  })
  useEffect(() => {
    const mine = edges.current
    return () => releaseCardOrderEdges(mine)
  }, [])
  return actor
}
