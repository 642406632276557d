import { useNavigate } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectConfirmingSave,
  selectDraft,
  selectPauseSaving,
  selectPausesLoadError,
  selectPausesLoading,
} from '../../../../machines/domain-widgets/book-pause.selectors'
import {
  selectChoiceAttempt,
  selectChoiceError,
  selectChosen,
  selectChosenId,
  selectPauseChild,
  selectStep,
} from '../../../../machines/company/company-pause.selectors'
import type { PauseCandidate } from '../../../../machines/company/company-pause.steps'
import type { BookPause } from '../../../api/ebook/ebook.schemas'
import { pausableBooks, type NoPauseReason } from '../../../domain/company-pauses'
import { isoDay } from '../../../domain/dates'
import { formatDate } from '../../../domain/format'
import { PauseForm, type PauseActor } from '../../domain-widgets/pause-form'
import { BackLink } from '../../ui/back-link/back-link'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { personName } from '../apprentices/apprentice-rows'
import type { Load } from '../staff/staff-load'
import { companyPauseFlow, type CompanyPauseEdges } from './company-pause.edge'
import type { PausesData } from './pauses-data'
import styles from './pauses.module.css'
import { NS } from './texts'

const CHOICE_ID = 'pause-apprentice'

/**
 * /company/{id}/paused/new (§2, §3 Pause, §4, §6; issue 19): choose the apprentice (only those whose
 * e-book takes a pause; the others are named with the reason), then the kit's pause form; the pause is
 * confirmed before it is sent (it pauses the e-book); registered, the list says so and where it went.
 */
