import { useSelector } from '@xstate/react'
import { createInspectedActor } from '../../../session/inspected-actor'
import { createStore, del, entries, set, type UseStore } from 'idb-keyval'
import { useSyncExternalStore } from 'react'
import { type ActorRefFrom } from 'xstate'
import {
  outboxItem,
  type ebookOutboxMachine,
  type OutboxDraft,
  type OutboxItem,
  type OutboxStatus,
} from '../../../../machines/ebook/ebook-outbox.machine'
import { outboxStorageKey } from '../../../domain/ebook'
import i18n from '../../../i18n/i18n'
import { toast } from '../../ui/toast/toaster'
import { ebookOutboxFlow, type OutboxStorage } from './ebook-outbox.edge'
import { NS } from './texts'

/**
 * Where the reports made without a connection wait (issue 9; issue 17, ADR 0010): one outbox per
 * user, started by the first page that needs it and kept running while the app is open.
 *
 * Kept in IndexedDB (idb-keyval), one record per report keyed `userId:id`, so two tabs never write
 * over each other's reports; persistent storage is asked for once. A marker in localStorage (the
 * old key) says "this user has reports waiting" for the shell's cheap check (outbox-resume.tsx). A
 * write that fails is remembered and said on the page (useOutboxStorage): the page never claims the
 * report is on the device when it is not.
 */

export type OutboxActor = ActorRefFrom<typeof ebookOutboxMachine>

/** How the device's copy stands: 'failed' once a write failed (quota, private mode, no IndexedDB). */
export type OutboxStorageState = 'unknown' | 'saved' | 'failed'

let db: { store: UseStore; factory: IDBFactory | undefined } | null = null
/** The store, opened anew if the IndexedDB factory changed (the component tests give each test a fresh one). */
function database(): UseStore {
  const factory = globalThis.indexedDB as IDBFactory | undefined
  if (db?.factory !== factory || !db) db = { store: createStore('mina-sidor-outbox', 'reports'), factory }
  return db.store
}

const recordKey = (userId: number, id: string) => `${userId}:${id}`

const STATUSES: ReadonlySet<OutboxStatus> = new Set(['unfinished', 'pending', 'conflict', 'discarding'])

/** A stored report, read defensively (an older build kept `sentDetails` instead of each part's `sent`). */
function asItem(value: unknown): OutboxItem | null {
  if (typeof value !== 'object' || value === null) return null
  const item = value as Partial<OutboxItem> & { sentDetails?: unknown }
  if (
    typeof item.id !== 'string' ||
    typeof item.queuedAt !== 'string' ||
    typeof item.draft !== 'object' ||
    item.draft === null ||
    !Array.isArray(item.draft.details)
  )
    return null
  const sentDetails = typeof item.sentDetails === 'number' ? item.sentDetails : 0
  const details = item.draft.details.map((d, i) => (i < sentDetails ? { ...d, sent: true } : d))
  return {
    id: item.id,
    queuedAt: item.queuedAt,
    draft: { ...item.draft, details },
    reportId: typeof item.reportId === 'number' ? item.reportId : null,
    status: item.status && STATUSES.has(item.status) ? item.status : 'pending',
    error: item.error ?? null,
  }
}

/* ---- what the page is told about the device's copy ---- */

let storageState: OutboxStorageState = 'unknown'
const listeners = new Set<() => void>()
function setStorageState(next: OutboxStorageState) {
  if (next === storageState) return
  storageState = next
  for (const listener of listeners) listener()
}
const subscribeStorage = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether the reports are really on the device (the queued page and the outbox list say so, or that they are not). */
export function useOutboxStorage(): OutboxStorageState {
  return useSyncExternalStore(
    subscribeStorage,
    () => storageState,
    () => storageState,
  )
}

/* ---- reading and writing ---- */

function marker(userId: number, waiting: boolean) {
  try {
    if (waiting) globalThis.localStorage?.setItem(outboxStorageKey(userId), '1')
    else globalThis.localStorage?.removeItem(outboxStorageKey(userId))
  } catch {
    // No localStorage: the outbox starts once a report page is opened.
  }
}

/** Reports an older build kept in localStorage, moved once into IndexedDB. */
function legacyItems(userId: number): OutboxItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(outboxStorageKey(userId))
    const parsed: unknown = raw && raw.startsWith('[') ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? parsed.map(asItem).filter((i): i is OutboxItem => i !== null) : []
  } catch {
    return []
  }
}

/** The user's stored reports (an unreadable store reads as empty: the page then says storage failed). */
export async function readOutbox(userId: number): Promise<OutboxItem[]> {
  const legacy = legacyItems(userId)
  try {
    const prefix = `${userId}:`
    const stored = (await entries<string, unknown>(database()))
      .filter(([key]) => typeof key === 'string' && key.startsWith(prefix))
      .map(([, value]) => asItem(value))
      .filter((i): i is OutboxItem => i !== null)
    const ids = new Set(stored.map((i) => i.id))
    return [...stored, ...legacy.filter((i) => !ids.has(i.id))]
  } catch {
    setStorageState('failed')
    return legacy
  }
}

let persistAsked = false
function askPersistence() {
  if (persistAsked) return
  persistAsked = true
  // Best effort: the browser may keep the data without it, or refuse; nothing to tell the person.
  void globalThis.navigator?.storage?.persist?.().catch(() => false)
}

