import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Failure } from '../../src/api/failure'
import type { ExtensionOrder } from '../../src/api/orders/extension.schemas'
import { ORDER_IDS } from '../../mock-server/seed'
import { extensionOrderMachine } from './extension-order.machine'
import { WALK_NEW_ORDER, WALK_PENDING, extensionOrderPathInput } from './extension-order.paths'
import {
  selectConfirming,
  selectCreateBlocked,
  selectMessages,
  selectOrders,
  selectPending,
  selectSelection,
} from './extension-order.selectors'
import type { ApproveInput, CreateInput, ExtensionOrderEvent, ExtensionOrderInput } from './extension-order.steps'

const X = ORDER_IDS.extensions
const APPROVED: ExtensionOrder = { ...WALK_PENDING, stateId: 2, approvedAt: '2026-11-27T10:00:00.000Z' }
const CREATED: ExtensionOrder = { ...WALK_PENDING, id: WALK_NEW_ORDER, extensions: [], netAmount: 900, amount: 1125 }
const NOT_OFFERED: Failure = { key: 'couldNotSave', fieldErrors: { extensionIds: { text: 'Inte utbildarens.' } } }

function arrange(answers: Array<Failure | ExtensionOrder> = [], input: ExtensionOrderInput = extensionOrderPathInput) {
  const queue = [...answers]
  const sent: Array<CreateInput | ApproveInput> = []
  const told: string[] = []
  const answer = async (call: CreateInput | ApproveInput) => {
    sent.push(call)
    const next = queue.shift()
    if (!next) throw new Error('no answer planned')
    if ('key' in next) throw next
    return next
  }
  const machine = extensionOrderMachine.provide({
    actors: {
      create: fromPromise(({ input: call }: { input: CreateInput }) => answer(call)),
      approve: fromPromise(({ input: call }: { input: ApproveInput }) => answer(call)),
    },
    actions: {
      created: (_, o) => void told.push(`created ${o.id}`),
      approved: (_, o) => void told.push(`approved ${o.id}`),
    },
  })
  const actor = createActor(machine, { input }).start()
  const send = (...events: ExtensionOrderEvent[]) => events.forEach((e) => actor.send(e))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, told, send, settled, snap: () => actor.getSnapshot() }
}

describe('extension orders of a distance order', () => {
  it('§5: approving asks for the terms (never pre-ticked), then asks first; only the server makes it approved', async () => {
    const { send, snap, sent, told, settled } = arrange([APPROVED])
    send({ type: 'approve' })
    expect(selectMessages(snap(), 'approve')?.errors).toEqual({ acceptPurchaseTerms: { key: 'termsRequired' } })
    expect(selectMessages(snap(), 'create')).toBeNull()
    send({ type: 'terms.change', accepted: true }, { type: 'approve' })
    expect(selectConfirming(snap())).toBe('approve')
    send({ type: 'confirm.cancel' })
    expect([selectConfirming(snap()), sent]).toEqual([null, []])
    send({ type: 'approve' }, { type: 'confirm.accept' })
    expect(selectPending(snap())?.id).toBe(WALK_PENDING.id)
    await settled()
    expect(sent).toEqual([{ id: WALK_PENDING.id, acceptPurchaseTerms: true }])
    expect([selectPending(snap()), told, snap().context.acceptPurchaseTerms]).toEqual([
      null,
      [`approved ${WALK_PENDING.id}`],
      false,
    ])
  })

  it('one open order at a time: no new one while one awaits approval; afterwards one extension at least', async () => {
    const { send, snap, sent, settled } = arrange([APPROVED, CREATED])
    expect(selectCreateBlocked(snap())).toEqual({ key: 'extensionOrderOpen' })
    send({ type: 'extensions.toggle', id: X.tutoring }, { type: 'create' })
    expect([selectConfirming(snap()), selectMessages(snap(), 'create')?.formError]).toEqual([
      null,
      { key: 'extensionOrderOpen' },
    ])
    send({ type: 'terms.change', accepted: true }, { type: 'approve' }, { type: 'confirm.accept' })
    await settled()
    expect(selectCreateBlocked(snap())).toBeNull()
    send({ type: 'extensions.toggle', id: X.tutoring }, { type: 'create' })
    expect(selectMessages(snap(), 'create')?.errors).toEqual({ extensionIds: { key: 'extensionRequired' } })
    send(
      { type: 'extensions.toggle', id: X.longer },
      { type: 'extensions.toggle', id: X.tutoring },
      { type: 'educationExtension.choose', id: ORDER_IDS.educationExtension },
      { type: 'create' },
    )
    expect(selectConfirming(snap())).toBe('create')
    send({ type: 'confirm.accept' })
    await settled()
    expect(sent[1]).toEqual({
      distanceOrderId: ORDER_IDS.approved,
      extensionIds: [X.longer, X.tutoring],
      educationExtensionId: ORDER_IDS.educationExtension,
    })
    // The server's price and state; the choices cleared for another.
    expect(selectOrders(snap()).map((o) => [o.id, o.stateId, o.amount])).toEqual([
      [WALK_PENDING.id, 2, 3000],
      [WALK_NEW_ORDER, 1, 1125],
    ])
    expect([selectSelection(snap()), selectPending(snap())?.id]).toEqual([[], WALK_NEW_ORDER])
  })

  it('a refusal keeps the choices and says why on the form that made it', async () => {
    const input = { ...extensionOrderPathInput, orders: [APPROVED] }
    const { send, snap, settled, told } = arrange([NOT_OFFERED, { key: 'network' }], input)
    send({ type: 'extensions.toggle', id: X.tutoring }, { type: 'create' }, { type: 'confirm.accept' })
    await settled()
    expect(selectMessages(snap(), 'create')).toEqual({
      errors: { extensionIds: { text: 'Inte utbildarens.' } },
      formError: { key: 'couldNotSave' },
    })
    expect(selectSelection(snap())).toEqual([X.tutoring])
    send({ type: 'create' }, { type: 'confirm.accept' })
    await settled()
    expect([selectMessages(snap(), 'create')?.formError, selectOrders(snap()), told]).toEqual([
      { key: 'network' },
      [APPROVED],
      [],
    ])
  })

  it('a distance order that is not running takes no extension order', () => {
    const { send, snap } = arrange([], { ...extensionOrderPathInput, extendable: false, orders: [] })
    send({ type: 'extensions.toggle', id: X.tutoring }, { type: 'create' })
    expect([selectConfirming(snap()), selectMessages(snap(), 'create')?.formError]).toEqual([
      null,
      { key: 'orderNotExtendable' },
    ])
  })
})
