import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { ApprenticeQualifyingTimeLists } from './apprentice-qualifying-time-list'
import { NS } from './texts'

export type ApprenticeListLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; data: QualifyingTime[] }

/**
 * /apprentice-qualifying-time (§2, §4 "finished", issue 21): the company user's apprentices' qualifying
 * times as the server lists them (department-scoped): first those that have ended, are not approved,
 * neither aborted nor cancelled, then the others with their state; each opens its qualifying time.
 * Opening the page resets the menu badge.
 */
export function ApprenticeQualifyingTimePage({ load }: { load: ApprenticeListLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="qualifying-times-error" />}
      {load.status === 'done' && <ApprenticeQualifyingTimeLists rows={load.data} />}
    </Page>
  )
}