interface Writer {
  userId: number
  /** The reports of the last snapshot, by id (the same object while this tab did not change it). */
  last: Map<string, OutboxItem>
  chain: Promise<void>
  channel: BroadcastChannel | null
}

/**
 * What was read from the device: never written back. Another tab may have changed a report since
 * this tab last read it (sent it, say); only what this tab itself changed is written, so a tab's
 * older view never overwrites another's progress (the double send that would follow).
 */
const fromStorage = new WeakSet<object>()

/** Writes what this tab changed (per report), in order; a failure is remembered, the next success clears it. */
function write(writer: Writer, items: readonly OutboxItem[]) {
  const last = writer.last
  writer.last = new Map(items.map((i) => [i.id, i]))
  if (fromStorage.has(items)) return
  const changed = items.filter((i) => last.get(i.id) !== i && !fromStorage.has(i))
  const removed = [...last.keys()].filter((id) => !writer.last.has(id))
  if (changed.length === 0 && removed.length === 0) return
  if (changed.length > 0) askPersistence()
  const { userId } = writer
  writer.chain = writer.chain.then(async () => {
    try {
      for (const item of changed) await set(recordKey(userId, item.id), item, database())
      for (const id of removed) await del(recordKey(userId, id), database())
      setStorageState('saved')
      writer.channel?.postMessage('changed')
    } catch {
      setStorageState('failed')
    }
    marker(userId, items.length > 0)
  })
}

let running: { userId: number; actor: OutboxActor; stop: () => void } | null = null

/** The user's outbox, started on first use (another user's is stopped: its reports stay stored). */
export function outboxOf(userId: number): OutboxActor {
  if (running?.userId === userId) return running.actor
  stopOutbox()
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`ebook-outbox.${userId}`)
  const writer: Writer = { userId, last: new Map(), chain: Promise.resolve(), channel }
  const storage: OutboxStorage = {
    read: async () => {
      const items = await readOutbox(userId)
      fromStorage.add(items)
      for (const item of items) fromStorage.add(item)
      return items
    },
    flush: () => writer.chain,
    lockName: `ebook-outbox.${userId}`,
  }
  const machine = ebookOutboxFlow({ sent: () => toast.success(i18n.t('outbox.sentToast', { ns: NS })), storage })
  const online = typeof navigator === 'undefined' ? true : navigator.onLine !== false
  const actor = createInspectedActor(machine, { input: { items: [], online } })
  let loaded = false
  actor.subscribe((snapshot) => {
    // Nothing is written before the stored reports are read (they would look removed).
    if (!loaded && snapshot.matches('loading')) return
    loaded = true
    write(writer, snapshot.context.items)
  })
  if (channel) {
    channel.onmessage = () => void storage.read().then((items) => actor.send({ type: 'outbox.reload', items }))
  }
  actor.start()
  running = { userId, actor, stop: () => channel?.close() }
  return actor
}

/** Stops the running outbox (tests; a logout keeps the stored reports for the next login). */
export function stopOutbox(): void {
  running?.actor.stop()
  running?.stop()
  running = null
}

/** Tests: a fresh IndexedDB (fake-indexeddb) must not be reached through the old connection. */
export function resetOutboxStorage(): void {
  stopOutbox()
  db = null
  storageState = 'unknown'
  persistAsked = false
}

function localId(): string {
  const uuid = globalThis.crypto?.randomUUID?.()
  return uuid ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * Keeps a report made or finished without a connection under `id` (the flow's own, so a report kept
 * unfinished and then saved stays one report). `unfinished` waits to be continued; else it is sent.
 */
export function keepOffline(
  userId: number,
  draft: OutboxDraft,
  id: string = localId(),
  status: OutboxStatus = 'pending',
): void {
  const actor = outboxOf(userId)
  const known = actor.getSnapshot().context.items.find((i) => i.id === id)
  actor.send({
    type: 'outbox.add',
    item: {
      ...outboxItem(draft, id, known?.queuedAt ?? new Date().toISOString(), status),
      reportId: known?.reportId ?? draft.reportId ?? null,
    },
  })
}

/** Forgets an unfinished report the apprentice deleted (its draft on the server, if any, goes too). */
export function forgetOffline(userId: number, id: string): void {
  outboxOf(userId).send({ type: 'outbox.discard', id })
}

/** The reports of one book still on the device, oldest first. */
export function useOutboxItems(
  userId: number,
  bookId: number,
): { actor: OutboxActor; items: OutboxItem[]; sending: boolean } {
  const actor = outboxOf(userId)
  const all = useSelector(actor, (s) => s.context.items)
  const sending = useSelector(actor, (s) => s.hasTag('busy'))
  const items = all.filter((i) => i.draft.bookId === bookId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
  return { actor, items, sending }
}

let opening: { userId: number; item: OutboxItem } | null = null

/** The outbox list opens a kept report: the create page takes it (once) and continues it offline. */
export function openKept(userId: number, item: OutboxItem): void {
  opening = { userId, item }
}

/** The kept report the outbox list opened for this book, if any (read during render: no change here). */
export function takeOpenedKept(userId: number, bookId: number): OutboxItem | null {
  return opening && opening.userId === userId && opening.item.draft.bookId === bookId ? opening.item : null
}

/** The create page took it (an effect: once its flow runs with it). */
export function clearOpenedKept(): void {
  opening = null
}
