import { assign, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import type { CurrentUser, Person } from '../../src/api/shell/user.schemas'
import type { BaseLists } from '../../src/api/shell/baselists.schemas'
import type { Notification } from '../../src/api/shell/notification.schemas'
import { actorNotProvided } from '../wizard/not-provided'

export type SessionLocale = 'sv' | 'en' | 'pl'

export interface SessionInput {
  /** The user kept in local storage by an earlier visit, if any. */
  storedUser: CurrentUser | null
  locale: SessionLocale
  /** A language was chosen on this device (the selector, or adopted at an earlier login). */
  localeChosen?: boolean
}

export interface SessionContext {
  user: CurrentUser | null
  /** '0' when the version could not be loaded (§8). null while loading. */
  apiVersion: string | null
  locale: SessionLocale
  /** Once true, a login no longer switches to the user's saved language: the device's choice wins. */
  localeChosen: boolean
  baseLists: BaseLists | null
  notifications: Notification[]
  /** §2: finished qualifying times the company user has not seen listed (the menu badge), polled with the notifications. */
  unseenQualifyingTimes: number
  drawerOpen: boolean
  /** The forced-logout modal (any 406) with its login button. */
  forcedLogoutModal: boolean
}

export type SessionEvent =
  | { type: 'login.succeeded'; user: CurrentUser }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  | { type: 'session.expired' }
  | { type: 'user.updated'; person: Person }
  | { type: 'notifications.loaded'; notifications: Notification[] }
  | { type: 'notifications.markedRead'; id?: number; at: string }
  /** The badge's count (polled), or 0 once the list screen opened. */
  | { type: 'qualifyingTimes.counted'; unseen: number }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'locale.change'; locale: SessionLocale }
  /** Raised at login (internal): take the user's saved language unless one was chosen on this device. */
  | { type: 'locale.adoptUsers' }
  | { type: 'forcedLogoutModal.dismiss' }

/** §9: notifications are polled every 30 s while logged in. */
export const NOTIFICATION_POLL_MS = 30_000

/** The stored placeholder user with id -1 is kept as is and not reloaded (§4). */
export const PLACEHOLDER_USER_ID = -1

/** Any 406: clear the session, go home and show the logged-out modal (§4, §8). */
const forcedLogout = {
  target: '#session.loggedOut',
  actions: ['clearSession', 'clearStoredUser', 'setForcedLogoutModal', 'goHome'],
} as const

