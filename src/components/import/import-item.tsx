import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../session/inspected-actor'
import { forwardRef, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectAccepting,
  selectAnswers,
  selectAttempt,
  selectBusy,
  selectConfirming,
  selectDepartments,
  selectDraft,
  selectErrors,
  selectFormError,
  selectHasDepartments,
  selectInstructors,
  selectRecord,
  selectTimeLeft,
  selectWorkplaces,
} from '../../../machines/import/import-answer.selectors'
import type { ImportField, ImportSide } from '../../../machines/import/import-answer.steps'
import type { ApprenticeAnswer, ImportRecord } from '../../api/import/import.schemas'
import { formatPersonalNumber } from '../../domain/format'
import { Button } from '../ui/button/button'
import { ChoiceFieldset } from '../ui/choice-fieldset/choice-fieldset'
import { ConfirmDialog } from '../ui/dialog/dialog'
import { SelectField } from '../ui/select-field/select-field'
import { toast } from '../ui/toast/toaster'
import { useErrorText } from '../wizard/use-error-text'
import { importAnswerFlow, type ImportAnswerEdges } from './import-answer.edge'
import styles from './import.module.css'
import { NS } from './texts'

export interface ImportItemProps {
  record: ImportRecord
  side: ImportSide
  /** The server stored the answer: the list drops the item. */
  onAnswered: (record: ImportRecord) => void
}

/** The ids of the form's controls (the first radio of a group), per item. */
export const importFieldIds = (side: ImportSide, id: number): Record<ImportField, string> => {
  const base = `import-${side}-${id}`
  return {
    answer: `${base}-answer`,
    departmentId: `${base}-department`,
    workplaceId: `${base}-workplace`,
    instructorId: `${base}-instructor`,
  }
}

const FIELDS: readonly ImportField[] = ['answer', 'departmentId', 'workplaceId', 'instructorId']
const idOrNull = (value: string) => (value === '' ? null : Number(value))

/**
 * One old-system record awaiting the user's answer (machines/import): what the old system holds, with
 * §9's defaults named as such, and the answer: the apprentice's OK/NOK1/NOK2, or the company's OK (with
 * department, workplace and an instructor; the ones §5 disables are shown with their reason) or NOK.
 * Asked before it is sent; gone from the list only once the server stored it.
 */
