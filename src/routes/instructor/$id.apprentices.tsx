import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesPage } from '../../components/instructor/lists/apprentices-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireInstructorLens } from './-guards'

/**
 * /instructor/{id}/apprentices — My apprentices, named CompanyInstructorApprentices (id = the
 * instructor's person id, §2): the instructor themself while active (§6), or a company user.
 */
export const Route = createFileRoute('/instructor/$id/apprentices')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id, { myApprentices: true })
  },
  loader: () => ensureNamespaces('instructor', 'ebook'),
  component: ApprenticesRoute,
})

function ApprenticesRoute() {
  const { id } = Route.useParams()
  return <ApprenticesPage key={id} instructorId={Number(id)} />
}
