import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { InstructionsRead } from '../../src/api/instructor/instructions.schemas'
import type { Instructions } from '../../src/api/shell/settings.schemas'
import type { Failure } from '../../src/api/failure'
import { instructionsReadMachine } from './instructions-read.machine'
import {
  selectAsking,
  selectConfirmedAt,
  selectConfirmError,
  selectInstructions,
  selectInstructionsChanged,
  selectInstructionsLoadError,
  selectNeedsConfirmation,
  selectReadOn,
  selectRetrying,
} from './instructions-read.selectors'

const MAY: Instructions = {
  committedAt: '2026-05-04T07:30:00.000Z',
  title: 'Instruktioner för handledare, maj 2026',
  sections: [{ heading: 'Ditt uppdrag', text: 'Du leder lärlingen.' }],
}
const JUNE: Instructions = {
  ...MAY,
  committedAt: '2026-06-20T07:00:00.000Z',
  title: 'Instruktioner för handledare, juni 2026',
}
const READ_IN_MARCH = '2026-03-10T08:12:00.000Z'
const NOW = '2026-11-16T09:00:00.000Z'
const CONFIRMED: InstructionsRead = {
  readInstructionsOn: NOW,
  tradeCertificates: [{ id: 8001, professionId: 848, readInstructionsOn: NOW }],
}
/** What the edge makes of 422 instructionsChanged: the server's text on the field committedAt. */
const CHANGED: Failure = {
  key: 'couldNotSave',
  fieldErrors: { committedAt: { text: 'Instruktionerna har ändrats sedan du öppnade dem.' } },
}

type Answer<T> = T | Error | Failure

function arrange(
  options: { readOn?: string | null; loads?: Answer<Instructions>[]; confirms?: Answer<InstructionsRead>[] } = {},
) {
  const loads = [...(options.loads ?? [MAY])]
  const confirms = [...(options.confirms ?? [])]
  const sent: string[] = []
  const confirmed: InstructionsRead[] = []
  const answer = <T>(queue: Answer<T>[]): T => {
    const next = queue.shift()
    if (next === undefined) throw new Error('no answer planned')
    if (next instanceof Error || (typeof next === 'object' && next !== null && 'key' in next)) throw next
    return next as T
  }
  const machine = instructionsReadMachine.provide({
    actors: {
      loadInstructions: fromPromise(async () => answer(loads)),
      confirmRead: fromPromise(async ({ input }: { input: { committedAt: string } }) => {
        sent.push(input.committedAt)
        return answer(confirms)
      }),
    },
    actions: { confirmed: (_, params) => void confirmed.push(params), logFailure: () => {} },
  })
  const actor = createActor(machine, {
    input: { readOn: options.readOn === undefined ? READ_IN_MARCH : options.readOn },
  }).start()
  return { actor, sent, confirmed }
}

type Actor = ReturnType<typeof arrange>['actor']
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'))

