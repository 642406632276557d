import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  ApplicantPerson,
  ApprenticeApplicationInput,
  ApprenticeScreen,
} from '../../../machines/application/apprentice-application.steps'
import {
  selectApplicationId,
  selectBusy,
  selectCanGoBack,
  selectCompanyFound,
  selectCurrentStep,
  selectDenyMotivation,
  selectEmailAwaitsCode,
  selectFormError,
  selectPhoneAwaitsCode,
  selectStepIndex,
  selectStepTotal,
} from '../../../machines/application/apprentice-application.selectors'
import type { Profession } from '../../api/shell/baselists.schemas'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { UploadStore } from './application-actors'
import { apprenticeApplicationFlow } from './apprentice-application.edge'
import { useErrorText } from '../wizard/use-error-text'
import { AddressStep } from './steps/address-step'
import { ApprovedCoursesStep } from './steps/approved-courses-step'
import { CompanyStep } from './steps/company-step'
import { CoursesStep } from './steps/courses-step'
import { DepartmentStep } from './steps/department-step'
import { EducationInfoStep } from './steps/education-info-step'
import { EmailStep } from './steps/email-step'
import { MachineOrientationStep } from './steps/machine-orientation-step'
import { MessageStep } from './steps/message-step'
import { PhoneStep } from './steps/phone-step'
import { PrivacyStep } from './steps/privacy-step'
import { ProfessionStep } from './steps/profession-step'
import { TransferStep } from './steps/transfer-step'
import { WelcomeStep } from './steps/welcome-step'
import { ContinueOrNewPage, DraftListPage } from './draft-list'
import { DocumentsStep } from './documents-step'
import { LoadFailedPage, LoadingPage, PausedPage, ReadOnlyPage, ThanksPage } from './outcome-pages'
import { usePageFocus } from '../wizard/wizard-frame'
import { ReviewStep } from './review-step'
import { apprenticeSavedFlow, type FlowIdentity } from './apprentice-progress'
import { usePauseOnLogout } from '../wizard/use-pause-on-logout'
import { useSavedFlow } from '../wizard/use-saved-flow'
import { useStepUrl, useStillOnPage } from '../wizard/use-step-url'
import styles from './application.module.css'
import type { StepFrame, StepProps } from './step-props'

export interface UrlTarget {
  applicationId: number | null
  step: ApprenticeScreen
  /** 0-based position among the application's steps (ApplicationStart's setStep); absent around them. */
  setStep?: number
  replace: boolean
  /** The wizard writing the entry (kept in the history entry's state). */
  flowTag?: string
}

export interface ApplicationWizardProps {
  user: CurrentUser
  professions: Profession[]
  identity: FlowIdentity
  routeId: number | null
  urlStep: string | undefined
  /** ApplicationStart's setStep when the wizard starts: the step a loaded application opens at. */
  urlSetStep?: number | undefined
  onNavigate: (target: UrlTarget) => void
  /** The wizard's application got an id (created or chosen): the route follows without a new wizard. */
  onAdopt: (applicationId: number) => void
}

/** Pages with nothing to show in the URL (yet). */
const TRANSIENT: readonly ApprenticeScreen[] = ['loading', 'paused']

export function applicantOf(user: CurrentUser): ApplicantPerson {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    personalNumber: user.personalNumber,
    email: user.email,
    mobilephone: user.mobilephone,
    phoneVerified: user.phoneVerified,
    emailVerified: user.emailVerified,
    address1: user.address1,
    address2: user.address2,
    zip: user.zip,
    city: user.city,
    country: user.country,
  }
}

