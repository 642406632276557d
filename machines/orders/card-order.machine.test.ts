import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../../src/api/failure'
import type { CardQuote, PrintOrder } from '../../src/api/orders/card.schemas'
import { cardOrderMachine, type CardOrderInput } from './card-order.machine'
import {
  cardOrderPathInput,
  FIRST_CARD_PROFESSION,
  FREE_QUOTE,
  JOHAN,
  ONGOING,
  ORDERED,
  REASON_LATER,
  REPLACEMENT_PROFESSION,
  REPLACEMENT_QUOTE,
} from './card-order.paths'
import {
  cardCall,
  cardOptions,
  cardPageHref,
  choiceFromSearch,
  choiceSearch,
  staffFromSearch,
  type CardCall,
} from './card-order.rules'
import {
  selectCardErrors,
  selectCardFormError,
  selectCardPage,
  selectCardQuote,
  selectCardValues,
  selectOrderScreen,
} from './card-order.selectors'
import type { CardOption } from './card-order.steps'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function arrange(
  answers: { quote?: Array<CardQuote | Failure>; order?: Array<PrintOrder | Failure> },
  input = cardOrderPathInput,
) {
  const calls: Array<{ call: 'quote' | 'order'; input: CardCall }> = []
  const pages: string[] = []
  const ordered: PrintOrder[] = []
  const answer = <T>(list: Array<T | Failure> | undefined) => {
    const next = list?.shift()
    if (!next) throw new Error('no answer planned')
    if ('key' in (next as object)) throw next
    return next as T
  }
  const machine = cardOrderMachine.provide({
    actors: {
      quoteCard: fromPromise(async ({ input: call }: { input: CardCall }) => {
        calls.push({ call: 'quote', input: call })
        return answer<CardQuote>(answers.quote)
      }),
      orderCard: fromPromise(async ({ input: call }: { input: CardCall }) => {
        calls.push({ call: 'order', input: call })
        return answer<PrintOrder>(answers.order)
      }),
    },
    actions: {
      toOrderPage: () => void pages.push('order'),
      toTypesPage: () => void pages.push('types'),
      ordered: (_, order) => void ordered.push(order),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, calls, pages, ordered }
}

type Actor = ReturnType<typeof arrange>['actor']
const choose = (actor: Actor, professionId: number, reason: 'firstCard' | 'lostOrStolen') => {
  actor.send({ type: 'card.choose', key: `trade-${professionId}` })
  actor.send({ type: 'reason.choose', reason })
  actor.send({ type: 'step.continue' })
}

describe('card-order machine', () => {
  it('asks for a card and a reason before leaving the types page', () => {
    const { actor, pages } = arrange({})
    actor.send({ type: 'step.continue' })
    expect(selectCardPage(actor.getSnapshot())).toBe('types')
    expect(selectCardErrors(actor.getSnapshot())).toEqual({
      card: { key: 'chooseCard' },
      reason: { key: 'chooseReason' },
    })
    expect(pages).toEqual([])
  })

  it('blocks a card type with an ongoing order (§4) on the types page', () => {
    const options: CardOption[] = cardOrderPathInput.options.map((o) => ({ ...o, ongoing: o.professionId === 101 }))
    const { actor } = arrange({}, { ...cardOrderPathInput, options })
    choose(actor, FIRST_CARD_PROFESSION, 'firstCard')
    expect(selectCardErrors(actor.getSnapshot())).toEqual({ card: { key: 'ongoingOrder' } })
  })

  it('shows the price the server quotes, sends no price, and orders a free first card without terms', async () => {
    const { actor, calls, pages, ordered } = arrange({ quote: [FREE_QUOTE], order: [ORDERED] })
    choose(actor, FIRST_CARD_PROFESSION, 'firstCard')
    expect(pages).toEqual(['order'])
    await settle()
    expect(selectCardQuote(actor.getSnapshot())).toEqual(FREE_QUOTE)
    expect(selectOrderScreen(actor.getSnapshot())).toBe('form')
    actor.send({ type: 'step.continue' })
    expect(selectOrderScreen(actor.getSnapshot())).toBe('confirm')
    actor.send({ type: 'order.confirm' })
    await settle()
    expect(ordered).toEqual([ORDERED])
    expect(calls.map((c) => c.input)).toEqual([
      { kind: 'tradeCertificate', personId: JOHAN.id, body: { professionId: 101, reason: 'firstCard' } },
      {
        kind: 'tradeCertificate',
        personId: JOHAN.id,
        body: {
          professionId: 101,
          reason: 'firstCard',
          acceptTerms: false,
          deliveryAddress: {
            attention: null,
            address1: 'Skolgatan 4',
            address2: null,
            zip: '931 30',
            city: 'Skellefteå',
          },
        },
      },
    ])
    expect(JSON.stringify(calls)).not.toMatch(/price|total|amount/)
  })

  it('asks for the §9 terms when the card costs anything, and for a delivery address', async () => {
    const { actor } = arrange({ quote: [REPLACEMENT_QUOTE] })
    choose(actor, REPLACEMENT_PROFESSION, 'lostOrStolen')
    await settle()
    actor.send({ type: 'address.change', field: 'zip', value: '' })
    actor.send({ type: 'step.continue' })
    expect(selectCardErrors(actor.getSnapshot())).toEqual({
      zip: { key: 'required' },
      acceptTerms: { key: 'acceptTerms' },
    })
    expect(selectCardFormError(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
    actor.send({ type: 'address.change', field: 'zip', value: '931 30' })
    actor.send({ type: 'terms.toggle', checked: true })
    actor.send({ type: 'step.continue' })
    expect(selectOrderScreen(actor.getSnapshot())).toBe('confirm')
  })

  it("goes back to the types page with the server's words at the reason when the quote refuses it", async () => {
    const { actor, pages } = arrange({ quote: [REASON_LATER as Failure] })
    choose(actor, REPLACEMENT_PROFESSION, 'firstCard')
    await settle()
    expect(pages).toEqual(['order', 'types'])
    expect(selectCardPage(actor.getSnapshot())).toBe('types')
    expect(selectCardErrors(actor.getSnapshot())).toEqual({ reason: REASON_LATER.fieldErrors.reason })
    expect(selectCardValues(actor.getSnapshot()).optionKey).toBe(`trade-${REPLACEMENT_PROFESSION}`)
  })

  it('keeps the order page with a retry when the price cannot be read', async () => {
    const { actor } = arrange({ quote: [{ key: 'couldNotLoad' }, FREE_QUOTE] })
    choose(actor, FIRST_CARD_PROFESSION, 'firstCard')
    await settle()
    expect(selectOrderScreen(actor.getSnapshot())).toBe('quoteFailed')
    expect(selectCardFormError(actor.getSnapshot())).toEqual({ key: 'couldNotLoad' })
    actor.send({ type: 'quote.retry' })
    await settle()
    expect(selectOrderScreen(actor.getSnapshot())).toBe('form')
  })

  it('keeps everything typed when the order fails, and shows an ongoing-order refusal at the card', async () => {
    const { actor, pages } = arrange({
      quote: [FREE_QUOTE, FREE_QUOTE],
      order: [{ key: 'couldNotSave' }, ONGOING as Failure],
    })
    choose(actor, FIRST_CARD_PROFESSION, 'firstCard')
    await settle()
    actor.send({ type: 'address.change', field: 'attention', value: 'Bygg AB' })
    actor.send({ type: 'step.continue' })
    actor.send({ type: 'order.confirm' })
    await settle()
    expect(selectOrderScreen(actor.getSnapshot())).toBe('confirm')
    expect(selectCardFormError(actor.getSnapshot())).toEqual({ key: 'couldNotSave' })
    actor.send({ type: 'order.confirm' })
    await settle()
    expect(selectCardPage(actor.getSnapshot())).toBe('types')
    expect(selectCardErrors(actor.getSnapshot())).toEqual({ card: ONGOING.fieldErrors.professionId })
    expect(selectCardValues(actor.getSnapshot()).address.attention).toBe('Bygg AB')
    expect(pages).toEqual(['order', 'types'])
    // §4: the type is blocked from now on.
    actor.send({ type: 'step.continue' })
    expect(selectCardErrors(actor.getSnapshot())).toEqual({ card: { key: 'ongoingOrder' } })
  })

  it('opens on the order page with the quote when the address carries a whole choice', async () => {
    const input: CardOrderInput = {
      ...cardOrderPathInput,
      values: {
        ...cardOrderPathInput.values,
        ...choiceFromSearch({ card: 'trade-101' }, 'firstCard', cardOrderPathInput.options),
      },
      at: 'order',
    }
    const { actor, calls } = arrange({ quote: [FREE_QUOTE] }, input)
    await settle()
    expect(calls).toHaveLength(1)
    expect(selectOrderScreen(actor.getSnapshot())).toBe('form')
  })
})

it('for staff (§6): the quote and the order name the company, which pays', async () => {
  const { actor, calls, ordered } = arrange(
    { quote: [REPLACEMENT_QUOTE], order: [ORDERED] },
    { ...cardOrderPathInput, companyId: 1 },
  )
  choose(actor, REPLACEMENT_PROFESSION, 'lostOrStolen')
  await settle()
  actor.send({ type: 'terms.toggle', checked: true })
  actor.send({ type: 'step.continue' })
  actor.send({ type: 'order.confirm' })
  await settle()
  expect(ordered).toEqual([ORDERED])
  expect(calls.map((c) => c.input)).toEqual([
    expect.objectContaining({ personId: JOHAN.id, body: expect.objectContaining({ companyId: 1 }) }),
    expect.objectContaining({ personId: JOHAN.id, body: expect.objectContaining({ companyId: 1, acceptTerms: true }) }),
  ])
})

it('sends an order page without a whole choice to the types page, asking nothing', () => {
  const { actor, calls, pages } = arrange({}, { ...cardOrderPathInput, at: 'order' })
  expect(selectCardPage(actor.getSnapshot())).toBe('types')
  expect(pages).toEqual(['types'])
  expect(calls).toEqual([])
})

describe('card-order rules', () => {
  const machine: CardOption = {
    key: 'machine-6601',
    type: 'machineCard',
    professionId: 120,
    professionName: 'Anläggningsmaskinförare',
    educationId: 6601,
    machines: [
      { id: 1, name: 'Grävmaskin' },
      { id: 2, name: 'Hjullastare' },
    ],
    ongoing: false,
  }

  it('carries a machine combination in the address and drops what the option does not offer', () => {
    expect(choiceSearch({ optionKey: 'machine-6601', machineIds: [1, 2] })).toEqual({
      card: 'machine-6601',
      machines: '1-2',
    })
    expect(cardPageHref('order', 1601, { optionKey: 'machine-6601', machineIds: [1, 2], reason: 'other' })).toBe(
      '/card/1601/order/other?card=machine-6601&machines=1-2',
    )
    // The router reads `?machines=2` as the number 2.
    expect(choiceFromSearch({ card: 'machine-6601', machines: 2 }, 'other', [machine]).machineIds).toEqual([2])
    expect(choiceFromSearch({ card: 'machine-6601', machines: '2-9-1-x' }, 'nope', [machine])).toEqual({
      optionKey: 'machine-6601',
      machineIds: [1, 2],
      reason: '',
    })
    expect(choiceFromSearch({ card: 'machine-1' }, 'other', [machine]).optionKey).toBe('')
  })

  it('a staff order’s pages: the employee in the types page’s search, the employment in the order page’s path', () => {
    const who = { companyId: 2, personId: 1507, employmentId: 2507 }
    const values = { optionKey: 'machine-6604', machineIds: [1], reason: 'firstCard' as const }
    expect(cardPageHref('types', who, values)).toBe(
      '/order-card-company/2/types/firstCard?person=1507&employment=2507&card=machine-6604&machines=1',
    )
    expect(cardPageHref('order', who, values)).toBe(
      '/card-company/2/order/1507/apprentice/2507/firstCard?card=machine-6604&machines=1',
    )
    expect(staffFromSearch({ person: 1507, employment: '2507' })).toEqual({ personId: 1507, employmentId: 2507 })
    expect(staffFromSearch({ person: '-1', employment: 2507 })).toBeNull()
    expect(staffFromSearch({ person: 1507 })).toBeNull()
  })

  it('orders a machine card through its education with the combination', () => {
    const values = {
      ...cardOrderPathInput.values,
      optionKey: 'machine-6601',
      machineIds: [1, 2],
      reason: 'other' as const,
    }
    expect(cardCall(1601, values, [machine], false)).toEqual({
      kind: 'machineCard',
      educationId: 6601,
      body: { machineIds: [1, 2], reason: 'other' },
    })
  })
})

describe('what can be ordered', () => {
  const professions = [
    {
      id: 120,
      name: 'Anläggningsmaskinförare',
      icon: null,
      machineOrientations: [{ id: 1, name: 'Grävmaskin' }],
      isMachineProfession: true,
      newInstructionsAt: null,
      daysUntilOrderApproval: null,
    },
    {
      id: 848,
      name: 'Ställningsbyggare',
      icon: null,
      machineOrientations: [],
      isMachineProfession: false,
      newInstructionsAt: null,
      daysUntilOrderApproval: null,
    },
  ]
  const person = {
    educations: [
      { id: 6601, professionId: 120, qualificationTime: null, basicEducationCertificate: true },
      { id: 6002, professionId: 848, qualificationTime: null, basicEducationCertificate: true },
    ],
    tradeCertificates: [{ id: 8001, professionId: 848, readInstructionsOn: null }],
  }

  it('offers a machine card per machine education and a card per trade certificate', () => {
    expect(
      cardOptions(person, professions, []).map((o) => [o.key, o.professionName, o.machines.length, o.ongoing]),
    ).toEqual([
      ['machine-6601', 'Anläggningsmaskinförare', 1, false],
      ['trade-848', 'Ställningsbyggare', 0, false],
    ])
  })

  it('blocks only the card type with an ongoing order (§4)', () => {
    expect(cardOptions(person, professions, [{ type: 'machineCard' }]).map((o) => o.ongoing)).toEqual([true, false])
  })
})
