import { expect, type Locator, type Page } from '@playwright/test'
import { text } from '../support/texts'
import { seeFieldError } from './form-errors'

export type RegisterStep = 'phone' | 'phoneCode' | 'email' | 'emailCode'

const TITLES: Record<RegisterStep, string> = {
  phone: 'login-register:phone.title',
  phoneCode: 'login-register:phoneCode.title',
  email: 'login-register:email.title',
  emailCode: 'login-register:emailCode.title',
}
const PROGRESS: Record<RegisterStep, number> = { phone: 1, phoneCode: 2, email: 3, emailCode: 4 }

/** /register: phone, its code, e-mail, its code (GOV.UK question pages). */
export class RegisterPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  async seeStep(step: RegisterStep): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/register\\?step=${step}$`))
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      text(TITLES[step] as `login-register:${string}`),
    )
    await expect(
      this.main.getByText(text('login-register:progress', { current: PROGRESS[step], total: 4 }), { exact: true }),
    ).toBeVisible()
  }

  get phoneField(): Locator {
    return this.main.getByRole('textbox', { name: text('login-register:phone.label') })
  }

  get emailField(): Locator {
    return this.main.getByRole('textbox', { name: text('login-register:email.label') })
  }

  get codeField(): Locator {
    return this.main.getByRole('textbox', { name: text('login-forms:code.label') })
  }

  async fillPhone(value: string): Promise<void> {
    await this.phoneField.fill(value)
  }

  async fillEmail(value: string): Promise<void> {
    await this.emailField.fill(value)
  }

  async fillCode(value: string): Promise<void> {
    await this.codeField.fill(value)
  }

  async clickSendCode(): Promise<void> {
    await this.main.getByRole('button', { name: text('login-register:phone.submit'), exact: true }).click()
  }

  async clickContinue(): Promise<void> {
    await this.main.getByRole('button', { name: text('login-forms:continue'), exact: true }).click()
  }

  async clickBack(): Promise<void> {
    // The back link's name also reads the CSS chevron before it (‹), hence the end-anchored match.
    await this.main.getByRole('button', { name: new RegExp(`${text('common:back')}$`) }).click()
  }

  /** The error summary at the top (focused) and the message beside the field. */
  async seeFieldError(field: Locator, message: string): Promise<void> {
    await seeFieldError(this.page, field, message)
  }

  async seeCodeSentTo(recipient: string): Promise<void> {
    await expect(this.main.getByText(recipient, { exact: false }).first()).toBeVisible()
  }

  async seeResendCountdown(): Promise<void> {
    await expect(this.main.getByText(/\d+ sekund/)).toBeVisible()
  }
}
