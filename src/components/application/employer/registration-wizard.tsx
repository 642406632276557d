import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { companyRegistrationMachine } from '../../../../machines/application/company-registration.machine'
import { REGISTRATION_STEPS, type RegistrationStep } from '../../../../machines/application/company-registration.steps'
import {
  selectApplicationId,
  selectBusy,
  selectCanGoBack,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  selectPersistable,
  selectStepIndex,
  selectStepTotal,
  type CompanyRegistrationSnapshot,
} from '../../../../machines/application/company-registration.selectors'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { isoDay } from '../../../domain/dates'
import { canSeeApplications } from '../../../domain/roles'
import { Button, buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { toast } from '../../ui/toast/toaster'
import { companyRegistrationFlow } from './company-registration.edge'
import {
  ApprenticePersonalNumberStep,
  DepartmentStep,
  EmailStep,
  EmploymentStep,
  InstructorStep,
  PhoneStep,
  ProfessionStep,
  REGISTRATION_FIELD_IDS,
  WorkplaceStep,
  type RegistrationStepProps,
} from './registration-steps'
import { ReviewStep } from './registration-review-step'
import styles from './company-application.module.css'
import { LoadFailedPage, PausedPage, WithUser } from './flow-pages'
import { DonePage, LoadingPage } from '../../wizard/outcome-pages'
import { useStateName } from './state-name'
import { NS } from './texts'
import { usePauseOnLogout } from '../../wizard/use-pause-on-logout'
import { storedContext, useSavedFlow, type SavedFlow } from '../../wizard/use-saved-flow'
import { companyFlowKey } from './company-flow-key'
import type { ReferenceData } from './reference-data'
import { stepIn, useWizardPage } from '../../wizard/use-wizard-page'
import { message } from '../../../api/failure'

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
  /** From the route's loader. */
  reference: ReferenceData
}

const selectRegistrationStep = (s: CompanyRegistrationSnapshot) => stepIn(REGISTRATION_STEPS, selectCurrentStep(s))

