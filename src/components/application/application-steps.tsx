import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  APPRENTICE_STEP_FIELDS,
  type ApprenticeAnswers,
  type ApprenticeField,
  type ApprenticeStep,
} from '../../../machines/application/apprentice-application.steps'
import {
  selectAnswers,
  selectCompany,
  selectCompanyFound,
  selectCourseOptions,
  selectCoursesFailed,
  selectDepartments,
  selectEmailAwaitsCode,
  selectErrors,
  selectMachineOrientations,
  selectPhoneAwaitsCode,
} from '../../../machines/application/apprentice-application.selectors'
import { MESSAGE_MAX_LENGTH } from '../../../machines/application/application-rules'
import { formatOrganisationNumber } from '../../domain/format'
import { Button } from '../ui/button/button'
import { CheckboxField } from '../ui/checkbox-field/checkbox-field'
import { FieldShell } from '../ui/text-field/field-shell'
import { TextField } from '../ui/text-field/text-field'
import { fieldId, summaryOf, useErrorText } from './application-texts'
import type { ApprenticeActor, StepProps } from './application-wizard'
import { ChoiceFieldset } from './choice-fieldset'
import { QuestionPage } from './question-page'
import styles from './application.module.css'

/** Answers, errors and helpers every step page needs. */
function useStep(actor: ApprenticeActor, step: ApprenticeStep) {
  const errorText = useErrorText()
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const change = (next: Partial<ApprenticeAnswers>) => actor.send({ type: 'answers.change', answers: next })
  const errorOf = (field: ApprenticeField) => (errors[field] ? errorText(field, errors[field]) : null)
  const fieldErrors = summaryOf(errors, APPRENTICE_STEP_FIELDS[step], errorText)
  return { answers, errors, change, errorOf, fieldErrors }
}

const yesNo = (value: boolean | null): string[] => (value === null ? [] : [value ? 'yes' : 'no'])

export function WelcomeStep({ frame }: StepProps) {
  const { t } = useTranslation('application')
  return (
    <QuestionPage {...frame} title={t('welcome.title')} fieldErrors={[]} continueLabel={t('welcome.start')}>
      <p>{t('welcome.intro')}</p>
      <h2>{t('welcome.needTitle')}</h2>
      <ul>
        <li>{t('welcome.needDocuments')}</li>
        <li>{t('welcome.needCompany')}</li>
        <li>{t('welcome.needPhone')}</li>
      </ul>
      <p className={styles.muted}>{t('welcome.saved')}</p>
    </QuestionPage>
  )
}

export function TransferStep({ actor, frame }: StepProps) {
  const { t } = useTranslation(['application', 'common'])
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'transfer')
  return (
    <QuestionPage {...frame} title={t('transfer.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function PrivacyStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'privacy')
  return (
    <QuestionPage {...frame} title={t('privacy.title')} fieldErrors={fieldErrors}>
      <p>{t('privacy.text1')}</p>
      <p>{t('privacy.text2')}</p>
      <p>{t('privacy.text3')}</p>
      <CheckboxField
        id={fieldId('privacyAccepted')}
        label={t('privacy.accept')}
        checked={answers.privacyAccepted}
        onChange={(checked) => change({ privacyAccepted: checked })}
        error={errorOf('privacyAccepted')}
        required
      />
    </QuestionPage>
  )
}

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
    <QuestionPage {...frame} title={t('address.title')} fieldErrors={fieldErrors}>
      <p>{fetched ? t('address.prefilled') : t('address.text')}</p>
      {text('address1', 'address-line1')}
      {text('address2', 'address-line2', false)}
      {text('zip', 'postal-code')}
      {text('city', 'address-level2')}
      {text('country', 'country-name')}
    </QuestionPage>
  )
}

function CodeField({ id, value, onChange, error }: { id: string; value: string; onChange: (v: string) => void; error: string | null }) {
  const { t } = useTranslation('application')
  return (
    <TextField
      id={id}
      label={t('code.label')}
      hint={t('code.hint')}
      value={value}
      onChange={onChange}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      required
    />
  )
}

function ResendButton({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation('application')
  return (
    <Button variant="secondary" onClick={() => actor.send({ type: 'code.resend' })} data-testid="resend-code">
      {t('code.resend')}
    </Button>
  )
}

export function PhoneStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'phone')
  const awaitsCode = useSelector(actor, selectPhoneAwaitsCode)
  if (awaitsCode) {
    return (
      <QuestionPage {...frame} title={t('phone.codeTitle')} fieldErrors={fieldErrors} secondary={<ResendButton actor={actor} />}>
        <p data-testid="code-sent-to">{t('phone.codeSent', { phone: answers.mobilephone })}</p>
        <CodeField id={fieldId('phoneCode')} value={answers.phoneCode} onChange={(v) => change({ phoneCode: v })} error={errorOf('phoneCode')} />
      </QuestionPage>
    )
  }
  return (
    <QuestionPage {...frame} title={t('phone.title')} fieldErrors={fieldErrors}>
      <p>{t('phone.text')}</p>
      <TextField
        id={fieldId('mobilephone')}
        type="tel"
        label={t('phone.label')}
        hint={t('phone.hint')}
        value={answers.mobilephone}
        onChange={(v) => change({ mobilephone: v })}
        error={errorOf('mobilephone')}
        autoComplete="tel"
        inputMode="tel"
        required
      />
    </QuestionPage>
  )
}

