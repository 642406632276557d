import { expect, type Locator, type Page } from '@playwright/test'
import { containing, labelled, text } from '../support/texts'

export type LoginSection = 'this-device' | 'other-device' | 'external' | 'password'

/** /login: one section per way in (§2), plus the simulated ID app box of mock builds. */
export class LoginPage {
  constructor(readonly page: Page) {}

  section(id: LoginSection): Locator {
    return this.page.getByRole('region', { name: text(`login-forms:sections.${id}.title`), exact: true })
  }

  async goto(section?: LoginSection): Promise<void> {
    await this.page.goto(section ? `/login#${section}` : '/login')
    await this.seePage()
  }

  async seePage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login(#.*)?$/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('login-forms:title'))
  }

  // --- e-ID on this device

  async fillThisDevicePersonalNumber(value: string): Promise<void> {
    await this.section('this-device')
      .getByRole('textbox', { name: text('login:personalNumber') })
      .fill(value)
  }

  async clickThisDeviceLogin(): Promise<void> {
    await this.section('this-device')
      .getByRole('button', { name: text('login-forms:thisDevice.submit'), exact: true })
      .click()
  }

  async seeThisDeviceFieldError(message: string): Promise<void> {
    const field = this.section('this-device').getByRole('textbox', { name: text('login:personalNumber') })
    await expect(field).toHaveAccessibleDescription(containing(message))
    await expect(field).toBeFocused()
  }

  // --- e-ID on another device

  get qrCode(): Locator {
    return this.section('other-device').getByRole('img', { name: text('login-forms:otherDevice.qrLabel') })
  }

  get simulatedApp(): Locator {
    return this.section('other-device').getByRole('region', { name: text('login-forms:simulatedApp.title') })
  }

  async clickShowQrCode(): Promise<void> {
    await this.section('other-device')
      .getByRole('button', { name: text('login-forms:otherDevice.start'), exact: true })
      .click()
  }

  async clickCancelQrCode(): Promise<void> {
    await this.section('other-device')
      .getByRole('button', { name: text('login-forms:otherDevice.cancel'), exact: true })
      .click()
  }

  async clickRetryQrCode(): Promise<void> {
    await this.section('other-device')
      .getByRole('button', { name: text('login-forms:otherDevice.retry'), exact: true })
      .click()
  }

  async seeShowQrCodeButton(): Promise<void> {
    await expect(
      this.section('other-device').getByRole('button', { name: text('login-forms:otherDevice.start'), exact: true }),
    ).toBeVisible()
  }

  /** The QR code is shown; answers its payload (what a phone camera would read). */
  async seeQrCode(): Promise<string> {
    await expect(this.qrCode).toBeVisible()
    await expect(this.section('other-device').getByText(text('login-forms:otherDevice.waiting'))).toBeVisible()
    const payload = await this.qrCode.getAttribute('data-qr')
    if (!payload) throw new Error('the QR code carries no payload')
    return payload
  }

  /** Waits for the next poll: the QR payload is replaced by a new one. */
  async seeQrCodeChangeFrom(previous: string): Promise<string> {
    await expect(this.qrCode).not.toHaveAttribute('data-qr', previous, { timeout: 10_000 })
    return this.seeQrCode()
  }

  async seeOtherDeviceAlert(message: string): Promise<void> {
    await expect(this.section('other-device').getByRole('alert')).toContainText(message)
  }

  async confirmInSimulatedApp(personalNumber: string): Promise<void> {
    await this.simulatedApp.getByRole('textbox', { name: text('login:personalNumber') }).fill(personalNumber)
    await this.simulatedApp.getByRole('button', { name: text('login-forms:simulatedApp.confirm'), exact: true }).click()
  }

  // --- external e-ID

  async clickExternalLogin(): Promise<void> {
    await this.section('external')
      .getByRole('button', { name: text('login:external.start'), exact: true })
      .click()
  }

  async seeExternalAlert(message: string): Promise<void> {
    await expect(this.section('external').getByRole('alert')).toContainText(message)
  }

  // --- e-mail and password

  async fillEmail(value: string): Promise<void> {
    await this.section('password')
      .getByRole('textbox', { name: text('login-forms:email') })
      .fill(value)
  }

  async fillPassword(value: string): Promise<void> {
    // Password inputs have no ARIA role; the label is how a user finds it.
    await this.section('password')
      .getByLabel(labelled(text('login-forms:password')))
      .fill(value)
  }

  async clickEmailLogin(): Promise<void> {
    await this.section('password')
      .getByRole('button', { name: text('login-forms:emailLogin.submit'), exact: true })
      .click()
  }

  async loginWithEmail(email: string, password: string): Promise<void> {
    await this.fillEmail(email)
    await this.fillPassword(password)
    await this.clickEmailLogin()
  }

  async seeEmailLoginError(message: string): Promise<void> {
    await expect(this.section('password').getByRole('alert')).toHaveText(message)
  }

  async clickForgotPassword(): Promise<void> {
    await this.section('password')
      .getByRole('link', { name: text('login-forms:emailLogin.forgot'), exact: true })
      .click()
  }

  /** Logged in already: /login says so. */
  async seeAlreadyLoggedIn(): Promise<void> {
    await expect(this.page.getByText(text('login-forms:alreadyLoggedIn'))).toBeVisible()
  }
}

/** /simulated-id: the stand-in for the external ID service (mock builds only). */
export class SimulatedIdPage {
  constructor(readonly page: Page) {}

  async seePage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/simulated-id\?grandidsession=/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('login-forms:simulatedId.title'))
    await expect(this.page.getByText(text('login-forms:simulatedId.banner'))).toBeVisible()
  }

  async fillPersonalNumber(value: string): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('textbox', { name: text('login:personalNumber') })
      .fill(value)
  }

  async clickSign(): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: text('login-forms:simulatedId.sign'), exact: true })
      .click()
  }

  async seeFieldError(message: string): Promise<void> {
    await expect(
      this.page.getByRole('main').getByRole('textbox', { name: text('login:personalNumber') }),
    ).toHaveAccessibleDescription(containing(message))
  }
}

/** /login-hash/$hash when the link did not work: the server's message and error data. */
export class LoginHashPage {
  constructor(readonly page: Page) {}

  async goto(hash: string): Promise<void> {
    await this.page.goto(`/login-hash/${hash}`)
  }

  async seeFailure(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('login-forms:loginHash.failedTitle'))
    await expect(this.page.getByRole('main').getByRole('alert')).toBeVisible()
  }

  /** One name/value pair of the error data, as a description-list term and its definition. */
  async seeErrorData(name: string, value: string | RegExp): Promise<void> {
    const term = this.page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${name}$`) })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
  }

  async clickToStartPage(): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('link', { name: text('common:toStartPage'), exact: true })
      .click()
  }
}
