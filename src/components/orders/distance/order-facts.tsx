import { useTranslation } from 'react-i18next'
import type { DistanceEducationProvider, DistanceOrder } from '../../../api/orders/order.schemas'
import { formatCurrency, formatDate } from '../../../domain/format'
import { personName } from './distance-load'
import styles from './distance-orders.module.css'
import { NS } from './texts'

/** One term and its value of a facts list. */
export function Fact({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  )
}

/** §3 Order as the approver reads it: who, what, the amounts (the provider's: the page never computes one), the date. */
export function OrderFacts({ order }: { order: DistanceOrder }) {
  const { t } = useTranslation(NS)
  return (
    <dl className={styles.facts} data-testid="order-facts">
      <Fact term={t('order.apprentice')}>{personName(order.apprentice) || t('hiddenName')}</Fact>
      <Fact term={t('order.profession')}>{order.professionName}</Fact>
      {order.departmentName && <Fact term={t('order.department')}>{order.departmentName}</Fact>}
      <Fact term={t('order.state')}>{t(`state.${order.stateId}`, { defaultValue: String(order.stateId) })}</Fact>
      <Fact term={t('order.orderedAt')}>{formatDate(order.orderedAt)}</Fact>
      <Fact term={t('order.type')}>{order.type}</Fact>
      <Fact term={t('order.description')}>{order.description}</Fact>
      <Fact term={t('order.options')}>{order.options.length > 0 ? order.options.join(', ') : t('order.none')}</Fact>
      <Fact term={t('order.netAmount')}>{formatCurrency(order.netAmount)}</Fact>
      <Fact term={t('order.amount')} testId="order-amount">
        {formatCurrency(order.amount)}
      </Fact>
      <Fact term={t('order.deadline')}>
        {order.deadline.deadline ? formatDate(order.deadline.deadline) : t('order.noDeadline')}
      </Fact>
      {order.approvedAt && <Fact term={t('order.approvedAt')}>{formatDate(order.approvedAt)}</Fact>}
      {order.approvedBy && <Fact term={t('order.approvedBy')}>{personName(order.approvedBy)}</Fact>}
    </dl>
  )
}

/** The provider's contact (GET distance-education-providers/get/{id}); nothing when it could not be read. */
export function ProviderFacts({ provider }: { provider: DistanceEducationProvider | null }) {
  const { t } = useTranslation(NS)
  if (provider === null) return null
  return (
    <dl className={styles.facts} data-testid="provider-facts">
      <Fact term={t('order.provider')}>{provider.name}</Fact>
      {provider.email && (
        <Fact term={t('order.providerEmail')}>
          <a href={`mailto:${provider.email}`}>{provider.email}</a>
        </Fact>
      )}
      {provider.phone && <Fact term={t('order.providerPhone')}>{provider.phone}</Fact>}
      {provider.web && (
        <Fact term={t('order.providerWeb')}>
          <a href={provider.web} rel="noreferrer" target="_blank">
            {provider.web}
          </a>
        </Fact>
      )}
    </dl>
  )
}
