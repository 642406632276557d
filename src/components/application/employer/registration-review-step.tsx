import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectAnswers,
  selectDepartments,
  selectEffectiveStartDate,
  selectEmploymentTypes,
  selectFirstOpenStep,
  selectFormError,
  selectInstructorOptions,
  selectShownSteps,
  selectWorkplaces,
} from '../../../../machines/application/company-registration.selectors'
import type { RegistrationStep } from '../../../../machines/application/company-registration.steps'
import { message } from '../../../api/failure'
import { formatPersonalNumber, formatPhone } from '../../../domain/format'
import { WizardFrame } from '../../wizard/wizard-frame'
import { useErrorText } from '../../wizard/use-error-text'
import styles from './company-application.module.css'
import type { RegistrationStepProps } from './registration-steps'
import { SummaryList, type SummaryRow } from './summary-list'
import { NS } from './texts'

/** The company registration's last page: every answer with its "Change" link, and what happens next. */
export function ReviewStep({ actor, frame, reference }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const answers = useSelector(actor, selectAnswers)
  const errorText = useErrorText(NS)
  const departments = useSelector(actor, selectDepartments)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructorOptions = useSelector(actor, selectInstructorOptions)
  const employmentTypes = useSelector(actor, selectEmploymentTypes)
  const effectiveStart = useSelector(actor, selectEffectiveStartDate)
  const firstOpen = useSelector(actor, selectFirstOpenStep)
  const shownSteps = useSelector(actor, selectShownSteps)
  const formError = useSelector(actor, selectFormError)
  const professionName = (id: number | null) => reference.professions.find((p) => p.id === id)?.name ?? ''
  const goto = (target: RegistrationStep) => () => actor.send({ type: 'step.goto', step: target })
  const workplace = workplaces.find((w) => w.id === answers.workplaceId)
  const instructor = instructorOptions.find((o) => o.id === answers.instructorId)
  const rows: SummaryRow[] = [
    {
      key: 'personalNumber',
      label: t('registration.personalNumber.label'),
      value: formatPersonalNumber(answers.personalNumber) || answers.personalNumber,
      onChange: goto('apprentice-personal-number'),
    },
    {
      key: 'mobilephone',
      label: t('registration.phone.label'),
      value: formatPhone(answers.mobilephone),
      onChange: goto('phone'),
    },
    { key: 'email', label: t('registration.email.label'), value: answers.email, onChange: goto('email') },
    {
      key: 'profession',
      label: t('registration.profession.label'),
      value: professionName(answers.professionId),
      onChange: goto('profession'),
    },
    ...(shownSteps.includes('department')
      ? [
          {
            key: 'department',
            label: t('registration.department.short'),
            value: departments.find((d) => d.id === answers.departmentId)?.name ?? '',
            onChange: goto('department'),
          },
        ]
      : []),
    {
      key: 'workplace',
      label: t('registration.workplace.label'),
      value: workplace?.name ?? '',
      onChange: goto('workplace'),
    },
    { key: 'instructor', label: t('instructor.legend'), value: instructor?.name ?? '', onChange: goto('instructor') },
    {
      key: 'employmentType',
      label: t('employment.typeLabel'),
      value: employmentTypes.find((e) => e.id === answers.employmentTypeId)?.name ?? '',
      onChange: goto('employment'),
    },
    {
      key: 'employmentDate',
      label: t('employment.dateLabel'),
      value: answers.employmentDate ? effectiveStart : t('employment.todayValue', { date: effectiveStart }),
      onChange: goto('employment'),
    },
  ]
  return (
    <WizardFrame {...frame} title={t('registration.review.title')} continueLabel={t('registration.review.submit')}>
      {formError?.key === 'incomplete' && (
        <div className={styles.errorBox} role="alert" data-testid="registration-incomplete">
          <p>{errorText.form(message('incomplete'))}</p>
          <button type="button" className={styles.linkButton} onClick={goto(firstOpen)}>
            {t('registration.review.firstOpen')}
          </button>
        </div>
      )}
      <SummaryList rows={rows} testId="registration-summary" />
      <p>{t('registration.review.next')}</p>
    </WizardFrame>
  )
}
