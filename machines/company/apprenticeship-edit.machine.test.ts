import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApprenticeshipDetail, ApprenticeshipUpdateBody } from '../../src/api/company/apprenticeship.schemas'
import { serverText, type Failure } from '../../src/api/failure'
import { apprenticeshipEditMachine } from './apprenticeship-edit.machine'
import { apprenticeshipEditPathInput, FREE_PERIOD, JOHAN_AT_NORR } from './apprenticeship-edit.paths'
import {
  selectDialogError,
  selectEditError,
  selectInstructorIds,
  selectRateErrors,
  selectSaved,
} from './apprenticeship-edit.selectors'

const ANDERS = 2101
const answer = (active: number[]) =>
  ({
    instructors: active.map((employmentId) => ({ employmentId, isActive: true })),
  }) as unknown as ApprenticeshipDetail
/** What the edge makes of the server's §8 overlap refusal (422 on employmentRate.fromDate). */
const OVERLAP: Failure = { key: 'couldNotSave', fieldErrors: { fromDate: serverText('The period conflicts.') } }
const LINK_REFUSED: Failure = {
  key: 'couldNotSave',
  text: 'x',
  fieldErrors: { 'instructorEmploymentIds.1': serverText('The instructor has no e-mail address.') },
}
const BOOK_KEPT: Failure = { key: 'couldNotDelete', fieldErrors: { id: serverText('The link cannot be removed.') } }

type Answer = ApprenticeshipDetail | Failure | 'ok'

function arrange(answers: Answer[] = []) {
  const queue = [...answers]
  const sent: Array<{ call: string; body?: ApprenticeshipUpdateBody; endDate?: string }> = []
  let saved = 0
  let removed = 0
  const next = async () => {
    const a = queue.shift()
    if (a === undefined) throw new Error('no answer planned')
    if (a !== 'ok' && 'key' in a) throw a
    return a
  }
  const machine = apprenticeshipEditMachine.provide({
    actors: {
      saveApprenticeship: fromPromise(async ({ input }: { input: { id: number; body: ApprenticeshipUpdateBody } }) => {
        sent.push({ call: 'update', body: input.body })
        return (await next()) as ApprenticeshipDetail
      }),
      endApprenticeship: fromPromise(async ({ input }: { input: { id: number; endDate?: string } }) => {
        sent.push({ call: 'end', endDate: input.endDate })
        return (await next()) as ApprenticeshipDetail
      }),
      removeApprenticeship: fromPromise(async () => {
        sent.push({ call: 'delete' })
        await next()
      }),
    },
    actions: {
      saved: () => {
        saved += 1
      },
      removed: () => {
        removed += 1
      },
    },
  })
  const actor = createActor(machine, { input: apprenticeshipEditPathInput }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, saved: () => saved, removed: () => removed, settled }
}

const fill = (
  actor: ReturnType<typeof arrange>['actor'],
  rate: { percent: string; fromDate: string; toDate: string },
) => {
  for (const field of ['percent', 'fromDate', 'toDate'] as const)
    actor.send({ type: 'rate.change', field, value: rate[field] })
}

describe("the apprentice's page", () => {
  it('checks a rate period before sending: 0 is a pause, out of range, the end after the start', () => {
    const { actor, sent } = arrange()
    fill(actor, { percent: '0', fromDate: '2026-04-06', toDate: '2026-04-01' })
    actor.send({ type: 'rate.submit' })
    expect(selectRateErrors(actor.getSnapshot())).toEqual({
      percent: { key: 'rateZeroUsePause' },
      toDate: { key: 'endBeforeStart' },
    })
    actor.send({ type: 'rate.change', field: 'percent', value: '101' })
    actor.send({ type: 'rate.submit' })
    expect(selectRateErrors(actor.getSnapshot()).percent).toEqual({ key: 'rateOutOfRange' })
    expect(sent).toEqual([])
  })

  it("shows the server's overlap refusal at the field, keeps the input, and says Saved only after the answer", async () => {
    const { actor, sent, saved, settled } = arrange([OVERLAP, answer([JOHAN_AT_NORR])])
    fill(actor, { ...FREE_PERIOD, fromDate: '2026-03-01' })
    actor.send({ type: 'rate.submit' })
    expect(selectSaved(actor.getSnapshot())).toBeNull()
    await settled()
    expect(sent[0]?.body).toEqual({ employmentRate: { percent: 60, fromDate: '2026-03-01', toDate: '2026-05-29' } })
    expect(selectRateErrors(actor.getSnapshot())).toEqual({ fromDate: { text: 'The period conflicts.' } })
    expect(actor.getSnapshot().context.rate.fromDate).toBe('2026-03-01')
    actor.send({ type: 'rate.change', field: 'fromDate', value: FREE_PERIOD.fromDate })
    actor.send({ type: 'rate.submit' })
    await settled()
    expect(selectSaved(actor.getSnapshot())).toBe('rate')
    expect(saved()).toBe(1)
    expect(actor.getSnapshot().context.rate).toEqual({ percent: '', fromDate: '', toDate: '' })
  })

  it('links an instructor by sending the whole new set, and keeps the set with the reason when refused', async () => {
    const { actor, sent, settled } = arrange([LINK_REFUSED, answer([JOHAN_AT_NORR, ANDERS])])
    actor.send({ type: 'instructor.link', employmentId: 2104 })
    expect(selectInstructorIds(actor.getSnapshot())).toEqual([JOHAN_AT_NORR, 2104])
    await settled()
    expect(sent[0]?.body).toEqual({ instructorEmploymentIds: [JOHAN_AT_NORR, 2104] })
    expect(selectInstructorIds(actor.getSnapshot())).toEqual([JOHAN_AT_NORR])
    expect(selectEditError(actor.getSnapshot())).toEqual({ text: 'The instructor has no e-mail address.' })
    actor.send({ type: 'instructor.link', employmentId: ANDERS })
    await settled()
    expect(selectInstructorIds(actor.getSnapshot())).toEqual([JOHAN_AT_NORR, ANDERS])
    expect(selectSaved(actor.getSnapshot())).toBe('instructors')
  })

  it('refuses unlinking the only instructor without a call (§5 at least one)', () => {
    const { actor, sent } = arrange()
    actor.send({ type: 'instructor.unlink', employmentId: JOHAN_AT_NORR })
    expect(selectEditError(actor.getSnapshot())).toEqual({ key: 'needsInstructor' })
    expect(sent).toEqual([])
  })

  it('ends after the question with a checked last day; a delete refused (e-book) keeps the question with the reason', async () => {
    const { actor, sent, removed, settled } = arrange([answer([]), BOOK_KEPT])
    actor.send({ type: 'end.start' })
    actor.send({ type: 'end.date', value: '2025-01-01' })
    actor.send({ type: 'end.confirm' })
    expect(actor.getSnapshot().context.endDateError).toEqual({ key: 'beforeStart' })
    actor.send({ type: 'end.date', value: '2026-06-30' })
    actor.send({ type: 'end.confirm' })
    await settled()
    expect(sent[0]).toEqual({ call: 'end', endDate: '2026-06-30' })
    expect(selectSaved(actor.getSnapshot())).toBe('ended')
    actor.send({ type: 'remove.start' })
    actor.send({ type: 'remove.confirm' })
    await settled()
    expect(selectDialogError(actor.getSnapshot())).toEqual({ text: 'The link cannot be removed.' })
    expect(removed()).toBe(0)
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })
})
