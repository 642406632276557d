import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import { SCREEN_PAGE_SIZE, listNotifications, markNotificationsRead } from '../../../api/shell/notifications'
import type { Notification } from '../../../api/shell/notification.schemas'
import { Button } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { notificationTarget } from '../../../domain/notification-navigation'
import { pageBeforeNotifications } from '../bell-origin'
import { useSession, useSessionSelector } from '../../../session/session-context'
import { needsOwnFailureToast } from '../form-errors'
import { NotificationList } from './notification-list'
import styles from './notifications.module.css'

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: Notification[] }

/** Newest first (§2), whatever order the answer had. */
function bySentTimeDesc(a: Notification, b: Notification): number {
  return Date.parse(b.sentTime) - Date.parse(a.sentTime) || b.id - a.id
}

export function NotificationsPage() {
  const { t } = useTranslation('shell-notifications')
  const session = useSession()
  const user = useSessionSelector(selectUser)
  const router = useRouter()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [showAll, setShowAll] = useState(false)
  const [markingAll, setMarkingAll] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setLoad({ status: 'loading' })
    listNotifications(SCREEN_PAGE_SIZE).then(
      (rows) => active && setLoad({ status: 'done', rows: [...rows].sort(bySentTimeDesc) }),
      (error: unknown) => {
        console.info('[notifications] load failed', error)
        if (active) setLoad({ status: 'error' })
      },
    )
    return () => {
      active = false
    }
  }, [attempt])

  const markLocally = useCallback((id: number | undefined, at: string) => {
    setLoad((current) =>
      current.status === 'done'
        ? { ...current, rows: current.rows.map((n) => (n.readTime === null && (id === undefined || n.id === id) ? { ...n, readTime: at } : n)) }
        : current,
    )
    // The bell's count follows.
    session.send({ type: 'notifications.markedRead', id, at })
  }, [session])

  // Stable, so the list's memoised rows do not re-render when the page does.
  const open = useCallback(async (notification: Notification) => {
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
  }, [markLocally, router, t, user])

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
      {load.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        </div>
      )}
      {load.status === 'done' && load.rows.length === 0 && <EmptyState title={t('empty')} />}
      {load.status === 'done' && load.rows.length > 0 && (
        <NotificationList
          rows={load.rows}
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
