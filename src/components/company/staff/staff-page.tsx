import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLE_ABBREVIATIONS, type RoleAbbreviation } from '../../../api/company/employment.schemas'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { SelectField } from '../../ui/select-field/select-field'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { filterStaff, NO_STAFF_FILTER, type StaffFilter, type StaffListData } from './staff-filter'
import { StaffList } from './staff-list'
import type { Load } from './staff-load'
import styles from './staff.module.css'
import { NS } from './texts'

/**
 * /company/{id}/employees (§2, issue 19): the company's staff as the API lets the viewer see them
 * (§6: a department administrator their departments', protected identities as the backend answers),
 * narrowed on the page by a search (name, e-mail, personal number), department (only where the
 * company has departments) and role; the roles as §6 abbreviations joined by commas.
 */
export function StaffPage({ companyId, load }: { companyId: number; load: Load<StaffListData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-staff-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <div className={styles.actions}>
        <AppLink href={`/company/${companyId}/employees/new`} className={buttonClassName('primary')}>
          {t('list.add')}
        </AppLink>
      </div>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="staff-error" />}
      {load.status === 'done' && <StaffRows companyId={companyId} data={load.data} />}
    </Page>
  )
}

function StaffRows({ companyId, data }: { companyId: number; data: StaffListData }) {
  const { t } = useTranslation(NS)
  const { rows, texts, departments } = data
  const [filter, setFilter] = useState<StaffFilter>(NO_STAFF_FILTER)
  // The rows follow the field in the same render (ADR 0013 "A filter renders at once"): the list is
  // windowed, so a change renders a screenful of rows; a deferred render cost a second render and frame.
  const shown = useMemo(() => filterStaff(rows, texts, filter), [rows, texts, filter])
  const roles = useMemo(() => ROLE_ABBREVIATIONS.map((role) => ({ value: role, label: t(`roles.${role}`) })), [t])
  if (rows.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('list.searchLabel')}>
        <TextField
          id="staff-search"
          type="search"
          label={t('list.searchLabel')}
          hint={t('list.searchHint')}
          value={filter.search}
          onChange={(search) => setFilter((f) => ({ ...f, search }))}
          autoComplete="off"
          maxLength={100}
        />
        {departments.length > 0 && (
          <SelectField
            id="staff-department"
            label={t('list.departmentLabel')}
            value={filter.departmentId}
            placeholder={t('list.allDepartments')}
            options={departments}
            onChange={(departmentId) => setFilter((f) => ({ ...f, departmentId }))}
          />
        )}
        <SelectField
          id="staff-role"
          label={t('list.roleLabel')}
          value={filter.role}
          placeholder={t('list.allRoles')}
          options={roles}
          onChange={(role) => setFilter((f) => ({ ...f, role: role as RoleAbbreviation | '' }))}
        />
      </div>
      <StaffList rows={shown} total={rows.length} companyId={companyId} />
      {shown.length === 0 && <EmptyState title={t('list.noMatch')} />}
    </>
  )
}
