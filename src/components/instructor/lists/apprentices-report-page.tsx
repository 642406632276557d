import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportListRow } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { BookCalibration } from '../calibration/book-calibration'
import { BackLink } from '../../ui/back-link/back-link'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { LensBooks, useLens } from './instructor-ebooks-page'
import styles from './lists.module.css'
import type { BooksLoad } from './books-load'
import type { ApprenticesReportData } from './report-data'
import { NS } from './texts'

/**
 * InstructorApprenticesReport (issue 10, the scheme's guide for companies): pick an apprentice (a list
 * with search, unread first), see their saved reports with a mark on the unread and on §8
 * differences, open one to assess it; the book's approval sits above the reports.
 */
/** The e-book slice's parts the page shows (the route brings them: a slice does not import another's views). */
export interface ReportPageParts {
  /** One report for its reader (assess or read), with the way back to this page. */
  report: (back: { to: string; search: { bookId: number }; label: string }) => ReactNode
  /** The book's approval box (what is missing; the supervising instructor's "Approve"). */
  approval: ReactNode
}

export function ApprenticesReportPage({
  data,
  instructorId,
  parts,
}: {
  data: ApprenticesReportData
  instructorId: number
  parts: ReportPageParts
}) {
  const { t } = useTranslation(NS)
  const path = `/instructor/${instructorId}/apprentices-report`
  if (data.kind === 'report')
    return parts.report({ to: path, search: { bookId: data.book.id }, label: t('report.backToReports') })
  if (data.kind === 'book') return <BookReports key={data.book.id} data={data} path={path} approval={parts.approval} />
  return <PickApprentice instructorId={instructorId} load={{ status: 'done', rows: data.rows }} />
}

/** The apprentice picker: the lens's books (the route's pending and error pages show it loading and failed). */
export function PickApprentice({ instructorId, load }: { instructorId: number; load: BooksLoad }) {
  const { t } = useTranslation(NS)
  const lens = useLens(instructorId)
  useHeadingFocus('apprentices-report-pick')
  if (!lens) return null
  return (
    <Page title={t('report.title')} lead={t('report.pickLead')}>
      <LensBooks lens={lens} load={load} />
    </Page>
  )
}

function BookReports({
  data: { book, reports, calibration },
  path,
  approval,
}: {
  data: Extract<ApprenticesReportData, { kind: 'book' }>
  path: string
  approval: ReactNode
}) {
  const { t } = useTranslation([NS, 'ebook'])
  useHeadingFocus(`apprentices-report-${book.id}`)
  return (
    <Page
      title={t('report.bookTitle', { name: `${book.apprentice.firstName} ${book.apprentice.lastName}`.trim() })}
      lead={`${book.professionName} · ${book.companyName} · ${t(`ebook:displayState.${book.displayState}`)}`}
      before={<BackLink to={path}>{t('report.back')}</BackLink>}
    >
      <p>
        <Link to="/book/$id" params={{ id: String(book.id) }}>
          {t('report.openBook')}
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="book-approval-title">
        <h2 id="book-approval-title">{t('report.approvalTitle')}</h2>
        {approval}
      </section>
      <section className={styles.section} aria-labelledby="book-reports-title">
        <h2 id="book-reports-title">{t('report.count', { count: reports.length })}</h2>
        {reports.length === 0 ? (
          <EmptyState title={t('report.noReports')}>{t('report.noReportsText')}</EmptyState>
        ) : (
          <ul
            className={`${styles.list} ${styles.wholeList}`}
            aria-label={t('report.listLabel')}
            data-testid="apprentice-reports"
          >
            {reports.map((row) => (
              <ReportRow key={row.id} row={row} bookId={book.id} path={path} />
            ))}
          </ul>
        )}
      </section>
      {calibration && <BookCalibration bookId={book.id} started={calibration} />}
    </Page>
  )
}

function ReportRow({ row, bookId, path }: { row: ReportListRow; bookId: number; path: string }) {
  const { t } = useTranslation(NS)
  const unread = row.readByInstructorAt === null
  // Opening a report reads it; its parts stay to assess until approved (ADR 0012).
  const toAssess = row.toAssessCount ?? 0
  const period = `${formatDate(row.fromDate)} – ${formatDate(row.toDate)}`
  return (
    <li data-testid={`report-row-${row.id}`}>
      <div className={styles.row}>
        <h3 className={styles.rowTitle}>
          <Link to={path} search={{ bookId, reportId: row.id }}>
            {period}
          </Link>
        </h3>
        <p className={styles.meta}>
          {t('report.parts', { count: row.detailCount })}
          {row.savedAt && (
            <>
              {' '}
              · {t('report.finished')} {formatDate(row.savedAt)}
            </>
          )}
        </p>
        <ul className={styles.marks}>
          <li className={`${styles.tag} ${unread ? styles.tagUnread : ''}`}>
            {unread ? t('report.unread') : t('report.read')}
          </li>
          {toAssess > 0 && (
            <li className={`${styles.tag} ${styles.tagUnread}`}>{t('report.toAssess', { count: toAssess })}</li>
          )}
          {row.divergentCount > 0 && (
            <li className={`${styles.tag} ${styles.tagDiffers}`}>
              {t('ebooks.divergent', { count: row.divergentCount })}
            </li>
          )}
        </ul>
      </div>
    </li>
  )
}
