import { useRouter, useRouterState } from '@tanstack/react-router'
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import {
  selectApiVersion,
  selectDrawerOpen,
  selectIsConfirmingLogout,
  selectIsLoggedIn,
  selectIsRegistered,
  selectUnseenQualifyingTimes,
  selectUser,
} from '../../../machines/shell/session.machine'
import { formatBadge } from '../../domain/badge'
import { menuVisibility } from '../../domain/menu'
import { useSession, useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { preloadAhead } from '../ui/app-link/preload-ahead'
import { closingFocusTarget } from '../ui/dialog/dialog'
import { nativeCloseRequests } from '../ui/dialog/native-close-requests'
import { toast } from '../ui/toast/toaster'
import { EXTERNAL_LINK_ORDER, EXTERNAL_LINKS } from './external-links'
import { CloseIcon, ExternalIcon, InfoIcon } from './icons'
import { LanguageSelector } from './language-selector'
import { MENU_ORDER, hasApprenticesWithBasicEducation, menuHref } from './menu-links'
import { LogoutConfirmDialog } from './session-dialogs'
import styles from './side-menu.module.css'

export interface SideMenuProps {
  /** The red badge of "Apprentice qualifying time" (§2): the session's polled count, capped at 9+. */
  apprenticeQualifyingTimeBadge?: string
}

interface DrawerDialogProps {
  titleId: string
  /** The logout confirmation (an Ark dialog in <body>) is open above the drawer: step out of the top layer. */
  underConfirmation: boolean
  /** Whether focus returns to the opener on close (after a logout the start page's heading takes it). */
  loggedIn: boolean
  /** Set when a menu item leads to another page: the shell gives that page's <main> focus, not the drawer. */
  leavingPage: { current: boolean }
  onClose: () => void
  children: ReactNode
}

/**
 * The drawer's box: a native <dialog> opened with showModal() while it is mounted (issue 17 §4:
 * Ark's dialog cost 30-50 ms at 4x CPU to close, release its focus trap, its scroll lock and the
 * page's aria-hidden, on every menu item's click). The browser keeps focus inside, makes the page
 * inert (hidden from assistive technology too) and draws the backdrop; Esc, the close button and a
 * click on the backdrop ask `onClose`; unmounting closes it and gives focus back to the menu button
 * (ui/dialog's closingFocusTarget), or after a logout to the page's heading, unless a new page took it. While the logout
 * confirmation (an Ark dialog portalled to <body>, which a modal <dialog> would make inert) is open,
 * the drawer stays shown but non-modal under it, and takes focus back to its logout button after.
 */
function DrawerDialog({ titleId, underConfirmation, loggedIn, leavingPage, onClose, children }: DrawerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const loggedInRef = useRef(loggedIn)
  loggedInRef.current = loggedIn
  const closing = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    closing.current = false
    leavingPage.current = false
    // jsdom (component tests) has no showModal: there the dialog is only shown.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    dialog.querySelector<HTMLElement>('button, a[href]')?.focus()
    return () => {
      closing.current = true
      // Not close(): a modal dialog's close() gives focus back to the element focused before it
      // opened (the menu button) at once, even after a blur(), styling the page being left in the
      // middle of the commit that shows the next one (issue 17 §4: ~50 ms at 4x CPU of a menu
      // item's click), and the shell moves focus to <main> on a navigation anyway. The dialog leaves
      // the DOM with this commit, which takes it out of the top layer and the page out of inert
      // without moving focus; focus returns a frame later, only where nobody else has taken it (Esc,
      // the close button, a link to the page already shown). jsdom has no top layer: there the
      // dialog is only hidden.
      if (typeof dialog.close !== 'function') dialog.removeAttribute('open')
      if (leavingPage.current) return
      const target = loggedInRef.current ? opener : null
      requestAnimationFrame(() => {
        const now = document.activeElement
        if (now && now !== document.body) return
        closingFocusTarget(target)?.focus()
      })
    }
  }, [leavingPage])

  // Under the logout confirmation: shown, not modal (the confirmation traps focus and hides the rest);
  // back on top after it, focus on the element that asked for it (the logout button).
  const confirmOpener = useRef<Element | null>(null)
  const wasUnder = useRef(false)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || typeof dialog.showModal !== 'function' || wasUnder.current === underConfirmation) return
    wasUnder.current = underConfirmation
    if (underConfirmation) {
      confirmOpener.current = document.activeElement
      dialog.close()
      dialog.show()
    } else {
      dialog.close()
      dialog.showModal()
      const back = confirmOpener.current
      if (back instanceof HTMLElement && dialog.contains(back)) back.focus()
    }
  }, [underConfirmation])

  const { onKeyDown, onCancel } = nativeCloseRequests(onCloseRef)
  // Closed by the browser without asking (a repeated back gesture): the owner is told. The event
  // comes a task after close(), so the switches around the logout confirmation (close, then show
  // again) are told apart by the dialog being open again.
  const onNativeClose = () => {
    const dialog = ref.current
    if (closing.current || !dialog?.isConnected || dialog.open) return
    onCloseRef.current()
  }
  // A click on the ::backdrop targets the <dialog> itself (its content fills the whole box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current()
  }
  return createPortal(
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      <div className={styles.body}>{children}</div>
    </dialog>,
    document.body,
  )
}

