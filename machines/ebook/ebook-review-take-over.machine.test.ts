/**
 * The review's take-over of a report naming a former instructor (ADR 0011): offered only then, the
 * report as the server answers it replaces the shown one (the parts become approvable), a refusal
 * keeps the offer with the reason.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Report } from '../../src/api/ebook/ebook.schemas'
import { SAMPLE_IDS, sampleBook, sampleDetail, sampleReport } from './ebook-report.fixtures'
import { ebookReviewMachine } from './ebook-review.machine'
import { takeOverOffered, type ReviewData } from './ebook-review.rules'
import { selectReviewParts, selectTakeOver } from './ebook-review.selectors'

const REVIEWER = SAMPLE_IDS.instructors[0]
const FORMER = 9999
const PART = sampleDetail({ id: 9001, reportId: SAMPLE_IDS.savedReport, partId: 5011, level: 3 })

function data(instructorId: number | null, book: Partial<ReviewData['book']> = {}): ReviewData {
  return {
    book: sampleBook({
      viewer: { mayReport: false, mayManagePauses: false, mayReview: true, mayApprove: false },
      ...book,
    }),
    report: sampleReport({
      id: SAMPLE_IDS.savedReport,
      state: 'saved',
      savedAt: '2026-11-07',
      instructorId,
      details: [PART],
    }),
  }
}

function start(preloaded: ReviewData, answer: () => Promise<Report>) {
  const calls: Array<{ bookId: number; reportId: number }> = []
  const machine = ebookReviewMachine.provide({
    actors: {
      takeOver: fromPromise(async ({ input }: { input: { bookId: number; reportId: number } }) => {
        calls.push(input)
        return answer()
      }),
    },
    actions: { logFailure: () => {} },
  })
  const actor = createActor(machine, {
    input: { bookId: preloaded.book.id, reportId: preloaded.report.id, reviewerId: REVIEWER, preloaded },
  }).start()
  return { actor, calls }
}

describe('taking over a report naming a former instructor', () => {
  it('is offered for a former instructor only: not for the reviewer’s own report, one naming nobody, a reader who does not review, an approved book', () => {
    expect(takeOverOffered(data(FORMER))).toBe(true)
    expect(takeOverOffered(data(REVIEWER))).toBe(false)
    expect(takeOverOffered(data(SAMPLE_IDS.instructors[1]))).toBe(false)
    expect(takeOverOffered(data(null))).toBe(false)
    expect(
      takeOverOffered(
        data(FORMER, { viewer: { mayReport: false, mayManagePauses: false, mayReview: false, mayApprove: false } }),
      ),
    ).toBe(false)
    expect(takeOverOffered(data(FORMER, { status: 'approved' }))).toBe(false)
  })

  it('takes it over: the answered report names the reviewer, the record shows, the parts can be approved', async () => {
    const preloaded = data(FORMER)
    const answered: Report = {
      ...preloaded.report,
      instructorId: REVIEWER,
      takenOver: {
        from: { id: FORMER, firstName: 'Anders', lastName: 'Vikström' },
        by: { id: REVIEWER, firstName: 'Johan', lastName: 'Handledare' },
        at: '2026-11-16T09:00:00.000Z',
      },
    }
    const { actor, calls } = start(preloaded, async () => answered)
    expect(selectReviewParts(actor.getSnapshot())[0].approveRefusal).toBe('notSupervising')
    actor.send({ type: 'part.approve', id: PART.id })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)

    actor.send({ type: 'report.takeOver' })
    expect(selectTakeOver(actor.getSnapshot())).toMatchObject({ offered: true, busy: true })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(calls).toEqual([{ bookId: preloaded.book.id, reportId: preloaded.report.id }])
    expect(selectTakeOver(actor.getSnapshot())).toMatchObject({
      offered: false,
      busy: false,
      error: null,
      justNow: true,
      takenOver: answered.takenOver,
    })
    expect(selectReviewParts(actor.getSnapshot())[0].approveRefusal).toBeNull()
    actor.send({ type: 'part.approve', id: PART.id })
    expect(actor.getSnapshot().matches({ ready: 'confirmingApproval' })).toBe(true)
  })

  it('a refusal keeps the offer and says why; the reviewer’s own report takes no take-over at all', async () => {
    const { actor } = start(data(FORMER), async () => {
      throw { key: 'couldNotSave', text: 'Rapporten anger Anders Vikström som handledare.' }
    })
    actor.send({ type: 'report.takeOver' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(selectTakeOver(actor.getSnapshot())).toMatchObject({
      offered: true,
      busy: false,
      justNow: false,
      takenOver: null,
    })
    expect(selectTakeOver(actor.getSnapshot()).error).not.toBeNull()

    const own = start(data(REVIEWER), async () => {
      throw new Error('never called')
    })
    own.actor.send({ type: 'report.takeOver' })
    expect(own.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(own.calls).toEqual([])
  })
})
