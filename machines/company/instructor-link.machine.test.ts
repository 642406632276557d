import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApprenticeshipDetail } from '../../src/api/company/apprenticeship.schemas'
import type { Failure } from '../../src/api/failure'
import { instructorLinkMachine } from './instructor-link.machine'
import { selectLinkDone, selectLinkError } from './instructor-link.selectors'
import type { LinkChange, LinkTarget } from './instructor-link.steps'

const ANDERS = 2101
const NILS = 2104
/** Elin's apprenticeship, instructed by Anders. */
const ELIN: LinkTarget = { apprenticeshipId: 3002, apprentice: 'Elin Andersson', activeInstructorIds: [ANDERS] }
const NO_EMAIL: Failure = { key: 'couldNotSave', text: 'The instructor has no e-mail address.' }

function arrange(answers: Array<Failure | 'ok'>) {
  const queue = [...answers]
  const sent: LinkChange[] = []
  const saved: LinkChange[] = []
  const machine = instructorLinkMachine.provide({
    actors: {
      saveLinks: fromPromise(async ({ input }: { input: LinkChange }) => {
        sent.push(input)
        const next = queue.shift()
        if (!next) throw new Error('no answer planned')
        if (next !== 'ok') throw next
        return { id: input.apprenticeshipId } as ApprenticeshipDetail
      }),
    },
    actions: { saved: (_, change) => saved.push(change) },
  })
  const actor = createActor(machine).start()
  return { actor, sent, saved }
}

describe('instructor-link machine', () => {
  it('links by sending the whole new set: the instructors kept and the one added', async () => {
    const { actor, sent, saved } = arrange(['ok'])
    actor.send({ type: 'link', target: ELIN, instructorEmploymentId: NILS, instructor: 'Nils Engström' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([expect.objectContaining({ apprenticeshipId: 3002, instructorEmploymentIds: [ANDERS, NILS] })])
    expect(saved).toHaveLength(1)
    expect(selectLinkDone(NILS)(actor.getSnapshot())?.kind).toBe('link')
  })

  it('ends a link by sending the others; a refusal stays on the card it came from in the server words', async () => {
    const { actor, sent, saved } = arrange([NO_EMAIL])
    actor.send({ type: 'unlink', target: ELIN, instructorEmploymentId: ANDERS, instructor: 'Anders Vikström' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent[0]?.instructorEmploymentIds).toEqual([])
    expect(saved).toHaveLength(0)
    expect(selectLinkError(ANDERS)(actor.getSnapshot())).toEqual({ text: NO_EMAIL.text })
    expect(selectLinkError(NILS)(actor.getSnapshot())).toBeNull()
  })

  it('sends nothing when no apprentice is chosen, and says so', () => {
    const { actor, sent } = arrange([])
    actor.send({ type: 'link', target: null, instructorEmploymentId: NILS, instructor: 'Nils Engström' })
    expect(sent).toHaveLength(0)
    expect(selectLinkError(NILS)(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
  })
})
