import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Ebook } from '../../src/api/ebook/ebook.schemas'
import type { Failure } from '../../src/api/failure'
import { sampleBook, SAMPLE_ELEMENTS } from './ebook-report.fixtures'
import { bookApprovalMachine } from './book-approval.machine'
import { bookApprovable } from './book-approval.rules'
import {
  selectApprovalAsked,
  selectApprovalBusy,
  selectApprovalError,
  selectApprovalOffered,
  selectApproved,
} from './book-approval.selectors'

const INSTRUCTOR = { mayReport: false, mayManagePauses: false, mayReview: true, mayApprove: true }

/** Every part reported at its required level and approved: nothing missing (§4). */
const COMPLETE = SAMPLE_ELEMENTS.map((element) => ({
  ...element,
  parts: element.parts.map((p) => ({
    ...p,
    achievedLevel: p.requiredLevel,
    instructorLevel: p.requiredLevel,
    approvedAt: '2026-11-10',
    approvedBy: { id: 2101, firstName: 'Johan', lastName: 'H' },
  })),
}))

const ready = (overrides: Partial<Ebook> = {}) => sampleBook({ elements: COMPLETE, viewer: INSTRUCTOR, ...overrides })
const approvedBook = (book: Ebook): Ebook => ({
  ...book,
  status: 'approved',
  displayState: 'approved',
  approval: { approvedAt: '2026-11-20', approvedBy: { id: 2101, firstName: 'Johan', lastName: 'H' } },
  viewer: { ...book.viewer, mayReview: false, mayApprove: false },
})

function start(book: Ebook, approve: (bookId: number) => Promise<Ebook>) {
  const approved: Ebook[] = []
  const calls: number[] = []
  const actor = createActor(
    bookApprovalMachine.provide({
      actors: {
        approveBook: fromPromise(({ input }) => {
          calls.push(input.bookId)
          return approve(input.bookId)
        }),
      },
      actions: { bookApproved: (_, params) => approved.push(params.book) },
    }),
    { input: { book } },
  ).start()
  return { actor, approved, calls }
}

describe('book approval rules (§1, §4)', () => {
  it('offers approval to the supervising instructor when nothing is missing', () => {
    expect(bookApprovable(ready())).toBe(true)
  })
  it('not while an element is incomplete or a theory module is not approved', () => {
    expect(bookApprovable(ready({ elements: SAMPLE_ELEMENTS }))).toBe(false)
    expect(
      bookApprovable(ready({ theory: [{ id: 1, courseName: 'Y4', approvedAt: null } as Ebook['theory'][number]] })),
    ).toBe(false)
  })
  it('not to a reader who may not approve, nor a second time', () => {
    expect(bookApprovable(ready({ viewer: { ...INSTRUCTOR, mayApprove: false } }))).toBe(false)
    expect(bookApprovable(approvedBook(ready()))).toBe(false)
  })
})

describe('book approval machine', () => {
  it('asks first; confirming approves the book once and hands the approved book to the page', async () => {
    const book = ready()
    const { actor, approved, calls } = start(book, async () => approvedBook(book))
    expect(selectApprovalOffered(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'approval.start' })
    expect(selectApprovalAsked(actor.getSnapshot())).toBe(true)
    expect(calls).toEqual([])
    actor.send({ type: 'approval.confirm' })
    expect(selectApprovalBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectApproved)
    expect(calls).toEqual([book.id])
    expect(approved.map((b) => b.approval?.approvedAt)).toEqual(['2026-11-20'])
    expect(selectApprovalOffered(actor.getSnapshot())).toBe(false)
  })

  it('cancel asks nothing of the server', () => {
    const { actor, calls } = start(ready(), async () => {
      throw new Error('not called')
    })
    actor.send({ type: 'approval.start' })
    actor.send({ type: 'approval.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual([])
  })

  it('is not started for a book with something missing', () => {
    const { actor } = start(ready({ elements: SAMPLE_ELEMENTS }), async () => {
      throw new Error('not called')
    })
    actor.send({ type: 'approval.start' })
    expect(selectApprovalAsked(actor.getSnapshot())).toBe(false)
  })

  it("a refusal is said with the server's words and may be tried again", async () => {
    const refusal: Failure = { key: 'couldNotSave', fieldErrors: { id: { text: 'Teorin Y4 är inte godkänd.' } } }
    let answer: () => Promise<Ebook> = () => Promise.reject(refusal)
    const book = ready()
    const { actor, approved } = start(book, () => answer())
    actor.send({ type: 'approval.start' })
    actor.send({ type: 'approval.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(selectApprovalError(actor.getSnapshot())).toEqual({ text: 'Teorin Y4 är inte godkänd.' })
    expect(actor.getSnapshot().context.attempt).toBe(1)
    answer = async () => approvedBook(book)
    actor.send({ type: 'approval.start' })
    expect(selectApprovalError(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'approval.confirm' })
    await waitFor(actor, selectApproved)
    expect(approved).toHaveLength(1)
  })

  it('a network failure is the network message', async () => {
    const { actor } = start(ready(), () => Promise.reject({ key: 'network' } satisfies Failure))
    actor.send({ type: 'approval.start' })
    actor.send({ type: 'approval.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(selectApprovalError(actor.getSnapshot())).toEqual({ key: 'network' })
  })

  it('follows the book when the page reads it again', () => {
    const { actor } = start(ready({ elements: SAMPLE_ELEMENTS }), async () => {
      throw new Error('not called')
    })
    expect(selectApprovalOffered(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'book.changed', book: ready() })
    expect(selectApprovalOffered(actor.getSnapshot())).toBe(true)
  })
})
