import { Outlet, useMatches, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectDrawerOpen,
  selectIsConfirmingLogout,
  selectShowForcedLogoutModal,
  selectUser,
} from '../../../machines/shell/session.machine'
import { useApiLoading } from '../../session/api-loading'
import { useSessionSelector } from '../../session/session-context'
import { ToastHost } from '../ui/toast/toast-host'
import { loadForcedLogoutDialog, loadSideMenu } from './lazy-parts'
import { hasRegisteredWorker } from './service-worker'
import { ImitationBanner } from './imitation-banner'
import { TopBar } from './top-bar'
import styles from './shell.module.css'

const SideMenu = lazy(loadSideMenu)
const ForcedLogoutDialog = lazy(loadForcedLogoutDialog)

// Only one of these is ever in a bundle: __MOCK__ is a build-time constant, so the other branch
// (and its dynamic import) is dropped.
const SwUpdatePrompt = __MOCK__ ? null : lazy(() => import('./sw-update-prompt'))
const DevPanel = __MOCK__ ? lazy(() => import('./dev/dev-panel')) : null

/** True once a service worker is known to be registered: only then can an update wait (service-worker.ts). */
function useWatchUpdates(): boolean {
  const [watch, setWatch] = useState(false)
  useEffect(() => {
    if (!SwUpdatePrompt) return
    let live = true
    void hasRegisteredWorker().then((registered) => live && registered && setWatch(true))
    return () => {
      live = false
    }
  }, [])
  return watch
}

export const MAIN_ID = 'main-content'

/** Routes that set `staticData: { hideShell: true }` (QR validation) show no top bar and no menu. */
function useHideShell(): boolean {
  return useMatches({ select: (matches) => matches.some((m) => m.staticData?.hideShell === true) })
}

/** True from the first render where `condition` held on: a lazy part, once loaded, stays mounted (exit animations, focus return). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition)
  if (condition && !seen) setSeen(true)
  return seen || condition
}

/**
 * After client-side navigation, start keyboard and screen-reader users at the new content: once the
 * new page is in (the router's resolved location), in the frame that shows it (focus needs the page
 * styled, which that frame does anyway; issue 17 §4: focusing at once styled the page being left,
 * then the new one again), unless the new page has already put focus inside <main> (its heading, a
 * field). A component of its own: the shell around <main> does not render again on every navigation.
 */
function FocusOnNavigation({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const lastPath = useRef(pathname)
  useEffect(() => {
    if (pathname === lastPath.current) return
    lastPath.current = pathname
    const frame = requestAnimationFrame(() => {
      const main = mainRef.current
      const active = document.activeElement
      if (!main || (active && active !== main && main.contains(active))) return
      main.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, mainRef])
  return null
}

/**
 * The side menu, loaded the first time it opens (or logging out asks from it) and mounted from then
 * on. A component of its own so that opening and closing the menu renders only the menu, not the
 * shell around <main> (issue 17 §4: closing it by choosing a page rendered the top bar and the
 * banner again in the click that opened the page).
 */
function SideMenuOnceNeeded() {
  const needed = useOnceTrue(useSessionSelector((s) => selectDrawerOpen(s) || selectIsConfirmingLogout(s)))
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  )
}

/** The page frame: skip link, top bar, side menu, <main>, session dialogs, toasts and the loading bar. */
export function AppShell() {
  const { t } = useTranslation('shell')
  const hideShell = useHideShell()
  const loading = useApiLoading()
  const forcedLogoutNeeded = useOnceTrue(useSessionSelector(selectShowForcedLogoutModal))
  const watchUpdates = useWatchUpdates()
  const mainRef = useRef<HTMLElement>(null)

  // A login often happens on the start page itself (the test-login panel is far down): the page then
  // changes under the same path, so start the new view at its top with focus on it (issue 8 §7: the
  // greeting stayed scrolled away under the top bar).
  const userId = useSessionSelector((s) => selectUser(s)?.id ?? null)
  const lastUserId = useRef(userId)
  useEffect(() => {
    if (userId === lastUserId.current) return
    lastUserId.current = userId
    window.scrollTo({ top: 0 })
    mainRef.current?.focus({ preventScroll: true })
  }, [userId])

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    mainRef.current?.focus()
  }

  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        {t('skipLink')}
      </a>
      {loading && <div className={styles.loadingBar} aria-hidden="true" data-testid="loading-indicator" />}
      {!hideShell && <TopBar />}
      {!hideShell && <ImitationBanner />}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <FocusOnNavigation mainRef={mainRef} />
      <ToastHost />
      {/* One boundary each: a part that is loading must not hide the others. */}
      <SideMenuOnceNeeded />
      {forcedLogoutNeeded && (
        <Suspense fallback={null}>
          <ForcedLogoutDialog />
        </Suspense>
      )}
      {SwUpdatePrompt && watchUpdates && (
        <Suspense fallback={null}>
          <SwUpdatePrompt />
        </Suspense>
      )}
      {DevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  )
}
