import type { SessionEvent } from '../../machines/shell/session.machine'
import { listNotifications, MENU_PAGE_SIZE } from '../api/shell/notifications'
import { countFinishedQualifyingTimes } from '../api/qualifying-time/qualifying-time'
import { isCompanyUser } from '../domain/roles'
import { readStoredUser } from './session-storage'

/**
 * One poll of the logged-in session (§9: every 30 s), loaded lazily by the session's poller so the
 * start page's entry carries neither call: the notifications (the menu's page size), and for company
 * users the menu badge's count (§2 "Apprentice qualifying time": finished qualifying times the user
 * has not seen listed, as the server counts them). Each failure is only logged (§8); the other still
 * arrives.
 */
export function pollOnce(send: (event: SessionEvent) => void): void {
  listNotifications(MENU_PAGE_SIZE, { silent: true }).then(
    (notifications) => send({ type: 'notifications.loaded', notifications }),
    (error: unknown) => console.info('[session] notifications failed', error),
  )
  const user = readStoredUser()
  if (!user || !isCompanyUser(user)) return
  countFinishedQualifyingTimes({ silent: true }).then(
    ({ unseen }) => send({ type: 'qualifyingTimes.counted', unseen }),
    (error: unknown) => console.info('[session] qualifying-time count failed', error),
  )
}
