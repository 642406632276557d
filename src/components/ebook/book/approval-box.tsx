import { useTranslation } from 'react-i18next'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { missingForApproval, partReachedRequired } from '../../../domain/ebook'
import { formatDate } from '../../../domain/format'
import { personName } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * The approval box (§1, §2): who approved the book and when; before that, what still stands between
 * the book and the instructor's approval (elements not complete, theory modules not approved).
 */
export function ApprovalBox({ book }: { book: Pick<Ebook, 'approval' | 'elements' | 'theory'> }) {
  const { t } = useTranslation(NS)
  if (book.approval) {
    return (
      <div className={styles.successBox} data-testid="approval-box">
        <p className={styles.boxTitle}>{t('approval.approvedTitle')}</p>
        <p>{t('approval.approvedBy', { name: personName(book.approval.approvedBy), date: formatDate(book.approval.approvedAt) })}</p>
      </div>
    )
  }
  const missing = missingForApproval(book)
  const nothingMissing = missing.elements.length === 0 && missing.theory.length === 0
  return (
    <div className={styles.infoBox} data-testid="approval-box">
      <p className={styles.boxTitle}>{t('approval.notApprovedTitle')}</p>
      {nothingMissing ? (
        <p>{t('approval.readyForApproval')}</p>
      ) : (
        <>
          <p>{t('approval.missingIntro')}</p>
          {missing.elements.length > 0 && (
            <>
              <p className={styles.boxTitle}>{t('approval.missingElements', { count: missing.elements.length })}</p>
              <ul className={styles.list}>
                {missing.elements.map((element) => {
                  const mandatory = element.parts.filter((p) => p.mandatory)
                  const done = mandatory.filter((p) => partReachedRequired(p) && p.approvedAt !== null).length
                  return (
                    <li key={element.id}>
                      {t('approval.elementMissing', { element: element.name, count: mandatory.length, done })}
                    </li>
                  )
                })}
              </ul>
            </>
          )}
          {missing.theory.length > 0 && (
            <>
              <p className={styles.boxTitle}>{t('approval.missingTheory', { count: missing.theory.length })}</p>
              <ul className={styles.list}>
                {missing.theory.map((module) => (
                  <li key={module.id}>{module.courseName}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  )
}