/** /company/{id}/create-applications[/{appid}]: the company/instructor registration wizard (§2, §5). */
export function RegistrationWizard(props: RegistrationWizardProps) {
  return <WithUser>{(user) => <RegistrationFlow {...props} user={user} />}</WithUser>
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
}: RegistrationWizardProps & { user: CurrentUser }) {
  const { t } = useTranslation([NS, 'common'])
  const stateName = useStateName()
  const navigate = useNavigate()
  const mayListApplications = canSeeApplications(user, companyId)

  // The page's edges: the machine is provided once and reads the latest callbacks through this ref.
  const edges = useRef({ onDraftCreated, sent: () => {} })
  edges.current.onDraftCreated = onDraftCreated
  edges.current.sent = () => {
    toast.success(t('registration.createdToast'))
  }
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => companyRegistrationFlow(() => edges.current), [])
  const saved = useMemo<SavedFlow<typeof companyRegistrationMachine>>(
    () => ({
      key: companyFlowKey('registration', user.id, companyId, requestedId),
      keyOf: (s) =>
        companyFlowKey('registration', user.id, companyId, s.context.applicationId ?? s.context.requestedId),
      persistable: selectPersistable,
      accepts: (stored) => {
        const context = storedContext(stored)
        if (!context || context.companyId !== companyId || typeof context.answers !== 'object') return false
        return requestedId === null
          ? context.applicationId === null
          : context.applicationId === requestedId || context.requestedId === requestedId
      },
    }),
    [user.id, companyId, requestedId],
  )
  const today = isoDay(new Date())
  const actor = useSavedFlow(
    machine,
    {
      companyId,
      applicationId: requestedId,
      today,
      professions: reference.professions,
      employmentTypes: reference.employmentTypes,
      newInstructionsAt: reference.newInstructionsAt,
    },
    saved,
  )

  usePauseOnLogout(actor, { on: 'logout', today })

  const screen = useSelector(actor, selectCurrentStep)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const stepIndex = useSelector(actor, selectStepIndex)
  const stepTotal = useSelector(actor, selectStepTotal)
  const applicationId = useSelector(actor, selectApplicationId)
  const stateId = useSelector(actor, (s: CompanyRegistrationSnapshot) => s.context.stateId)

  const step = stepIn(REGISTRATION_STEPS, screen)
  const setUrlStep = useCallback(
    (next: RegistrationStep, replace: boolean) =>
      setUrl({ step: next, applicationId: actor.getSnapshot().context.applicationId }, replace),
    [setUrl, actor],
  )
  const page = useWizardPage({
    actor,
    ns: NS,
    step,
    stepOf: selectRegistrationStep,
    urlStep,
    setUrlStep,
    order: REGISTRATION_STEPS,
    errors,
    fieldIds: REGISTRATION_FIELD_IDS,
    // 'incomplete' is shown on the review page itself, not above it.
    formError: formError && formError.key !== 'incomplete' ? formError : null,
    busy,
  })
  const { back, focusRoot, errorText } = page

  // The draft exists but the URL lost its id (browser back to the first step): put it back.
  useEffect(() => {
    if (step !== null && applicationId !== null && urlAppId !== applicationId) setUrl({ step, applicationId }, true)
  }, [step, applicationId, urlAppId, setUrl])

  // §2 quirk: a failed check of /create-applications/{appid} goes to the start page, not /forbidden.
  useEffect(() => {
    if (screen === 'load-failed' && requestedId !== null && formError?.key === 'noPermission')
      void navigate({ to: '/', replace: true })
  }, [screen, requestedId, formError, navigate])

  const leave = useCallback(() => {
    if (mayListApplications) void navigate({ to: '/company/$id/applications', params: { id: String(companyId) } })
    else void navigate({ to: '/' })
  }, [mayListApplications, navigate, companyId])

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
          <DonePage
            stepKey="thanks"
            title={t('registration.thanks.title')}
            testId="registration-thanks"
            message={<p>{t('registration.thanks.text')}</p>}
            actions={
              <>
                <Button onClick={onRestart} data-testid="register-another">
                  {t('registration.thanks.another')}
                </Button>
                {listLink}
              </>
            }
          >
            <p>{t('registration.thanks.next')}</p>
          </DonePage>
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
            message={errorText.form(formError ?? message('couldNotLoad'))}
            onRetry={() => actor.send({ type: 'load.retry' })}
            link={listLink}
          />
        )
      case 'paused':
        return <PausedPage title={title} />
      default:
        return <LoadingPage title={title} />
    }
  }

  const frame = {
    ...page.frame,
    stepKey: step,
    lead: <span className={styles.progress}>{t('common.progress', { current: stepIndex + 1, total: stepTotal })}</span>,
    onBack: canGoBack ? back : leave,
    backLabel: canGoBack ? undefined : mayListApplications ? t('registration.backToList') : t('common:toStartPage'),
    continueLabel: t('common.continue'),
  }

  const props: RegistrationStepProps = { actor, frame, reference, today }
  // The steps share one focus root: a new step's heading takes focus (not the first step's).
  const renderStep = () => {
    switch (step) {
      case 'apprentice-personal-number':
        return <ApprenticePersonalNumberStep {...props} />
      case 'phone':
        return <PhoneStep {...props} />
      case 'email':
        return <EmailStep {...props} />
      case 'profession':
        return <ProfessionStep {...props} />
      case 'department':
        return <DepartmentStep {...props} />
      case 'workplace':
        return <WorkplaceStep {...props} />
      case 'instructor':
        return <InstructorStep {...props} />
      case 'employment':
        return <EmploymentStep {...props} />
      case 'review':
        return <ReviewStep {...props} />
    }
  }
  return <div ref={focusRoot}>{renderStep()}</div>
}
