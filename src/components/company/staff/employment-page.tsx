import { useNavigate, useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectActionBusy,
  selectActionError,
  selectEndAsked,
  selectEndDate,
  selectEndDateError,
  selectRemoveAsked,
} from '../../../../machines/company/employment-actions.selectors'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { formatPersonalNumber } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { ConfirmDialog, Dialog } from '../../ui/dialog/dialog'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { employmentActionsFlow, type EmploymentActionsEdges } from './employment-actions.edge'
import { staffName } from './staff-list'
import type { Load } from './staff-load'
import styles from './staff.module.css'
import { NS } from './texts'

/**
 * /company/{id}/employees/{employee_id} (§2, issue 19): the employment's data and departments, and
 * ending it (a last day, asked first) or removing it (asked first: disconnecting removes the
 * person's company roles, never their account). The employment comes from the route's loader; after
 * a change the router reads the page and the list again.
 */
export function EmploymentPage({ companyId, load }: { companyId: number; load: Load<StaffEmployment> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-staff-person-${companyId}`)
  const title = load.status === 'done' ? staffName(load.data) || t('person.title') : t('person.title')
  return (
    <Page title={title} before={<BackLink to={`/company/${companyId}/employees`}>{t('person.back')}</BackLink>}>
      {load.status === 'loading' && <LoadingState label={t('person.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('person.loadFailed')} testId="employment-error" />}
      {load.status === 'done' && <Employment key={load.data.id} companyId={companyId} employment={load.data} />}
    </Page>
  )
}

function Employment({ companyId, employment }: { companyId: number; employment: StaffEmployment }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const router = useRouter()
  const navigate = useNavigate()
  const edges = useRef<EmploymentActionsEdges>({
    ended: () => {
      toast.success(t('person.ended'))
      void router.invalidate()
    },
    removed: () => {
      toast.success(t('person.removed'))
      void router.invalidate()
      void navigate({ to: `/company/${companyId}/employees` })
    },
  })
  const [machine] = useState(() => employmentActionsFlow(() => edges.current))
  const actor = useInspectedActorRef(machine, { input: { employmentId: employment.id, fromDate: employment.fromDate } })
  const endAsked = useSelector(actor, selectEndAsked)
  const removeAsked = useSelector(actor, selectRemoveAsked)
  const busy = useSelector(actor, selectActionBusy)
  const endDate = useSelector(actor, selectEndDate)
  const endDateError = useSelector(actor, selectEndDateError)
  const error = useSelector(actor, selectActionError)
  const { person } = employment
  const none = t('person.none')
  const cancel = () => actor.send({ type: 'cancel' })
  // A span: the confirmation's description is a paragraph.
  const errorBox = error && (
    <span className={styles.formError} role="alert">
      {errorText.form(error)}
    </span>
  )

  return (
    <>
      {person.protectedIdentity && <p className={styles.meta}>{t('person.protected')}</p>}
      <dl className={styles.facts} data-testid="employment-facts">
        <dt>{t('person.personalNumber')}</dt>
        <dd>{formatPersonalNumber(person.personalNumber) || none}</dd>
        <dt>{t('person.email')}</dt>
        <dd>{person.email ?? none}</dd>
        <dt>{t('person.roles')}</dt>
        <dd>{employment.roleAbbreviations.join(', ') || t('list.noRoles')}</dd>
        <dt>{t('person.departments')}</dt>
        <dd>{employment.departmentEmployments.map((d) => d.name).join(', ') || none}</dd>
        <dt>{t('person.fromDate')}</dt>
        <dd>{employment.fromDate}</dd>
        <dt>{t('person.endDate')}</dt>
        <dd data-testid="employment-end">{employment.endDate ?? none}</dd>
      </dl>
      <div className={styles.actions}>
        {employment.endDate === null && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'end.start' })}>
            {t('person.end')}
          </Button>
        )}
        <Button variant="danger" onClick={() => actor.send({ type: 'remove.start' })}>
          {t('person.remove')}
        </Button>
      </div>
      <Dialog
        open={endAsked}
        onClose={cancel}
        role="alertdialog"
        title={t('person.endConfirmTitle')}
        description={t('person.endConfirm')}
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('person.cancel')}
            </Button>
            <Button onClick={() => actor.send({ type: 'end.confirm' })} loading={busy}>
              {t('person.endAccept')}
            </Button>
          </>
        }
      >
        <TextField
          id="employment-end-date"
          type="date"
          label={t('person.endDateLabel')}
          hint={t('add.fromDateHint')}
          value={endDate}
          onChange={(value) => actor.send({ type: 'end.date', value })}
          error={endDateError ? errorText.field('endDate', endDateError) : null}
        />
        {errorBox}
      </Dialog>
      <ConfirmDialog
        open={removeAsked}
        title={t('person.removeConfirmTitle')}
        description={
          <>
            {t('person.removeConfirm')}
            {errorBox}
          </>
        }
        confirmLabel={t('person.removeAccept')}
        cancelLabel={t('person.cancel')}
        onConfirm={() => actor.send({ type: 'remove.confirm' })}
        onCancel={cancel}
        destructive
        busy={busy}
      />
    </>
  )
}
