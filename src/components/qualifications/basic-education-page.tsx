import { useTranslation } from 'react-i18next'
import { AppLink } from '../ui/app-link/app-link'
import { EmptyState } from '../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { CertificateCard } from './certificate-card'
import type { BasicEducationData } from './qualifications-data'
import styles from './qualifications.module.css'
import { NS } from './texts'

export type BasicEducationLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; data: BasicEducationData }

/**
 * /basic-education (§2, §3 Education basicEducationCertificate, §7 professions/{id}/courses; issue
 * 21): each education with a basic-education certificate, the certificate's facts and state, and the
 * courses of its profession (mandatory ones marked in words).
 */
export function BasicEducationPage({ load }: { load: BasicEducationLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('basic.title')} lead={t('basic.lead')} narrow>
      {load.status === 'loading' && <LoadingState label={t('basic.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('basic.loadFailed')} testId="basic-education-error" />}
      {load.status === 'done' && <Educations data={load.data} />}
    </Page>
  )
}

function Educations({ data }: { data: BasicEducationData }) {
  const { t } = useTranslation(NS)
  const basic = data.held.educations.filter((e) => e.basicEducationCertificate)
  if (basic.length === 0)
    return (
      <EmptyState title={t('basic.empty')}>
        {t('basic.emptyText')} <AppLink href="/my-qualifications">{t('basic.back')}</AppLink>
      </EmptyState>
    )
  return (
    <ul className={styles.list} aria-label={t('basic.listLabel')}>
      {basic.map((e) => {
        const profession = e.professionId === null ? null : (data.names.profession[e.professionId] ?? null)
        const courses = e.professionId === null ? [] : (data.courses[e.professionId] ?? [])
        return (
          <CertificateCard
            key={e.id}
            kind="education"
            id={e.id}
            title={profession ?? t('unknownProfession')}
            certificate={e.certificate}
            level={2}
          >
            <h3 className={styles.coursesTitle}>{t('basic.courses')}</h3>
            {courses.length === 0 ? (
              <p className={styles.muted}>{t('basic.noCourses')}</p>
            ) : (
              <ul className={styles.courses} data-testid={`courses-${e.id}`}>
                {courses.map((c) => (
                  <li key={c.id}>
                    {c.name}
                    {c.mandatory && <span className={styles.mandatory}> ({t('basic.mandatory')})</span>}
                  </li>
                ))}
              </ul>
            )}
          </CertificateCard>
        )
      })}
    </ul>
  )
}
