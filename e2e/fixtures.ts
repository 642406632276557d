import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { PERSONAS, PERSONA_KEYS, personaHash, type PersonaKey } from '../mock-server/seed'
import { LoginHashPage, LoginPage, SimulatedIdPage } from './pages/login.page'
import { NotificationsPage } from './pages/notifications.page'
import { RegisterPage } from './pages/register.page'
import { ResetPasswordPage } from './pages/reset-password.page'
import { MyAddressPage, MySettingsPage } from './pages/settings.page'
import { Shell } from './pages/shell.page'
import { StartPage } from './pages/start.page'
import { StatusPages } from './pages/status.page'
import { TestLoginPanel } from './pages/test-login.page'
import { mock } from './support/mock'

/** Every page object over one page. */
export class App {
  readonly start: StartPage
  readonly testLogin: TestLoginPanel
  readonly login: LoginPage
  readonly simulatedId: SimulatedIdPage
  readonly loginHash: LoginHashPage
  readonly shell: Shell
  readonly notifications: NotificationsPage
  readonly register: RegisterPage
  readonly resetPassword: ResetPasswordPage
  readonly settings: MySettingsPage
  readonly address: MyAddressPage
  readonly status: StatusPages

  constructor(readonly page: Page) {
    this.start = new StartPage(page)
    this.testLogin = new TestLoginPanel(page)
    this.login = new LoginPage(page)
    this.simulatedId = new SimulatedIdPage(page)
    this.loginHash = new LoginHashPage(page)
    this.shell = new Shell(page)
    this.notifications = new NotificationsPage(page)
    this.register = new RegisterPage(page)
    this.resetPassword = new ResetPasswordPage(page)
    this.settings = new MySettingsPage(page)
    this.address = new MyAddressPage(page)
    this.status = new StatusPages(page)
  }
}

// Where the start page remembers its first-login dialogs (src/components/start/contact-confirmation.ts
// and tour-memory.ts). Pre-setting them keeps those modals out of tests that are about something else.
const contactCookie = (id: number) => `pp_contact_confirmed_${id}`
const tourSeenKey = (id: number) => `pp.tour.seen.${id}`

/**
 * The language chosen on the test's "device" (the selector's stored choice, src/i18n/i18n.ts). Tests run
 * on a device where Swedish was chosen, so a persona's saved language (Tomasz: pl) does not switch the
 * texts at login; null leaves it unchosen, as on a new device.
 */
async function chooseDeviceLocale(context: BrowserContext, locale: string): Promise<void> {
  await context.addInitScript(
    ({ value }) => {
      try {
        if (window.localStorage.getItem('pp.locale') === null) window.localStorage.setItem('pp.locale', value)
      } catch {
        // about:blank and other opaque origins have no storage; the portal's pages do.
      }
    },
    { value: locale },
  )
}

async function skipWelcomeDialogs(context: BrowserContext, baseURL: string): Promise<void> {
  const ids = PERSONA_KEYS.map((key) => PERSONAS[key].id)
  const answeredAt = encodeURIComponent('2026-11-01T08:00:00.000Z')
  await context.addCookies(ids.map((id) => ({ name: contactCookie(id), value: answeredAt, url: baseURL })))
  await context.addInitScript(
    ({ keys }) => {
      try {
        for (const key of keys)
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '2026-11-01T08:00:00.000Z')
      } catch {
        // about:blank and other opaque origins have no storage; the portal's pages do.
      }
    },
    { keys: ids.map(tourSeenKey) },
  )
}

/**
 * Opens the logged-out start page on a freshly seeded scenario: each test has its own, empty browser
 * context, and the simulated backend seeds the default scenario when its storage is empty (so no
 * reset on top).
 */
async function freshStart(app: App): Promise<void> {
  await app.start.goto()
  await app.start.seeLoggedOutView()
  await app.testLogin.seeUsersLoaded()
}

export interface Fixtures {
  /** Show the contact-confirmation dialog and the first-login tour (off by default). */
  welcomeDialogs: boolean
  /** The language chosen on the device before the test ('sv'); null: none, as on a new device. */
  deviceLocale: 'sv' | 'en' | 'pl' | null
  /** All page objects over the test's page. */
  app: App
  /** The page on the logged-out start page of a freshly reset scenario. */
  fresh: Page
  /** Logs a persona in the way a tester would (test-login panel; e-mail and password for passwordUser) and waits for the greeting. */
  loginAs: (key: PersonaKey) => Promise<void>
  /**
   * Logs a persona in by its documented reusable login link (/login-hash/hash-<key>, README "The
   * scenario's personas") and waits for the greeting on the start page: one page load instead of the
   * start page, the panel and a click. For tests that are not about logging in; needs no `fresh`. Unlike
   * the panel, imitatingAdmin's link has her act as Elin, as the README's persona table says.
   */
  loginByLink: (key: PersonaKey) => Promise<void>
}

export const test = base.extend<Fixtures>({
  welcomeDialogs: [false, { option: true }],
  deviceLocale: ['sv', { option: true }],
  context: async ({ context, welcomeDialogs, deviceLocale, baseURL }, provide) => {
    if (!welcomeDialogs) await skipWelcomeDialogs(context, baseURL ?? 'http://localhost:4173')
    if (deviceLocale !== null) await chooseDeviceLocale(context, deviceLocale)
    // The build ships a strict Content-Security-Policy (issue 8 §4): any page of any spec that breaks it fails the test.
    const violations: string[] = []
    await context.exposeFunction('__cspViolation', (violation: string) => violations.push(violation))
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation
        void report(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`)
      })
    })
    await provide(context)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
  app: async ({ page }, provide) => {
    // E2E_LOG_API=1: print every refused API call with its answer (for finding why a walk failed).
    if (process.env.E2E_LOG_API) {
      page.on('response', (response) => {
        if (response.status() < 400 || !response.url().includes('/api/m/v1/')) return
        void response.text().then(
          (body) =>
            console.log(
              `[api] ${response.request().method()} ${response.url()} -> ${response.status()} ${body.slice(0, 300)}`,
            ),
          () => {},
        )
      })
    }
    await provide(new App(page))
  },
  fresh: async ({ page, app }, provide) => {
    await freshStart(app)
    await provide(page)
  },
  loginAs: async ({ app }, provide) => {
    await provide(async (key) => {
      const persona = PERSONAS[key]
      if (persona.personalNumber === '') {
        // No Swedish personal number, so not in the test-login list: e-mail and password.
        await app.login.goto('password')
        await app.login.loginWithEmail(persona.email ?? '', persona.password ?? '')
      } else {
        if (new URL(app.page.url()).pathname !== '/') await app.start.goto()
        await app.testLogin.seeUsersLoaded()
        await app.testLogin.clickPersona(key)
      }
      await app.start.seeGreeting(persona.firstName)
    })
  },
  loginByLink: async ({ app }, provide) => {
    await provide(async (key) => {
      await app.loginHash.goto(personaHash(key))
      await expect(app.page).toHaveURL(/\/$/)
      // The imitating administrator's link logs her in acting as the one she imitates (README), whom the start page greets.
      const imitates = PERSONAS[key].imitates
      await app.start.seeGreeting(PERSONAS[imitates ?? key].firstName)
    })
  },
})

export { expect, mock, PERSONAS, type PersonaKey }
