import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Ebook, Report, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import type { Failure } from '../../src/api/failure'
import { SAMPLE_IDS, sampleBook, sampleDetail, sampleReport } from './ebook-report.fixtures'
import { ebookReviewMachine, type ReviewChange, type SaveReviewInput } from './ebook-review.machine'
import { checkReviewDraft, draftOf, partRefusal, reviewBody, type ReviewData } from './ebook-review.rules'
import {
  selectApprovalAsked,
  selectDraftDiffers,
  selectEditingId,
  selectLastReviewChange,
  selectReviewData,
  selectReviewDraft,
  selectReviewErrors,
  selectReviewFormError,
  selectReviewLoadError,
  selectReviewParts,
} from './ebook-review.selectors'

const REVIEWER = SAMPLE_IDS.instructors[0]
const OTHER = SAMPLE_IDS.instructors[1]

/** Three rated parts: not reviewed, reviewed with a different level, approved. */
const OPEN = sampleDetail({ id: 9001, reportId: SAMPLE_IDS.savedReport, partId: 5011, level: 3, comment: 'Gick bra.' })
const DIVERGENT = sampleDetail({
  id: 9002,
  reportId: SAMPLE_IDS.savedReport,
  partId: 5012,
  level: 2,
  instructorLevel: 1,
  instructorComment: 'Öva mer.',
})
const APPROVED = sampleDetail({
  id: 9003,
  reportId: SAMPLE_IDS.savedReport,
  elementId: 503,
  partId: 5031,
  level: 2,
  instructorLevel: 2,
  approvedAt: '2026-11-10',
  approvedBy: { id: REVIEWER, firstName: 'Johan', lastName: 'Handledare' },
})

function data(options: { book?: Partial<Ebook>; report?: Partial<Report> } = {}): ReviewData {
  return {
    book: sampleBook({
      viewer: { mayReport: false, mayManagePauses: false, mayReview: true, mayApprove: false },
      ...options.book,
    }),
    report: sampleReport({
      id: SAMPLE_IDS.savedReport,
      state: 'saved',
      savedAt: '2026-11-07',
      instructorId: REVIEWER,
      details: [OPEN, DIVERGENT, APPROVED],
      ...options.report,
    }),
  }
}

type Answer<T> = T | Error | Failure

function arrange(
  options: { preloaded?: ReviewData | null; loads?: Answer<ReviewData>[]; saves?: Answer<ReportDetail>[] } = {},
) {
  const loads = [...(options.loads ?? [])]
  const saves = [...(options.saves ?? [])]
  const sent: SaveReviewInput[] = []
  const changes: ReviewChange[] = []
  let loadCalls = 0
  const answer = <T>(queue: Answer<T>[]): T => {
    const next = queue.shift()
    if (next === undefined) throw new Error('no answer queued')
    if (next instanceof Error || (typeof next === 'object' && next !== null && 'key' in next)) throw next
    return next as T
  }
  const machine = ebookReviewMachine.provide({
    actors: {
      loadReview: fromPromise(async () => {
        loadCalls += 1
        return answer(loads)
      }),
      saveReview: fromPromise(async ({ input }: { input: SaveReviewInput }) => {
        sent.push(input)
        return answer(saves)
      }),
    },
    actions: { reviewChanged: (_, params) => void changes.push(params), logFailure: () => {} },
  })
  const preloaded = options.preloaded === undefined ? data() : options.preloaded
  const actor = createActor(machine, {
    input: { bookId: SAMPLE_IDS.book, reportId: SAMPLE_IDS.savedReport, reviewerId: REVIEWER, preloaded },
  }).start()
  return { actor, sent, changes, loadCalls: () => loadCalls }
}

type Actor = ReturnType<typeof arrange>['actor']
const idle = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
const editing = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'editing' }))

