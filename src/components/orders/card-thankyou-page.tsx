import { useTranslation } from 'react-i18next'
import type { PrintOrder } from '../../api/orders/card.schemas'
import { formatCurrency } from '../../domain/format'
import { AppLink } from '../ui/app-link/app-link'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import styles from './orders.module.css'
import { cardNameKey, NS, reasonKey } from './texts'

export type PlacedLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: PrintOrder }

/**
 * /card/thankyou (§2 Cards, issue 20): the order as the server keeps it (read again by its id, so the
 * page says only what was stored): the card, the reason, the price and what happens next (§9).
 */
export function CardThankYouPage({ load }: { load: PlacedLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('thanks.title')} narrow>
      {load.status === 'loading' && <LoadingState label={t('thanks.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('thanks.loadFailed')} testId="thanks-error" />}
      {load.status === 'done' && <Placed order={load.data} />}
    </Page>
  )
}

function Placed({ order }: { order: PrintOrder }) {
  const { t } = useTranslation(NS)
  const profession = order.machines.length > 0 ? order.machines.map((m) => m.name).join(', ') : null
  return (
    <div data-testid="card-thanks">
      <p>{t('thanks.lead', { number: order.id })}</p>
      <dl className={styles.facts}>
        {order.companyId !== null && (
          <>
            <dt>{t('staff.orderedFor')}</dt>
            <dd>{`${order.person.firstName} ${order.person.lastName}`.trim()}</dd>
          </>
        )}
        <dt>{t('order.card')}</dt>
        <dd>{t(cardNameKey(order.type))}</dd>
        {profession && (
          <>
            <dt>{t('types.machines')}</dt>
            <dd>{profession}</dd>
          </>
        )}
        <dt>{t('order.reason')}</dt>
        <dd>{t(reasonKey(order.reason))}</dd>
        <dt>{t('order.price')}</dt>
        <dd>
          {order.price.total === 0
            ? t('order.free')
            : t(order.price.includesVat ? 'order.priceInclVat' : 'order.priceExclVat', {
                price: formatCurrency(order.price.shown),
              })}
        </dd>
        <dt>{t('thanks.status')}</dt>
        <dd>{t(`cards.status.${order.status}`)}</dd>
      </dl>
      <p>
        {t(
          order.price.total === 0 ? 'thanks.nextFree' : order.companyId === null ? 'thanks.nextPaid' : 'staff.nextPaid',
        )}
      </p>
      <p>
        {order.companyId === null ? (
          <AppLink href="/order-card/my-start">{t('thanks.back')}</AppLink>
        ) : (
          <AppLink href={`/order-card/${order.companyId}/start`}>{t('staff.back')}</AppLink>
        )}
      </p>
    </div>
  )
}
