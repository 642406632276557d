import { createFileRoute } from '@tanstack/react-router'
import { ExemptionSentPage } from '../../../components/company/exemptions/exemption-sent-page'
import { ensureNamespaces } from '../../../i18n/i18n'
import { requireExemptionsRight } from '../-guards'

/** /company/{id}/exemption-complited: the thank-you page after an exemption application (§2; the form's right, §6). */
export const Route = createFileRoute('/company/$id/exemption-complited')({
  beforeLoad: ({ context, params }) => {
    requireExemptionsRight(context, params.id)
  },
  loader: () => ensureNamespaces('company-exemptions'),
  codeSplitGroupings: [['loader', 'component']],
  component: Sent,
})

function Sent() {
  return <ExemptionSentPage companyId={Number(Route.useParams().id)} />
}
