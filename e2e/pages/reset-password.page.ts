import { expect, type Locator, type Page } from '@playwright/test'
import { labelled, text } from '../support/texts'
import { seeFieldError } from './form-errors'

export type ResetStep = 'request' | 'code' | 'newPassword'

const TITLES: Record<ResetStep | 'done', `login-forms:${string}`> = {
  request: 'login-forms:reset.request.title',
  code: 'login-forms:reset.code.title',
  newPassword: 'login-forms:reset.newPassword.title',
  done: 'login-forms:reset.done.title',
}

/** /reset-password: e-mail, SMS code, new password with the §5 rules, confirmation. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  async goto(): Promise<void> {
    await this.page.goto('/reset-password')
    await this.seeStep('request')
  }

  async seeStep(step: ResetStep): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/reset-password(\\?step=${step})?$`))
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text(TITLES[step]))
  }

  async seeDone(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text(TITLES.done))
    await expect(this.main.getByRole('status').filter({ hasText: text('login-forms:reset.done.text') })).toBeVisible()
  }

  get emailField(): Locator {
    return this.main.getByRole('textbox', { name: text('login-forms:email') })
  }

  get codeField(): Locator {
    return this.main.getByRole('textbox', { name: text('login-forms:code.label') })
  }

  get passwordField(): Locator {
    return this.main.getByLabel(labelled(text('login-forms:reset.newPassword.password')))
  }

  get confirmationField(): Locator {
    return this.main.getByLabel(labelled(text('login-forms:reset.newPassword.confirmation')))
  }

  async fillEmail(value: string): Promise<void> {
    await this.emailField.fill(value)
  }

  async clickSendCode(): Promise<void> {
    await this.main.getByRole('button', { name: text('login-forms:reset.request.submit'), exact: true }).click()
  }

  async seeMaskedPhone(masked: string | RegExp): Promise<void> {
    await expect(
      this.main.getByText(
        typeof masked === 'string' ? text('login-forms:reset.code.sentTo', { phone: masked }) : masked,
      ),
    ).toBeVisible()
  }

  async seeResendCountdown(): Promise<void> {
    await expect(this.main.getByText(/\d+ sekund/)).toBeVisible()
  }

  async fillCode(value: string): Promise<void> {
    await this.codeField.fill(value)
  }

  async clickContinue(): Promise<void> {
    await this.main.getByRole('button', { name: text('login-forms:continue'), exact: true }).click()
  }

  async fillNewPassword(password: string, confirmation = password): Promise<void> {
    await this.passwordField.fill(password)
    await this.confirmationField.fill(confirmation)
  }

  async clickSavePassword(): Promise<void> {
    await this.main.getByRole('button', { name: text('login-forms:reset.newPassword.submit'), exact: true }).click()
  }

  async clickBack(): Promise<void> {
    // The back link's name also reads the CSS chevron before it (‹), hence the end-anchored match.
    await this.main.getByRole('button', { name: new RegExp(`${text('common:back')}$`) }).click()
  }

  async seeFieldError(field: Locator, message: string): Promise<void> {
    await seeFieldError(this.page, field, message)
  }

  async seePageError(message: string): Promise<void> {
    await expect(this.main.getByRole('alert').filter({ hasText: message })).toBeVisible()
  }

  /** A password rule of §5 as the list reads it: "(uppfyllt)" / "(inte uppfyllt)". */
  async seeRule(ruleKey: 'tooShort' | 'noLower' | 'noUpper' | 'noDigit' | 'noSpecial', met: boolean): Promise<void> {
    const state = text(met ? 'login-forms:passwordRules.met' : 'login-forms:passwordRules.notMet')
    await expect(
      this.main.getByRole('listitem').filter({ hasText: text(`login-forms:passwordRules.${ruleKey}`) }),
    ).toContainText(state)
  }

  async clickToLogin(): Promise<void> {
    await this.main.getByRole('link', { name: text('login-forms:reset.done.toLogin'), exact: true }).click()
  }
}
