import { useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import { markNotificationsRead } from '../../../api/shell/notifications'
import type { Notification } from '../../../api/shell/notification.schemas'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { notificationTarget } from '../../../domain/notification-navigation'
import { pageBeforeNotifications } from '../bell-origin'
import { useSession, useSessionSelector } from '../../../session/session-context'
import { needsOwnFailureToast } from '../form-errors'
import { NotificationList } from './notification-list'

/** The route's read: its pending page (loading), its error page (error, retried through the router) or the list, newest first. */
export type NotificationsLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: Notification[] }

/** Read marks made on this page (one, or all at once) on top of the loader's rows. */
interface ReadMarks {
  all?: string
  byId: Record<number, string>
}

export function NotificationsPage({ load }: { load: NotificationsLoad }) {
  const { t } = useTranslation('shell-notifications')
  const session = useSession()
  const user = useSessionSelector(selectUser)
  const router = useRouter()
  const [marks, setMarks] = useState<ReadMarks>({ byId: {} })
  const [showAll, setShowAll] = useState(false)
  const [markingAll, setMarkingAll] = useState(false)
  const loaded = load.status === 'done' ? load.rows : null
  const rows = useMemo(
    () =>
      loaded?.map((n) =>
        n.readTime === null && (marks.byId[n.id] ?? marks.all)
          ? { ...n, readTime: marks.byId[n.id] ?? marks.all ?? null }
          : n,
      ) ?? [],
    [loaded, marks],
  )

  const markLocally = useCallback(
    (id: number | undefined, at: string) => {
      setMarks((current) =>
        id === undefined ? { ...current, all: current.all ?? at } : { ...current, byId: { ...current.byId, [id]: at } },
      )
      // The bell's count follows.
      session.send({ type: 'notifications.markedRead', id, at })
    },
    [session],
  )

  // Stable, so the list's memoised rows do not re-render when the page does.
  const open = useCallback(
    async (notification: Notification) => {
      if (notification.readTime === null) {
        try {
          await markNotificationsRead(notification.id)
          markLocally(notification.id, new Date().toISOString())
        } catch (error) {
          // §8: a failed notification call is only logged; the user still gets to the page.
          console.info('[notifications] mark read failed', error)
        }
      }
      const target = notificationTarget(notification, user, pageBeforeNotifications(router.state.location))
      if (!target) {
        toast.info(t('noTarget'))
        return
      }
      // §2: already on the target page, go home first so it opens afresh.
      if (target.viaHome) await router.navigate({ to: '/' })
      router.history.push(target.path)
    },
    [markLocally, router, t, user],
  )

  const openAndForget = useCallback((n: Notification) => void open(n), [open])

  const markAll = async () => {
    setMarkingAll(true)
    try {
      await markNotificationsRead()
      markLocally(undefined, new Date().toISOString())
      toast.success(t('allMarkedRead'))
    } catch (error) {
      console.info('[notifications] mark all read failed', error)
      if (needsOwnFailureToast(error)) toast.error(t('markFailed'))
    } finally {
      setMarkingAll(false)
    }
  }

  return (
    <Page title={t('title')}>
      {load.status === 'loading' && <LoadingState label={t('loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('loadFailed')} />}
      {load.status === 'done' && rows.length === 0 && <EmptyState title={t('empty')} />}
      {load.status === 'done' && rows.length > 0 && (
        <NotificationList
          rows={rows}
          showAll={showAll}
          onShowAll={() => setShowAll(true)}
          onOpen={openAndForget}
          onMarkAll={() => void markAll()}
          markingAll={markingAll}
        />
      )}
    </Page>
  )
}
