import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectEmailAwaitsCode } from '../../../../machines/application/apprentice-application.selectors'
import { TextField } from '../../ui/text-field/text-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import { CodeField } from '../../wizard/code-field'
import { CodeResent, ResendButton, useStep } from './step-kit'

export function EmailStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'email')
  const awaitsCode = useSelector(actor, selectEmailAwaitsCode)
  if (awaitsCode) {
    return (
      <WizardFrame
        {...frame}
        title={t('email.codeTitle')}
        fieldErrors={fieldErrors}
        secondary={<ResendButton actor={actor} />}
      >
        <p data-testid="code-sent-to">{t('email.codeSent', { email: answers.email })}</p>
        <CodeResent actor={actor} />
        <CodeField
          ns="application"
          id={fieldId('emailCode')}
          value={answers.emailCode}
          onChange={(v) => change({ emailCode: v })}
          error={errorOf('emailCode')}
        />
      </WizardFrame>
    )
  }
  return (
    <WizardFrame {...frame} title={t('email.title')} fieldErrors={fieldErrors}>
      <p>{t('email.text')}</p>
      <TextField
        id={fieldId('email')}
        type="email"
        label={t('email.label')}
        value={answers.email}
        onChange={(v) => change({ email: v })}
        error={errorOf('email')}
        autoComplete="email"
        required
      />
    </WizardFrame>
  )
}
