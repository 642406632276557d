import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesCoursesPage } from '../../components/instructor/lists/apprentices-courses-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireInstructorLens } from './-guards'

/** /instructor/{id}/apprentices-courses (§2, issue 10): the theory modules of instructor {id}'s apprentices. */
export const Route = createFileRoute('/instructor/$id/apprentices-courses')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: () => ensureNamespaces('instructor', 'ebook'),
  component: CoursesRoute,
})

function CoursesRoute() {
  const { id } = Route.useParams()
  return <ApprenticesCoursesPage key={id} instructorId={Number(id)} />
}