describe('instructions-read machine', () => {
  it('shows the instructions in force and asks for a confirmation when they were committed after the read date', async () => {
    const { actor } = arrange()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settled(actor)
    expect(selectInstructions(actor.getSnapshot())).toEqual(MAY)
    expect(selectNeedsConfirmation(actor.getSnapshot())).toBe(true)
  })

  it('asks someone who never confirmed any instructions too, and nobody whose read date is after the commit date', async () => {
    const never = arrange({ readOn: null })
    await settled(never.actor)
    expect(selectNeedsConfirmation(never.actor.getSnapshot())).toBe(true)

    const upToDate = arrange({ readOn: '2026-06-01T10:00:00.000Z' })
    await settled(upToDate.actor)
    expect(selectNeedsConfirmation(upToDate.actor.getSnapshot())).toBe(false)
    // Nothing to confirm: the dialog does not open.
    upToDate.actor.send({ type: 'confirm.start' })
    expect(selectAsking(upToDate.actor.getSnapshot())).toBe(false)
  })

  it('confirms only after the question: cancel sends nothing; accept sends the commit date shown and takes the new read date', async () => {
    const { actor, sent, confirmed } = arrange({ confirms: [CONFIRMED] })
    await settled(actor)
    actor.send({ type: 'confirm.start' })
    expect(selectAsking(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'confirm.cancel' })
    expect(selectAsking(actor.getSnapshot())).toBe(false)
    expect(sent).toEqual([])

    actor.send({ type: 'confirm.start' })
    actor.send({ type: 'confirm.accept' })
    // The dialog stays while the call runs (it shows busy).
    expect(selectAsking(actor.getSnapshot())).toBe(true)
    await settled(actor)
    expect(sent).toEqual([MAY.committedAt])
    expect(confirmed).toEqual([CONFIRMED])
    const s = actor.getSnapshot()
    expect([selectReadOn(s), selectConfirmedAt(s), selectNeedsConfirmation(s), selectAsking(s)]).toEqual([
      NOW,
      NOW,
      false,
      false,
    ])
    // Confirmed: nothing more to confirm.
    actor.send({ type: 'confirm.start' })
    expect(selectAsking(actor.getSnapshot())).toBe(false)
  })

  it('keeps the page when the confirmation fails, says why, and tries again without asking twice', async () => {
    const { actor, sent, confirmed } = arrange({ confirms: [{ key: 'couldNotSave' }, CONFIRMED] })
    await settled(actor)
    actor.send({ type: 'confirm.start' })
    actor.send({ type: 'confirm.accept' })
    await settled(actor)
    let s = actor.getSnapshot()
    expect(selectConfirmError(s)).toEqual({ key: 'couldNotSave' })
    expect([selectAsking(s), selectNeedsConfirmation(s), selectInstructions(s)]).toEqual([false, true, MAY])
    expect(confirmed).toEqual([])

    actor.send({ type: 'confirm.retry' })
    // The retry runs without the dialog; the reason stays until the answer comes.
    s = actor.getSnapshot()
    expect([selectAsking(s), selectRetrying(s), selectConfirmError(s)]).toEqual([false, true, { key: 'couldNotSave' }])
    await settled(actor)
    s = actor.getSnapshot()
    expect(sent).toEqual([MAY.committedAt, MAY.committedAt])
    expect([selectConfirmError(s), selectConfirmedAt(s), selectNeedsConfirmation(s)]).toEqual([null, NOW, false])
  })

  it.each([
    [
      'no permission (an administrator imitating the instructor)',
      { key: 'noPermission' } as Failure,
      { key: 'noPermission' },
    ],
    ['no connection', { key: 'network' } as Failure, { key: 'network' }],
    ['an unexpected error', new Error('boom'), { key: 'couldNotSave' }],
  ])('names the reason of a failed confirmation: %s', async (_, error, expected) => {
    const { actor } = arrange({ confirms: [error] })
    await settled(actor)
    actor.send({ type: 'confirm.start' })
    actor.send({ type: 'confirm.accept' })
    await settled(actor)
    expect(selectConfirmError(actor.getSnapshot())).toEqual(expected)
  })

  it('reads the new instructions when newer ones came into force meanwhile, says so, and confirms those', async () => {
    const { actor, sent } = arrange({ loads: [MAY, JUNE], confirms: [CHANGED, { ...CONFIRMED }] })
    await settled(actor)
    actor.send({ type: 'confirm.start' })
    actor.send({ type: 'confirm.accept' })
    await settled(actor)
    let s = actor.getSnapshot()
    expect(selectInstructions(s)).toEqual(JUNE)
    expect(selectInstructionsChanged(s)).toEqual({ key: 'instructionsChanged' })
    expect([selectNeedsConfirmation(s), selectConfirmError(s), selectConfirmedAt(s)]).toEqual([true, null, null])

    actor.send({ type: 'confirm.start' })
    actor.send({ type: 'confirm.accept' })
    await settled(actor)
    s = actor.getSnapshot()
    expect(sent).toEqual([MAY.committedAt, JUNE.committedAt])
    expect([selectInstructionsChanged(s), selectNeedsConfirmation(s), selectConfirmedAt(s)]).toEqual([null, false, NOW])
  })

  it('says the instructions could not be read and reads them again on retry', async () => {
    const { actor } = arrange({ loads: [{ key: 'couldNotLoad' }, MAY] })
    await settled(actor)
    expect(selectInstructionsLoadError(actor.getSnapshot())).toEqual({ key: 'couldNotLoad' })
    expect(selectInstructions(actor.getSnapshot())).toBeNull()
    // Nothing shown, nothing to confirm.
    actor.send({ type: 'confirm.start' })
    expect(selectAsking(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'instructions.retry' })
    expect(selectInstructionsLoadError(actor.getSnapshot())).toBeNull()
    await settled(actor)
    expect(selectInstructions(actor.getSnapshot())).toEqual(MAY)
  })

  it('asks nothing when the instructions in force have no commit date', async () => {
    const { actor } = arrange({ readOn: null, loads: [{ ...MAY, committedAt: null }] })
    await settled(actor)
    expect(selectNeedsConfirmation(actor.getSnapshot())).toBe(false)
  })
})
