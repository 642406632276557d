import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { inspectionLog } from '../components/shell/dev/inspection-log'
import { createInspectedActor, useInspectedActorRef } from './inspected-actor'

/** A two-state flow with input, to see what the inspector is told. */
function probe(id: string) {
  return setup({
    types: { input: {} as { start: 'idle' | 'busy' }, events: {} as { type: 'GO'; secret: string } },
  }).createMachine({
    id,
    initial: 'idle',
    states: { idle: { on: { GO: 'busy' } }, busy: {} },
  })
}

const statesOf = (machineId: string) =>
  inspectionLog
    .entries()
    .flatMap((entry) => (entry.kind === 'state' && entry.machineId === machineId ? [entry.value] : []))
const eventsOf = (machineId: string) =>
  inspectionLog
    .entries()
    .flatMap((entry) => (entry.kind === 'event' && entry.machineId === machineId ? [entry.event.type] : []))

describe('the app starts its actors inspected (issue 23: the inspector and the path recorder see every flow)', () => {
  it('createInspectedActor: the log has the actor’s events and the states it reached, input passed through', () => {
    const actor = createInspectedActor(probe('probe-created'), { input: { start: 'idle' } }).start()
    actor.send({ type: 'GO', secret: 'x' })
    expect(actor.getSnapshot().value).toBe('busy')
    expect(statesOf('probe-created')).toEqual(['idle', 'busy'])
    expect(eventsOf('probe-created')).toContain('GO')
    actor.stop()
  })

  it('useInspectedActorRef: a component’s flow is in the log too', () => {
    const { result, unmount } = renderHook(() =>
      useInspectedActorRef(probe('probe-hook'), { input: { start: 'idle' } }),
    )
    result.current.send({ type: 'GO', secret: 'x' })
    expect(statesOf('probe-hook')).toEqual(['idle', 'busy'])
    unmount()
  })
})
