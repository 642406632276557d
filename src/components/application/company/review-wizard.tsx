import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MESSAGE_MAX_LENGTH } from '../../../../machines/application/application-rules'
import { companyReviewMachine } from '../../../../machines/application/company-review.machine'
import {
  REVIEW_STEPS,
  type ReviewAnswers,
  type ReviewField,
  type ReviewOutcome,
  type ReviewStep,
} from '../../../../machines/application/company-review.steps'
import {
  selectAnswers,
  selectApplication,
  selectBusy,
  selectCourses,
  selectCurrentStep,
  selectDocuments,
  selectErrors,
  selectFormError,
  selectInstructorOptions,
  selectPersistable,
  selectReadOnly,
  selectStepIndex,
  selectWorkplaces,
} from '../../../../machines/application/company-review.selectors'
import type { CurrentUser, Person } from '../../../api/shell/user.schemas'
import { effectiveStartDate, hasRequiredDocuments } from '../../../domain/application'
import { isoDay } from '../../../domain/dates'
import { formatDate, formatPersonalNumber, formatPhone } from '../../../domain/format'
import { usePageFocus, WizardFrame } from '../../wizard/wizard-frame'
import { Button, buttonClassName } from '../../ui/button/button'
import type { FieldError } from '../../ui/error-summary/error-summary'
import { RadioGroupField } from '../../ui/radio-group-field/radio-group-field'
import { SelectField } from '../../ui/select-field/select-field'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { companyReviewFlow } from './company-review.edge'
import styles from './company-application.module.css'
import { PausedPage, WithUserAndReference } from './flow-pages'
import { DonePage, LoadFailedPage, LoadingPage } from '../../wizard/outcome-pages'
import { DocumentList } from './document-list'
import { EmploymentFields } from './employment-fields'
import { InstructorChoice } from './instructor-choice'
import { ReviewDecision } from './review-decision'
import { useStateName } from './state-name'
import { SummaryList, type SummaryRow } from './summary-list'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { useErrorText } from '../../wizard/use-error-text'
import { NS } from './texts'
import { usePauseOnLogout } from '../../wizard/use-pause-on-logout'
import { flowKey, storedContext, useSavedFlow, type SavedFlow } from '../../wizard/use-saved-flow'
import type { ReferenceData } from './use-reference-data'
import { useStepUrl } from '../../wizard/use-step-url'

export const REVIEW_FIELD_IDS: Record<ReviewField, string> = {
  firstName: 'review-first-name',
  lastName: 'review-last-name',
  professionId: 'review-profession',
  email: 'review-email',
  mobilephone: 'review-mobilephone',
  address1: 'review-address1',
  address2: 'review-address2',
  zip: 'review-zip',
  city: 'review-city',
  country: 'review-country',
  workplaceId: 'review-workplace',
  instructorId: 'review-instructor',
  employmentTypeId: 'review-employment-type',
  employmentDate: 'review-employment-date',
  messageToBoard: 'review-message',
  denyMotivation: 'deny-motivation',
}

/** One company flow's progress: per user, company and application (`new` until the draft exists). */
const companyFlowKey = (flow: 'registration' | 'review', userId: number, companyId: number, applicationId: number | null) =>
  flowKey(`company-${flow}`, userId, companyId, applicationId ?? 'new')

export interface ReviewWizardProps {
  companyId: number
  applicationId: number
  urlStep: string | undefined
  setUrlStep: (step: ReviewStep, replace: boolean) => void
}

/** /company/{id}/applications/{application_id}/review (AdminApplicationStart): the company's 8-step review (§2, §4). */
export function ReviewWizard(props: ReviewWizardProps) {
  const { t } = useTranslation(NS)
  return (
    <WithUserAndReference title={t('review.title')}>
      {/* Another application (a notification opened while here) gets its own flow. */}
      {(user, reference) => <ReviewFlow key={props.applicationId} {...props} user={user} reference={reference} />}
    </WithUserAndReference>
  )
}

function personOf(user: CurrentUser): Person {
  // The token stays out of the machine (its snapshot is stored).
  const { token: _token, ...person } = user
  return person
}

