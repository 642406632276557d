import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EducationExtension, ExtensionOrder } from '../../../api/orders/extension.schemas'
import { isOpenExtensionOrder, mayExtend } from '../../../domain/orders'
import { BackLink } from '../../ui/back-link/back-link'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { Load } from './distance-load'
import styles from './distance-orders.module.css'
import { EducationExtensions } from './education-extensions'
import type { ExtensionOrdersData } from './extension-load'
import { ExtensionOrderFlow } from './extension-order-flow'
import { personName } from './distance-load'
import { Fact } from './order-facts'
import { NS } from './texts'

type Shown = Extract<ExtensionOrdersData, { status: 'shown' }>

/**
 * /company/{id}/extension-orders/{distance_order_id} (§2, §5, §7; issue 20): which distance order, its
 * extension orders (create, approve) and its education extensions (ask, change). An order outside the
 * viewer's departments: the page says so (the API's 403).
 */
export function ExtensionOrdersPage({
  companyId,
  orderId,
  load,
}: {
  companyId: number
  orderId: number
  load: Load<ExtensionOrdersData>
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`extension-orders-${orderId}-${load.status}`)
  const shown = load.status === 'done' && load.data.status === 'shown' ? load.data : null
  return (
    <Page
      title={shown ? t('extensions.title', { number: shown.order.number }) : t('extensions.ordersTitle')}
      narrow
      before={<BackLink to={`/company/${companyId}/distance-orders/${orderId}`}>{t('extensions.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('extensions.loading')} />}
      {load.status === 'error' && (
        <RouteLoadFailed message={t('extensions.loadFailed')} testId="extension-orders-error" />
      )}
      {load.status === 'done' && load.data.status === 'refused' && (
        <p className={styles.errorBox} data-testid="extension-orders-refused">
          {t('order.refused')}
        </p>
      )}
      {shown && <Extensions data={shown} />}
    </Page>
  )
}

function Extensions({ data }: { data: Shown }) {
  const { t } = useTranslation(NS)
  const [educations, setEducations] = useState<readonly EducationExtension[]>(data.educationExtensions)
  const [orders, setOrders] = useState<readonly ExtensionOrder[]>(data.extensionOrders)
  const onOrders = useCallback((next: readonly ExtensionOrder[]) => setOrders(next), [])
  const locked = (id: number) => orders.some((o) => o.educationExtensionId === id && !isOpenExtensionOrder(o.stateId))
  const saved = (extension: EducationExtension) =>
    setEducations((list) =>
      list.some((e) => e.id === extension.id)
        ? list.map((e) => (e.id === extension.id ? extension : e))
        : [...list, extension],
    )
  return (
    <>
      <dl className={styles.facts} data-testid="extension-distance-order">
        <Fact term={t('order.apprentice')}>{personName(data.order.apprentice) || t('hiddenName')}</Fact>
        <Fact term={t('order.type')}>{data.order.type}</Fact>
        <Fact term={t('order.state')}>
          {t(`state.${data.order.stateId}`, { defaultValue: String(data.order.stateId) })}
        </Fact>
      </dl>
      <ExtensionOrderFlow data={data} educationExtensions={educations} onOrders={onOrders} />
      <EducationExtensions
        orderId={data.order.id}
        extendable={mayExtend(data.order.stateId)}
        extensions={educations}
        locked={locked}
        onSaved={saved}
      />
    </>
  )
}
