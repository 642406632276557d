import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectDeleteError,
  selectEditingId,
  selectPauseBeingDeleted,
  selectPauseDeleting,
  selectPauseDialog,
} from '../../../../machines/domain-widgets/book-pause.selectors'
import type { Period } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { PauseForm, type PauseActor } from '../../domain-widgets/pause-form'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { useErrorText } from '../../wizard/use-error-text'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * The book's pause form (add, edit; the kit's PauseForm in a dialog) and the delete confirmation,
 * for those who manage the book's pauses. pause-timeline.tsx shows the list.
 */
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
  const deleting = useSelector(actor, selectPauseDeleting)
  const toDelete = useSelector(actor, selectPauseBeingDeleted)
  const deleteError = useSelector(actor, selectDeleteError)
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
        <PauseForm actor={actor} permitted={permitted} />
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
