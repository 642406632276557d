import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DISTANCE_ORDER_STATE as S,
  addDays,
  cardPrice,
  combinationKey,
  daysBetween,
  deactivatesBook,
  deadlineFacts,
  deadlineWarning,
  firstStatus,
  hasOngoingOrder,
  inListShow,
  isAwaitingCompany,
  latestApprovalDate,
  mayExtend,
  mayTransition,
  reasonFits,
  type EarlierCard,
} from './orders'

const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2025-01-01', n))

describe('distance order states (§4)', () => {
  it('only an order sent to the company awaits it; approving leads from 1 to 2 and nowhere else', () => {
    expect(Object.values(S).filter(isAwaitingCompany)).toEqual([S.sentToCompanyForApproval])
    expect(mayTransition(S.sentToCompanyForApproval, S.approvedByCompany)).toBe(true)
    for (const from of Object.values(S))
      if (from !== S.sentToCompanyForApproval) expect(mayTransition(from, S.approvedByCompany)).toBe(false)
    expect(mayTransition(S.commissioned, S.paid)).toBe(false)
    expect(mayTransition(9, 1)).toBe(false)
  })

  it('the toggle: unhandled is state 1, previous the rest the company has seen (not a created one)', () => {
    const ids = Object.values(S)
    expect(ids.filter((id) => inListShow(id, 'unhandled'))).toEqual([1])
    expect(ids.filter((id) => inListShow(id, 'previous'))).toEqual([2, 3, 4, 5, 6])
  })

  it('an extension is bought for a running order only', () => {
    expect(Object.values(S).filter(mayExtend)).toEqual([2, 3, 4, 5])
  })
})

describe('the approval deadline (§4)', () => {
  const order = (over: Partial<Parameters<typeof deadlineWarning>[0]> = {}) => ({
    stateId: S.sentToCompanyForApproval,
    latestApprovalDate: '2026-12-01',
    extendedApprovalDate: null,
    allowanceDays: 30,
    today: '2026-11-16',
    ...over,
  })

  it('is the profession’s allowance after sending; none for an allowance of 0 or none', () => {
    expect(latestApprovalDate('2026-11-01', 30)).toBe('2026-12-01')
    expect(latestApprovalDate('2026-11-01', 0)).toBeNull()
    expect(latestApprovalDate('2026-11-01', null)).toBeNull()
  })

  it('warns when fewer days are left than half the allowance, exactly at the boundary', () => {
    // 15 days left of 30: not under half.
    expect(deadlineWarning(order({ today: '2026-11-16' }))).toBe(false)
    // 14 days left: under half.
    expect(deadlineWarning(order({ today: '2026-11-17' }))).toBe(true)
    expect(deadlineFacts(order({ today: '2026-11-17' }))).toMatchObject({ daysLeft: 14, warning: true })
  })

  it('does not warn for another state, without a deadline, or when the profession allows no days', () => {
    const late = { today: '2026-11-30' }
    expect(deadlineWarning(order({ ...late, stateId: S.approvedByCompany }))).toBe(false)
    expect(deadlineWarning(order({ ...late, latestApprovalDate: null }))).toBe(false)
    expect(deadlineWarning(order({ ...late, allowanceDays: 0 }))).toBe(false)
    expect(deadlineWarning(order({ ...late, allowanceDays: null }))).toBe(false)
  })

  it('an extended deadline replaces the latest approval date', () => {
    const extended = order({ today: '2026-12-05', extendedApprovalDate: '2026-12-31' })
    expect(deadlineFacts(extended)).toMatchObject({ deadline: '2026-12-31', daysLeft: 26, warning: false })
    expect(deactivatesBook(extended)).toBe(false)
  })

  it('deactivates the e-book from the day after the deadline, only while awaiting the company', () => {
    expect(deactivatesBook(order({ today: '2026-12-01' }))).toBe(false)
    expect(deactivatesBook(order({ today: '2026-12-02' }))).toBe(true)
    expect(deactivatesBook(order({ today: '2026-12-02', stateId: S.approvedByCompany }))).toBe(false)
    expect(deactivatesBook(order({ today: '2030-01-01', latestApprovalDate: null }))).toBe(false)
  })

  it('property: deactivation implies the warning (when the profession allows days), and days left count down by one a day', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 1, max: 90 }), (deadline, today, allowance) => {
        const input = order({ latestApprovalDate: deadline, today, allowanceDays: allowance })
        if (deactivatesBook(input)) expect(deadlineWarning(input)).toBe(true)
        const tomorrow = deadlineFacts({ ...input, today: addDays(today, 1) }).daysLeft
        expect(tomorrow).toBe((deadlineFacts(input).daysLeft ?? 0) - 1)
        expect(daysBetween(today, addDays(today, allowance))).toBe(allowance)
      }),
    )
  })
})

