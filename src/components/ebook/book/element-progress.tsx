import { useTranslation } from 'react-i18next'
import type { Element, ElementPart } from '../../../api/ebook/ebook.schemas'
import { LEVEL_MAX } from '../../../api/ebook/ebook.schemas'
import { elementClosed, elementProgress } from '../../../domain/ebook'
import { formatDate } from '../../../domain/format'
import { LevelScale, useLevelWords } from '../level-words'
import { bookProgress } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

const LEVELS = Array.from({ length: LEVEL_MAX }, (_, i) => i + 1)

/** A part's level as a picture: cells filled up to the achieved level, the required one outlined. Its words are beside it. */
export function LevelCells({ achieved, required }: { achieved: number | null; required: number }) {
  return (
    <span className={styles.levels} aria-hidden="true">
      {LEVELS.map((level) => (
        <span
          key={level}
          className={[
            styles.level,
            achieved !== null && level <= achieved ? styles.levelFilled : '',
            level === required ? styles.levelRequired : '',
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ))}
    </span>
  )
}

/** A share as a bar; the caller says it in words. */
export function ShareBar({ part, whole }: { part: number; whole: number }) {
  const percent = whole === 0 ? 0 : Math.round((part / whole) * 100)
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.barFill} style={{ width: `${percent}%` }} />
    </div>
  )
}

function PartsTable({ element }: { element: Element }) {
  const { t } = useTranslation(NS)
  const words = useLevelWords()
  const level = (part: ElementPart) =>
    part.achievedLevel === null ? t('progress.notReported') : words.label(part.achievedLevel)
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('progress.partsCaption', { element: element.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.part')}</th>
            <th scope="col">{t('progress.achieved')}</th>
            <th scope="col">{t('levels.instructor')}</th>
            <th scope="col">{t('progress.required')}</th>
            <th scope="col">{t('progress.approved')}</th>
          </tr>
        </thead>
        <tbody>
          {element.parts.map((part) => (
            <tr key={part.id}>
              <td>
                {part.name}
                {!part.mandatory && <span className={styles.muted}> {t('progress.optional')}</span>}
              </td>
              <td>
                <LevelCells achieved={part.achievedLevel} required={part.requiredLevel} />
                {level(part)}
              </td>
              <td data-testid="part-instructor-level">
                {part.instructorLevel === null ? t('levels.none') : words.label(part.instructorLevel)}
              </td>
              <td>{words.label(part.requiredLevel)}</td>
              <td>{part.approvedAt ? formatDate(part.approvedAt) : t('progress.notApproved')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Progress per work element at a glance (§3 "elements and sub-elements with achieved levels 1 to 4
 * and required levels, approved counts"): per element a bar of the parts at their required level and
 * the same in words with the approved count, and the parts themselves in a table behind a disclosure.
 */
export function ElementProgressList({ elements }: { elements: readonly Element[] }) {
  const { t } = useTranslation(NS)
  const total = bookProgress({ elements: [...elements] })
  if (elements.length === 0) return <p>{t('progress.noElements')}</p>
  return (
    <>
      <p data-testid="progress-summary">
        {t('progress.summary', { count: total.parts, atRequired: total.atRequired, approved: total.approved })}{' '}
        {t('progress.elementsComplete', { count: total.elements, complete: total.completeElements })}
      </p>
      <LevelScale className={styles.details} />
      <ul className={styles.elementList} data-testid="element-progress">
        {elements.map((element) => {
          const progress = elementProgress(element)
          return (
            <li key={element.id}>
              <h3 className={styles.elementName}>
                {element.name}
                {progress.complete && ' '}
                {progress.complete && (
                  <span className={[styles.tag, styles.tagDone].join(' ')}>{t('progress.complete')}</span>
                )}
              </h3>
              <ShareBar part={progress.atRequired} whole={progress.total} />
              <p className={styles.elementLine}>
                {t('progress.elementLine', {
                  count: progress.total,
                  atRequired: progress.atRequired,
                  approved: progress.approved,
                })}
                {elementClosed(element) && <> {t('progress.closed')}</>}
              </p>
              {element.parts.length > 0 && (
                <details className={styles.details}>
                  <summary>{t('progress.showParts', { element: element.name })}</summary>
                  <PartsTable element={element} />
                </details>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
