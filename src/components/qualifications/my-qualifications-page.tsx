import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmsInstructions } from '../../domain/qualifications'
import { isInstructor } from '../../domain/roles'
import { useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { EmptyState } from '../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { CertificateCard } from './certificate-card'
import { InstructionsConfirmation } from './instructions-confirmation'
import type { MyQualificationsData } from './qualifications-data'
import styles from './qualifications.module.css'
import { NS } from './texts'

export type MyQualificationsLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; data: MyQualificationsData }

/**
 * /my-qualifications (§2, §3, §7; issue 21): the person's trade certificates, machine and distance
 * qualifications and educations, each with its certificate's state and facts, the instructor
 * exemptions, and the instructor instructions with their confirmation for those who must confirm.
 */
export function MyQualificationsPage({ load }: { load: MyQualificationsLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('title')} lead={t('lead')}>
      {load.status === 'loading' && <LoadingState label={t('loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('loadFailed')} testId="qualifications-error" />}
      {load.status === 'done' && <Held data={load.data} />}
    </Page>
  )
}

function Held({ data }: { data: MyQualificationsData }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector((s) => s.context.user)
  const { held, names } = data
  const profession = (id: number | null) =>
    id === null ? t('unknownProfession') : (names.profession[id] ?? t('unknownProfession'))
  const instructor = isInstructor(user ?? null)
  const nothing =
    held.tradeCertificates.length +
      held.machinequalifications.length +
      held.distanceQualifications.length +
      held.educations.length +
      held.instructorExemptions.length ===
    0
  return (
    <>
      {nothing && <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
      <Section id="trade" title={t('trade.title')} count={held.tradeCertificates.length}>
        {held.tradeCertificates.map((c) => (
          <CertificateCard
            key={c.id}
            kind="tradeCertificate"
            id={c.id}
            title={t('trade.item', { profession: profession(c.professionId) })}
            certificate={c.certificate}
          />
        ))}
      </Section>
      <Section id="machine" title={t('machine.title')} count={held.machinequalifications.length}>
        {held.machinequalifications.map((m) => (
          <CertificateCard
            key={m.id}
            kind="machineQualification"
            id={m.id}
            title={names.machine[m.machineId] ?? t('machine.unknown', { id: m.machineId })}
            certificate={m.certificate}
          />
        ))}
      </Section>
      <Section id="distance" title={t('distance.title')} count={held.distanceQualifications.length}>
        {held.distanceQualifications.map((d) => (
          <CertificateCard
            key={d.id}
            kind="distanceQualification"
            id={d.id}
            title={d.name}
            certificate={d.certificate}
            extra={d.professionId === null ? [] : [{ term: t('facts.profession'), value: profession(d.professionId) }]}
          />
        ))}
      </Section>
      <Section id="education" title={t('education.title')} count={held.educations.length}>
        {held.educations.map((e) => (
          <CertificateCard
            key={e.id}
            kind="education"
            id={e.id}
            title={profession(e.professionId)}
            certificate={e.certificate}
            extra={[
              {
                term: t('education.basic'),
                value: e.basicEducationCertificate ? t('education.basicYes') : t('education.basicNo'),
              },
            ]}
          />
        ))}
      </Section>
      {held.educations.some((e) => e.basicEducationCertificate) && (
        <p>
          <AppLink href="/basic-education">{t('education.basicLink')}</AppLink>
        </p>
      )}
      {held.instructorExemptions.length > 0 && (
        <section className={styles.section} aria-labelledby="exemptions-title" data-testid="held-exemptions">
          <h2 id="exemptions-title">{t('exemptions.title')}</h2>
          <ul className={styles.list}>
            {held.instructorExemptions.map((x) => (
              <li key={x.id} className={styles.card}>
                {t('exemptions.item', { profession: profession(x.professionId), status: exemptionStatus(t, x.status) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {confirmsInstructions(instructor, held) && (
        <InstructionsConfirmation
          readOn={held.readInstructionsOn}
          committedAt={data.instructionsCommittedAt}
          imitated={user?.imitatingUser != null}
          showTextLink={instructor}
        />
      )}
    </>
  )
}

function exemptionStatus(t: (key: string) => string, status: string): string {
  return ['approved', 'pending', 'denied'].includes(status) ? t(`exemptions.status.${status}`) : status
}

/** A kind of held item; left out when the person holds none of it. */
function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={`held-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}
