import { createFileRoute } from '@tanstack/react-router'
import { InstructorsPage } from '../../../components/company/instructors/instructors-page'
import { requireInstructorsRight } from '../-guards'
import { loadInstructors } from './-instructors-loader'

/** /company/{id}/instructors: the instructors' qualifications (§2; §6 "company instructors": BG, AVDADM, FTGADM). */
export const Route = createFileRoute('/company/$id/instructors')({
  beforeLoad: ({ context, params }) => {
    requireInstructorsRight(context, params.id)
  },
  // The guard admitted only a valid company id.
  loader: ({ context, params }) => loadInstructors(context, Number(params.id)),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <Frame load={{ status: 'loading' }} />,
  errorComponent: () => <Frame load={{ status: 'error' }} />,
  component: Loaded,
})

function Frame({ load }: { load: { status: 'loading' } | { status: 'error' } }) {
  return <InstructorsPage kind="instructors" companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return (
    <InstructorsPage
      key={id}
      kind="instructors"
      companyId={Number(id)}
      load={{ status: 'done', data: Route.useLoaderData() }}
    />
  )
}
