/**
 * The session's reload of the stored user at start (§4) and what a session's end forgets on the device:
 * loaded lazily by session.edge.ts with the first logged-in start or logout, not with the start page
 * (its entry is at the budget, ADR 0005).
 *
 * Issue 17 (ADR 0010 "Readable offline"): in a real-API build, a start without a connection keeps the
 * stored user instead of clearing the session (§4 "a failed profile reload clears the session"), so the
 * last opened book can be read on a building site. The server did not answer, so it refused nothing;
 * any answer it gives (406, 404 …) still ends the session, and the first call that reaches it with a
 * revoked token is the forced logout. A mock build's backend is in the page: there is no such start.
 */
import { isNetworkError, isTimeoutError } from 'ky'
import { getPerson } from '../api/shell/persons'
import type { CurrentUser, Person } from '../api/shell/user.schemas'
import { readStoredUser } from './session-storage'

/** Real-API builds (vite.config.ts defines __MOCK__; a test's module graph may not have it). */
const REAL_API_BUILD = typeof __MOCK__ !== 'undefined' && !__MOCK__
let enabled = REAL_API_BUILD

/** Tests turn the offline start on in a mock-mode test run (and off again). */
export function keepUserWhenOffline(on: boolean): void {
  enabled = on
}

/** The stored user as the server has it now; without a connection (a real-API build), as stored. */
export function reloadUser(id: number): Promise<Person> {
  // Silent: a failed reload clears the session (§4) without an error toast.
  return getPerson(id, { silent: true }).catch((error: unknown) => storedUserWhenOffline(error, id))
}

function storedUserWhenOffline(error: unknown, id: number): CurrentUser {
  const stored = readStoredUser()
  if (enabled && (isNetworkError(error) || isTimeoutError(error)) && stored?.id === id) return stored
  throw error
}

/** A session that ends forgets the e-book's offline copies (they belong to its user). */
export function forgetOfflineCopiesOfUser(): Promise<void> {
  if (!enabled) return Promise.resolve()
  return import('../api/ebook/offline-copies').then(
    ({ forgetOfflineCopies }) => forgetOfflineCopies(),
    (error: unknown) => console.info('[offline] the copies could not be forgotten now', error),
  )
}
