import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { companyReviewMachine } from '../../../../machines/application/company-review.machine'
import {
  REVIEW_STEPS,
  type ReviewOutcome,
  type ReviewStep,
} from '../../../../machines/application/company-review.steps'
import {
  selectApplication,
  selectBusy,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  selectPersistable,
  selectReadOnly,
  selectStepIndex,
  type CompanyReviewSnapshot,
} from '../../../../machines/application/company-review.selectors'
import type { CurrentUser, Person } from '../../../api/shell/user.schemas'
import { isoDay } from '../../../domain/dates'
import { formatPersonalNumber } from '../../../domain/format'
import { Button, buttonClassName } from '../../ui/button/button'
import { toast } from '../../ui/toast/toaster'
import { companyReviewFlow } from './company-review.edge'
import styles from './company-application.module.css'
import { LoadFailedPage, PausedPage, WithUser } from './flow-pages'
import { DonePage, LoadingPage } from '../../wizard/outcome-pages'
import {
  CoursesStep,
  DecisionStep,
  EmploymentStep,
  GradesAndCertificatesStep,
  MessageStep,
  NameAndProfessionStep,
  PersonalDataStep,
  REVIEW_FIELD_IDS,
  WorkplaceAndInstructorStep,
  type ReviewStepProps,
} from './review-steps'
import { useStateName } from './state-name'
import { NS } from './texts'
import { usePauseOnLogout } from '../../wizard/use-pause-on-logout'
import { storedContext, useSavedFlow, type SavedFlow } from '../../wizard/use-saved-flow'
import { companyFlowKey } from './company-flow-key'
import type { ReferenceData } from './reference-data'
import { stepIn, useWizardPage } from '../../wizard/use-wizard-page'
import { message } from '../../../api/failure'

export interface ReviewWizardProps {
  companyId: number
  applicationId: number
  urlStep: string | undefined
  setUrlStep: (step: ReviewStep, replace: boolean) => void
  /** From the route's loader. */
  reference: ReferenceData
}

/** /company/{id}/applications/{application_id}/review (AdminApplicationStart): the company's 8-step review (§2, §4). */
export function ReviewWizard(props: ReviewWizardProps) {
  return (
    <WithUser>
      {/* Another application (a notification opened while here) gets its own flow. */}
      {(user) => <ReviewFlow key={props.applicationId} {...props} user={user} />}
    </WithUser>
  )
}

const selectReviewStep = (s: CompanyReviewSnapshot) => stepIn(REVIEW_STEPS, selectCurrentStep(s))

function personOf(user: CurrentUser): Person {
  // The token stays out of the machine (its snapshot is stored).
  const { token: _token, ...person } = user
  return person
}

function ReviewFlow({
  companyId,
  applicationId,
  urlStep,
  setUrlStep,
  user,
  reference,
}: ReviewWizardProps & { user: CurrentUser }) {
  const { t } = useTranslation([NS, 'common'])
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
        return (
          !!context &&
          context.companyId === companyId &&
          context.applicationId === applicationId &&
          typeof context.answers === 'object'
        )
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
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const readOnly = useSelector(actor, selectReadOnly)
  const stepIndex = useSelector(actor, selectStepIndex)

  const step = stepIn(REVIEW_STEPS, screen)
  const page = useWizardPage({
    actor,
    ns: NS,
    step,
    stepOf: selectReviewStep,
    urlStep,
    setUrlStep,
    order: REVIEW_STEPS,
    errors,
    fieldIds: REVIEW_FIELD_IDS,
    formError,
    busy,
  })
  const { back, focusRoot, errorText } = page
  const toList = useCallback(
    () => void navigate({ to: '/company/$id/applications', params: { id: String(companyId) } }),
    [navigate, companyId],
  )

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
            message={errorText.form(formError ?? message('couldNotLoad'))}
            onRetry={() => actor.send({ type: 'load.retry' })}
            link={listLink}
          />
        )
      case 'paused':
        return <PausedPage title={title} />
      case 'approved':
      case 'denied':
      case 'deleted':
        return (
          <DonePage
            stepKey={screen}
            title={title}
            message={<p>{t(`review.outcome.${screen}`)}</p>}
            actions={listLink}
          />
        )
      default:
        return <LoadingPage title={title} />
    }
  }

  const apprenticeName =
    [application.firstName, application.lastName].filter(Boolean).join(' ') ||
    formatPersonalNumber(application.personalNumber)
  const currentState = stateName(application.stateId)

  const readOnlyNotice = readOnly ? (
    <div className={styles.infoBox} role="status" data-testid="review-read-only">
      <p>{t('review.readOnly', { state: currentState })}</p>
    </div>
  ) : null
  const frame = {
    ...page.frame,
    stepKey: step,
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
  }

  const props: ReviewStepProps = { actor, frame, reference, today, application, readOnly, readOnlyNotice }
  // The steps share one focus root: a new step's heading takes focus (not the first step's).
  const renderStep = () => {
    switch (step) {
      case 'name-and-profession':
        return <NameAndProfessionStep {...props} />
      case 'grades-and-certificates':
        return <GradesAndCertificatesStep {...props} />
      case 'courses':
        return <CoursesStep {...props} />
      case 'personal-data':
        return <PersonalDataStep {...props} />
      case 'workplace-and-instructor':
        return <WorkplaceAndInstructorStep {...props} />
      case 'employment':
        return <EmploymentStep {...props} />
      case 'message':
        return <MessageStep {...props} />
      case 'decision':
        return (
          <DecisionStep
            {...props}
            apprenticeName={apprenticeName}
            stateName={currentState}
            listLink={listLink}
            onBack={back}
          />
        )
    }
  }
  return <div ref={focusRoot}>{renderStep()}</div>
}
