import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { formatPercent } from '../../domain/format'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

/** The apprentice's name, or the protected-identity words when the server masked it (§6). */
export function apprenticeName(qt: QualifyingTime, hidden: string): string {
  return `${qt.apprentice.firstName} ${qt.apprentice.lastName}`.trim() || hidden
}

/** What the qualifying time is: its dates, hours, rates, pauses, extensions and approvals (§3). */
export function QualifyingTimeFacts({ qt }: { qt: QualifyingTime }) {
  const { t } = useTranslation(NS)
  const approvals = (['companyApprovedAt', 'regionApprovedAt', 'certificateIssuedAt'] as const).filter(
    (key) => qt.approval[key] !== null,
  )
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('state.label')}</dt>
        <dd className={styles.state} data-testid="qualifying-time-state" data-state={qt.state}>
          {t(`state.${qt.state}`)}
        </dd>
        <dt>{t('facts.apprentice')}</dt>
        <dd>{apprenticeName(qt, t('list.hiddenName'))}</dd>
        <dt>{t('facts.company')}</dt>
        <dd>{qt.company.name}</dd>
        {qt.department && (
          <>
            <dt>{t('facts.department')}</dt>
            <dd>{qt.department.name}</dd>
          </>
        )}
        <dt>{t('facts.fromDate')}</dt>
        <dd>{qt.fromDate}</dd>
        <dt>{t('facts.toDate')}</dt>
        <dd>{qt.toDate}</dd>
        <dt>{t('facts.route')}</dt>
        <dd>{t(`route.${qt.basicEducationRoute}`)}</dd>
        <dt>{t('facts.requiredHours')}</dt>
        <dd>{t('facts.hours', { hours: qt.requiredHours })}</dd>
        {approvals.map((key) => (
          <div key={key} className={styles.contents}>
            <dt>{t(`facts.${key}`)}</dt>
            <dd>{qt.approval[key]}</dd>
          </div>
        ))}
      </dl>
      {qt.currentPause && (
        <p className={styles.infoBox}>
          {t('pauses.current', {
            from: qt.currentPause.fromDate,
            to: qt.currentPause.toDate,
            reason: qt.currentPause.reason,
          })}
        </p>
      )}
      <h3 className={styles.sectionTitle}>{t('rates.title')}</h3>
      {qt.employmentRates.length === 0 ? (
        <p>{t('rates.none')}</p>
      ) : (
        <ul>
          {qt.employmentRates.map((r) => (
            <li key={r.fromDate}>
              {t('rates.row', { from: r.fromDate, to: r.toDate, percent: formatPercent(r.percent) })}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.sectionTitle}>{t('pauses.title')}</h3>
      {qt.pauses.length === 0 ? (
        <p>{t('pauses.none')}</p>
      ) : (
        <ul data-testid="qualifying-time-pauses">
          {qt.pauses.map((p) => (
            <li key={p.fromDate}>{t('pauses.row', { from: p.fromDate, to: p.toDate, reason: p.reason })}</li>
          ))}
        </ul>
      )}
      <h3 className={styles.sectionTitle}>{t('extensions.title')}</h3>
      {qt.approvedExtensions.length === 0 && !qt.extensionAwaitingRegion ? (
        <p>{t('extensions.none')}</p>
      ) : (
        <ul data-testid="qualifying-time-extensions">
          {qt.approvedExtensions.map((e) => (
            <li key={e.id}>{t('extensions.approved', { count: e.months, date: e.decidedAt ?? '' })}</li>
          ))}
          {qt.extensionAwaitingRegion && (
            <li>
              {t('extensions.awaiting', {
                count: qt.extensionAwaitingRegion.months,
                date: qt.extensionAwaitingRegion.createdAt,
              })}
            </li>
          )}
        </ul>
      )}
    </>
  )
}
