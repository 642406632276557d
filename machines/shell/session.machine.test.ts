import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { BaseLists } from '../../src/api/shell/baselists.schemas'
import type { Notification } from '../../src/api/shell/notification.schemas'
import type { CurrentUser, Person } from '../../src/api/shell/user.schemas'
import { basePerson } from '../../src/test/personas'
import {
  NOTIFICATION_POLL_MS,
  PLACEHOLDER_USER_ID,
  selectApiVersion,
  selectBaseLists,
  selectDrawerOpen,
  selectIsConfirmingLogout,
  selectIsLoggedIn,
  selectIsRegistered,
  selectIsRestoring,
  selectLocale,
  selectNotifications,
  selectShowForcedLogoutModal,
  selectUnreadCount,
  selectUnseenQualifyingTimes,
  selectUser,
  sessionMachine,
  type SessionEvent,
  type SessionInput,
} from './session.machine'

/** A promise the test settles by hand, to look at the machine while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const BASE_LISTS: BaseLists = {
  applicationStates: [],
  professions: [
    {
      id: 848,
      name: 'Ställningsbyggare',
      icon: null,
      machineOrientations: [],
      isMachineProfession: false,
      newInstructionsAt: null,
      daysUntilOrderApproval: 30,
    },
  ],
  regions: [{ id: 1, name: 'Syd' }],
  employmentTypes: [],
  distanceOrderStates: [],
  extensionOrderStates: [],
  educationTypes: [],
  schools: [],
}

function note(id: number, readTime: string | null = null): Notification {
  return {
    id,
    subject: `Meddelande ${id}`,
    sentTime: '2026-06-01T10:00:00Z',
    readTime,
    type: 'Book',
    concernType: 'Book',
    concernId: 1,
    additionalInfo: null,
  }
}

/** The person call answers the person without the session token. */
function personOf(user: CurrentUser, changes: Partial<Person> = {}): Person {
  const { token: _token, ...person } = user
  return { ...person, ...changes }
}

interface Fakes {
  storedUser?: CurrentUser | null
  localeChosen?: boolean
  loadApiVersion?: () => Promise<string>
  reloadUser?: (id: number) => Promise<Person>
  loadBaseLists?: () => Promise<BaseLists>
}

function arrange(fakes: Fakes = {}) {
  const spies = {
    storeUser: vi.fn<(user: CurrentUser) => void>(),
    clearStoredUser: vi.fn(),
    goHome: vi.fn(),
    applyLocale: vi.fn<(locale: string) => void>(),
    logFailure: vi.fn<(what: string, error: unknown) => void>(),
    reloadUser: vi.fn(
      fakes.reloadUser ?? (async (): Promise<Person> => Promise.reject(new Error('reloadUser not expected'))),
    ),
    loadBaseLists: vi.fn(fakes.loadBaseLists ?? (async () => BASE_LISTS)),
  }
  const poller = {
    starts: [] as Array<{ intervalMs: number }>,
    stops: 0,
    sendBack: null as ((event: SessionEvent) => void) | null,
  }
  const machine = sessionMachine.provide({
    actors: {
      loadApiVersion: fromPromise(fakes.loadApiVersion ?? (async () => '4.2.0')),
      reloadUser: fromPromise<Person, { id: number }>(({ input }) => spies.reloadUser(input.id)),
      loadBaseLists: fromPromise(() => spies.loadBaseLists()),
      notificationPoller: fromCallback<SessionEvent, { intervalMs: number }>(({ input, sendBack }) => {
        poller.starts.push(input)
        poller.sendBack = sendBack
        // The cleanup is how the machine stops polling.
        return () => {
          poller.stops += 1
        }
      }),
    },
    actions: {
      storeUser: (_, params) => spies.storeUser(params.user),
      clearStoredUser: () => spies.clearStoredUser(),
      goHome: () => spies.goHome(),
      applyLocale: (_, params) => spies.applyLocale(params.locale),
      logFailure: (_, params) => spies.logFailure(params.what, params.error),
    },
  })
  const input: SessionInput = {
    storedUser: fakes.storedUser ?? null,
    locale: 'sv',
    localeChosen: fakes.localeChosen ?? false,
  }
  const actor = createActor(machine, { input })
  return { actor, spies, poller }
}

