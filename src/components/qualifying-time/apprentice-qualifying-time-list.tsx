import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { AppLink } from '../ui/app-link/app-link'
import { useCountedWindowedList } from '../ui/windowed-list/counted-windowed-list'
import type { MeasureRef } from '../ui/windowed-list/use-windowed-list'
import { ListCount, rowPlace } from '../ui/windowed-list/windowed-list'
import { apprenticeName } from './qualifying-time-facts'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

/**
 * From this many other qualifying times on only the rows near the viewport are rendered (as the staff
 * list: a company with hundreds of apprentices). The finished ones, a handful that wait for the
 * company, are always rendered whole: a list above a windowed one keeps its height.
 */
export const OTHERS_WINDOWED_FROM = 60

/** A row's height at desktop width (px): the name (a touch target) and one line of facts. */
const ROW_HEIGHT = 82

/** What every row shows alike, worked out once for all rows. */
interface RowShared {
  hiddenName: string
  endDate: string
  states: Record<QualifyingTime['state'], string>
  /** The company's name beside the rest when the user's list spans more than one company. */
  showCompany: boolean
}

/**
 * One apprentice's qualifying time: the name opens the person's qualifying time (a plain link, as the
 * staff list's rows), then its state in words, profession, company, department and end date.
 */
const QualifyingTimeRow = memo(function QualifyingTimeRow({
  qt,
  shared,
  index,
  setSize,
  measureRef,
}: {
  qt: QualifyingTime
  shared: RowShared
  index: number
  setSize: number | undefined
  measureRef: MeasureRef | undefined
}) {
  const facts = [
    qt.profession.name,
    shared.showCompany ? qt.company.name : null,
    qt.department?.name ?? null,
    `${shared.endDate} ${qt.toDate}`,
  ].filter((fact): fact is string => fact !== null)
  return (
    <li {...rowPlace(index, setSize, measureRef)} data-testid={`qualifying-time-row-${qt.id}`} className={styles.row}>
      <p className={styles.rowName}>
        <AppLink href={`/qualifying-time/${qt.apprentice.id}`}>{apprenticeName(qt, shared.hiddenName)}</AppLink>
      </p>
      <p className={styles.rowMeta}>
        <span className={styles.state} data-testid="qualifying-time-row-state">
          {shared.states[qt.state]}
        </span>
        {` · ${facts.join(' · ')}`}
      </p>
    </li>
  )
})

/**
 * The company's qualifying times (§2, issue 21): first those that have ended and wait for the
 * company's approval, under their own heading with their count; then the other apprentices' (ongoing,
 * paused, approved, stopped, cancelled), each with its state in words, windowed when there are many.
 */
export function ApprenticeQualifyingTimeLists({ rows }: { rows: readonly QualifyingTime[] }) {
  const { t } = useTranslation(NS)
  const finished = useMemo(() => rows.filter((qt) => qt.finished), [rows])
  const others = useMemo(() => rows.filter((qt) => !qt.finished), [rows])
  const shared = useMemo<RowShared>(
    () => ({
      showCompany: new Set(rows.map((qt) => qt.company.id)).size > 1,
      hiddenName: t('list.hiddenName'),
      endDate: t('list.endDate'),
      states: {
        ongoing: t('state.ongoing'),
        paused: t('state.paused'),
        stopped: t('state.stopped'),
        cancelled: t('state.cancelled'),
        readyForApproval: t('state.readyForApproval'),
        approvedByCompany: t('state.approvedByCompany'),
        approvedByRegion: t('state.approvedByRegion'),
        certificateIssued: t('state.certificateIssued'),
      },
    }),
    [t, rows],
  )
  const row = (qt: QualifyingTime, index: number, setSize?: number, measureRef?: MeasureRef) => (
    <QualifyingTimeRow key={qt.id} qt={qt} shared={shared} index={index} setSize={setSize} measureRef={measureRef} />
  )
  const othersList = useCountedWindowedList({
    name: 'apprentice-qualifying-times',
    rows: others,
    total: others.length,
    windowedFrom: OTHERS_WINDOWED_FROM,
    rowEstimate: ROW_HEIGHT,
    classes: { count: styles.count, list: styles.rows, gap: styles.gap },
    texts: { t, count: 'list.othersCount', countOf: 'list.othersCount', listLabel: 'list.othersLabel' },
    testIds: { count: 'qualifying-times-others-count', list: 'qualifying-times-others' },
    renderRow: row,
  })
  return (
    <>
      <section className={styles.section} aria-labelledby="qualifying-times-finished-title">
        <h2 id="qualifying-times-finished-title" className={styles.sectionTitle}>
          {t('list.finishedTitle')}
        </h2>
        <ListCount className={styles.count} testId="qualifying-times-finished-count">
          {t('list.finishedCount', { count: finished.length })}
        </ListCount>
        {finished.length > 0 && (
          <ul className={styles.rows} aria-label={t('list.caption')} data-testid="qualifying-times-finished">
            {finished.map((qt, index) => row(qt, index))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="qualifying-times-others-title">
        <h2 id="qualifying-times-others-title" className={styles.sectionTitle}>
          {t('list.othersTitle')}
        </h2>
        {othersList}
      </section>
    </>
  )
}
