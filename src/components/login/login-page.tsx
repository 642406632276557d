import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { selectIsLoggedIn } from '../../../machines/shell/session.machine'
import { useSessionSelector } from '../../session/session-context'
import { buttonClassName } from '../ui/button/button'
import { Page } from '../ui/page/page'
import { EmailLoginForm } from './email-login-form'
import { ExternalLoginButton } from './external-login-button'
import { OtherDevicePanel } from './other-device-panel'
import { ThisDeviceForm } from './this-device-form'
import styles from './login.module.css'

/** Section ids double as the hashes the start page links to (/login#other-device). */
export const LOGIN_SECTIONS = ['this-device', 'other-device', 'external', 'password'] as const
export type LoginSection = (typeof LOGIN_SECTIONS)[number]

/** /login: every way in, one section each, so nothing typed in one is lost by opening another. */
export function LoginPage() {
  const { t } = useTranslation(['login-forms', 'common'])
  const loggedIn = useSessionSelector(selectIsLoggedIn)

  if (loggedIn) {
    return (
      <Page title={t('login-forms:title')} narrow>
        <p>{t('login-forms:alreadyLoggedIn')}</p>
        <Link to="/" className={buttonClassName('primary')}>
          {t('common:toStartPage')}
        </Link>
      </Page>
    )
  }

  return (
    <Page title={t('login-forms:title')} lead={t('login-forms:lead')} narrow>
      <nav aria-label={t('login-forms:sectionsNav')} className={styles.sectionNav}>
        <ul>
          {LOGIN_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`login-forms:sections.${id}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="this-device" aria-labelledby="this-device-title" className={styles.section}>
        <h2 id="this-device-title">{t('login-forms:sections.this-device.title')}</h2>
        <p>{t('login-forms:sections.this-device.text')}</p>
        <ThisDeviceForm />
      </section>

      <section id="other-device" aria-labelledby="other-device-title" className={styles.section}>
        <h2 id="other-device-title">{t('login-forms:sections.other-device.title')}</h2>
        <p>{t('login-forms:sections.other-device.text')}</p>
        <OtherDevicePanel />
      </section>

      <section id="external" aria-labelledby="external-title" className={styles.section}>
        <h2 id="external-title">{t('login-forms:sections.external.title')}</h2>
        <p>{t('login-forms:sections.external.text')}</p>
        <ExternalLoginButton />
      </section>

      <section id="password" aria-labelledby="password-title" className={styles.section}>
        <h2 id="password-title">{t('login-forms:sections.password.title')}</h2>
        <p>{t('login-forms:sections.password.text')}</p>
        <EmailLoginForm />
      </section>
    </Page>
  )
}
