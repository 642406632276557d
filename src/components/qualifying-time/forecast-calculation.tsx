import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { formatPercent } from '../../domain/format'
import { forecastQualifyingTime, type ForecastInput } from '../../domain/qualifying-time-forecast'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

const hoursFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 })
const hours = (value: number) => hoursFormat.format(value)

/** The forecast's input from the server's qualifying time: only approved extensions count. */
export function forecastInputOf(qt: QualifyingTime): ForecastInput {
  return {
    startDate: qt.fromDate,
    group: qt.professionGroup,
    route: qt.basicEducationRoute,
    ratePeriods: qt.employmentRates,
    pauses: qt.pauses,
    extensions: qt.approvedExtensions,
  }
}

/**
 * The trade certificate's forecast date with its calculation (issue 21): the hours needed (the
 * scheme's total and each approved extension), then each stretch of the time with its rate, working
 * days and hours, to the day the hours are reached.
 */
export function ForecastCalculation({ qt }: { qt: QualifyingTime }) {
  const { t } = useTranslation(NS)
  const forecast = forecastQualifyingTime(forecastInputOf(qt))
  const id = `forecast-${qt.id}`
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="qualifying-time-forecast">
      <h3 id={id} className={styles.sectionTitle}>
        {t('forecast.title')}
      </h3>
      <p className={styles.forecastDate} data-testid="forecast-date">
        {forecast.forecastDate ? t('forecast.date', { date: forecast.forecastDate }) : t('forecast.noDate')}
      </p>
      <p className={styles.muted}>{t('forecast.rule')}</p>
      <h4>{t('forecast.need')}</h4>
      <dl className={styles.facts} data-testid="forecast-need">
        <dt>{t('forecast.base', { route: t(`route.${qt.basicEducationRoute}`) })}</dt>
        <dd>{t('forecast.hours', { hours: hours(forecast.need.baseHours) })}</dd>
        {forecast.need.extensions.map((e, index) => (
          <Fragment key={index}>
            <dt>{t('forecast.extension', { count: e.months })}</dt>
            <dd>{t('forecast.hours', { hours: `+ ${hours(e.hours)}` })}</dd>
          </Fragment>
        ))}
        <dt>{t('forecast.total')}</dt>
        <dd>{t('forecast.hours', { hours: hours(forecast.need.totalHours) })}</dd>
      </dl>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('forecast.steps')}>
        <table className={styles.table} data-testid="forecast-steps">
          <caption>{t('forecast.steps')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('forecast.period')}</th>
              <th scope="col">{t('forecast.rate')}</th>
              <th scope="col" className={styles.number}>
                {t('forecast.workdays')}
              </th>
              <th scope="col" className={styles.number}>
                {t('forecast.hoursColumn')}
              </th>
              <th scope="col" className={styles.number}>
                {t('forecast.running')}
              </th>
            </tr>
          </thead>
          <tbody>
            {forecast.periods.map((p) => (
              <tr key={p.fromDate}>
                <td>{`${p.fromDate} – ${p.toDate}`}</td>
                <td>{p.paused ? t('forecast.paused') : formatPercent(p.percent)}</td>
                <td className={styles.number}>{p.workdays}</td>
                <td className={styles.number}>{hours(p.hours)}</td>
                <td className={styles.number}>{hours(p.runningHours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
