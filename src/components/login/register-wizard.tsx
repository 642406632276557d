import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  registerPersistable,
  selectRegisterBusy,
  selectRegisterCanGoBack,
  selectRegisterCanResend,
  selectRegisterCodeResent,
  selectRegisterError,
  selectRegisterFieldErrors,
  selectRegisterResendIn,
  selectRegisterStep,
  selectRegisterValues,
  type RegisterField,
  type RegisterStep,
} from '../../../machines/login/register.machine'
import { getPerson } from '../../api/shell/persons'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { useSession } from '../../session/session-context'
import { buttonClassName } from '../ui/button/button'
import { LoadingState } from '../ui/spinner/spinner'
import { Page } from '../ui/page/page'
import { TextField } from '../ui/text-field/text-field'
import { codeStep, emailStep } from './wizard-steps'
import { registerFlow } from './register.edge'
import { flowKey, useSavedFlow, type SavedFlow } from '../wizard/use-saved-flow'
import { useWizardPage } from '../wizard/use-wizard-page'
import { ResendControl } from '../wizard/resend-control'
import { WizardFrame } from '../wizard/wizard-frame'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'

export const REGISTER_STEPS: readonly RegisterStep[] = ['phone', 'phoneCode', 'email', 'emailCode', 'done']
export const registerStorageKey = (userId: number) => flowKey('register', userId)

const FIELD_IDS: Record<RegisterField, string> = {
  mobilephone: 'register-mobilephone',
  phoneCode: 'register-phone-code',
  email: 'register-email',
  emailCode: 'register-email-code',
}

export interface RegisterWizardProps {
  /** Who registers: the route's guard (registerGuard) hands the logged-in person, or null. */
  user: CurrentUser | null
  urlStep: string | undefined
  setUrlStep: (step: RegisterStep, replace: boolean) => void
}

/** /register: needs a logged-in person; anyone else is pointed to the start page. */
export function RegisterWizard({ user, ...props }: RegisterWizardProps) {
  const { t } = useTranslation(['login-register', 'common'])
  if (!user) {
    return (
      <Page title={t('login-register:title')} narrow>
        <p>{t('login-register:loginFirst')}</p>
        <Link to="/" className={buttonClassName('primary')}>
          {t('common:toStartPage')}
        </Link>
      </Page>
    )
  }
  // A new user (another login in this tab) gets its own flow.
  return <RegisterFlow key={user.id} user={user} {...props} />
}

