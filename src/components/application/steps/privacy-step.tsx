import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function PrivacyStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'privacy')
  return (
    <WizardFrame {...frame} title={t('privacy.title')} fieldErrors={fieldErrors}>
      <p>{t('privacy.text1')}</p>
      <p>{t('privacy.text2')}</p>
      <p>{t('privacy.text3')}</p>
      <CheckboxField
        id={fieldId('privacyAccepted')}
        label={t('privacy.accept')}
        checked={answers.privacyAccepted}
        onChange={(checked) => change({ privacyAccepted: checked })}
        error={errorOf('privacyAccepted')}
        required
      />
    </WizardFrame>
  )
}
