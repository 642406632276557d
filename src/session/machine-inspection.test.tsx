import { createActor, createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { REPLAY_HOOK, type ReplayHook } from '../components/shell/dev/replay-hook'
import { inspect } from './machine-inspection'

/** The path recorder's replay hook (issue 23, ADR 0020): what a recorded spec reads in a mock build. */
describe('the replay hook of a mock build', () => {
  it('is on window and reports the states an inspected actor reaches after a seq', () => {
    const hook = (window as unknown as Record<string, ReplayHook | undefined>)[REPLAY_HOOK]
    expect(hook).toBeDefined()
    const since = hook?.seq() ?? -1
    const toggle = createMachine({
      id: 'replay-hook-toggle',
      initial: 'off',
      states: { off: { on: { FLIP: 'on' } }, on: {} },
    })
    const actor = createActor(toggle, { inspect }).start()
    actor.send({ type: 'FLIP' })
    expect(hook?.seq()).toBeGreaterThan(since)
    expect(hook?.statesSince(since).filter((s) => s.machineId === 'replay-hook-toggle')).toEqual([
      { machineId: 'replay-hook-toggle', value: 'off' },
      { machineId: 'replay-hook-toggle', value: 'on' },
    ])
    actor.stop()
  })
})
