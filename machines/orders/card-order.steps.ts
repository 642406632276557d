import type { CardOrderReason, CardQuote, CardType } from '../../src/api/orders/card.schemas'
import type { FieldErrors } from '../../src/api/failure'

/**
 * A card order for oneself (§2 Cards, §9, issue 20): what can be ordered, what the person chose and
 * typed, and the fields a message can belong to. Shared by the machine, its rules, the views and the
 * route loaders (a type two files share lives in the lower one).
 */

/** A machine type of a machine profession (§2 machine orientation). */
export interface MachineChoice {
  id: number
  name: string
}

/**
 * One card the person may order: a machine card for a machine education (the person picks the
 * machine-type combination, §9 "per machine-type combination") or a trade-certificate card for a
 * trade certificate held. `ongoing`: an order of this card type is under way (§4: blocked).
 */
export interface CardOption {
  /** `trade-<professionId>` or `machine-<educationId>`: the option's id in the address (`?card=`). */
  key: string
  type: CardType
  professionId: number
  professionName: string
  /** The machine education ordered for (machine cards only). */
  educationId: number | null
  /** The profession's machine types to choose from ([] for a trade certificate). */
  machines: MachineChoice[]
  ongoing: boolean
}

export interface DeliveryAddress {
  attention: string
  address1: string
  address2: string
  zip: string
  city: string
}

export type AddressField = keyof DeliveryAddress

export interface CardOrderValues {
  /** The chosen option's key; '' before a choice. */
  optionKey: string
  /** The machine-type combination of a machine card (ids, sorted). */
  machineIds: number[]
  reason: CardOrderReason | ''
  address: DeliveryAddress
  /** §9 delivery and payment terms; asked only when the quoted card costs anything. */
  acceptTerms: boolean
}

/**
 * Where a message is shown: the card (the server's ongoing-order refusal, §4, on machineIds or
 * professionId), the machine types, the reason, the delivery address (its fields, or the whole address
 * when the server names it) and the terms.
 */
export type CardOrderField = 'card' | 'machineIds' | 'reason' | AddressField | 'deliveryAddress' | 'acceptTerms'

export type CardOrderErrors = FieldErrors<CardOrderField>

/** The page each state belongs to: the types page (`/order-card/$personId/types`) or the order page (`/card/$personId/order`). */
export type CardOrderPage = 'types' | 'order'

export type { CardQuote }

export const EMPTY_ADDRESS: DeliveryAddress = { attention: '', address1: '', address2: '', zip: '', city: '' }
