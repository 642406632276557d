import { expect, type Locator, type Page } from '@playwright/test'
import { PERSONAS, type PersonaKey } from '../../mock-server/seed'
import { containing, text } from '../support/texts'

/** The test-login panel on the logged-out start page (§2): one button per fake user, filters, a prompt. */
export class TestLoginPanel {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: text('login:testLogin.title') })
  }

  get users(): Locator {
    return this.region.getByRole('list', { name: text('login:testLogin.listLabel') })
  }

  /** A fake user's button: its name starts with the person's full name. */
  personaButton(key: PersonaKey): Locator {
    const { firstName, lastName } = PERSONAS[key]
    return this.users.getByRole('button', { name: new RegExp(`^${firstName} ${lastName}\\b`) })
  }

  async seeUsersLoaded(): Promise<void> {
    await expect(this.users).toBeVisible()
  }

  /** Waits until the panel has its users, or says it could not load them (a fault was on while it mounted). */
  async waitLoaded(): Promise<'ready' | 'failed'> {
    const failed = this.region.getByRole('alert').filter({ hasText: text('login:testLogin.loadFailed') })
    await expect(this.users.or(failed)).toBeVisible()
    return (await failed.isVisible()) ? 'failed' : 'ready'
  }

  async clickPersona(key: PersonaKey): Promise<void> {
    await this.personaButton(key).click()
  }

  async clickUnderAgeUser(): Promise<void> {
    await this.region.getByRole('button', { name: text('login:testLogin.minor'), exact: true }).click()
  }

  async fillPersonalNumber(value: string): Promise<void> {
    await this.region.getByRole('textbox', { name: text('login:testLogin.promptLabel') }).fill(value)
  }

  async clickPromptLogin(): Promise<void> {
    await this.region.getByRole('button', { name: text('login:testLogin.promptSubmit'), exact: true }).click()
  }

  async seePromptError(message: string): Promise<void> {
    const field = this.region.getByRole('textbox', { name: text('login:testLogin.promptLabel') })
    await expect(field).toHaveAccessibleDescription(containing(message))
    await expect(field).toBeFocused()
  }

  async selectRole(roleLabel: string): Promise<void> {
    await this.region.getByRole('combobox', { name: text('login:testLogin.role') }).selectOption({ label: roleLabel })
  }

  async selectCompany(companyName: string): Promise<void> {
    await this.region
      .getByRole('combobox', { name: text('login:testLogin.company') })
      .selectOption({ label: companyName })
  }

  async seeUserCount(count: number): Promise<void> {
    await expect(
      this.region.getByRole('status').filter({ hasText: text('login:testLogin.count_other', { count }) }),
    ).toBeVisible()
    await expect(this.users.getByRole('listitem')).toHaveCount(count)
  }
}
