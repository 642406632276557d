import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { Level, Report, ReportCreateBody, ReportDetail, ReportUpdateBody } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import { asReportFailure, failureText } from './ebook-report.rules'
import type { DetailCreateInput, ReportRef } from './ebook-report.steps'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The reports made without a connection (issue 9, offline reporting): kept on the device until they
 * are sent, in the order they were made, whenever the connection is there (on start and on the
 * browser's `online` event). Each is sent in steps (the draft, each rated part, then the report's
 * comment, place and date, saved when the apprentice saved it), and what is sent is remembered, so a
 * connection lost half-way resumes without sending anything twice. A refusal (say the day is taken
 * by a report made elsewhere meanwhile) marks that report as a conflict, keeps it with the reason
 * and goes on with the next; the apprentice can try it again or discard it.
 */

/** What the apprentice made offline: a report with its rated parts, saved or left as a draft. */
export interface OutboxDraft {
  bookId: number
  fromDate: string
  toDate: string
  workplaceId: number | null
  instructorId: number | null
  details: Array<{ partId: number; level: Level; comment: string }>
  place: string
  comment: string
  date: string
  /** Saved for good (confirmed like online); false leaves a draft on the server to continue. */
  save: boolean
}

export interface OutboxItem {
  /** The device's own id for it (the server's comes with the draft). */
  id: string
  draft: OutboxDraft
  /** When it was kept, ISO (the sending order). */
  queuedAt: string
  /** The draft on the server once created. */
  reportId: number | null
  /** How many of its rated parts are sent (in order). */
  sentDetails: number
  status: 'pending' | 'conflict'
  /** Why it could not be sent. */
  error: ErrorMessage | null
}

export interface OutboxInput {
  /** What the device kept (the edge reads it from storage). */
  items: OutboxItem[]
  online: boolean
}

export interface OutboxContext {
  items: OutboxItem[]
  online: boolean
}

export type OutboxEvent =
  | { type: 'outbox.add'; item: OutboxItem }
  | { type: 'outbox.retry'; id: string }
  | { type: 'outbox.discard'; id: string }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }

const notProvided = actorNotProvided('ebook outbox')

/** The first report still to send, in the order they were kept. */
export function nextPending(items: readonly OutboxItem[]): OutboxItem | null {
  return [...items].filter((i) => i.status === 'pending').sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))[0] ?? null
}

