import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { RegistrationStep } from '../../../../machines/application/company-registration.steps'
import type { ReferenceData } from './reference-data'
import { RegistrationWizard } from './registration-wizard'

export interface RegistrationPageProps {
  companyId: number
  /** The {appid} of /create-applications/{appid} (checked by the route), null without one. */
  appId: number | null
  urlStep: string | undefined
  /** From the route's loader. */
  reference: ReferenceData
}

/**
 * Hosts the wizard for both /create-applications and /create-applications/{appid}: one flow stays
 * mounted while its URL gains the id of the draft it created (so Back, the browser's back and a
 * reload all continue the same registration); another id in the URL, or the bare page opened anew
 * (no step: a menu link or "register another"), starts another flow.
 */
export function RegistrationPage({ companyId, appId: urlAppId, urlStep, reference }: RegistrationPageProps) {
  const navigate = useNavigate()
  const created = useRef<number | null>(null)
  const [flow, setFlow] = useState({ key: 0, requestedId: urlAppId })

  useEffect(() => {
    const ownId = created.current ?? flow.requestedId
    if (urlAppId !== null && urlAppId !== ownId) {
      created.current = null
      setFlow((f) => ({ key: f.key + 1, requestedId: urlAppId }))
    } else if (urlAppId === null && urlStep === undefined && ownId !== null) {
      created.current = null
      setFlow((f) => ({ key: f.key + 1, requestedId: null }))
    }
  }, [urlAppId, urlStep, flow.requestedId])

  const setUrl = useCallback(
    ({ step, applicationId }: { step: RegistrationStep; applicationId: number | null }, replace: boolean) => {
      if (applicationId !== null) {
        void navigate({
          to: '/company/$id/create-applications/$appid',
          params: { id: String(companyId), appid: String(applicationId) },
          search: { step },
          replace,
        })
      } else {
        void navigate({
          to: '/company/$id/create-applications',
          params: { id: String(companyId) },
          search: { step },
          replace,
        })
      }
    },
    [navigate, companyId],
  )
  const onDraftCreated = useCallback((applicationId: number) => {
    created.current = applicationId
  }, [])
  const onRestart = useCallback(() => {
    void navigate({ to: '/company/$id/create-applications', params: { id: String(companyId) }, search: {} })
  }, [navigate, companyId])

  return (
    <RegistrationWizard
      key={flow.key}
      companyId={companyId}
      requestedId={flow.requestedId}
      urlAppId={urlAppId}
      urlStep={urlStep}
      setUrl={setUrl}
      onDraftCreated={onDraftCreated}
      onRestart={onRestart}
      reference={reference}
    />
  )
}
