import { Fragment, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalibrationCell, CalibrationCounts, CalibrationElement } from '../../../api/ebook/calibration.schemas'
import { calibrationTone, heatmapMatrix, type CalibrationTone } from '../../../domain/ebook-calibration'
import styles from './calibration.module.css'
import { NS } from './texts'

/** A column of the heatmap: its short label (the grid) and full label (the table), with its counts. */
export interface HeatmapColumn {
  id: number
  short: string
  full: string
  counts: CalibrationCounts
}

/** What each tone shows besides its colour (WCAG 1.4.1: never colour alone). */
const SYMBOL: Record<CalibrationTone, string> = {
  overRating: '▲',
  underRating: '▼',
  mixed: '±',
  agreement: '=',
  notAssessed: '?',
}

function useLevel(): (value: number | null) => string {
  const { i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  return (value) => (value === null ? '–' : format.format(value))
}

/**
 * One heatmap: rows are work elements, columns reports or apprentices, each cell the apprentice's
 * level against the instructor's. Drawn as a CSS grid for the eye (hidden from screen readers) and
 * given as a real table to screen readers (visually hidden): each gets exactly one. The grid scrolls
 * sideways inside its own box (a focusable group, so a keyboard scrolls it too).
 */
export function CalibrationHeatmap({
  caption,
  columns,
  elements,
  totals,
  testId,
}: {
  caption: string
  columns: HeatmapColumn[]
  elements: CalibrationElement[]
  totals: CalibrationCounts
  testId: string
}) {
  const { t } = useTranslation(NS)
  const level = useLevel()
  const rows = heatmapMatrix(columns, elements)

  const toneWord = (counts: CalibrationCounts) => t(`tone.${calibrationTone(counts)}`)
  const countsText = (c: CalibrationCounts) =>
    t('countsText', { rated: c.rated, assessed: c.assessed, over: c.overRated, under: c.underRated })
  const cellText = (cell: CalibrationCell | null) => {
    if (cell === null) return t('notReported')
    const main =
      cell.instructorLevel === null
        ? t('cellNotAssessed', { self: level(cell.selfLevel) })
        : t('cellAssessed', {
            self: level(cell.selfLevel),
            instructor: level(cell.instructorLevel),
            tone: toneWord(cell),
          })
    return cell.rated > 1
      ? `${main} ${t('cellParts', { count: cell.rated, assessed: cell.assessed, over: cell.overRated, under: cell.underRated })}`
      : main
  }
  const countsCell = (counts: CalibrationCounts, key: string) => (
    <div key={key} className={`${styles.counts} ${styles[calibrationTone(counts)]}`} data-testid={key}>
      <span>
        {counts.assessed}/{counts.rated}
      </span>
      <span>
        ▲{counts.overRated} ▼{counts.underRated}
      </span>
    </div>
  )

  return (
    <div className={styles.heatmap} data-testid={testId}>
      <p>
        {t('summary', {
          count: totals.rated,
          assessed: totals.assessed,
          over: totals.overRated,
          under: totals.underRated,
        })}
      </p>
      <div className={styles.scroller} role="group" aria-label={t('scrollLabel')} tabIndex={0}>
        <div
          className={styles.grid}
          aria-hidden="true"
          style={{ '--calibration-columns': columns.length } as CSSProperties}
          data-testid="calibration-grid"
        >
          <div className={styles.corner}>{t('element')}</div>
          {columns.map((column) => (
            <div key={column.id} className={styles.columnHead}>
              {column.short}
            </div>
          ))}
          <div className={styles.columnHead}>{t('counts')}</div>
          {rows.map(({ element, cells }) => (
            <Fragment key={element.id}>
              <div className={styles.rowHead}>{element.name}</div>
              {cells.map((cell, i) => {
                const columnId = columns[i].id
                if (cell === null) return <div key={columnId} className={styles.blank} />
                const tone = calibrationTone(cell)
                return (
                  <div
                    key={columnId}
                    className={`${styles.cell} ${styles[tone]} ${cell.divergent ? styles.divergent : ''}`}
                    data-testid={`calibration-cell-${element.id}-${columnId}`}
                    data-tone={tone}
                  >
                    <span className={styles.levels}>
                      {level(cell.selfLevel)} / {level(cell.instructorLevel)}
                    </span>
                    <span>
                      {SYMBOL[tone]}
                      {cell.rated > 1 && ` ×${cell.rated}`}
                    </span>
                  </div>
                )
              })}
              {countsCell(element.counts, `calibration-counts-${element.id}`)}
            </Fragment>
          ))}
          <div className={styles.rowHead}>{t('perColumn')}</div>
          {columns.map((column) => countsCell(column.counts, `calibration-column-${column.id}`))}
          {countsCell(totals, 'calibration-totals')}
        </div>
      </div>

      {/* Hidden in a box, not on the table: a table is as wide as its content whatever its width says. */}
      <div className="visually-hidden">
        <table data-testid="calibration-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('element')}</th>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.full}
                </th>
              ))}
              <th scope="col">{t('counts')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ element, cells }) => (
              <tr key={element.id}>
                <th scope="row">{element.name}</th>
                {cells.map((cell, i) => (
                  <td key={columns[i].id}>{cellText(cell)}</td>
                ))}
                <td>{countsText(element.counts)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('perColumn')}</th>
              {columns.map((column) => (
                <td key={column.id}>{countsText(column.counts)}</td>
              ))}
              <td>{countsText(totals)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  )
}

/** What the grid's numbers, symbols and colours mean (shown once per view). */
export function CalibrationLegend() {
  const { t } = useTranslation(NS)
  const tones: CalibrationTone[] = ['overRating', 'underRating', 'mixed', 'agreement', 'notAssessed']
  return (
    <div className={styles.legend} aria-hidden="true">
      <p className={styles.legendTitle}>{t('legend.title')}</p>
      <p>{t('legend.levels')}</p>
      <ul>
        {tones.map((tone) => (
          <li key={tone}>
            <span className={`${styles.swatch} ${styles[tone]}`} />
            {t(`legend.${tone}`)}
          </li>
        ))}
      </ul>
      <p>{t('legend.counts')}</p>
    </div>
  )
}