function ReviewFlow({ companyId, applicationId, urlStep, setUrlStep, user, reference }: ReviewWizardProps & { user: CurrentUser; reference: ReferenceData }) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const stateName = useStateName()
  const navigate = useNavigate()

  const edges = useRef({ finished: (_: ReviewOutcome) => {}, saved: () => {} })
  edges.current.finished = (outcome) => {
    toast.success(t(`review.outcome.${outcome}`))
    void navigate({ to: '/company/$id/applications', params: { id: String(companyId) }, replace: true })
  }
  edges.current.saved = () => toast.success(t('common:saved'))
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => companyReviewFlow(() => edges.current), [])
  const saved = useMemo<SavedFlow<typeof companyReviewMachine>>(
    () => ({
      key: companyFlowKey('review', user.id, companyId, applicationId),
      persistable: selectPersistable,
      accepts: (stored) => {
        const context = storedContext(stored)
        return !!context && context.companyId === companyId && context.applicationId === applicationId && typeof context.answers === 'object'
      },
    }),
    [user.id, companyId, applicationId],
  )
  const today = isoDay(new Date())
  const actor = useSavedFlow(
    machine,
    {
      companyId,
      applicationId,
      today,
      professions: reference.professions,
      employmentTypes: reference.employmentTypes,
      newInstructionsAt: reference.newInstructionsAt,
      user: personOf(user),
    },
    saved,
  )

  usePauseOnLogout(actor, { on: 'logout', today })

  const screen = useSelector(actor, selectCurrentStep)
  const application = useSelector(actor, selectApplication)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const readOnly = useSelector(actor, selectReadOnly)
  const stepIndex = useSelector(actor, selectStepIndex)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructorOptions = useSelector(actor, selectInstructorOptions)
  const courses = useSelector(actor, selectCourses)
  const documents = useSelector(actor, selectDocuments)
  const [attempt, setAttempt] = useState(0)

  const step = (REVIEW_STEPS as readonly string[]).includes(screen) ? (screen as ReviewStep) : null
  const sendBack = useCallback(() => {
    actor.send({ type: 'step.back' })
    const now = selectCurrentStep(actor.getSnapshot())
    return (REVIEW_STEPS as readonly string[]).includes(now) ? (now as ReviewStep) : null
  }, [actor])
  const focusRoot = usePageFocus(step ?? 'loading')
  const back = useStepUrl({ step, urlStep, order: REVIEW_STEPS, setUrlStep, sendBack })
  const toList = useCallback(() => void navigate({ to: '/company/$id/applications', params: { id: String(companyId) } }), [navigate, companyId])

  const title = t('review.title')
  const listLink = (
    <Link to="/company/$id/applications" params={{ id: String(companyId) }} className={buttonClassName('secondary')}>
      {t('review.toList')}
    </Link>
  )

  if (step === null || !application) {
    switch (screen) {
      case 'load-failed':
        return (
          <LoadFailedPage
            title={title}
            testId="review-load-failed"
            message={errorText.form(formError ?? 'couldNotLoad')}
            actions={
              <>
                <Button variant="secondary" onClick={() => actor.send({ type: 'load.retry' })}>
                  {t('common.retry')}
                </Button>
                {listLink}
              </>
            }
          />
        )
      case 'paused':
        return <PausedPage title={title} />
      case 'approved':
      case 'denied':
      case 'deleted':
        return (
          <DonePage stepKey={screen} title={title} message={<p>{t(`review.outcome.${screen}`)}</p>} actions={listLink} />
        )
      default:
        return <LoadingPage title={title} />
    }
  }

  const apprenticeName = [application.firstName, application.lastName].filter(Boolean).join(' ') || formatPersonalNumber(application.personalNumber)
  const currentState = stateName(application.stateId)
  const change = (values: Partial<ReviewAnswers>) => actor.send({ type: 'answers.change', answers: values })
  const errorOf = (field: ReviewField) => (errors[field] ? errorText.field(field, errors[field]) : null)
  const summaryErrors: FieldError[] = Object.entries(errors).map(([field, value]) => ({
    field: REVIEW_FIELD_IDS[field as ReviewField] ?? field,
    message: errorText.field(field, value),
  }))
  const professionName = (id: number | null) => reference.professions.find((p) => p.id === id)?.name ?? ''
  const employmentTypeName = (id: number | null) => reference.employmentTypes.find((e) => e.id === id)?.name ?? ''
  const workplaceName = (id: number | null) => workplaces.find((w) => w.id === id)?.name ?? ''
  const instructorName = (id: number | null) => instructorOptions.find((o) => o.id === id)?.name ?? ''
  const startDate = answers.employmentDate ? answers.employmentDate : answers.employmentTypeId !== null ? t('employment.todayValue', { date: effectiveStartDate(null, new Date()) }) : ''
  const goto = (target: ReviewStep) => (readOnly ? undefined : () => actor.send({ type: 'step.goto', step: target }))

  const readOnlyNotice = readOnly ? (
    <div className={styles.infoBox} role="status" data-testid="review-read-only">
      <p>{t('review.readOnly', { state: currentState })}</p>
    </div>
  ) : null
  const frame = {
    stepKey: step,
    fieldErrors: summaryErrors,
    attempt,
    pageError: formError ? errorText.form(formError) : null,
    busy,
    lead: (
      <span className={styles.progress}>
        {t('common.progress', { current: stepIndex + 1, total: REVIEW_STEPS.length })} · {apprenticeName}
      </span>
    ),
    onBack: stepIndex > 0 ? back : toList,
    backLabel: stepIndex > 0 ? undefined : t('review.backToList'),
    continueLabel: t('common.continue'),
    secondary:
      step === 'decision' ? undefined : (
        <Button variant="secondary" onClick={() => actor.send({ type: 'step.goto', step: 'decision' })}>
          {t('review.toDecision')}
        </Button>
      ),
    onContinue: () => {
      setAttempt((n) => n + 1)
      actor.send({ type: 'step.continue' })
    },
  }

  const nameRows: SummaryRow[] = [
    { key: 'firstName', label: t('review.fields.firstName'), value: answers.firstName },
    { key: 'lastName', label: t('review.fields.lastName'), value: answers.lastName },
    { key: 'personalNumber', label: t('review.fields.personalNumber'), value: formatPersonalNumber(application.personalNumber) },
    { key: 'professionId', label: t('review.fields.professionId'), value: professionName(answers.professionId) },
  ]
  const personalRows: SummaryRow[] = [
    { key: 'email', label: t('review.fields.email'), value: answers.email },
    { key: 'mobilephone', label: t('review.fields.mobilephone'), value: formatPhone(answers.mobilephone) },
    { key: 'address', label: t('review.fields.address'), value: [answers.address1, answers.address2, `${answers.zip} ${answers.city}`.trim(), answers.country].filter(Boolean).join('\n') },
  ]
  const workRows: SummaryRow[] = [
    { key: 'workplaceId', label: t('review.fields.workplaceId'), value: workplaceName(answers.workplaceId) },
    { key: 'instructorId', label: t('review.fields.instructorId'), value: instructorName(answers.instructorId) },
  ]
  const employmentRows: SummaryRow[] = [
    { key: 'employmentTypeId', label: t('review.fields.employmentTypeId'), value: employmentTypeName(answers.employmentTypeId) },
    { key: 'employmentDate', label: t('review.fields.employmentDate'), value: startDate },
  ]

  // The steps share one focus root: a new step's heading takes focus (not the first step's).
  const renderStep = () => {
  switch (step) {
    case 'name-and-profession':
      return (
        <WizardFrame {...frame} title={t('review.name.title')}>
          {readOnlyNotice}
          {application.transferRequest && (
            <p className={styles.infoBox} data-testid="review-transfer">
              {t('review.transfer')}
            </p>
          )}
          {application.denyMotivation && (
            <div className={styles.warningBox}>
              <p>{t('review.previousDenial', { motivation: application.denyMotivation })}</p>
            </div>
          )}
          {readOnly ? (
            <SummaryList rows={nameRows} />
          ) : (
            <>
              <p>
                {t('review.fields.personalNumber')}: <strong>{formatPersonalNumber(application.personalNumber) || '–'}</strong>
              </p>
              <TextField id={REVIEW_FIELD_IDS.firstName} label={t('review.fields.firstName')} value={answers.firstName} onChange={(v) => change({ firstName: v })} error={errorOf('firstName')} autoComplete="off" required />
              <TextField id={REVIEW_FIELD_IDS.lastName} label={t('review.fields.lastName')} value={answers.lastName} onChange={(v) => change({ lastName: v })} error={errorOf('lastName')} autoComplete="off" required />
              <SelectField
                id={REVIEW_FIELD_IDS.professionId}
                label={t('review.fields.professionId')}
                placeholder={t('common.choose')}
                value={answers.professionId === null ? '' : String(answers.professionId)}
                onChange={(v) => change({ professionId: v === '' ? null : Number(v) })}
                options={reference.professions.map((p) => ({ value: String(p.id), label: p.name }))}
                error={errorOf('professionId')}
                required
              />
            </>
          )}
        </WizardFrame>
      )
    case 'grades-and-certificates':
      return (
        <WizardFrame {...frame} title={t('review.documents.title')}>
          {readOnlyNotice}
          <p>{t('review.documents.text')}</p>
          {!hasRequiredDocuments(application) && <p className={styles.warningBox}>{t('review.documents.missingRequired')}</p>}
          <DocumentList documents={documents} />
        </WizardFrame>
      )
    case 'courses': {
      const confirmed = courses.filter((c) => application.confirmedCourseIds.includes(c.id))
      const unknown = application.confirmedCourseIds.filter((id) => !courses.some((c) => c.id === id))
      const approvedCourses = application.hasApprovedCourses === null ? t('common.notAnswered') : application.hasApprovedCourses ? t('common:yes') : t('common:no')
      return (
        <WizardFrame {...frame} title={t('review.courses.title')}>
          {readOnlyNotice}
          <p>
            {t('review.courses.hasApproved')}: <strong>{approvedCourses}</strong>
          </p>
          {busy ? (
            <LoadingState />
          ) : confirmed.length + unknown.length === 0 ? (
            <p className={styles.muted}>{t('review.courses.none')}</p>
          ) : (
            <ul className={styles.courses} data-testid="confirmed-courses">
              {confirmed.map((course) => (
                <li key={course.id}>
                  {course.name}
                  {course.mandatory && <span className={styles.muted}> ({t('review.courses.mandatory')})</span>}
                </li>
              ))}
              {unknown.map((id) => (
                <li key={id}>{t('review.courses.unknown', { id })}</li>
              ))}
            </ul>
          )}
        </WizardFrame>
      )
    }
    case 'personal-data':
      return (
        <WizardFrame {...frame} title={t('review.personal.title')}>
          {readOnlyNotice}
          {readOnly ? (
            <SummaryList rows={personalRows} />
          ) : (
            <>
              <TextField id={REVIEW_FIELD_IDS.email} type="email" label={t('review.fields.email')} value={answers.email} onChange={(v) => change({ email: v })} error={errorOf('email')} autoComplete="off" spellCheck={false} required />
              <TextField id={REVIEW_FIELD_IDS.mobilephone} type="tel" inputMode="tel" label={t('review.fields.mobilephone')} value={answers.mobilephone} onChange={(v) => change({ mobilephone: v })} error={errorOf('mobilephone')} autoComplete="off" required />
              <TextField id={REVIEW_FIELD_IDS.address1} label={t('review.fields.address1')} value={answers.address1} onChange={(v) => change({ address1: v })} error={errorOf('address1')} autoComplete="off" required />
              <TextField id={REVIEW_FIELD_IDS.address2} label={t('review.fields.address2')} value={answers.address2} onChange={(v) => change({ address2: v })} error={errorOf('address2')} autoComplete="off" />
              <TextField id={REVIEW_FIELD_IDS.zip} label={t('review.fields.zip')} value={answers.zip} onChange={(v) => change({ zip: v })} error={errorOf('zip')} autoComplete="off" inputMode="numeric" required />
              <TextField id={REVIEW_FIELD_IDS.city} label={t('review.fields.city')} value={answers.city} onChange={(v) => change({ city: v })} error={errorOf('city')} autoComplete="off" required />
              <TextField id={REVIEW_FIELD_IDS.country} label={t('review.fields.country')} value={answers.country} onChange={(v) => change({ country: v })} error={errorOf('country')} autoComplete="off" required />
            </>
          )}
        </WizardFrame>
      )
    case 'workplace-and-instructor':
      return (
        <WizardFrame {...frame} title={t('review.work.title')}>
          {readOnlyNotice}
          {readOnly ? (
            <SummaryList rows={workRows} />
          ) : (
            <>
              {workplaces.length === 0 ? (
                <p className={styles.warningBox}>{t('registration.workplace.none')}</p>
              ) : (
                <RadioGroupField
                  id={REVIEW_FIELD_IDS.workplaceId}
                  label={t('review.fields.workplaceId')}
                  value={answers.workplaceId === null ? null : String(answers.workplaceId)}
                  onChange={(v) => change({ workplaceId: Number(v) })}
                  options={workplaces.map((w) => ({ value: String(w.id), label: [w.name, [w.address1, w.city].filter(Boolean).join(', ')].filter(Boolean).join(' – ') }))}
                  error={errorOf('workplaceId')}
                  required
                />
              )}
              <InstructorChoice
                id={REVIEW_FIELD_IDS.instructorId}
                options={instructorOptions}
                value={answers.instructorId}
                onChange={(instructorId) => change({ instructorId })}
                error={errorOf('instructorId')}
              />
            </>
          )}
        </WizardFrame>
      )
    case 'employment':
      return (
        <WizardFrame {...frame} title={t('review.employment.title')}>
          {readOnlyNotice}
          {readOnly ? (
            <SummaryList rows={employmentRows} />
          ) : (
            <EmploymentFields
              ids={{ employmentTypeId: REVIEW_FIELD_IDS.employmentTypeId, employmentDate: REVIEW_FIELD_IDS.employmentDate }}
              employmentTypes={reference.employmentTypes}
              employmentTypeId={answers.employmentTypeId}
              employmentDate={answers.employmentDate}
              today={today}
              onChange={change}
              errors={{ employmentTypeId: errorOf('employmentTypeId'), employmentDate: errorOf('employmentDate') }}
            />
          )}
        </WizardFrame>
      )
    case 'message':
      return (
        <WizardFrame {...frame} title={t('review.message.title')}>
          {readOnlyNotice}
          {readOnly ? (
            <SummaryList rows={[{ key: 'messageToBoard', label: t('review.fields.messageToBoard'), value: answers.messageToBoard }]} />
          ) : (
            <TextAreaField
              id={REVIEW_FIELD_IDS.messageToBoard}
              label={t('review.fields.messageToBoard')}
              hint={t('review.message.hint', { max: MESSAGE_MAX_LENGTH })}
              value={answers.messageToBoard}
              onChange={(v) => change({ messageToBoard: v })}
              error={errorOf('messageToBoard')}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={6}
            />
          )}
        </WizardFrame>
      )
    case 'decision': {
      const withChange = (rows: SummaryRow[], target: ReviewStep) => rows.map((row) => (row.key === 'personalNumber' ? row : { ...row, onChange: goto(target) }))
      const rows: SummaryRow[] = [
        ...withChange(nameRows, 'name-and-profession'),
        {
          key: 'documents',
          label: t('review.documents.title'),
          value: documents.map((d) => d.fileName).join('\n'),
        },
        ...withChange(personalRows, 'personal-data'),
        ...withChange(workRows, 'workplace-and-instructor'),
        ...withChange(employmentRows, 'employment'),
        ...withChange([{ key: 'messageToBoard', label: t('review.fields.messageToBoard'), value: answers.messageToBoard }], 'message'),
        { key: 'updatedAt', label: t('review.fields.updatedAt'), value: formatDate(application.updatedAt, { time: true }) },
      ]
      return (
        <ReviewDecision
          actor={actor}
          apprenticeName={apprenticeName}
          readOnly={readOnly}
          stateName={currentState}
          summary={<SummaryList rows={rows} testId="review-summary" />}
          listLink={listLink}
          onBack={back}
        />
      )
    }
  }
  }
  return <div ref={focusRoot}>{renderStep()}</div>
}
