import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../ui/text-field/text-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function AddressStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'address')
  const fetched = useSelector(actor, (s) => s.context.addressFetched)
  const text = (field: 'address1' | 'address2' | 'zip' | 'city' | 'country', autoComplete: string, required = true) => (
    <TextField
      id={fieldId(field)}
      label={t(`address.${field}`)}
      value={answers[field]}
      onChange={(value) => change({ [field]: value })}
      error={errorOf(field)}
      autoComplete={autoComplete}
      required={required}
    />
  )
  return (
    <WizardFrame {...frame} title={t('address.title')} fieldErrors={fieldErrors}>
      <p>{fetched ? t('address.prefilled') : t('address.text')}</p>
      {text('address1', 'address-line1')}
      {text('address2', 'address-line2', false)}
      {text('zip', 'postal-code')}
      {text('city', 'address-level2')}
      {text('country', 'country-name')}
    </WizardFrame>
  )
}
