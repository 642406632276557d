import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import type { RegisterStep } from '../../machines/login/register.machine'
import { RegisterWizard } from '../components/login/register-wizard'
import { ensureNamespaces } from '../i18n/i18n'
import { registerGuard } from './-guards'

const SearchSchema = v.object({
  /** The wizard's step slug; the machine decides, the URL follows (and the back button with it). */
  step: v.optional(v.picklist(['phone', 'phoneCode', 'email', 'emailCode', 'done'])),
})

export const Route = createFileRoute('/register')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  beforeLoad: ({ context }) => registerGuard(context),
  loader: () => ensureNamespaces('login-register', 'login-forms'),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { step } = Route.useSearch()
  const { registrant } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  const setUrlStep = useCallback(
    (next: RegisterStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  return <RegisterWizard user={registrant} urlStep={step} setUrlStep={setUrlStep} />
}
