import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ebook, Report } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { personName } from './book-model'
import styles from './book.module.css'
import { ReportDetailFacts, detailNames } from './report-detail-facts'
import { NS } from './texts'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'

/** The report's own facts: period, state, workplace, instructor, place, date and comment. */
export function ReportFacts({ book, report }: { book: Pick<Ebook, 'workplaces' | 'instructors'>; report: Report }) {
  const { t } = useTranslation(NS)
  const none = t('report.none')
  const workplace =
    report.workplaceId === null ? null : (book.workplaces.find((w) => w.id === report.workplaceId)?.name ?? null)
  const instructor = report.instructorId === null ? null : book.instructors.find((i) => i.id === report.instructorId)
  return (
    <dl className={styles.facts} data-testid="report-facts">
      <div>
        <dt>{t('report.period')}</dt>
        <dd>{t('report.periodValue', { from: formatDate(report.fromDate), to: formatDate(report.toDate) })}</dd>
      </div>
      <div>
        <dt>{t('report.state')}</dt>
        <dd>
          {report.state === 'draft' ? t('reports.draft') : t('reports.saved')}
          {report.state === 'saved' && report.savedAt && <> ({formatDate(report.savedAt)})</>}
        </dd>
      </div>
      <div>
        <dt>{t('report.workplace')}</dt>
        <dd>{workplace ?? none}</dd>
      </div>
      <div>
        <dt>{t('report.instructor')}</dt>
        <dd>{instructor ? personName(instructor) : none}</dd>
      </div>
      <div>
        <dt>{t('report.place')}</dt>
        <dd>{report.place.trim() || none}</dd>
      </div>
      <div>
        <dt>{t('report.date')}</dt>
        <dd>{formatDate(report.date)}</dd>
      </div>
      <div>
        <dt>{t('report.comment')}</dt>
        <dd>{report.comment.trim() || none}</dd>
      </div>
    </dl>
  )
}

/** Where a report page's back link goes when it is not the book's overview (the instructor's report list). */
export interface ReportBack {
  to: string
  search?: Record<string, string | number>
  label: string
}

/** A report's page: its title, the apprentice and profession as its lead, and the way back (`back`, else the book). */
export function ReportPage({
  book,
  back,
  title,
  backLabel,
  children,
}: {
  book: Ebook
  back?: ReportBack
  title: string
  backLabel: string
  children: ReactNode
}) {
  const backLink = back ? (
    <BackLink to={back.to} search={back.search}>
      {back.label}
    </BackLink>
  ) : (
    <BackLink to={`/book/${book.id}`}>{backLabel}</BackLink>
  )
  return (
    <Page title={title} lead={`${personName(book.apprentice)} · ${book.professionName}`} before={backLink}>
      {children}
    </Page>
  )
}

/**
 * /books/{bookId}/report/{reportId} — a report as its other readers see it (InstructorApprenticesReport,
 * read-only for now): the report's facts and each rated element part with its level against the
 * required one, and the instructor's level and comment when present.
 */
export function ReportViewPage({ book, report, back }: { book: Ebook; report: Report; back?: ReportBack }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`report-${report.id}`)
  const period = t('report.periodValue', { from: formatDate(report.fromDate), to: formatDate(report.toDate) })
  return (
    <ReportPage book={book} back={back} title={t('report.title', { period })} backLabel={t('report.back')}>
      {report.state === 'draft' && <p className={styles.warningBox}>{t('report.draftNotice')}</p>}
      <ReportFacts book={book} report={report} />
      <section className={styles.section} aria-labelledby="report-details-title">
        <h2 id="report-details-title">{t('report.details', { count: report.details.length })}</h2>
        {report.details.length === 0 ? (
          <EmptyState title={t('report.noDetails')} />
        ) : (
          <ul className={styles.elementList} data-testid="report-details">
            {report.details.map((detail) => {
              const names = detailNames(book, detail)
              const partName = names.part ?? t('detail.unknownPart', { id: detail.partId })
              return (
                <li key={detail.id}>
                  <h3 className={styles.elementName}>
                    {names.element && <span className={styles.muted}>{names.element} ›</span>}
                    {names.element && ' '}
                    {partName}
                  </h3>
                  <ReportDetailFacts book={book} detail={detail} />
                  <Link
                    to="/books/$bookId/report/$reportId/details/$reportDetailId"
                    params={{ bookId: String(book.id), reportId: String(report.id), reportDetailId: String(detail.id) }}
                  >
                    {t('report.openDetail')} <span className="visually-hidden">{partName}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </ReportPage>
  )
}
