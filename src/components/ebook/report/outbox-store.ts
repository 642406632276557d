import { useSelector } from '@xstate/react'
import { createActor, type ActorRefFrom } from 'xstate'
import { outboxItem, type ebookOutboxMachine, type OutboxDraft, type OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { outboxStorageKey } from '../../../domain/ebook'
import i18n from '../../../i18n/i18n'
import { toast } from '../../ui/toast/toaster'
import { ebookOutboxFlow } from './ebook-outbox.edge'
import { NS } from './texts'

/**
 * Where the reports made without a connection wait (issue 9, offline reporting): one outbox per
 * user, started by the first report page that needs it and kept running while the app is open, so
 * it sends when the connection returns wherever the person is in the portal.
 *
 * Kept in localStorage, not in the wizards' sessionStorage: a report made on a building site without
 * a connection must outlive the tab being closed; it is removed as soon as it is sent or discarded.
 */

export type OutboxActor = ActorRefFrom<typeof ebookOutboxMachine>

const storageKey = outboxStorageKey

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Partial<OutboxItem>
  return typeof item.id === 'string' && typeof item.queuedAt === 'string' && typeof item.draft === 'object' && item.draft !== null && Array.isArray(item.draft.details)
}

export function readOutbox(userId: number): OutboxItem[] {
  try {
    const raw = storage()?.getItem(storageKey(userId))
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? parsed.filter(isItem) : []
  } catch {
    return []
  }
}

function writeOutbox(userId: number, items: readonly OutboxItem[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(storageKey(userId))
    else storage()?.setItem(storageKey(userId), JSON.stringify(items))
  } catch {
    // Storage full or unavailable: the outbox still sends while the page stays open.
  }
}

let running: { userId: number; actor: OutboxActor } | null = null

/** The user's outbox, started on first use (another user's is stopped: its reports stay stored). */
export function outboxOf(userId: number): OutboxActor {
  if (running?.userId === userId) return running.actor
  running?.actor.stop()
  const machine = ebookOutboxFlow({ sent: () => toast.success(i18n.t('outbox.sentToast', { ns: NS })) })
  const online = typeof navigator === 'undefined' ? true : navigator.onLine !== false
  const actor = createActor(machine, { input: { items: readOutbox(userId), online } })
  actor.subscribe((snapshot) => writeOutbox(userId, snapshot.context.items))
  actor.start()
  running = { userId, actor }
  return actor
}

/** Stops the running outbox (tests; a logout keeps the stored reports for the next login). */
export function stopOutbox(): void {
  running?.actor.stop()
  running = null
}

function localId(): string {
  const uuid = globalThis.crypto?.randomUUID?.()
  return uuid ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/** Keeps a report made without a connection; it is sent when the connection returns. */
export function keepOffline(userId: number, draft: OutboxDraft): void {
  outboxOf(userId).send({ type: 'outbox.add', item: outboxItem(draft, localId(), new Date().toISOString()) })
}

/** The reports of one book still on the device, oldest first. */
export function useOutboxItems(userId: number, bookId: number): { actor: OutboxActor; items: OutboxItem[]; sending: boolean } {
  const actor = outboxOf(userId)
  const all = useSelector(actor, (s) => s.context.items)
  const sending = useSelector(actor, (s) => s.hasTag('busy'))
  const items = all.filter((i) => i.draft.bookId === bookId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
  return { actor, items, sending }
}
