import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import { ownsDepartments } from '../../../domain/company-structure'
import { departmentScope, isAdmin } from '../../../domain/roles'
import { useSessionSelector } from '../../../session/session-context'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { TextField } from '../../ui/text-field/text-field'
import { SaveProblems, StructureButtons, StructureEditFrame, textOf, useStructureEdit } from './structure-edit-kit'
import type { StructureLoad, WorkplaceData } from './structure-load'
import styles from './structure.module.css'
import { NS } from './texts'
import { WORKPLACE_FLAGS, WORKPLACE_TEXTS, workplaceEditFlow, workplaceInput } from './workplace.edit.edge'

const idOf = (field: string) => `workplace-${field}`

/**
 * /company/{id}/workplaces/{workplace_id} (§2, §3 Workplace; issue 19): one workplace as a form
 * (`new`: an empty one to create), its departments where the company has them, and whether it is the
 * head office or the default delivery or invoice address. Administrators change it (a department
 * administrator only a workplace wholly in their departments, §6); others read it.
 */
export function WorkplaceEditPage({
  companyId,
  isNew,
  load,
}: {
  companyId: number
  isNew: boolean
  load: StructureLoad<WorkplaceData>
}) {
  const { t } = useTranslation(NS)
  return (
    <StructureEditFrame
      title={isNew ? t('workplace.titleNew') : t('workplace.title')}
      lead={t('workplace.lead')}
      back={{ to: `/company/${companyId}/workplaces`, label: t('workplace.back') }}
      load={load}
      testId="workplace"
    >
      {(data) => <WorkplaceForm companyId={companyId} isNew={isNew} data={data} />}
    </StructureEditFrame>
  )
}

function WorkplaceForm({ companyId, isNew, data }: { companyId: number; isNew: boolean; data: WorkplaceData }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  const scope = departmentScope(user, companyId)
  const canChange =
    isAdmin(user, companyId) && (data.workplace === null || ownsDepartments(scope, data.workplace.departmentIds))
  const edit = useStructureEdit(
    companyId,
    workplaceEditFlow,
    () => workplaceInput(data.workplace, data.company),
    '/company/$id/workplaces',
  )
  const chosen = Array.isArray(edit.draft.departmentIds) ? edit.draft.departmentIds : []
  const departments = data.company.departments.filter((d) => scope === 'all' || scope.includes(d.id))
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={edit.submit}
      aria-label={data.workplace?.name ?? t('workplace.titleNew')}
    >
      <SaveProblems edit={edit} idOf={idOf} />
      {!canChange && <p className={styles.infoBox}>{t('workplace.readOnly')}</p>}
      <fieldset className={styles.fieldset} disabled={!canChange}>
        {WORKPLACE_TEXTS.map((field) => (
          <TextField
            key={field}
            id={idOf(field)}
            label={t(`workplace.fields.${field}`)}
            value={textOf(edit, field)}
            onChange={(value) => edit.change(field, value)}
            error={edit.fieldError(field)}
            required={field === 'name'}
            autoComplete="off"
            type={field === 'web' ? 'url' : field === 'phone' ? 'tel' : 'text'}
          />
        ))}
      </fieldset>
      {data.company.hasDepartments && (
        <fieldset className={styles.fieldset} disabled={!canChange} aria-describedby={idOf('departmentIds-hint')}>
          <legend className={styles.legend}>{t('workplace.fields.departmentIds')}</legend>
          <p id={idOf('departmentIds-hint')} className={styles.meta}>
            {t('workplace.departmentsHint')}
          </p>
          {departments.map((department, index) => (
            <CheckboxField
              key={department.id}
              id={index === 0 ? idOf('departmentIds') : `${idOf('departmentIds')}-${department.id}`}
              label={department.name}
              checked={chosen.includes(department.id)}
              error={index === 0 ? edit.fieldError('departmentIds') : null}
              onChange={(checked) =>
                edit.change(
                  'departmentIds',
                  checked ? [...chosen, department.id] : chosen.filter((id) => id !== department.id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <fieldset className={styles.fieldset} disabled={!canChange}>
        <legend className={styles.legend}>{t('workplace.flags')}</legend>
        {WORKPLACE_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            id={idOf(flag)}
            label={t(`workplace.${flag}`)}
            hint={t(`workplace.${flag}Hint`)}
            checked={edit.draft[flag] === true}
            error={edit.fieldError(flag)}
            onChange={(checked) => edit.change(flag, checked)}
          />
        ))}
      </fieldset>
      {canChange && <StructureButtons edit={edit} isNew={isNew} canDelete name={data.workplace?.name ?? ''} />}
    </form>
  )
}
