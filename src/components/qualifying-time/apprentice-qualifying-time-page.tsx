import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { AppLink } from '../ui/app-link/app-link'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { apprenticeName } from './qualifying-time-facts'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

export type ApprenticeListLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; data: QualifyingTime[] }

/**
 * /apprentice-qualifying-time (§2, §4 "finished", issue 21): the company user's apprentices whose
 * qualifying time has ended, is not approved, neither aborted nor cancelled, as the server lists them
 * (department-scoped); each opens its qualifying time. Opening the page resets the menu badge.
 */
export function ApprenticeQualifyingTimePage({ load }: { load: ApprenticeListLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="qualifying-times-error" />}
      {load.status === 'done' &&
        (load.data.length === 0 ? (
          <p data-testid="qualifying-times-empty">{t('list.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('list.caption')} data-testid="qualifying-times">
            {load.data.map((qt) => (
              <li key={qt.id} className={styles.card} data-testid={`qualifying-time-row-${qt.id}`}>
                <h2 className={styles.cardTitle}>
                  <AppLink href={`/qualifying-time/${qt.apprentice.id}`}>
                    {apprenticeName(qt, t('list.hiddenName'))}
                  </AppLink>
                </h2>
                <dl className={styles.facts}>
                  <dt>{t('list.profession')}</dt>
                  <dd>{qt.profession.name}</dd>
                  {qt.department && (
                    <>
                      <dt>{t('list.department')}</dt>
                      <dd>{qt.department.name}</dd>
                    </>
                  )}
                  <dt>{t('list.endDate')}</dt>
                  <dd>{qt.toDate}</dd>
                  <dt>{t('list.state')}</dt>
                  <dd>{t(`state.${qt.state}`)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        ))}
    </Page>
  )
}
