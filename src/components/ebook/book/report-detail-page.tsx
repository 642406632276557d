import { useTranslation } from 'react-i18next'
import type { Ebook, Report, ReportDetail } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { Page } from '../../ui/page/page'
import { personName } from './book-model'
import { ReportDetailFacts, detailNames } from './report-detail-facts'
import { NS } from './texts'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'

/** /books/{bookId}/report/{reportId}/details/{reportDetailId} — one rated element part of a report, read-only. */
export function ReportDetailPage({ book, report, detail }: { book: Ebook; report: Report; detail: ReportDetail }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`detail-${detail.id}`)
  const names = detailNames(book, detail)
  const period = t('report.periodValue', { from: formatDate(report.fromDate), to: formatDate(report.toDate) })
  return (
    <Page
      title={names.part ?? t('detail.unknownPart', { id: detail.partId })}
      lead={[names.element, t('detail.inReport', { period }), personName(book.apprentice)].filter(Boolean).join(' · ')}
      before={<BackLink to={`/books/${book.id}/report/${report.id}`}>{t('detail.back')}</BackLink>}
    >
      <ReportDetailFacts book={book} detail={detail} />
    </Page>
  )
}
