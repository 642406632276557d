import { useTranslation } from 'react-i18next'
import { cardPageHref } from '../../../machines/orders/card-order.rules'
import type { CardOption } from '../../../machines/orders/card-order.steps'
import type { PrintOrder } from '../../api/orders/card.schemas'
import { formatDate } from '../../domain/format'
import { useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { buttonClassName } from '../ui/button/button'
import { EmptyState } from '../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import type { CardOrderData } from './card-order-data'
import styles from './orders.module.css'
import { cardNameKey, NS } from './texts'

export type CardLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: CardOrderData }

/**
 * /order-card/my-start (§2 Cards, issue 20): the cards the person may order, a machine card per
 * machine education (the machine-type combination is chosen on the next page) and a card per trade
 * certificate. A card type with an ongoing order shows that order and §4's message instead of a link.
 */
export function MyCardsStartPage({ load }: { load: CardLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('start.title')} lead={t('start.lead')} narrow>
      {load.status === 'loading' && <LoadingState label={t('start.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('start.loadFailed')} testId="cards-error" />}
      {load.status === 'done' && <CardList data={load.data} />}
    </Page>
  )
}

/** A card page while its route's read runs or after it failed (its pending and error pages). */
export function CardLoadPage({ title, failed }: { title: string; failed: boolean }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={title} narrow>
      {failed ? (
        <RouteLoadFailed message={t('start.loadFailed')} testId="cards-error" />
      ) : (
        <LoadingState label={t('start.loading')} />
      )}
    </Page>
  )
}

function CardList({ data }: { data: CardOrderData }) {
  const { t } = useTranslation(NS)
  const personId = useSessionSelector((s) => s.context.user?.id ?? 0)
  if (data.options.length === 0) return <EmptyState title={t('start.empty')}>{t('start.emptyText')}</EmptyState>
  return (
    <ul className={styles.list} aria-label={t('start.listLabel')} data-testid="card-options">
      {data.options.map((option) => (
        <li key={option.key} className={styles.item} data-testid={`card-option-${option.key}`}>
          <h2>{t(cardNameKey(option.type))}</h2>
          <p className={styles.muted}>{option.professionName}</p>
          {option.ongoing ? (
            <OngoingNotice order={data.ongoing.find((o) => o.type === option.type)} />
          ) : (
            <AppLink
              href={orderHref(personId, option)}
              className={buttonClassName('secondary')}
              aria-label={t('start.orderLabel', {
                card: t(cardNameKey(option.type)),
                profession: option.professionName,
              })}
              preload
            >
              {t('start.order')}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  )
}

const orderHref = (personId: number, option: CardOption) =>
  cardPageHref('types', personId, { optionKey: option.key, machineIds: [], reason: '' })

/** §4: one ongoing order per person and card type; the order under way, when the list has it. */
function OngoingNotice({ order }: { order: PrintOrder | undefined }) {
  const { t } = useTranslation(NS)
  return (
    <div className={styles.blocked} data-testid="card-ongoing">
      <p>{t('start.ongoing')}</p>
      {order && (
        <p className={styles.muted}>
          {t('start.ongoingOrder', { date: formatDate(order.orderedAt), status: t(`cards.status.${order.status}`) })}
        </p>
      )}
    </div>
  )
}
