/**
 * The order rules (§4 "Orders", §5 purchase terms, §6 who approves, §9 prices), pure, for the
 * simulated backend and the pages alike (so a page shows what the server will decide). Calendar days
 * are 'yyyy-mm-dd' strings. Decisions where the spec is silent: docs/decisions/notes/orders-backend.md.
 */
import type { OrderListShow } from '../api/orders/order.schemas'
import type { CardOrderReason, CardPrice, CardType, Payer, PrintOrderStatus } from '../api/orders/card.schemas'
import { canSeeDistanceOrders, type RoleUser } from './roles'

/* ---- distance orders: states and transitions (§4) ---- */

/** §4 distance-order states by id (the base list `distance-order-states/list` names them). */
export const DISTANCE_ORDER_STATE = {
  created: 0,
  sentToCompanyForApproval: 1,
  approvedByCompany: 2,
  awaitingPayment: 3,
  paid: 4,
  commissioned: 5,
  standby: 6,
} as const
export type DistanceOrderStateName = keyof typeof DISTANCE_ORDER_STATE
export type DistanceOrderStateId = (typeof DISTANCE_ORDER_STATE)[DistanceOrderStateName]

/** Extension-order states by id (the base list `extension-order-states/list` names them). */
export const EXTENSION_ORDER_STATE = {
  created: 0,
  sentToCompanyForApproval: 1,
  approvedByCompany: 2,
  approvedByRegion: 3,
  rejected: 4,
} as const

const S = DISTANCE_ORDER_STATE

/**
 * The transitions the portal knows (§4 names the states and "the one the company confirms"; the
 * rest is the provider's and the region's). Only 1 → 2 is the company's (approve).
 */
export const DISTANCE_ORDER_TRANSITIONS: Readonly<Record<DistanceOrderStateId, readonly DistanceOrderStateId[]>> = {
  [S.created]: [S.sentToCompanyForApproval, S.standby],
  [S.sentToCompanyForApproval]: [S.approvedByCompany, S.standby],
  [S.approvedByCompany]: [S.awaitingPayment, S.standby],
  [S.awaitingPayment]: [S.paid, S.standby],
  [S.paid]: [S.commissioned],
  [S.commissioned]: [],
  [S.standby]: [S.created, S.sentToCompanyForApproval],
}

export function isDistanceOrderState(id: number): id is DistanceOrderStateId {
  return Object.values(S).includes(id as DistanceOrderStateId)
}

export function mayTransition(from: number, to: number): boolean {
  return isDistanceOrderState(from) && isDistanceOrderState(to) && DISTANCE_ORDER_TRANSITIONS[from].includes(to)
}

/** Only an order awaiting the company may be approved; any other is closed to the company (§8 "order cannot be saved"). */
export function isAwaitingCompany(stateId: number): boolean {
  return stateId === S.sentToCompanyForApproval
}

/** The company sees an order from the moment it is sent to it; a created one is the provider's draft. */
export function isVisibleToCompany(stateId: number): boolean {
  return isDistanceOrderState(stateId) && stateId !== S.created
}

/** §2's toggle: unhandled = awaiting the company; previous = everything the company has seen since. */
export function inListShow(stateId: number, show: OrderListShow): boolean {
  return show === 'unhandled' ? isAwaitingCompany(stateId) : isVisibleToCompany(stateId) && !isAwaitingCompany(stateId)
}

/** §6 "Order approval: company administrators and distance-order approvers" (department-scoped by the caller). */
export function mayApproveOrders(user: RoleUser, companyId: number): boolean {
  return canSeeDistanceOrders(user, companyId)
}

/* ---- the approval deadline (§4) ---- */

/** Whole days from `from` to `to` (both 'yyyy-mm-dd'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.slice(0, 10).split('-').map(Number)
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((utc(to) - utc(from)) / 86_400_000)
}

/** 'yyyy-mm-dd' plus whole days (UTC, so no time zone moves it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/**
 * The last day to approve an order sent on `sentDay`: its profession's allowance later
 * (`daysUntilOrderApproval`); null when the profession gives none (null or 0: no deadline).
 */
export function latestApprovalDate(sentDay: string, allowanceDays: number | null): string | null {
  return allowanceDays !== null && allowanceDays > 0 ? addDays(sentDay, allowanceDays) : null
}

export interface DeadlineInput {
  stateId: number
  latestApprovalDate: string | null
  /** "Some have an extended deadline" (§4): when set it replaces the latest approval date. */
  extendedApprovalDate: string | null
  /** The profession's `daysUntilOrderApproval`. */
  allowanceDays: number | null
  /** 'yyyy-mm-dd' on the scenario clock. */
  today: string
}

/** The day that counts: the extended one, else the latest approval date. */
export function effectiveDeadline(input: Pick<DeadlineInput, 'latestApprovalDate' | 'extendedApprovalDate'>) {
  return (input.extendedApprovalDate ?? input.latestApprovalDate)?.slice(0, 10) ?? null
}

/**
 * §4 exactly: the warning shows when a state 1 order has an approval deadline, its profession allows
 * a positive number of days, and the days left are under half of that allowance. (Past the deadline
 * the days left are negative, so the warning stays.)
 */
export function deadlineWarning(input: DeadlineInput): boolean {
  const deadline = effectiveDeadline(input)
  if (input.stateId !== S.sentToCompanyForApproval || deadline === null) return false
  if (input.allowanceDays === null || input.allowanceDays <= 0) return false
  return daysBetween(input.today, deadline) < input.allowanceDays / 2
}

