import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { Report, ReportCreateBody, ReportDetail, ReportUpdateBody } from '../../src/api/ebook/ebook.schemas'
import { failureMessage, failureOf } from '../../src/api/failure'
import type { DetailCreateInput, DetailDeleteInput, DetailUpdateInput, ReportRef } from './ebook-report.steps'
import type { OutboxDraft, OutboxItem, OutboxStatus } from './ebook-outbox.steps'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The reports made or finished without a connection (issue 9; issue 17 "a report is never lost"):
 * kept on the device (IndexedDB, the edge) until they are sent, oldest first. Each is sent in steps
 * (the draft unless it exists, each rated part, each part removed offline, then the report's comment,
 * place and date), and what is sent is remembered, so a connection lost half-way resumes without
 * sending anything twice. It sends on start, on `online`, when the page becomes visible again and on
 * a backoff timer after a failed attempt (a phone that never says it is offline still delivers), and
 * only while it holds the device's send lock (one sender across tabs, ADR 0010), re-reading the
 * stored reports once it holds it. A refusal marks that report as a conflict (kept, with the reason)
 * and goes on with the next; it can be opened, changed and sent again, or discarded (which also
 * removes its draft on the server). An unfinished report waits, unsent, until it is continued.
 */

export type { OutboxDetail, OutboxDraft, OutboxItem, OutboxStatus } from './ebook-outbox.steps'

export interface OutboxInput {
  /** Reports known before the stored ones are read (tests; the edge starts empty). */
  items: OutboxItem[]
  online: boolean
}

export interface OutboxContext {
  items: OutboxItem[]
  online: boolean
  /** Failed attempts in a row (the backoff). */
  attempts: number
}

export type OutboxEvent =
  | { type: 'outbox.add'; item: OutboxItem }
  | { type: 'outbox.retry'; id: string }
  | { type: 'outbox.discard'; id: string }
  /** Another tab changed the stored reports. */
  | { type: 'outbox.reload'; items: OutboxItem[] }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  /** The page became visible again: worth a try. */
  | { type: 'connection.wake' }
  /** The send lock is held; the stored reports as read then (null: keep what is known). */
  | { type: 'lock.held'; items: OutboxItem[] | null }

/** Seconds to wait after the nth failed attempt in a row: 3, 6, 12 … at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(3000 * 2 ** Math.max(0, attempts - 1), 300_000)
}

const notProvided = actorNotProvided('ebook outbox')

const SENDABLE: ReadonlySet<OutboxStatus> = new Set(['pending', 'discarding'])

/** The first report still to send (or to discard on the server), in the order they were kept. */
export function nextPending(items: readonly OutboxItem[]): OutboxItem | null {
  return (
    [...items].filter((i) => SENDABLE.has(i.status)).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))[0] ?? null
  )
}

const current = (context: OutboxContext) => nextPending(context.items)!
const unsentDetail = (item: OutboxItem) => item.draft.details.findIndex((d) => !d.sent)
const errorOf = (event: unknown) => (event as { error: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output

function update(
  items: readonly OutboxItem[],
  id: string,
  change: (item: OutboxItem) => Partial<OutboxItem>,
): OutboxItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change(item) } : item))
}

function withDraft(item: OutboxItem, change: Partial<OutboxDraft>): Partial<OutboxItem> {
  return { draft: { ...item.draft, ...change } }
}

/** Stored and known reports together (known ones win: they are newer). */
function merged(stored: readonly OutboxItem[], known: readonly OutboxItem[]): OutboxItem[] {
  const ids = new Set(known.map((i) => i.id))
  return [...stored.filter((i) => !ids.has(i.id)), ...known]
}

/** A refusal stops this report (kept, with the reason); network trouble waits for the backoff. */
const failed = {
  onError: [
    { guard: 'networkFailure' as const, target: '#ebookOutbox.backoff', actions: 'failedAttempt' as const },
    { target: 'next', actions: 'markConflict' as const },
  ],
}

/** Trying again or discarding a report (`knownAndWaiting`: not the one on its way). */
const retryOrDiscard = (guard: 'known' | 'knownAndWaiting') => ({
  'outbox.retry': { guard, actions: 'retry' as const },
  'outbox.discard': { guard, actions: 'discard' as const },
})

