import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate'
import { createInspectedActor } from './inspected-actor'
import i18n, { hasStoredLocale, storeLocale, storedLocale, switchLocale } from '../i18n/i18n'
import { sessionMachine, type SessionEvent, type SessionLocale } from '../../machines/shell/session.machine'
import { configureApi, onApiEvent } from '../api/client'
import { getApiVersion } from '../api/shell/settings'
import { toast } from '../components/ui/toast/toaster'
import { clearStoredUser, readStoredUser, writeStoredUser } from './session-storage'

export type SessionActor = ActorRefFrom<typeof sessionMachine>

/** What the router gives every route's beforeLoad (createRootRouteWithContext). */
export interface RouterContext {
  session: SessionActor
}

export interface SessionEdges {
  /** Go to the start page; the app passes router.navigate, tests a spy. */
  goHome: () => void
}

function applyDocumentLocale(locale: SessionLocale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The stored user's reload and what a session's end forgets offline: one lazy module, out of the start page's entry (ADR 0005). */
const loadReloadUser = () => import('./reload-user')
/**
 * One poll (the notifications, and the qualifying-time badge's count for company users), loaded with the
 * first poll after login: the logged-out start page never polls, so its entry carries none of it.
 */
const loadPoll = () => import('./poll')

/** The production session machine with its side effects filled in (architecture: `.provide()` at the React edge). */
export function provideSessionMachine(edges: SessionEdges) {
  return sessionMachine.provide({
    actors: {
      loadApiVersion: fromPromise(() => getApiVersion()),
      // The logged-in api modules load with the first logged-in call, not with the start page (issue 8 §5);
      // the notifications' too (session 27: the start page's entry had reached its budget).
      // Silent: a failed reload clears the session (§4) without an error toast.
      // Without a connection (a real-API build), the stored user is kept: ./reload-user.ts.
      reloadUser: fromPromise(({ input }) => loadReloadUser().then(({ reloadUser }) => reloadUser(input.id))),
      loadBaseLists: fromPromise(() => import('../api/shell/baselists').then(({ loadBaseLists }) => loadBaseLists())),
      notificationPoller: fromCallback<SessionEvent, { intervalMs: number }>(({ sendBack, input }) => {
        let stopped = false
        const send = (event: SessionEvent) => {
          if (!stopped) sendBack(event)
        }
        const load = () =>
          void loadPoll().then(
            ({ pollOnce }) => pollOnce(send),
            (error: unknown) => console.info('[session] poll failed', error),
          )
        load()
        const timer = setInterval(load, input.intervalMs)
        return () => {
          stopped = true
          clearInterval(timer)
        }
      }),
    },
    actions: {
      storeUser: (_, { user }) => writeStoredUser(user),
      clearStoredUser: () => {
        clearStoredUser()
        // Offline the module may not load: the copies then stay, and only their user is ever given them.
        void loadReloadUser().then(
          (m) => m.forgetOfflineCopiesOfUser(),
          () => undefined,
        )
      },
      goHome: () => edges.goHome(),
      applyLocale: (_, { locale }) => {
        void switchLocale(locale)
        storeLocale(locale)
        applyDocumentLocale(locale)
      },
      logFailure: (_, { what, error }) => console.info(`[session] ${what} failed`, error),
    },
  })
}

/** Creates (does not start) the session actor from what an earlier visit stored. */
export function createSessionActor(edges: SessionEdges): SessionActor {
  const locale = storedLocale()
  applyDocumentLocale(locale)
  return createInspectedActor(provideSessionMachine(edges), {
    input: { storedUser: readStoredUser(), locale, localeChosen: hasStoredLocale() },
  })
}

/**
 * Wires the api client to the session: bearer token and Accept-Language come from its snapshot,
 * and the client's events (§8) become the forced logout and toasts. Returns the unsubscribe.
 */
export function connectSessionToApi(session: SessionActor): () => void {
  configureApi({
    getToken: () => session.getSnapshot().context.user?.token ?? null,
    getLocale: () => session.getSnapshot().context.locale,
  })
  return onApiEvent((event) => {
    switch (event.type) {
      case 'api.loggedOut':
        session.send({ type: 'session.expired' })
        break
      case 'api.validationError':
        toast.error(event.message)
        break
      case 'api.networkError':
        // The client's message is technical English; a translated title says what it means.
        toast.error(event.message, i18n.t('common:networkError'))
        break
      case 'api.loading':
        // Read by useApiLoading(); nothing to do for the session.
        break
    }
  })
}