export function EmailStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'email')
  const awaitsCode = useSelector(actor, selectEmailAwaitsCode)
  if (awaitsCode) {
    return (
      <QuestionPage {...frame} title={t('email.codeTitle')} fieldErrors={fieldErrors} secondary={<ResendButton actor={actor} />}>
        <p data-testid="code-sent-to">{t('email.codeSent', { email: answers.email })}</p>
        <CodeField id={fieldId('emailCode')} value={answers.emailCode} onChange={(v) => change({ emailCode: v })} error={errorOf('emailCode')} />
      </QuestionPage>
    )
  }
  return (
    <QuestionPage {...frame} title={t('email.title')} fieldErrors={fieldErrors}>
      <p>{t('email.text')}</p>
      <TextField
        id={fieldId('email')}
        type="email"
        label={t('email.label')}
        value={answers.email}
        onChange={(v) => change({ email: v })}
        error={errorOf('email')}
        autoComplete="email"
        required
      />
    </QuestionPage>
  )
}

export function ProfessionStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'profession')
  const professions = useSelector(actor, (s) => s.context.professions)
  return (
    <QuestionPage {...frame} title={t('profession.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function MachineOrientationStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'machine-orientation')
  const orientations = useSelector(actor, selectMachineOrientations)
  return (
    <QuestionPage {...frame} title={t('orientation.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function ApprovedCoursesStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'approved-courses')
  return (
    <QuestionPage {...frame} title={t('approvedCourses.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function CompanyStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'company')
  const found = useSelector(actor, selectCompanyFound)
  const company = useSelector(actor, selectCompany)
  return (
    <QuestionPage {...frame} title={t('company.title')} fieldErrors={fieldErrors} continueLabel={found ? t('company.confirm') : t('company.find')}>
      <TextField
        id={fieldId('organisationNumber')}
        label={t('company.label')}
        hint={t('company.hint')}
        value={answers.organisationNumber}
        onChange={(v) => change({ organisationNumber: v })}
        error={errorOf('organisationNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      {found && company && (
        <div className={styles.companyFound} role="status" data-testid="company-found">
          <p>{t('company.found')}</p>
          <p>
            <strong>{company.name}</strong> ({formatOrganisationNumber(company.organizationalNumber)})
          </p>
          <p className={styles.muted}>{t('company.notRight')}</p>
        </div>
      )}
    </QuestionPage>
  )
}

export function DepartmentStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'department')
  const departments = useSelector(actor, selectDepartments)
  const company = useSelector(actor, selectCompany)
  return (
    <QuestionPage {...frame} title={t('department.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function CoursesStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'courses')
  const options = useSelector(actor, selectCourseOptions)
  const failed = useSelector(actor, selectCoursesFailed)
  if (failed) {
    return (
      <QuestionPage
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
    <QuestionPage {...frame} title={t('courses.title')} titleInLegend fieldErrors={fieldErrors}>
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
    </QuestionPage>
  )
}

export function EducationInfoStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'education-info')
  return (
    <QuestionPage {...frame} title={t('educationInfo.title')} fieldErrors={fieldErrors}>
      <p>{t('educationInfo.text1')}</p>
      <ul>
        <li>{t('educationInfo.item1')}</li>
        <li>{t('educationInfo.item2')}</li>
        <li>{t('educationInfo.item3')}</li>
      </ul>
      <p>{t('educationInfo.text2')}</p>
      <CheckboxField
        id={fieldId('educationInfoAccepted')}
        label={t('educationInfo.accept')}
        checked={answers.educationInfoAccepted}
        onChange={(checked) => change({ educationInfoAccepted: checked })}
        error={errorOf('educationInfoAccepted')}
        required
      />
    </QuestionPage>
  )
}

export function MessageStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'message')
  const left = MESSAGE_MAX_LENGTH - answers.messageToBoard.length
  return (
    <QuestionPage {...frame} title={t('message.title')} fieldErrors={fieldErrors}>
      <FieldShell
        id={fieldId('messageToBoard')}
        label={t('message.label')}
        hint={t('message.hint', { max: MESSAGE_MAX_LENGTH })}
        error={errorOf('messageToBoard')}
      >
        {(control) => (
          <textarea
            className={styles.textarea}
            value={answers.messageToBoard}
            onChange={(event) => change({ messageToBoard: event.currentTarget.value })}
            rows={6}
            {...control}
          />
        )}
      </FieldShell>
      <p className={left < 0 ? styles.error : styles.muted} data-testid="message-left">
        {left < 0 ? t('message.tooMany', { count: -left }) : t('message.left', { count: left })}
      </p>
    </QuestionPage>
  )
}
