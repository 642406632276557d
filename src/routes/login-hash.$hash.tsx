import { createFileRoute } from '@tanstack/react-router'
import { LoginHashPage } from '../components/login/login-hash-page'
import { ensureNamespaces } from '../i18n/i18n'

export const Route = createFileRoute('/login-hash/$hash')({
  // The login forms' texts (ADR 0005: not in the start page's entry).
  loader: () => ensureNamespaces('login-forms'),
  component: LoginHashRoute,
})

function LoginHashRoute() {
  const { hash } = Route.useParams()
  // A new hash is a new login: remount instead of reusing the previous attempt's state.
  return <LoginHashPage key={hash} hash={hash} />
}
