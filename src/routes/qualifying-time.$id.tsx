import { createFileRoute } from '@tanstack/react-router'
import { QualifyingTimePage } from '../components/qualifying-time/qualifying-time-page'
import { requireQualifyingTimePerson } from './-guards'
import { loadQualifyingTimes } from './-qualifying-time-loader'

/**
 * /qualifying-time/{id} (§2; id: the person's id, as the menu's "Min kvalificeringstid" and the
 * apprentices' list link it): the person's qualifying times with the forecast, approval and extension
 * requests (issue 21).
 */
export const Route = createFileRoute('/qualifying-time/$id')({
  beforeLoad: ({ context, params }) => ({ personId: requireQualifyingTimePerson(context, params.id) }),
  loader: ({ context }) => loadQualifyingTimes(context, context.personId),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <QualifyingTimePage load={{ status: 'loading' }} />,
  errorComponent: () => <QualifyingTimePage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <QualifyingTimePage load={{ status: 'done', data: Route.useLoaderData() }} />
}
