import { useTranslation } from 'react-i18next'
import type { Ebook, ReportDetail } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { useLevelWords } from '../level-words'
import { LevelCells } from './element-progress'
import styles from './book.module.css'
import { NS } from './texts'

/** The element and part a report detail rates, by the book's catalogue (names unknown to it show as ids). */
export function detailNames(book: Pick<Ebook, 'elements'>, detail: Pick<ReportDetail, 'elementId' | 'partId'>) {
  const element = book.elements.find((e) => e.id === detail.elementId)
  const part =
    element?.parts.find((p) => p.id === detail.partId) ??
    book.elements.flatMap((e) => e.parts).find((p) => p.id === detail.partId)
  return { element: element?.name ?? null, part: part?.name ?? null, requiredLevel: part?.requiredLevel ?? null }
}

/**
 * One rated element part, read-only: the apprentice's level against the required one, the comment,
 * and the instructor's level and comment when there are any (§8 warns when the two levels differ).
 */
export function ReportDetailFacts({ book, detail }: { book: Pick<Ebook, 'elements'>; detail: ReportDetail }) {
  const { t } = useTranslation(NS)
  const words = useLevelWords()
  const { requiredLevel } = detailNames(book, detail)
  const differs = detail.instructorLevel !== null && detail.instructorLevel !== detail.level
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.level')}</dt>
          <dd>
            {requiredLevel !== null && <LevelCells achieved={detail.level} required={requiredLevel} />}
            {words.label(detail.level)}
          </dd>
        </div>
        <div>
          <dt>{t('detail.requiredLevel')}</dt>
          <dd>{requiredLevel === null ? t('detail.unknown') : words.label(requiredLevel)}</dd>
        </div>
        <div>
          <dt>{t('detail.comment')}</dt>
          <dd>{detail.comment.trim() || t('detail.noComment')}</dd>
        </div>
        {detail.instructorLevel !== null && (
          <div>
            <dt>{t('detail.instructorLevel')}</dt>
            <dd>{words.label(detail.instructorLevel)}</dd>
          </div>
        )}
        {detail.instructorComment !== null && detail.instructorComment.trim() !== '' && (
          <div>
            <dt>{t('detail.instructorComment')}</dt>
            <dd>{detail.instructorComment}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.approved')}</dt>
          <dd>{detail.approvedAt ? formatDate(detail.approvedAt) : t('detail.notApproved')}</dd>
        </div>
      </dl>
      {differs && <p className={styles.warningBox}>{t('detail.differs')}</p>}
    </>
  )
}
