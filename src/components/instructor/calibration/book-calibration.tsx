import { useTranslation } from 'react-i18next'
import { getBookCalibration } from '../../../api/ebook/calibration'
import type { BookCalibration as BookCalibrationData } from '../../../api/ebook/calibration.schemas'
import { formatDate } from '../../../domain/format'
import { CalibrationHeatmap } from './calibration-heatmap'
import { CalibrationSection } from './calibration-section'
import { NS } from './texts'
import { useCalibration } from './use-calibration'

/**
 * One apprentice's calibration (issue 10): for the book, a heatmap of work elements × saved reports
 * with her level against the instructor's, divergences marked, counts per element and per report.
 * `started`: the call the route's loader started beside the page's (the section waits for it alone).
 */
export function BookCalibration({
  bookId,
  started,
  headingLevel = 2,
}: {
  bookId: number
  started?: Promise<BookCalibrationData>
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation(NS)
  const { state, retry } = useCalibration((options) => getBookCalibration(bookId, options), bookId, started)
  return (
    <CalibrationSection
      title={t('bookTitle')}
      level={headingLevel}
      load={state}
      retry={retry}
      testId="book-calibration"
      lead={(data) =>
        t('bookLead', {
          name: `${data.apprentice.firstName} ${data.apprentice.lastName}`.trim(),
          profession: data.profession.name,
        })
      }
      counts={(data) => data.totals}
    >
      {(data) => (
        <CalibrationHeatmap
          testId={`calibration-book-${data.bookId}`}
          caption={t('bookCaption')}
          columns={data.columns.map((column) => ({
            id: column.id,
            short: formatDate(column.fromDate),
            full: t('reportColumn', { from: formatDate(column.fromDate), to: formatDate(column.toDate) }),
            counts: column.counts,
          }))}
          elements={data.elements}
          totals={data.totals}
        />
      )}
    </CalibrationSection>
  )
}
