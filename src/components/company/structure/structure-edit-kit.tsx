import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { structureEditMachine } from '../../../../machines/company/structure-edit.machine'
import {
  selectAskingDelete,
  selectAttempt,
  selectDeleteError,
  selectDeleting,
  selectDraft,
  selectFieldErrors,
  selectFormError,
  selectSaving,
} from '../../../../machines/company/structure-edit.selectors'
import type { StructureEditInput, StructureValue } from '../../../../machines/company/structure-edit.steps'
import type { FailureRules } from '../../../api/failure'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import type { StructureLoad } from './structure-load'
import styles from './structure.module.css'
import { NS } from './texts'

/** What the structure form's edge does once the server has answered (the toasts of §8, back to the list). */
export interface StructureEditEdges {
  saved: (saved: { id: number; created: boolean }) => void
  deleted: () => void
}

/** A refused delete (422: in use, the head office) is `deleteRefused` with the server's words (§8); 403 no permission. */
export const DELETE_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  read: (answer) => {
    if (answer.status !== 422) return undefined
    const text = answer.items[0]?.text ?? answer.message
    return text ? { key: 'deleteRefused', text } : { key: 'deleteRefused' }
  },
}

/** The edge's actions: the machine's `saved` and `deleted` read the page's latest callbacks. */
export function structureActions(edges: () => StructureEditEdges) {
  return {
    saved: (_: unknown, params: { id: number; created: boolean }) => edges().saved(params),
    deleted: () => edges().deleted(),
  }
}

/** The list a structure form goes back to. */
type ListRoute = '/company/$id/workplaces' | '/company/$id/departments'

/**
 * The form's flow on a structure page: the machine its edge provides (`flowOf`), started with the
 * form's values; saved or deleted, a toast says so (only after the server answered) and the page goes
 * back to the list, which reads again (`router.invalidate()`; navigating first: the form's own route
 * would read a deleted item again).
 */
export function useStructureEdit(
  companyId: number,
  flowOf: (companyId: number, edges: () => StructureEditEdges) => typeof structureEditMachine,
  input: () => StructureEditInput,
  list: ListRoute,
) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const router = useRouter()
  const navigate = useNavigate()
  const edges = useRef<StructureEditEdges>({ saved: () => {}, deleted: () => {} })
  useEffect(() => {
    const back = () => void navigate({ to: list, params: { id: String(companyId) } }).then(() => router.invalidate())
    edges.current = {
      saved: ({ created }) => {
        toast.success(t(created ? 'toast.created' : 'toast.saved'))
        back()
      },
      deleted: () => {
        toast.success(t('toast.deleted'))
        back()
      },
    }
  }, [navigate, list, companyId, router, t])
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => flowOf(companyId, () => edges.current), [flowOf, companyId])
  const [startWith] = useState(input)
  const actor = useInspectedActorRef(machine, { input: startWith })
  const fieldErrors = useSelector(actor, selectFieldErrors)
  return {
    draft: useSelector(actor, selectDraft),
    fieldErrors,
    formError: useSelector(actor, selectFormError),
    deleteError: useSelector(actor, selectDeleteError),
    attempt: useSelector(actor, selectAttempt),
    saving: useSelector(actor, selectSaving),
    askingDelete: useSelector(actor, selectAskingDelete),
    deleting: useSelector(actor, selectDeleting),
    /** A field's message in words, or null. */
    fieldError: (field: string) => {
      const message = fieldErrors[field]
      return message ? errorText.field(field, message) : null
    },
    change: (field: string, value: StructureValue) => actor.send({ type: 'field.changed', field, value }),
    submit: (event: FormEvent) => {
      event.preventDefault()
      actor.send({ type: 'save' })
    },
    startDelete: () => actor.send({ type: 'delete.start' }),
    cancelDelete: () => actor.send({ type: 'delete.cancel' }),
    confirmDelete: () => actor.send({ type: 'delete.confirm' }),
  }
}

/** A structure form's page: its title and lead, the way back to the list, and the state of the route's read. */
export function StructureEditFrame<T>({
  title,
  lead,
  back,
  load,
  testId,
  children,
}: {
  title: string
  lead: string
  back: { to: string; label: string }
  load: StructureLoad<T>
  /** The failed read's test id; its texts are `<testId>.loading` and `<testId>.loadFailed`. */
  testId: 'workplace' | 'department'
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-${testId}-${load.status}`)
  return (
    <Page title={title} lead={lead} narrow before={<BackLink to={back.to}>{back.label}</BackLink>}>
      {load.status === 'loading' && <LoadingState label={t(`${testId}.loading`)} />}
      {load.status === 'error' && <RouteLoadFailed message={t(`${testId}.loadFailed`)} testId={`${testId}-error`} />}
      {load.status === 'done' && children(load.data)}
    </Page>
  )
}

export type StructureEdit = ReturnType<typeof useStructureEdit>

/** A text of the draft (the form keeps every text field as a string). */
export const textOf = (edit: StructureEdit, field: string) => {
  const value = edit.draft[field]
  return typeof value === 'string' ? value : ''
}

/** Why the save did not go through: the fields named (a summary linking to each), or the call's reason. */
export function SaveProblems({ edit, idOf }: { edit: StructureEdit; idOf: (field: string) => string }) {
  const errorText = useErrorText(NS)
  const named = Object.entries(edit.fieldErrors).flatMap(([field, message]) =>
    message ? [{ field: idOf(field), message: errorText.field(field, message) }] : [],
  )
  if (named.length > 0)
    return (
      <ErrorSummary
        errors={named}
        title={edit.formError ? errorText.form(edit.formError) : undefined}
        focusKey={edit.attempt}
      />
    )
  if (!edit.formError) return null
  return (
    <p className={styles.errorBox} role="alert" data-testid="structure-save-failed">
      {errorText.form(edit.formError)}
    </p>
  )
}

/** Save (or create) and, for one that exists and may be removed, delete after a confirmation. */
export function StructureButtons({
  edit,
  isNew,
  canDelete,
  name,
}: {
  edit: StructureEdit
  isNew: boolean
  canDelete: boolean
  /** The item's name, in the confirmation. */
  name: string
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  return (
    <>
      <div className={styles.buttons}>
        <Button type="submit" loading={edit.saving} disabled={edit.deleting}>
          {isNew ? t('actions.create') : t('actions.save')}
        </Button>
        {canDelete && !isNew && (
          <Button type="button" variant="danger" onClick={edit.startDelete} disabled={edit.saving}>
            {t('actions.delete')}
          </Button>
        )}
      </div>
      {edit.deleteError && (
        <p className={styles.errorBox} role="alert" data-testid="structure-delete-failed">
          {errorText.form(edit.deleteError)}
        </p>
      )}
      <ConfirmDialog
        open={edit.askingDelete}
        title={t('actions.deleteTitle', { name })}
        description={t('actions.deleteText')}
        confirmLabel={t('actions.deleteConfirm')}
        destructive
        busy={edit.deleting}
        onConfirm={edit.confirmDelete}
        onCancel={edit.cancelDelete}
      />
    </>
  )
}