describe('ebook-review rules', () => {
  const d = data()

  it('lets the instructor the report names adjust and approve an open part', () => {
    expect(partRefusal(d, REVIEWER, OPEN, false)).toBeNull()
    expect(partRefusal(d, REVIEWER, OPEN, true)).toBeNull()
  })

  it('lets another supervising instructor adjust but not approve (§5), and anyone supervising approve a report naming no one', () => {
    expect(partRefusal(d, OTHER, OPEN, false)).toBeNull()
    expect(partRefusal(d, OTHER, OPEN, true)).toBe('notSupervising')
    expect(partRefusal(data({ report: { instructorId: null } }), OTHER, OPEN, true)).toBeNull()
  })

  it('keeps an approved part final, and an approved or issued book read-only, before saying whose it is', () => {
    expect(partRefusal(d, REVIEWER, APPROVED, false)).toBe('detailApproved')
    expect(partRefusal(data({ book: { status: 'approved' } }), OTHER, OPEN, true)).toBe('approved')
    expect(partRefusal(data({ book: { status: 'issued' } }), REVIEWER, OPEN, false)).toBe('issued')
  })

  it('refuses a reader who does not review the book, and a draft', () => {
    const reader = data({
      book: { viewer: { mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false } },
    })
    expect(partRefusal(reader, REVIEWER, OPEN, false)).toBe('notReviewer')
    expect(partRefusal(data({ report: { state: 'draft' } }), REVIEWER, OPEN, false)).toBe('notReviewer')
  })

  it("starts a draft from the instructor's level and comment, else the apprentice's level", () => {
    expect(draftOf(OPEN)).toEqual({ level: 3, comment: '' })
    expect(draftOf(DIVERGENT)).toEqual({ level: 1, comment: 'Öva mer.' })
  })

  it('wants a level and a comment within the limit', () => {
    expect(checkReviewDraft({ level: 2, comment: '' })).toEqual({})
    expect(checkReviewDraft({ level: null, comment: 'x'.repeat(5000) })).toEqual({
      level: { key: 'required' },
      comment: { key: 'tooLong', values: { count: expect.any(Number) } },
    })
  })

  it('sends only what changed, the comment trimmed (empty clears it), and approve when approving', () => {
    expect(reviewBody(OPEN, { level: 3, comment: '' }, false)).toEqual({ instructorLevel: 3 })
    expect(reviewBody(DIVERGENT, { level: 1, comment: ' Öva mer. ' }, false)).toEqual({})
    expect(reviewBody(DIVERGENT, { level: 2, comment: '' }, false)).toEqual({
      instructorLevel: 2,
      instructorComment: '',
    })
    expect(reviewBody(DIVERGENT, { level: 1, comment: 'Öva mer.' }, true)).toEqual({ approve: true })
  })
})

