import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginReturnPage } from '../components/login/login-return-page'
import { ensureNamespaces } from '../i18n/i18n'

const SearchSchema = v.object({
  grandidsession: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export const Route = createFileRoute('/loginreturn')({
  // A malformed query becomes "no session" and the page says so, rather than an error page.
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  // The login forms' texts (ADR 0005: not in the start page's entry).
  loader: () => ensureNamespaces('login-forms'),
  component: LoginReturnRoute,
})

function LoginReturnRoute() {
  const { grandidsession } = Route.useSearch()
  return <LoginReturnPage grandidsession={grandidsession} />
}
