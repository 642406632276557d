import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '../components/accessibility/accessibility-page'
import { EXTERNAL_LINKS } from '../components/shell/external-links'
import { ensureNamespaces } from '../i18n/i18n'

/** /accessibility (issue 23, public): the accessibility statement, with the side menu's support address. */
export const Route = createFileRoute('/accessibility')({
  loader: () => ensureNamespaces('accessibility'),
  // One lazy chunk for both (ADR 0005: each split-off part is one more import in the route tree).
  codeSplitGroupings: [['loader', 'component']],
  component: AccessibilityRoute,
})

function AccessibilityRoute() {
  return <AccessibilityPage supportMail={EXTERNAL_LINKS.supportMail} />
}
