import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectCourseOptions, selectCoursesFailed } from '../../../../machines/application/apprentice-application.selectors'
import { Button } from '../../ui/button/button'
import { fieldId } from '../application-texts'
import type { StepProps } from '../application-wizard'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

export function CoursesStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'courses')
  const options = useSelector(actor, selectCourseOptions)
  const failed = useSelector(actor, selectCoursesFailed)
  if (failed) {
    return (
      <WizardFrame
        {...frame}
        onContinue={undefined}
        title={t('courses.title')}
        fieldErrors={[]}
        secondary={
          <Button onClick={() => actor.send({ type: 'courses.retry' })} data-testid="courses-retry">
            {t('tryAgain')}
          </Button>
        }
      />
    )
  }
  return (
    <WizardFrame {...frame} title={t('courses.title')} titleInLegend fieldErrors={fieldErrors}>
      <ChoiceFieldset
        type="checkbox"
        id={fieldId('confirmedCourseIds')}
        name="confirmedCourseIds"
        legend={t('courses.title')}
        asHeading
        hint={t('courses.hint')}
        error={errorOf('confirmedCourseIds')}
        options={options.map((c) => ({
          value: String(c.id),
          label: c.mandatory ? t('courses.mandatory', { name: c.name }) : c.name,
          hint: t(`courses.result.${c.result ?? 'none'}`),
        }))}
        value={answers.confirmedCourseIds.map(String)}
        onChange={(values) => change({ confirmedCourseIds: values.map(Number) })}
      />
    </WizardFrame>
  )
}