/** The 304 px drawer (§2 "Side menu"): a modal side sheet, focus kept inside, Esc and the backdrop close it. */
export function SideMenu({ apprenticeQualifyingTimeBadge = '' }: SideMenuProps) {
  const { t } = useTranslation('shell')
  const session = useSession()
  const open = useSessionSelector(selectDrawerOpen)
  const user = useSessionSelector(selectUser)
  const loggedIn = useSessionSelector(selectIsLoggedIn)
  const registered = useSessionSelector(selectIsRegistered)
  const apiVersion = useSessionSelector(selectApiVersion)
  const confirmingLogout = useSessionSelector(selectIsConfirmingLogout)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const titleId = useId()

  const visible =
    loggedIn && user
      ? menuVisibility(user, { registered, hasApprenticesWithBasicEducation: hasApprenticesWithBasicEducation(user) })
      : null
  const items =
    visible && user ? MENU_ORDER.filter((key) => visible[key]).map((key) => ({ key, href: menuHref(key, user) })) : []

  const close = () => session.send({ type: 'drawer.close' })
  const leavingPage = useRef(false)
  // Issue 17 §4: pointing at an item (or tabbing to it) loads its page ahead, as the router's own
  // links do (defaultPreload 'intent'): its chunk, its texts and the calls its loader starts (the
  // instructor's book list), so the click only shows it.
  const router = useRouter()
  const preload = (href: string) => preloadAhead(router, href, 'menu')
  // A link to a page of the portal: closes the menu, loads the page ahead when pointed at or tabbed to.
  const follow = (href: string) => ({
    onClick: (event: MouseEvent) => {
      // A plain click goes to another page (a modified one opens a tab, and the menu stays).
      leavingPage.current = href !== pathname && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
      close()
    },
    onPointerEnter: () => preload(href),
    onFocus: () => preload(href),
  })
  // The modal drawer hides everything else from screen readers: close it so the toast is read out.
  const showVersion = () => {
    close()
    toast.info(
      t('info.text', {
        appVersion: __APP_VERSION__,
        buildHash: __BUILD_HASH__,
        apiVersion: apiVersion ?? t('info.unknown'),
      }),
      t('info.title'),
    )
  }

  if (!open) return null
  return (
    <DrawerDialog
      titleId={titleId}
      underConfirmation={confirmingLogout}
      loggedIn={loggedIn}
      leavingPage={leavingPage}
      onClose={close}
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('menu.title')}
          </h2>
          {registered && user && (
            <p className={styles.userName} data-testid="menu-user-name">
              {user.firstName} {user.lastName}
            </p>
          )}
        </div>
        <button type="button" className={styles.close} aria-label={t('menu.close')} onClick={close}>
          <CloseIcon />
        </button>
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
                  {...follow(href)}
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
          <li>
            <AppLink
              href="/accessibility"
              className={styles.item}
              aria-current={pathname === '/accessibility' ? 'page' : undefined}
              {...follow('/accessibility')}
            >
              {t('links.accessibility')}
            </AppLink>
          </li>
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
    </DrawerDialog>
  )
}

/** What the shell loads lazily at the first menu opening: the drawer and the logout confirmation it leads to. */
export default function SideMenuWithDialogs() {
  const unseen = useSessionSelector(selectUnseenQualifyingTimes)
  return (
    <>
      <SideMenu apprenticeQualifyingTimeBadge={formatBadge(unseen)} />
      <LogoutConfirmDialog />
    </>
  )
}
