import { useTranslation } from 'react-i18next'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { personName } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

/** Who the apprentice is, the profession and company, when the book was created and how long it is valid. */
export function BookFacts({ book }: { book: Ebook }) {
  const { t } = useTranslation(NS)
  return (
    <dl className={styles.facts} data-testid="book-facts">
      <div>
        <dt>{t('facts.apprentice')}</dt>
        <dd>{personName(book.apprentice)}</dd>
      </div>
      <div>
        <dt>{t('facts.profession')}</dt>
        <dd>{book.professionName}</dd>
      </div>
      <div>
        <dt>{t('facts.company')}</dt>
        <dd>{book.companyName}</dd>
      </div>
      <div>
        <dt>{t('facts.created')}</dt>
        <dd>{formatDate(book.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('facts.validUntil')}</dt>
        <dd>{book.validUntil ? formatDate(book.validUntil) : t('facts.validUntilNotIssued')}</dd>
      </div>
      {book.instructors.length > 0 && (
        <div>
          <dt>{t('facts.instructors', { count: book.instructors.length })}</dt>
          <dd>{book.instructors.map(personName).join(', ')}</dd>
        </div>
      )}
    </dl>
  )
}
