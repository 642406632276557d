import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useEffect, useMemo, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PAUSE_FIELDS,
  bookPauseMachine,
  selectAttempt,
  selectDeleteError,
  selectDraft,
  selectDraftErrors,
  selectEditingId,
  selectFormError,
  selectPauseBeingDeleted,
  selectPauseDeleting,
  selectPauseDialog,
  selectPauseSaving,
  selectPauses,
  selectPausesLoadError,
  type PauseChange,
  type PauseField,
} from '../../../../machines/ebook/book-pause.machine'
import type { BookPause, Period } from '../../../api/ebook/ebook.schemas'
import { REPORT_TEXT_MAX } from '../../../api/ebook/ebook.schemas'
import { isoDay } from '../../../domain/dates'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { TextField } from '../../ui/text-field/text-field'
import { useErrorText } from '../../wizard/use-error-text'
import { daysInPeriod, percentAlong } from './book-model'
import { bookPauseFlow, type PauseEdges } from './book-pause.edge'
import styles from './book.module.css'
import { NS } from './texts'

const FIELD_ID: Record<PauseField, string> = { fromDate: 'pause-from', toDate: 'pause-to', reason: 'pause-reason' }

export interface PauseTimelineProps {
  bookId: number
  permitted: Period
  mayManage: boolean
  /** Report periods the page knows (a pause must not overlap one). */
  reports: readonly Period[]
  /** Pauses changed: the page reads the book again. */
  onChanged: (change: PauseChange) => void
  /** The section's heading id (focus goes there when the pause whose button had it is gone). */
  headingId: string
}

/**
 * The book's pauses (§3 Pause: start, end, reason) along the permitted period: a drawing of the period
 * with each pause on it (a picture only) and the same as a list in words. Those who manage pauses
 * (§6: administrator, department administrator, education responsible; the book's
 * `viewer.mayManagePauses`) add, edit and delete them through the book-pause machine.
 */
export function PauseTimeline({ bookId, permitted, mayManage, reports, onChanged, headingId }: PauseTimelineProps) {
  const { t } = useTranslation([NS, 'common'])
  const edges = useRef<PauseEdges>({ changed: () => {} })
  useEffect(() => {
    edges.current.changed = onChanged
  }, [onChanged])
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => bookPauseFlow(() => edges.current), [])
  const actor = useActorRef(machine, { input: { bookId, permitted, mayManage } })
  const pauses = useSelector(actor, selectPauses)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadError = useSelector(actor, selectPausesLoadError)
  const errorText = useErrorText(NS)

  useEffect(() => {
    actor.send({ type: 'reports.known', periods: reports.map((r) => ({ fromDate: r.fromDate, toDate: r.toDate })) })
  }, [actor, reports])

  const today = isoDay(new Date())
  const todayInside = permitted.fromDate <= today && today <= permitted.toDate
  const headingFallback = () => document.getElementById(headingId)

  return (
    <>
      <p>{t('pauses.permitted', { from: formatDate(permitted.fromDate), to: formatDate(permitted.toDate) })}</p>
      <div className={styles.timeline} aria-hidden="true" data-testid="pause-timeline-drawing">
        {pauses.map((pause) => {
          const start = percentAlong(permitted, pause.fromDate)
          const end = percentAlong(permitted, pause.toDate)
          return <span key={pause.id} className={styles.timelinePause} style={{ left: `${start}%`, width: `${Math.max(end - start, 0.5)}%` }} />
        })}
        {todayInside && <span className={styles.timelineToday} style={{ left: `${percentAlong(permitted, today)}%` }} />}
      </div>
      <div className={styles.timelineEnds} aria-hidden="true">
        <span>{formatDate(permitted.fromDate)}</span>
        {todayInside && <span>{t('pauses.todayMark')}</span>}
        <span>{formatDate(permitted.toDate)}</span>
      </div>

      {loading && <LoadingState label={t('pauses.loading')} />}
      {loadError && (
        <div className={styles.errorBox} role="alert">
          <p>{errorText.form(loadError)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'pauses.retry' })}>
            {t('common:tryAgain')}
          </Button>
        </div>
      )}
      {!loading && !loadError && pauses.length === 0 && <EmptyState title={t('pauses.empty')} />}
      {pauses.length > 0 && (
        <ul className={styles.pauseList} aria-label={t('pauses.listLabel')} data-testid="pause-list">
          {pauses.map((pause) => (
            <PauseItem
              key={pause.id}
              pause={pause}
              today={today}
              mayManage={mayManage}
              onEdit={() => actor.send({ type: 'pause.edit', id: pause.id })}
              onDelete={() => actor.send({ type: 'pause.delete', id: pause.id })}
            />
          ))}
        </ul>
      )}
      {mayManage && !loading && !loadError && (
        <div className={styles.buttonRow}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'pause.add' })}>
            {t('pauses.add')}
          </Button>
        </div>
      )}
      {mayManage && <PauseDialogs actor={actor} permitted={permitted} headingFallback={headingFallback} />}
    </>
  )
}

