import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { companyRegistrationMachine } from '../../../../machines/application/company-registration.machine'
import {
  REGISTRATION_STEPS,
  type RegistrationAnswers,
  type RegistrationField,
  type RegistrationStep,
} from '../../../../machines/application/company-registration.steps'
import {
  selectAnswers,
  selectApplicationId,
  selectBusy,
  selectCanGoBack,
  selectCompany,
  selectCurrentStep,
  selectDepartments,
  selectEffectiveStartDate,
  selectEmploymentTypes,
  selectErrors,
  selectFirstOpenStep,
  selectFormError,
  selectInstructorOptions,
  selectInstructorsFailed,
  selectPersistable,
  selectShownSteps,
  selectStepIndex,
  selectStepTotal,
  selectWorkplaces,
  type CompanyRegistrationSnapshot,
} from '../../../../machines/application/company-registration.selectors'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { isoDay } from '../../../domain/dates'
import { formatPersonalNumber, formatPhone } from '../../../domain/format'
import { canSeeApplications } from '../../../domain/roles'
import { WizardFrame } from '../../wizard/wizard-frame'
import { Button, buttonClassName } from '../../ui/button/button'
import type { FieldError } from '../../ui/error-summary/error-summary'
import { Page } from '../../ui/page/page'
import { RadioGroupField } from '../../ui/radio-group-field/radio-group-field'
import { SelectField } from '../../ui/select-field/select-field'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { registrationActors } from './application-calls'
import styles from './company-application.module.css'
import { LoadFailedPage, PausedPage, WithUserAndReference } from './flow-pages'
import { useSessionResume } from './use-session-resume'
import { EmploymentFields } from './employment-fields'
import { InstructorChoice } from './instructor-choice'
import { useStateName } from './state-name'
import { SummaryList, type SummaryRow } from './summary-list'
import { NS, useErrorTexts } from './texts'
import { parseApplicationId } from './route-params'
import { companyFlowKey, storedContext, useFlowStorage, type FlowStorage } from './use-flow-storage'
import type { ReferenceData } from './use-reference-data'
import { useStepUrl } from '../../wizard/use-step-url'

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

export interface RegistrationWizardProps {
  companyId: number
  /** /create-applications/{appid}: the draft to continue; null for a new registration. */
  requestedId: number | null
  /** The appid the URL shows now (it follows the machine once the draft exists). */
  urlAppId: number | null
  urlStep: string | undefined
  /** Moves the URL: step slug, and the draft id once there is one. */
  setUrl: (target: { step: RegistrationStep; applicationId: number | null }, replace: boolean) => void
  /** The draft was created: the route keeps this wizard mounted while the URL gains its id. */
  onDraftCreated: (applicationId: number) => void
  /** "Register another apprentice" on the thanks page. */
  onRestart: () => void
}

/** /company/{id}/create-applications[/{appid}]: the company/instructor registration wizard (§2, §5). */
export function RegistrationWizard(props: RegistrationWizardProps) {
  const { t } = useTranslation(NS)
  return (
    <WithUserAndReference title={t('registration.title')}>
      {(user, reference) => <RegistrationFlow {...props} user={user} reference={reference} />}
    </WithUserAndReference>
  )
}

