import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectMachineOrientations } from '../../../../machines/application/apprentice-application.selectors'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function MachineOrientationStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'machine-orientation')
  const orientations = useSelector(actor, selectMachineOrientations)
  return (
    <WizardFrame {...frame} title={t('orientation.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="checkbox"
        id={fieldId('professionOrientations')}
        name="professionOrientations"
        legend={t('orientation.title')}
        asHeading
        hint={t('orientation.hint')}
        error={errorOf('professionOrientations')}
        options={orientations.map((o) => ({ value: String(o.id), label: o.name }))}
        value={answers.professionOrientations.map(String)}
        onChange={(values) => change({ professionOrientations: values.map(Number) })}
      />
    </WizardFrame>
  )
}