export const ImportItem = forwardRef<HTMLHeadingElement, ImportItemProps>(function ImportItem(
  { record: given, side, onAnswered },
  headingRef,
) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const edges = useRef<ImportAnswerEdges>({ refused: () => {}, answered: () => {} })
  const machine = useMemo(() => importAnswerFlow(() => edges.current), [])
  const [input] = useState(() => ({ record: given, side }))
  const actor = useInspectedActorRef(machine, { input })
  const record = useSelector(actor, selectRecord)
  const answers = useSelector(actor, selectAnswers)
  const draft = useSelector(actor, selectDraft)
  const accepting = useSelector(actor, selectAccepting)
  const hasDepartments = useSelector(actor, selectHasDepartments)
  const departments = useSelector(actor, selectDepartments)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructors = useSelector(actor, selectInstructors)
  const left = useSelector(actor, selectTimeLeft)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const attempt = useSelector(actor, selectAttempt)
  const confirming = useSelector(actor, selectConfirming)
  const busy = useSelector(actor, selectBusy)
  const ids = importFieldIds(side, record.id)
  const { byn2Data: old } = record
  const failedRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    edges.current = { refused: (message) => toast.error(errorText.form(message)), answered: onAnswered }
  }, [errorText, onAnswered])

  // A refusal: focus on the first field it names (its first control that can be used: every instructor
  // may be disabled), else on the message; with neither, focus stays on the button and the toast speaks.
  useEffect(() => {
    if (attempt === 0) return
    const field = FIELDS.find((f) => errors[f])
    const target = field
      ? document.querySelector<HTMLElement>(`#${ids[field]}:not(:disabled), [name="${ids[field]}"]:not(:disabled)`)
      : failedRef.current
    target?.focus()
    // Only a new refusal moves focus (attempt grows with each).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const fieldError = (field: ImportField) => {
    const message = errors[field]
    return message ? errorText.field(field, message) : null
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'submit' })
  }
  const titleId = `import-${side}-${record.id}-title`
  const answerLabel = (answer: string) => t(`answer.${side}.${answer}`)
  const leftText = (count: number, unit: 'months' | 'hours', isDefault: boolean) =>
    `${t(`item.${unit}`, { count })}${isDefault ? ` ${t('item.default')}` : ''}`

  return (
    <li className={styles.item} data-testid={`import-${side}-${record.id}`}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.itemTitle}>
        {t('item.title', { person: old.personName, profession: old.professionName })}
      </h3>
      <p>{t(side === 'apprentice' ? 'item.apprenticeAsks' : 'item.companyAsks')}</p>
      <dl className={styles.facts}>
        <dt>{t('item.person')}</dt>
        <dd>{old.personName}</dd>
        {/* Empty for a protected identity read by anyone but the company's administrator (ADR 0019). */}
        {old.personalNumber !== '' && (
          <>
            <dt>{t('item.personalNumber')}</dt>
            <dd>{formatPersonalNumber(old.personalNumber)}</dd>
          </>
        )}
        <dt>{t('item.company')}</dt>
        <dd>{old.companyName}</dd>
        <dt>{t('item.org')}</dt>
        <dd>{old.companyOrg}</dd>
        <dt>{t('item.profession')}</dt>
        <dd>{old.professionName}</dd>
        <dt>{t('item.monthsLeft')}</dt>
        <dd data-testid="import-months-left">{leftText(left.months, 'months', left.monthsDefault)}</dd>
        <dt>{t('item.hoursLeft')}</dt>
        <dd data-testid="import-hours-left">{leftText(left.hours, 'hours', left.hoursDefault)}</dd>
      </dl>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ChoiceFieldset
          type="radio"
          id={ids.answer}
          legend={t(`answer.${side}.legend`)}
          options={answers.map((answer) => ({ value: answer, label: answerLabel(answer) }))}
          value={draft.answer ? [draft.answer] : []}
          // The machine refuses an answer the side may not give; the radios offer only the side's.
          onChange={([answer]) => answer && actor.send({ type: 'answer.choose', answer: answer as ApprenticeAnswer })}
          error={fieldError('answer')}
          required
        />
        {accepting && hasDepartments && (
          <SelectField
            id={ids.departmentId}
            label={t('answer.department')}
            placeholder={t('answer.choose')}
            options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
            value={draft.departmentId === null ? '' : String(draft.departmentId)}
            onChange={(value) => actor.send({ type: 'department.choose', id: idOrNull(value) })}
            error={fieldError('departmentId')}
            required
          />
        )}
        {accepting && (
          <SelectField
            id={ids.workplaceId}
            label={t('answer.workplace')}
            placeholder={t('answer.choose')}
            hint={hasDepartments && draft.departmentId === null ? t('answer.afterDepartment') : undefined}
            options={workplaces.map((w) => ({ value: String(w.id), label: w.name }))}
            value={draft.workplaceId === null ? '' : String(draft.workplaceId)}
            onChange={(value) => actor.send({ type: 'workplace.choose', id: idOrNull(value) })}
            error={fieldError('workplaceId')}
            required
          />
        )}
        {accepting && (
          <ChoiceFieldset
            type="radio"
            id={ids.instructorId}
            legend={t('answer.instructor')}
            hint={
              hasDepartments && draft.departmentId === null
                ? t('answer.afterDepartment')
                : instructors.length === 0
                  ? t('answer.noInstructor')
                  : undefined
            }
            options={instructors.map((i) => ({
              value: String(i.id),
              label: i.name,
              disabled: i.disabledReason !== null,
              hint: i.disabledReason ? t(`answer.disabled.${i.disabledReason}`) : undefined,
            }))}
            value={draft.instructorId === null ? [] : [String(draft.instructorId)]}
            onChange={([id]) => id && actor.send({ type: 'instructor.choose', id: Number(id) })}
            error={fieldError('instructorId')}
            required
          />
        )}
        {formError && Object.keys(errors).length === 0 && (
          <p ref={failedRef} tabIndex={-1} className={styles.errorBox} data-testid="import-failed">
            {errorText.form(formError)}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" loading={busy}>
            {t('answer.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        description={t('confirm.text', {
          answer: draft.answer ? answerLabel(draft.answer) : '',
          person: old.personName,
          profession: old.professionName,
          company: record.company.name,
        })}
        confirmLabel={t('confirm.accept')}
        busy={busy}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </li>
  )
})
