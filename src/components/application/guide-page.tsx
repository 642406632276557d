import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../machines/shell/session.machine'
import type { Person } from '../../api/shell/user.schemas'
import { isCompanyUser } from '../../domain/roles'
import { companyPageAccess, roleAbbreviations } from '../../domain/role-pages'
import { useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { buttonClassName } from '../ui/button/button'
import { useDocumentTitle } from '../ui/page/use-document-title'
import { StatusIcon } from './status-icon'
import styles from './application.module.css'

interface CompanyLinks {
  companyId: number
  name: string
  roles: string
  links: Array<{ key: 'applications' | 'createApplications' | 'apprentices'; href: string }>
}

/** The companies where the user may receive applications or register apprentices (§6), with their pages. */
function companiesOf(user: Person): CompanyLinks[] {
  const names = new Map<number, string>()
  for (const e of user.employments) names.set(e.companyId, e.company.name)
  for (const a of user.apprenticeships) if (!names.has(a.companyId)) names.set(a.companyId, a.company.name)
  const ids = new Set(
    [...user.companyRoles.map((r) => r.companyId), ...user.employments.map((e) => e.companyId)].filter((id) => id > 0),
  )
  return [...ids]
    .filter((id) => isCompanyUser(user, id))
    .map((id) => {
      const access = companyPageAccess(user, id)
      const links: CompanyLinks['links'] = []
      if (access.applications) links.push({ key: 'applications', href: `/company/${id}/applications` })
      if (access.createApplications)
        links.push({ key: 'createApplications', href: `/company/${id}/create-applications` })
      if (access.apprentices) links.push({ key: 'apprentices', href: `/company/${id}/apprentices` })
      return { companyId: id, name: names.get(id) ?? '', roles: roleAbbreviations(user, id), links }
    })
    .filter((c) => c.links.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
}

const REVIEW_STEPS = ['name', 'documents', 'courses', 'personal', 'workplace', 'message', 'save', 'decide'] as const
/** One status number per §4 icon (1 draft, 2 approved by apprentice, 5 approved by company). */
const ICON_EXAMPLES = [
  [1, 'draft'],
  [2, 'apprentice'],
  [5, 'company'],
] as const
const REGISTER_STEPS = [
  'personalNumber',
  'contact',
  'profession',
  'workplace',
  'instructor',
  'employment',
  'review',
] as const

/**
 * /guide (§2 menu "Guide", for instructors, administrators and department administrators): how
 * applications are received and reviewed and how apprentices are registered, illustrated with text
 * figures, and links to the user's own company pages.
 */
export function GuidePage() {
  const { t } = useTranslation(['application-guide', 'common'])
  const user = useSessionSelector(selectUser)
  const companies = user ? companiesOf(user) : []
  const title = t('application-guide:title')
  const appName = t('common:appName')

  useDocumentTitle(`${title} – ${appName}`)

  return (
    <div className={[styles.page, styles.wide].join(' ')} data-testid="guide">
      <h1 className={styles.title}>{title}</h1>
      <p>{t('application-guide:intro')}</p>

      <nav aria-labelledby="guide-contents" className={styles.section}>
        <h2 id="guide-contents">{t('application-guide:contents')}</h2>
        <ul>
          <li>
            <a href="#guide-receive">{t('application-guide:receive.title')}</a>
          </li>
          <li>
            <a href="#guide-review">{t('application-guide:review.title')}</a>
          </li>
          <li>
            <a href="#guide-register">{t('application-guide:register.title')}</a>
          </li>
          <li>
            <a href="#guide-instructors">{t('application-guide:instructors.title')}</a>
          </li>
          <li>
            <a href="#guide-companies">{t('application-guide:companies.title')}</a>
          </li>
        </ul>
      </nav>

      <figure className={styles.figure}>
        <figcaption>{t('application-guide:flow.caption')}</figcaption>
        <ol className={styles.flow}>
          <li>{t('application-guide:flow.apply')}</li>
          <li>{t('application-guide:flow.receive')}</li>
          <li>{t('application-guide:flow.review')}</li>
          <li>{t('application-guide:flow.approve')}</li>
          <li>{t('application-guide:flow.board')}</li>
        </ol>
      </figure>

      <section id="guide-receive" aria-labelledby="guide-receive-title" className={styles.section}>
        <h2 id="guide-receive-title">{t('application-guide:receive.title')}</h2>
        <ol className={styles.steps}>
          {(['notified', 'list', 'open'] as const).map((key) => (
            <li key={key} className={styles.stepCard}>
              <h3>{t(`application-guide:receive.${key}.title`)}</h3>
              <p>{t(`application-guide:receive.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <figure className={styles.figure}>
          <figcaption>{t('application-guide:icons.caption')}</figcaption>
          <ul className={styles.list}>
            {ICON_EXAMPLES.map(([stateId, key]) => (
              <li key={key} className={styles.listItem}>
                <span className={styles.listMain}>
                  <StatusIcon stateId={stateId} />
                  <span>{t(`application-guide:icons.${key}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </section>

      <section id="guide-review" aria-labelledby="guide-review-title" className={styles.section}>
        <h2 id="guide-review-title">{t('application-guide:review.title')}</h2>
        <p>{t('application-guide:review.intro')}</p>
        <ol className={styles.steps}>
          {REVIEW_STEPS.map((key) => (
            <li key={key} className={styles.stepCard}>
              <h3>{t(`application-guide:review.steps.${key}.title`)}</h3>
              <p>{t(`application-guide:review.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className={styles.infoBox}>
          <h3 className={styles.boxTitle}>{t('application-guide:review.rulesTitle')}</h3>
          <ul>
            <li>{t('application-guide:review.rules.save')}</li>
            <li>{t('application-guide:review.rules.complete')}</li>
            <li>{t('application-guide:review.rules.deny')}</li>
            <li>{t('application-guide:review.rules.delete')}</li>
            <li>{t('application-guide:review.rules.drafts')}</li>
          </ul>
        </div>
      </section>

      <section id="guide-register" aria-labelledby="guide-register-title" className={styles.section}>
        <h2 id="guide-register-title">{t('application-guide:register.title')}</h2>
        <p>{t('application-guide:register.intro')}</p>
        <ol className={styles.steps}>
          {REGISTER_STEPS.map((key) => (
            <li key={key} className={styles.stepCard}>
              <h3>{t(`application-guide:register.steps.${key}.title`)}</h3>
              <p>{t(`application-guide:register.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="guide-instructors" aria-labelledby="guide-instructors-title" className={styles.section}>
        <h2 id="guide-instructors-title">{t('application-guide:instructors.title')}</h2>
        <p>{t('application-guide:instructors.intro')}</p>
        <ul>
          <li>{t('application-guide:instructors.certificate')}</li>
          <li>{t('application-guide:instructors.email')}</li>
          <li>{t('application-guide:instructors.instructions')}</li>
          <li>{t('application-guide:instructors.scaffolding')}</li>
          <li>{t('application-guide:instructors.account')}</li>
        </ul>
      </section>

      <section id="guide-companies" aria-labelledby="guide-companies-title" className={styles.section}>
        <h2 id="guide-companies-title">{t('application-guide:companies.title')}</h2>
        {companies.length === 0 ? (
          <p data-testid="guide-no-companies">{t('application-guide:companies.none')}</p>
        ) : (
          <ul className={styles.list} data-testid="guide-companies">
            {companies.map((company) => (
              <li key={company.companyId} className={styles.listItem}>
                <span className={styles.listText}>
                  <span className={styles.listTitle}>
                    {company.name || t('application-guide:companies.unnamed', { id: company.companyId })}
                  </span>
                  {company.roles && <span className={styles.muted}>{company.roles}</span>}
                </span>
                <ul
                  className={styles.companyLinks}
                  aria-label={t('application-guide:companies.linksFor', { name: company.name || company.companyId })}
                >
                  {company.links.map((link) => (
                    <li key={link.key}>
                      <AppLink href={link.href} className={buttonClassName('secondary')}>
                        {t(`application-guide:companies.links.${link.key}`)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
