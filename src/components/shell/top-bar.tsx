import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { selectDrawerOpen, selectIsLoggedIn, selectUnreadCount } from '../../../machines/shell/session.machine'
import { formatBadge } from '../../domain/badge'
import { useSession, useSessionSelector } from '../../session/session-context'
import { bellState } from './bell-origin'
import { BellIcon, MenuIcon } from './icons'
import { loadSideMenu } from './lazy-parts'
import styles from './shell.module.css'

/** §1/§9: the 48 px top bar with app name, notification bell and menu button. */
export function TopBar() {
  const { t } = useTranslation(['shell', 'common'])
  const session = useSession()
  const loggedIn = useSessionSelector(selectIsLoggedIn)
  const unread = useSessionSelector(selectUnreadCount)
  const drawerOpen = useSessionSelector(selectDrawerOpen)
  const badge = formatBadge(unread)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.appName}>
        {t('common:appName')}
      </Link>
      <div className={styles.topActions}>
        {loggedIn && (
          <Link
            to="/notifications"
            // Where the bell was clicked: a notification for this very page goes home first (§2).
            state={(previous) => bellState(pathname, previous)}
            className={styles.iconButton}
            aria-label={unread > 0 ? t('shell:bell.labelUnread', { count: unread }) : t('shell:bell.label')}
          >
            <BellIcon />
            {badge && (
              <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
                {badge}
              </span>
            )}
          </Link>
        )}
        {/* No aria-controls: a fixed id on the drawer made Ark's dismissable layer (StrictMode) close it at once. */}
        <button
          type="button"
          className={styles.iconButton}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => session.send({ type: 'drawer.open' })}
          // Fetch the drawer's code as soon as the user heads for the button.
          onPointerEnter={() => void loadSideMenu()}
          onFocus={() => void loadSideMenu()}
        >
          <MenuIcon />
          <span className={styles.menuLabel}>{t('shell:menu.open')}</span>
        </button>
      </div>
    </header>
  )
}
