import { createFileRoute } from '@tanstack/react-router'
import { BasicEducationPage } from '../components/qualifications/basic-education-page'
import { requireAuth } from './-guards'
import { loadBasicEducation } from './-qualifications-loader'

/** /basic-education (§2 auth): the person's basic education, its certificate and its profession's courses (issue 21). */
export const Route = createFileRoute('/basic-education')({
  beforeLoad: ({ context }) => {
    requireAuth(context)
  },
  loader: ({ context }) => loadBasicEducation(context),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <BasicEducationPage load={{ status: 'loading' }} />,
  errorComponent: () => <BasicEducationPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <BasicEducationPage load={{ status: 'done', data: Route.useLoaderData() }} />
}
