import { useEffect } from 'react'
import { selectUser } from '../../../../machines/shell/session.machine'
import { outboxStorageKey } from '../../../domain/ebook-basics'
import { useSessionSelector } from '../../../session/session-context'

/** The outbox keeps a marker in localStorage while reports wait (a cheap, synchronous check; the reports are in IndexedDB). */
function hasPendingReports(userId: number): boolean {
  try {
    return (globalThis.localStorage?.getItem(outboxStorageKey(userId)) ?? null) !== null
  } catch {
    return false
  }
}

/**
 * Starts the e-book's outbox wherever the user is, when reports made without a connection wait on
 * this device (issue 9, ADR 0010): a send cut off by a reload or a closed tab goes on at the next page
 * load, not only once a report page is opened. The outbox's code (and idb-keyval) loads only then,
 * outside the start page's entry chunk.
 */
export function OutboxResume() {
  const user = useSessionSelector(selectUser)
  const userId = user && user.id > 0 ? user.id : null
  useEffect(() => {
    if (userId === null || !hasPendingReports(userId)) return
    void import('./outbox-store').then(({ outboxOf }) => outboxOf(userId)).catch(() => undefined)
  }, [userId])
  return null
}
