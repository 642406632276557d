import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import type { PasswordResetStep } from '../../machines/login/password-reset.machine'
import { PasswordResetWizard } from '../components/login/password-reset-wizard'
import { ensureNamespaces } from '../i18n/i18n'

const SearchSchema = v.object({
  step: v.optional(v.picklist(['request', 'code', 'newPassword', 'done'])),
})

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  // The login forms' texts (ADR 0005: not in the start page's entry).
  loader: () => ensureNamespaces('login-forms'),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { step } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const setUrlStep = useCallback(
    (next: PasswordResetStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  return <PasswordResetWizard urlStep={step} setUrlStep={setUrlStep} />
}
