import { createFileRoute } from '@tanstack/react-router'
import { LoginHashPage } from '../components/login/login-hash-page'

export const Route = createFileRoute('/login-hash/$hash')({
  component: LoginHashRoute,
})

function LoginHashRoute() {
  const { hash } = Route.useParams()
  // A new hash is a new login: remount instead of reusing the previous attempt's state.
  return <LoginHashPage key={hash} hash={hash} />
}
