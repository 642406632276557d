import { fromCallback, fromPromise } from 'xstate'
import { ebookOutboxMachine, type OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { reportActors } from './report-calls'

/** The device's copy of the outbox, as the edge reaches it (outbox-store.ts). */
export interface OutboxStorage {
  read: () => Promise<OutboxItem[]>
  /** Resolves when every write started so far is done. */
  flush: () => Promise<void>
  /** The Web Lock one sender across tabs holds. */
  lockName: string
}

/** The browser's connection events as the outbox's: `online`, `offline`, and the page becoming visible again. */
const connection = fromCallback(({ sendBack }) => {
  if (typeof window === 'undefined') return () => {}
  const online = () => sendBack({ type: 'connection.online' })
  const offline = () => sendBack({ type: 'connection.offline' })
  const visible = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'connection.wake' })
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  document.addEventListener('visibilitychange', visible)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    document.removeEventListener('visibilitychange', visible)
  }
})

/**
 * One sender across tabs: the Web Lock is held while the outbox sends; once held, the stored reports
 * are read afresh (another tab may have sent some meanwhile). It is let go when sending stops, after
 * the last progress is written. A browser without Web Locks sends without one.
 */
function sendLock(storage: OutboxStorage) {
  return fromCallback(({ sendBack }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let stopped = false
    const whileHeld = async () => {
      // The snapshot that started sending (a report just added) is written after this actor starts.
      await Promise.resolve()
      await storage.flush()
      const items = await storage.read()
      if (!stopped) sendBack({ type: 'lock.held', items })
      await released
      // The snapshot that ended sending is written after this cleanup ran: wait for it.
      await Promise.resolve()
      await storage.flush()
    }
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (locks) void locks.request(storage.lockName, whileHeld).catch(() => undefined)
    else void whileHeld()
    return () => {
      stopped = true
      release()
    }
  })
}

/**
 * The React edge of the outbox: the report calls as its actors (report-calls.ts turns their
 * failures into the flow's), the device's storage and send lock, the browser's connection events,
 * and a toast per report sent.
 */
export function ebookOutboxFlow(edges: { sent: (item: OutboxItem) => void; storage: OutboxStorage }) {
  return ebookOutboxMachine.provide({
    actors: {
      connection,
      loadItems: fromPromise(() => edges.storage.read()),
      sendLock: sendLock(edges.storage),
      createReport: reportActors.createReport,
      createDetail: reportActors.createDetail,
      updateDetail: reportActors.updateDetail,
      deleteDetail: reportActors.deleteDetail,
      updateReport: reportActors.saveReport,
      deleteReport: reportActors.deleteReport,
    },
    actions: { notifySent: (_, params) => edges.sent(params.item) },
  })
}
