import type { Profession } from '../../src/api/shell/baselists.schemas'
import type { Education, TradeCertificate } from '../../src/api/shell/user.schemas'
import type { MachineCardOrderBody, PrintOrder, TradeCertificateCardBody } from '../../src/api/orders/card.schemas'
import { CARD_ORDER_REASONS, type CardOrderReason, type CardQuote } from '../../src/api/orders/card.schemas'
import { message, type Failure } from '../../src/api/failure'
import { addressProblems } from '../../src/domain/address'
import {
  EMPTY_ADDRESS,
  type CardOption,
  type CardOrderErrors,
  type CardOrderField,
  type CardOrderValues,
  type DeliveryAddress,
} from './card-order.steps'

/** The fields of the types page (what the card is) and of the order page (where it goes, the terms). */
export const CHOICE_FIELDS: readonly CardOrderField[] = ['card', 'machineIds', 'reason']
export const DETAIL_FIELDS: readonly CardOrderField[] = [
  'attention',
  'address1',
  'address2',
  'zip',
  'city',
  'deliveryAddress',
  'acceptTerms',
]

export const optionKeyOf = (o: Pick<CardOption, 'type' | 'professionId' | 'educationId'>): string =>
  o.type === 'machineCard' ? `machine-${o.educationId ?? 0}` : `trade-${o.professionId}`

/**
 * What the person may order (§2 Cards, §9): a machine card for each education in a machine profession
 * (the combination is chosen from the profession's machine types), a trade-certificate card for each
 * trade certificate held. A card type with an ongoing order (not delivered, not cancelled) is blocked,
 * whatever its combination or profession (§4 "one ongoing order per person and card type", as the server).
 */
export function cardOptions(
  person: {
    educations: readonly Pick<Education, 'id' | 'professionId'>[]
    tradeCertificates: readonly Pick<TradeCertificate, 'professionId'>[]
  },
  professions: readonly Profession[],
  ongoing: readonly Pick<PrintOrder, 'type'>[],
): CardOption[] {
  const professionOf = (id: number | null) => professions.find((p) => p.id === id)
  const blocked = (type: CardOption['type']) => ongoing.some((o) => o.type === type)
  const machineCards = person.educations.flatMap((education): CardOption[] => {
    const profession = professionOf(education.professionId)
    if (!profession?.isMachineProfession) return []
    const option = { type: 'machineCard' as const, professionId: profession.id, educationId: education.id }
    return [
      {
        ...option,
        key: optionKeyOf(option),
        professionName: profession.name,
        machines: profession.machineOrientations.map((m) => ({ id: m.id, name: m.name })),
        ongoing: blocked('machineCard'),
      },
    ]
  })
  const tradeCards = person.tradeCertificates.map((certificate): CardOption => {
    const option = { type: 'tradeCertificate' as const, professionId: certificate.professionId, educationId: null }
    return {
      ...option,
      key: optionKeyOf(option),
      professionName: professionOf(certificate.professionId)?.name ?? '',
      machines: [],
      ongoing: blocked('tradeCertificate'),
    }
  })
  return [...machineCards, ...tradeCards]
}

export const chosenOption = (values: Pick<CardOrderValues, 'optionKey'>, options: readonly CardOption[]) =>
  options.find((o) => o.key === values.optionKey) ?? null

export const isReason = (value: unknown): value is CardOrderReason =>
  typeof value === 'string' && (CARD_ORDER_REASONS as readonly string[]).includes(value)

/**
 * The types page's check: a card that is not blocked by an ongoing order (§4), a machine-type
 * combination for a machine card, a reason (§9).
 */
export function choiceErrors(values: CardOrderValues, options: readonly CardOption[]): CardOrderErrors {
  const errors: CardOrderErrors = {}
  const option = chosenOption(values, options)
  if (!option) errors.card = message('chooseCard')
  else if (option.ongoing) errors.card = message('ongoingOrder')
  else if (option.type === 'machineCard' && values.machineIds.length === 0)
    errors.machineIds = message('chooseMachines')
  if (values.reason === '') errors.reason = message('chooseReason')
  return errors
}

/**
 * The order page's check: a delivery address to post the card to (street, postcode, town; §3) and the
 * §9 delivery and payment terms when the server's quote says the card costs anything.
 */
export function detailErrors(values: CardOrderValues, quote: CardQuote | null): CardOrderErrors {
  const errors: CardOrderErrors = {}
  const problems = addressProblems({ ...values.address, country: 'Sverige' })
  for (const field of ['address1', 'zip', 'city'] as const) {
    const problem = problems[field]
    if (problem) errors[field] = message(problem)
  }
  if (quote !== null && quote.price.total > 0 && !values.acceptTerms) errors.acceptTerms = message('acceptTerms')
  return errors
}

/** What a call names: the machine education's card or the trade certificate's, with its body. */
export type CardCall =
  | { kind: 'machineCard'; educationId: number; body: Omit<MachineCardOrderBody, 'preview'> }
  | {
      kind: 'tradeCertificate'
      personId: number
      body: Omit<TradeCertificateCardBody, 'preview'> & { reason: CardOrderReason }
    }

const trimmedAddress = (a: DeliveryAddress) => ({
  attention: a.attention.trim() || null,
  address1: a.address1.trim(),
  address2: a.address2.trim() || null,
  zip: a.zip.trim(),
  city: a.city.trim(),
})

/**
 * The call for the choice: the quote sends only the card and the reason (the server prices it, §9); the
 * order adds the delivery address and the terms. No price is ever sent. A company ordering for its
 * employee (§6) names itself (`companyId`): the company pays, and is quoted its price.
 */
