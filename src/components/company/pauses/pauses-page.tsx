import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { companyPauseRows } from '../../../domain/company-pauses'
import { isoDay } from '../../../domain/dates'
import { formatDate } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { personName } from '../apprentices/apprentice-rows'
import type { Load } from '../staff/staff-load'
import type { PausesData } from './pauses-data'
import styles from './pauses.module.css'
import { NS } from './texts'

/**
 * /company/{id}/paused (§2, §3 Pause, §6 "staff, roles, pauses"; issue 19): the pauses in the e-books of
 * the apprentices the caller sees (department-scoped by the API): apprentice, period, reason, whether a
 * file is attached, and current, coming or past; the way to register one.
 */
export function PausesPage({ companyId, load }: { companyId: number; load: Load<PausesData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-pauses-${companyId}`)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <p className={styles.topActions}>
        <AppLink href={`/company/${companyId}/paused/new`} className={buttonClassName('primary')} preload>
          {t('list.register')}
        </AppLink>
      </p>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="pauses-error" />}
      {load.status === 'done' && <PauseRows data={load.data} />}
    </Page>
  )
}

function PauseRows({ data }: { data: PausesData }) {
  const { t } = useTranslation(NS)
  const rows = useMemo(() => companyPauseRows(data.apprenticeships, isoDay(new Date())), [data.apprenticeships])
  if (rows.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  return (
    <>
      <p className={styles.muted} role="status">
        {t('list.count', { count: rows.length })}
      </p>
      <ul className={styles.list} aria-label={t('list.listLabel')}>
        {rows.map(({ pause, person, timing }) => (
          <li key={pause.id} className={styles.row} data-testid={`pause-row-${pause.id}`}>
            <p className={styles.name}>
              {personName(person)}
              <span className={styles.timing}>{t(`list.timing.${timing}`)}</span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt className="visually-hidden">{t('list.periodLabel')}</dt>
                <dd>{t('list.period', { from: formatDate(pause.fromDate), to: formatDate(pause.toDate) })}</dd>
              </div>
              <div>
                <dt>{t('list.reason')}</dt>
                <dd>{pause.reason}</dd>
              </div>
              <div>
                <dt>{t('list.attachment')}</dt>
                <dd>{pause.hasAttachment ? t('list.attachmentYes') : t('list.attachmentNo')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
