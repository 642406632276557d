import { useTranslation } from 'react-i18next'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep, yesNo } from './step-kit'

export function TransferStep({ actor, frame }: StepProps) {
  const { t } = useTranslation(['application', 'common'])
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'transfer')
  return (
    <WizardFrame {...frame} title={t('transfer.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="radio"
        id={fieldId('transferRequest')}
        name="transferRequest"
        legend={t('transfer.title')}
        asHeading
        hint={t('transfer.hint')}
        error={errorOf('transferRequest')}
        options={[
          { value: 'yes', label: t('transfer.yes') },
          { value: 'no', label: t('transfer.no') },
        ]}
        value={yesNo(answers.transferRequest)}
        onChange={([v]) => change({ transferRequest: v === 'yes' })}
      />
    </WizardFrame>
  )
}
