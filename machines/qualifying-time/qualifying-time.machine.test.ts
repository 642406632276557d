import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Failure } from '../../src/api/failure'
import { QUALIFYING_TIME_STATES } from '../../src/api/qualifying-time/qualifying-time.schemas'
import { qualifyingTimeMachine } from './qualifying-time.machine'
import { qualifyingTimePathInput, WALK_MONTHS, WALK_MOTIVATION, WALK_QUALIFYING_TIME } from './qualifying-time.paths'
import {
  selectApprovalBlocked,
  selectCanApprove,
  selectCanModify,
  selectConfirming,
  selectDraft,
  selectErrors,
  selectFormError,
  selectModificationPending,
  selectNotice,
  selectState,
} from './qualifying-time.selectors'
import type {
  ApproveQualifyingTimeInput,
  CreateModificationInput,
  QualifyingTimeEvent,
  QualifyingTime,
  QualifyingTimeInput,
  QualifyingTimeModification,
  QualifyingTimeState,
} from './qualifying-time.steps'

const OFFLINE: Failure = { key: 'network' }
type Answer = Failure | QualifyingTime | QualifyingTimeModification

function arrange(answers: Answer[] = [], input: QualifyingTimeInput = qualifyingTimePathInput) {
  const queue = [...answers]
  const approvals: ApproveQualifyingTimeInput[] = []
  const modifications: CreateModificationInput[] = []
  let changed = 0
  const next = () => {
    const answer = queue.shift()
    if (!answer) throw new Error('no answer planned')
    if ('key' in answer) throw answer
    return answer
  }
  const machine = qualifyingTimeMachine.provide({
    actors: {
      approve: fromPromise(async ({ input: call }: { input: ApproveQualifyingTimeInput }) => {
        approvals.push(call)
        return next() as QualifyingTime
      }),
      createModification: fromPromise(async ({ input: call }: { input: CreateModificationInput }) => {
        modifications.push(call)
        return next() as QualifyingTimeModification
      }),
    },
    actions: { changed: () => void changed++ },
  })
  const actor = createActor(machine, { input }).start()
  const send = (...events: QualifyingTimeEvent[]) => events.forEach((e) => actor.send(e))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, send, settled, approvals, modifications, changed: () => changed, snap: () => actor.getSnapshot() }
}

const inState = (state: QualifyingTimeState, extra: Partial<QualifyingTime> = {}): QualifyingTimeInput => ({
  qualifyingTime: { ...WALK_QUALIFYING_TIME, state, ...extra },
})
const Y4Y5_MISSING = { ...WALK_QUALIFYING_TIME.approval, blockedBy: 'courseY4Y5NotApproved' as const }
const AWAITING = { id: 66002, months: 1, createdAt: '2026-11-01' }

const fillDraft = { type: 'modification.change', draft: { months: WALK_MONTHS, motivation: WALK_MOTIVATION } } as const