/** The apprentice's application wizard (§2 Applications), driven by the production machine. */
export function ApplicationWizard({
  user,
  professions,
  identity,
  routeId,
  urlStep,
  urlSetStep,
  onNavigate,
  onAdopt,
}: ApplicationWizardProps) {
  const { t } = useTranslation(['application', 'common'])
  const navigate = useNavigate()
  const errorText = useErrorText('application')
  const [uploads] = useState(() => new UploadStore())

  const machine = useMemo(() => apprenticeApplicationFlow({ uploads, onDraftCreated: onAdopt }), [uploads, onAdopt])
  const [input] = useState<ApprenticeApplicationInput>(() => ({
    applicationId: identity === 'new' ? null : identity,
    person: applicantOf(user),
    isCurrentApprentice: user.apprenticeships.some((a) => a.manuallyEndedDate === null),
    professions,
    startAt: urlSetStep ?? null,
  }))
  // The identity the wizard started with (it adopts its draft's id later without restarting).
  const [startIdentity] = useState(identity)
  const saved = useMemo(() => apprenticeSavedFlow(machine, user.id, startIdentity), [machine, user.id, startIdentity])
  const actor = useSavedFlow(machine, input, saved)
  // A 406 ends the session (the shell logs out and goes home): the wizard pauses first.
  usePauseOnLogout(actor, { on: 'forced-logout' })

  const screen = useSelector(actor, selectCurrentStep)
  const applicationId = useSelector(actor, selectApplicationId)
  const busy = useSelector(actor, selectBusy)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const formError = useSelector(actor, selectFormError)
  const stepIndex = useSelector(actor, selectStepIndex)
  const stepTotal = useSelector(actor, selectStepTotal)
  const phoneCode = useSelector(actor, selectPhoneAwaitsCode)
  const emailCode = useSelector(actor, selectEmailAwaitsCode)
  const companyFound = useSelector(actor, selectCompanyFound)
  const denyMotivation = useSelector(actor, selectDenyMotivation)
  const [attempt, setAttempt] = useState(0)
  const stable = !TRANSIENT.includes(screen)

  const writeUrl = useCallback(
    (step: ApprenticeScreen, replace: boolean) => {
      const snapshot = actor.getSnapshot()
      const id = snapshot.context.applicationId
      if (id !== null) onAdopt(id)
      const index = selectStepIndex(snapshot)
      onNavigate({ applicationId: id, step, setStep: index >= 0 ? index : undefined, replace })
    },
    [actor, onAdopt, onNavigate],
  )
  const sendBack = useCallback(() => {
    actor.send({ type: 'step.back' })
    return selectCurrentStep(actor.getSnapshot())
  }, [actor])
  const back = useStepUrl({ step: stable ? screen : null, urlStep, setUrlStep: writeUrl, sendBack })
  const stillOnPage = useStillOnPage()

  // The URL names the application the wizard is on (a reload continues it).
  useEffect(() => {
    if (stable && applicationId !== null && applicationId !== routeId && urlStep === screen && stillOnPage())
      writeUrl(screen, true)
  }, [stable, applicationId, routeId, urlStep, screen, writeUrl, stillOnPage])

  const leave = useCallback(() => void navigate({ to: '/' }), [navigate])
  // Pages inside one step (the code field, the company found) go back within the step, not in history.
  const backInside = useCallback(() => actor.send({ type: 'step.back' }), [actor])

  const subPage = phoneCode || emailCode ? 'code' : companyFound ? 'found' : ''
  const onBack =
    screen === 'welcome' && !canGoBack
      ? leave
      : (screen === 'phone' && phoneCode) || (screen === 'email' && emailCode) || companyFound
        ? backInside
        : back
  const frame: StepFrame = {
    stepKey: `${screen}:${subPage}`,
    caption: stepIndex >= 0 ? t('application:progress', { current: stepIndex + 1, total: stepTotal }) : undefined,
    onBack,
    backLabel: onBack === leave ? t('common:toStartPage') : undefined,
    attempt,
    pageError: formError && formError.key !== 'incomplete' ? errorText.form(formError) : null,
    notice: denyMotivation ? (
      <div className={styles.warningBox} data-testid="deny-motivation">
        <h2 className={styles.boxTitle}>{t('application:denied.title')}</h2>
        <p>{denyMotivation}</p>
      </div>
    ) : undefined,
    busy,
    onContinue: () => {
      setAttempt((n) => n + 1)
      actor.send({ type: 'step.continue' })
    },
    continueLabel: t('application:continue'),
  }
  const props: StepProps = { actor, frame }
  const focusRoot = usePageFocus(frame.stepKey)

  return <div ref={focusRoot}>{renderScreen(screen, props, uploads)}</div>
}

function renderScreen(screen: ApprenticeScreen, props: StepProps, uploads: UploadStore) {
  const { actor } = props
  switch (screen) {
    case 'loading':
      return <LoadingPage />
    case 'paused':
      return <PausedPage />
    case 'load-failed':
      return <LoadFailedPage actor={actor} />
    case 'read-only':
      return <ReadOnlyPage actor={actor} />
    case 'thanks':
      return <ThanksPage actor={actor} />
    case 'draft-list':
      return <DraftListPage actor={actor} />
    case 'continue-or-new':
      return <ContinueOrNewPage {...props} />
    case 'welcome':
      return <WelcomeStep {...props} />
    case 'transfer':
      return <TransferStep {...props} />
    case 'privacy':
      return <PrivacyStep {...props} />
    case 'address':
      return <AddressStep {...props} />
    case 'phone':
      return <PhoneStep {...props} />
    case 'email':
      return <EmailStep {...props} />
    case 'profession':
      return <ProfessionStep {...props} />
    case 'machine-orientation':
      return <MachineOrientationStep {...props} />
    case 'approved-courses':
      return <ApprovedCoursesStep {...props} />
    case 'company':
      return <CompanyStep {...props} />
    case 'department':
      return <DepartmentStep {...props} />
    case 'documents':
      return <DocumentsStep {...props} uploads={uploads} />
    case 'courses':
      return <CoursesStep {...props} />
    case 'education-info':
      return <EducationInfoStep {...props} />
    case 'message':
      return <MessageStep {...props} />
    case 'review':
      return <ReviewStep {...props} />
  }
}