function PauseItem({ pause, today, mayManage, onEdit, onDelete }: { pause: BookPause; today: string; mayManage: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation(NS)
  const period = t('pauses.period', { from: formatDate(pause.fromDate), to: formatDate(pause.toDate) })
  const now = pause.fromDate <= today && today <= pause.toDate
  return (
    <li>
      <div className={styles.pauseText}>
        <p>
          <strong>{period}</strong> <span className={styles.muted}>({t('pauses.days', { count: daysInPeriod(pause.fromDate, pause.toDate) })})</span>
          {now && ' '}
          {now && <span className={[styles.tag, styles.tagDraft].join(' ')}>{t('pauses.now')}</span>}
        </p>
        <p>{pause.reason || t('pauses.noReason')}</p>
      </div>
      {mayManage && (
        <div className={styles.pauseActions}>
          <Button variant="secondary" onClick={onEdit}>
            {t('pauses.edit')}{' '}
            <span className="visually-hidden">{period}</span>
          </Button>
          <Button variant="danger" onClick={onDelete}>
            {t('pauses.delete')}{' '}
            <span className="visually-hidden">{period}</span>
          </Button>
        </div>
      )}
    </li>
  )
}

type PauseActor = ActorRefFrom<typeof bookPauseMachine>

/** The pause form (add, edit) and the delete confirmation. */
function PauseDialogs({ actor, permitted, headingFallback }: { actor: PauseActor; permitted: Period; headingFallback: () => HTMLElement | null }) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const dialog = useSelector(actor, selectPauseDialog)
  const editingId = useSelector(actor, selectEditingId)
  const draft = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectDraftErrors)
  const formError = useSelector(actor, selectFormError)
  const attempt = useSelector(actor, selectAttempt)
  const saving = useSelector(actor, selectPauseSaving)
  const deleting = useSelector(actor, selectPauseDeleting)
  const toDelete = useSelector(actor, selectPauseBeingDeleted)
  const deleteError = useSelector(actor, selectDeleteError)

  const fieldError = (field: PauseField) => {
    const error = errors[field]
    return error ? errorText.field(field, error) : null
  }
  const summary = PAUSE_FIELDS.flatMap((field) => {
    const text = fieldError(field)
    return text ? [{ field: FIELD_ID[field], message: text }] : []
  })
  const change = (field: PauseField) => (value: string) => actor.send({ type: 'draft.change', field, value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'draft.submit' })
  }
  const deletePeriod = toDelete ? t('pauses.period', { from: formatDate(toDelete.fromDate), to: formatDate(toDelete.toDate) }) : ''

  return (
    <>
      <Dialog
        open={dialog === 'form'}
        onClose={() => actor.send({ type: 'draft.cancel' })}
        title={editingId === null ? t('pauses.addTitle') : t('pauses.editTitle')}
        description={t('pauses.formHint', { from: formatDate(permitted.fromDate), to: formatDate(permitted.toDate) })}
        closeOnInteractOutside={false}
        width={480}
        fallbackFocusEl={headingFallback}
      >
        <form onSubmit={submit} noValidate data-testid="pause-form">
          <ErrorSummary errors={summary} focusKey={attempt} />
          {formError && (
            <p className={styles.errorBox} role="alert">
              {errorText.form(formError)}
            </p>
          )}
          <TextField
            id={FIELD_ID.fromDate}
            type="date"
            className={styles.dateInput}
            label={t('pauses.from')}
            value={draft.fromDate}
            onChange={change('fromDate')}
            error={fieldError('fromDate')}
            min={permitted.fromDate}
            max={permitted.toDate}
            required
          />
          <TextField
            id={FIELD_ID.toDate}
            type="date"
            className={styles.dateInput}
            label={t('pauses.to')}
            value={draft.toDate}
            onChange={change('toDate')}
            error={fieldError('toDate')}
            min={draft.fromDate || permitted.fromDate}
            max={permitted.toDate}
            required
          />
          <TextAreaField
            id={FIELD_ID.reason}
            label={t('pauses.reason')}
            hint={t('pauses.reasonHint')}
            value={draft.reason}
            onChange={change('reason')}
            error={fieldError('reason')}
            maxLength={REPORT_TEXT_MAX.reason}
            rows={3}
            required
          />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'draft.cancel' })}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {editingId === null ? t('pauses.addSubmit') : t('common:save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={dialog === 'confirmDelete'}
        title={t('pauses.deleteTitle', { period: deletePeriod })}
        description={
          <>
            {t('pauses.deleteText')}
            {deleteError && (
              <span className={styles.inlineError} role="alert">
                {errorText.form(deleteError)}
              </span>
            )}
          </>
        }
        confirmLabel={t('pauses.deleteConfirm')}
        destructive
        busy={deleting}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        fallbackFocusEl={headingFallback}
      />
    </>
  )
}
