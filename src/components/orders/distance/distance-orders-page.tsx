import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DistanceOrder, OrderListShow } from '../../../api/orders/order.schemas'
import { formatDate } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { DeadlineNote } from './deadline-note'
import { orderGroups, personName, type DistanceOrderListData, type Load, type OrderGrouping } from './distance-load'
import styles from './distance-orders.module.css'
import { NS } from './texts'

/**
 * /company/{id}/distance-orders and /company/{id}/orders (§2 "approve distance orders", §4, §6; issue
 * 20): the company's distance-education orders the viewer may approve (a departmental user those of
 * their departments, as the API answers), unhandled (awaiting the company) or previous, all together
 * or by department; each unhandled one with its approval date and §4's days-left warning; each opens
 * the order page with the approval guide.
 */
export function DistanceOrdersPage({ companyId, load }: { companyId: number; load: Load<DistanceOrderListData> }) {
  const { t } = useTranslation(NS)
  const [show, setShow] = useState<OrderListShow>('unhandled')
  const [grouping, setGrouping] = useState<OrderGrouping>('all')
  useHeadingFocus(`distance-orders-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <div className={styles.filters}>
        <Toggle
          id="orders-show"
          legend={t('list.show')}
          options={[
            ['unhandled', t('list.showUnhandled')],
            ['previous', t('list.showPrevious')],
          ]}
          value={show}
          onChange={setShow}
        />
        <Toggle
          id="orders-group"
          legend={t('list.group')}
          options={[
            ['all', t('list.groupAll')],
            ['department', t('list.groupDepartment')],
          ]}
          value={grouping}
          onChange={setGrouping}
        />
      </div>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="distance-orders-error" />}
      {load.status === 'done' && (
        <OrderRows companyId={companyId} orders={load.data.orders} show={show} grouping={grouping} />
      )}
    </Page>
  )
}

/** One of the list's two radio toggles (what to show, how to group). */
function Toggle<V extends string>(props: {
  id: string
  legend: string
  options: ReadonlyArray<readonly [V, string]>
  value: V
  onChange: (value: V) => void
}) {
  const { id, legend, options, value, onChange } = props
  return (
    <ChoiceFieldset
      type="radio"
      id={id}
      legend={legend}
      inline
      options={options.map(([option, label]) => ({ value: option, label }))}
      value={[value]}
      onChange={([chosen]) => onChange(options.find(([option]) => option === chosen)?.[0] ?? value)}
    />
  )
}

function OrderRows({
  companyId,
  orders,
  show,
  grouping,
}: {
  companyId: number
  orders: readonly DistanceOrder[]
  show: OrderListShow
  grouping: OrderGrouping
}) {
  const { t } = useTranslation(NS)
  const groups = orderGroups(orders, show, grouping)
  const count = groups.reduce((sum, group) => sum + group.orders.length, 0)
  if (count === 0)
    return show === 'unhandled' ? (
      <EmptyState title={t('list.emptyUnhandled')}>{t('list.emptyUnhandledText')}</EmptyState>
    ) : (
      <EmptyState title={t('list.emptyPrevious')}>{t('list.emptyPreviousText')}</EmptyState>
    )
  return (
    <>
      <p className={styles.meta} role="status">
        {t('list.count', { count })}
      </p>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={group.key === 'all' ? undefined : `orders-group-${group.key}`}>
          {group.key !== 'all' && (
            <h2 id={`orders-group-${group.key}`} className={styles.group}>
              {group.name ?? t('list.noDepartment')}
            </h2>
          )}
          <ul className={styles.list} data-testid={`distance-orders-${group.key}`}>
            {group.orders.map((order) => (
              <OrderRow key={order.id} companyId={companyId} order={order} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function OrderRow({ companyId, order }: { companyId: number; order: DistanceOrder }) {
  const { t } = useTranslation(NS)
  return (
    <li data-testid={`distance-order-row-${order.id}`}>
      <AppLink className={styles.name} href={`/company/${companyId}/distance-orders/${order.id}`}>
        {personName(order.apprentice) || t('hiddenName')}
      </AppLink>
      <p className={styles.meta}>
        {order.professionName} · {t(`state.${order.stateId}`, { defaultValue: String(order.stateId) })}
      </p>
      <p className={styles.meta}>{t('list.ordered', { number: order.number, date: formatDate(order.orderedAt) })}</p>
      <DeadlineNote order={order} testId={`distance-order-deadline-${order.id}`} />
    </li>
  )
}
