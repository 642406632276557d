import { http } from '../client'
import { rowsOf, OkSchema } from '../common.schemas'
import { NotificationSchema, type Notification } from './notification.schemas'

/** §7/§9: the menu polls 100, the screen loads 1000, newest first. */
export const MENU_PAGE_SIZE = 100
export const SCREEN_PAGE_SIZE = 1000

/** `silent` for the 30 s poll: §8 says failed notification loads are only logged, not a toast every poll. */
export async function listNotifications(
  pageSize: number = MENU_PAGE_SIZE,
  options: { silent?: boolean } = {},
): Promise<Notification[]> {
  const answer = await http()
    .patch('notifications/list', {
      json: { startAt: 0, pageSize, sortBy: 'sentTime', sortDesc: true, search: '' },
      context: { silent: options.silent },
    })
    .json(rowsOf(NotificationSchema))
  return answer.rows
}

/** Marks one notification read, or all of them when no id is given. */
export async function markNotificationsRead(id?: number): Promise<{ ok: boolean }> {
  return http()
    .patch('notifications/mark-read', { json: id === undefined ? {} : { id } })
    .json(OkSchema)
}
