import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function ProfessionStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'profession')
  const professions = useSelector(actor, (s) => s.context.professions)
  return (
    <WizardFrame {...frame} title={t('profession.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="radio"
        id={fieldId('professionId')}
        name="professionId"
        legend={t('profession.title')}
        asHeading
        hint={t('profession.hint')}
        error={errorOf('professionId')}
        options={professions.map((p) => ({
          value: String(p.id),
          label: p.name,
          hint: p.isMachineProfession ? t('profession.machineHint') : undefined,
        }))}
        value={answers.professionId === null ? [] : [String(answers.professionId)]}
        onChange={([v]) => change({ professionId: Number(v) })}
      />
    </WizardFrame>
  )
}
