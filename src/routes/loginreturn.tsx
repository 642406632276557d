import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginReturnPage } from '../components/login/login-return-page'

const SearchSchema = v.object({
  grandidsession: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export const Route = createFileRoute('/loginreturn')({
  // A malformed query becomes "no session" and the page says so, rather than an error page.
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  component: LoginReturnRoute,
})

function LoginReturnRoute() {
  const { grandidsession } = Route.useSearch()
  return <LoginReturnPage grandidsession={grandidsession} />
}
