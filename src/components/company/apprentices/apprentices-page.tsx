import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectBaseLists } from '../../../../machines/shell/session.machine'
import { isoDay } from '../../../domain/dates'
import { useSessionSelector } from '../../../session/session-context'
import { AppLink } from '../../ui/app-link/app-link'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { SelectField } from '../../ui/select-field/select-field'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import type { Load } from '../staff/staff-load'
import {
  apprenticeStatus,
  filterApprentices,
  instructorNames,
  NO_APPRENTICE_FILTER,
  personName,
  rateNow,
  type ApprenticeFilter,
} from './apprentice-rows'
import type { ApprenticesData } from './apprentices-data'
import styles from './apprentices.module.css'
import { NS } from './texts'

/**
 * /company/{id}/apprentices (§2, issue 19): the company's apprentices as the API lets the viewer see
 * them (§6: YUA, BG, AVDADM within their departments, FTGADM): name, profession, active instructors,
 * the employment rate in force today and the status, narrowed by a search and, where the company has
 * departments, a department.
 */
export function ApprenticesPage({ companyId, load }: { companyId: number; load: Load<ApprenticesData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-apprentices-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="apprentices-error" />}
      {load.status === 'done' && <ApprenticeRows companyId={companyId} data={load.data} />}
    </Page>
  )
}

function ApprenticeRows({ companyId, data }: { companyId: number; data: ApprenticesData }) {
  const { t } = useTranslation(NS)
  const [filter, setFilter] = useState<ApprenticeFilter>(NO_APPRENTICE_FILTER)
  const shown = useMemo(() => filterApprentices(data.rows, filter), [data.rows, filter])
  const professions = useSessionSelector((s) => selectBaseLists(s)?.professions ?? null)
  const professionName = (id: number | null) => professions?.find((p) => p.id === id)?.name ?? '–'
  const today = isoDay(new Date())
  if (data.rows.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('list.searchLabel')}>
        <TextField
          id="apprentices-search"
          type="search"
          label={t('list.searchLabel')}
          hint={t('list.searchHint')}
          value={filter.search}
          onChange={(search) => setFilter((f) => ({ ...f, search }))}
          autoComplete="off"
          maxLength={100}
        />
        {data.departments.length > 0 && (
          <SelectField
            id="apprentices-department"
            label={t('list.departmentLabel')}
            value={filter.departmentId}
            placeholder={t('list.allDepartments')}
            options={data.departments.map((d) => ({ value: String(d.id), label: d.name }))}
            onChange={(departmentId) => setFilter((f) => ({ ...f, departmentId }))}
          />
        )}
      </div>
      <p className={styles.muted} role="status">
        {t('list.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t('list.noMatch')} />
      ) : (
        <ul className={styles.list} aria-label={t('list.listLabel')}>
          {shown.map((a) => (
            <li key={a.id} className={styles.row} data-testid={`apprentice-row-${a.id}`}>
              <AppLink className={styles.name} href={`/company/${companyId}/apprentices/${a.id}`}>
                {personName(a.person)}
              </AppLink>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('list.profession')}</dt>
                  <dd>{professionName(a.professionId)}</dd>
                </div>
                <div>
                  <dt>{t('list.instructors')}</dt>
                  <dd>{instructorNames(a) || t('list.noInstructor')}</dd>
                </div>
                <div>
                  <dt>{t('list.rate')}</dt>
                  <dd>{t('list.percent', { value: rateNow(a, today) })}</dd>
                </div>
                <div>
                  <dt>{t('list.status')}</dt>
                  <dd>{t(`status.${apprenticeStatus(a, today)}`)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
