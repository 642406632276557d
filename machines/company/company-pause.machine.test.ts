import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import type { Failure } from '../../src/api/failure'
import { bookPauseMachine } from '../domain-widgets/book-pause.machine'
import type { SavePauseInput } from '../domain-widgets/book-pause.steps'
import { companyPauseMachine } from './company-pause.machine'
import { selectChoiceError, selectPauseChild, selectStep } from './company-pause.selectors'
import type { PauseCandidate } from './company-pause.steps'

const PERMITTED = { fromDate: '2025-08-18', toDate: '2028-08-17' }
const ELIN: PauseCandidate = {
  apprenticeshipId: 3001,
  name: 'Elin Berg',
  book: { id: 7001, status: 'active', permittedPeriod: PERMITTED },
}
const TOMASZ: PauseCandidate = {
  apprenticeshipId: 3002,
  name: 'Tomasz Nowak',
  book: { id: 7004, status: null, permittedPeriod: PERMITTED },
}
const SICK: BookPause = { id: 1, bookId: 7001, fromDate: '2026-07-06', toDate: '2026-08-02', reason: 'Sjukskrivning' }
const WINTER = { fromDate: '2026-12-21', toDate: '2027-01-08', reason: 'Julledighet' }
const REGISTERED: BookPause = {
  id: 9,
  bookId: 7001,
  ...WINTER,
  sentToRegion: { regionId: 1, regionName: 'BYN Norr', sentAt: '2026-11-27T08:00:00.000Z' },
}

function arrange(candidates: PauseCandidate[], saves: Array<BookPause | Failure> = [REGISTERED]) {
  const saved: SavePauseInput[] = []
  const listed: number[] = []
  const registered: Array<{ pause: BookPause; name: string }> = []
  const machine = companyPauseMachine.provide({
    actors: {
      pauseFlow: bookPauseMachine.provide({
        actors: {
          listPauses: fromPromise(async ({ input }) => {
            listed.push(input.bookId)
            return input.bookId === 7001 ? [SICK] : []
          }),
          savePause: fromPromise(async ({ input }) => {
            saved.push(input)
            const next = saves.shift()
            if (!next) throw new Error('no answer planned')
            if ('key' in next) throw next
            return next
          }),
        },
      }),
    },
    actions: { registered: (_, params) => void registered.push(params) },
  })
  const actor = createActor(machine, { input: { companyId: 1, candidates } }).start()
  const child = () => {
    const ref = selectPauseChild(actor.getSnapshot())
    if (!ref) throw new Error('no pause form running')
    return ref
  }
  const fill = () => {
    for (const [field, value] of Object.entries(WINTER))
      child().send({ type: 'draft.change', field: field as 'reason', value })
  }
  return { actor, child, fill, saved, listed, registered }
}

describe('registering a company pause', () => {
  it('takes the one apprentice offered, runs the shared form on her book, asks first, then says who and where', async () => {
    const { actor, child, fill, saved, listed, registered } = arrange([ELIN])
    actor.send({ type: 'choice.submit' })
    expect(selectStep(actor.getSnapshot())).toBe('register')
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }))
    expect(listed).toEqual([7001])
    fill()
    child().send({ type: 'draft.submit' })
    expect(child().getSnapshot().matches({ ready: 'confirming' })).toBe(true)
    expect(saved).toEqual([])
    child().send({ type: 'save.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saved).toEqual([{ bookId: 7001, id: null, draft: WINTER }])
    expect(registered).toEqual([{ pause: REGISTERED, name: 'Elin Berg' }])
    expect(selectStep(actor.getSnapshot())).toBe('registered')
  })

  it('asks for an apprentice when "Next" comes without one, and uses the one chosen', async () => {
    const { actor, child, listed } = arrange([ELIN, TOMASZ])
    actor.send({ type: 'choice.submit' })
    expect(selectStep(actor.getSnapshot())).toBe('choose')
    expect(selectChoiceError(actor.getSnapshot())).toEqual({ key: 'chooseApprentice' })
    expect(actor.getSnapshot().context.attempt).toBe(1)
    actor.send({ type: 'apprentice.choose', bookId: TOMASZ.book.id })
    expect(selectChoiceError(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'choice.submit' })
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }))
    expect(listed).toEqual([7004])
  })

  it('keeps the draft on a failed call, with the reason, until it goes through', async () => {
    const { actor, child, fill, saved, registered } = arrange([ELIN], [{ key: 'network' }, REGISTERED])
    actor.send({ type: 'choice.submit' })
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }))
    fill()
    child().send({ type: 'draft.submit' })
    child().send({ type: 'save.confirm' })
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }) && s.context.formError !== null)
    expect(child().getSnapshot().context).toMatchObject({ draft: WINTER, formError: { key: 'network' } })
    expect(selectStep(actor.getSnapshot())).toBe('register')
    child().send({ type: 'draft.submit' })
    child().send({ type: 'save.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saved).toHaveLength(2)
    expect(registered).toHaveLength(1)
  })

  it('goes back to the choice when the form is cancelled or another apprentice is wanted, sending nothing', async () => {
    const { actor, child, saved, registered } = arrange([ELIN, TOMASZ])
    actor.send({ type: 'apprentice.choose', bookId: ELIN.book.id })
    actor.send({ type: 'choice.submit' })
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }))
    child().send({ type: 'draft.cancel' })
    expect(selectStep(actor.getSnapshot())).toBe('choose')
    expect(actor.getSnapshot().context.chosenId).toBe(ELIN.book.id)
    actor.send({ type: 'choice.submit' })
    await waitFor(child(), (s) => s.matches({ ready: 'editing' }))
    actor.send({ type: 'apprentice.change' })
    expect(selectStep(actor.getSnapshot())).toBe('choose')
    expect(selectPauseChild(actor.getSnapshot())).toBeUndefined()
    expect(saved).toEqual([])
    expect(registered).toEqual([])
  })
})
