import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectPhoneAwaitsCode } from '../../../../machines/application/apprentice-application.selectors'
import { TextField } from '../../ui/text-field/text-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import { CodeField } from '../../wizard/code-field'
import { CodeResent, ResendButton, useStep } from './step-kit'

export function PhoneStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'phone')
  const awaitsCode = useSelector(actor, selectPhoneAwaitsCode)
  if (awaitsCode) {
    return (
      <WizardFrame
        {...frame}
        title={t('phone.codeTitle')}
        fieldErrors={fieldErrors}
        secondary={<ResendButton actor={actor} />}
      >
        <p data-testid="code-sent-to">{t('phone.codeSent', { phone: answers.mobilephone })}</p>
        <CodeResent actor={actor} />
        <CodeField
          ns="application"
          id={fieldId('phoneCode')}
          value={answers.phoneCode}
          onChange={(v) => change({ phoneCode: v })}
          error={errorOf('phoneCode')}
        />
      </WizardFrame>
    )
  }
  return (
    <WizardFrame {...frame} title={t('phone.title')} fieldErrors={fieldErrors}>
      <p>{t('phone.text')}</p>
      <TextField
        id={fieldId('mobilephone')}
        type="tel"
        label={t('phone.label')}
        hint={t('phone.hint')}
        value={answers.mobilephone}
        onChange={(v) => change({ mobilephone: v })}
        error={errorOf('mobilephone')}
        autoComplete="tel"
        inputMode="tel"
        required
      />
    </WizardFrame>
  )
}
