import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { BackLink } from '../ui/back-link/back-link'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { QualifyingTimeCard } from './qualifying-time-card'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

export interface PersonQualifyingTimes {
  times: QualifyingTime[]
  /** A company user came from the apprentices' list (§2): the way back. */
  fromCompany: boolean
}

export type QualifyingTimeLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; data: PersonQualifyingTimes }

/**
 * /qualifying-time/$id (§2, §4, issue 21): a person's qualifying times the viewer may read (the apprentice
 * their own, a company user an apprentice at the company): the state, dates, pauses, the forecast date
 * with its calculation, approval and an extension request.
 */
export function QualifyingTimePage({ load }: { load: QualifyingTimeLoad }) {
  const { t } = useTranslation(NS)
  const before =
    load.status === 'done' && load.data.fromCompany ? (
      <BackLink to="/apprentice-qualifying-time">{t('page.back')}</BackLink>
    ) : undefined
  return (
    <Page title={t('page.title')} before={before}>
      {load.status === 'loading' && <LoadingState label={t('page.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('page.loadFailed')} testId="qualifying-time-error" />}
      {load.status === 'done' &&
        (load.data.times.length === 0 ? (
          <p data-testid="qualifying-time-none">{t('page.none')}</p>
        ) : (
          <div className={styles.list}>
            {load.data.times.map((qt) => (
              <QualifyingTimeCard key={qt.id} qt={qt} />
            ))}
          </div>
        ))}
    </Page>
  )
}
