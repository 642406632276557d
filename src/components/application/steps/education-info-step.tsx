import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function EducationInfoStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'education-info')
  return (
    <WizardFrame {...frame} title={t('educationInfo.title')} fieldErrors={fieldErrors}>
      <p>{t('educationInfo.text1')}</p>
      <ul>
        <li>{t('educationInfo.item1')}</li>
        <li>{t('educationInfo.item2')}</li>
        <li>{t('educationInfo.item3')}</li>
      </ul>
      <p>{t('educationInfo.text2')}</p>
      <CheckboxField
        id={fieldId('educationInfoAccepted')}
        label={t('educationInfo.accept')}
        checked={answers.educationInfoAccepted}
        onChange={(checked) => change({ educationInfoAccepted: checked })}
        error={errorOf('educationInfoAccepted')}
        required
      />
    </WizardFrame>
  )
}
