import { useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectLinkDone,
  selectLinkError,
  selectPendingChange,
} from '../../../../machines/company/instructor-link.selectors'
import type { LinkTarget } from '../../../../machines/company/instructor-link.steps'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import { linksApprentices, staffPowers } from '../../../domain/company-staff'
import { useSessionSelector } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { SelectField } from '../../ui/select-field/select-field'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import type { Load } from '../staff/staff-load'
import { instructorLinkFlow, type InstructorLinkEdges } from './instructor-link.edge'
import { fullName, linkableApprenticeships, type InstructorRow, type InstructorsData } from './instructor-rows'
import { InstructorsPage, type CardExtras } from './instructors-page'
import styles from './instructors.module.css'
import { NS } from './texts'

type LinkActor = ReturnType<typeof useLinkActor>

const targetOf = (a: ApprenticeshipDetail): LinkTarget => ({
  apprenticeshipId: a.id,
  apprentice: fullName(a.person),
  activeInstructorIds: a.instructors.filter((i) => i.isActive).map((i) => i.employmentId),
})

/**
 * /company/{id}/education-responsible (§2 the YUA page, §6 "YUA links apprentices"): the instructors
 * with the apprentices linked to them; who may change links (YUA, AVDADM within theirs, FTGADM) links
 * a chosen apprentice from an instructor's card or ends a link, and the server's refusal (§5 each rule
 * with its reason, "at least one instructor") shows on that card. BG reads only.
 */
export function EducationResponsiblePage({ companyId, load }: { companyId: number; load: Load<InstructorsData> }) {
  const mayLink = useSessionSelector((s) => linksApprentices(staffPowers(selectUser(s), companyId)))
  const actor = useLinkActor()
  const extras: CardExtras = {}
  if (mayLink && load.status === 'done') {
    const all = load.data.apprenticeships
    extras.apprentice = (row, a) => <UnlinkButton actor={actor} row={row} apprenticeship={a.apprenticeship} />
    extras.card = (row) => <LinkForm actor={actor} row={row} candidates={linkableApprenticeships(row, all)} />
  }
  return <InstructorsPage kind="educationResponsible" companyId={companyId} load={load} extras={extras} />
}

function useLinkActor() {
  const { t } = useTranslation(NS)
  const router = useRouter()
  const edges = useRef<InstructorLinkEdges>({ saved: () => {} })
  useEffect(() => {
    edges.current.saved = (change) => {
      toast.success(t(`link.${change.kind === 'link' ? 'linked' : 'unlinked'}`, { ...change }))
      void router.invalidate()
    }
  }, [router, t])
  const machine = useMemo(() => instructorLinkFlow(() => edges.current), [])
  return useInspectedActorRef(machine)
}

function UnlinkButton({
  actor,
  row,
  apprenticeship,
}: {
  actor: LinkActor
  row: InstructorRow
  apprenticeship: ApprenticeshipDetail
}) {
  const { t } = useTranslation(NS)
  const pending = useSelector(actor, selectPendingChange)
  const name = fullName(apprenticeship.person)
  const busy =
    pending?.kind === 'unlink' &&
    pending.apprenticeshipId === apprenticeship.id &&
    pending.instructorEmploymentId === row.instructor.id
  return (
    <Button
      variant="secondary"
      loading={busy}
      disabled={pending !== null && !busy}
      onClick={() =>
        actor.send({
          type: 'unlink',
          target: targetOf(apprenticeship),
          instructorEmploymentId: row.instructor.id,
          instructor: row.name,
        })
      }
    >
      {t('link.unlink', { name })}
    </Button>
  )
}

function LinkForm({
  actor,
  row,
  candidates,
}: {
  actor: LinkActor
  row: InstructorRow
  candidates: ApprenticeshipDetail[]
}) {
  const { t } = useTranslation([NS, 'domain-widgets'])
  const errorText = useErrorText(NS)
  const [chosen, setChosen] = useState('')
  const id = row.instructor.id
  const pending = useSelector(actor, selectPendingChange)
  const error = useSelector(
    actor,
    useMemo(() => selectLinkError(id), [id]),
  )
  const done = useSelector(
    actor,
    useMemo(() => selectLinkDone(id), [id]),
  )
  const resultId = `instructor-link-result-${id}`
  useEffect(() => {
    if (error || done) document.getElementById(resultId)?.focus()
  }, [error, done, resultId])
  const busy = pending?.kind === 'link' && pending.instructorEmploymentId === id
  return (
    <form
      noValidate
      className={styles.link}
      onSubmit={(event) => {
        event.preventDefault()
        const apprenticeship = candidates.find((a) => String(a.id) === chosen)
        actor.send({
          type: 'link',
          target: apprenticeship ? targetOf(apprenticeship) : null,
          instructorEmploymentId: id,
          instructor: row.name,
        })
      }}
    >
      {candidates.length === 0 ? (
        <p className={styles.muted}>{t('link.noneToLink')}</p>
      ) : (
        <>
          <SelectField
            id={`instructor-link-${id}`}
            label={t('link.choose', { name: row.name })}
            value={chosen}
            onChange={setChosen}
            placeholder={t('domain-widgets:choose')}
            options={candidates.map((a) => ({ value: String(a.id), label: fullName(a.person) }))}
          />
          <Button type="submit" variant="secondary" loading={busy} disabled={pending !== null && !busy}>
            {t('link.submit')}
          </Button>
        </>
      )}
      <div id={resultId} tabIndex={-1}>
        {error && (
          <p role="alert" className={styles.formError} data-testid={`instructor-link-failed-${id}`}>
            {errorText.form(error)}
          </p>
        )}
        {done && (
          <p role="status" data-testid={`instructor-link-done-${id}`}>
            {t(`link.${done.kind === 'link' ? 'linked' : 'unlinked'}`, { ...done })}
          </p>
        )}
      </div>
    </form>
  )
}
