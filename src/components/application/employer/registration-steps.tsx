import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { companyRegistrationMachine } from '../../../../machines/application/company-registration.machine'
import {
  selectAnswers,
  selectCompany,
  selectDepartments,
  selectEmploymentTypes,
  selectErrors,
  selectInstructorOptions,
  selectInstructorsFailed,
  selectWorkplaces,
  type CompanyRegistrationSnapshot,
} from '../../../../machines/application/company-registration.selectors'
import type {
  RegistrationAnswers,
  RegistrationField,
} from '../../../../machines/application/company-registration.steps'
import { WizardFrame } from '../../wizard/wizard-frame'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { EmploymentFields } from '../../domain-widgets/employment-fields'
import { InstructorChoice } from '../../domain-widgets/instructor-choice'
import { ProfessionSelect } from '../../domain-widgets/profession-select'
import { WorkplaceChoice } from '../../domain-widgets/workplace-choice'
import { useErrorText } from '../../wizard/use-error-text'
import { NS } from './texts'
import type { ReferenceData } from './reference-data'
import type { ActorRefFrom } from 'xstate'
import type { WizardFrameProps } from '../../wizard/wizard-frame'

/** The company registration wizard's step pages, one component per step (registration-wizard.tsx chooses). */
export const REGISTRATION_FIELD_IDS: Record<RegistrationField, string> = {
  personalNumber: 'registration-personal-number',
  mobilephone: 'registration-mobilephone',
  email: 'registration-email',
  professionId: 'registration-profession',
  departmentId: 'registration-department',
  workplaceId: 'registration-workplace',
  instructorId: 'registration-instructor',
  employmentTypeId: 'registration-employment-type',
  employmentDate: 'registration-employment-date',
}

/** What every registration step page gets from the wizard. */
export interface RegistrationStepProps {
  actor: ActorRefFrom<typeof companyRegistrationMachine>
  /** The WizardFrame props the steps share (the wizard works them out once). */
  frame: Omit<WizardFrameProps, 'title'>
  reference: ReferenceData
  /** The day the flow runs on (employment start rules). */
  today: string
}

/** Answers, their change and a field's error text: what every step page needs. */
function useRegistrationStep(actor: ActorRefFrom<typeof companyRegistrationMachine>) {
  const errorText = useErrorText(NS)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const change = (values: Partial<RegistrationAnswers>) => actor.send({ type: 'answers.change', answers: values })
  const errorOf = (field: RegistrationField) => (errors[field] ? errorText.field(field, errors[field]) : null)
  return { answers, change, errorOf }
}

