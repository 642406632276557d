import type { Level } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'

/*
 * The shapes of the device's outbox (ebook-outbox.machine.ts): below the outbox and report
 * machines, so the report's steps can keep an outbox item without importing the outbox machine
 * that imports them (issue 18 §3: no import circles).
 */

/** What the apprentice made offline: a report with its rated parts, saved or left as a draft. */
export interface OutboxDraft {
  bookId: number
  fromDate: string
  toDate: string
  workplaceId: number | null
  instructorId: number | null
  /** Every rated part; `detailId` when it exists on the server (sent again as a change), `sent` once sent. */
  details: OutboxDetail[]
  /** Rated parts of the server's draft removed offline. */
  removedDetailIds?: number[]
  place: string
  comment: string
  date: string
  /** Saved for good (confirmed like online); false leaves a draft on the server to continue. */
  save: boolean
  /** The draft on the server when the connection went while finishing it. */
  reportId?: number | null
}

export interface OutboxDetail {
  partId: number
  level: Level
  comment: string
  detailId?: number | null
  sent?: boolean
}

export type OutboxStatus =
  /** Being made offline (or reopened): not sent until saved or left as a draft. */
  | 'unfinished'
  | 'pending'
  /** Refused by the server: kept with the reason. */
  | 'conflict'
  /** Discarded after a partial send: its draft on the server is deleted first. */
  | 'discarding'

export interface OutboxItem {
  /** The device's own id for it (the server's comes with the draft). */
  id: string
  draft: OutboxDraft
  /** When it was kept, ISO (the sending order). */
  queuedAt: string
  /** The draft on the server once created. */
  reportId: number | null
  status: OutboxStatus
  /** Why it could not be sent. */
  error: ErrorMessage | null
}
