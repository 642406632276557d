import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../components/login/login-page'
import { ensureNamespaces } from '../i18n/i18n'

export const Route = createFileRoute('/login')({
  // The login forms' texts (ADR 0005: not in the start page's entry).
  loader: () => ensureNamespaces('login-forms'),
  component: LoginPage,
})