export function ApprenticePersonalNumberStep({ actor, frame }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  return (
    <WizardFrame {...frame} title={t('registration.personalNumber.title')}>
      <p>{t('registration.personalNumber.text')}</p>
      <TextField
        id={REGISTRATION_FIELD_IDS.personalNumber}
        label={t('registration.personalNumber.label')}
        hint={t('registration.personalNumber.hint')}
        value={answers.personalNumber}
        onChange={(value) => change({ personalNumber: value })}
        error={errorOf('personalNumber')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
      />
    </WizardFrame>
  )
}

export function PhoneStep({ actor, frame }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  return (
    <WizardFrame {...frame} title={t('registration.phone.title')}>
      <TextField
        id={REGISTRATION_FIELD_IDS.mobilephone}
        type="tel"
        label={t('registration.phone.label')}
        hint={t('registration.phone.hint')}
        value={answers.mobilephone}
        onChange={(value) => change({ mobilephone: value })}
        error={errorOf('mobilephone')}
        inputMode="tel"
        autoComplete="off"
        required
      />
    </WizardFrame>
  )
}

export function EmailStep({ actor, frame }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  return (
    <WizardFrame {...frame} title={t('registration.email.title')}>
      <TextField
        id={REGISTRATION_FIELD_IDS.email}
        type="email"
        label={t('registration.email.label')}
        hint={t('registration.email.hint')}
        value={answers.email}
        onChange={(value) => change({ email: value })}
        error={errorOf('email')}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </WizardFrame>
  )
}

export function ProfessionStep({ actor, frame, reference }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  return (
    <WizardFrame {...frame} title={t('registration.profession.title')}>
      <ProfessionSelect
        id={REGISTRATION_FIELD_IDS.professionId}
        label={t('registration.profession.label')}
        professions={reference.professions}
        value={answers.professionId}
        onChange={(professionId) => change({ professionId })}
        error={errorOf('professionId')}
      />
    </WizardFrame>
  )
}

export function DepartmentStep({ actor, frame }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  const company = useSelector(actor, selectCompany)
  const departments = useSelector(actor, selectDepartments)
  return (
    <WizardFrame {...frame} title={t('registration.department.title')}>
      <ChoiceFieldset
        type="radio"
        id={REGISTRATION_FIELD_IDS.departmentId}
        legend={t('registration.department.label', { company: company?.name ?? '' })}
        value={answers.departmentId === null ? [] : [String(answers.departmentId)]}
        onChange={([value]) => change({ departmentId: Number(value) })}
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        error={errorOf('departmentId')}
        required
      />
    </WizardFrame>
  )
}

export function WorkplaceStep({ actor, frame }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  const workplaces = useSelector(actor, selectWorkplaces)
  return (
    <WizardFrame {...frame} title={t('registration.workplace.title')}>
      <WorkplaceChoice
        id={REGISTRATION_FIELD_IDS.workplaceId}
        legend={t('registration.workplace.label')}
        workplaces={workplaces}
        value={answers.workplaceId}
        onChange={(workplaceId) => change({ workplaceId })}
        error={errorOf('workplaceId')}
      />
    </WizardFrame>
  )
}

export function InstructorStep({ actor, frame, reference }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  const instructorOptions = useSelector(actor, selectInstructorOptions)
  const instructorsFailed = useSelector(actor, selectInstructorsFailed)
  const instructorsLoading = useSelector(
    actor,
    (s: CompanyRegistrationSnapshot) => s.hasTag('busy') && s.context.instructors === null,
  )
  const professionName = (id: number | null) => reference.professions.find((p) => p.id === id)?.name ?? ''
  return (
    <WizardFrame
      {...frame}
      title={t('registration.instructor.title')}
      secondary={
        instructorsFailed ? (
          <Button
            variant="secondary"
            onClick={() => actor.send({ type: 'instructors.retry' })}
            data-testid="instructors-retry"
          >
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      <p>{t('registration.instructor.text', { profession: professionName(answers.professionId) })}</p>
      {instructorsLoading ? (
        <LoadingState label={t('instructor.loading')} />
      ) : instructorsFailed ? null : (
        <InstructorChoice
          id={REGISTRATION_FIELD_IDS.instructorId}
          options={instructorOptions}
          value={answers.instructorId}
          onChange={(instructorId) => change({ instructorId })}
          error={errorOf('instructorId')}
        />
      )}
    </WizardFrame>
  )
}

export function EmploymentStep({ actor, frame, today }: RegistrationStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useRegistrationStep(actor)
  const employmentTypes = useSelector(actor, selectEmploymentTypes)
  return (
    <WizardFrame {...frame} title={t('registration.employment.title')}>
      <EmploymentFields
        ids={{
          employmentTypeId: REGISTRATION_FIELD_IDS.employmentTypeId,
          employmentDate: REGISTRATION_FIELD_IDS.employmentDate,
        }}
        employmentTypes={employmentTypes}
        employmentTypeId={answers.employmentTypeId}
        employmentDate={answers.employmentDate}
        today={today}
        onChange={change}
        errors={{ employmentTypeId: errorOf('employmentTypeId'), employmentDate: errorOf('employmentDate') }}
      />
    </WizardFrame>
  )
}
