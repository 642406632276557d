import { useSelector } from '@xstate/react'
import { useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { companyReviewMachine } from '../../../../machines/application/company-review.machine'
import type { ReviewStep } from '../../../../machines/application/company-review.steps'
import { approveRefusal } from '../../../../machines/application/company-review.rules'
import {
  selectAnswers,
  selectBusy,
  selectCanDelete,
  selectCanDeny,
  selectCanSave,
  selectConfirmingApprove,
  selectConfirmingDelete,
  selectConfirmingDeny,
  selectFormError,
  selectHasUnsavedChanges,
  selectJustSaved,
  selectMissingForApproval,
  type CompanyReviewSnapshot,
} from '../../../../machines/application/company-review.selectors'
import { MESSAGE_MAX_LENGTH } from '../../../../machines/application/application-rules'
import backLinkStyles from '../../ui/back-link/back-link.module.css'
import { Button } from '../../ui/button/button'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { Page } from '../../ui/page/page'
import styles from './company-application.module.css'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { useErrorText } from '../../wizard/use-error-text'
import { NS } from './texts'

export type ReviewActor = ActorRefFrom<typeof companyReviewMachine>

/** Which review page holds each field §4 requires for approval (the "missing" list links there). */
const FIELD_STEP: Record<string, ReviewStep> = {
  firstName: 'name-and-profession',
  lastName: 'name-and-profession',
  professionId: 'name-and-profession',
  email: 'personal-data',
  mobilephone: 'personal-data',
  address1: 'personal-data',
  zip: 'personal-data',
  city: 'personal-data',
  country: 'personal-data',
  instructorId: 'workplace-and-instructor',
  employmentTypeId: 'employment',
  employmentDate: 'employment',
}

const selectRefusal = (s: CompanyReviewSnapshot) => approveRefusal(s.context)

export interface ReviewDecisionProps {
  actor: ReviewActor
  /** The apprentice's name, for the dialogs. */
  apprenticeName: string
  readOnly: boolean
  stateName: string
  /** Check-your-answers list of everything (with Change links when editable). */
  summary: ReactNode
  /** Link back to the received applications. */
  listLink: ReactNode
  onBack: () => void
}

/**
 * The review's last page (§4): save, approve, deny, delete. Approve stays disabled, with the reason
 * beside it, until the application is submittable and saved after the last change; deny asks for an
 * optional motivation that the apprentice and the board see; delete is irreversible and asks first,
 * naming the apprentice, and answers the §8 message when the user may not delete.
 */
export function ReviewDecision({
  actor,
  apprenticeName,
  readOnly,
  stateName,
  summary,
  listLink,
  onBack,
}: ReviewDecisionProps) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const answers = useSelector(actor, selectAnswers)
  const formError = useSelector(actor, selectFormError)
  const busy = useSelector(actor, selectBusy)
  const canSave = useSelector(actor, selectCanSave)
  const canDeny = useSelector(actor, selectCanDeny)
  const canDelete = useSelector(actor, selectCanDelete)
  const confirmingDeny = useSelector(actor, selectConfirmingDeny)
  const confirmingDelete = useSelector(actor, selectConfirmingDelete)
  const confirmingApprove = useSelector(actor, selectConfirmingApprove)
  const justSaved = useSelector(actor, selectJustSaved)
  const unsaved = useSelector(actor, selectHasUnsavedChanges)
  const refusal = useSelector(actor, selectRefusal)
  const missing = useSelector(actor, selectMissingForApproval)
  const saving = useSelector(
    actor,
    (s: CompanyReviewSnapshot) =>
      s.hasTag('busy') && !selectConfirmingDeny(s) && !selectConfirmingDelete(s) && !selectConfirmingApprove(s),
  )
  const motivationRef = useRef<HTMLTextAreaElement>(null)

  const missingFields = missing.filter((field) => FIELD_STEP[field])
  const goto = (step: ReviewStep) => actor.send({ type: 'step.goto', step })
  const outsideDialog = formError !== null && !confirmingDeny
  const fieldMessages = Object.entries(useSelector(actor, (s: CompanyReviewSnapshot) => s.context.errors)).map(
    ([field, value]) => errorText.field(field, value),
  )

  return (
    <div data-testid="wizard" data-step="decision">
      <Page
        title={t('review.decision.title')}
        lead={<span className={styles.progress}>{t('common.progress', { current: 8, total: 8 })}</span>}
        narrow
        before={
          <button type="button" className={backLinkStyles.back} onClick={onBack}>
            {t('common:back')}
          </button>
        }
      >
        {outsideDialog && (
          <div className={styles.errorBox} role="alert" data-testid="review-error">
            <p>{errorText.form(formError)}</p>
            {fieldMessages.length > 0 && (
              <ul>
                {fieldMessages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {readOnly && (
          <div className={styles.infoBox} role="status" data-testid="review-read-only">
            <p>{t('review.readOnly', { state: stateName })}</p>
          </div>
        )}
        <p role="status" className={justSaved ? styles.successBox : undefined} data-testid="save-status">
          {justSaved ? t('review.decision.saved') : unsaved && !readOnly ? t('review.decision.unsaved') : ''}
        </p>

        <h2>{t('review.decision.summaryTitle')}</h2>
        {summary}

        {!readOnly && (
          <section className={styles.decisionGroup} aria-labelledby="decision-approve-title">
            <h2 id="decision-approve-title">{t('review.decision.approveTitle')}</h2>
            <p>{t('review.decision.approveText')}</p>
            <div className={styles.buttonRow}>
              {canSave && (
                <Button
                  variant="secondary"
                  loading={saving}
                  onClick={() => actor.send({ type: 'application.save' })}
                  data-testid="review-save"
                >
                  {t('review.decision.save')}
                </Button>
              )}
              <Button
                onClick={() => actor.send({ type: 'application.approve' })}
                disabled={refusal !== null || busy}
                aria-describedby={refusal ? 'approve-reason' : undefined}
                data-testid="review-approve"
              >
                {t('review.decision.approve')}
              </Button>
            </div>
            {refusal && (
              <div id="approve-reason" className={styles.reason} data-testid="approve-reason">
                <p style={{ margin: 0 }}>{t(`review.decision.refusal.${refusal}`)}</p>
                {refusal === 'notFilledEnough' && missingFields.length > 0 && (
                  <p style={{ margin: 0 }}>{t('review.decision.missing')}</p>
                )}
                {refusal === 'notFilledEnough' && missingFields.length > 0 && (
                  <ul className={styles.missing}>
                    {missingFields.map((field) => (
                      <li key={field}>
                        <button type="button" className={styles.linkButton} onClick={() => goto(FIELD_STEP[field]!)}>
                          {t(`review.fields.${field}`)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </section>
        )}

        {canDeny && !readOnly && (
          <section className={styles.decisionGroup} aria-labelledby="decision-deny-title">
            <h2 id="decision-deny-title">{t('review.decision.denyTitle')}</h2>
            <p>{t('review.decision.denyText')}</p>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => actor.send({ type: 'application.deny' })}
              data-testid="review-deny"
            >
              {t('review.decision.deny')}
            </Button>
          </section>
        )}

        <section className={styles.decisionGroup} aria-labelledby="decision-delete-title">
          <h2 id="decision-delete-title">{t('review.decision.deleteTitle')}</h2>
          <p>{canDelete ? t('review.decision.deleteText') : t('review.decision.deleteNotAllowedText')}</p>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => actor.send({ type: 'application.delete' })}
            data-testid="review-delete"
          >
            {t('review.decision.delete')}
          </Button>
        </section>

        {listLink}
      </Page>

      <Dialog
        open={confirmingDeny}
        onClose={() => actor.send({ type: 'deny.cancel' })}
        role="alertdialog"
        title={t('review.deny.title', { name: apprenticeName })}
        description={t('review.deny.text')}
        closeOnInteractOutside={false}
        initialFocusEl={() => motivationRef.current}
        actions={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'deny.cancel' })}>
              {t('common:cancel')}
            </Button>
            <Button
              onClick={() => actor.send({ type: 'deny.confirm' })}
              loading={busy && confirmingDeny}
              data-testid="deny-confirm"
            >
              {t('review.deny.confirm')}
            </Button>
          </>
        }
      >
        {formError && confirmingDeny && (
          <p className={styles.errorBox} role="alert">
            {errorText.form(formError)}
          </p>
        )}
        <TextAreaField
          ref={motivationRef}
          id="deny-motivation"
          label={t('review.deny.motivationLabel')}
          hint={t('review.deny.motivationHint')}
          value={answers.denyMotivation}
          onChange={(value) => actor.send({ type: 'answers.change', answers: { denyMotivation: value } })}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={5}
        />
      </Dialog>

      {/* Approving is binding (the application goes on to the board): asked first (issue 8 §7). */}
      <ConfirmDialog
        open={confirmingApprove}
        title={t('review.approve.title', { name: apprenticeName })}
        description={t('review.approve.text')}
        confirmLabel={t('review.approve.confirm')}
        onConfirm={() => actor.send({ type: 'approve.confirm' })}
        onCancel={() => actor.send({ type: 'approve.cancel' })}
        busy={busy && confirmingApprove}
      />

      <ConfirmDialog
        open={confirmingDelete}
        title={t('review.delete.title', { name: apprenticeName })}
        description={t('review.delete.text')}
        confirmLabel={t('review.delete.confirm')}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        destructive
        busy={busy && confirmingDelete}
      />
    </div>
  )
}
