import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  selectApiVersion,
  selectDrawerOpen,
  selectIsLoggedIn,
  selectIsRegistered,
  selectUser,
} from '../../../machines/shell/session.machine'
import { menuVisibility } from '../../domain/menu'
import { useSession, useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { closingFocusTarget, useOpenAfterMount } from '../ui/dialog/dialog'
import { toast } from '../ui/toast/toaster'
import { EXTERNAL_LINK_ORDER, EXTERNAL_LINKS } from './external-links'
import { CloseIcon, ExternalIcon, InfoIcon } from './icons'
import { LanguageSelector } from './language-selector'
import { MENU_ORDER, hasApprenticesWithBasicEducation, menuHref } from './menu-links'
import { LogoutConfirmDialog } from './session-dialogs'
import styles from './side-menu.module.css'

export interface SideMenuProps {
  /** The red badge of "Apprentice qualifying time" (§2); its data arrives with the qualifying-time slice. */
  apprenticeQualifyingTimeBadge?: string
}

/** The 304 px drawer (§2 "Side menu"): a modal side sheet, focus trapped, Esc and the backdrop close it. */
export function SideMenu({ apprenticeQualifyingTimeBadge = '' }: SideMenuProps) {
  const { t } = useTranslation('shell')
  const session = useSession()
  const open = useSessionSelector(selectDrawerOpen)
  const user = useSessionSelector(selectUser)
  const loggedIn = useSessionSelector(selectIsLoggedIn)
  const registered = useSessionSelector(selectIsRegistered)
  const apiVersion = useSessionSelector(selectApiVersion)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Lazily loaded at the first opening, the drawer mounts with open=true (see useOpenAfterMount).
  const openNow = useOpenAfterMount(open)

  const visible =
    loggedIn && user ? menuVisibility(user, { registered, hasApprenticesWithBasicEducation: hasApprenticesWithBasicEducation(user) }) : null
  const items = visible && user ? MENU_ORDER.filter((key) => visible[key]).map((key) => ({ key, href: menuHref(key, user) })) : []

  const close = () => session.send({ type: 'drawer.close' })
  // Issue 17 §4: pointing at an item (or tabbing to it) loads its page ahead, as the router's own
  // links do (defaultPreload 'intent'): its chunk, its texts and the calls its loader starts (the
  // instructor's book list), so the click only shows it.
  const router = useRouter()
  const preload = (href: string) => {
    router.preloadRoute({ to: href }).catch((error: unknown) => console.info('[menu] preloading failed', href, error))
  }
  // The modal drawer hides everything else from screen readers: close it so the toast is read out.
  const showVersion = () => {
    close()
    toast.info(
      t('info.text', { appVersion: __APP_VERSION__, buildHash: __BUILD_HASH__, apiVersion: apiVersion ?? t('info.unknown') }),
      t('info.title'),
    )
  }

  return (
    <ArkDialog.Root
      open={openNow}
      onOpenChange={(details) => {
        if (!details.open) close()
      }}
      lazyMount
      unmountOnExit
      // Closed by a logout, the menu button is not where the person was: the new page's heading is.
      finalFocusEl={() => (loggedIn ? null : closingFocusTarget(null))}
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.drawer}>
            <div className={styles.header}>
              <div>
                <ArkDialog.Title className={styles.title}>{t('menu.title')}</ArkDialog.Title>
                {registered && user && (
                  <p className={styles.userName} data-testid="menu-user-name">
                    {user.firstName} {user.lastName}
                  </p>
                )}
              </div>
              <ArkDialog.CloseTrigger className={styles.close} aria-label={t('menu.close')}>
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>

            {items.length > 0 && (
              <nav className={styles.section} aria-label={t('menu.navLabel')}>
                <ul className={styles.list}>
                  {items.map(({ key, href }) => (
                    <li key={key}>
                      <AppLink
                        href={href}
                        className={styles.item}
                        aria-current={pathname === href ? 'page' : undefined}
                        onClick={close}
                        onPointerEnter={() => preload(href)}
                        onFocus={() => preload(href)}
                      >
                        <span>{t(`items.${key}`)}</span>
                        {key === 'apprenticeQualifyingTime' && apprenticeQualifyingTimeBadge && (
                          <span className={styles.itemBadge}>
                            <span className="visually-hidden">{t('items.badgeLabel')} </span>
                            {apprenticeQualifyingTimeBadge}
                          </span>
                        )}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}

            <section className={styles.section} aria-labelledby="menu-links-title">
              <h3 id="menu-links-title" className={styles.sectionTitle}>
                {t('links.title')}
              </h3>
              <ul className={styles.list}>
                {EXTERNAL_LINK_ORDER.map((key) => {
                  const href = EXTERNAL_LINKS[key]
                  const mail = href.startsWith('mailto:')
                  return (
                    <li key={key}>
                      <a
                        className={styles.item}
                        href={href}
                        {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                      >
                        <span>
                          {t(`links.${key}`)}
                          {!mail && <span className="visually-hidden"> {t('links.newTab')}</span>}
                        </span>
                        {!mail && <ExternalIcon />}
                      </a>
                    </li>
                  )
                })}
              </ul>
            </section>

            <div className={styles.section}>
              <LanguageSelector />
            </div>

            <div className={styles.footer}>
              <button type="button" className={styles.item} onClick={showVersion}>
                <span>{t('info.button')}</span>
                <InfoIcon />
              </button>
              {loggedIn && (
                <button type="button" className={styles.item} onClick={() => session.send({ type: 'logout.request' })}>
                  {t('logout.button')}
                </button>
              )}
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** What the shell loads lazily at the first menu opening: the drawer and the logout confirmation it leads to. */
export default function SideMenuWithDialogs() {
  return (
    <>
      <SideMenu />
      <LogoutConfirmDialog />
    </>
  )
}
