import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { failedTickedCourses } from '../../../../machines/application/apprentice-application.rules'
import {
  selectCourseOptions,
  selectCoursesFailed,
} from '../../../../machines/application/apprentice-application.selectors'
import type { ErrorMessage } from '../../../api/failure'
import { Button } from '../../ui/button/button'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useStep } from './step-kit'

/** A machine's error as its key (the server's own text has none). */
function errorKeyOf(value: ErrorMessage | undefined): string | undefined {
  return value && 'key' in value ? value.key : undefined
}

export function CoursesStep({ actor, frame }: StepProps) {
  const { t, i18n } = useTranslation('application')
  const step = useStep(actor, 'courses')
  const { answers, change } = step
  const options = useSelector(actor, selectCourseOptions)
  const failed = useSelector(actor, selectCoursesFailed)
  // A ticked course the register reports as failed (often one the draft had ticked): the message
  // names it and says what to do, where the rule's key alone would only say "not allowed".
  const failedTicked = failedTickedCourses({ answers, courseOptions: options })
  const refusedFailed = errorKeyOf(step.errors.confirmedCourseIds) === 'courseFailed' && failedTicked.length > 0
  const coursesError = refusedFailed
    ? t('courses.failedTicked', {
        count: failedTicked.length,
        courses: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(failedTicked.map((c) => c.name)),
      })
    : step.errorOf('confirmedCourseIds')
  const fieldErrors = refusedFailed
    ? step.fieldErrors.map((e) => (e.field === fieldId('confirmedCourseIds') ? { ...e, message: coursesError! } : e))
    : step.fieldErrors
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
        error={coursesError}
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