/**
 * §4: an order awaiting the company past its approval date switches the apprentice's e-book off
 * until approved. "Past" is the day after the deadline: the deadline day itself still counts.
 */
export function deactivatesBook(
  input: Pick<DeadlineInput, 'stateId' | 'latestApprovalDate' | 'extendedApprovalDate' | 'today'>,
): boolean {
  const deadline = effectiveDeadline(input)
  return input.stateId === S.sentToCompanyForApproval && deadline !== null && input.today > deadline
}

/** The deadline facts an order answer carries (DeadlineSchema). */
export function deadlineFacts(input: DeadlineInput) {
  const deadline = effectiveDeadline(input)
  return {
    deadline,
    daysLeft: deadline === null ? null : daysBetween(input.today, deadline),
    allowanceDays: input.allowanceDays,
    warning: deadlineWarning(input),
    deactivatesBook: deactivatesBook(input),
  }
}

/* ---- extension orders ---- */

/** An extension order is bought for a running distance order: approved by the company and not yet done or on standby. */
export function mayExtend(distanceStateId: number): boolean {
  return (
    distanceStateId === S.approvedByCompany ||
    distanceStateId === S.awaitingPayment ||
    distanceStateId === S.paid ||
    distanceStateId === S.commissioned
  )
}

/** An extension order still open (a second one for the same distance order waits for it). */
export function isOpenExtensionOrder(stateId: number): boolean {
  return stateId === EXTENSION_ORDER_STATE.created || stateId === EXTENSION_ORDER_STATE.sentToCompanyForApproval
}

export function isExtensionAwaitingCompany(stateId: number): boolean {
  return stateId === EXTENSION_ORDER_STATE.sentToCompanyForApproval
}

/* ---- prices (§9) ---- */

/** Swedish VAT on cards and education. */
export const VAT_RATE = 0.25
/** §9: a later machine card of a combination, excluding VAT. */
export const MACHINE_CARD_PRICE_NET = 120
/** §9: a replacement trade-certificate card, including tax. */
export const TRADE_CERTIFICATE_REPLACEMENT_TOTAL = 450

/** Net to VAT and total in whole kronor (VAT rounded to the krona). */
export function withVat(net: number): { net: number; vat: number; total: number } {
  const vat = Math.round(net * VAT_RATE)
  return { net, vat, total: net + vat }
}

/** Total including VAT back to net and VAT. */
export function fromTotal(total: number): { net: number; vat: number; total: number } {
  const net = Math.round(total / (1 + VAT_RATE))
  return { net, vat: total - net, total }
}

/** A machine-type combination as one key: the ids sorted and unique ("1+3"). */
export function combinationKey(machineIds: readonly number[]): string {
  return [...new Set(machineIds)].sort((a, b) => a - b).join('+')
}

/** An earlier card as the price rule reads it. */
export interface EarlierCard {
  type: CardType
  professionId: number
  machineIds: readonly number[]
  status: PrintOrderStatus
}

/** A print order counts as a card the person had unless it was cancelled. */
export function countsAsCard(status: PrintOrderStatus): boolean {
  return status !== 'cancelled'
}

/** A print order is ongoing until delivered or cancelled (§4 "one ongoing order at a time"). */
export function isOngoing(status: PrintOrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled'
}

export interface CardRequest {
  type: CardType
  professionId: number
  /** A machine card's combination; ignored for a trade certificate. */
  machineIds: readonly number[]
  payer: Payer
}

/**
 * §9: the first machine card per machine-type combination is free, later ones 120 kr excl. VAT; the
 * first trade-certificate card (of the profession) is free, a replacement 450 kr incl. tax. The
 * person sees the price incl. VAT; a company the price excl. VAT (its "variable").
 */
export function cardPrice(request: CardRequest, earlier: readonly EarlierCard[]): CardPrice {
  const had = earlier.filter((c) => countsAsCard(c.status) && c.type === request.type)
  const key = combinationKey(request.machineIds)
  const repeat =
    request.type === 'machineCard'
      ? had.some((c) => combinationKey(c.machineIds) === key)
      : had.some((c) => c.professionId === request.professionId)
  const amounts = !repeat
    ? { net: 0, vat: 0, total: 0 }
    : request.type === 'machineCard'
      ? withVat(MACHINE_CARD_PRICE_NET)
      : fromTotal(TRADE_CERTIFICATE_REPLACEMENT_TOTAL)
  const rule = !repeat ? 'first' : request.type === 'machineCard' ? 'later' : 'replacement'
  const includesVat = request.payer === 'person'
  return { rule, payer: request.payer, ...amounts, shown: includesVat ? amounts.total : amounts.net, includesVat }
}

/** §4: an ongoing order of the same card type (and for a machine card, any combination) blocks a new one. */
export function hasOngoingOrder(earlier: readonly EarlierCard[], type: CardType): boolean {
  return earlier.some((c) => c.type === type && isOngoing(c.status))
}

/** The reasons a first card may be ordered for, and those of a later one (§9's list split by the price rule). */
export const FIRST_CARD_REASONS: readonly CardOrderReason[] = ['firstCard', 'other']
export function reasonFits(reason: CardOrderReason, rule: CardPrice['rule']): boolean {
  return rule === 'first' ? FIRST_CARD_REASONS.includes(reason) : reason !== 'firstCard'
}

/** The status a new print order starts in: a free card goes straight to print, a paid one awaits the advance invoice (§9). */
export function firstStatus(price: Pick<CardPrice, 'total'>): PrintOrderStatus {
  return price.total > 0 ? 'awaitingPayment' : 'ordered'
}
