import { useNavigate, useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectAskingEnd,
  selectAskingRemove,
  selectDialogError,
  selectEditError,
  selectEndDate,
  selectEndDateError,
  selectEnding,
  selectRemoving,
  selectSaved,
} from '../../../../machines/company/apprenticeship-edit.selectors'
import { activeInstructorIds } from '../../../../machines/company/apprenticeship-edit.steps'
import { selectUser } from '../../../../machines/shell/session.machine'
import { isoDay } from '../../../domain/dates'
import { linksApprentices, staffPowers } from '../../../domain/company-staff'
import { useSession } from '../../../session/session-context'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { EndRemoveDialogs } from '../end-remove-dialogs'
import type { Load } from '../staff/staff-load'
import { apprenticeStatus, personName, rateNow } from './apprentice-rows'
import type { ApprenticeshipData } from './apprentices-data'
import { apprenticeshipEditFlow, type ApprenticeshipEditEdges } from './apprenticeship-edit.edge'
import { InstructorsSection, RateSection } from './apprenticeship-sections'
import styles from './apprentices.module.css'
import { instructorOptions } from './instructor-options'
import { NS } from './texts'

const RESULT_ID = 'apprenticeship-result'

/**
 * /company/{id}/apprentices/{employee_id} (§2, issue 19): the apprenticeship's data, its instructors
 * (link and unlink under §5, at least one), its employment rate periods (add one: 1–100, the server's
 * §8 refusals at the fields) and ending or deleting it, each asked first. A distance administrator
 * reads only (§6); after a change the router reads the page and the list again.
 */
export function ApprenticeshipPage({ companyId, load }: { companyId: number; load: Load<ApprenticeshipData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-apprentice-${load.status === 'done' ? load.data.apprenticeship.id : 'pending'}`)
  const title = load.status === 'done' ? personName(load.data.apprenticeship.person) : t('person.title')
  return (
    <Page title={title} before={<BackLink to={`/company/${companyId}/apprentices`}>{t('person.back')}</BackLink>}>
      {load.status === 'loading' && <LoadingState label={t('person.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('person.loadFailed')} testId="apprenticeship-error" />}
      {load.status === 'done' && <Apprenticeship companyId={companyId} data={load.data} />}
    </Page>
  )
}

function Apprenticeship({ companyId, data }: { companyId: number; data: ApprenticeshipData }) {
  const { t } = useTranslation([NS, 'domain-widgets'])
  const errorText = useErrorText(NS)
  const router = useRouter()
  const navigate = useNavigate()
  const session = useSession()
  const { apprenticeship: a } = data
  const edges = useRef<ApprenticeshipEditEdges>({ saved: () => {}, removed: () => {} })
  useEffect(() => {
    edges.current.saved = () => {
      toast.success(t('person.saved'))
      void router.invalidate()
    }
    edges.current.removed = () => {
      toast.success(t('person.removed'))
      void router.invalidate()
      void navigate({ to: `/company/${companyId}/apprentices` })
    }
  }, [router, navigate, companyId, t])
  const [machine] = useState(() => apprenticeshipEditFlow(() => edges.current))
  const actor = useInspectedActorRef(machine, {
    input: { apprenticeshipId: a.id, fromDate: a.fromDate, instructorIds: activeInstructorIds(a) },
  })
  const error = useSelector(actor, selectEditError)
  const saved = useSelector(actor, selectSaved)
  const askingEnd = useSelector(actor, selectAskingEnd)
  const ending = useSelector(actor, selectEnding)
  const askingRemove = useSelector(actor, selectAskingRemove)
  const removing = useSelector(actor, selectRemoving)
  const endDate = useSelector(actor, selectEndDate)
  const endDateError = useSelector(actor, selectEndDateError)
  const dialogError = useSelector(actor, selectDialogError)
  useEffect(() => {
    if (error || saved) document.getElementById(RESULT_ID)?.focus()
  }, [error, saved])

  const today = isoDay(new Date())
  const status = apprenticeStatus(a, today)
  // §6: BG reads; an ended apprenticeship links no more (the server refuses it, §8).
  const canChange = linksApprentices(staffPowers(selectUser(session.getSnapshot()), companyId)) && status !== 'ended'
  const none = t('person.none')
  const cancel = () => actor.send({ type: 'cancel' })
  const dialogErrorBox = dialogError && (
    <span className={styles.formError} role="alert">
      {errorText.form(dialogError)}
    </span>
  )
  return (
    <>
      <dl className={styles.facts} data-testid="apprenticeship-facts">
        <div>
          <dt>{t('person.profession')}</dt>
          <dd>{data.profession?.name ?? none}</dd>
        </div>
        <div>
          <dt>{t('person.fromDate')}</dt>
          <dd>{a.fromDate}</dd>
        </div>
        <div>
          <dt>{t('person.endDate')}</dt>
          <dd data-testid="apprenticeship-end">{a.manuallyEndedDate ?? none}</dd>
        </div>
        <div>
          <dt>{t('list.rate')}</dt>
          <dd>{t('list.percent', { value: rateNow(a, today) })}</dd>
        </div>
        <div>
          <dt>{t('list.status')}</dt>
          <dd>{t(`status.${status}`)}</dd>
        </div>
      </dl>
      <div id={RESULT_ID} tabIndex={-1}>
        {error && (
          <p role="alert" className={styles.formError} data-testid="apprenticeship-failed">
            {errorText.form(error)}
          </p>
        )}
        {saved && (
          <p role="status" data-testid="apprenticeship-saved">
            {t(saved === 'ended' ? 'person.ended' : 'person.saved')}
          </p>
        )}
      </div>
      <InstructorsSection
        apprenticeship={a}
        actor={actor}
        canChange={canChange}
        options={(linked) => instructorOptions(data.instructors, a, linked, data)}
      />
      <RateSection apprenticeship={a} actor={actor} canChange={canChange} />
      {canChange && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'end.start' })}>
            {t('person.end')}
          </Button>
          <Button variant="danger" onClick={() => actor.send({ type: 'remove.start' })}>
            {t('person.remove')}
          </Button>
        </div>
      )}
      <EndRemoveDialogs
        texts={{
          endTitle: t('person.endConfirmTitle'),
          endText: t('person.endConfirm'),
          endAccept: t('person.endAccept'),
          endDateLabel: t('person.endDateLabel'),
          endDateHint: t('person.endDateHint'),
          removeTitle: t('person.removeConfirmTitle'),
          removeText: t('person.removeConfirm'),
          removeAccept: t('person.removeAccept'),
          cancel: t('person.cancel'),
        }}
        endDateId="apprenticeship-end-date"
        asking={askingEnd ? 'end' : askingRemove ? 'remove' : null}
        busy={ending || removing}
        endDate={endDate}
        endDateError={endDateError ? errorText.field('endDate', endDateError) : null}
        error={dialogErrorBox}
        onEndDate={(value) => actor.send({ type: 'end.date', value })}
        onEnd={() => actor.send({ type: 'end.confirm' })}
        onRemove={() => actor.send({ type: 'remove.confirm' })}
        onCancel={cancel}
      />
    </>
  )
}