const current = (context: OutboxContext) => nextPending(context.items)!
const errorOf = (event: unknown) => (event as { error: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output

function update(context: OutboxContext, id: string, change: Partial<OutboxItem>): OutboxItem[] {
  return context.items.map((item) => (item.id === id ? { ...item, ...change } : item))
}

/** A refusal stops this report (kept, with the reason); network trouble stops sending until the connection is back. */
const failed = {
  onError: [
    { guard: 'networkFailure' as const, target: '#ebookOutbox.waiting', actions: 'wentOffline' as const },
    { target: 'next', actions: 'markConflict' as const },
  ],
}

export const ebookOutboxMachine = setup({
  types: { context: {} as OutboxContext, events: {} as OutboxEvent, input: {} as OutboxInput },
  actors: {
    /** The browser's online and offline events (the edge listens to window). */
    connection: fromCallback(() => () => {}),
    createReport: fromPromise<Report, ReportCreateBody>(async () => notProvided('createReport')),
    createDetail: fromPromise<ReportDetail, DetailCreateInput>(async () => notProvided('createDetail')),
    updateReport: fromPromise<Report, ReportRef & { body: ReportUpdateBody }>(async () => notProvided('updateReport')),
  },
  actions: {
    /** Edge: a kept report reached the server (toast). */
    notifySent: (_, _params: { item: OutboxItem }) => {},
    add: assign(({ context, event }) => (event.type === 'outbox.add' ? { items: [...context.items.filter((i) => i.id !== event.item.id), event.item] } : {})),
    retry: assign(({ context, event }) => (event.type === 'outbox.retry' ? { items: update(context, event.id, { status: 'pending', error: null }) } : {})),
    discard: assign(({ context, event }) => (event.type === 'outbox.discard' ? { items: context.items.filter((i) => i.id !== event.id) } : {})),
    online: assign({ online: true }),
    wentOffline: assign({ online: false }),
    created: assign(({ context, event }) => ({ items: update(context, current(context).id, { reportId: outputOf<Report>(event).id }) })),
    detailSent: assign(({ context }) => {
      const item = current(context)
      return { items: update(context, item.id, { sentDetails: item.sentDetails + 1 }) }
    }),
    markConflict: assign(({ context, event }) => {
      const failure = asReportFailure(errorOf(event), 'couldNotSave')
      const field = Object.values(failure.fieldErrors ?? {})[0]
      return { items: update(context, current(context).id, { status: 'conflict', error: field ?? failureText(failure) }) }
    }),
    sent: assign(({ context }) => ({ items: context.items.filter((i) => i.id !== current(context).id) })),
  },
  guards: {
    canSend: ({ context }) => context.online && nextPending(context.items) !== null,
    nothingPending: ({ context }) => nextPending(context.items) === null,
    needsCreate: ({ context }) => current(context).reportId === null,
    needsDetail: ({ context }) => {
      const item = current(context)
      return item.sentDetails < item.draft.details.length
    },
    networkFailure: ({ event }) => asReportFailure(errorOf(event), 'couldNotSave').key === 'network',
    known: ({ context, event }) => (event.type === 'outbox.retry' || event.type === 'outbox.discard') && context.items.some((i) => i.id === event.id),
    /** Not the report on its way (it finishes first). */
    knownAndWaiting: ({ context, event }) =>
      (event.type === 'outbox.retry' || event.type === 'outbox.discard') && context.items.some((i) => i.id === event.id) && nextPending(context.items)?.id !== event.id,
  },
}).createMachine({
  id: 'ebookOutbox',
  context: ({ input }) => ({ items: input.items, online: input.online }),
  invoke: { src: 'connection' },
  on: {
    'outbox.add': { actions: 'add' },
    'connection.online': { actions: 'online' },
    'connection.offline': { actions: 'wentOffline' },
  },
  initial: 'waiting',
  states: {
    /** Nothing to send, or no connection: waits for a report or the connection. */
    waiting: {
      always: { guard: 'canSend', target: 'sending' },
      on: {
        'outbox.retry': { guard: 'known', actions: 'retry' },
        'outbox.discard': { guard: 'known', actions: 'discard' },
      },
    },
    sending: {
      tags: 'busy',
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'nothingPending', target: '#ebookOutbox.waiting' },
            { guard: 'needsCreate', target: 'creating' },
            { guard: 'needsDetail', target: 'detail' },
            { target: 'saving' },
          ],
        },
        creating: {
          invoke: {
            src: 'createReport',
            input: ({ context }) => {
              const { draft } = current(context)
              return { bookId: draft.bookId, fromDate: draft.fromDate, toDate: draft.toDate, workplaceId: draft.workplaceId, instructorId: draft.instructorId }
            },
            onDone: { target: 'next', actions: 'created' },
            ...failed,
          },
        },
        detail: {
          invoke: {
            src: 'createDetail',
            input: ({ context }) => {
              const item = current(context)
              const detail = item.draft.details[item.sentDetails]!
              return { bookId: item.draft.bookId, reportId: item.reportId!, ...detail }
            },
            onDone: { target: 'next', actions: 'detailSent' },
            ...failed,
          },
        },
        saving: {
          invoke: {
            src: 'updateReport',
            input: ({ context }) => {
              const { draft, reportId } = current(context)
              return { bookId: draft.bookId, reportId: reportId!, body: { place: draft.place, comment: draft.comment, date: draft.date, ...(draft.save ? { save: true } : {}) } }
            },
            onDone: { target: 'next', actions: [{ type: 'notifySent', params: ({ context }) => ({ item: current(context) }) }, 'sent'] },
            ...failed,
          },
        },
      },
      on: {
        // The report on its way is not touched; the others may be tried again or discarded meanwhile.
        'outbox.retry': { guard: 'knownAndWaiting', actions: 'retry' },
        'outbox.discard': { guard: 'knownAndWaiting', actions: 'discard' },
      },
    },
  },
})

/** A report kept on the device, as the outbox holds it. */
export function outboxItem(draft: OutboxDraft, id: string, queuedAt: string): OutboxItem {
  return { id, draft, queuedAt, reportId: null, sentDetails: 0, status: 'pending', error: null }
}