export function PauseNewPage({ companyId, load }: { companyId: number; load: Load<PausesData> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-pause-new-${load.status}`)
  return (
    <Page
      title={t('new.title')}
      lead={t('new.lead')}
      narrow
      before={<BackLink to={`/company/${companyId}/paused`}>{t('new.back')}</BackLink>}
    >
      {load.status === 'loading' && <LoadingState label={t('new.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('new.loadFailed')} testId="pause-new-error" />}
      {load.status === 'done' && <Register companyId={companyId} data={load.data} />}
    </Page>
  )
}

/** The apprentices offered and, with the reason, those not offered. */
function splitApprentices(data: PausesData, hidden: string) {
  const today = isoDay(new Date())
  const offered: PauseCandidate[] = []
  const notOffered: Array<{ id: number; name: string; reason: NoPauseReason }> = []
  for (const a of data.apprenticeships) {
    const name = personName(a.person) || hidden
    const found = pausableBooks(a, today)
    if ('books' in found) offered.push(...found.books.map((book) => ({ apprenticeshipId: a.id, name, book })))
    else notOffered.push({ id: a.id, name, reason: found.reason })
  }
  return { offered, notOffered }
}

function Register({ companyId, data }: { companyId: number; data: PausesData }) {
  const { t } = useTranslation(NS)
  const { offered, notOffered } = useMemo(() => splitApprentices(data, '–'), [data])
  return (
    <>
      {offered.length === 0 ? (
        <EmptyState title={t('new.none')}>{t('new.noneText')}</EmptyState>
      ) : (
        <RegisterFlow companyId={companyId} candidates={offered} />
      )}
      {notOffered.length > 0 && (
        <section className={styles.notOffered} aria-labelledby="pause-not-offered">
          <h2 id="pause-not-offered" className={styles.formHeading}>
            {t('new.notOffered')}
          </h2>
          <ul className={styles.muted} data-testid="pause-not-offered">
            {notOffered.map((n) => (
              <li key={n.id}>
                {n.name}: {t(`new.why.${n.reason}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

function RegisterFlow({ companyId, candidates }: { companyId: number; candidates: PauseCandidate[] }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const navigate = useNavigate()
  const edges = useRef<CompanyPauseEdges>({ registered: () => {} })
  // Provided once; its edge reads the latest callback through the ref.
  const machine = useMemo(() => companyPauseFlow(() => edges.current), [])
  const [input] = useState(() => ({ companyId, candidates }))
  const actor = useInspectedActorRef(machine, { input })
  const step = useSelector(actor, selectStep)
  const chosenId = useSelector(actor, selectChosenId)
  const chosen = useSelector(actor, selectChosen)
  const choiceError = useSelector(actor, selectChoiceError)
  const attempt = useSelector(actor, selectChoiceAttempt)
  const child = useSelector(actor, selectPauseChild)

  useEffect(() => {
    edges.current = {
      registered: (pause: BookPause, name: string) => {
        const values = { name, from: formatDate(pause.fromDate), to: formatDate(pause.toDate) }
        toast.success(
          pause.sentToRegion
            ? t('new.registered', { ...values, region: pause.sentToRegion.regionName })
            : t('new.registeredNoRegion', values),
        )
        void navigate({ to: '/company/$id/paused', params: { id: String(companyId) } })
      },
    }
  }, [navigate, companyId, t])

  if (step !== 'choose' && child && chosen)
    return (
      <section aria-labelledby="pause-form-heading">
        <h2 id="pause-form-heading" className={styles.formHeading}>
          {t('new.pauseFor', { name: chosen.name })}
        </h2>
        <p className={styles.muted}>
          {t('new.permitted', {
            from: formatDate(chosen.book.permittedPeriod.fromDate),
            to: formatDate(chosen.book.permittedPeriod.toDate),
          })}
        </p>
        {candidates.length > 1 && (
          <p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'apprentice.change' })}>
              {t('new.changeApprentice')}
            </Button>
          </p>
        )}
        <RegisterForm actor={child} candidate={chosen} />
      </section>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'choice.submit' })
  }
  const error = choiceError ? errorText.form(choiceError) : null
  return (
    <form onSubmit={submit} noValidate data-testid="pause-choice">
      <ErrorSummary errors={error ? [{ field: CHOICE_ID, message: error }] : []} focusKey={attempt} />
      <ChoiceFieldset
        type="radio"
        id={CHOICE_ID}
        legend={t('new.chooseLegend')}
        hint={t('new.chooseHint')}
        error={error}
        required
        options={candidates.map((c) => ({
          value: String(c.book.id),
          label: c.name,
          hint: t('new.bookHint', { id: c.book.id, status: t(`new.bookState.${c.book.displayState ?? 'none'}`) }),
        }))}
        value={chosenId === null ? [] : [String(chosenId)]}
        onChange={([value]) => actor.send({ type: 'apprentice.choose', bookId: Number(value) })}
      />
      <div className={styles.buttons}>
        <Button type="submit">{t('new.next')}</Button>
      </div>
    </form>
  )
}

/** The kit's pause form for the chosen apprentice's book, and the question before it is sent. */
function RegisterForm({ actor, candidate }: { actor: PauseActor; candidate: PauseCandidate }) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const confirming = useSelector(actor, selectConfirmingSave)
  const saving = useSelector(actor, selectPauseSaving)
  const draft = useSelector(actor, selectDraft)
  const loading = useSelector(actor, selectPausesLoading)
  const loadError = useSelector(actor, selectPausesLoadError)
  // The book's pauses are read first: a new one is checked against them before it is sent.
  if (loading) return <LoadingState label={t('new.loading')} />
  if (loadError)
    return (
      <div role="alert">
        <p>{errorText.form(loadError)}</p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'pauses.retry' })}>
          {t('common:tryAgain')}
        </Button>
      </div>
    )
  return (
    <>
      <PauseForm actor={actor} permitted={candidate.book.permittedPeriod} submitLabel={t('new.submit')} />
      <ConfirmDialog
        open={confirming || saving}
        title={t('new.confirmTitle', { name: candidate.name })}
        description={t('new.confirmText', { from: formatDate(draft.fromDate), to: formatDate(draft.toDate) })}
        confirmLabel={t('new.confirmAccept')}
        cancelLabel={t('new.confirmBack')}
        busy={saving}
        onConfirm={() => actor.send({ type: 'save.confirm' })}
        onCancel={() => actor.send({ type: 'save.back' })}
      />
    </>
  )
}
