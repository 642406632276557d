import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
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
import { buttonClassName } from '../ui/button/button'
import { passwordResetFlow } from './password-reset.edge'
import { PasswordField } from './password-field'
import { PasswordRules } from './password-rules'
import { codeStep, emailStep } from './wizard-steps'
import { ResendControl } from '../wizard/resend-control'
import { flowKey, useSavedFlow, type SavedFlow } from '../wizard/use-saved-flow'
import { useWizardPage } from '../wizard/use-wizard-page'
import { WizardFrame } from '../wizard/wizard-frame'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'

export const PASSWORD_RESET_STORAGE_KEY = flowKey('password-reset')
export const PASSWORD_RESET_STEPS: readonly PasswordResetStep[] = ['request', 'code', 'newPassword', 'done']

const FIELD_IDS: Record<PasswordResetField, string> = {
  email: 'reset-email',
  code: 'reset-code',
  password: 'reset-password',
  passwordConfirmation: 'reset-password-confirmation',
}

const persistence: SavedFlow<typeof passwordResetMachine> = {
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
  const { t } = useTranslation(['login-forms', 'common'])
  const actor = useSavedFlow(passwordResetFlow, {}, persistence)
  const step = useSelector(actor, selectPasswordResetStep)
  const values = useSelector(actor, selectPasswordResetValues)
  const errors = useSelector(actor, selectPasswordResetFieldErrors)
  const pageErrorKey = useSelector(actor, selectPasswordResetError)
  const busy = useSelector(actor, selectPasswordResetBusy)
  const maskedPhone = useSelector(actor, selectMaskedPhone)
  const resendIn = useSelector(actor, selectResendIn)
  const canResend = useSelector(actor, selectCanResend)
  const resent = useSelector(actor, selectCodeResent)
  const { frame, back, focusRoot, errorOf } = useWizardPage({
    actor,
    ns: FORM_TEXTS,
    step,
    stepOf: selectPasswordResetStep,
    urlStep,
    setUrlStep,
    order: PASSWORD_RESET_STEPS,
    errors,
    fieldIds: FIELD_IDS,
    formError: pageErrorKey,
    busy,
  })

  const change = (field: PasswordResetField) => (value: string) => actor.send({ type: 'answers.change', field, value })

  const renderStep = () => {
    switch (step) {
      case 'request':
        return emailStep({
          frame: {
            ...frame,
            title: t('login-forms:reset.request.title'),
            continueLabel: t('login-forms:reset.request.submit'),
          },
          text: t('login-forms:reset.request.text'),
          email: {
            id: FIELD_IDS.email,
            label: t('login-forms:email'),
            value: values.email,
            onChange: change('email'),
            error: errorOf('email'),
          },
        })
      case 'code':
        return codeStep({
          frame: {
            ...frame,
            title: t('login-forms:reset.code.title'),
            onBack: back,
            secondary: (
              <ResendControl
                ns="login-forms"
                canResend={canResend}
                resendIn={resendIn}
                onResend={() => actor.send({ type: 'code.resend' })}
              />
            ),
          },
          t,
          sentTo: t('login-forms:reset.code.sentTo', { phone: maskedPhone }),
          sentToTestId: 'masked-phone',
          mayTake: true,
          resent,
          code: { id: FIELD_IDS.code, value: values.code, onChange: change('code'), error: errorOf('code') },
        })
      case 'newPassword':
        return (
          <WizardFrame
            {...frame}
            title={t('login-forms:reset.newPassword.title')}
            onBack={back}
            continueLabel={t('login-forms:reset.newPassword.submit')}
          >
            <PasswordRules password={values.password} id="reset-password-rules" />
            <PasswordField
              id={FIELD_IDS.password}
              label={t('login-forms:reset.newPassword.password')}
              value={values.password}
              onChange={change('password')}
              error={errorOf('password')}
              autoComplete="new-password"
            />
            <PasswordField
              id={FIELD_IDS.passwordConfirmation}
              label={t('login-forms:reset.newPassword.confirmation')}
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
  return <div ref={focusRoot}>{renderStep()}</div>
}

function PasswordResetDone() {
  const { t } = useTranslation('login-forms')
  return (
    <WizardFrame stepKey="done" title={t('reset.done.title')} fieldErrors={[]} attempt={0}>
      <div className={styles.successBox} role="status">
        <p>{t('reset.done.text')}</p>
      </div>
      <Link to="/login" hash="password" className={buttonClassName('primary')}>
        {t('reset.done.toLogin')}
      </Link>
    </WizardFrame>
  )
}
