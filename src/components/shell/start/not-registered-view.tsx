import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { isMinor } from '../../../domain/age'
import { buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { START_LINKS } from './start-links'
import styles from './start.module.css'

/** Logged in, phone or e-mail not verified (§2): minors are told they cannot continue; others go on to /register. */
export function NotRegisteredView({ user, today = new Date() }: { user: CurrentUser; today?: Date }) {
  const { t } = useTranslation('shell-start')
  const minor = isMinor(user.personalNumber, today)
  return (
    <div data-testid="start-not-registered">
      <Page title={t('greeting', { firstName: user.firstName })}>
        {minor ? (
          <aside className={styles.warningBox} aria-labelledby="minor-title" data-testid="minor-info">
            <h2 id="minor-title">{t('notRegistered.minor.title')}</h2>
            <p>{t('notRegistered.minor.text')}</p>
            <a href={START_LINKS.minors}>{t('notRegistered.minor.link')}</a>
          </aside>
        ) : (
          <>
            <p>{t('notRegistered.text')}</p>
            <p>{t('notRegistered.steps')}</p>
            <p>
              <a href={START_LINKS.privacyPolicy}>{t('notRegistered.policy')}</a>
            </p>
            <Link to="/register" className={buttonClassName('primary')} data-testid="register-next">
              {t('notRegistered.next')}
            </Link>
          </>
        )}
      </Page>
    </div>
  )
}
