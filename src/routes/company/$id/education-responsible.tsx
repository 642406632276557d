import { createFileRoute } from '@tanstack/react-router'
import { EducationResponsiblePage } from '../../../components/company/instructors/education-responsible-page'
import { requireEducationResponsibleRight } from '../-guards'
import { loadInstructors } from './-instructors-loader'

/** /company/{id}/education-responsible: the YUA page, apprentices linked to instructors (§2; §6: YUA, BG, AVDADM, FTGADM). */
export const Route = createFileRoute('/company/$id/education-responsible')({
  beforeLoad: ({ context, params }) => {
    requireEducationResponsibleRight(context, params.id)
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
  return <EducationResponsiblePage companyId={Number(Route.useParams().id)} load={load} />
}

function Loaded() {
  const { id } = Route.useParams()
  return (
    <EducationResponsiblePage key={id} companyId={Number(id)} load={{ status: 'done', data: Route.useLoaderData() }} />
  )
}
