import { createFileRoute } from '@tanstack/react-router'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireInstructorLens } from './-guards'

/** /instructor/{id}/ebooks — ApprenticeEbooks (§2, issue 10): the books instructor {id} supervises (id = the instructor's person id). */
export const Route = createFileRoute('/instructor/$id/ebooks')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: () => ensureNamespaces('instructor', 'ebook', 'instructor-calibration'),
  component: EbooksRoute,
})

function EbooksRoute() {
  const { id } = Route.useParams()
  return <InstructorEbooksPage key={id} idInPath={Number(id)} />
}
