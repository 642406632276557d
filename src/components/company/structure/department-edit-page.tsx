import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { DepartmentDetail } from '../../../api/company/department.schemas'
import { companyRolesFor } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { TextField } from '../../ui/text-field/text-field'
import { departmentEditFlow, departmentInput } from './department.edit.edge'
import { SaveProblems, StructureButtons, StructureEditFrame, textOf, useStructureEdit } from './structure-edit-kit'
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
  return (
    <StructureEditFrame
      title={isNew ? t('department.titleNew') : t('department.title')}
      lead={t('department.lead')}
      back={{ to: `/company/${companyId}/departments`, label: t('department.back') }}
      load={load}
      testId="department"
    >
      {(department) => <DepartmentForm companyId={companyId} isNew={isNew} department={department} />}
    </StructureEditFrame>
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
  const user = useSessionSelector(selectUser)
  const administrator = companyRolesFor(user, companyId).administrator
  // The route's guard let in only administrators and department administrators (§6).
  const canChange = isNew ? administrator : true
  const edit = useStructureEdit(
    companyId,
    departmentEditFlow,
    () => departmentInput(department),
    '/company/$id/departments',
  )
  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={edit.submit}
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
            error={edit.fieldError('name')}
            required
            autoComplete="off"
          />
        </fieldset>
        {canChange && (
          <StructureButtons edit={edit} isNew={isNew} canDelete={administrator} name={department?.name ?? ''} />
        )}
      </form>
      {department && <DepartmentUse department={department} />}
    </>
  )
}

/** Who works in the department and its workplaces (what a delete would be refused for, §8). */
function DepartmentUse({ department }: { department: DepartmentDetail }) {
  const { t } = useTranslation(NS)
  const sections = [
    {
      id: 'department-staff',
      title: t('department.staffTitle'),
      empty: t('department.staffEmpty'),
      rows: department.staff.map((p) => ({ key: p.employmentId, text: `${p.firstName} ${p.lastName}`.trim() })),
    },
    {
      id: 'department-workplaces',
      title: t('department.workplacesTitle'),
      empty: t('department.workplacesEmpty'),
      rows: department.workplaces.map((w) => ({ key: w.id, text: w.name })),
    },
  ]
  return sections.map((section) => (
    <section key={section.id} className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id}>{section.title}</h2>
      {section.rows.length === 0 ? (
        <p className={styles.meta}>{section.empty}</p>
      ) : (
        <ul className={styles.list}>
          {section.rows.map((row) => (
            <li key={row.key}>{row.text}</li>
          ))}
        </ul>
      )}
    </section>
  ))
}
