/**
 * Notifications (§4, §7): the caller's own, sorted by sentTime and paged; mark one or all read.
 * readTime comes from the scenario clock so a pinned clock gives repeatable answers.
 */
import * as v from 'valibot'
import { Id } from '../../../src/api/common.schemas'
import { NotificationListRequestSchema, NotificationSchema } from '../../../src/api/shell/notification.schemas'
import { nowIso } from '../../clock'
import { db } from '../../db'
import { api, ok, route, rows } from '../-support'

export const notificationsHandlers = [
  route('patch', api('/notifications/list'), async (ctx) => {
    const { person } = ctx.session()
    const { startAt, pageSize, sortDesc, search } = await ctx.body(NotificationListRequestSchema)
    const needle = search.trim().toLowerCase()
    const direction = sortDesc ? -1 : 1
    // Sorted here rather than with orderBy: @msw/data applies take/skip before sorting.
    const mine = db()
      .notifications.findMany((q) =>
        q.where({ personId: person.id, subject: (s) => needle === '' || s.toLowerCase().includes(needle) }),
      )
      .sort((a, b) => direction * (Date.parse(a.sentTime) - Date.parse(b.sentTime) || a.id - b.id))
    return ok(rows(NotificationSchema, mine.slice(startAt, startAt + pageSize), mine.length))
  }),

  // Only the caller's own: someone else's id answers 404, as if it did not exist.
  route('patch', api('/notifications/mark-read'), async (ctx) => {
    const { person } = ctx.session()
    const { id } = await ctx.body(v.object({ id: v.nullish(Id) }))
    const readTime = nowIso()
    const notifications = db().notifications
    if (id === undefined || id === null) {
      await notifications.updateMany((q) => q.where({ personId: person.id, readTime: (t) => t === null }), {
        data(draft) {
          draft.readTime = readTime
        },
      })
      return ok({ ok: true })
    }
    const notification = notifications.findFirst((q) => q.where({ id, personId: person.id })) ?? ctx.notFound()
    if (notification.readTime === null) {
      await notifications.update((q) => q.where({ id }), {
        data(draft) {
          draft.readTime = readTime
        },
      })
    }
    return ok({ ok: true })
  }),
]
