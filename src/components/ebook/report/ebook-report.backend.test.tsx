/**
 * The report flow's production machine with the edge's real calls against the simulated backend
 * (mock-server, a fresh scenario per test): what the flow sends is what the backend takes, and its
 * refusals reach the flow as the flow reads them.
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  selectBlock,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  type EbookReportSnapshot,
} from '../../../../machines/ebook/ebook-report.selectors'
import type { EbookReportInput } from '../../../../machines/ebook/ebook-report.steps'
import { EBOOK_IDS } from '../../../../mock-server/seed'
import { withSimulatedBackend } from '../../../../mock-server/test-kit'
import { isoDay } from '../../../domain/dates'
import { ebookReportFlow } from './ebook-report.edge'

const api = withSimulatedBackend()
const SLOW = 30_000
const today = isoDay(new Date())

function start(input: Partial<EbookReportInput> = {}) {
  const notified: string[] = []
  const machine = ebookReportFlow(() => ({
    created: () => void notified.push('created'),
    saved: () => void notified.push('saved'),
    deleted: () => void notified.push('deleted'),
    queued: () => void notified.push('queued'),
  }))
  const actor = createActor(machine, {
    input: { bookId: EBOOK_IDS.active, reportId: null, start: 'create', today, ...input },
  }).start()
  return { actor, notified }
}
type Actor = ReturnType<typeof start>['actor']

/** Waits until the flow rests (no call under way) and answers its page. */
async function settled(actor: Actor) {
  const s = await waitFor(actor, (snapshot: EbookReportSnapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 })
  return selectCurrentStep(s)
}

async function throughCreate(actor: Actor) {
  expect(await settled(actor)).toBe('period')
  actor.send({ type: 'period.quick', day: 'yesterday' })
  const book = actor.getSnapshot().context.book!
  if (book.workplaces.length > 0) {
    actor.send({ type: 'answers.change', answers: { workplaceId: book.workplaces[0]!.id } })
    actor.send({ type: 'step.continue' })
  }
  if (book.instructors.length > 0) {
    actor.send({ type: 'answers.change', answers: { instructorId: book.instructors[0]!.id } })
    actor.send({ type: 'step.continue' })
  }
  return settled(actor)
}

describe('the report flow against the simulated backend', { timeout: SLOW }, () => {
  it('creates a draft, rates an open part, saves it after the confirmation, and shows it read-only', async () => {
    api.as('apprentice')
    const { actor, notified } = start()
    expect(await throughCreate(actor)).toBe('parts')

    actor.send({ type: 'part.choose', partId: EBOOK_IDS.closedPart })
    expect(selectFormError(actor.getSnapshot())?.key).toBe('elementClosed')
    actor.send({ type: 'part.choose', partId: EBOOK_IDS.openPart })
    actor.send({ type: 'rating.change', level: 3, comment: 'Konsoler på tegelfasad.' })
    actor.send({ type: 'rating.submit' })
    expect(await settled(actor)).toBe('parts')
    expect(actor.getSnapshot().context.report?.details).toMatchObject([{ partId: EBOOK_IDS.openPart, level: 3 }])

    actor.send({ type: 'step.continue' })
    actor.send({ type: 'answers.change', answers: { place: 'Kv. Lärkan' } })
    actor.send({ type: 'step.continue' })
    actor.send({ type: 'save.confirm' })

    expect(await settled(actor)).toBe('read-only')
    expect(actor.getSnapshot().context.report).toMatchObject({ state: 'saved', place: 'Kv. Lärkan' })
    expect(notified).toEqual(['created', 'saved'])
  })

  it('goes back to the period with the backend’s words when another report took the day meanwhile', async () => {
    api.as('apprentice')
    const first = start()
    expect(await settled(first.actor)).toBe('period')
    // Another tab reports yesterday while this one is still on the period step.
    const other = start()
    expect(await throughCreate(other.actor)).toBe('parts')

    expect(await throughCreate(first.actor)).toBe('period')
    expect(selectErrors(first.actor.getSnapshot()).fromDate?.text).toEqual(expect.any(String))
  })

  it('continues the scenario’s draft, and deletes it after the confirmation', async () => {
    api.as('apprentice')
    const { actor, notified } = start({ start: 'report', reportId: EBOOK_IDS.activeDraftReport })
    expect(await settled(actor)).toBe('parts')
    expect(actor.getSnapshot().context.report?.details.length).toBe(2)

    actor.send({ type: 'draft.delete' })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 })
    expect(notified).toEqual(['deleted'])
  })

  it('shows a paused book closed for reporting, and a saved report read-only', async () => {
    api.as('apprentice')
    const paused = start({ bookId: EBOOK_IDS.paused, start: 'list' })
    expect(await settled(paused.actor)).toBe('closed')
    expect(selectBlock(paused.actor.getSnapshot())).toBe('paused')

    const saved = start({ start: 'report', reportId: EBOOK_IDS.savedReport })
    expect(await settled(saved.actor)).toBe('read-only')
  })
})
