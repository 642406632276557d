/**
 * The outbox's production machine with the edge's real calls against the simulated backend: a report
 * made and saved without a connection is, once sent, a saved report on the server.
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { outboxItem, type OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { EBOOK_IDS, EBOOK_PARTS } from '../../../../mock-server/seed'
import { withSimulatedBackend } from '../../../../mock-server/test-kit'
import { getBook } from '../../../api/ebook/books'
import { createReport, getReport } from '../../../api/ebook/reports'
import { isoDay } from '../../../domain/dates'
import { ebookOutboxFlow, type OutboxStorage } from './ebook-outbox.edge'

const api = withSimulatedBackend()
/** The device's storage as a list the actor's own snapshots fill (read when the send lock is held). */
function memoryStorage() {
  let items: OutboxItem[] = []
  const storage: OutboxStorage = { read: async () => items, flush: async () => {}, lockName: 'outbox-backend-test' }
  return {
    storage,
    keep: (actor: { subscribe: (fn: (s: { context: { items: OutboxItem[] } }) => void) => unknown }) =>
      void actor.subscribe((s) => (items = s.context.items)),
  }
}

describe('outbox against the simulated backend', () => {
  it('sends a report saved offline: created, its part rated, then saved', async () => {
    api.as('apprentice')
    const book = await getBook(EBOOK_IDS.active)
    const yesterday = isoDay(new Date(Date.now() - 86_400_000))
    const part = EBOOK_PARTS.find((p) => p.id === EBOOK_IDS.openPart)!
    const sent: number[] = []
    const { storage, keep } = memoryStorage()
    const actor = createActor(ebookOutboxFlow({ sent: (item) => void sent.push(item.reportId ?? -1), storage }), {
      input: { items: [], online: true },
    })
    keep(actor)
    actor.start()
    actor.send({
      type: 'outbox.add',
      item: outboxItem(
        {
          bookId: EBOOK_IDS.active,
          fromDate: yesterday,
          toDate: yesterday,
          workplaceId: book.workplaces[0]?.id ?? null,
          instructorId: book.instructors[0]?.id ?? null,
          details: [{ partId: part.id, level: 2, comment: '' }],
          place: 'Bygget',
          comment: '',
          date: yesterday,
          save: true,
        },
        'offline-1',
        new Date().toISOString(),
      ),
    })
    actor.send({ type: 'connection.online' })
    const done = await waitFor(
      actor,
      (s) => s.context.items.length === 0 || s.context.items.some((i) => i.status === 'conflict'),
      { timeout: 20_000 },
    )
    expect(done.context.items).toEqual([])
    expect(sent).toHaveLength(1)
    const report = await getReport(EBOOK_IDS.active, sent[0]!)
    expect(report.state).toBe('saved')
    expect(report.details.map((d) => [d.partId, d.level])).toEqual([[part.id, 2]])
  }, 30_000)

  it('discarding a report refused after its draft was created deletes that draft: the period is free again', async () => {
    api.as('apprentice')
    const book = await getBook(EBOOK_IDS.active)
    const day = isoDay(new Date(Date.now() - 2 * 86_400_000))
    const body = {
      bookId: EBOOK_IDS.active,
      fromDate: day,
      toDate: day,
      workplaceId: book.workplaces[0]?.id ?? null,
      instructorId: book.instructors[0]?.id ?? null,
    }
    const draftOnServer = await createReport(body)
    const kept = {
      ...outboxItem(
        { ...body, details: [], place: '', comment: '', date: day, save: true },
        'partial-1',
        new Date().toISOString(),
      ),
      reportId: draftOnServer.id,
      status: 'conflict' as const,
      error: { key: 'alreadySaved' as const },
    }
    const { storage, keep } = memoryStorage()
    const actor = createActor(ebookOutboxFlow({ sent: () => {}, storage }), { input: { items: [kept], online: true } })
    keep(actor)
    actor.start()
    await waitFor(actor, (s) => s.matches('waiting'))
    actor.send({ type: 'outbox.discard', id: 'partial-1' })
    await waitFor(actor, (s) => s.context.items.length === 0 && s.matches('waiting'), { timeout: 20_000 })
    await expect(getReport(EBOOK_IDS.active, draftOnServer.id)).rejects.toThrow()
    // The period no longer overlaps a forgotten draft.
    await expect(createReport(body)).resolves.toMatchObject({ fromDate: day })
  }, 30_000)
})
