import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../session/inspected-actor'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectApprovalBlocked,
  selectAttempt,
  selectBusy,
  selectCanApprove,
  selectCanModify,
  selectConfirming,
  selectDraft,
  selectEditing,
  selectErrors,
  selectFormError,
  selectModificationPending,
  selectNotice,
  selectQualifyingTime,
} from '../../../machines/qualifying-time/qualifying-time.selectors'
import { MODIFICATION_MONTHS_MAX } from '../../../machines/qualifying-time/qualifying-time.steps'
import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { Button } from '../ui/button/button'
import { ConfirmDialog } from '../ui/dialog/dialog'
import { ErrorSummary } from '../ui/error-summary/error-summary'
import { TextAreaField } from '../ui/text-area-field/text-area-field'
import { TextField } from '../ui/text-field/text-field'
import { toast } from '../ui/toast/toaster'
import { useErrorText } from '../wizard/use-error-text'
import { ForecastCalculation } from './forecast-calculation'
import { apprenticeName, QualifyingTimeFacts } from './qualifying-time-facts'
import { qualifyingTimeFlow, type QualifyingTimeEdges } from './qualifying-time.edge'
import styles from './qualifying-time.module.css'
import { NS } from './texts'

export const FIELD_IDS = { months: 'qt-modification-months', motivation: 'qt-modification-motivation' } as const

/**
 * One qualifying time (machines/qualifying-time): its facts and forecast, and what the viewer may do:
 * approve (asked first; §8's Y4+Y5 text when blocked) and ask for an extension (not while one awaits
 * the region). "Approved" and "sent" only after the server's answer.
 */
export function QualifyingTimeCard({ qt: given }: { qt: QualifyingTime }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const edges = useRef<QualifyingTimeEdges>({ changed: () => {} })
  const machine = useMemo(() => qualifyingTimeFlow(() => edges.current), [])
  const [input] = useState(() => ({ qualifyingTime: given }))
  const actor = useInspectedActorRef(machine, { input })
  const qt = useSelector(actor, selectQualifyingTime)
  const canApprove = useSelector(actor, selectCanApprove)
  const blocked = useSelector(actor, selectApprovalBlocked)
  const canModify = useSelector(actor, selectCanModify)
  const pending = useSelector(actor, selectModificationPending)
  const confirming = useSelector(actor, selectConfirming)
  const editing = useSelector(actor, selectEditing)
  const draft = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const notice = useSelector(actor, selectNotice)
  const attempt = useSelector(actor, selectAttempt)
  const busy = useSelector(actor, selectBusy)
  const name = apprenticeName(qt, t('list.hiddenName'))

  useEffect(() => {
    edges.current = { changed: (what) => toast.success(t(what === 'approved' ? 'approve.done' : 'modification.sent')) }
  }, [t])

  const named = editing
    ? (['months', 'motivation'] as const).flatMap((field) => {
        const message = errors[field]
        return message ? [{ field: FIELD_IDS[field], message: errorText.field(field, message) }] : []
      })
    : []
  const fieldError = (field: 'months' | 'motivation') => {
    const message = errors[field]
    return message ? errorText.field(field, message) : null
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'modification.submit' })
  }
  const titleId = `qualifying-time-${qt.id}-title`

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={`qualifying-time-${qt.id}`}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('page.timeOf', { profession: qt.profession.name, company: qt.company.name })}
      </h2>
      <QualifyingTimeFacts qt={qt} />
      {notice && (
        <p className={styles.successBox} role="status" data-testid="qualifying-time-notice">
          {t(notice === 'approved' ? 'approve.done' : 'modification.sent')}
        </p>
      )}
      {formError && !editing && (
        <p className={styles.errorBox} role="alert" data-testid="qualifying-time-failed" key={attempt}>
          {errorText.form(formError)}
        </p>
      )}
      {blocked && <p className={styles.infoBox}>{t('approve.blockedNote')}</p>}
      {pending && canModify && <p className={styles.infoBox}>{t('modification.pendingNote')}</p>}
      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate data-testid="modification-form">
          <h3 className={styles.sectionTitle}>{t('modification.title')}</h3>
          <p>{t('modification.lead')}</p>
          {named.length > 0 ? (
            <ErrorSummary errors={named} title={formError ? errorText.form(formError) : undefined} focusKey={attempt} />
          ) : (
            formError && (
              <p className={styles.errorBox} role="alert" data-testid="modification-failed">
                {errorText.form(formError)}
              </p>
            )
          )}
          <TextField
            id={FIELD_IDS.months}
            label={t('modification.months', { max: MODIFICATION_MONTHS_MAX })}
            inputMode="numeric"
            value={draft.months}
            error={fieldError('months')}
            required
            onChange={(months) => actor.send({ type: 'modification.change', draft: { months } })}
          />
          <TextAreaField
            id={FIELD_IDS.motivation}
            label={t('modification.motivation')}
            value={draft.motivation}
            error={fieldError('motivation')}
            required
            onChange={(motivation) => actor.send({ type: 'modification.change', draft: { motivation } })}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={busy}>
              {t('modification.submit')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'modification.cancel' })}>
              {t('modification.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        (canApprove || canModify) && (
          <div className={styles.buttons}>
            {canApprove && (
              <Button onClick={() => actor.send({ type: 'approve' })} loading={busy}>
                {t('approve.button')}
              </Button>
            )}
            {canModify && (
              <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'modification.open' })}>
                {t('modification.open')}
              </Button>
            )}
          </div>
        )
      )}
      <ForecastCalculation qt={qt} />
      <ConfirmDialog
        open={confirming}
        title={t('approve.confirmTitle')}
        description={t('approve.confirmText', { name, profession: qt.profession.name })}
        confirmLabel={t('approve.confirmAccept')}
        busy={busy}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </section>
  )
}
