import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ReportCreateBody, ReportUpdateBody } from '../../src/api/ebook/ebook.schemas'
import { SAMPLE_IDS, sampleDetail, sampleReport } from './ebook-report.fixtures'
import { ebookOutboxMachine, nextPending, outboxItem, type OutboxDraft, type OutboxItem } from './ebook-outbox.machine'
import type { ReportFailure } from './ebook-report.rules'
import type { DetailCreateInput, ReportRef } from './ebook-report.steps'

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

interface Fakes {
  /** Per call kind, the failures to answer with, in order (then success). */
  fail: Partial<Record<'create' | 'detail' | 'update', ReportFailure[]>>
}

function arrange(items: OutboxItem[], online: boolean, fakes: Fakes = { fail: {} }) {
  const calls: string[] = []
  let nextId = 21900
  const failNext = (kind: 'create' | 'detail' | 'update') => {
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

describe('ebook outbox: reports kept on the device', () => {
  it('waits while offline, then sends in order when the connection returns: the draft, each part, then the saved report', async () => {
    const first = outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')
    const second = outboxItem(draft({ fromDate: '2026-11-14', toDate: '2026-11-14', details: [{ partId: 5012, level: 1, comment: '' }], save: false }), 'b', '2026-11-15T11:00:00.000Z')
    const { actor, calls, sent } = arrange([second, first], false)
    expect(actor.getSnapshot().matches('waiting')).toBe(true)
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

  it('resumes after the connection is lost half-way without sending anything twice', async () => {
    const lost = arrange([outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')], true, { fail: { detail: [{ key: 'network' }] } })
    await idle(lost.actor)
    // Stopped after the draft: it waits, remembering what is sent.
    expect(lost.actor.getSnapshot().context).toMatchObject({ online: false, items: [{ id: 'a', reportId: 21900, sentDetails: 0, status: 'pending' }] })
    expect(lost.calls).toEqual(['create 2026-11-15', 'detail 21900 5011 3'])

    lost.actor.send({ type: 'connection.online' })
    await idle(lost.actor)
    expect(lost.calls.slice(2)).toEqual(['detail 21900 5011 3', 'detail 21900 5031 2', expect.stringMatching(/^update 21900 /)])
    expect(lost.actor.getSnapshot().context.items).toEqual([])
  })

  it('keeps a refused report with the reason, goes on with the next, and tries it again or discards it on request', async () => {
    const overlap: ReportFailure = { key: 'periodRefused', fieldErrors: { fromDate: { text: 'Perioden överlappar en annan rapport.' } } }
    const a = outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z')
    const b = outboxItem(draft({ fromDate: '2026-11-14', toDate: '2026-11-14' }), 'b', '2026-11-15T11:00:00.000Z')
    const { actor, calls } = arrange([a, b], true, { fail: { create: [overlap] } })
    await idle(actor)

    expect(actor.getSnapshot().context.items).toEqual([{ ...a, status: 'conflict', error: { text: 'Perioden överlappar en annan rapport.' } }])
    expect(calls.filter((c) => c.startsWith('create'))).toEqual(['create 2026-11-15', 'create 2026-11-14'])
    expect(nextPending(actor.getSnapshot().context.items)).toBeNull()

    actor.send({ type: 'outbox.retry', id: 'a' })
    await idle(actor)
    expect(actor.getSnapshot().context.items).toEqual([])

    const refused = arrange([a], true, { fail: { create: [{ key: 'employmentDate' }] } })
    await idle(refused.actor)
    expect(refused.actor.getSnapshot().context.items[0]).toMatchObject({ status: 'conflict', error: { key: 'employmentDate' } })
    refused.actor.send({ type: 'outbox.discard', id: 'a' })
    expect(refused.actor.getSnapshot().context.items).toEqual([])
  })

  it('goes offline on the browser’s event and sends nothing until it is back', async () => {
    const { actor, calls } = arrange([], true)
    actor.send({ type: 'connection.offline' })
    actor.send({ type: 'outbox.add', item: outboxItem(draft(), 'a', '2026-11-15T10:00:00.000Z') })
    expect(actor.getSnapshot().matches('waiting')).toBe(true)
    expect(calls).toEqual([])
  })
})
