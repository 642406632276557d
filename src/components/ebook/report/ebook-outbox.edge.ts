import { fromCallback } from 'xstate'
import { ebookOutboxMachine, type OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { reportActors } from './report-calls'

/** The browser's connection events as the outbox's (`online` sends what waits). */
const connection = fromCallback(({ sendBack }) => {
  if (typeof window === 'undefined') return () => {}
  const online = () => sendBack({ type: 'connection.online' })
  const offline = () => sendBack({ type: 'connection.offline' })
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
})

/**
 * The React edge of the outbox: the report calls as its actors (report-calls.ts turns their
 * failures into the flow's), the browser's connection events, and a toast per report sent.
 */
export function ebookOutboxFlow(edges: { sent: (item: OutboxItem) => void }) {
  return ebookOutboxMachine.provide({
    actors: {
      connection,
      createReport: reportActors.createReport,
      createDetail: reportActors.createDetail,
      updateReport: reportActors.saveReport,
    },
    actions: { notifySent: (_, params) => edges.sent(params.item) },
  })
}
