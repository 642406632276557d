import { expect, type Locator, type Page } from '@playwright/test'
import { text } from '../support/texts'
import { seeFieldError } from './form-errors'

/** /my-settings: mobile phone, e-mail, preferred language, e-mail notifications (persons/update). */
export class MySettingsPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-settings')
    await this.seePage()
  }

  async seePage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/my-settings$/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('shell-settings:settings.title'))
  }

  get phoneField(): Locator {
    return this.main.getByRole('textbox', { name: text('shell-settings:settings.mobilephone') })
  }

  get emailField(): Locator {
    return this.main.getByRole('textbox', { name: text('shell-settings:settings.email') })
  }

  language(nativeName: 'Svenska' | 'English' | 'Polski'): Locator {
    return this.main
      .getByRole('group', { name: text('shell-settings:settings.language'), exact: true })
      .getByRole('radio', { name: nativeName })
  }

  get emailNotifications(): Locator {
    return this.main.getByRole('checkbox', { name: text('shell-settings:settings.emailNotifications') })
  }

  async clickSave(): Promise<void> {
    await this.main.getByRole('button', { name: text('common:save'), exact: true }).click()
  }

  async seeFieldError(field: Locator, message: string): Promise<void> {
    await seeFieldError(this.page, field, message)
  }
}

/** /my-address: the address, fetchable from the population register (fetch-address), saved with persons/update. */
export class MyAddressPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-address')
    await this.seePage()
  }

  async seePage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/my-address$/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('shell-settings:address.title'))
  }

  field(name: 'address1' | 'address2' | 'zip' | 'city' | 'country'): Locator {
    return this.main.getByRole('textbox', { name: text(`shell-settings:address.${name}`) })
  }

  async clickFetchFromRegister(): Promise<void> {
    await this.main.getByRole('button', { name: text('shell-settings:address.fetch'), exact: true }).click()
  }

  async clickSave(): Promise<void> {
    await this.main.getByRole('button', { name: text('common:save'), exact: true }).click()
  }

  async seeFieldError(field: Locator, message: string): Promise<void> {
    await seeFieldError(this.page, field, message)
  }
}
