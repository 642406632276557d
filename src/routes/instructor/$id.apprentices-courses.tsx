import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesCoursesPage } from '../../components/instructor/lists/apprentices-courses-page'
import { requireInstructorLens } from './-guards'
import { lensListPage, loadLensList } from './-lens-list'

/** /instructor/{id}/apprentices-courses (§2, issue 10): the theory modules of instructor {id}'s apprentices. */
export const Route = createFileRoute('/instructor/$id/apprentices-courses')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id)
  },
  loader: loadLensList,
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: lensListPage('/instructor/$id/apprentices-courses', ApprenticesCoursesPage, 'loading'),
  errorComponent: lensListPage('/instructor/$id/apprentices-courses', ApprenticesCoursesPage, 'error'),
  component: lensListPage('/instructor/$id/apprentices-courses', ApprenticesCoursesPage, 'done'),
})
