import { useNavigate } from '@tanstack/react-router'
import { useCallback, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { DepartmentDetail } from '../../../api/company/department.schemas'
import { companyRolesFor } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { BackLink } from '../../ui/back-link/back-link'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { useErrorText } from '../../wizard/use-error-text'
import { departmentEditFlow, departmentInput } from './department.edit.edge'
import { SaveProblems, StructureButtons, textOf, useStructureEdit } from './structure-edit-kit'
import type { StructureLoad } from './structure-load'
import styles from './structure.module.css'
import { NS } from './texts'

const idOf = (field: string) => `department-${field}`

/**
 * /company/{id}/department/{departmentId} (§2, §3 Department; issue 19): the department's name as a
 * form (`new`: an empty one to create), with its staff and workplaces; a department with staff,
 * workplaces or roles is not deleted (§8, the server's reason shown). A department administrator
 * renames their own; creating and deleting is the company administrator's (§6).
 */
export function DepartmentEditPage({
  companyId,
  isNew,
  load,
}: {
  companyId: number
  isNew: boolean
  load: StructureLoad<DepartmentDetail | null>
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-department-${companyId}-${load.status}`)
  return (
    <Page
      title={isNew ? t('department.titleNew') : t('department.title')}
      lead={t('department.lead')}
      narrow
      before={<BackLink to={`/company/${companyId}/departments`}>{t('department.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('department.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('department.loadFailed')} testId="department-error" />}
      {load.status === 'done' && <DepartmentForm companyId={companyId} isNew={isNew} department={load.data} />}
    </Page>
  )
}

function DepartmentForm({
  companyId,
  isNew,
  department,
}: {
  companyId: number
  isNew: boolean
  department: DepartmentDetail | null
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const user = useSessionSelector(selectUser)
  const navigate = useNavigate()
  const administrator = companyRolesFor(user, companyId).administrator
  // The route's guard let in only administrators and department administrators (§6).
  const canChange = isNew ? administrator : true
  const flow = useCallback(
    (edges: Parameters<typeof departmentEditFlow>[1]) => departmentEditFlow(companyId, edges),
    [companyId],
  )
  const backToList = useCallback(
    () => navigate({ to: '/company/$id/departments', params: { id: String(companyId) } }),
    [navigate, companyId],
  )
  const edit = useStructureEdit(flow, () => departmentInput(department), backToList)
  const nameError = edit.fieldErrors.name ? errorText.field('name', edit.fieldErrors.name) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    edit.save()
  }
  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label={department?.name ?? t('department.titleNew')}
      >
        <SaveProblems edit={edit} idOf={idOf} />
        {!canChange && <p className={styles.infoBox}>{t('department.readOnly')}</p>}
        <fieldset className={styles.fieldset} disabled={!canChange}>
          <TextField
            id={idOf('name')}
            label={t('department.fields.name')}
            value={textOf(edit, 'name')}
            onChange={(value) => edit.change('name', value)}
            error={nameError}
            required
            autoComplete="off"
          />
        </fieldset>
        {canChange && (
          <StructureButtons edit={edit} isNew={isNew} canDelete={administrator} name={department?.name ?? ''} />
        )}
      </form>
      {department && (
        <>
          <section className={styles.section} aria-labelledby="department-staff">
            <h2 id="department-staff">{t('department.staffTitle')}</h2>
            {department.staff.length === 0 ? (
              <p className={styles.meta}>{t('department.staffEmpty')}</p>
            ) : (
              <ul className={styles.list}>
                {department.staff.map((person) => (
                  <li key={person.employmentId}>{`${person.firstName} ${person.lastName}`.trim()}</li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="department-workplaces">
            <h2 id="department-workplaces">{t('department.workplacesTitle')}</h2>
            {department.workplaces.length === 0 ? (
              <p className={styles.meta}>{t('department.workplacesEmpty')}</p>
            ) : (
              <ul className={styles.list}>
                {department.workplaces.map((workplace) => (
                  <li key={workplace.id}>{workplace.name}</li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  )
}