function RegistrationFlow({
  companyId,
  requestedId,
  urlAppId,
  urlStep,
  setUrl,
  onDraftCreated,
  onRestart,
  user,
  reference,
}: RegistrationWizardProps & { user: CurrentUser; reference: ReferenceData }) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorTexts()
  const stateName = useStateName()
  const navigate = useNavigate()
  const mayListApplications = canSeeApplications(user, companyId)

  // The machine is provided once; its edges read the latest callbacks through this ref.
  const edges = useRef({ onDraftCreated, sent: () => {} })
  edges.current.onDraftCreated = onDraftCreated
  edges.current.sent = () => toast.success(t('registration.createdToast'))
  const machine = useMemo(
    () =>
      companyRegistrationMachine.provide({
        actors: registrationActors,
        actions: {
          notifyDraftCreated: (_, params) => edges.current.onDraftCreated(params.applicationId),
          registrationSent: () => edges.current.sent(),
          logFailure: (_, params) => console.info(`[company-registration] ${params.what} failed`, params.error),
        },
      }),
    [],
  )
  const storage = useMemo<FlowStorage<typeof companyRegistrationMachine>>(
    () => ({
      initialKey: companyFlowKey('registration', user.id, companyId, requestedId),
      keyOf: (s) => companyFlowKey('registration', user.id, companyId, s.context.applicationId ?? s.context.requestedId),
      persistable: selectPersistable,
      accepts: (stored) => {
        const context = storedContext(stored)
        if (!context || context.companyId !== companyId || typeof context.answers !== 'object') return false
        return requestedId === null ? context.applicationId === null : context.applicationId === requestedId || context.requestedId === requestedId
      },
    }),
    [user.id, companyId, requestedId],
  )
  const today = isoDay(new Date())
  const actor = useFlowStorage(
    machine,
    {
      companyId,
      applicationId: requestedId,
      today,
      professions: reference.professions,
      employmentTypes: reference.employmentTypes,
      newInstructionsAt: reference.newInstructionsAt,
    },
    storage,
  )

  useSessionResume(actor, today)

  const screen = useSelector(actor, selectCurrentStep)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const stepIndex = useSelector(actor, selectStepIndex)
  const stepTotal = useSelector(actor, selectStepTotal)
  const shownSteps = useSelector(actor, selectShownSteps)
  const company = useSelector(actor, selectCompany)
  const departments = useSelector(actor, selectDepartments)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructorOptions = useSelector(actor, selectInstructorOptions)
  const instructorsFailed = useSelector(actor, selectInstructorsFailed)
  const instructorsLoading = useSelector(actor, (s: CompanyRegistrationSnapshot) => s.hasTag('busy') && s.context.instructors === null)
  const employmentTypes = useSelector(actor, selectEmploymentTypes)
  const effectiveStart = useSelector(actor, selectEffectiveStartDate)
  const applicationId = useSelector(actor, selectApplicationId)
  const firstOpen = useSelector(actor, selectFirstOpenStep)
  const stateId = useSelector(actor, (s: CompanyRegistrationSnapshot) => s.context.stateId)
  const [attempt, setAttempt] = useState(0)

  const step = (REGISTRATION_STEPS as readonly string[]).includes(screen) ? (screen as RegistrationStep) : null
  const setUrlStep = useCallback(
    (next: RegistrationStep, replace: boolean) => setUrl({ step: next, applicationId: actor.getSnapshot().context.applicationId }, replace),
    [setUrl, actor],
  )
  const sendBack = useCallback(() => {
    actor.send({ type: 'step.back' })
    const now = selectCurrentStep(actor.getSnapshot())
    return (REGISTRATION_STEPS as readonly string[]).includes(now) ? (now as RegistrationStep) : null
  }, [actor])
  const back = useStepUrl({ step, urlStep, order: REGISTRATION_STEPS, setUrlStep, sendBack })

  // The draft exists but the URL lost its id (browser back to the first step): put it back.
  useEffect(() => {
    if (step !== null && applicationId !== null && urlAppId !== applicationId) setUrl({ step, applicationId }, true)
  }, [step, applicationId, urlAppId, setUrl])

  // §2 quirk: a failed check of /create-applications/{appid} goes to the start page, not /forbidden.
  useEffect(() => {
    if (screen === 'load-failed' && requestedId !== null && formError === 'noPermission') void navigate({ to: '/', replace: true })
  }, [screen, requestedId, formError, navigate])

  const leave = useCallback(() => {
    if (mayListApplications) void navigate({ to: '/company/$id/applications', params: { id: String(companyId) } })
    else void navigate({ to: '/' })
  }, [mayListApplications, navigate, companyId])

  const change = (values: Partial<RegistrationAnswers>) => actor.send({ type: 'answers.change', answers: values })
  const errorOf = (field: RegistrationField) => (errors[field] ? errorText.field(field, errors[field]) : null)
  const summary: FieldError[] = Object.entries(errors).map(([field, value]) => ({
    field: REGISTRATION_FIELD_IDS[field as RegistrationField] ?? field,
    message: errorText.field(field, value),
  }))
  const professionName = (id: number | null) => reference.professions.find((p) => p.id === id)?.name ?? ''
  const title = t('registration.title')
  const listLink = mayListApplications ? (
    <Link to="/company/$id/applications" params={{ id: String(companyId) }} className={buttonClassName('secondary')}>
      {t('registration.toList')}
    </Link>
  ) : (
    <Link to="/" className={buttonClassName('secondary')}>
      {t('common:toStartPage')}
    </Link>
  )

  if (step === null) {
    switch (screen) {
      case 'thanks':
        return (
          <Page title={t('registration.thanks.title')} narrow>
            <div className={styles.successBox} role="status" data-testid="registration-thanks">
              <p>{t('registration.thanks.text')}</p>
            </div>
            <p>{t('registration.thanks.next')}</p>
            <div className={styles.buttonRow}>
              <Button onClick={onRestart} data-testid="register-another">
                {t('registration.thanks.another')}
              </Button>
              {listLink}
            </div>
          </Page>
        )
      case 'read-only':
        return (
          <Page title={title} narrow>
            <div className={styles.infoBox} role="status" data-testid="registration-read-only">
              <p>{t('registration.readOnly', { state: stateId === null ? '' : stateName(stateId) })}</p>
            </div>
            <div className={styles.buttonRow}>
              {mayListApplications && requestedId !== null && (
                <Link
                  to="/company/$id/applications/$application_id/review"
                  params={{ id: String(companyId), application_id: String(requestedId) }}
                  className={buttonClassName('primary')}
                >
                  {t('registration.toReview')}
                </Link>
              )}
              {listLink}
            </div>
          </Page>
        )
      case 'load-failed':
        return (
          <LoadFailedPage
            title={title}
            testId="registration-load-failed"
            message={errorText.form(formError ?? 'couldNotLoad')}
            onRetry={() => actor.send({ type: 'load.retry' })}
            back={listLink}
          />
        )
      case 'paused':
        return <PausedPage title={title} />
      default:
        return (
          <Page title={title} narrow>
            <LoadingState />
          </Page>
        )
    }
  }

  const frame = {
    stepKey: step,
    fieldErrors: summary,
    attempt,
    pageError: formError && formError !== 'incomplete' ? errorText.form(formError) : null,
    busy,
    lead: <span className={styles.progress}>{t('common.progress', { current: stepIndex + 1, total: stepTotal })}</span>,
    onBack: canGoBack ? back : leave,
    backLabel: canGoBack ? undefined : mayListApplications ? t('registration.backToList') : t('common:toStartPage'),
    continueLabel: t('common.continue'),
    onContinue: () => {
      setAttempt((n) => n + 1)
      actor.send({ type: 'step.continue' })
    },
  }

  switch (step) {
    case 'apprentice-personal-number':
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
    case 'phone':
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
    case 'email':
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
    case 'profession':
      return (
        <WizardFrame {...frame} title={t('registration.profession.title')}>
          <SelectField
            id={REGISTRATION_FIELD_IDS.professionId}
            label={t('registration.profession.label')}
            placeholder={t('common.choose')}
            value={answers.professionId === null ? '' : String(answers.professionId)}
            onChange={(value) => change({ professionId: value === '' ? null : Number(value) })}
            options={reference.professions.map((p) => ({ value: String(p.id), label: p.name }))}
            error={errorOf('professionId')}
            required
          />
        </WizardFrame>
      )
    case 'department':
      return (
        <WizardFrame {...frame} title={t('registration.department.title')}>
          <RadioGroupField
            id={REGISTRATION_FIELD_IDS.departmentId}
            label={t('registration.department.label', { company: company?.name ?? '' })}
            value={answers.departmentId === null ? null : String(answers.departmentId)}
            onChange={(value) => change({ departmentId: Number(value) })}
            options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
            error={errorOf('departmentId')}
            required
          />
        </WizardFrame>
      )
    case 'workplace':
      return (
        <WizardFrame {...frame} title={t('registration.workplace.title')}>
          {workplaces.length === 0 ? (
            <p className={styles.warningBox}>{t('registration.workplace.none')}</p>
          ) : (
            <RadioGroupField
              id={REGISTRATION_FIELD_IDS.workplaceId}
              label={t('registration.workplace.label')}
              value={answers.workplaceId === null ? null : String(answers.workplaceId)}
              onChange={(value) => change({ workplaceId: Number(value) })}
              options={workplaces.map((w) => ({ value: String(w.id), label: [w.name, [w.address1, w.city].filter(Boolean).join(', ')].filter(Boolean).join(' – ') }))}
              error={errorOf('workplaceId')}
              required
            />
          )}
        </WizardFrame>
      )
    case 'instructor':
      return (
        <WizardFrame
          {...frame}
          title={t('registration.instructor.title')}
          secondary={
            instructorsFailed ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'instructors.retry' })} data-testid="instructors-retry">
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
    case 'employment':
      return (
        <WizardFrame {...frame} title={t('registration.employment.title')}>
          <EmploymentFields
            ids={{ employmentTypeId: REGISTRATION_FIELD_IDS.employmentTypeId, employmentDate: REGISTRATION_FIELD_IDS.employmentDate }}
            employmentTypes={employmentTypes}
            employmentTypeId={answers.employmentTypeId}
            employmentDate={answers.employmentDate}
            today={today}
            onChange={change}
            errors={{ employmentTypeId: errorOf('employmentTypeId'), employmentDate: errorOf('employmentDate') }}
          />
        </WizardFrame>
      )
    case 'review': {
      const goto = (target: RegistrationStep) => () => actor.send({ type: 'step.goto', step: target })
      const workplace = workplaces.find((w) => w.id === answers.workplaceId)
      const instructor = instructorOptions.find((o) => o.id === answers.instructorId)
      const rows: SummaryRow[] = [
        { key: 'personalNumber', label: t('registration.personalNumber.label'), value: formatPersonalNumber(answers.personalNumber) || answers.personalNumber, onChange: goto('apprentice-personal-number') },
        { key: 'mobilephone', label: t('registration.phone.label'), value: formatPhone(answers.mobilephone), onChange: goto('phone') },
        { key: 'email', label: t('registration.email.label'), value: answers.email, onChange: goto('email') },
        { key: 'profession', label: t('registration.profession.label'), value: professionName(answers.professionId), onChange: goto('profession') },
        ...(shownSteps.includes('department')
          ? [{ key: 'department', label: t('registration.department.short'), value: departments.find((d) => d.id === answers.departmentId)?.name ?? '', onChange: goto('department') }]
          : []),
        { key: 'workplace', label: t('registration.workplace.label'), value: workplace?.name ?? '', onChange: goto('workplace') },
        { key: 'instructor', label: t('instructor.legend'), value: instructor?.name ?? '', onChange: goto('instructor') },
        { key: 'employmentType', label: t('employment.typeLabel'), value: employmentTypes.find((e) => e.id === answers.employmentTypeId)?.name ?? '', onChange: goto('employment') },
        {
          key: 'employmentDate',
          label: t('employment.dateLabel'),
          value: answers.employmentDate ? effectiveStart : t('employment.todayValue', { date: effectiveStart }),
          onChange: goto('employment'),
        },
      ]
      return (
        <WizardFrame {...frame} title={t('registration.review.title')} continueLabel={t('registration.review.submit')}>
          {formError === 'incomplete' && (
            <div className={styles.errorBox} role="alert" data-testid="registration-incomplete">
              <p>{errorText.form('incomplete')}</p>
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
  }
}

export interface RegistrationPageProps {
  companyId: number
  /** The {appid} of /create-applications/{appid}, as the URL has it. */
  appidParam: string | undefined
  urlStep: string | undefined
}

/**
 * Hosts the wizard for both /create-applications and /create-applications/{appid}: one flow stays
 * mounted while its URL gains the id of the draft it created (so Back, the browser's back and a
 * reload all continue the same registration); another id in the URL, or the bare page opened anew
 * (no step: a menu link or "register another"), starts another flow.
 */
export function RegistrationPage({ companyId, appidParam, urlStep }: RegistrationPageProps) {
  const navigate = useNavigate()
  const urlAppId = parseApplicationId(appidParam)
  const created = useRef<number | null>(null)
  const [flow, setFlow] = useState({ key: 0, requestedId: urlAppId })

  useEffect(() => {
    const ownId = created.current ?? flow.requestedId
    if (urlAppId !== null && urlAppId !== ownId) {
      created.current = null
      setFlow((f) => ({ key: f.key + 1, requestedId: urlAppId }))
    } else if (urlAppId === null && urlStep === undefined && ownId !== null) {
      created.current = null
      setFlow((f) => ({ key: f.key + 1, requestedId: null }))
    }
  }, [urlAppId, urlStep, flow.requestedId])

  const setUrl = useCallback(
    ({ step, applicationId }: { step: RegistrationStep; applicationId: number | null }, replace: boolean) => {
      if (applicationId !== null) {
        void navigate({ to: '/company/$id/create-applications/$appid', params: { id: String(companyId), appid: String(applicationId) }, search: { step }, replace })
      } else {
        void navigate({ to: '/company/$id/create-applications', params: { id: String(companyId) }, search: { step }, replace })
      }
    },
    [navigate, companyId],
  )
  const onDraftCreated = useCallback((applicationId: number) => {
    created.current = applicationId
  }, [])
  const onRestart = useCallback(() => {
    void navigate({ to: '/company/$id/create-applications', params: { id: String(companyId) }, search: {} })
  }, [navigate, companyId])

  return (
    <RegistrationWizard
      key={flow.key}
      companyId={companyId}
      requestedId={flow.requestedId}
      urlAppId={urlAppId}
      urlStep={urlStep}
      setUrl={setUrl}
      onDraftCreated={onDraftCreated}
      onRestart={onRestart}
    />
  )
}
