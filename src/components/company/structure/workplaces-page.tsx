import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { Workplace } from '../../../api/company/company.schemas'
import { isAdmin } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { StructureLoad, WorkplacesData } from './structure-load'
import styles from './structure.module.css'
import { NS } from './texts'

/**
 * /company/{id}/workplaces (§2, §3, §6; issue 19): the workplaces the viewer sees (a departmental
 * user those of their departments, as the API answers), each with its address, its departments and
 * whether it is the head office or the default delivery or invoice address; administrators add one.
 */
export function WorkplacesPage({ companyId, load }: { companyId: number; load: StructureLoad<WorkplacesData> }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  useHeadingFocus(`company-workplaces-${companyId}`)
  return (
    <Page title={t('workplaces.title')} lead={t('workplaces.lead')}>
      {isAdmin(user, companyId) && (
        <div className={styles.actions}>
          <AppLink href={`/company/${companyId}/workplaces/new`} className={buttonClassName('primary')}>
            {t('workplaces.add')}
          </AppLink>
        </div>
      )}
      {load.status === 'loading' && <LoadingState label={t('workplaces.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('workplaces.loadFailed')} testId="workplaces-error" />}
      {load.status === 'done' && <WorkplaceRows companyId={companyId} data={load.data} />}
    </Page>
  )
}

function WorkplaceRows({ companyId, data }: { companyId: number; data: WorkplacesData }) {
  const { t } = useTranslation(NS)
  const departmentNames = useMemo(
    () => new Map(data.company.departments.map((d) => [d.id, d.name] as const)),
    [data.company.departments],
  )
  if (data.workplaces.length === 0)
    return <EmptyState title={t('workplaces.empty')}>{t('workplaces.emptyText')}</EmptyState>
  return (
    <>
      <p className={styles.meta} role="status">
        {t('workplaces.count', { count: data.workplaces.length })}
      </p>
      <ul className={styles.list} data-testid="workplaces">
        {data.workplaces.map((workplace) => (
          <WorkplaceRow
            key={workplace.id}
            companyId={companyId}
            workplace={workplace}
            departmentNames={departmentNames}
          />
        ))}
      </ul>
    </>
  )
}

function WorkplaceRow({
  companyId,
  workplace,
  departmentNames,
}: {
  companyId: number
  workplace: Workplace
  departmentNames: ReadonlyMap<number, string>
}) {
  const { t } = useTranslation(NS)
  const address = [workplace.address1, workplace.address2, [workplace.zip, workplace.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const departments = workplace.departmentIds.map((id) => departmentNames.get(id) ?? String(id))
  const flags = (['isHeadOffice', 'isDeliveryDefault', 'isInvoiceDefault'] as const).filter((flag) => workplace[flag])
  return (
    <li data-testid={`workplace-${workplace.id}`}>
      <h2 className={styles.name}>
        <Link
          to="/company/$id/workplaces/$workplace_id"
          params={{ id: String(companyId), workplace_id: String(workplace.id) }}
        >
          {workplace.name}
        </Link>
      </h2>
      <p className={styles.meta}>{address || t('workplaces.noAddress')}</p>
      {departments.length > 0 && (
        <p className={styles.meta}>{t('workplaces.departments', { names: departments.join(', ') })}</p>
      )}
      {flags.length > 0 && (
        <ul className={styles.tags} aria-label={t('workplaces.flags')}>
          {flags.map((flag) => (
            <li key={flag} className={styles.tag}>
              {t(`workplace.${flag}`)}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
