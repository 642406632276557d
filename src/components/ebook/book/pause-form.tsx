import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { bookPauseMachine } from '../../../../machines/ebook/book-pause.machine'
import {
  selectAttachmentChange,
  selectAttempt,
  selectDeleteError,
  selectDraft,
  selectDraftErrors,
  selectEditingId,
  selectEditingPause,
  selectFormError,
  selectPauseBeingDeleted,
  selectPauseDeleting,
  selectPauseDialog,
  selectPauseSaving,
} from '../../../../machines/ebook/book-pause.selectors'
import {
  PAUSE_FIELDS,
  type AttachmentChange,
  type PauseErrorField,
  type PauseField,
} from '../../../../machines/ebook/book-pause.steps'
import type { PauseAttachment, Period } from '../../../api/ebook/ebook.schemas'
import { REPORT_TEXT_MAX } from '../../../api/ebook/ebook.schemas'
import { DOCUMENT_ACCEPT } from '../../../domain/application'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { FieldShell } from '../../ui/text-field/field-shell'
import { TextField } from '../../ui/text-field/text-field'
import { useErrorText } from '../../wizard/use-error-text'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * The pause form (add, edit; the dates, the reason and the file of §3 Pause) and the delete
 * confirmation, for those who manage the book's pauses. pause-timeline.tsx shows the list.
 */

const FIELD_ID: Record<PauseErrorField, string> = {
  fromDate: 'pause-from',
  toDate: 'pause-to',
  reason: 'pause-reason',
  attachment: 'pause-attachment',
}

type PauseActor = ActorRefFrom<typeof bookPauseMachine>

/** The pause form (add, edit) and the delete confirmation. */
export function PauseDialogs({
  actor,
  permitted,
  headingFallback,
}: {
  actor: PauseActor
  permitted: Period
  headingFallback: () => HTMLElement | null
}) {
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
  const attachment = useSelector(actor, selectAttachmentChange)
  const editingPause = useSelector(actor, selectEditingPause)

  const fieldError = (field: PauseErrorField) => {
    const error = errors[field]
    return error ? errorText.field(field, error) : null
  }
  const summary = [...PAUSE_FIELDS, 'attachment' as const].flatMap((field) => {
    const text = fieldError(field)
    return text ? [{ field: FIELD_ID[field], message: text }] : []
  })
  const change = (field: PauseField) => (value: string) => actor.send({ type: 'draft.change', field, value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'draft.submit' })
  }
  const deletePeriod = toDelete
    ? t('pauses.period', { from: formatDate(toDelete.fromDate), to: formatDate(toDelete.toDate) })
    : ''

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
          <AttachmentField
            actor={actor}
            change={attachment}
            current={editingPause?.attachment ?? null}
            error={fieldError('attachment')}
            disabled={saving}
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

/** The pause's file: the one it has (kept, or removed on save), or a new one chosen (PDF, JPG, PNG, TIF; ADR 0004). */
function AttachmentField({
  actor,
  change,
  current,
  error,
  disabled,
}: {
  actor: PauseActor
  change: AttachmentChange
  current: PauseAttachment | null
  error: string | null
  disabled: boolean
}) {
  const { t } = useTranslation(NS)
  return (
    <FieldShell label={t('pauses.attachment')} id={FIELD_ID.attachment} hint={t('pauses.attachmentHint')} error={error}>
      {(control) => (
        <div>
          {current && change.kind === 'keep' && (
            <p data-testid="pause-attachment-current">
              {t('pauses.attachmentCurrent', { name: current.fileName })}{' '}
              <Button variant="secondary" onClick={() => actor.send({ type: 'attachment.remove' })} disabled={disabled}>
                {t('pauses.attachmentRemove')}
              </Button>
            </p>
          )}
          {current && change.kind === 'remove' && (
            <p role="status">
              {t('pauses.attachmentRemoved', { name: current.fileName })}{' '}
              <Button variant="secondary" onClick={() => actor.send({ type: 'attachment.keep' })} disabled={disabled}>
                {t('pauses.attachmentKeep')}
              </Button>
            </p>
          )}
          <input
            {...control}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={disabled}
            onChange={(event) =>
              actor.send({ type: 'attachment.choose', file: event.currentTarget.files?.[0] ?? null })
            }
          />
        </div>
      )}
    </FieldShell>
  )
}
