import { useTranslation } from 'react-i18next'
import type { Notification } from '../../api/shell/notification.schemas'
import { Button } from '../../components/ui/button/button'
import { formatDate } from '../../domain/format'
import styles from './notifications.module.css'

/**
 * How many of the (up to 1000) notifications show before "Show all": a list of 150+ items is hard
 * to scan and slow to tab through, so the newest 20 come first and one button shows the rest.
 */
export const NOTIFICATIONS_SHOWN_FIRST = 20

interface NotificationListProps {
  rows: Notification[]
  showAll: boolean
  onShowAll: () => void
  onOpen: (notification: Notification) => void
  onMarkAll: () => void
  markingAll: boolean
}

export function NotificationList({ rows, showAll, onShowAll, onOpen, onMarkAll, markingAll }: NotificationListProps) {
  const { t } = useTranslation('shell-notifications')
  const unread = rows.filter((n) => n.readTime === null).length
  const shown = showAll ? rows : rows.slice(0, NOTIFICATIONS_SHOWN_FIRST)
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('summary', { shown: shown.length, total: rows.length, unread })}
        </p>
        <Button variant="secondary" onClick={onMarkAll} loading={markingAll} disabled={unread === 0}>
          {t('markAllRead')}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {shown.map((n) => (
          <li key={n.id}>
            <button type="button" className={[styles.item, n.readTime === null ? styles.unread : ''].filter(Boolean).join(' ')} onClick={() => onOpen(n)}>
              <span className={styles.subject}>{n.subject}</span>
              <span className={styles.meta}>
                {t(`types.${n.type}`)} · <time dateTime={n.sentTime}>{formatDate(n.sentTime, { time: true })}</time>
              </span>
              {n.readTime === null && <span className={styles.newLabel}>{t('new')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {!showAll && rows.length > shown.length && (
        <Button variant="secondary" onClick={onShowAll}>
          {t('showAll', { count: rows.length })}
        </Button>
      )}
    </>
  )
}