function RegisterFlow({ user, urlStep, setUrlStep }: Omit<RegisterWizardProps, 'user'> & { user: CurrentUser }) {
  const { t } = useTranslation(['login-register', 'login-forms', 'common'])
  const session = useSession()
  const navigate = useNavigate()
  const [finishing, setFinishing] = useState(false)

  const finish = useCallback(() => {
    setFinishing(true)
    // The session learns the new verified state from the person call, then the start page shows the logged-in view.
    getPerson(user.id)
      .then((person) => session.send({ type: 'user.updated', person }))
      .catch((error: unknown) => console.info('[register] reload failed', error))
      .finally(() => void navigate({ to: '/' }))
  }, [user.id, session, navigate])

  const machine = useMemo(() => registerFlow(finish), [finish])
  const persistence = useMemo<SavedFlow<ReturnType<typeof registerFlow>>>(
    () => ({
      key: registerStorageKey(user.id),
      persistable: registerPersistable,
      accepts: (stored) =>
        typeof stored.context === 'object' && stored.context !== null && 'includesPhone' in stored.context,
    }),
    [user.id],
  )
  const actor = useSavedFlow(
    machine,
    {
      mobilephone: user.mobilephone,
      email: user.email,
      phoneVerified: user.phoneVerified,
      emailVerified: user.emailVerified,
    },
    persistence,
  )
  const step = useSelector(actor, selectRegisterStep)
  const values = useSelector(actor, selectRegisterValues)
  const errors = useSelector(actor, selectRegisterFieldErrors)
  const pageErrorKey = useSelector(actor, selectRegisterError)
  const busy = useSelector(actor, selectRegisterBusy)
  const canGoBack = useSelector(actor, selectRegisterCanGoBack)
  const canResend = useSelector(actor, selectRegisterCanResend)
  const resendIn = useSelector(actor, selectRegisterResendIn)
  const resent = useSelector(actor, selectRegisterCodeResent)
  const {
    frame: pageFrame,
    back,
    focusRoot,
    errorOf,
  } = useWizardPage({
    actor,
    ns: FORM_TEXTS,
    step,
    stepOf: selectRegisterStep,
    urlStep,
    setUrlStep,
    order: REGISTER_STEPS,
    errors,
    fieldIds: FIELD_IDS,
    formError: pageErrorKey,
    busy,
  })
  const leave = useCallback(() => void navigate({ to: '/' }), [navigate])

  const change = (field: RegisterField) => (value: string) => actor.send({ type: 'answers.change', field, value })
  const frame = {
    ...pageFrame,
    onBack: canGoBack ? back : leave,
    backLabel: canGoBack ? undefined : t('common:toStartPage'),
  }
  const progress = (n: number) => t('login-register:progress', { current: n, total: 4 })
  const resend = (
    <ResendControl
      ns="login-forms"
      canResend={canResend}
      resendIn={resendIn}
      onResend={() => actor.send({ type: 'code.resend' })}
    />
  )

  if (step === 'done') {
    // Not a question page: focus stays where the shell put it (the page is left right away).
    return (
      <Page title={t('login-register:done.title')} narrow>
        <div className={styles.successBox} role="status">
          <p>{t('login-register:done.text')}</p>
        </div>
        {finishing && <LoadingState />}
      </Page>
    )
  }

  const renderStep = (current: Exclude<RegisterStep, 'done'>) => {
    switch (current) {
      case 'phone':
        return (
          <WizardFrame
            {...frame}
            title={t('login-register:phone.title')}
            lead={progress(1)}
            continueLabel={t('login-register:phone.submit')}
          >
            <p>{t('login-register:phone.text')}</p>
            <TextField
              id={FIELD_IDS.mobilephone}
              type="tel"
              label={t('login-register:phone.label')}
              hint={t('login-register:phone.hint')}
              value={values.mobilephone}
              onChange={change('mobilephone')}
              error={errorOf('mobilephone')}
              autoComplete="tel"
              inputMode="tel"
              required
            />
          </WizardFrame>
        )
      case 'phoneCode':
        return codeStep({
          frame: { ...frame, title: t('login-register:phoneCode.title'), lead: progress(2), secondary: resend },
          t,
          sentTo: t('login-register:phoneCode.sentTo', { phone: values.mobilephone }),
          sentToTestId: 'code-sent-to',
          mayTake: true,
          resent,
          code: {
            id: FIELD_IDS.phoneCode,
            value: values.phoneCode,
            onChange: change('phoneCode'),
            error: errorOf('phoneCode'),
          },
        })
      case 'email':
        return emailStep({
          frame: {
            ...frame,
            title: t('login-register:email.title'),
            lead: progress(3),
            continueLabel: t('login-register:email.submit'),
          },
          text: t('login-register:email.text'),
          email: {
            id: FIELD_IDS.email,
            label: t('login-register:email.label'),
            value: values.email,
            onChange: change('email'),
            error: errorOf('email'),
          },
        })
      case 'emailCode':
        return codeStep({
          frame: { ...frame, title: t('login-register:emailCode.title'), lead: progress(4), secondary: resend },
          t,
          sentTo: t('login-register:emailCode.sentTo', { email: values.email }),
          sentToTestId: 'code-sent-to',
          resent,
          code: {
            id: FIELD_IDS.emailCode,
            value: values.emailCode,
            onChange: change('emailCode'),
            error: errorOf('emailCode'),
          },
        })
    }
  }
  return <div ref={focusRoot}>{renderStep(step)}</div>
}
