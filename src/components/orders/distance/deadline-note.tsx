import { useTranslation } from 'react-i18next'
import type { DistanceOrder } from '../../../api/orders/order.schemas'
import { isAwaitingCompany } from '../../../domain/orders'
import { formatDate } from '../../../domain/format'
import styles from './distance-orders.module.css'
import { NS } from './texts'

/**
 * An unhandled order's approval date (§4): the days-left warning exactly when the server's answer says
 * so (`deadline.warning`, src/domain/orders.ts deadlineWarning on the scenario clock), the switched-off
 * e-book once the date has passed, else the date plainly. Nothing for an order no longer awaiting the
 * company or without a date.
 */
export function DeadlineNote({ order, testId }: { order: DistanceOrder; testId?: string }) {
  const { t } = useTranslation(NS)
  const { deadline, daysLeft, warning, deactivatesBook } = order.deadline
  if (!isAwaitingCompany(order.stateId) || deadline === null || daysLeft === null) return null
  const date = formatDate(deadline)
  if (deactivatesBook)
    return (
      <p className={styles.warning} data-testid={testId} data-warning="past">
        {t('deadline.past', { date })}
      </p>
    )
  if (warning)
    return (
      <p className={styles.warning} data-testid={testId} data-warning="days-left">
        {daysLeft === 0 ? t('deadline.today', { date }) : t('deadline.warning', { count: daysLeft, date })}
      </p>
    )
  return (
    <p className={styles.meta} data-testid={testId}>
      {t('deadline.approveBy', { date })}
    </p>
  )
}
