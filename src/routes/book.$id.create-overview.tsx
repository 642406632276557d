import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useCallback } from 'react'
import { REPORT_STEPS, type ReportStep } from '../../machines/ebook/ebook-report.steps'
import { CreateReportPage } from '../components/ebook/report/create-report-page'
import { ensureNamespaces } from '../i18n/i18n'
import { requireAuth, requireReadableBook } from './-guards'

const SearchSchema = v.object({
  /** The flow's step; the machine decides, the URL follows (and the back button with it). */
  step: v.optional(v.picklist(REPORT_STEPS)),
})

/**
 * /book/{id}/create-overview (§2): a new report's period, workplace and instructor (?step=…); the
 * draft's steps too while a draft made without a connection is kept on the device.
 */
export const Route = createFileRoute('/book/$id/create-overview')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  validateSearch: (search: Record<string, unknown>): { step?: ReportStep } => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  // The level words (components/ebook/level-words) are in the ebook namespace.
  loader: ({ params }) =>
    Promise.all([ensureNamespaces('ebook-report', 'ebook'), requireReadableBook(Number(params.id))]),
  // Once per visit: the steps change only the search.
  shouldReload: false,
  component: CreateOverviewRoute,
})

function CreateOverviewRoute() {
  const { id } = Route.useParams()
  const { step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const setUrlStep = useCallback(
    (next: ReportStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  return <CreateReportPage key={id} bookId={Number(id)} urlStep={step} setUrlStep={setUrlStep} />
}
