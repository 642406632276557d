import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { ReportCreateBody, ReportUpdateBody } from '../../src/api/ebook/ebook.schemas'
import { SAMPLE_IDS, sampleDetail, sampleReport } from './ebook-report.fixtures'
import {
  backoffMs,
  ebookOutboxMachine,
  nextPending,
  outboxItem,
  type OutboxDraft,
  type OutboxItem,
} from './ebook-outbox.machine'
import type { Failure } from '../../src/api/failure'
import type { DetailCreateInput, DetailDeleteInput, DetailUpdateInput, ReportRef } from './ebook-report.steps'

const draft = (overrides: Partial<OutboxDraft> = {}): OutboxDraft => ({
  bookId: SAMPLE_IDS.book,
  fromDate: '2026-11-15',
  toDate: '2026-11-15',
  workplaceId: 31,
  instructorId: 2101,
  details: [
    { partId: 5011, level: 3, comment: 'Gick bra.' },
    { partId: 5031, level: 2, comment: '' },
  ],
  place: 'Kvarnholmen',
  comment: 'Utan nät på bygget.',
  date: '2026-11-15',
  save: true,
  ...overrides,
})

type CallKind = 'create' | 'detail' | 'update' | 'delete'
interface Fakes {
  /** Per call kind, the failures to answer with, in order (then success). */
  fail: Partial<Record<CallKind, Failure[]>>
  /** What the device has stored (read on start and when the send lock is held). */
  stored?: () => OutboxItem[]
  /** The send lock: held when this resolves (another tab sends meanwhile). */
  lock?: Promise<void>
}

function arrange(items: OutboxItem[], online: boolean, fakes: Fakes = { fail: {} }) {
  const calls: string[] = []
  let nextId = 21900
  const failNext = (kind: CallKind) => {
    const failure = fakes.fail[kind]?.shift()
    if (failure) throw failure
  }
  const sent: string[] = []
  const machine = ebookOutboxMachine.provide({
    actors: {
      createReport: fromPromise(async ({ input }: { input: ReportCreateBody }) => {
        calls.push(`create ${input.fromDate}`)
        failNext('create')
        return sampleReport({ id: nextId++, fromDate: input.fromDate, toDate: input.toDate })
      }),
      createDetail: fromPromise(async ({ input }: { input: DetailCreateInput }) => {
        calls.push(`detail ${input.reportId} ${input.partId} ${input.level}`)
        failNext('detail')
        return sampleDetail({ reportId: input.reportId, partId: input.partId, level: input.level })
      }),
      updateDetail: fromPromise(async ({ input }: { input: DetailUpdateInput }) => {
        calls.push(`change ${input.reportId} ${input.detailId} ${input.level}`)
        failNext('detail')
        return sampleDetail({ id: input.detailId, reportId: input.reportId, level: input.level })
      }),
      deleteDetail: fromPromise(async ({ input }: { input: DetailDeleteInput }) => {
        calls.push(`remove ${input.reportId} ${input.detailId}`)
        failNext('delete')
        return { ok: true as boolean }
      }),
      deleteReport: fromPromise(async ({ input }: { input: ReportRef }) => {
        calls.push(`delete ${input.reportId}`)
        failNext('delete')
        return { ok: true as boolean }
      }),
      loadItems: fromPromise(async () => fakes.stored?.() ?? []),
      sendLock: fromCallback(({ sendBack }) => {
        void (fakes.lock ?? Promise.resolve()).then(() =>
          sendBack({ type: 'lock.held', items: fakes.stored?.() ?? null }),
        )
        return () => {}
      }),
      updateReport: fromPromise(async ({ input }: { input: ReportRef & { body: ReportUpdateBody } }) => {
        calls.push(`update ${input.reportId} ${JSON.stringify(input.body)}`)
        failNext('update')
        return sampleReport({ id: input.reportId, state: input.body.save ? 'saved' : 'draft' })
      }),
    },
    actions: { notifySent: (_, params) => void sent.push(params.item.id) },
  })
  const actor = createActor(machine, { input: { items, online } }).start()
  return { actor, calls, sent }
}

type Actor = ReturnType<typeof arrange>['actor']
const idle = (actor: Actor) => waitFor(actor, (s) => s.matches('waiting'), { timeout: 2000 })

