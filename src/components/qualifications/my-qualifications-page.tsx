import { useTranslation } from 'react-i18next'
import type { CertificateFacts, QualificationKind } from '../../api/qualifications/qualifications.schemas'
import { confirmsInstructions } from '../../domain/qualifications'
import { isInstructor } from '../../domain/roles'
import { useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { EmptyState } from '../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { CertificateCard, type CertificateCardProps } from './certificate-card'
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
  const card = (kind: QualificationKind, item: { id: number; certificate: CertificateFacts | null }) => ({
    kind,
    id: item.id,
    certificate: item.certificate,
  })
  // The kinds of held item in §2's order, each card's name and facts of its own.
  const sections: Array<{ id: string; title: string; cards: CertificateCardProps[] }> = [
    {
      id: 'trade',
      title: t('trade.title'),
      cards: held.tradeCertificates.map((c) => ({
        ...card('tradeCertificate', c),
        title: t('trade.item', { profession: profession(c.professionId) }),
      })),
    },
    {
      id: 'machine',
      title: t('machine.title'),
      cards: held.machinequalifications.map((m) => ({
        ...card('machineQualification', m),
        title: names.machine[m.machineId] ?? t('machine.unknown', { id: m.machineId }),
      })),
    },
    {
      id: 'distance',
      title: t('distance.title'),
      cards: held.distanceQualifications.map((d) => ({
        ...card('distanceQualification', d),
        title: d.name,
        extra: d.professionId === null ? [] : [{ term: t('facts.profession'), value: profession(d.professionId) }],
      })),
    },
    {
      id: 'education',
      title: t('education.title'),
      cards: held.educations.map((e) => ({
        ...card('education', e),
        title: profession(e.professionId),
        extra: [
          {
            term: t('education.basic'),
            value: e.basicEducationCertificate ? t('education.basicYes') : t('education.basicNo'),
          },
        ],
      })),
    },
  ]
  const nothing = sections.every((section) => section.cards.length === 0) && held.instructorExemptions.length === 0
  return (
    <>
      {nothing && <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
      {sections.map((section) =>
        section.cards.length === 0 ? null : (
          <section
            key={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-title`}
            data-testid={`held-${section.id}`}
          >
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <ul className={styles.list}>
              {section.cards.map((props) => (
                <CertificateCard key={props.id} {...props} />
              ))}
            </ul>
          </section>
        ),
      )}
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
