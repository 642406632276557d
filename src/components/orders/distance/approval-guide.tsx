import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectAnswers,
  selectApproved,
  selectAttempt,
  selectBusy,
  selectConfirming,
  selectErrors,
  selectFormError,
  selectStep,
  selectStepTotal,
} from '../../../../machines/orders/distance-approval.selectors'
import {
  APPROVAL_STEPS,
  type ApprovalAnswers,
  type ApprovalField,
  type ApprovalStep,
} from '../../../../machines/orders/distance-approval.steps'
import { formatCurrency } from '../../../domain/format'
import { AppLink } from '../../ui/app-link/app-link'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import {
  DeliveryFields,
  FIELD_IDS,
  OccasionFields,
  ReferenceFields,
  ReviewFacts,
  TermsFields,
  type StepFieldsProps,
} from './approval-steps'
import { distanceApprovalFlow, type DistanceApprovalEdges } from './distance-approval.edge'
import { personName, type DistanceOrderData } from './distance-load'
import styles from './distance-orders.module.css'
import { OrderFacts, ProviderFacts } from './order-facts'
import { NS } from './texts'

type Shown = Extract<DistanceOrderData, { status: 'shown' }>

const FIELDS: Partial<Record<ApprovalStep, (props: StepFieldsProps) => React.ReactNode>> = {
  occasion: OccasionFields,
  delivery: DeliveryFields,
  reference: ReferenceFields,
  terms: TermsFields,
}

/**
 * The 7-step approval guide of an order awaiting the company (machines/orders/distance-approval):
 * one step at a time with its progress, Continue checking it, the review with "Change" links, the
 * binding question, then the server's answer: approved (a toast and the approved order), or back on
 * the review with every answer kept and the reason.
 */
export function ApprovalGuide({ companyId, data }: { companyId: number; data: Shown }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const edges = useRef<DistanceApprovalEdges>({ approved: () => {} })
  // Provided once; its edge reads the latest callback through the ref.
  const machine = useMemo(() => distanceApprovalFlow(() => edges.current), [])
  const [input] = useState(() => ({ companyId, order: data.order, occasions: data.occasions }))
  const actor = useInspectedActorRef(machine, { input })
  const step = useSelector(actor, selectStep)
  const total = useSelector(actor, selectStepTotal)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const attempt = useSelector(actor, selectAttempt)
  const confirming = useSelector(actor, selectConfirming)
  const busy = useSelector(actor, selectBusy)
  const approved = useSelector(actor, selectApproved)
  const heading = useRef<HTMLHeadingElement>(null)
  const name = personName(data.order.apprentice) || t('hiddenName')

  useEffect(() => {
    edges.current = { approved: () => toast.success(t('guide.approvedTitle')) }
  }, [t])

  // A new step: its heading takes focus (the page stays; screen readers hear where they are).
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step])

  if (approved)
    return (
      <div data-testid="approval-approved">
        <div className={styles.successBox} role="status">
          <h2 className={styles.stepTitle}>{t('guide.approvedTitle')}</h2>
          <p>{t('guide.approvedText', { number: approved.number, name })}</p>
        </div>
        <OrderFacts order={approved} />
        <AppLink href={`/company/${companyId}/distance-orders`}>{t('order.back')}</AppLink>
      </div>
    )

  const fieldError = (field: ApprovalField) => {
    const message = errors[field]
    return message ? errorText.field(field, message) : null
  }
  const named = Object.entries(errors).flatMap(([field, message]) =>
    message && field in FIELD_IDS
      ? [{ field: FIELD_IDS[field as ApprovalField], message: errorText.field(field, message) }]
      : [],
  )
  const change = (next: Partial<ApprovalAnswers>) => actor.send({ type: 'answers.change', answers: next })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send(step === 'review' ? { type: 'approve' } : { type: 'step.continue' })
  }
  const Fields = FIELDS[step]

  return (
    <section aria-labelledby="approval-step-title" data-testid="approval-guide" data-step={step}>
      <p className={styles.progress}>{t('guide.stepOf', { current: APPROVAL_STEPS.indexOf(step) + 1, total })}</p>
      <h2 id="approval-step-title" className={styles.stepTitle} tabIndex={-1} ref={heading}>
        {t(`guide.steps.${step}`)}
      </h2>
      <p>{t(`guide.${step}Lead`)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {named.length > 0 ? (
          <ErrorSummary errors={named} title={formError ? errorText.form(formError) : undefined} focusKey={attempt} />
        ) : (
          formError && (
            <p className={styles.errorBox} role="alert" data-testid="approval-failed">
              {errorText.form(formError)}
            </p>
          )
        )}
        {step === 'order' && <OrderFacts order={data.order} />}
        {step === 'provider' && <ProviderFacts provider={data.provider} />}
        {Fields && <Fields answers={answers} occasions={data.occasions} fieldError={fieldError} change={change} />}
        {step === 'review' && (
          <ReviewFacts
            order={data.order}
            answers={answers}
            occasions={data.occasions}
            fieldError={fieldError}
            goto={(to) => actor.send({ type: 'step.goto', step: to })}
          />
        )}
        <div className={styles.buttons}>
          <Button type="submit" loading={busy}>
            {step === 'review' ? t('guide.approve') : t('guide.continue')}
          </Button>
          {step !== 'order' && (
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'step.back' })}>
              {t('guide.back')}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('guide.confirmTitle')}
        description={t('guide.confirmText', {
          description: data.order.type,
          name,
          amount: formatCurrency(data.order.amount),
        })}
        confirmLabel={t('guide.confirmAccept')}
        busy={busy}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </section>
  )
}
