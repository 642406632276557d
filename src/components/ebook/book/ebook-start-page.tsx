import { Link, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { PauseChange } from '../../../../machines/domain-widgets/book-pause.steps'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { reportingOpen } from '../../../domain/ebook'
import { useSessionSelector } from '../../../session/session-context'
import { AppLink } from '../../ui/app-link/app-link'
import { Button, buttonClassName } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { ExportPanel } from '../export/export-panel'
import { ApprovalBox } from './approval-box'
import { ImitationReadOnlyNote } from './imitation-note'
import { BookFacts } from './book-facts'
import { pausesManageable, personName } from './book-model'
import { BookStatus } from './book-status'
import styles from './book.module.css'
import { ElementProgressList } from './element-progress'
import { OfflineCopyNote } from './offline-copy-note'
import { PauseTimeline } from './pause-timeline'
import { Reconciliations } from './reconciliations'
import { RecordPlan } from './record-plan'
import { ReportList } from './report-list'
import { NS } from './texts'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { useReportPages, type FirstReports } from './use-report-pages'

/**
 * /book/{id} — EbookStart (§2, §3 E-book, §4 E-book): the book's state in words (and, while reporting
 * is closed, why), who and what it is for, progress per work element, the record plan and the
 * reconciliations, the reports newest first, the approval box and the pause timeline. The apprentice
 * reports from here while reporting is open.
 */
export function EbookStartPage({ book, firstReports = null }: { book: Ebook; firstReports?: FirstReports | null }) {
  const { t } = useTranslation([NS, 'common'])
  const user = useSessionSelector(selectUser)
  const router = useRouter()
  const { pages, loadMore, retry } = useReportPages(book.id, firstReports)
  useHeadingFocus(`overview-${book.id}`)

  // The apprentice opens their own reports in the report flow; everyone else reads them.
  const asApprentice = user !== null && user.id === book.personId
  const mayReport = book.viewer.mayReport && reportingOpen(book.displayState)
  const reportPeriods = useMemo(() => (pages.status === 'done' ? pages.rows : []), [pages])

  const onPausesChanged = useCallback(
    (change: PauseChange) => {
      toast.success(t(`pauses.changed.${change}`))
      // A pause that covers today pauses the book (§4): read its state again.
      void router.invalidate()
    },
    [router, t],
  )

  const title = t('overview.title', { name: personName(book.apprentice) })

  return (
    <Page title={title} lead={`${book.professionName} · ${book.companyName}`}>
      <OfflineCopyNote answers={[book, firstReports]} />
      <BookStatus book={book} />
      <ImitationReadOnlyNote book={book} />
      <div className={styles.buttonRow}>
        {mayReport && (
          <AppLink
            href={`/book/${book.id}/report-element`}
            className={buttonClassName('primary')}
            data-testid="report-elements"
          >
            {t('overview.reportElements')}
          </AppLink>
        )}
        <Link to="/book/$id/education" params={{ id: String(book.id) }} className={buttonClassName('secondary')}>
          {t('overview.toEducation')}
        </Link>
      </div>

      <section className={styles.section} aria-labelledby="book-facts-title">
        <h2 id="book-facts-title">{t('facts.title')}</h2>
        <BookFacts book={book} />
      </section>

      <section className={styles.section} aria-labelledby="book-progress-title">
        <h2 id="book-progress-title">{t('progress.title')}</h2>
        <ElementProgressList elements={book.elements} />
      </section>

      <section className={styles.section} aria-labelledby="book-plan-title">
        <h2 id="book-plan-title">{t('plan.title')}</h2>
        <RecordPlan elements={book.elements} />
      </section>

      <section className={styles.section} aria-labelledby="book-reconciliations-title">
        <h2 id="book-reconciliations-title">{t('reconciliations.title')}</h2>
        <Reconciliations elements={book.elements} />
      </section>

      <section className={styles.section} aria-labelledby="book-reports-title">
        <h2 id="book-reports-title">{t('reports.title')}</h2>
        {pages.status === 'loading' && <LoadingState label={t('reports.loading')} />}
        {pages.status === 'error' && (
          <div className={styles.errorBox} role="alert">
            <p>{t('reports.loadFailed')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('common:tryAgain')}
            </Button>
          </div>
        )}
        {pages.status === 'done' && pages.rows.length === 0 && (
          <EmptyState title={t('reports.empty')}>{mayReport ? t('reports.emptyMayReport') : undefined}</EmptyState>
        )}
        {pages.status === 'done' && pages.rows.length > 0 && (
          <ReportList
            bookId={book.id}
            asApprentice={asApprentice}
            rows={pages.rows}
            total={pages.total}
            hasMore={pages.hasMore}
            loadingMore={pages.loadingMore}
            moreFailed={pages.moreFailed}
            onLoadMore={loadMore}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="book-approval-title">
        <h2 id="book-approval-title">{t('approval.title')}</h2>
        <ApprovalBox book={book} />
      </section>

      {/* The signed export and its printout (issue 10): once the book is approved, as the API gives it. */}
      {book.approval !== null && (book.status === 'approved' || book.status === 'issued') && (
        <ExportPanel bookId={book.id} />
      )}

      <section className={styles.section} aria-labelledby="book-pauses-title">
        <h2 id="book-pauses-title" tabIndex={-1}>
          {t('pauses.title')}
        </h2>
        <PauseTimeline
          bookId={book.id}
          permitted={book.permittedPeriod}
          mayManage={pausesManageable(book)}
          reports={reportPeriods}
          onChanged={onPausesChanged}
          headingId="book-pauses-title"
        />
      </section>
    </Page>
  )
}
