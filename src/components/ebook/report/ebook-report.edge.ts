import { ebookReportMachine } from '../../../../machines/ebook/ebook-report.machine'
import type { OutboxDraft } from '../../../../machines/ebook/ebook-outbox.machine'
import { reportActors } from './report-calls'

export interface ReportEdges {
  /** The draft exists (toast "Created"; the page moves to its URL when it sees the draft's step). */
  created: () => void
  /** Saved for good (toast "Saved"). */
  saved: () => void
  /** Deleted (toast "Deleted", back to the report list). */
  deleted: () => void
  /** Saved without a connection: the outbox keeps it and sends it when the connection returns. */
  queued: (draft: OutboxDraft, id: string) => void
}

/**
 * The React edge of the report flow: the production machine with the api calls as its actors
 * (report-calls.ts turns their failures into the flow's) and the page's edges, read through
 * `edges()` when they fire (the page provides the machine once and keeps them current).
 */
export function ebookReportFlow(edges: () => ReportEdges) {
  return ebookReportMachine.provide({
    actors: reportActors,
    actions: {
      notifyReportCreated: () => edges().created(),
      notifyReportSaved: () => edges().saved(),
      notifyReportDeleted: () => edges().deleted(),
      queueOffline: (_, params) => edges().queued(params.draft, params.id),
    },
  })
}