export function cardCall(
  personId: number,
  values: CardOrderValues,
  options: readonly CardOption[],
  order: boolean,
  companyId: number | null = null,
): CardCall | null {
  const option = chosenOption(values, options)
  if (!option || !isReason(values.reason)) return null
  const extra = {
    ...(companyId === null ? {} : { companyId }),
    ...(order ? { deliveryAddress: trimmedAddress(values.address), acceptTerms: values.acceptTerms } : {}),
  }
  if (option.type === 'machineCard' && option.educationId !== null)
    return {
      kind: 'machineCard',
      educationId: option.educationId,
      body: { machineIds: values.machineIds, reason: values.reason, ...extra },
    }
  return {
    kind: 'tradeCertificate',
    personId,
    body: { professionId: option.professionId, reason: values.reason, ...extra },
  }
}

/**
 * A refusal's texts at the page's fields: the server names `professionId` or `machineIds` for the card
 * (§4 ongoing order, a profession not held), `reason`, `deliveryAddress` (or one of its parts) and
 * `acceptTerms`. None: the failure is the page's.
 */
export function fieldErrorsOf(failure: Failure): CardOrderErrors {
  const errors: CardOrderErrors = {}
  for (const [field, text] of Object.entries(failure.fieldErrors ?? {})) {
    if (!text) continue
    const at: CardOrderField | null =
      field === 'professionId' || field === 'machineIds' || field === 'card'
        ? 'card'
        : field.startsWith('deliveryAddress')
          ? 'deliveryAddress'
          : (CHOICE_FIELDS as readonly string[]).includes(field) || field === 'acceptTerms'
            ? (field as CardOrderField)
            : null
    if (at) errors[at] ??= text
  }
  return errors
}

export const namesChoiceField = (errors: CardOrderErrors) => CHOICE_FIELDS.some((f) => errors[f] !== undefined)

/** The person's own address as the delivery address to start from (§3 current user's address). */
export function addressOf(person: {
  address1: string | null
  address2: string | null
  zip: string | null
  city: string | null
}): DeliveryAddress {
  return {
    ...EMPTY_ADDRESS,
    address1: person.address1 ?? '',
    address2: person.address2 ?? '',
    zip: person.zip ?? '',
    city: person.city ?? '',
  }
}

/** The address's search: the option and, for a machine card, the combination (`?card=machine-6601&machines=1-2`). */
export function choiceSearch(values: Pick<CardOrderValues, 'optionKey' | 'machineIds'>): {
  card?: string
  machines?: string
} {
  return {
    ...(values.optionKey ? { card: values.optionKey } : {}),
    ...(values.machineIds.length > 0 ? { machines: values.machineIds.join('-') } : {}),
  }
}

/** Whom a company orders a card for (§6): the employee and their employment at the company. */
export interface StaffCardOrder {
  companyId: number
  personId: number
  employmentId: number
}

/**
 * A card page's address: the types page or the order page, the reason in the path, the choice in the
 * search. For oneself `/order-card/{personId}/types`, `/card/{personId}/order`; for an employee
 * `/order-card-company/{companyId}/types?person=&employment=` and
 * `/card-company/{companyId}/order/{personId}/apprentice/{employmentId}`.
 */
export function cardPageHref(
  page: 'types' | 'order',
  who: number | StaffCardOrder,
  values: Pick<CardOrderValues, 'optionKey' | 'machineIds' | 'reason'>,
): string {
  const staff = typeof who === 'number' ? null : who
  const personId = typeof who === 'number' ? who : who.personId
  const path =
    staff === null
      ? page === 'types'
        ? `/order-card/${personId}/types`
        : `/card/${personId}/order`
      : page === 'types'
        ? `/order-card-company/${staff.companyId}/types`
        : `/card-company/${staff.companyId}/order/${personId}/apprentice/${staff.employmentId}`
  const whom: Record<string, string> =
    staff !== null && page === 'types' ? { person: String(personId), employment: String(staff.employmentId) } : {}
  const query = new URLSearchParams({ ...whom, ...choiceSearch(values) }).toString()
  return `${path}${values.reason ? `/${values.reason}` : ''}${query ? `?${query}` : ''}`
}

/** The employee the company's types page is for (`?person=&employment=`): positive ids, or none. */
export function staffFromSearch(search: Record<string, unknown>): { personId: number; employmentId: number } | null {
  const id = (value: unknown) => placedOrderId({ order: value })
  const personId = id(search.person)
  const employmentId = id(search.employment)
  return personId === undefined || employmentId === undefined ? null : { personId, employmentId }
}

/**
 * The choice an address carries (a hand-typed or stale one is dropped piece by piece, never trusted).
 * The router reads a search value that looks like JSON as such (`?machines=1` is the number 1).
 */
export function choiceFromSearch(
  search: Record<string, unknown>,
  reasonId: string | undefined,
  options: readonly CardOption[],
): Pick<CardOrderValues, 'optionKey' | 'machineIds' | 'reason'> {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  const option = options.find((o) => o.key === text(search.card)) ?? null
  const offered = new Set(option?.machines.map((m) => m.id) ?? [])
  const machineIds = text(search.machines)
    .split('-')
    .map(Number)
    .filter((id) => offered.has(id))
  return {
    optionKey: option?.key ?? '',
    machineIds: [...new Set(machineIds)].sort((a, b) => a - b),
    reason: isReason(reasonId) ? reasonId : '',
  }
}

/** The thank-you page's order (`?order=`): a positive id, or none. */
export function placedOrderId(search: Record<string, unknown>): number | undefined {
  const value = typeof search.order === 'number' ? String(search.order) : search.order
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined
}
