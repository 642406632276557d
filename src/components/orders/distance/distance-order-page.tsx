import { useTranslation } from 'react-i18next'
import { isAwaitingCompany, mayExtend } from '../../../domain/orders'
import { AppLink } from '../../ui/app-link/app-link'
import { BackLink } from '../../ui/back-link/back-link'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { ApprovalGuide } from './approval-guide'
import { DeadlineNote } from './deadline-note'
import type { DistanceOrderData, Load } from './distance-load'
import styles from './distance-orders.module.css'
import { OrderFacts, ProviderFacts } from './order-facts'
import { NS } from './texts'

/**
 * /company/{id}/distance-orders/{distance_order_id} (§2 the order screen, §4, §6; issue 20): the order
 * with its days-left warning; while it awaits the company, the 7-step approval guide; else the order
 * read only. An order outside the viewer's departments: the page says so (the API's 403).
 */
export function DistanceOrderPage({
  companyId,
  orderId,
  load,
}: {
  companyId: number
  orderId: number
  load: Load<DistanceOrderData>
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`distance-order-${orderId}-${load.status}`)
  const shown = load.status === 'done' && load.data.status === 'shown' ? load.data : null
  return (
    <Page
      title={shown ? t('order.title', { number: shown.order.number }) : t('list.title')}
      narrow
      before={<BackLink to={`/company/${companyId}/distance-orders`}>{t('order.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('order.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('order.loadFailed')} testId="distance-order-error" />}
      {load.status === 'done' && load.data.status === 'refused' && (
        <p className={styles.errorBox} data-testid="distance-order-refused">
          {t('order.refused')}
        </p>
      )}
      {shown && (
        <>
          <DeadlineNote order={shown.order} testId="distance-order-deadline" />
          {isAwaitingCompany(shown.order.stateId) ? (
            <ApprovalGuide key={shown.order.id} companyId={companyId} data={shown} />
          ) : (
            <>
              <p className={styles.infoBox}>{t('order.notAwaiting')}</p>
              <OrderFacts order={shown.order} />
              <ProviderFacts provider={shown.provider} />
              {(mayExtend(shown.order.stateId) || (shown.order.extensionOrderIds ?? []).length > 0) && (
                <p>
                  <AppLink href={`/company/${companyId}/extension-orders/${orderId}`}>{t('extensions.link')}</AppLink>
                </p>
              )}
            </>
          )}
        </>
      )}
    </Page>
  )
}
