import { expect, type Locator, type Page } from '@playwright/test'
import { text } from '../support/texts'

/** The start page `/` in its three views (§2): logged out, logged in but not registered, registered. */
export class StartPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  private get registerNext(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: text('shell-start:notRegistered.next'), exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/')
  }

  async seeLoggedOutView(): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/)
    await expect(this.heading).toHaveText(text('shell-start:loggedOut.title'))
    await expect(this.page.getByRole('region', { name: text('login:testLogin.title') })).toBeVisible()
  }

  async seeGreeting(firstName: string): Promise<void> {
    await expect(this.heading).toHaveText(text('shell-start:greeting', { firstName }))
  }

  /** Logged in, phone or e-mail not verified, adult: the info and Next to /register. */
  async seeNotRegisteredView(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/)
    await this.seeGreeting(firstName)
    await expect(this.registerNext).toBeVisible()
    await expect(this.page.getByRole('link', { name: text('shell-start:notRegistered.policy') })).toBeVisible()
  }

  /** Logged in, not registered, under 18: the minors box instead of Next. */
  async seeMinorView(firstName: string): Promise<void> {
    await this.seeGreeting(firstName)
    await expect(
      this.page.getByRole('complementary', { name: text('shell-start:notRegistered.minor.title') }),
    ).toBeVisible()
    await expect(this.page.getByRole('link', { name: text('shell-start:notRegistered.minor.link') })).toBeVisible()
    await expect(this.registerNext).toHaveCount(0)
  }

  /** Logged in and registered: the greeting, nothing asking to register. */
  async seeRegisteredView(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/)
    await this.seeGreeting(firstName)
    await expect(this.registerNext).toHaveCount(0)
    await expect(this.page.getByRole('region', { name: text('login:testLogin.title') })).toHaveCount(0)
  }

  async seeApprenticeSubtitle(companies: string[]): Promise<void> {
    await expect(
      this.page.getByText(text('shell-start:loggedIn.apprenticeAt', { companies: companies.join(', ') }), {
        exact: true,
      }),
    ).toBeVisible()
  }

  async clickRegisterNext(): Promise<void> {
    await this.registerNext.click()
  }

  async clickLoginThisDevice(): Promise<void> {
    await this.page.getByRole('link', { name: text('shell-start:loggedOut.eid.thisDevice'), exact: true }).click()
  }

  async clickLoginOtherDevice(): Promise<void> {
    await this.page.getByRole('link', { name: text('shell-start:loggedOut.eid.otherDevice'), exact: true }).click()
  }

  async clickLoginWithPassword(): Promise<void> {
    await this.page.getByRole('link', { name: text('shell-start:loggedOut.password.button'), exact: true }).click()
  }

  async clickLoginExternal(): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: text('login:external.start'), exact: true })
      .click()
  }
}
