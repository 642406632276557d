import { useTranslation } from 'react-i18next'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep, yesNo } from './step-kit'

export function ApprovedCoursesStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'approved-courses')
  return (
    <WizardFrame {...frame} title={t('approvedCourses.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="radio"
        id={fieldId('hasApprovedCourses')}
        name="hasApprovedCourses"
        legend={t('approvedCourses.title')}
        asHeading
        hint={t('approvedCourses.hint')}
        error={errorOf('hasApprovedCourses')}
        inline
        options={[
          { value: 'yes', label: t('approvedCourses.yes') },
          { value: 'no', label: t('approvedCourses.no') },
        ]}
        value={yesNo(answers.hasApprovedCourses)}
        onChange={([v]) => change({ hasApprovedCourses: v === 'yes' })}
      />
    </WizardFrame>
  )
}