export const ebookOutboxMachine = setup({
  types: { context: {} as OutboxContext, events: {} as OutboxEvent, input: {} as OutboxInput },
  actors: {
    /** The browser's online, offline and visibility events (the edge listens to window and document). */
    connection: fromCallback(() => () => {}),
    /** The reports stored on the device. */
    loadItems: fromPromise<OutboxItem[]>(async () => []),
    /** Holds the device's send lock while sending (one sender across tabs); sends `lock.held`. */
    sendLock: fromCallback(({ sendBack }) => {
      sendBack({ type: 'lock.held', items: null })
      return () => {}
    }),
    createReport: fromPromise<Report, ReportCreateBody>(async () => notProvided('createReport')),
    createDetail: fromPromise<ReportDetail, DetailCreateInput>(async () => notProvided('createDetail')),
    updateDetail: fromPromise<ReportDetail, DetailUpdateInput>(async () => notProvided('updateDetail')),
    deleteDetail: fromPromise<{ ok: boolean }, DetailDeleteInput>(async () => notProvided('deleteDetail')),
    updateReport: fromPromise<Report, ReportRef & { body: ReportUpdateBody }>(async () => notProvided('updateReport')),
    deleteReport: fromPromise<{ ok: boolean }, ReportRef>(async () => notProvided('deleteReport')),
  },
  delays: {
    retryDelay: ({ context }) => backoffMs(context.attempts),
  },
  actions: {
    /** Edge: a kept report reached the server (toast). */
    notifySent: (_, _params: { item: OutboxItem }) => {},
    add: assign(({ context, event }) =>
      event.type === 'outbox.add'
        ? { items: [...context.items.filter((i) => i.id !== event.item.id), event.item] }
        : {},
    ),
    loaded: assign(({ context, event }) => ({ items: merged(outputOf<OutboxItem[]>(event), context.items) })),
    reload: assign(({ event }) => (event.type === 'outbox.reload' ? { items: event.items } : {})),
    lockHeld: assign(({ context, event }) =>
      event.type === 'lock.held' && event.items !== null ? { items: event.items } : { items: context.items },
    ),
    retry: assign(({ context, event }) =>
      event.type === 'outbox.retry'
        ? { items: update(context.items, event.id, () => ({ status: 'pending', error: null })) }
        : {},
    ),
    /** Nothing on the server yet: forgotten at once; else its draft is deleted there first. */
    discard: assign(({ context, event }) => {
      if (event.type !== 'outbox.discard') return {}
      const item = context.items.find((i) => i.id === event.id)
      if (!item || item.reportId === null) return { items: context.items.filter((i) => i.id !== event.id) }
      return { items: update(context.items, event.id, () => ({ status: 'discarding', error: null })) }
    }),
    online: assign({ online: true }),
    wentOffline: assign({ online: false }),
    failedAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    succeeded: assign({ attempts: 0 }),
    created: assign(({ context, event }) => ({
      items: update(context.items, current(context).id, () => ({ reportId: outputOf<Report>(event).id })),
    })),
    detailSent: assign(({ context, event }) => {
      const item = current(context)
      const index = unsentDetail(item)
      const details = item.draft.details.map((d, i) =>
        i === index ? { ...d, detailId: outputOf<ReportDetail>(event).id, sent: true } : d,
      )
      return { items: update(context.items, item.id, (it) => withDraft(it, { details })) }
    }),
    removalSent: assign(({ context }) => ({
      items: update(context.items, current(context).id, (it) =>
        withDraft(it, { removedDetailIds: (it.draft.removedDetailIds ?? []).slice(1) }),
      ),
    })),
    markConflict: assign(({ context, event }) => {
      const failure = failureOf(errorOf(event), 'couldNotSave')
      const field = Object.values(failure.fieldErrors ?? {})[0]
      return {
        items: update(context.items, current(context).id, () => ({
          status: 'conflict',
          error: field ?? failureMessage(failure),
        })),
      }
    }),
    sent: assign(({ context }) => ({ items: context.items.filter((i) => i.id !== current(context).id) })),
  },
  guards: {
    canSend: ({ context }) => context.online && nextPending(context.items) !== null,
    nothingPending: ({ context }) => nextPending(context.items) === null,
    discarding: ({ context }) => current(context).status === 'discarding',
    needsCreate: ({ context }) => current(context).reportId === null,
    needsNewDetail: ({ context }) => {
      const item = current(context)
      const index = unsentDetail(item)
      return index >= 0 && !item.draft.details[index]!.detailId
    },
    needsChangedDetail: ({ context }) => unsentDetail(current(context)) >= 0,
    needsRemoval: ({ context }) => (current(context).draft.removedDetailIds ?? []).length > 0,
    networkFailure: ({ event }) => failureOf(errorOf(event), 'couldNotSave').key === 'network',
    known: ({ context, event }) =>
      (event.type === 'outbox.retry' || event.type === 'outbox.discard') &&
      context.items.some((i) => i.id === event.id),
    /** Not the report on its way (it finishes first). */
    knownAndWaiting: ({ context, event }) =>
      (event.type === 'outbox.retry' || event.type === 'outbox.discard') &&
      context.items.some((i) => i.id === event.id) &&
      nextPending(context.items)?.id !== event.id,
  },
}).createMachine({
  id: 'ebookOutbox',
  context: ({ input }) => ({ items: input.items, online: input.online, attempts: 0 }),
  invoke: { src: 'connection' },
  on: {
    'outbox.add': { actions: 'add' },
    'connection.online': { actions: 'online' },
    'connection.offline': { actions: 'wentOffline' },
  },
  initial: 'loading',
  states: {
    /** Reads what the device kept (a report added meanwhile is kept too). */
    loading: {
      invoke: { src: 'loadItems', onDone: { target: 'waiting', actions: 'loaded' }, onError: 'waiting' },
    },
    /** Nothing to send, or no connection: waits for a report or the connection. */
    waiting: {
      always: { guard: 'canSend', target: 'sending' },
      on: { ...retryOrDiscard('known'), 'outbox.reload': { actions: 'reload' } },
    },
    /** A try failed on the network: again after the backoff, or as soon as the page is back or online. */
    backoff: {
      after: { retryDelay: 'waiting' },
      on: {
        'connection.online': { target: 'waiting', actions: 'online' },
        'connection.wake': 'waiting',
        ...retryOrDiscard('known'),
        'outbox.reload': { actions: 'reload' },
      },
    },
    sending: {
      tags: 'busy',
      invoke: { src: 'sendLock' },
      initial: 'locking',
      states: {
        /** Another tab may be sending: waits for the lock, then reads the stored reports afresh. */
        locking: { on: { 'lock.held': { target: 'next', actions: 'lockHeld' } } },
        next: {
          always: [
            { guard: 'nothingPending', target: '#ebookOutbox.waiting' },
            { guard: 'discarding', target: 'discarding' },
            { guard: 'needsCreate', target: 'creating' },
            { guard: 'needsNewDetail', target: 'creatingDetail' },
            { guard: 'needsChangedDetail', target: 'updatingDetail' },
            { guard: 'needsRemoval', target: 'removingDetail' },
            { target: 'saving' },
          ],
        },
        creating: {
          invoke: {
            src: 'createReport',
            input: ({ context }) => {
              const { draft } = current(context)
              return {
                bookId: draft.bookId,
                fromDate: draft.fromDate,
                toDate: draft.toDate,
                workplaceId: draft.workplaceId,
                instructorId: draft.instructorId,
              }
            },
            onDone: { target: 'next', actions: ['created', 'succeeded'] },
            ...failed,
          },
        },
        creatingDetail: {
          invoke: {
            src: 'createDetail',
            input: ({ context }) => {
              const item = current(context)
              const { partId, level, comment } = item.draft.details[unsentDetail(item)]!
              return { bookId: item.draft.bookId, reportId: item.reportId!, partId, level, comment }
            },
            onDone: { target: 'next', actions: ['detailSent', 'succeeded'] },
            ...failed,
          },
        },
        updatingDetail: {
          invoke: {
            src: 'updateDetail',
            input: ({ context }) => {
              const item = current(context)
              const { detailId, level, comment } = item.draft.details[unsentDetail(item)]!
              return { bookId: item.draft.bookId, reportId: item.reportId!, detailId: detailId!, level, comment }
            },
            onDone: { target: 'next', actions: ['detailSent', 'succeeded'] },
            ...failed,
          },
        },
        removingDetail: {
          invoke: {
            src: 'deleteDetail',
            input: ({ context }) => {
              const item = current(context)
              return { bookId: item.draft.bookId, reportId: item.reportId!, detailId: item.draft.removedDetailIds![0]! }
            },
            onDone: { target: 'next', actions: ['removalSent', 'succeeded'] },
            ...failed,
          },
        },
        saving: {
          invoke: {
            src: 'updateReport',
            input: ({ context }) => {
              const { draft, reportId } = current(context)
              return {
                bookId: draft.bookId,
                reportId: reportId!,
                body: {
                  place: draft.place,
                  comment: draft.comment,
                  date: draft.date,
                  ...(draft.save ? { save: true } : {}),
                },
              }
            },
            onDone: {
              target: 'next',
              actions: [
                { type: 'notifySent', params: ({ context }) => ({ item: current(context) }) },
                'sent',
                'succeeded',
              ],
            },
            ...failed,
          },
        },
        /** Its draft on the server goes too (else it would block the period); any answer but the network's forgets it. */
        discarding: {
          invoke: {
            src: 'deleteReport',
            input: ({ context }) => ({ bookId: current(context).draft.bookId, reportId: current(context).reportId! }),
            onDone: { target: 'next', actions: ['sent', 'succeeded'] },
            onError: [
              { guard: 'networkFailure', target: '#ebookOutbox.backoff', actions: 'failedAttempt' },
              { target: 'next', actions: 'sent' },
            ],
          },
        },
      },
      on: {
        // The report on its way is not touched; the others may be tried again or discarded meanwhile.
        ...retryOrDiscard('knownAndWaiting'),
      },
    },
  },
})

/** A report kept on the device, as the outbox holds it. */
export function outboxItem(
  draft: OutboxDraft,
  id: string,
  queuedAt: string,
  status: OutboxStatus = 'pending',
): OutboxItem {
  return { id, draft, queuedAt, reportId: draft.reportId ?? null, status, error: null }
}
