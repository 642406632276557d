import type { Notification } from '../api/shell/notification.schemas'
import { ensureNamespaces } from '../i18n/i18n'

/** Newest first (§2), whatever order the answer had. */
function bySentTimeDesc(a: Notification, b: Notification): number {
  return Date.parse(b.sentTime) - Date.parse(a.sentTime) || b.id - a.id
}

/**
 * The loader of /notifications: the screen's list (the last 1000, newest first) beside the page's
 * texts. The call is imported when the route loads, not with the start page; a failure is the
 * route's error page.
 */
export async function loadNotifications(): Promise<Notification[]> {
  const rows = import('../api/shell/notifications').then(({ listNotifications, SCREEN_PAGE_SIZE }) =>
    listNotifications(SCREEN_PAGE_SIZE),
  )
  const [, answer] = await Promise.all([ensureNamespaces('shell-notifications'), rows])
  return [...answer].sort(bySentTimeDesc)
}
