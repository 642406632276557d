import { NOTIFICATION_POLL_MS, sessionMachine, type SessionSnapshot } from '../../machines/shell/session.machine'
import type { CurrentUser } from '../../src/api/shell/user.schemas'
import { App, expect, mock, PERSONAS, test } from '../fixtures'
import {
  generatePaths,
  liveLogic,
  machineEventTypes,
  type BrowserActions,
  type PathEvent,
} from '../support/machine-paths'
import { replayWalks, type Replay, type WalkFlow } from '../support/walk-replay'

/**
 * The session machine's transitions, generated from the production machine with xstate/graph and
 * replayed in the browser by e2e/support/walk-replay.ts: each event becomes what a user (or the
 * server) does, and after each step the page must show the state the machine reached.
 */

const persona = PERSONAS.apprentice

// The machine only stores the user; id and token are what it reads (the reload's input).
const sampleUser = { id: persona.id, token: 'token-apprentice', firstName: persona.firstName } as unknown as CurrentUser

/** Events that change the state a user sees, each with its browser action below. */
const STATE_EVENTS: PathEvent[] = [
  { type: 'login.succeeded', user: sampleUser },
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'logout.request' },
  { type: 'logout.cancel' },
  { type: 'logout.confirm' },
  { type: 'session.expired' },
  { type: 'forcedLogoutModal.dismiss' },
  { type: 'xstate.done.actor.reloadUser', output: sampleUser },
  { type: 'xstate.error.actor.reloadUser', error: new Error('500') },
]

/**
 * Events that only change context the serialized state leaves out. They are still offered to the
 * generator: should one start to change the state, it lands in a path, has no browser action and
 * the replay fails until someone maps it. Their effects are tested by the shell, language and
 * notification specs. (drawer.toggle is sent by no control of the UI.)
 */
const CONTEXT_EVENTS: PathEvent[] = [
  { type: 'drawer.toggle' },
  { type: 'locale.change', locale: 'en' },
  // Raised by the machine itself at login (the saved language on a new device: e2e/login/login.spec.ts).
  { type: 'locale.adoptUsers' },
  { type: 'user.updated', person: sampleUser },
  { type: 'notifications.loaded', notifications: [] },
  { type: 'notifications.markedRead', at: '2026-11-16T09:00:00.000Z' },
  // The menu badge's count (issue 21): e2e/qualifying-time/qualifying-time.spec.ts sees it and its reset.
  { type: 'qualifyingTimes.counted', unseen: 3 },
  { type: 'xstate.done.actor.loadApiVersion', output: '1.0' },
  { type: 'xstate.error.actor.loadApiVersion', error: new Error('500') },
  { type: 'xstate.done.actor.loadBaseLists', output: {} },
  { type: 'xstate.error.actor.loadBaseLists', error: new Error('500') },
]

/** What the user sees as "the state": the state value, the forced-logout modal and the drawer. */
const serialize = (s: SessionSnapshot) =>
  JSON.stringify({ value: s.value, forcedLogoutModal: s.context.forcedLogoutModal, drawerOpen: s.context.drawerOpen })

/**
 * What a user can cause in a state. Modal dialogs (the drawer, the logout confirmation, the
 * forced-logout modal) cover every control but their own; the server can answer 406 at any time.
 * Everything else the generator would try is a transition no browser can take.
 */
function userCanSend(s: SessionSnapshot, event: PathEvent): boolean {
  const type = event.type
  // No control sends it: the top bar sends drawer.open, the drawer drawer.close.
  if (type === 'drawer.toggle') return false
  if (type === 'session.expired') return true
  // A page load in progress: only the call's answer moves it on.
  if (s.matches('reloading')) return type.startsWith('xstate.')
  if (s.context.forcedLogoutModal) return type === 'forcedLogoutModal.dismiss' || type === 'login.succeeded'
  if (s.matches({ loggedIn: 'confirmingLogout' })) return type === 'logout.cancel' || type === 'logout.confirm'
  if (s.context.drawerOpen) return type === 'drawer.close' || type === 'logout.request' || type === 'locale.change'
  // The logout button is in the drawer.
  return type !== 'logout.request'
}

const pathsFor = (storedUser: CurrentUser | null) =>
  generatePaths(sessionMachine, {
    events: [...STATE_EVENTS, ...CONTEXT_EVENTS],
    input: { storedUser, locale: 'sv' },
    serialize,
    unreachable: (s, event) => !userCanSend(s, event),
    // With a stored user only the start differs (the reload); what follows is the same machine and
    // is covered by the paths without one.
    stopAt: storedUser ? (s) => !s.matches('reloading') : undefined,
  })

type R = Replay<SessionSnapshot>

async function loginThroughTestPanel({ app }: R): Promise<void> {
  // A panel that mounted while a fault was on could not load its users; a reload (still logged out) retries.
  if ((await app.testLogin.waitLoaded()) === 'failed') await app.page.reload()
  await app.testLogin.clickPersona('apprentice')
}

