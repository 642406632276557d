import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectBlock,
  selectBusy,
  selectStepProgress,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  selectOffline,
  selectReportId,
  type EbookReportSnapshot,
} from '../../../../machines/ebook/ebook-report.selectors'
import {
  CREATE_STEPS,
  DRAFT_STEPS,
  REPORT_STEPS,
  type ReportField,
  type ReportStep,
} from '../../../../machines/ebook/ebook-report.steps'
import { message } from '../../../api/failure'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { LoadingPage } from '../../wizard/outcome-pages'
import { stepIn, useWizardPage } from '../../wizard/use-wizard-page'
import { InstructorStep, PeriodStep, REPORT_FIELD_IDS, WorkplaceStep, type CreateStepProps } from './create-steps'
import { BackToList, ClosedNotice, PlainPage, ReportLoadFailed, ReportPaused, WithUser } from './flow-pages'
import { QueuedPage } from './outbox-queued'
import { PartsStep, type DraftStepProps } from './parts-step'
import { SummaryStep } from './summary-step'
import styles from './report.module.css'
import { NS } from './texts'
import { useReportFlow } from './use-report-flow'

export interface CreateReportPageProps {
  bookId: number
  /** A create step; the draft's steps only for a draft kept on the device (it has no page of its own yet). */
  urlStep: ReportStep | undefined
  setUrlStep: (step: ReportStep, replace: boolean) => void
}

/** The create steps, and the draft's while it is kept on the device. */
const stepsOf = (offline: boolean): readonly ReportStep[] => (offline ? REPORT_STEPS : CREATE_STEPS)
const selectPageStep = (s: EbookReportSnapshot) => stepIn(stepsOf(s.context.offline), selectCurrentStep(s))

/**
 * /book/{id}/create-overview: a new report's period (one tap for today, yesterday or the day before,
 * or from and to dates), workplace and instructor. The last Continue creates the draft; the flow then
 * goes on at /book/{id}/report/{reportId} with the same snapshot (use-report-flow.ts). Without a
 * connection the draft is made on the device and its steps stay on this page until it is saved and
 * handed to the outbox.
 */
export function CreateReportPage(props: CreateReportPageProps) {
  return <WithUser>{(user) => <CreateFlow {...props} user={user} />}</WithUser>
}

function CreateFlow({ bookId, urlStep, setUrlStep, user }: CreateReportPageProps & { user: CurrentUser }) {
  const { t } = useTranslation(NS)
  const navigate = useNavigate()
  const actor = useReportFlow({ userId: user.id, bookId, reportId: null })
  const screen = useSelector(actor, selectCurrentStep)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const progress = useSelector(actor, selectStepProgress)
  const block = useSelector(actor, selectBlock)
  const reportId = useSelector(actor, selectReportId)
  const offline = useSelector(actor, selectOffline)

  const step = stepIn(stepsOf(offline), screen)
  const page = useWizardPage({
    actor,
    ns: NS,
    step,
    stepOf: selectPageStep,
    urlStep,
    setUrlStep,
    order: REPORT_STEPS,
    errors,
    fieldIds: REPORT_FIELD_IDS,
    formError,
    busy,
  })

  // The draft exists: its page continues the flow (the saved snapshot moved to the report's key).
  const draftStep = stepIn(DRAFT_STEPS, screen)
  useEffect(() => {
    if (draftStep !== null && reportId !== null && !offline) {
      void navigate({
        to: '/book/$id/report/$reportId',
        params: { id: String(bookId), reportId: String(reportId) },
        search: { step: draftStep },
        replace: true,
      })
    }
  }, [draftStep, reportId, offline, bookId, navigate])

  const title = t('title.create')
  if (step === null) {
    switch (screen) {
      case 'closed':
        return (
          <PlainPage stepKey="closed" title={title}>
            {block && <ClosedNotice block={block} />}
            <div className={styles.buttonRow}>
              <BackToList bookId={bookId} />
            </div>
          </PlainPage>
        )
      case 'load-failed':
        return (
          <ReportLoadFailed
            title={title}
            bookId={bookId}
            message={page.errorText.form(formError ?? message('couldNotLoad'))}
            onRetry={() => actor.send({ type: 'load.retry' })}
          />
        )
      case 'paused':
        return <ReportPaused title={title} />
      case 'queued':
        return <QueuedPage bookId={bookId} />
      default:
        return <LoadingPage title={title} />
    }
  }

  const toList = () => void navigate({ to: '/book/$id/report-element', params: { id: String(bookId) } })
  if (step === 'parts' || step === 'summary') {
    const parts = step === 'parts'
    const draftProps: DraftStepProps = {
      actor,
      errorOf: (field) => page.errorOf(field as ReportField),
      frame: {
        ...page.frame,
        stepKey: step,
        caption: progress ? t('common.progress', { current: progress.current, total: progress.total }) : undefined,
        onBack: parts ? toList : page.back,
        backLabel: parts ? t('common.backToList') : undefined,
        continueLabel: parts ? t('common.continue') : t('summary.save'),
      },
    }
    return <div ref={page.focusRoot}>{parts ? <PartsStep {...draftProps} /> : <SummaryStep {...draftProps} />}</div>
  }

  const first = step === 'period'
  const props: CreateStepProps = {
    actor,
    errorOf: (field: ReportField) => page.errorOf(field),
    frame: {
      ...page.frame,
      stepKey: step,
      caption: progress ? t('common.progress', { current: progress.current, total: progress.total }) : undefined,
      onBack: first ? toList : page.back,
      backLabel: first ? t('common.backToList') : undefined,
      continueLabel: t('common.continue'),
    },
  }
  const renderStep = () => {
    switch (step) {
      case 'period':
        return <PeriodStep {...props} />
      case 'workplace':
        return <WorkplaceStep {...props} />
      case 'instructor':
        return <InstructorStep {...props} />
    }
  }
  return <div ref={page.focusRoot}>{renderStep()}</div>
}