describe('card prices (§9)', () => {
  const card = (over: Partial<EarlierCard> = {}): EarlierCard => ({
    type: 'machineCard',
    professionId: 120,
    machineIds: [1, 2],
    status: 'delivered',
    ...over,
  })
  const machine = (machineIds: number[], payer: 'person' | 'company' = 'person') => ({
    type: 'machineCard' as const,
    professionId: 120,
    machineIds,
    payer,
  })

  it('the first machine card of a combination is free, a later one 120 kr excl. VAT (150 incl.)', () => {
    expect(cardPrice(machine([1, 2]), [])).toMatchObject({ rule: 'first', total: 0, shown: 0 })
    expect(cardPrice(machine([2, 1]), [card()])).toMatchObject({
      rule: 'later',
      net: 120,
      vat: 30,
      total: 150,
      shown: 150,
    })
    expect(cardPrice(machine([1]), [card()])).toMatchObject({ rule: 'first', total: 0 })
  })

  it('a company sees the price excluding VAT; a cancelled card does not count', () => {
    expect(cardPrice(machine([1, 2], 'company'), [card()])).toMatchObject({
      shown: 120,
      includesVat: false,
      total: 150,
    })
    expect(cardPrice(machine([1, 2]), [card({ status: 'cancelled' })]).rule).toBe('first')
  })

  it('the first trade-certificate card is free, a replacement 450 kr incl. tax', () => {
    const trade = { type: 'tradeCertificate' as const, professionId: 848, machineIds: [], payer: 'person' as const }
    expect(cardPrice(trade, [card()]).total).toBe(0)
    const earlier = [card({ type: 'tradeCertificate', professionId: 848, machineIds: [] })]
    expect(cardPrice(trade, earlier)).toMatchObject({ rule: 'replacement', total: 450, net: 360, vat: 90 })
    expect(cardPrice({ ...trade, professionId: 101 }, earlier).total).toBe(0)
  })

  it('property: price never negative, net + VAT = total, order of ids never matters', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 })
    fc.assert(
      fc.property(ids, fc.array(ids, { maxLength: 4 }), (wanted, had) => {
        const earlier = had.map((machineIds) => card({ machineIds }))
        const price = cardPrice(machine(wanted), earlier)
        expect(price.net).toBeGreaterThanOrEqual(0)
        expect(price.net + price.vat).toBe(price.total)
        expect(cardPrice(machine([...wanted].reverse()), earlier)).toEqual(price)
        expect(price.rule === 'later').toBe(had.some((h) => combinationKey(h) === combinationKey(wanted)))
      }),
    )
  })

  it('one ongoing order per card type (§4); a free card starts as ordered, a paid one awaits payment', () => {
    expect(hasOngoingOrder([card({ status: 'printed' })], 'machineCard')).toBe(true)
    expect(hasOngoingOrder([card({ status: 'printed' })], 'tradeCertificate')).toBe(false)
    expect(hasOngoingOrder([card({ status: 'delivered' })], 'machineCard')).toBe(false)
    expect(firstStatus({ total: 0 })).toBe('ordered')
    expect(firstStatus({ total: 150 })).toBe('awaitingPayment')
  })

  it('a first card is ordered as the first card (or other); a later one for a reason other than first card', () => {
    expect(reasonFits('firstCard', 'first')).toBe(true)
    expect(reasonFits('lostOrStolen', 'first')).toBe(false)
    expect(reasonFits('lostOrStolen', 'later')).toBe(true)
    expect(reasonFits('firstCard', 'replacement')).toBe(false)
  })
})
