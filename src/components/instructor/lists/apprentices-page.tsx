import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { LoadingState } from '../../ui/spinner/spinner'
import type { InstructorApprentice } from '../../../api/instructor/apprentices.schemas'
import type { BooksLoad } from './books-load'
import { apprenticesOf } from './apprentices'
import { useLens } from './instructor-ebooks-page'
import styles from './lists.module.css'
import { NS } from './texts'

/**
 * /instructor/{id}/apprentices — My apprentices (§2; CompanyInstructorApprentices for a company user,
 * id = the instructor's person id): the apprentices whose books instructor {id} supervises, each
 * with their books (profession, company, state, unread reports) and the way to their reports; on the
 * instructor's own list also the apprentices linked to her without a book, saying so (no link).
 */
export function ApprenticesPage({
  instructorId,
  load,
  linked,
}: {
  instructorId: number
  load: BooksLoad
  /** The instructor's own linked apprentices (those without a book are listed from these); null: books only. */
  linked?: readonly InstructorApprentice[] | null
}) {
  const { t } = useTranslation([NS, 'ebook'])
  const lens = useLens(instructorId)
  useHeadingFocus(`apprentices-${instructorId}`)
  const apprentices = useMemo(
    () => (load.status === 'done' ? apprenticesOf(load.rows, linked ?? []) : []),
    [load, linked],
  )
  if (!lens) return null
  const id = String(instructorId)
  return (
    <Page
      title={lens.own ? t('apprentices.title') : t('apprentices.titleOf')}
      lead={linked ? t('apprentices.leadOwn') : t('apprentices.lead')}
    >
      <p className={styles.meta}>
        <Link to="/instructor/$id/ebooks" params={{ id }}>
          {t('apprentices.toEbooks')}
        </Link>
        {' · '}
        <Link to="/instructor/$id/apprentices-courses" params={{ id }}>
          {t('apprentices.toCourses')}
        </Link>
      </p>
      {load.status === 'loading' && <LoadingState label={t('apprentices.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('apprentices.loadFailed')} />}
      {load.status === 'done' &&
        (apprentices.length === 0 ? (
          <EmptyState title={t('apprentices.empty')}>
            {linked ? t('apprentices.emptyTextOwn') : t('apprentices.emptyText')}
          </EmptyState>
        ) : (
          <>
            <p className={styles.count} role="status">
              {t('apprentices.count', { count: apprentices.length })}
            </p>
            <ul className={`${styles.list} ${styles.wholeList}`} data-testid="apprentices">
              {apprentices.map((apprentice) => {
                const name = `${apprentice.firstName} ${apprentice.lastName}`.trim()
                return (
                  <li key={apprentice.id} data-testid={`apprentice-${apprentice.id}`}>
                    <div className={styles.row}>
                      <h2 className={styles.rowTitle}>{name}</h2>
                      <ul className={styles.marks}>
                        {apprentice.books.map((book) => (
                          <li key={book.id} className={styles.meta}>
                            <Link to="/instructor/$id/apprentices-report" params={{ id }} search={{ bookId: book.id }}>
                              {t('apprentices.book', { profession: book.professionName })}
                              <span className="visually-hidden"> {name}</span>
                            </Link>{' '}
                            · {book.companyName} · {t(`ebook:displayState.${book.displayState}`)}
                            {book.unreadReportCount > 0 && (
                              <>
                                {' '}
                                <span className={`${styles.tag} ${styles.tagUnread}`}>
                                  {t('ebooks.unread', { count: book.unreadReportCount })}
                                </span>
                              </>
                            )}
                            {(book.toAssessReportCount ?? 0) > 0 && (
                              <>
                                {' '}
                                <span className={`${styles.tag} ${styles.tagUnread}`}>
                                  {t('ebooks.toAssess', { count: book.toAssessReportCount })}
                                </span>
                              </>
                            )}
                          </li>
                        ))}
                        {apprentice.withoutBook.map((apprenticeship) => (
                          <li
                            key={`no-book-${apprenticeship.apprenticeshipId}`}
                            className={styles.meta}
                            data-testid="apprentice-without-book"
                          >
                            {t('apprentices.noBook')} · {apprenticeship.companyName}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                )
              })}
            </ul>
          </>
        ))}
    </Page>
  )
}