/** Lets settled fakes deliver their results. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const stored = () => basePerson({ id: 7, token: 'token-stored', firstName: 'Alva' })

describe('session machine: start', () => {
  it('without a stored user it is logged out and loads nothing but the version', async () => {
    const { actor, spies, poller } = arrange()
    actor.start()
    await flush()

    const s = actor.getSnapshot()
    expect(s.value).toBe('loggedOut')
    expect(selectUser(s)).toBeNull()
    expect(selectApiVersion(s)).toBe('4.2.0')
    expect(spies.reloadUser).not.toHaveBeenCalled()
    expect(spies.loadBaseLists).not.toHaveBeenCalled()
    expect(poller.starts).toHaveLength(0)
  })

  it('the API version is null while loading and 0 when it fails', async () => {
    const version = deferred<string>()
    const { actor } = arrange({ loadApiVersion: () => version.promise })
    actor.start()
    expect(selectApiVersion(actor.getSnapshot())).toBeNull()

    version.reject(new Error('offline'))
    await flush()

    expect(selectApiVersion(actor.getSnapshot())).toBe('0')
  })

  it('keeps a stored placeholder user with id -1 as is, without reloading', async () => {
    const placeholder = basePerson({ id: PLACEHOLDER_USER_ID, token: 'token-placeholder' })
    const { actor, spies } = arrange({ storedUser: placeholder })
    actor.start()
    await flush()

    const s = actor.getSnapshot()
    expect(selectIsLoggedIn(s)).toBe(true)
    expect(selectUser(s)).toEqual(placeholder)
    expect(spies.reloadUser).not.toHaveBeenCalled()
  })

  it('reloads a stored user via the person call and keeps its token', async () => {
    const user = stored()
    const reload = deferred<Person>()
    const { actor, spies } = arrange({ storedUser: user, reloadUser: () => reload.promise })
    actor.start()

    expect(selectIsRestoring(actor.getSnapshot())).toBe(true)
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false)
    expect(spies.reloadUser).toHaveBeenCalledWith(7)

    reload.resolve(personOf(user, { firstName: 'Alva-Li', phoneVerified: true }))
    await flush()

    const s = actor.getSnapshot()
    expect(selectIsLoggedIn(s)).toBe(true)
    expect(selectUser(s)).toMatchObject({ id: 7, firstName: 'Alva-Li', token: 'token-stored' })
    // The refreshed user is stored with the old token.
    expect(spies.storeUser).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Alva-Li', token: 'token-stored' }),
    )
  })

  it('a failed reload clears the session, the stored user and goes home', async () => {
    const { actor, spies, poller } = arrange({
      storedUser: stored(),
      reloadUser: async () => Promise.reject(new Error('406')),
    })
    actor.start()
    await flush()

    const s = actor.getSnapshot()
    expect(s.value).toBe('loggedOut')
    expect(selectUser(s)).toBeNull()
    expect(spies.clearStoredUser).toHaveBeenCalledTimes(1)
    expect(spies.goHome).toHaveBeenCalledTimes(1)
    expect(spies.storeUser).not.toHaveBeenCalled()
    expect(poller.starts).toHaveLength(0)
  })

  it('a 406 while the stored user reloads is a forced logout: the modal shows', async () => {
    const reload = deferred<Person>()
    const { actor, spies } = arrange({ storedUser: stored(), reloadUser: () => reload.promise })
    actor.start()
    // The client reports the 406 before the reload's promise rejects.
    actor.send({ type: 'session.expired' })
    reload.reject(new Error('406'))
    await flush()

    const s = actor.getSnapshot()
    expect(s.value).toBe('loggedOut')
    expect(selectShowForcedLogoutModal(s)).toBe(true)
    expect(selectUser(s)).toBeNull()
    expect(spies.clearStoredUser).toHaveBeenCalledTimes(1)
    expect(spies.goHome).toHaveBeenCalledTimes(1)
  })
})

describe('session machine: login', () => {
  it('login.succeeded stores the user and loads the base lists', async () => {
    const { actor, spies } = arrange()
    actor.start()
    const user = basePerson({ id: 11, token: 'token-apprentice' })

    actor.send({ type: 'login.succeeded', user })
    await flush()

    const s = actor.getSnapshot()
    expect(selectIsLoggedIn(s)).toBe(true)
    expect(selectUser(s)).toEqual(user)
    expect(spies.storeUser).toHaveBeenCalledWith(user)
    expect(spies.loadBaseLists).toHaveBeenCalledTimes(1)
    expect(selectBaseLists(s)).toEqual(BASE_LISTS)
  })

  it('a login while logged in (placeholder user -1) switches to the new user and restarts polling', async () => {
    const placeholder = basePerson({ id: PLACEHOLDER_USER_ID, token: 'token-placeholder' })
    const { actor, spies, poller } = arrange({ storedUser: placeholder })
    actor.start()
    await flush()
    poller.sendBack?.({ type: 'notifications.loaded', notifications: [note(1)] })
    const user = basePerson({ id: 12, token: 'token-new' })

    actor.send({ type: 'login.succeeded', user })
    await flush()

    const s = actor.getSnapshot()
    expect(selectUser(s)).toEqual(user)
    expect(spies.storeUser).toHaveBeenCalledWith(user)
    // The old user's notifications go; polling and base lists start again for the new token.
    expect(selectNotifications(s)).toEqual([])
    expect(poller.stops).toBe(1)
    expect(poller.starts).toHaveLength(2)
    expect(spies.loadBaseLists).toHaveBeenCalledTimes(2)
  })

  it('a failed base-list load is only logged', async () => {
    const failure = new Error('500')
    const { actor, spies } = arrange({ loadBaseLists: async () => Promise.reject(failure) })
    actor.start()

    actor.send({ type: 'login.succeeded', user: basePerson() })
    await flush()

    const s = actor.getSnapshot()
    expect(selectIsLoggedIn(s)).toBe(true)
    expect(selectBaseLists(s)).toBeNull()
    expect(spies.logFailure).toHaveBeenCalledWith('baseLists', failure)
    expect(spies.goHome).not.toHaveBeenCalled()
  })

  it('user.updated replaces the person and keeps the token', async () => {
    const user = basePerson({ token: 'token-kept' })
    const { actor, spies } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user })

    actor.send({ type: 'user.updated', person: personOf(user, { email: 'ny@example.se' }) })

    expect(selectUser(actor.getSnapshot())).toMatchObject({ email: 'ny@example.se', token: 'token-kept' })
    expect(spies.storeUser).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'ny@example.se', token: 'token-kept' }),
    )
  })
})

describe('session machine: logout', () => {
  async function loggedIn() {
    const h = arrange()
    h.actor.start()
    h.actor.send({ type: 'login.succeeded', user: basePerson() })
    await flush()
    h.poller.sendBack?.({ type: 'notifications.loaded', notifications: [note(1), note(2)] })
    h.actor.send({ type: 'drawer.open' })
    return h
  }

  it('asks for confirmation; cancel keeps the session', async () => {
    const { actor, spies } = await loggedIn()

    actor.send({ type: 'logout.request' })
    expect(selectIsConfirmingLogout(actor.getSnapshot())).toBe(true)

    actor.send({ type: 'logout.cancel' })
    const s = actor.getSnapshot()
    expect(selectIsConfirmingLogout(s)).toBe(false)
    expect(selectIsLoggedIn(s)).toBe(true)
    expect(selectNotifications(s)).toHaveLength(2)
    expect(spies.clearStoredUser).not.toHaveBeenCalled()
  })

  it('logout.confirm without a request does nothing', async () => {
    const { actor } = await loggedIn()

    actor.send({ type: 'logout.confirm' })

    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true)
  })

  it('confirm clears user, notifications and drawer, stops polling and goes home', async () => {
    const { actor, spies, poller } = await loggedIn()
    expect(selectDrawerOpen(actor.getSnapshot())).toBe(true)
    expect(poller.stops).toBe(0)

    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })

    const s = actor.getSnapshot()
    expect(s.value).toBe('loggedOut')
    expect(selectUser(s)).toBeNull()
    expect(selectNotifications(s)).toEqual([])
    expect(selectDrawerOpen(s)).toBe(false)
    expect(selectShowForcedLogoutModal(s)).toBe(false)
    expect(spies.clearStoredUser).toHaveBeenCalledTimes(1)
    expect(spies.goHome).toHaveBeenCalledTimes(1)
    expect(poller.stops).toBe(1)
  })

  it('session.expired (any 406) logs out and shows the forced-logout modal, also mid-confirmation', async () => {
    const { actor, spies, poller } = await loggedIn()
    actor.send({ type: 'logout.request' })

    actor.send({ type: 'session.expired' })

    const s = actor.getSnapshot()
    expect(s.value).toBe('loggedOut')
    expect(selectUser(s)).toBeNull()
    expect(selectNotifications(s)).toEqual([])
    expect(selectDrawerOpen(s)).toBe(false)
    expect(selectShowForcedLogoutModal(s)).toBe(true)
    expect(spies.clearStoredUser).toHaveBeenCalledTimes(1)
    expect(spies.goHome).toHaveBeenCalledTimes(1)
    expect(poller.stops).toBe(1)
  })

  it('the forced-logout modal closes on dismiss and on the next login', async () => {
    const { actor } = await loggedIn()
    actor.send({ type: 'session.expired' })

    actor.send({ type: 'forcedLogoutModal.dismiss' })
    expect(selectShowForcedLogoutModal(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'session.expired' }) // ignored while logged out
    expect(selectShowForcedLogoutModal(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'login.succeeded', user: basePerson() })
    actor.send({ type: 'session.expired' })
    expect(selectShowForcedLogoutModal(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'login.succeeded', user: basePerson() })
    expect(selectShowForcedLogoutModal(actor.getSnapshot())).toBe(false)
  })
})

describe('session machine: notifications', () => {
  it('polls every 30 s only while logged in, once per login', async () => {
    const { actor, poller } = arrange()
    actor.start()
    expect(poller.starts).toHaveLength(0)

    actor.send({ type: 'login.succeeded', user: basePerson() })
    expect(poller.starts).toEqual([{ intervalMs: NOTIFICATION_POLL_MS }])
    expect(NOTIFICATION_POLL_MS).toBe(30_000)

    // Opening and cancelling the logout dialog must not restart the poller.
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.cancel' })
    expect(poller.starts).toHaveLength(1)
    expect(poller.stops).toBe(0)

    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })
    expect(poller.stops).toBe(1)

    actor.send({ type: 'login.succeeded', user: basePerson() })
    expect(poller.starts).toHaveLength(2)
  })

  it('keeps the qualifying-time badge count the poller sends until the session ends (§2)', async () => {
    const { actor, poller } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson() })
    poller.sendBack?.({ type: 'qualifyingTimes.counted', unseen: 12 })
    expect(selectUnseenQualifyingTimes(actor.getSnapshot())).toBe(12)
    // The list opened: 0 until the next count.
    actor.send({ type: 'qualifyingTimes.counted', unseen: 0 })
    expect(selectUnseenQualifyingTimes(actor.getSnapshot())).toBe(0)
    poller.sendBack?.({ type: 'qualifyingTimes.counted', unseen: 2 })
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })
    expect(selectUnseenQualifyingTimes(actor.getSnapshot())).toBe(0)
  })

  it('stores what the poller loads and counts unread', async () => {
    const { actor, poller } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson() })

    poller.sendBack?.({
      type: 'notifications.loaded',
      notifications: [note(1), note(2, '2026-06-02T08:00:00Z'), note(3)],
    })

    expect(selectNotifications(actor.getSnapshot()).map((n) => n.id)).toEqual([1, 2, 3])
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2)
  })

  it('marks one notification read by id', async () => {
    const { actor, poller } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson() })
    poller.sendBack?.({ type: 'notifications.loaded', notifications: [note(1), note(2), note(3)] })

    actor.send({ type: 'notifications.markedRead', id: 2, at: '2026-06-15T12:00:00Z' })

    const readTimes = selectNotifications(actor.getSnapshot()).map((n) => n.readTime)
    expect(readTimes).toEqual([null, '2026-06-15T12:00:00Z', null])
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2)
  })

  it('marks all unread read at once and keeps earlier read times', async () => {
    const { actor, poller } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson() })
    poller.sendBack?.({
      type: 'notifications.loaded',
      notifications: [note(1), note(2, '2026-06-02T08:00:00Z'), note(3)],
    })

    actor.send({ type: 'notifications.markedRead', at: '2026-06-15T12:00:00Z' })

    const readTimes = selectNotifications(actor.getSnapshot()).map((n) => n.readTime)
    expect(readTimes).toEqual(['2026-06-15T12:00:00Z', '2026-06-02T08:00:00Z', '2026-06-15T12:00:00Z'])
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0)
  })
})

describe('session machine: selectors, drawer and locale', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('phoneVerified %s and emailVerified %s: registered %s', async (phoneVerified, emailVerified, registered) => {
    const { actor } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson({ phoneVerified, emailVerified }) })

    expect(selectIsRegistered(actor.getSnapshot())).toBe(registered)
  })

  it('nobody is registered while logged out', () => {
    const { actor } = arrange()
    actor.start()
    expect(selectIsRegistered(actor.getSnapshot())).toBe(false)
  })

  it('the drawer opens, closes and toggles', () => {
    const { actor } = arrange()
    actor.start()
    actor.send({ type: 'drawer.toggle' })
    expect(selectDrawerOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'drawer.close' })
    expect(selectDrawerOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'drawer.open' })
    actor.send({ type: 'drawer.toggle' })
    expect(selectDrawerOpen(actor.getSnapshot())).toBe(false)
  })

  it('locale.change applies the locale, logged in or not', async () => {
    const { actor, spies } = arrange()
    actor.start()
    expect(selectLocale(actor.getSnapshot())).toBe('sv')

    actor.send({ type: 'locale.change', locale: 'pl' })
    expect(selectLocale(actor.getSnapshot())).toBe('pl')
    expect(spies.applyLocale).toHaveBeenLastCalledWith('pl')

    actor.send({ type: 'login.succeeded', user: basePerson() })
    actor.send({ type: 'locale.change', locale: 'en' })
    await waitFor(actor, (s) => selectLocale(s) === 'en')
    expect(spies.applyLocale).toHaveBeenCalledTimes(2)
    expect(spies.applyLocale).toHaveBeenLastCalledWith('en')
  })

  it("a login adopts the user's saved language when none was chosen on the device, and keeps it", () => {
    const { actor, spies } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson({ language: 'pl' }) })
    expect(selectLocale(actor.getSnapshot())).toBe('pl')
    expect(spies.applyLocale).toHaveBeenLastCalledWith('pl')
    // The device keeps it: the next user's saved language does not switch it again.
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })
    actor.send({ type: 'login.succeeded', user: basePerson({ id: 8, language: 'en' }) })
    expect(selectLocale(actor.getSnapshot())).toBe('pl')
    expect(spies.applyLocale).toHaveBeenCalledTimes(1)
  })

  it('a language chosen on the device wins over the saved one, before or after login', () => {
    const chosenBefore = arrange({ localeChosen: true })
    chosenBefore.actor.start()
    chosenBefore.actor.send({ type: 'login.succeeded', user: basePerson({ language: 'pl' }) })
    expect(selectLocale(chosenBefore.actor.getSnapshot())).toBe('sv')
    expect(chosenBefore.spies.applyLocale).not.toHaveBeenCalled()

    const chosenNow = arrange()
    chosenNow.actor.start()
    chosenNow.actor.send({ type: 'locale.change', locale: 'en' })
    chosenNow.actor.send({ type: 'login.succeeded', user: basePerson({ language: 'pl' }) })
    expect(selectLocale(chosenNow.actor.getSnapshot())).toBe('en')
  })

  it('a user without a saved language leaves the language as it is', () => {
    const { actor, spies } = arrange()
    actor.start()
    actor.send({ type: 'login.succeeded', user: basePerson({ language: undefined }) })
    expect(selectLocale(actor.getSnapshot())).toBe('sv')
    expect(spies.applyLocale).not.toHaveBeenCalled()
  })
})
