import { useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectConfirming,
  selectRoleBoxes,
  selectRoleError,
  selectSaved,
  selectSaving,
} from '../../../../machines/company/role-edit.selectors'
import { roleFormOf, type RoleBox } from '../../../../machines/company/role-edit.steps'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { staffPowers } from '../../../domain/company-staff'
import { companyHasDepartments } from '../../../domain/roles'
import { useSession } from '../../../session/session-context'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import type { Load } from '../staff/staff-load'
import { roleEditFlow, type RoleEditEdges } from './role-edit.edge'
import styles from './roles.module.css'
import { NS } from './texts'

/** The text key of each flag (a department flag reads as the role it gives in that department). */
const ROLE_TEXT: Record<RoleBox['flag'], string> = {
  Administrator: 'role.administrator',
  CompanyEducationResponsible: 'role.educationResponsible',
  DistanceEducationAdministrator: 'role.distanceEducationAdministrator',
  Instructor: 'role.instructor',
  isDepartmentAdministrator: 'role.departmentAdministrator',
  isDepartmentEducationResponsible: 'role.educationResponsible',
  isDepartmentDistanceEducationAdministrator: 'role.distanceEducationAdministrator',
  isDepartmentInstructor: 'role.instructor',
}

const RESULT_ID = 'role-edit-result'

/**
 * /company/{id}/permissions/{employee_id} (§2, §6; issue 19): the person's roles as check boxes,
 * company-level, and per department where the company has departments. The boxes the acting user may
 * not change are disabled with the reason; withdrawing the Administrator role is asked first.
 */
export function RoleEditPage({ companyId, load }: { companyId: number; load: Load<StaffEmployment> }) {
  const { t } = useTranslation(NS)
  const name = load.status === 'done' ? `${load.data.person.firstName} ${load.data.person.lastName}`.trim() : ''
  useHeadingFocus(`company-roles-person-${load.status === 'done' ? load.data.id : 'pending'}`)
  return (
    <Page
      title={load.status === 'done' ? t('edit.title', { name }) : t('list.title')}
      lead={t('edit.lead')}
      before={<BackLink to={`/company/${companyId}/permissions`}>{t('edit.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="role-edit-error" />}
      {load.status === 'done' && <RoleEditForm companyId={companyId} employment={load.data} name={name} />}
    </Page>
  )
}

function RoleEditForm({
  companyId,
  employment,
  name,
}: {
  companyId: number
  employment: StaffEmployment
  name: string
}) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const session = useSession()
  const router = useRouter()
  const edges = useRef<RoleEditEdges>({ saved: () => {} })
  useEffect(() => {
    edges.current.saved = () => {
      toast.success(t('edit.saved'))
      void router.invalidate()
    }
  }, [router, t])
  const machine = useMemo(() => roleEditFlow(() => edges.current), [])
  const actor = useInspectedActorRef(machine, {
    input: (() => {
      const user = selectUser(session.getSnapshot())
      return {
        employmentId: employment.id,
        name,
        hasDepartments: companyHasDepartments(user, companyId),
        powers: staffPowers(user, companyId),
        held: roleFormOf(employment),
      }
    })(),
  })
  const boxes = useSelector(actor, selectRoleBoxes, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  const saving = useSelector(actor, selectSaving)
  const confirming = useSelector(actor, selectConfirming)
  const error = useSelector(actor, selectRoleError)
  const saved = useSelector(actor, selectSaved)
  const departments = employment.departmentEmployments
  // The outcome takes focus once the server has answered (or the form said why nothing was sent).
  useEffect(() => {
    if (error || saved) document.getElementById(RESULT_ID)?.focus()
  }, [error, saved])

  const groups = [
    { id: null, legend: t('edit.companyLegend') },
    ...departments.map((d) => ({ id: d.departmentId, legend: t('edit.departmentLegend', { name: d.name }) })),
  ]
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'save' })
      }}
    >
      {groups.map((group) => {
        const own = boxes.filter((b) => b.box.departmentId === group.id)
        if (own.length === 0) return null
        return (
          <fieldset
            key={group.id ?? 'company'}
            className={styles.fieldset}
            data-testid={`roles-fieldset-${group.id ?? 'company'}`}
          >
            <legend>{group.legend}</legend>
            {own.map(({ box, checked, lock }) => (
              <CheckboxField
                key={box.flag}
                id={`role-${box.departmentId ?? 'company'}-${box.flag}`}
                label={t(ROLE_TEXT[box.flag])}
                checked={checked}
                disabled={lock !== null || saving}
                hint={lock ? t(`locked.${lock}`) : undefined}
                onChange={(value) => actor.send({ type: 'role.toggle', ...box, checked: value })}
              />
            ))}
          </fieldset>
        )
      })}
      <div id={RESULT_ID} tabIndex={-1}>
        {error && (
          <p role="alert" className={styles.formError} data-testid="role-edit-failed">
            {errorText.form(error)}
          </p>
        )}
        {saved && (
          <p role="status" data-testid="role-edit-saved">
            {t('edit.saved')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving && !confirming}>
          {t('edit.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('edit.confirmTitle')}
        description={t('edit.confirmText', { name })}
        confirmLabel={t('edit.confirmAccept')}
        cancelLabel={t('common:cancel')}
        destructive
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </form>
  )
}
