import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { START_LINKS } from './start-links'
import styles from './start.module.css'

/**
 * The login slice's pieces the logged-out start page shows: the start page belongs to the shell, and
 * a slice never imports another slice's components, so the route (src/routes/index.tsx) hands them in.
 */
export interface LoginSlots {
  /** The external e-ID button, beside the links to this and another device. */
  externalLogin?: ReactNode
  /** The test login (test environments). */
  testLogin?: ReactNode
}

/** Logged out: welcome, the three ways to log in, info for companies and minors, and the test login (§2). */
export function LoggedOutView({ externalLogin, testLogin }: LoginSlots) {
  const { t } = useTranslation('shell-start')
  return (
    <div data-testid="start-logged-out">
      <Page title={t('loggedOut.title')} lead={t('loggedOut.lead')}>
        <section aria-labelledby="login-options-title" className={styles.section}>
          <h2 id="login-options-title">{t('loggedOut.optionsTitle')}</h2>
          <div className={styles.cards}>
            <article className={styles.card} aria-labelledby="option-eid-title">
              <h3 id="option-eid-title">{t('loggedOut.eid.title')}</h3>
              <p>{t('loggedOut.eid.text')}</p>
              <div className={styles.stack}>
                <Link to="/login" hash="this-device" className={buttonClassName('primary', { fullWidth: true })}>
                  {t('loggedOut.eid.thisDevice')}
                </Link>
                <Link to="/login" hash="other-device" className={buttonClassName('secondary', { fullWidth: true })}>
                  {t('loggedOut.eid.otherDevice')}
                </Link>
                {externalLogin}
              </div>
            </article>
            <article className={styles.card} aria-labelledby="option-password-title">
              <h3 id="option-password-title">{t('loggedOut.password.title')}</h3>
              <p>{t('loggedOut.password.text')}</p>
              <Link to="/login" hash="password" className={buttonClassName('secondary', { fullWidth: true })}>
                {t('loggedOut.password.button')}
              </Link>
            </article>
            <article className={styles.card} aria-labelledby="option-old-title">
              <h3 id="option-old-title">{t('loggedOut.oldSystem.title')}</h3>
              <p>{t('loggedOut.oldSystem.text')}</p>
              <a href={START_LINKS.oldSystemSignIn} className={buttonClassName('secondary', { fullWidth: true })}>
                {t('loggedOut.oldSystem.button')}
              </a>
            </article>
          </div>
        </section>

        <div className={styles.infoBoxes}>
          <aside className={styles.infoBox} aria-labelledby="info-companies-title" data-testid="info-companies">
            <h2 id="info-companies-title">{t('loggedOut.companies.title')}</h2>
            <p>{t('loggedOut.companies.text')}</p>
            <a href={START_LINKS.companies}>{t('loggedOut.companies.link')}</a>
          </aside>
          <aside className={styles.infoBox} aria-labelledby="info-minors-title" data-testid="info-minors">
            <h2 id="info-minors-title">{t('loggedOut.minors.title')}</h2>
            <p>{t('loggedOut.minors.text')}</p>
            <a href={START_LINKS.minors}>{t('loggedOut.minors.link')}</a>
          </aside>
        </div>

        {testLogin}

        <p>
          <Link to="/accessibility">{t('loggedOut.accessibility')}</Link>
        </p>
      </Page>
    </div>
  )
}
