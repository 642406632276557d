import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { bookPauseMachine } from '../../../machines/domain-widgets/book-pause.machine'
import {
  selectAttachmentChange,
  selectAttempt,
  selectDraft,
  selectDraftErrors,
  selectEditingId,
  selectEditingPause,
  selectFormError,
  selectPauseSaving,
} from '../../../machines/domain-widgets/book-pause.selectors'
import {
  PAUSE_FIELDS,
  type AttachmentChange,
  type PauseErrorField,
  type PauseField,
} from '../../../machines/domain-widgets/book-pause.steps'
import type { PauseAttachment, Period } from '../../api/ebook/ebook.schemas'
import { REPORT_TEXT_MAX } from '../../api/ebook/ebook.schemas'
import { DOCUMENT_ACCEPT } from '../../domain/application'
import { Button } from '../ui/button/button'
import { ErrorSummary } from '../ui/error-summary/error-summary'
import { TextAreaField } from '../ui/text-area-field/text-area-field'
import { FieldShell } from '../ui/text-field/field-shell'
import { TextField } from '../ui/text-field/text-field'
import { useErrorText } from '../wizard/use-error-text'
import styles from './domain-widgets.module.css'
import { NS } from './texts'

/**
 * The pause form of §3 Pause (the dates, the reason — §3's one "motivation or reason" —, and the
 * file of ADR 0004), driven by the shared book-pause machine (machines/domain-widgets). The e-book
 * overview shows it in a dialog (ebook/book/pause-dialogs.tsx), the company's "register a pause" page
 * on the page itself (company/pauses/).
 */

const FIELD_ID: Record<PauseErrorField, string> = {
  fromDate: 'pause-from',
  toDate: 'pause-to',
  reason: 'pause-reason',
  attachment: 'pause-attachment',
}

export type PauseActor = ActorRefFrom<typeof bookPauseMachine>

export function PauseForm({
  actor,
  permitted,
  submitLabel,
  onCancel = () => actor.send({ type: 'draft.cancel' }),
}: {
  actor: PauseActor
  permitted: Period
  /** The submit button's words; default "Add" for a new pause, "Save" for an edit. */
  submitLabel?: string
  onCancel?: () => void
}) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const editingId = useSelector(actor, selectEditingId)
  const draft = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectDraftErrors)
  const formError = useSelector(actor, selectFormError)
  const attempt = useSelector(actor, selectAttempt)
  const saving = useSelector(actor, selectPauseSaving)
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

  return (
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
        label={t('pause.from')}
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
        label={t('pause.to')}
        value={draft.toDate}
        onChange={change('toDate')}
        error={fieldError('toDate')}
        min={draft.fromDate || permitted.fromDate}
        max={permitted.toDate}
        required
      />
      <TextAreaField
        id={FIELD_ID.reason}
        label={t('pause.reason')}
        hint={t('pause.reasonHint')}
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
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel ?? (editingId === null ? t('pause.addSubmit') : t('common:save'))}
        </Button>
      </div>
    </form>
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
    <FieldShell label={t('pause.attachment')} id={FIELD_ID.attachment} hint={t('pause.attachmentHint')} error={error}>
      {(control) => (
        <div>
          {current && change.kind === 'keep' && (
            <p data-testid="pause-attachment-current">
              {t('pause.attachmentCurrent', { name: current.fileName })}{' '}
              <Button variant="secondary" onClick={() => actor.send({ type: 'attachment.remove' })} disabled={disabled}>
                {t('pause.attachmentRemove')}
              </Button>
            </p>
          )}
          {current && change.kind === 'remove' && (
            <p role="status">
              {t('pause.attachmentRemoved', { name: current.fileName })}{' '}
              <Button variant="secondary" onClick={() => actor.send({ type: 'attachment.keep' })} disabled={disabled}>
                {t('pause.attachmentKeep')}
              </Button>
            </p>
          )}
          <input
            {...control}
            type="file"
            className={styles.fileInput}
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