afterEach(() => void vi.useRealTimers())

describe('ebook outbox: reports kept on the device', () => {
  it('waits while offline, then sends in order when the connection returns: the draft, each part, then the saved report', async () => {
    const first = outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')
    const second = outboxItem(
      draft({
        fromDate: '2026-11-14',
        toDate: '2026-11-14',
        details: [{ partId: 5012, level: 1, comment: '' }],
        save: false,
      }),
      'b',
      '2026-11-15T11:00:00.000Z',
    )
    const { actor, calls, sent } = arrange([second, first], false)
    await idle(actor)
    expect(calls).toEqual([])

    actor.send({ type: 'connection.online' })
    await idle(actor)

    expect(calls).toEqual([
      'create 2026-11-15',
      'detail 21900 5011 3',
      'detail 21900 5031 2',
      'update 21900 {"place":"Kvarnholmen","comment":"Utan nät på bygget.","date":"2026-11-15","save":true}',
      'create 2026-11-14',
      'detail 21901 5012 1',
      // Left as a draft: continued online from the report list.
      'update 21901 {"place":"Kvarnholmen","comment":"Utan nät på bygget.","date":"2026-11-15"}',
    ])
    expect(sent).toEqual(['a', 'b'])
    expect(actor.getSnapshot().context.items).toEqual([])
  })

  it('sends a report kept while online at once', async () => {
    const { actor, calls } = arrange([], true)
    actor.send({ type: 'outbox.add', item: outboxItem(draft({ details: [] }), 'a', '2026-11-15T10:00:00.000Z') })
    await idle(actor)
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['create', 'update'])
  })

  it('resumes after the connection is lost half-way without sending anything twice: by itself after the backoff, with no offline event', async () => {
    vi.useFakeTimers()
    const lost = arrange([outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')], true, {
      fail: { detail: [{ key: 'network' }, { key: 'network' }] },
    })
    await waitFor(lost.actor, (s) => s.matches('backoff'))
    // Stopped after the draft: it waits, remembering what is sent; the browser still says online.
    expect(lost.actor.getSnapshot().context).toMatchObject({
      online: true,
      attempts: 1,
      items: [{ id: 'a', reportId: 21900, status: 'pending' }],
    })
    expect(lost.calls).toEqual(['create 2026-11-15', 'detail 21900 5011 3'])

    await vi.advanceTimersByTimeAsync(backoffMs(1) - 1)
    expect(lost.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    // Failed again: a longer wait (6 s), cut short when the page becomes visible again.
    await waitFor(lost.actor, (s) => s.context.attempts === 2)
    expect(backoffMs(2)).toBe(6000)
    lost.actor.send({ type: 'connection.wake' })
    await waitFor(lost.actor, (s) => s.context.items.length === 0)
    expect(lost.calls.slice(2)).toEqual([
      'detail 21900 5011 3',
      'detail 21900 5011 3',
      'detail 21900 5031 2',
      expect.stringMatching(/^update 21900 /),
    ])
    expect(lost.actor.getSnapshot().context.attempts).toBe(0)
  })

  it('waits no longer than five minutes between tries', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([3000, 6000, 12000, 24000])
    expect(backoffMs(30)).toBe(300_000)
  })

  it('finishes a report begun online: changes its server parts, removes those removed offline, saves it', async () => {
    const item = outboxItem(
      draft({
        reportId: 21800,
        details: [
          { partId: 5011, level: 4, comment: '', detailId: 71, sent: false },
          { partId: 5031, level: 2, comment: '', detailId: 72, sent: true },
          { partId: 5012, level: 1, comment: '' },
        ],
        removedDetailIds: [73],
      }),
      'a',
      '2026-11-15T10:00:00.000Z',
    )
    const { actor, calls } = arrange([item], true)
    await waitFor(actor, (s) => s.context.items.length === 0)
    expect(calls).toEqual([
      'change 21800 71 4',
      'detail 21800 5012 1',
      'remove 21800 73',
      expect.stringMatching(/^update 21800 .*"save":true/),
    ])
  })

  it('sends only while it holds the send lock, and then what is stored (another tab may have sent it)', async () => {
    let release = () => {}
    const lock = new Promise<void>((resolve) => (release = resolve))
    let stored = [outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')]
    const { actor, calls } = arrange([], true, { fail: {}, stored: () => stored, lock })
    await waitFor(actor, (s) => s.matches({ sending: 'locking' }))
    expect(calls).toEqual([])
    // The other tab sent it meanwhile and released the lock.
    stored = []
    release()
    await idle(actor)
    expect(calls).toEqual([])
    expect(actor.getSnapshot().context.items).toEqual([])
  })

  it('reads the stored reports on start, keeping one added meanwhile, and never sends an unfinished one', async () => {
    const unfinished = outboxItem(draft(), 'u', '2026-11-15T09:00:00.000Z', 'unfinished')
    let stored = [unfinished]
    const { actor, calls } = arrange([], false, { fail: {}, stored: () => stored })
    const added = outboxItem(draft({ fromDate: '2026-11-14' }), 'b', '2026-11-15T11:00:00.000Z')
    actor.send({ type: 'outbox.add', item: added })
    stored = [unfinished, added]
    await idle(actor)
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['u', 'b'])
    actor.send({ type: 'connection.online' })
    await waitFor(actor, (s) => s.context.items.length === 1 && s.matches('waiting'))
    expect(calls.filter((c) => c.startsWith('create'))).toEqual(['create 2026-11-14'])
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ id: 'u', status: 'unfinished' })
  })

  it('discarding a report whose draft reached the server deletes that draft (else it blocks the period)', async () => {
    const partial = {
      ...outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z'),
      reportId: 21800,
      status: 'conflict' as const,
      error: { key: 'alreadySaved' },
    }
    const { actor, calls } = arrange([partial], true, { fail: { delete: [{ key: 'network' }] } })
    await idle(actor)
    actor.send({ type: 'outbox.discard', id: 'a' })
    await waitFor(actor, (s) => s.matches('backoff'))
    // Not forgotten while its draft is still there.
    expect(actor.getSnapshot().context.items).toMatchObject([{ id: 'a', status: 'discarding' }])
    actor.send({ type: 'connection.wake' })
    await waitFor(actor, (s) => s.context.items.length === 0)
    expect(calls).toEqual(['delete 21800', 'delete 21800'])
  })

  it('keeps a refused report with the reason, goes on with the next, and tries it again or discards it on request', async () => {
    const overlap: Failure = {
      key: 'periodRefused',
      fieldErrors: { fromDate: { text: 'Perioden överlappar en annan rapport.' } },
    }
    const a = outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')
    const b = outboxItem(draft({ fromDate: '2026-11-14', toDate: '2026-11-14' }), 'b', '2026-11-15T11:00:00.000Z')
    const { actor, calls } = arrange([a, b], true, { fail: { create: [overlap] } })
    await idle(actor)

    expect(actor.getSnapshot().context.items).toEqual([
      { ...a, status: 'conflict', error: { text: 'Perioden överlappar en annan rapport.' } },
    ])
    expect(calls.filter((c) => c.startsWith('create'))).toEqual(['create 2026-11-15', 'create 2026-11-14'])
    expect(nextPending(actor.getSnapshot().context.items)).toBeNull()

    actor.send({ type: 'outbox.retry', id: 'a' })
    await idle(actor)
    expect(actor.getSnapshot().context.items).toEqual([])

    const refused = arrange([a], true, { fail: { create: [{ key: 'employmentDate' }] } })
    await idle(refused.actor)
    expect(refused.actor.getSnapshot().context.items[0]).toMatchObject({
      status: 'conflict',
      error: { key: 'employmentDate' },
    })
    refused.actor.send({ type: 'outbox.discard', id: 'a' })
    expect(refused.actor.getSnapshot().context.items).toEqual([])
  })

  it('goes offline on the browser’s event and sends nothing until it is back', async () => {
    const { actor, calls } = arrange([], true)
    await idle(actor)
    actor.send({ type: 'connection.offline' })
    actor.send({ type: 'outbox.add', item: outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z') })
    expect(actor.getSnapshot().matches('waiting')).toBe(true)
    expect(calls).toEqual([])
  })
})
