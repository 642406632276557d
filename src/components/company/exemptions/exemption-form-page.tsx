import { useNavigate } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectAttempt,
  selectConfirming,
  selectDraft,
  selectFieldErrors,
  selectFile,
  selectFormError,
  selectSending,
} from '../../../../machines/company/exemption-form.selectors'
import type { ExemptionField } from '../../../../machines/company/exemption-form.steps'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { useErrorText } from '../../wizard/use-error-text'
import type { Load } from '../staff/staff-load'
import { ExemptionFields } from './exemption-fields'
import { exemptionFormFlow, type ExemptionFormEdges } from './exemption-form.edge'
import { personName, type ExemptionFormData } from './exemption-load'
import './exemption-sent'
import { FIELD_IDS } from './field-ids'
import styles from './exemptions.module.css'
import { NS } from './texts'

/**
 * /company/{id}/exemption/new and /exemption/new/{employee_id} (§2, §3 Exemption, §5, §6; issue 19):
 * the application for an instructor exemption, the employee chosen or preset (people without an own
 * account greyed out, not selectable), checked before sending, asked first (binding), then sent; the
 * thank-you page only after the server took it.
 */
export function ExemptionFormPage({
  companyId,
  employmentId,
  load,
}: {
  companyId: number
  employmentId: number | null
  load: Load<ExemptionFormData>
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-exemption-new-${load.status}`)
  return (
    <Page
      title={t('form.title')}
      lead={t('form.lead')}
      narrow
      before={<BackLink to={`/company/${companyId}/exemptions`}>{t('form.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('form.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('form.loadFailed')} testId="exemption-form-error" />}
      {load.status === 'done' && <ExemptionForm companyId={companyId} employmentId={employmentId} data={load.data} />}
    </Page>
  )
}

function ExemptionForm({
  companyId,
  employmentId,
  data,
}: {
  companyId: number
  employmentId: number | null
  data: ExemptionFormData
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const navigate = useNavigate()
  const edges = useRef<ExemptionFormEdges>({ sent: () => {} })
  // Provided once; its edge reads the latest callback through the ref.
  const machine = useMemo(() => exemptionFormFlow(() => edges.current), [])
  const [input] = useState(() => ({ companyId, employmentId }))
  const actor = useInspectedActorRef(machine, { input })
  const draft = useSelector(actor, selectDraft)
  const fieldErrors = useSelector(actor, selectFieldErrors)
  const formError = useSelector(actor, selectFormError)
  const attempt = useSelector(actor, selectAttempt)
  const confirming = useSelector(actor, selectConfirming)
  const sending = useSelector(actor, selectSending)
  const file = useSelector(actor, selectFile)
  const employee = data.staff.find((row) => row.id === draft.employmentId)
  const name = employee ? personName(employee.person) || t('hiddenName') : ''

  useEffect(() => {
    edges.current = {
      sent: () =>
        void navigate({
          to: '/company/$id/exemption-complited',
          params: { id: String(companyId) },
          state: (previous) => ({ ...previous, exemptionSentFor: name }),
        }),
    }
  }, [navigate, companyId, name])

  const fieldError = (field: ExemptionField) => {
    const message = fieldErrors[field]
    return message ? errorText.field(field, message) : null
  }
  const named = Object.entries(fieldErrors).flatMap(([field, message]) =>
    message ? [{ field: FIELD_IDS[field as ExemptionField], message: errorText.field(field, message) }] : [],
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'send' })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {named.length > 0 ? (
        <ErrorSummary errors={named} title={formError ? errorText.form(formError) : undefined} focusKey={attempt} />
      ) : (
        formError && (
          <p className={styles.errorBox} role="alert" data-testid="exemption-send-failed">
            {errorText.form(formError)}
          </p>
        )
      )}
      <ExemptionFields
        data={data}
        draft={draft}
        file={file}
        disabled={sending}
        fieldError={fieldError}
        send={(event) => actor.send(event)}
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={sending}>
          {t('form.send')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('form.confirmTitle')}
        description={t('form.confirmText', { name })}
        confirmLabel={t('form.confirmAccept')}
        busy={sending}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </form>
  )
}
