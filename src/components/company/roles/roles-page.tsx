import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { companyHasDepartments, departmentScope } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { AppLink } from '../../ui/app-link/app-link'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { Load } from '../staff/staff-load'
import { roleGroups, type RoleGroup } from './role-groups'
import styles from './roles.module.css'
import { NS } from './texts'

/**
 * /company/{id}/permissions (§2, issue 19): the staff the viewer may see with their roles as §6
 * abbreviations joined by commas, per department where the company has departments (a department
 * administrator only theirs, as the API answers). A person opens their roles page; someone without an
 * own account is greyed out and not a link (§6).
 */
export function RolesPage({ companyId, load }: { companyId: number; load: Load<StaffEmployment[]> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-roles-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="roles-error" />}
      {load.status === 'done' && <RoleGroups companyId={companyId} rows={load.data} />}
    </Page>
  )
}

function RoleGroups({ companyId, rows }: { companyId: number; rows: StaffEmployment[] }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  const hasDepartments = companyHasDepartments(user, companyId)
  const groups = useMemo(
    () => roleGroups(rows, hasDepartments, departmentScope(user, companyId)),
    [rows, hasDepartments, user, companyId],
  )
  if (rows.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  if (!hasDepartments) return <People companyId={companyId} group={groups[0]} label={t('list.listLabel')} />
  return groups.map((group) => {
    const name = group.name ?? t('list.noDepartment')
    const id = `roles-group-${group.departmentId ?? 'none'}`
    return (
      <section key={id} className={styles.group} aria-labelledby={id}>
        <h2 id={id}>{name}</h2>
        <People companyId={companyId} group={group} label={name} />
      </section>
    )
  })
}

function People({ companyId, group, label }: { companyId: number; group: RoleGroup; label: string }) {
  const { t } = useTranslation(NS)
  return (
    <ul className={styles.list} aria-label={label} data-testid={`roles-list-${group.departmentId ?? 'all'}`}>
      {group.people.map(({ row, roles }) => {
        const name = `${row.person.firstName} ${row.person.lastName}`.trim()
        return (
          <li key={row.id} className={styles.row} data-testid={`roles-row-${row.id}`}>
            {row.person.hasOwnAccount ? (
              <AppLink className={styles.name} href={`/company/${companyId}/permissions/${row.id}`}>
                {name}
              </AppLink>
            ) : (
              <span className={styles.noAccount}>{t('list.noAccount', { name })}</span>
            )}
            <span className={styles.roles}>{roles.length > 0 ? roles.join(', ') : t('list.noRoles')}</span>
          </li>
        )
      })}
    </ul>
  )
}
