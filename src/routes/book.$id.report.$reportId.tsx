import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useCallback } from 'react'
import { DRAFT_STEPS, type DraftStep } from '../../machines/ebook/ebook-report.steps'
import { ReportPage } from '../components/ebook/report/report-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth, requireReadableBook } from './-guards'
import { IdParam, pathParams } from './-params'

const SearchSchema = v.object({
  /** The flow's step; the machine decides, the URL follows (and the back button with it). */
  step: v.optional(v.picklist(DRAFT_STEPS)),
})

/**
 * /book/{id}/report/{reportId} (EbookReportNew, §2): a draft's element parts, ratings, comment,
 * place and date, and Save (?step=…); a saved report is shown read-only.
 */
export const Route = createFileRoute('/book/$id/report/$reportId')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  params: pathParams({ reportId: IdParam }),
  validateSearch: (search: Record<string, unknown>): { step?: DraftStep } => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  // The level words (components/ebook/level-words) are in the ebook namespace.
  loader: ({ params }) =>
    Promise.all([ensureNamespaces('ebook-report', 'ebook'), requireReadableBook(Number(params.id))]),
  // Once per visit: the steps change only the search.
  shouldReload: false,
  component: ReportRoute,
})

function ReportRoute() {
  const { id, reportId } = Route.useParams()
  const { step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const setUrlStep = useCallback(
    (next: DraftStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  return (
    <ReportPage
      key={`${id}.${reportId}`}
      bookId={Number(id)}
      reportId={Number(reportId)}
      urlStep={step}
      setUrlStep={setUrlStep}
    />
  )
}
