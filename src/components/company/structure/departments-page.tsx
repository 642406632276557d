import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { DepartmentRow } from '../../../api/company/department.schemas'
import { companyRolesFor } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { StructureLoad } from './structure-load'
import styles from './structure.module.css'
import { NS } from './texts'

/**
 * /company/{id}/departments (§2, §3, §6; issue 19): the departments the viewer sees (a department
 * administrator their own), each with how many staff and workplaces it has (a department in use is
 * not deleted, §8); the company's administrator adds one.
 */
export function DepartmentsPage({ companyId, load }: { companyId: number; load: StructureLoad<DepartmentRow[]> }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  useHeadingFocus(`company-departments-${companyId}`)
  return (
    <Page title={t('departments.title')} lead={t('departments.lead')}>
      {companyRolesFor(user, companyId).administrator && (
        <div className={styles.actions}>
          <AppLink href={`/company/${companyId}/department/new`} className={buttonClassName('primary')}>
            {t('departments.add')}
          </AppLink>
        </div>
      )}
      {load.status === 'loading' && <LoadingState label={t('departments.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('departments.loadFailed')} testId="departments-error" />}
      {load.status === 'done' &&
        (load.data.length === 0 ? (
          <EmptyState title={t('departments.empty')}>{t('departments.emptyText')}</EmptyState>
        ) : (
          <>
            <p className={styles.meta} role="status">
              {t('departments.count', { count: load.data.length })}
            </p>
            <ul className={styles.list} data-testid="departments">
              {load.data.map((department) => (
                <li key={department.id} data-testid={`department-${department.id}`}>
                  <h2 className={styles.name}>
                    <Link
                      to="/company/$id/department/$departmentId"
                      params={{ id: String(companyId), departmentId: String(department.id) }}
                    >
                      {department.name}
                    </Link>
                  </h2>
                  <p className={styles.meta}>
                    {t('departments.staff', { count: department.staffCount })} ·{' '}
                    {t('departments.workplaces', { count: department.workplaceCount })}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ))}
    </Page>
  )
}