describe('ebook-review machine', () => {
  it('loads the book and report when the route gave none, and loads again after a failure', async () => {
    const { actor, loadCalls } = arrange({ preloaded: null, loads: [new Error('offline'), data()] })
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(selectReviewLoadError(actor.getSnapshot())).toEqual({ key: 'couldNotLoad' })
    actor.send({ type: 'review.retry' })
    await idle(actor)
    expect(loadCalls()).toBe(2)
    expect(selectReviewData(actor.getSnapshot())?.report.id).toBe(SAMPLE_IDS.savedReport)
  })

  it("starts from the route's data without loading, each part with the §8 difference and what may be done", async () => {
    const { actor, loadCalls } = arrange()
    await idle(actor)
    expect(loadCalls()).toBe(0)
    expect(
      selectReviewParts(actor.getSnapshot()).map((p) => [p.detail.id, p.differs, p.editRefusal, p.approveRefusal]),
    ).toEqual([
      [9001, false, null, null],
      [9002, true, null, null],
      [9003, false, 'detailApproved', 'detailApproved'],
    ])
  })

  it('adjusts a part: warns while the level differs, saves the change, shows the answer and tells the edge', async () => {
    const answered = { ...OPEN, instructorLevel: 2 as const, instructorComment: 'Måtten fel.' }
    const { actor, sent, changes } = arrange({ saves: [answered] })
    await idle(actor)
    actor.send({ type: 'part.edit', id: OPEN.id })
    expect(selectEditingId(actor.getSnapshot())).toBe(OPEN.id)
    expect(selectReviewDraft(actor.getSnapshot())).toEqual({ level: 3, comment: '' })
    expect(selectDraftDiffers(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'draft.change', level: 2 })
    expect(selectDraftDiffers(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'draft.change', comment: ' Måtten fel. ' })
    actor.send({ type: 'draft.save' })
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true)
    await idle(actor)
    expect(sent).toEqual([
      {
        bookId: SAMPLE_IDS.book,
        reportId: SAMPLE_IDS.savedReport,
        detailId: OPEN.id,
        body: { instructorLevel: 2, instructorComment: 'Måtten fel.' },
      },
    ])
    expect(changes).toEqual([{ kind: 'saved', detailId: OPEN.id }])
    expect(selectLastReviewChange(actor.getSnapshot())).toEqual({ kind: 'saved', detailId: OPEN.id })
    expect(selectEditingId(actor.getSnapshot())).toBeNull()
    expect(selectReviewParts(actor.getSnapshot())[0]).toMatchObject({ detail: answered, differs: true })
  })

  it('closes the form without a call when nothing changed, and cancel drops the draft', async () => {
    const { actor, sent } = arrange()
    await idle(actor)
    actor.send({ type: 'part.edit', id: DIVERGENT.id })
    actor.send({ type: 'draft.save' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    actor.send({ type: 'part.edit', id: DIVERGENT.id })
    actor.send({ type: 'draft.change', level: 4 })
    actor.send({ type: 'draft.cancel' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(selectEditingId(actor.getSnapshot())).toBeNull()
    expect(sent).toEqual([])
  })

  it('refuses a draft with a comment over the limit without sending it; changing the comment clears the message', async () => {
    const { actor, sent } = arrange()
    await idle(actor)
    actor.send({ type: 'part.edit', id: OPEN.id })
    actor.send({ type: 'draft.change', comment: 'x'.repeat(5000) })
    actor.send({ type: 'draft.save' })
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({
      comment: { key: 'tooLong', values: { count: expect.any(Number) } },
    })
    expect(actor.getSnapshot().context.attempt).toBe(1)
    actor.send({ type: 'draft.change', comment: 'kort' })
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({})
    expect(sent).toEqual([])
  })

  it("keeps the draft when the save fails: the server's field texts on the fields, its other texts as the form's message", async () => {
    const refused: Failure = {
      key: 'couldNotSave',
      fieldErrors: { instructorLevel: { text: 'Ogiltig nivå.' }, id: { text: 'Delmomentet är redan godkänt.' } },
    }
    const { actor } = arrange({ saves: [refused, new Error('offline')] })
    await idle(actor)
    actor.send({ type: 'part.edit', id: OPEN.id })
    actor.send({ type: 'draft.change', level: 1, comment: 'Nej.' })
    actor.send({ type: 'draft.save' })
    await editing(actor)
    expect(selectReviewDraft(actor.getSnapshot())).toEqual({ level: 1, comment: 'Nej.' })
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({ level: { text: 'Ogiltig nivå.' } })
    expect(selectReviewFormError(actor.getSnapshot())).toEqual({ text: 'Delmomentet är redan godkänt.' })
    actor.send({ type: 'draft.save' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.attempt === 2)
    expect(selectReviewFormError(actor.getSnapshot())).toEqual({ key: 'couldNotSave' })
    expect(selectReviewParts(actor.getSnapshot())[0].detail).toEqual(OPEN)
  })

  it('does not open an approved part, nor one of a book the reader does not review', async () => {
    const { actor } = arrange()
    await idle(actor)
    actor.send({ type: 'part.edit', id: APPROVED.id })
    actor.send({ type: 'part.approve', id: APPROVED.id })
    actor.send({ type: 'part.edit', id: 123456 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)

    const reader = arrange({
      preloaded: data({
        book: { viewer: { mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false } },
      }),
    })
    await idle(reader.actor)
    reader.actor.send({ type: 'part.edit', id: OPEN.id })
    expect(reader.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it("approves a part from the list after asking, with the apprentice's level when the instructor gave none", async () => {
    const answered = {
      ...OPEN,
      instructorLevel: 3 as const,
      approvedAt: '2026-11-17',
      approvedBy: { id: REVIEWER, firstName: 'Johan', lastName: 'Handledare' },
    }
    const { actor, sent, changes } = arrange({ saves: [answered] })
    await idle(actor)
    actor.send({ type: 'part.approve', id: OPEN.id })
    expect(selectApprovalAsked(actor.getSnapshot())).toEqual({ detail: OPEN, level: 3 })
    expect(selectEditingId(actor.getSnapshot())).toBeNull()
    expect(sent).toEqual([])
    actor.send({ type: 'approval.confirm' })
    await idle(actor)
    expect(sent.map((s) => s.body)).toEqual([{ instructorLevel: 3, approve: true }])
    expect(changes).toEqual([{ kind: 'approved', detailId: OPEN.id }])
    expect(selectReviewParts(actor.getSnapshot())[0]).toMatchObject({
      editRefusal: 'detailApproved',
      approveRefusal: 'detailApproved',
    })
    expect(selectApprovalAsked(actor.getSnapshot())).toBeNull()
  })

  it('cancelling the question goes back where it was asked: the list, or the form with the draft', async () => {
    const { actor, sent } = arrange()
    await idle(actor)
    actor.send({ type: 'part.approve', id: OPEN.id })
    actor.send({ type: 'approval.cancel' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)

    actor.send({ type: 'part.edit', id: DIVERGENT.id })
    actor.send({ type: 'draft.change', level: 2, comment: 'Bra nu.' })
    actor.send({ type: 'draft.approve' })
    expect(selectApprovalAsked(actor.getSnapshot())).toEqual({ detail: DIVERGENT, level: 2 })
    expect(selectEditingId(actor.getSnapshot())).toBe(DIVERGENT.id)
    actor.send({ type: 'approval.cancel' })
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(selectReviewDraft(actor.getSnapshot())).toEqual({ level: 2, comment: 'Bra nu.' })
    expect(sent).toEqual([])
  })

  it("approves from the form with the draft's level and comment; a refused approval returns to the form with the draft and the reason", async () => {
    const refused: Failure = {
      key: 'couldNotSave',
      fieldErrors: { approve: { text: 'Rapporten anger en annan handledare.' } },
    }
    const answered = {
      ...DIVERGENT,
      instructorLevel: 2 as const,
      instructorComment: 'Bra nu.',
      approvedAt: '2026-11-17',
    }
    const { actor, sent } = arrange({ saves: [refused, answered] })
    await idle(actor)
    actor.send({ type: 'part.edit', id: DIVERGENT.id })
    actor.send({ type: 'draft.change', level: 2, comment: 'Bra nu.' })
    actor.send({ type: 'draft.approve' })
    actor.send({ type: 'approval.confirm' })
    await editing(actor)
    expect(selectReviewFormError(actor.getSnapshot())).toEqual({ text: 'Rapporten anger en annan handledare.' })
    expect(selectReviewDraft(actor.getSnapshot())).toEqual({ level: 2, comment: 'Bra nu.' })
    actor.send({ type: 'draft.approve' })
    actor.send({ type: 'approval.confirm' })
    await idle(actor)
    expect(sent.map((s) => s.body)).toEqual([
      { instructorLevel: 2, instructorComment: 'Bra nu.', approve: true },
      { instructorLevel: 2, instructorComment: 'Bra nu.', approve: true },
    ])
    expect(selectLastReviewChange(actor.getSnapshot())).toEqual({ kind: 'approved', detailId: DIVERGENT.id })
  })

  it('does not ask to approve where the report names another instructor (§5), nor a draft without a level', async () => {
    const other = arrange({ preloaded: data({ report: { instructorId: OTHER } }) })
    await idle(other.actor)
    other.actor.send({ type: 'part.approve', id: OPEN.id })
    expect(other.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(selectReviewParts(other.actor.getSnapshot())[0]).toMatchObject({
      editRefusal: null,
      approveRefusal: 'notSupervising',
    })
    other.actor.send({ type: 'part.edit', id: OPEN.id })
    other.actor.send({ type: 'draft.approve' })
    expect(other.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(selectReviewErrors(other.actor.getSnapshot())).toEqual({})

    const mine = arrange()
    await idle(mine.actor)
    mine.actor.send({ type: 'part.edit', id: OPEN.id })
    mine.actor.send({ type: 'draft.change', level: null })
    mine.actor.send({ type: 'draft.approve' })
    expect(mine.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(selectReviewErrors(mine.actor.getSnapshot())).toEqual({ level: { key: 'required' } })
  })
})
