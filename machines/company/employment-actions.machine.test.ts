import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StaffEmployment } from '../../src/api/company/employment.schemas'
import type { Failure } from '../../src/api/failure'
import { employmentActionsMachine } from './employment-actions.machine'
import {
  selectActionError,
  selectEndAsked,
  selectEndDateError,
  selectRemoveAsked,
} from './employment-actions.selectors'

const ENDED = { id: 2503, endDate: '2026-11-30' } as StaffEmployment
const NOT_REMOVABLE: Failure = { key: 'couldNotDelete', fieldErrors: { id: { text: 'Kopplingen kan inte tas bort.' } } }

function arrange(ends: Array<StaffEmployment | Failure>, removes: Array<Failure | null> = []) {
  const sent: unknown[] = []
  const edges: string[] = []
  const answer = <T>(queue: Array<T | Failure>): T => {
    const next = queue.shift()
    if (next === undefined) throw new Error('no answer planned')
    if (next !== null && typeof next === 'object' && 'key' in next) throw next
    return next as T
  }
  const machine = employmentActionsMachine.provide({
    actors: {
      endEmployment: fromPromise(async ({ input }: { input: { id: number; endDate?: string } }) => {
        sent.push(input)
        return answer(ends)
      }),
      removeEmployment: fromPromise(async ({ input }: { input: { id: number } }) => {
        sent.push(input)
        answer(removes)
      }),
    },
    actions: { ended: () => void edges.push('ended'), removed: () => void edges.push('removed') },
  })
  const actor = createActor(machine, { input: { employmentId: 2503, fromDate: '2026-01-01' } }).start()
  return { actor, sent, edges }
}

describe('employment-actions machine', () => {
  it('asks for the last day first, refuses one before the start, and ends with the day given', async () => {
    const { actor, sent, edges } = arrange([ENDED])
    actor.send({ type: 'end.start' })
    expect(selectEndAsked(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'end.date', value: '2025-12-31' })
    actor.send({ type: 'end.confirm' })
    expect(selectEndDateError(actor.getSnapshot())).toEqual({ key: 'beforeStart' })
    actor.send({ type: 'end.date', value: '2026-11-30' })
    actor.send({ type: 'end.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([{ id: 2503, endDate: '2026-11-30' }])
    expect(edges).toEqual(['ended'])
  })

  it('keeps the removal asked with the server words when it is refused, and removes on the next try; cancel asks nothing', async () => {
    const { actor, sent, edges } = arrange([], [NOT_REMOVABLE, null])
    actor.send({ type: 'remove.start' })
    actor.send({ type: 'cancel' })
    expect(selectRemoveAsked(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'remove.start' })
    actor.send({ type: 'remove.confirm' })
    await waitFor(actor, (s) => s.matches('askingRemove') && s.context.error !== null)
    expect(selectActionError(actor.getSnapshot())).toEqual({ text: 'Kopplingen kan inte tas bort.' })
    actor.send({ type: 'remove.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual([{ id: 2503 }, { id: 2503 }])
    expect(edges).toEqual(['removed'])
  })
})
