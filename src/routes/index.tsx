import { createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { ExternalLoginButton } from '../components/login/external-login-button'
import { StartPage } from '../components/shell/start/start-page'

/**
 * The test-login panel stands below the page's own text and asks the API for its users anyway: its
 * code comes as a chunk of its own beside that call, not in the start page's entry (ADR 0005).
 */
const TestLoginPanel = lazy(() =>
  import('../components/login/test-login-panel').then((m) => ({ default: m.TestLoginPanel })),
)

export const Route = createFileRoute('/')({
  // Not split: a first visit lands here, so the start page comes with the entry instead of one more
  // round trip after it (issue 8 §5). Its logged-in views are still lazy (start-page.tsx).
  codeSplitGroupings: [],
  component: IndexPage,
})

/** The shell's start page with the login slice's ways in (a slice never imports another's components). */
function IndexPage() {
  return (
    <StartPage
      externalLogin={<ExternalLoginButton variant="secondary" />}
      testLogin={
        <Suspense fallback={null}>
          <TestLoginPanel />
        </Suspense>
      }
    />
  )
}
