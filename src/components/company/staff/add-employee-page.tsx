import { useNavigate, useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AddEmployeeField } from '../../../../machines/company/add-employee.steps'
import type { DepartmentChoice } from '../../../../machines/company/add-employee.steps'
import {
  selectAddAttempt,
  selectAddErrors,
  selectAddFormError,
  selectAddSaving,
  selectAddStep,
  selectAddValues,
} from '../../../../machines/company/add-employee.selectors'
import { formatPersonalNumber } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { addEmployeeFlow, type AddEmployeeEdges } from './add-employee.edge'
import type { Load } from './staff-load'
import styles from './staff.module.css'
import { NS } from './texts'

const FIELD_IDS: Record<AddEmployeeField, string> = {
  personalNumber: 'add-personal-number',
  departmentIds: 'add-departments',
  fromDate: 'add-from-date',
}

/**
 * /company/{id}/employees/new (§2, issue 19): a person added by personal number, to the viewer's
 * department(s) where the company has departments (§5), from a start date; the flow is
 * machines/company/add-employee.machine.ts. The departments come from the route's loader.
 */
export function AddEmployeePage({
  companyId,
  load,
  today,
}: {
  companyId: number
  load: Load<DepartmentChoice[]>
  today: string
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-staff-add-${companyId}`)
  return (
    <Page
      title={t('add.title')}
      lead={t('add.lead')}
      narrow
      before={<BackLink to={`/company/${companyId}/employees`}>{t('add.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('add.loadFailed')} testId="add-error" />}
      {load.status === 'done' && <AddEmployeeForm companyId={companyId} departments={load.data} today={today} />}
    </Page>
  )
}

function AddEmployeeForm({
  companyId,
  departments,
  today,
}: {
  companyId: number
  departments: DepartmentChoice[]
  today: string
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const router = useRouter()
  const navigate = useNavigate()
  const edges = useRef<AddEmployeeEdges>({
    added: (employment) => {
      toast.success(t('add.added'))
      void router.invalidate()
      void navigate({ to: `/company/${companyId}/employees/${employment.id}` })
    },
  })
  const [machine] = useState(() => addEmployeeFlow(() => edges.current))
  const actor = useInspectedActorRef(machine, { input: { companyId, departments, today } })
  const step = useSelector(actor, selectAddStep)
  const values = useSelector(actor, selectAddValues)
  const errors = useSelector(actor, selectAddErrors)
  const formError = useSelector(actor, selectAddFormError)
  const attempt = useSelector(actor, selectAddAttempt)
  const saving = useSelector(actor, selectAddSaving)

  const fieldError = (field: AddEmployeeField) => {
    const message = errors[field]
    return message ? errorText.field(field, message) : null
  }
  const summary = (Object.keys(FIELD_IDS) as AddEmployeeField[]).flatMap((field) => {
    const message = fieldError(field)
    return message ? [{ field: FIELD_IDS[field], message }] : []
  })
  const chosen = departments.filter((d) => values.departmentIds.includes(d.id)).map((d) => d.name)

  if (step === 'confirm')
    return (
      <section aria-labelledby="add-confirm-title" data-testid="add-confirm">
        <h2 id="add-confirm-title">{t('add.confirmTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('add.personalNumber')}</dt>
          <dd>{formatPersonalNumber(values.personalNumber)}</dd>
          {departments.length > 0 && (
            <>
              <dt>{t('add.departments')}</dt>
              <dd>{chosen.join(', ')}</dd>
            </>
          )}
          <dt>{t('add.fromDate')}</dt>
          <dd>{values.fromDate.trim() || t('add.today')}</dd>
        </dl>
        {formError && (
          <p className={styles.formError} role="alert">
            {errorText.form(formError)}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => actor.send({ type: 'add.confirm' })} loading={saving}>
            {t('add.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'add.change' })} disabled={saving}>
            {t('add.change')}
          </Button>
        </div>
      </section>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'add.continue' })
  }
  return (
    <form noValidate onSubmit={submit} data-testid="add-form">
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        id={FIELD_IDS.personalNumber}
        label={t('add.personalNumber')}
        hint={t('add.personalNumberHint')}
        value={values.personalNumber}
        onChange={(value) => actor.send({ type: 'field.change', field: 'personalNumber', value })}
        error={fieldError('personalNumber')}
        autoComplete="off"
        maxLength={13}
        required
      />
      {departments.length > 0 && (
        <ChoiceFieldset
          type="checkbox"
          id={FIELD_IDS.departmentIds}
          legend={t('add.departments')}
          hint={t('add.departmentsHint')}
          options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
          value={values.departmentIds.map(String)}
          onChange={(next) => {
            for (const d of departments) {
              const checked = next.includes(String(d.id))
              if (checked !== values.departmentIds.includes(d.id))
                actor.send({ type: 'department.toggle', departmentId: d.id, checked })
            }
          }}
          error={fieldError('departmentIds')}
          required
        />
      )}
      <TextField
        id={FIELD_IDS.fromDate}
        type="date"
        label={t('add.fromDate')}
        hint={t('add.fromDateHint')}
        value={values.fromDate}
        onChange={(value) => actor.send({ type: 'field.change', field: 'fromDate', value })}
        error={fieldError('fromDate')}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('add.continue')}</Button>
      </div>
    </form>
  )
}
