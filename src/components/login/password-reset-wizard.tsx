import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import {
  passwordResetMachine,
  passwordResetPersistable,
  scrubPasswordResetPersisted,
  selectCanResend,
  selectCodeResent,
  selectMaskedPhone,
  selectPasswordResetBusy,
  selectPasswordResetError,
  selectPasswordResetFieldErrors,
  selectPasswordResetStep,
  selectPasswordResetValues,
  selectResendIn,
  type PasswordResetField,
  type PasswordResetStep,
} from '../../../machines/login/password-reset.machine'
import { codeCheck } from '../../../machines/wizard/verify-code.machine'
import { requestPasswordReset, resetPassword, verifyResetCode } from '../../api/login/login'
import { Button, buttonClassName } from '../ui/button/button'
import type { FieldError } from '../ui/error-summary/error-summary'
import { Page } from '../ui/page/page'
import { TextField } from '../ui/text-field/text-field'
import { asFlowCall } from './flow-errors'
import { PasswordField } from './password-field'
import { PasswordRules } from './password-rules'
import { usePersistedFlow, type FlowPersistence } from './use-persisted-flow'
import { useStepUrl } from '../wizard/use-step-url'
import { WizardFrame } from '../wizard/wizard-frame'
import styles from './login.module.css'

export const PASSWORD_RESET_STORAGE_KEY = 'pp.flow.password-reset'
export const PASSWORD_RESET_STEPS: readonly PasswordResetStep[] = ['request', 'code', 'newPassword', 'done']

const FIELD_IDS: Record<PasswordResetField, string> = {
  email: 'reset-email',
  code: 'reset-code',
  password: 'reset-password',
  passwordConfirmation: 'reset-password-confirmation',
}

const persistence: FlowPersistence<typeof passwordResetMachine> = {
  key: PASSWORD_RESET_STORAGE_KEY,
  persistable: passwordResetPersistable,
  scrub: scrubPasswordResetPersisted,
  accepts: (stored) => typeof stored.context === 'object' && stored.context !== null && 'maskedPhone' in stored.context,
}

export interface PasswordResetWizardProps {
  urlStep: string | undefined
  setUrlStep: (step: PasswordResetStep, replace: boolean) => void
}

/** /reset-password: e-mail, SMS code, new password, confirmation (§2 password flows). */
export function PasswordResetWizard({ urlStep, setUrlStep }: PasswordResetWizardProps) {
  const { t } = useTranslation(['login', 'common'])
  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          code: codeCheck({
            send: fromPromise(({ input }) => asFlowCall('resetRequest', () => requestPasswordReset(input.target, { silent: true }))),
            check: fromPromise(({ input }) => asFlowCall('code', () => verifyResetCode(input.target, input.code, { silent: true }))),
          }),
          resetPassword: fromPromise(async ({ input }) => {
            await asFlowCall('reset', () => resetPassword(input.token, input.password, { silent: true }))
          }),
        },
      }),
    [],
  )
  const actor = usePersistedFlow(machine, {}, persistence)
  const step = useSelector(actor, selectPasswordResetStep)
  const values = useSelector(actor, selectPasswordResetValues)
  const errors = useSelector(actor, selectPasswordResetFieldErrors)
  const pageErrorKey = useSelector(actor, selectPasswordResetError)
  const busy = useSelector(actor, selectPasswordResetBusy)
  const maskedPhone = useSelector(actor, selectMaskedPhone)
  const resendIn = useSelector(actor, selectResendIn)
  const canResend = useSelector(actor, selectCanResend)
  const resent = useSelector(actor, selectCodeResent)
  const [attempt, setAttempt] = useState(0)

  const sendBack = useCallback(() => {
    actor.send({ type: 'step.back' })
    return selectPasswordResetStep(actor.getSnapshot())
  }, [actor])
  const back = useStepUrl({ step, urlStep, order: PASSWORD_RESET_STEPS, setUrlStep, sendBack })

  const change = (field: PasswordResetField) => (value: string) => actor.send({ type: 'answers.change', field, value })
  const errorOf = (field: PasswordResetField) => (errors[field] ? t(`login:errors.${errors[field]}`) : null)
  const summary: FieldError[] = (Object.keys(FIELD_IDS) as PasswordResetField[])
    .filter((field) => errors[field])
    .map((field) => ({ field: FIELD_IDS[field], message: t(`login:errors.${errors[field]}`) }))
  const frame = {
    stepKey: step,
    fieldErrors: summary,
    attempt,
    pageError: pageErrorKey ? t(`login:errors.${pageErrorKey}`) : null,
    busy,
    onContinue: () => {
      setAttempt((n) => n + 1)
      actor.send({ type: 'step.continue' })
    },
  }

  switch (step) {
    case 'request':
      return (
        <WizardFrame {...frame} title={t('login:reset.request.title')} continueLabel={t('login:reset.request.submit')}>
          <p>{t('login:reset.request.text')}</p>
          <TextField
            id={FIELD_IDS.email}
            type="email"
            label={t('login:email')}
            value={values.email}
            onChange={change('email')}
            error={errorOf('email')}
            autoComplete="email"
            required
          />
        </WizardFrame>
      )
    case 'code':
      return (
        <WizardFrame
          {...frame}
          title={t('login:reset.code.title')}
          onBack={back}
          continueLabel={t('login:continue')}
          secondary={
            canResend ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'code.resend' })} data-testid="resend-code">
                {t('login:code.resend')}
              </Button>
            ) : (
              <span className={styles.muted} data-testid="resend-countdown">
                {t('login:code.resendIn', { count: resendIn })}
              </span>
            )
          }
        >
          <p data-testid="masked-phone">{t('login:reset.code.sentTo', { phone: maskedPhone })}</p>
          <p className={styles.muted}>{t('login:code.mayTake')}</p>
          <p role="status" className={styles.statusLine}>
            {resent ? t('login:code.resent') : ''}
          </p>
          <TextField
            id={FIELD_IDS.code}
            label={t('login:code.label')}
            hint={t('login:code.hint')}
            value={values.code}
            onChange={change('code')}
            error={errorOf('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            required
          />
        </WizardFrame>
      )
    case 'newPassword':
      return (
        <WizardFrame {...frame} title={t('login:reset.newPassword.title')} onBack={back} continueLabel={t('login:reset.newPassword.submit')}>
          <PasswordRules password={values.password} id="reset-password-rules" />
          <PasswordField
            id={FIELD_IDS.password}
            label={t('login:reset.newPassword.password')}
            value={values.password}
            onChange={change('password')}
            error={errorOf('password')}
            autoComplete="new-password"
          />
          <PasswordField
            id={FIELD_IDS.passwordConfirmation}
            label={t('login:reset.newPassword.confirmation')}
            value={values.passwordConfirmation}
            onChange={change('passwordConfirmation')}
            error={errorOf('passwordConfirmation')}
            autoComplete="new-password"
          />
        </WizardFrame>
      )
    case 'done':
      return <PasswordResetDone />
  }
}

function PasswordResetDone() {
  const { t } = useTranslation('login')
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const heading = frame.current?.querySelector<HTMLElement>('h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus()
    }
  }, [])
  return (
    <div ref={frame} data-step="done" data-testid="wizard">
      <Page title={t('reset.done.title')} narrow>
        <div className={styles.successBox} role="status">
          <p>{t('reset.done.text')}</p>
        </div>
        <Link to="/login" hash="password" className={buttonClassName('primary')}>
          {t('reset.done.toLogin')}
        </Link>
      </Page>
    </div>
  )
}
