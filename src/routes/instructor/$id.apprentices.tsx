import { createFileRoute } from '@tanstack/react-router'
import { ApprenticesPage } from '../../components/instructor/lists/apprentices-page'
import { requireInstructorLens } from './-guards'
import { lensListPage, loadLensList } from './-lens-list'

/**
 * /instructor/{id}/apprentices — My apprentices, named CompanyInstructorApprentices (id = the
 * instructor's person id, §2): the instructor themself while active (§6), or a company user.
 */
export const Route = createFileRoute('/instructor/$id/apprentices')({
  beforeLoad: ({ context, params }) => {
    requireInstructorLens(context, params.id, { myApprentices: true })
  },
  loader: loadLensList,
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: lensListPage('/instructor/$id/apprentices', ApprenticesPage, 'loading'),
  errorComponent: lensListPage('/instructor/$id/apprentices', ApprenticesPage, 'error'),
  component: lensListPage('/instructor/$id/apprentices', ApprenticesPage, 'done'),
})