const notProvided = actorNotProvided('session machine')

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadApiVersion: fromPromise<string>(async () => notProvided('loadApiVersion')),
    reloadUser: fromPromise<Person, { id: number }>(async () => notProvided('reloadUser')),
    loadBaseLists: fromPromise<BaseLists>(async () => notProvided('loadBaseLists')),
    /** Loads notifications now and every NOTIFICATION_POLL_MS, sending notifications.loaded back. */
    notificationPoller: fromCallback<SessionEvent, { intervalMs: number }>(() => notProvided('notificationPoller')),
  },
  actions: {
    /** Store user and token locally (edge: localStorage). */
    storeUser: (_, _params: { user: CurrentUser }) => {},
    /** Remove the stored user (edge: localStorage). */
    clearStoredUser: () => {},
    /** Navigate to the start page (edge: router). */
    goHome: () => {},
    /** Switch texts and Accept-Language (edge: i18next + api client). */
    applyLocale: (_, _params: { locale: SessionLocale }) => {},
    /** Failures that §8 says are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    clearSession: assign({
      user: null,
      notifications: [] as Notification[],
      unseenQualifyingTimes: 0,
      drawerOpen: false,
    }),
    closeDrawer: assign({ drawerOpen: false }),
    setForcedLogoutModal: assign({ forcedLogoutModal: true }),
  },
  guards: {
    hasNoStoredUser: ({ context }) => context.user === null,
    isPlaceholderUser: ({ context }) => context.user?.id === PLACEHOLDER_USER_ID,
    mayAdoptUsersLocale: ({ context }) => !context.localeChosen && !!context.user?.language,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.storedUser,
    apiVersion: null,
    locale: input.locale,
    localeChosen: input.localeChosen ?? false,
    baseLists: null,
    notifications: [],
    unseenQualifyingTimes: 0,
    drawerOpen: false,
    forcedLogoutModal: false,
  }),
  // The API version loads once, beside whatever the session does.
  invoke: {
    id: 'loadApiVersion',
    src: 'loadApiVersion',
    onDone: { actions: assign({ apiVersion: ({ event }) => event.output }) },
    onError: { actions: assign({ apiVersion: '0' }) },
  },
  on: {
    'drawer.open': { actions: assign({ drawerOpen: true }) },
    'drawer.close': { actions: 'closeDrawer' },
    'drawer.toggle': { actions: assign({ drawerOpen: ({ context }) => !context.drawerOpen }) },
    'locale.change': {
      actions: [
        assign({ locale: ({ event }) => event.locale, localeChosen: true }),
        { type: 'applyLocale', params: ({ event }) => ({ locale: event.locale }) },
      ],
    },
    // At login, the language the user saved (my settings) is taken when none was chosen on this device,
    // and kept for the device from then on; a language chosen with the selector wins.
    'locale.adoptUsers': {
      guard: 'mayAdoptUsersLocale',
      actions: [
        assign({ locale: ({ context }) => context.user?.language ?? context.locale, localeChosen: true }),
        { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
      ],
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasNoStoredUser', target: 'loggedOut' },
        { guard: 'isPlaceholderUser', target: 'loggedIn' },
        { target: 'reloading' },
      ],
    },
    reloading: {
      // A 406 while the stored user reloads is a forced logout too: the modal says so.
      on: { 'session.expired': forcedLogout },
      invoke: {
        // Named ids so generated paths can send xstate.done.actor.reloadUser / xstate.error.actor.reloadUser.
        id: 'reloadUser',
        src: 'reloadUser',
        input: ({ context }) => ({ id: context.user!.id }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ context, event }) => ({ ...event.output, token: context.user!.token }) }),
            { type: 'storeUser', params: ({ context }) => ({ user: context.user! }) },
          ],
        },
        // §4: a failed reload clears the session.
        onError: { target: 'loggedOut', actions: ['clearSession', 'clearStoredUser', 'goHome'] },
      },
    },
    loggedOut: {
      on: {
        'login.succeeded': {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ event }) => event.user, forcedLogoutModal: false }),
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
            raise({ type: 'locale.adoptUsers' }),
          ],
        },
        'forcedLogoutModal.dismiss': { actions: assign({ forcedLogoutModal: false }) },
      },
    },
    loggedIn: {
      invoke: [
        {
          id: 'loadBaseLists',
          src: 'loadBaseLists',
          onDone: { actions: assign({ baseLists: ({ event }) => event.output }) },
          onError: {
            actions: { type: 'logFailure', params: ({ event }) => ({ what: 'baseLists', error: event.error }) },
          },
        },
        { id: 'notificationPoller', src: 'notificationPoller', input: { intervalMs: NOTIFICATION_POLL_MS } },
      ],
      on: {
        // A login while logged in (the id -1 placeholder, or a /login-hash link opened in a session)
        // switches user: re-entering restarts base lists and polling with the new token.
        'login.succeeded': {
          target: 'loggedIn',
          reenter: true,
          actions: [
            assign({
              user: ({ event }) => event.user,
              notifications: [] as Notification[],
              unseenQualifyingTimes: 0,
              forcedLogoutModal: false,
            }),
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
            raise({ type: 'locale.adoptUsers' }),
          ],
        },
        'session.expired': forcedLogout,
        'user.updated': {
          actions: [
            assign({ user: ({ context, event }) => ({ ...event.person, token: context.user!.token }) }),
            { type: 'storeUser', params: ({ context }) => ({ user: context.user! }) },
          ],
        },
        'notifications.loaded': { actions: assign({ notifications: ({ event }) => event.notifications }) },
        'qualifyingTimes.counted': { actions: assign({ unseenQualifyingTimes: ({ event }) => event.unseen }) },
        'notifications.markedRead': {
          actions: assign({
            notifications: ({ context, event }) =>
              context.notifications.map((n) =>
                n.readTime === null && (event.id === undefined || n.id === event.id) ? { ...n, readTime: event.at } : n,
              ),
          }),
        },
      },
      initial: 'active',
      states: {
        active: { on: { 'logout.request': 'confirmingLogout' } },
        confirmingLogout: {
          on: {
            'logout.cancel': 'active',
            'logout.confirm': { target: '#session.loggedOut', actions: ['clearSession', 'clearStoredUser', 'goHome'] },
          },
        },
      },
    },
  },
})

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const selectUser = (s: SessionSnapshot) => s.context.user
export const selectIsLoggedIn = (s: SessionSnapshot) => s.matches('loggedIn')
export const selectIsRestoring = (s: SessionSnapshot) => s.matches('restoring') || s.matches('reloading')
/** Registered means phone and e-mail are both verified (§4). */
export const selectIsRegistered = (s: SessionSnapshot) =>
  s.matches('loggedIn') && !!s.context.user?.phoneVerified && !!s.context.user?.emailVerified
export const selectIsConfirmingLogout = (s: SessionSnapshot) => s.matches({ loggedIn: 'confirmingLogout' })
export const selectShowForcedLogoutModal = (s: SessionSnapshot) => s.context.forcedLogoutModal
export const selectNotifications = (s: SessionSnapshot) => s.context.notifications
export const selectUnreadCount = (s: SessionSnapshot) =>
  s.context.notifications.filter((n) => n.readTime === null).length
export const selectUnseenQualifyingTimes = (s: SessionSnapshot) => s.context.unseenQualifyingTimes
export const selectDrawerOpen = (s: SessionSnapshot) => s.context.drawerOpen
export const selectApiVersion = (s: SessionSnapshot) => s.context.apiVersion
export const selectLocale = (s: SessionSnapshot) => s.context.locale
export const selectBaseLists = (s: SessionSnapshot) => s.context.baseLists
