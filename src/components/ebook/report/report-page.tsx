import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectBlock,
  selectBook,
  selectBusy,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  selectJustSaved,
  selectReport,
  selectStepProgress,
  type EbookReportSnapshot,
} from '../../../../machines/ebook/ebook-report.selectors'
import { DRAFT_STEPS, type DraftStep, type ReportField } from '../../../../machines/ebook/ebook-report.steps'
import { message } from '../../../api/failure'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { LoadingPage } from '../../wizard/outcome-pages'
import { stepIn, useWizardPage } from '../../wizard/use-wizard-page'
import { REPORT_FIELD_IDS } from './create-steps'
import {
  BackToBook,
  BackToList,
  ClosedNotice,
  PlainPage,
  RatedParts,
  ReportFacts,
  ReportLoadFailed,
  ReportPaused,
  WithUser,
  periodText,
} from './flow-pages'
import { PartsStep, type DraftStepProps } from './parts-step'
import styles from './report.module.css'
import { SummaryStep } from './summary-step'
import { NS } from './texts'
import { QueuedPage } from './outbox-queued'
import { useReportFlow, type ReportActor } from './use-report-flow'

export interface ReportPageProps {
  bookId: number
  reportId: number
  urlStep: DraftStep | undefined
  setUrlStep: (step: DraftStep, replace: boolean) => void
}

const selectDraftStep = (s: EbookReportSnapshot) => stepIn(DRAFT_STEPS, selectCurrentStep(s))
type Errors = ReturnType<typeof selectErrors>
/**
 * The flow sets its errors anew when it opens the rating modal or moves on; the same messages do
 * not render the page again (opening the modal renders only the modal, bench-ebook.ts).
 */
function sameErrors(a: Errors, b: Errors): boolean {
  if (a === b) return true
  const keys = Object.keys(a) as Array<keyof Errors>
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * /book/{id}/report/{reportId} (EbookReportNew): a draft's element parts and ratings, then its
 * comment, place and date and Save; a saved report (or a draft of a book closed for reporting) is
 * shown read-only.
 */
export function ReportPage(props: ReportPageProps) {
  return <WithUser>{(user) => <ReportFlow {...props} user={user} />}</WithUser>
}

/** A saved report, or a draft that can no longer be continued: what it reports, nothing to change. */
function ReadOnlyReport({ actor, bookId, stepKey }: { actor: ReportActor; bookId: number; stepKey: string }) {
  const { t } = useTranslation(NS)
  const report = useSelector(actor, selectReport)
  const book = useSelector(actor, selectBook)
  const justSaved = useSelector(actor, selectJustSaved)
  const block = useSelector(actor, selectBlock)
  const saved = report?.state === 'saved'
  return (
    <PlainPage stepKey={stepKey} title={report ? t('report.title', { period: periodText(report) }) : t('title.report')}>
      {justSaved && (
        <div className={styles.successBox} role="status" data-testid="report-saved">
          <p>{t('report.savedNotice')}</p>
        </div>
      )}
      {!saved && block && <ClosedNotice block={block} />}
      {report && (
        <>
          <p>
            <span
              className={[styles.tag, saved ? styles.tagSaved : styles.tagDraft].join(' ')}
              data-testid="report-state"
            >
              {saved ? t('report.saved', { date: (report.savedAt ?? report.date).slice(0, 10) }) : t('report.draft')}
            </span>
          </p>
          {saved && !justSaved && <p className={styles.muted}>{t('report.readOnly')}</p>}
          <ReportFacts report={report} book={book} full />
          <h2 className={styles.sectionTitle}>{t('report.parts')}</h2>
          <RatedParts report={report} book={book} />
        </>
      )}
      <div className={styles.buttonRow}>
        <BackToList bookId={bookId} variant={justSaved ? 'primary' : 'secondary'} />
        <BackToBook bookId={bookId} />
      </div>
    </PlainPage>
  )
}

function ReportFlow({ bookId, reportId, urlStep, setUrlStep, user }: ReportPageProps & { user: CurrentUser }) {
  const { t } = useTranslation(NS)
  const navigate = useNavigate()
  const actor = useReportFlow({ userId: user.id, bookId, reportId })
  const screen = useSelector(actor, selectCurrentStep)
  const errors = useSelector(actor, selectErrors, sameErrors)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const progress = useSelector(actor, selectStepProgress)

  const step = stepIn(DRAFT_STEPS, screen)
  const page = useWizardPage({
    actor,
    ns: NS,
    step,
    stepOf: selectDraftStep,
    urlStep,
    setUrlStep,
    order: DRAFT_STEPS,
    errors,
    fieldIds: REPORT_FIELD_IDS,
    formError,
    busy,
  })

  const title = t('title.report')
  if (step === null) {
    const content = () => {
      switch (screen) {
        case 'read-only':
        case 'closed':
          return <ReadOnlyReport actor={actor} bookId={bookId} stepKey={screen} />
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
          // The connection went on this page: the outbox finishes the report.
          return <QueuedPage bookId={bookId} />
        default:
          // Loading, and the moment after a delete before the list opens.
          return <LoadingPage title={title} />
      }
    }
    return <div ref={page.focusRoot}>{content()}</div>
  }

  const first = step === 'parts'
  const props: DraftStepProps = {
    actor,
    errorOf: (field) => page.errorOf(field as ReportField),
    frame: {
      ...page.frame,
      stepKey: step,
      caption: progress ? t('common.progress', { current: progress.current, total: progress.total }) : undefined,
      onBack: first
        ? () => void navigate({ to: '/book/$id/report-element', params: { id: String(bookId) } })
        : page.back,
      backLabel: first ? t('common.backToList') : undefined,
      continueLabel: first ? t('common.continue') : t('summary.save'),
    },
  }
  return <div ref={page.focusRoot}>{first ? <PartsStep {...props} /> : <SummaryStep {...props} />}</div>
}