const actions: BrowserActions<R> = {
  'login.succeeded': async (_, replay) => {
    const { app, from } = replay
    if (from.context.forcedLogoutModal) {
      // After a forced logout the modal's own login button is the way back in.
      await app.shell.clickForcedLogoutLogin()
      await app.login.seePage()
      await app.login.fillThisDevicePersonalNumber(persona.personalNumber)
      await app.login.clickThisDeviceLogin()
    } else {
      await loginThroughTestPanel(replay)
    }
  },
  'drawer.open': (_event, { app }) => app.shell.clickMenu(),
  'drawer.close': (_event, { app }) => app.shell.clickCloseMenu(),
  'logout.request': (_event, { app }) => app.shell.clickLogoutInDrawer(),
  'logout.cancel': (_event, { app }) => app.shell.clickCancelLogout(),
  'logout.confirm': (_event, { app }) => app.shell.clickConfirmLogout(),
  'session.expired': async (_, { app, from }) => {
    // The server starts answering 406; the next call meets it: the reload of the stored user on a
    // page load, else the 30 s notification poll. Before a reload only the reload's own call is refused:
    // a call the page before it still had running (the start page's import notice, a poll) met the 406
    // first, logged out there, and the reloaded page had no stored user left to reload (failed once in
    // a full run).
    if (from.matches('reloading')) {
      await mock.setFaults(app.page, '406', 0, 'persons/get/')
      await app.page.reload()
    } else {
      await mock.setFaults(app.page, '406')
      await app.page.clock.fastForward(NOTIFICATION_POLL_MS)
    }
    await app.shell.seeForcedLogoutDialog()
    await mock.setFaults(app.page, 'none')
  },
  'forcedLogoutModal.dismiss': (_event, { app }) => app.shell.clickForcedLogoutClose(),
  // A stored user is reloaded on start: a page load with the user in local storage.
  'xstate.done.actor.reloadUser': async (_, { app }) => {
    await app.page.reload()
  },
  'xstate.error.actor.reloadUser': async (_, { app }) => {
    await mock.setFaults(app.page, '500')
    await app.page.reload()
    await app.start.seeLoggedOutView()
    await mock.setFaults(app.page, 'none')
    // Still logged out, so a reload only lets the test-login panel load its users without the fault.
    await app.page.reload()
  },
}

async function seeState(app: App, s: SessionSnapshot): Promise<void> {
  const { shell, start } = app
  const loggedIn = s.matches('loggedIn')
  if (s.matches('reloading')) throw new Error('reloading is a page load in progress: no step ends there')
  if (s.context.forcedLogoutModal) {
    await expect(app.page).toHaveURL(/\/$/)
    await shell.seeForcedLogoutDialog()
    await expect(shell.logoutDialog).toBeHidden()
    await expect(shell.drawer()).toBeHidden()
  } else if (s.matches({ loggedIn: 'confirmingLogout' })) {
    // The drawer stays open underneath; the alert dialog hides it from assistive technology.
    await shell.seeLogoutDialog()
  } else if (s.context.drawerOpen) {
    await shell.seeDrawer()
    await expect(shell.logoutDialog).toBeHidden()
    await expect(shell.logoutInDrawer).toHaveCount(loggedIn ? 1 : 0)
  } else {
    await expect(shell.drawer()).toBeHidden()
    await expect(shell.logoutDialog).toBeHidden()
    await expect(shell.forcedLogoutDialog).toBeHidden()
    if (loggedIn) {
      await start.seeRegisteredView(persona.firstName)
      await expect(shell.bell).toBeVisible()
    } else {
      await start.seeLoggedOutView()
      await expect(shell.bell).toHaveCount(0)
    }
  }
}

test('every session machine event is either replayed in the browser or listed as context-only', () => {
  const known = [...STATE_EVENTS, ...CONTEXT_EVENTS].map((e) => e.type).sort()
  expect(
    machineEventTypes(sessionMachine),
    'a new session event needs a browser action or a place in CONTEXT_EVENTS',
  ).toEqual(known)
})

/** The page a state shows: the start page logged in or out, with the drawer, the logout dialog or the forced-logout dialog. */
function screen(s: SessionSnapshot): string {
  if (s.matches('reloading')) return 'reloading'
  if (s.context.forcedLogoutModal) return 'forced logout'
  if (s.matches({ loggedIn: 'confirmingLogout' })) return 'logout dialog'
  const start = s.matches('loggedIn') ? 'logged in' : 'logged out'
  return s.context.drawerOpen ? `${start}, drawer` : start
}

function sessionFlow(name: string, storedUser: CurrentUser | null, pages: string[]): WalkFlow<typeof sessionMachine> {
  const input = { storedUser, locale: 'sv' as const }
  const logic = liveLogic(sessionMachine, input)
  return {
    name,
    machine: sessionMachine,
    events: [...STATE_EVENTS, ...CONTEXT_EVENTS],
    input,
    serialize,
    unreachable: (s, event) => !userCanSend(s, event),
    target: () => null,
    notReplayed: Object.fromEntries(
      CONTEXT_EVENTS.map((e) => [
        e.type,
        'changes context the state leaves out (the shell, language and notification specs)',
      ]),
    ),
    // A stored user: the start page after a login, whose next page load reloads it (the first step).
    persona: storedUser ? 'apprentice' : null,
    // The browser's clock is moved on to the notification poll; the simulated backend's runs as it is.
    clock: 'real',
    open: async ({ app }) => {
      await app.page.clock.install()
      if (!storedUser) await app.start.goto()
    },
    seeOpened: !storedUser,
    actions,
    busy: (s) => s.matches('reloading'),
    callPath: () => 'persons/get/',
    runningCall: () => 'persons/get/',
    // A failed reload is the action's own fault on the page load.
    refusedByServer: () => true,
    seeState: ({ app }, s) => seeState(app, s),
    page: () => null,
    screen,
    pages,
    next: (s, event) => logic.transition(s, event),
  }
}

const nothingStored = sessionFlow('session paths, nothing stored', null, [
  'logged out, drawer',
  'logged in',
  'logged in, drawer',
  'logout dialog',
  'forced logout',
  'logged out',
])
replayWalks(
  nothingStored,
  pathsFor(null).map((path) => ({ ...path, covers: [] })),
)
const stored = sessionFlow('session paths, a user stored by an earlier visit', sampleUser, [
  'logged in',
  'logged out',
  'forced logout',
])
replayWalks(
  stored,
  pathsFor(sampleUser).map((path) => ({ ...path, covers: [] })),
)
