import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Failure } from '../../src/api/failure'
import type { DistanceOrder } from '../../src/api/orders/order.schemas'
import { distanceApprovalMachine } from './distance-approval.machine'
import { WALK_OCCASIONS, WALK_ORDER, WALK_REFERENCE, distanceApprovalPathInput } from './distance-approval.paths'
import {
  selectAnswers,
  selectApproved,
  selectConfirming,
  selectErrors,
  selectFormError,
  selectScreen,
  selectStepIndex,
} from './distance-approval.selectors'
import type { ApproveInput, DistanceApprovalEvent, DistanceApprovalInput } from './distance-approval.steps'

const CLOSED: Failure = { key: 'orderClosed', text: 'Beställningen är stängd.' }
const OFFLINE: Failure = { key: 'network' }
const STARTED: Failure = {
  key: 'couldNotSave',
  fieldErrors: { courseOpportunityId: { text: 'Tillfället har startat.' } },
}

function arrange(
  answers: Array<Failure | DistanceOrder> = [],
  input: DistanceApprovalInput = distanceApprovalPathInput,
) {
  const queue = [...answers]
  const sent: ApproveInput[] = []
  const told: DistanceOrder[] = []
  const machine = distanceApprovalMachine.provide({
    actors: {
      approve: fromPromise(async ({ input: call }: { input: ApproveInput }) => {
        sent.push(call)
        const next = queue.shift()
        if (!next) throw new Error('no answer planned')
        if ('key' in next) throw next
        return next
      }),
    },
    actions: { approved: (_, order) => void told.push(order) },
  })
  const actor = createActor(machine, { input }).start()
  const send = (...events: DistanceApprovalEvent[]) => events.forEach((e) => actor.send(e))
  const screen = () => selectScreen(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  /** Through the seven steps with an occasion chosen, a reference and the terms accepted. */
  const toReview = () =>
    send(
      { type: 'step.continue' },
      { type: 'step.continue' },
      { type: 'answers.change', answers: { courseOpportunityId: WALK_OCCASIONS[1]?.id } },
      { type: 'step.continue' },
      { type: 'step.continue' },
      { type: 'answers.change', answers: { reference: ` ${WALK_REFERENCE} ` } },
      { type: 'step.continue' },
      { type: 'answers.change', answers: { acceptPurchaseTerms: true } },
      { type: 'step.continue' },
    )
  return { actor, sent, told, send, screen, settled, toReview }
}

const APPROVED: DistanceOrder = { ...WALK_ORDER, stateId: 2, approvedAt: '2026-11-27' }

describe('the distance-order approval guide', () => {
  it('walks the seven steps in order; Back returns; the terms are never pre-accepted', () => {
    const { actor, send, screen } = arrange()
    const seen = [screen()]
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      acceptPurchaseTerms: false,
      bookPackagesDeliverTo: 'apprentice',
      courseOpportunityId: null,
    })
    send({ type: 'step.continue' }, { type: 'step.continue' })
    seen.push(screen())
    send({ type: 'step.back' })
    expect(screen()).toBe('provider')
    expect(seen).toEqual(['order', 'occasion'])
    expect(selectStepIndex(actor.getSnapshot())).toBe(1)
  })

  it('asks for a course occasion, and the terms, before going on', () => {
    const { actor, send, screen } = arrange()
    send({ type: 'step.continue' }, { type: 'step.continue' }, { type: 'step.continue' })
    expect(screen()).toBe('occasion')
    expect(selectErrors(actor.getSnapshot())).toEqual({ courseOpportunityId: { key: 'required' } })
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
    send({ type: 'answers.change', answers: { courseOpportunityId: WALK_OCCASIONS[0]?.id } })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    expect(selectFormError(actor.getSnapshot())).toBeNull()
    send({ type: 'step.continue' }, { type: 'step.continue' }, { type: 'step.continue' }, { type: 'step.continue' })
    expect(screen()).toBe('terms')
    expect(selectErrors(actor.getSnapshot())).toEqual({ acceptPurchaseTerms: { key: 'termsRequired' } })
  })

  it('§8: a provider without course occasions blocks the guide at the occasion step with its text', () => {
    const { actor, send, screen } = arrange([], { ...distanceApprovalPathInput, occasions: [] })
    send({ type: 'step.continue' }, { type: 'step.continue' }, { type: 'step.continue' })
    expect(screen()).toBe('occasion')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'noCourseOpportunities' })
  })

  it('only changes the fields of the step it is on', () => {
    const { actor, send } = arrange()
    send({ type: 'answers.change', answers: { acceptPurchaseTerms: true, reference: 'x' } })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({ acceptPurchaseTerms: false, reference: '' })
  })

  it('a "Change" from the review comes back to the review on Continue', () => {
    const { send, screen, toReview } = arrange()
    toReview()
    expect(screen()).toBe('review')
    send({ type: 'step.goto', step: 'occasion' })
    expect(screen()).toBe('occasion')
    send({ type: 'answers.change', answers: { courseOpportunityId: WALK_OCCASIONS[0]?.id } }, { type: 'step.continue' })
    expect(screen()).toBe('review')
  })

  it('asks first (binding), sends the answers without empty texts, and says approved only after the server did', async () => {
    const { actor, send, sent, told, screen, settled, toReview } = arrange([APPROVED])
    toReview()
    send({ type: 'approve' })
    expect(selectConfirming(actor.getSnapshot())).toBe(true)
    send({ type: 'confirm.cancel' })
    expect(screen()).toBe('review')
    expect(sent).toEqual([])
    send({ type: 'approve' }, { type: 'confirm.accept' })
    expect(screen()).toBe('approving')
    expect(told).toEqual([])
    await settled()
    expect(sent).toEqual([
      {
        companyId: WALK_ORDER.companyId,
        orderId: WALK_ORDER.id,
        body: {
          acceptPurchaseTerms: true,
          bookPackagesDeliverTo: 'apprentice',
          courseOpportunityId: WALK_OCCASIONS[1]?.id,
          reference: WALK_REFERENCE,
        },
      },
    ])
    expect(screen()).toBe('approved')
    expect(told).toEqual([APPROVED])
    expect(selectApproved(actor.getSnapshot())).toEqual(APPROVED)
  })

  it('a failure keeps every answer and says why: network, the server naming a field, §8 closed', async () => {
    const { actor, send, sent, told, screen, settled, toReview } = arrange([OFFLINE, STARTED, CLOSED])
    toReview()
    const answers = selectAnswers(actor.getSnapshot())
    for (const expected of [{ key: 'network' }, { key: 'couldNotSave' }, { text: CLOSED.text }]) {
      send({ type: 'approve' }, { type: 'confirm.accept' })
      await settled()
      expect(screen()).toBe('review')
      expect(selectFormError(actor.getSnapshot())).toEqual(expected)
      expect(selectAnswers(actor.getSnapshot())).toEqual(answers)
    }
    expect(sent).toHaveLength(3)
    expect(told).toEqual([])
  })

  it('the server naming a field shows its words on it', async () => {
    const { actor, send, settled, toReview } = arrange([STARTED])
    toReview()
    send({ type: 'approve' }, { type: 'confirm.accept' })
    await settled()
    expect(selectErrors(actor.getSnapshot())).toEqual({ courseOpportunityId: { text: 'Tillfället har startat.' } })
  })
})
