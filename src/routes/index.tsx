import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ExternalLoginButton } from '../components/login/external-login-button'
import { StartPage } from '../components/shell/start/start-page'

export const Route = createFileRoute('/')({
  // Not split: a first visit lands here, so the start page comes with the entry instead of one more
  // round trip after it (issue 8 §5). Its logged-in views are still lazy (start-page.tsx).
  codeSplitGroupings: [],
  component: IndexPage,
})

/**
 * The testers' fake-user panel at the foot of the page loads after the page itself: it is no way in
 * for the people the start page is for, and it cost the entry about 1.5 kB gzip (the budget of ADR 0005).
 */
const TestLoginPanel = lazy(() => import('../components/login/test-login-panel').then((m) => ({ default: m.TestLoginPanel })))

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
