import { createFileRoute } from '@tanstack/react-router'
import { ImportNoticeSlot } from '../components/import/import-notice-slot'
import { ExternalLoginButton } from '../components/login/external-login-button'
import { TestLoginPanel } from '../components/login/test-login-panel'
import { StartPage } from '../components/shell/start/start-page'

export const Route = createFileRoute('/')({
  // Not split: a first visit lands here, so the start page comes with the entry instead of one more
  // round trip after it (issue 8 §5). Its logged-in views are still lazy (start-page.tsx).
  codeSplitGroupings: [],
  component: IndexPage,
})

/**
 * The shell's start page with the login slice's ways in and the import slice's notice (a slice never
 * imports another's components).
 */
function IndexPage() {
  return (
    <StartPage
      externalLogin={<ExternalLoginButton variant="secondary" />}
      testLogin={<TestLoginPanel />}
      notices={<ImportNoticeSlot />}
    />
  )
}
