import { useTranslation } from 'react-i18next'
import type { Exemption } from '../../../api/company/exemption.schemas'
import { formatDate } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { Load } from '../staff/staff-load'
import { personName, professionName, type ExemptionListData } from './exemption-load'
import styles from './exemptions.module.css'
import { NS } from './texts'

/**
 * /company/{id}/exemptions (§2, §3 Exemption, §6 "distance admin, department admin or admin"; issue 19):
 * the company's instructor exemptions the viewer may see (a departmental user those of their
 * departments' staff, as the API answers), each with employee, profession, type, status and issue
 * date, opening the exemption; a button to apply for a new one.
 */
export function ExemptionsPage({ companyId, load }: { companyId: number; load: Load<ExemptionListData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-exemptions-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <div className={styles.actions}>
        <AppLink href={`/company/${companyId}/exemption/new`} className={buttonClassName('primary')}>
          {t('list.add')}
        </AppLink>
      </div>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="exemptions-error" />}
      {load.status === 'done' && <ExemptionRows companyId={companyId} data={load.data} />}
    </Page>
  )
}

function ExemptionRows({ companyId, data }: { companyId: number; data: ExemptionListData }) {
  const { t } = useTranslation(NS)
  if (data.exemptions.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  return (
    <>
      <p className={styles.meta} role="status">
        {t('list.count', { count: data.exemptions.length })}
      </p>
      <ul className={styles.list} data-testid="exemptions">
        {data.exemptions.map((exemption) => (
          <ExemptionRow key={exemption.id} companyId={companyId} exemption={exemption} data={data} />
        ))}
      </ul>
    </>
  )
}

function ExemptionRow({
  companyId,
  exemption,
  data,
}: {
  companyId: number
  exemption: Exemption
  data: ExemptionListData
}) {
  const { t } = useTranslation(NS)
  const name = personName(exemption.employee) || t('hiddenName')
  return (
    <li data-testid={`exemption-row-${exemption.id}`}>
      <AppLink className={styles.name} href={`/company/${companyId}/exemption/${exemption.id}`}>
        {name}
      </AppLink>
      <p className={styles.meta}>
        {professionName(data.professions, exemption.professionId, exemption.orientationId)} ·{' '}
        {t(`type.${exemption.type}`)}
      </p>
      <p className={styles.meta}>
        {t(`status.${exemption.status}`, { defaultValue: exemption.status })} ·{' '}
        {exemption.issuedAt ? t('list.issued', { date: formatDate(exemption.issuedAt) }) : t('list.notIssued')}
      </p>
    </li>
  )
}