describe('qualifying-time machine', () => {
  it.each(QUALIFYING_TIME_STATES)('opens in the state the server gave: %s', (state) => {
    const { snap } = arrange([], inState(state))
    expect(snap().value).toBe(state)
    expect(selectState(snap())).toBe(state)
    expect(selectCanApprove(snap())).toBe(state === 'readyForApproval')
    expect(selectCanModify(snap())).toBe(['ongoing', 'paused', 'readyForApproval'].includes(state))
  })

  it('approves only after the question, and says "approved" once the server answered', async () => {
    const { send, snap, settled, approvals, changed } = arrange([
      { ...WALK_QUALIFYING_TIME, state: 'approvedByCompany' },
    ])
    send({ type: 'approve' })
    expect(selectConfirming(snap())).toBe(true)
    expect(approvals).toEqual([])
    send({ type: 'confirm.accept' })
    await settled()
    expect(approvals).toEqual([{ id: WALK_QUALIFYING_TIME.id }])
    expect(snap().value).toBe('approvedByCompany')
    expect(selectNotice(snap())).toBe('approved')
    expect(changed()).toBe(1)
    expect(selectCanApprove(snap())).toBe(false)
  })

  it('a cancelled question approves nothing', () => {
    const { send, snap, approvals } = arrange()
    send({ type: 'approve' }, { type: 'confirm.cancel' })
    expect(snap().value).toBe('readyForApproval')
    expect(approvals).toEqual([])
  })

  it('a failed approval stays ready for approval and says why', async () => {
    const { send, snap, settled } = arrange([OFFLINE])
    send({ type: 'approve' }, { type: 'confirm.accept' })
    await settled()
    expect(snap().value).toBe('readyForApproval')
    expect(selectFormError(snap())).toEqual({ key: 'network' })
    expect(selectNotice(snap())).toBeNull()
  })

  it('§8: Y4+Y5 not approved blocks the approval with its text, and asks nothing', () => {
    const { send, snap, approvals } = arrange([], inState('readyForApproval', { approval: Y4Y5_MISSING }))
    expect(selectApprovalBlocked(snap())).toBe(true)
    send({ type: 'approve' })
    expect(snap().value).toBe('readyForApproval')
    expect(selectConfirming(snap())).toBe(false)
    expect(selectFormError(snap())).toEqual({ key: 'y4y5NotApproved' })
    expect(approvals).toEqual([])
  })

  it('§8: an approver keeps the button while Y4+Y5 blocks approval, and its click says why', () => {
    const { send, snap } = arrange([], inState('readyForApproval', { approval: Y4Y5_MISSING, mayApprove: true }))
    expect(selectCanApprove(snap())).toBe(true)
    send({ type: 'approve' })
    expect(selectFormError(snap())).toEqual({ key: 'y4y5NotApproved' })
    expect(selectConfirming(snap())).toBe(false)
  })

  it('someone who may only ask for an extension (the education responsible) gets no approve button, blocked or not', () => {
    const { snap } = arrange(
      [],
      inState('readyForApproval', { approval: Y4Y5_MISSING, mayApprove: false, mayRequestExtension: true }),
    )
    expect(selectCanApprove(snap())).toBe(false)
  })

  it('only a company user approves', () => {
    const { send, snap } = arrange([], inState('readyForApproval', { mayApprove: false }))
    send({ type: 'approve' })
    expect(snap().value).toBe('readyForApproval')
    expect(selectCanApprove(snap())).toBe(false)
  })

  it('a modification is checked before it is sent, then sent once, and a second one is refused while it awaits the region', async () => {
    const sent: QualifyingTimeModification = {
      id: 9,
      qualificationTimeId: WALK_QUALIFYING_TIME.id,
      educationId: WALK_QUALIFYING_TIME.educationId,
      kind: 'extension',
      months: 3,
      motivation: WALK_MOTIVATION,
      status: 'awaitingRegion',
      createdAt: '2026-11-27',
      createdBy: null,
      decidedAt: null,
    }
    const { send, snap, settled, modifications } = arrange([sent], inState('ongoing'))
    send({ type: 'modification.open' }, { type: 'modification.submit' })
    expect(selectErrors(snap())).toEqual({ months: { key: 'required' }, motivation: { key: 'required' } })
    expect(selectFormError(snap())).toEqual({ key: 'formNotFilled' })
    send({ type: 'modification.change', draft: { months: '13' } }, { type: 'modification.submit' })
    expect(selectErrors(snap()).months).toEqual({ key: 'monthsRange', values: { max: 12 } })
    send(fillDraft)
    expect(selectFormError(snap())).toBeNull()
    send({ type: 'modification.submit' })
    await settled()
    expect(modifications).toEqual([
      { qualificationTimeId: WALK_QUALIFYING_TIME.id, months: 3, motivation: WALK_MOTIVATION },
    ])
    expect(snap().value).toBe('ongoing')
    expect(selectNotice(snap())).toBe('modificationSent')
    expect(selectModificationPending(snap())).toBe(true)
    send({ type: 'modification.open' })
    expect(snap().value).toBe('ongoing')
    expect(selectFormError(snap())).toEqual({ key: 'modificationPending' })
  })

  it('a modification already awaiting the region: no second one', () => {
    const { send, snap } = arrange([], inState('paused', { extensionAwaitingRegion: AWAITING }))
    send({ type: 'modification.open' })
    expect(snap().value).toBe('paused')
    expect(selectFormError(snap())).toEqual({ key: 'modificationPending' })
  })

  it('a failed modification keeps what was typed and the server’s words per field', async () => {
    const refused: Failure = { key: 'couldNotSave', fieldErrors: { months: { text: 'För många månader.' } } }
    const { send, snap, settled } = arrange([refused], inState('ongoing'))
    send({ type: 'modification.open' }, fillDraft, { type: 'modification.submit' })
    await settled()
    expect(snap().matches({ modification: 'editing' })).toBe(true)
    expect(selectDraft(snap())).toEqual({ months: WALK_MONTHS, motivation: WALK_MOTIVATION })
    expect(selectErrors(snap())).toEqual({ months: { text: 'För många månader.' } })
    expect(selectFormError(snap())).toEqual({ key: 'couldNotSave' })
  })

  it('cancel leaves the form and forgets the draft', () => {
    const { send, snap } = arrange([], inState('ongoing'))
    send({ type: 'modification.open' }, fillDraft, { type: 'modification.cancel' })
    expect(snap().value).toBe('ongoing')
    expect(selectDraft(snap())).toEqual({ months: '', motivation: '' })
  })

  it('no modification after the approval, when stopped or cancelled', () => {
    for (const state of [
      'stopped',
      'cancelled',
      'approvedByCompany',
      'approvedByRegion',
      'certificateIssued',
    ] as const) {
      const { send, snap } = arrange([], inState(state))
      send({ type: 'modification.open' })
      expect(snap().value).toBe(state)
      expect(selectFormError(snap())).toBeNull()
    }
  })
})
