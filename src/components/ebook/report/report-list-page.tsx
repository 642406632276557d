import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectBlock,
  selectBook,
  selectCurrentStep,
  selectDrafts,
  selectFormError,
} from '../../../../machines/ebook/ebook-report.selectors'
import { message } from '../../../api/failure'
import { buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { LoadingPage } from '../../wizard/outcome-pages'
import { useErrorText } from '../../wizard/use-error-text'
import { BackToBook, ClosedNotice, PlainPage, ReportLoadFailed, WithUser, periodText } from './flow-pages'
import { OutboxList } from './outbox-list'
import styles from './report.module.css'
import { NS } from './texts'
import { useReportList } from './use-report-flow'

/**
 * /book/{id}/report-element: the book's started reports (drafts) to continue, and a new report. A
 * book closed for reporting says why and offers neither. Reports made without a connection and not
 * sent yet are listed first, marked so.
 */
export function ReportListPage({ bookId }: { bookId: number }) {
  return <WithUser>{(user) => <ReportList bookId={bookId} userId={user.id} />}</WithUser>
}

function ReportList({ bookId, userId }: { bookId: number; userId: number }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const actor = useReportList(bookId, userId)
  const screen = useSelector(actor, selectCurrentStep)
  const drafts = useSelector(actor, selectDrafts)
  const block = useSelector(actor, selectBlock)
  const book = useSelector(actor, selectBook)
  const formError = useSelector(actor, selectFormError)
  const title = t('title.list')

  if (screen === 'loading') return <LoadingPage title={title} />
  if (screen === 'load-failed') {
    return (
      <ReportLoadFailed
        title={title}
        bookId={bookId}
        message={errorText.form(formError ?? message('couldNotLoad'))}
        onRetry={() => actor.send({ type: 'load.retry' })}
      >
        <OutboxList userId={userId} bookId={bookId} />
      </ReportLoadFailed>
    )
  }

  return (
    <PlainPage stepKey={screen} title={title}>
      {book && (
        <p className={styles.muted}>
          {t('common.bookOf', { profession: book.professionName, company: book.companyName })}
        </p>
      )}
      {/* What was made without a connection is shown even when reporting has closed since (it may be refused). */}
      <OutboxList userId={userId} bookId={bookId} />
      {block ? (
        <ClosedNotice block={block} />
      ) : (
        <>
          <p>{t('list.lead')}</p>
          <section className={styles.section} aria-labelledby="report-drafts-title">
            <h2 id="report-drafts-title" className={styles.sectionTitle}>
              {t('list.draftsTitle')}
            </h2>
            {drafts.length === 0 ? (
              <EmptyState title={t('list.noDrafts')} />
            ) : (
              <ul className={styles.cards} data-testid="report-drafts">
                {drafts.map((draft) => (
                  <li key={draft.id} className={styles.card} data-testid={`report-draft-${draft.id}`}>
                    <h3 className={styles.cardTitle}>{t('list.draftPeriod', { period: periodText(draft) })}</h3>
                    <p className={`${styles.small} ${styles.muted}`}>{t('list.parts', { count: draft.detailCount })}</p>
                    <div>
                      <Link
                        to="/book/$id/report/$reportId"
                        params={{ id: String(bookId), reportId: String(draft.id) }}
                        search={{ step: 'parts' }}
                        className={buttonClassName('secondary')}
                      >
                        {t('list.continue')} <span className="visually-hidden">{periodText(draft)}</span>
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <div className={styles.buttonRow}>
        {!block && (
          <Link
            to="/book/$id/create-overview"
            params={{ id: String(bookId) }}
            className={buttonClassName('primary')}
            data-testid="report-create"
          >
            {t('list.create')}
          </Link>
        )}
        <BackToBook bookId={bookId} />
      </div>
    </PlainPage>
  )
}
