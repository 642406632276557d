import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectCompany, selectDepartments } from '../../../../machines/application/apprentice-application.selectors'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function DepartmentStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'department')
  const departments = useSelector(actor, selectDepartments)
  const company = useSelector(actor, selectCompany)
  return (
    <WizardFrame {...frame} title={t('department.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="radio"
        id={fieldId('departmentId')}
        name="departmentId"
        legend={t('department.title')}
        asHeading
        hint={t('department.hint', { company: company?.name ?? '' })}
        error={errorOf('departmentId')}
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        value={answers.departmentId === null ? [] : [String(answers.departmentId)]}
        onChange={([v]) => change({ departmentId: Number(v) })}
      />
    </WizardFrame>
  )
}
