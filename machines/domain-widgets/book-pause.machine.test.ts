import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import type { Failure } from '../../src/api/failure'
import { bookPauseMachine } from './book-pause.machine'
import {
  selectDeleteError,
  selectDraftErrors,
  selectFormError,
  selectPauseDialog,
  selectPauses,
  selectPausesLoadError,
} from './book-pause.selectors'
import { type AttachmentChange, type PauseChange, type SavePauseInput } from './book-pause.steps'
import { checkDraft } from './book-pause.rules'

const PERMITTED = { fromDate: '2025-08-18', toDate: '2028-08-17' }
const SUMMER: BookPause = { id: 1, bookId: 7, fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Sommaruppehåll' }
const SICK: BookPause = { id: 2, bookId: 7, fromDate: '2025-11-03', toDate: '2025-11-30', reason: 'Sjukskrivning' }

type Answer<T> = T | Error | Failure

function arrange(
  options: {
    pauses?: Answer<BookPause[]>[]
    saves?: Answer<BookPause>[]
    deletes?: Answer<'ok'>[]
    attaches?: Answer<BookPause>[]
    mayManage?: boolean
    once?: boolean
  } = {},
) {
  const attaches = [...(options.attaches ?? [])]
  const attached: Array<{ pauseId: number; change: AttachmentChange }> = []
  const lists = [...(options.pauses ?? [[SUMMER, SICK]])]
  const saves = [...(options.saves ?? [])]
  const deletes = [...(options.deletes ?? [])]
  const saved: SavePauseInput[] = []
  const deleted: number[] = []
  const changes: PauseChange[] = []
  const answer = <T>(queue: Answer<T>[]): T => {
    const next = queue.shift()
    if (next === undefined) throw new Error('no answer planned')
    if (next instanceof Error || (typeof next === 'object' && next !== null && 'key' in next)) throw next
    return next as T
  }
  const machine = bookPauseMachine.provide({
    actors: {
      listPauses: fromPromise(async () => answer(lists)),
      savePause: fromPromise(async ({ input }: { input: SavePauseInput }) => {
        saved.push(input)
        return answer(saves)
      }),
      deletePause: fromPromise(async ({ input }: { input: { id: number } }) => {
        deleted.push(input.id)
        answer(deletes)
      }),
      attachFile: fromPromise(async ({ input }: { input: { pauseId: number; change: AttachmentChange } }) => {
        attached.push(input)
        return answer(attaches)
      }),
    },
    actions: { pausesChanged: (_, params) => void changes.push(params.change), logFailure: () => {} },
  })
  const actor = createActor(machine, {
    input: { bookId: 7, permitted: PERMITTED, mayManage: options.mayManage ?? true, once: options.once },
  }).start()
  return { actor, saved, deleted, changes, attached }
}

async function ready(actor: ReturnType<typeof arrange>['actor']) {
  await waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'))
}

function fill(
  actor: ReturnType<typeof arrange>['actor'],
  draft: { fromDate?: string; toDate?: string; reason?: string },
) {
  for (const [field, value] of Object.entries(draft))
    actor.send({ type: 'draft.change', field: field as 'fromDate', value })
}

describe('book-pause machine', () => {
  it('loads the pauses, newest first', async () => {
    const { actor } = arrange({ pauses: [[SICK, SUMMER]] })
    await ready(actor)
    expect(selectPauses(actor.getSnapshot()).map((p) => p.id)).toEqual([1, 2])
  })

  it('shows a failed load and loads again on retry', async () => {
    const { actor } = arrange({ pauses: [new Error('offline'), [SUMMER]] })
    await ready(actor)
    expect(selectPausesLoadError(actor.getSnapshot())).toEqual({ key: 'couldNotLoad' })
    actor.send({ type: 'pauses.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectPauses(actor.getSnapshot())).toEqual([SUMMER])
  })

  it('adds a pause after checking it, and tells the edge the pauses changed', async () => {
    const created: BookPause = {
      id: 3,
      bookId: 7,
      fromDate: '2027-01-10',
      toDate: '2027-01-20',
      reason: 'Föräldraledighet',
    }
    const { actor, saved, changes } = arrange({ saves: [created] })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    expect(selectPauseDialog(actor.getSnapshot())).toBe('form')
    fill(actor, { fromDate: '2027-01-10', toDate: '2027-01-20', reason: '  Föräldraledighet ' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(saved).toEqual([
      { bookId: 7, id: null, draft: { fromDate: '2027-01-10', toDate: '2027-01-20', reason: 'Föräldraledighet' } },
    ])
    expect(selectPauses(actor.getSnapshot()).map((p) => p.id)).toEqual([3, 1, 2])
    expect(changes).toEqual(['created'])
    expect(selectPauseDialog(actor.getSnapshot())).toBeNull()
  })

  it('refuses an invalid draft without sending it: required fields, end before start, outside the permitted period, overlaps', async () => {
    const { actor, saved } = arrange()
    await ready(actor)
    actor.send({ type: 'pause.add' })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({
      fromDate: { key: 'required' },
      toDate: { key: 'required' },
      reason: { key: 'required' },
    })

    fill(actor, { fromDate: '2027-02-10', toDate: '2027-02-01', reason: 'Ledig' })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ toDate: { key: 'endBeforeStart' } })

    fill(actor, { fromDate: '2025-06-01', toDate: '2028-09-01' })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({
      fromDate: { key: 'outsidePermitted' },
      toDate: { key: 'outsidePermitted' },
    })

    fill(actor, { fromDate: '2026-08-01', toDate: '2026-08-20' })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ fromDate: { key: 'overlapsPause' } })

    actor.send({ type: 'reports.known', periods: [{ fromDate: '2027-03-01', toDate: '2027-03-05' }] })
    fill(actor, { fromDate: '2027-03-04', toDate: '2027-03-10' })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ fromDate: { key: 'overlapsReport' } })
    expect(saved).toEqual([])
    expect(actor.getSnapshot().context.attempt).toBe(5)
  })

  it('clears a field message when that field changes (both dates for a period message)', async () => {
    const { actor } = arrange()
    await ready(actor)
    actor.send({ type: 'pause.add' })
    actor.send({ type: 'draft.submit' })
    fill(actor, { reason: 'Ledig' })
    expect(Object.keys(selectDraftErrors(actor.getSnapshot()))).toEqual(['fromDate', 'toDate'])
    fill(actor, { toDate: '2027-01-01' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({})
  })

  it('edits a pause: starts from its values and may keep its own dates (no overlap with itself)', async () => {
    const changed = { ...SUMMER, reason: 'Semester' }
    const { actor, saved, changes } = arrange({ saves: [changed] })
    await ready(actor)
    actor.send({ type: 'pause.edit', id: 1 })
    expect(actor.getSnapshot().context.draft).toEqual({
      fromDate: '2026-06-22',
      toDate: '2026-08-09',
      reason: 'Sommaruppehåll',
    })
    fill(actor, { reason: 'Semester' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(saved).toEqual([
      { bookId: 7, id: 1, draft: { fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Semester' } },
    ])
    expect(selectPauses(actor.getSnapshot())[0].reason).toBe('Semester')
    expect(changes).toEqual(['updated'])
  })

  it('shows the server’s 422 texts per field and keeps the form open', async () => {
    const refusal: Failure = {
      key: 'couldNotSave',
      fieldErrors: { fromDate: { text: 'Perioden krockar med en rapport' } },
    }
    const { actor } = arrange({ saves: [refusal] })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    fill(actor, { fromDate: '2027-01-10', toDate: '2027-01-20', reason: 'Ledig' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ fromDate: { text: 'Perioden krockar med en rapport' } })
    expect(selectFormError(actor.getSnapshot())).toBeNull()
    expect(selectPauseDialog(actor.getSnapshot())).toBe('form')
  })

  it('shows a refusal without fields as the form’s message (no permission, network)', async () => {
    const { actor } = arrange({ saves: [{ key: 'noPermission' }, { key: 'network' }] })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    fill(actor, { fromDate: '2027-01-10', toDate: '2027-01-20', reason: 'Ledig' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'noPermission' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && selectFormError(s)?.key === 'network')
  })

  it('deletes only after confirmation; cancel keeps the pause', async () => {
    const { actor, deleted, changes } = arrange({ deletes: ['ok'] })
    await ready(actor)
    actor.send({ type: 'pause.delete', id: 2 })
    expect(selectPauseDialog(actor.getSnapshot())).toBe('confirmDelete')
    actor.send({ type: 'delete.cancel' })
    expect(deleted).toEqual([])
    expect(selectPauses(actor.getSnapshot())).toHaveLength(2)

    actor.send({ type: 'pause.delete', id: 2 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(deleted).toEqual([2])
    expect(selectPauses(actor.getSnapshot()).map((p) => p.id)).toEqual([1])
    expect(changes).toEqual(['deleted'])
  })

  it('keeps the confirmation open with the reason when a delete is refused', async () => {
    const { actor } = arrange({ deletes: [{ key: 'noPermission' }] })
    await ready(actor)
    actor.send({ type: 'pause.delete', id: 2 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingDelete' }) && selectDeleteError(s) !== null)
    expect(selectDeleteError(actor.getSnapshot())).toEqual({ key: 'noPermission' })
    expect(selectPauses(actor.getSnapshot())).toHaveLength(2)
  })

  it('lets a reader who may not manage pauses only read them', async () => {
    const { actor } = arrange({ mayManage: false })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    actor.send({ type: 'pause.edit', id: 1 })
    actor.send({ type: 'pause.delete', id: 1 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('ignores an edit or delete of a pause it does not know', async () => {
    const { actor } = arrange()
    await ready(actor)
    actor.send({ type: 'pause.edit', id: 99 })
    actor.send({ type: 'pause.delete', id: 99 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })
})

describe('checkDraft', () => {
  const base = { permitted: PERMITTED, reports: [], pauses: [SUMMER], editingId: null }
  it('accepts a pause inside the permitted period that may lie ahead', () => {
    expect(checkDraft({ ...base, draft: { fromDate: '2028-01-01', toDate: '2028-08-17', reason: 'Ledig' } })).toEqual(
      {},
    )
  })
  it('refuses a reason longer than the API keeps', () => {
    expect(
      checkDraft({ ...base, draft: { fromDate: '2028-01-01', toDate: '2028-01-02', reason: 'x'.repeat(2001) } }),
    ).toEqual({
      reason: { key: 'tooLong', values: { count: 2000 } },
    })
  })
})

describe('book-pause machine: the attachment (§3 Pause, issue 17)', () => {
  const PDF = new File(['%PDF-1.4'], 'intyg.pdf', { type: 'application/pdf' })
  const NEW: BookPause = { id: 9, bookId: 7, fromDate: '2026-09-01', toDate: '2026-09-10', reason: 'Sjukskrivning' }
  const WITH_FILE: BookPause = {
    ...NEW,
    attachment: { fileName: 'intyg.pdf', contentType: 'application/pdf', size: 8, uploadedAt: '2026-09-01T08:00:00Z' },
  }

  it('refuses a file ADR 0004 refuses before anything is sent', async () => {
    const { actor, saved } = arrange()
    await ready(actor)
    actor.send({ type: 'pause.add' })
    fill(actor, { fromDate: NEW.fromDate, toDate: NEW.toDate, reason: NEW.reason })
    actor.send({ type: 'attachment.choose', file: new File(['hej'], 'intyg.txt', { type: 'text/plain' }) })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ attachment: { key: 'wrongType' } })
    actor.send({ type: 'attachment.choose', file: new File([], 'intyg.pdf', { type: 'application/pdf' }) })
    actor.send({ type: 'draft.submit' })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ attachment: { key: 'empty' } })
    expect(saved).toEqual([])
  })

  it('saves the pause, then sends its file to the saved pause, and says the pause was added once both are done', async () => {
    const { actor, attached, changes } = arrange({ saves: [NEW], attaches: [WITH_FILE] })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    fill(actor, { fromDate: NEW.fromDate, toDate: NEW.toDate, reason: NEW.reason })
    actor.send({ type: 'attachment.choose', file: PDF })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(attached).toEqual([{ pauseId: 9, change: { kind: 'replace', file: PDF } }])
    expect(selectPauses(actor.getSnapshot()).find((p) => p.id === 9)?.attachment?.fileName).toBe('intyg.pdf')
    expect(changes).toEqual(['created'])
    expect(actor.getSnapshot().context.lastChange).toBe('created')
  })

  it('keeps a saved pause when its file is refused: the form stays on that pause with the reason, and a second try updates it', async () => {
    const refused: Failure = { key: 'couldNotSave', fieldErrors: { file: { text: 'Fel filtyp.' } } }
    const { actor, saved, attached, changes } = arrange({ saves: [NEW, NEW], attaches: [refused, WITH_FILE] })
    await ready(actor)
    actor.send({ type: 'pause.add' })
    fill(actor, { fromDate: NEW.fromDate, toDate: NEW.toDate, reason: NEW.reason })
    actor.send({ type: 'attachment.choose', file: PDF })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    expect(selectPauseDialog(actor.getSnapshot())).toBe('form')
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({ attachment: { text: 'Fel filtyp.' } })
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'attachmentNotSaved' })
    // The page reads the book again: the pause exists.
    expect(changes).toEqual(['created'])
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(saved.map((input) => input.id)).toEqual([null, 9])
    expect(attached).toHaveLength(2)
    expect(actor.getSnapshot().context.lastChange).toBe('created')
  })

  it('removes the file of a pause being edited when asked, and sends nothing about the file otherwise', async () => {
    const { actor, attached } = arrange({ pauses: [[WITH_FILE]], saves: [WITH_FILE, WITH_FILE], attaches: [NEW] })
    await ready(actor)
    actor.send({ type: 'pause.edit', id: 9 })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(attached).toEqual([])
    actor.send({ type: 'pause.edit', id: 9 })
    actor.send({ type: 'attachment.remove' })
    actor.send({ type: 'draft.submit' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(attached).toEqual([{ pauseId: 9, change: { kind: 'remove' } }])
    expect(selectPauses(actor.getSnapshot())[0]?.attachment).toBeUndefined()
  })
})

describe('once: registering one pause (the company page runs the machine as its child)', () => {
  const WINTER = { fromDate: '2026-12-21', toDate: '2027-01-08', reason: 'Julledighet' }
  const SAVED: BookPause = { id: 9, bookId: 7, ...WINTER }

  it('opens the form once the pauses are read, asks before sending, and ends with the saved pause', async () => {
    const { actor, saved, changes } = arrange({ once: true, saves: [SAVED] })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    fill(actor, WINTER)
    actor.send({ type: 'draft.submit' })
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true)
    expect(saved).toEqual([])
    actor.send({ type: 'save.back' })
    expect(actor.getSnapshot().context.draft).toEqual(WINTER)
    actor.send({ type: 'draft.submit' })
    actor.send({ type: 'save.confirm' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual(SAVED)
    expect(saved).toEqual([{ bookId: 7, id: null, draft: WINTER }])
    expect(changes).toEqual([])
  })

  it('checks the draft against the book’s other pauses before asking', async () => {
    const { actor } = arrange({ once: true })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    fill(actor, { fromDate: '2026-07-01', toDate: '2026-07-10', reason: 'Semester' })
    actor.send({ type: 'draft.submit' })
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.errors.fromDate).toBeDefined()
  })

  it('keeps the draft when the call fails, and sends it again after a new confirmation', async () => {
    const { actor, saved } = arrange({ once: true, saves: [{ key: 'network' }, SAVED] })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    fill(actor, WINTER)
    actor.send({ type: 'draft.submit' })
    actor.send({ type: 'save.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }))
    expect(actor.getSnapshot().context).toMatchObject({ draft: WINTER, formError: { key: 'network' } })
    actor.send({ type: 'draft.submit' })
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true)
    actor.send({ type: 'save.confirm' })
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(SAVED)
    expect(saved).toHaveLength(2)
  })

  it('ends with the pause even when its file then fails and the user leaves; with null when cancelled first', async () => {
    const withFile = arrange({ once: true, saves: [SAVED], attaches: [{ key: 'couldNotSave' }] })
    await waitFor(withFile.actor, (s) => s.matches({ ready: 'editing' }))
    fill(withFile.actor, WINTER)
    withFile.actor.send({
      type: 'attachment.choose',
      file: new File(['%PDF-1.4'], 'intyg.pdf', { type: 'application/pdf' }),
    })
    withFile.actor.send({ type: 'draft.submit' })
    withFile.actor.send({ type: 'save.confirm' })
    await waitFor(withFile.actor, (s) => s.matches({ ready: 'editing' }) && s.context.formError !== null)
    withFile.actor.send({ type: 'draft.cancel' })
    expect(withFile.actor.getSnapshot().output).toEqual(SAVED)

    const cancelled = arrange({ once: true })
    await waitFor(cancelled.actor, (s) => s.matches({ ready: 'editing' }))
    cancelled.actor.send({ type: 'draft.cancel' })
    expect(cancelled.actor.getSnapshot()).toMatchObject({ status: 'done', output: null })
  })
})
