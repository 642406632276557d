import { expect, type Locator, type Page } from '@playwright/test'
import { labelled, text } from '../support/texts'
import { seeFieldError } from './form-errors'

export type ResetStep = 'request' | 'code' | 'newPassword'

const TITLES: Record<ResetStep | 'done', `login:${string}`> = {
  request: 'login:reset.request.title',
  code: 'login:reset.code.title',
  newPassword: 'login:reset.newPassword.title',
  done: 'login:reset.done.title',
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
    await expect(this.main.getByRole('status').filter({ hasText: text('login:reset.done.text') })).toBeVisible()
  }

  get emailField(): Locator {
    return this.main.getByRole('textbox', { name: text('login:email') })
  }

  get codeField(): Locator {
    return this.main.getByRole('textbox', { name: text('login:code.label') })
  }

  get passwordField(): Locator {
    return this.main.getByLabel(labelled(text('login:reset.newPassword.password')))
  }

  get confirmationField(): Locator {
    return this.main.getByLabel(labelled(text('login:reset.newPassword.confirmation')))
  }

  async fillEmail(value: string): Promise<void> {
    await this.emailField.fill(value)
  }

  async clickSendCode(): Promise<void> {
    await this.main.getByRole('button', { name: text('login:reset.request.submit'), exact: true }).click()
  }

  async seeMaskedPhone(masked: string | RegExp): Promise<void> {
    await expect(
      this.main.getByText(typeof masked === 'string' ? text('login:reset.code.sentTo', { phone: masked }) : masked),
    ).toBeVisible()
  }

  async seeResendCountdown(): Promise<void> {
    await expect(this.main.getByText(/\d+ sekund/)).toBeVisible()
  }

  async fillCode(value: string): Promise<void> {
    await this.codeField.fill(value)
  }

  async clickContinue(): Promise<void> {
    await this.main.getByRole('button', { name: text('login:continue'), exact: true }).click()
  }

  async fillNewPassword(password: string, confirmation = password): Promise<void> {
    await this.passwordField.fill(password)
    await this.confirmationField.fill(confirmation)
  }

  async clickSavePassword(): Promise<void> {
    await this.main.getByRole('button', { name: text('login:reset.newPassword.submit'), exact: true }).click()
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
    const state = text(met ? 'login:passwordRules.met' : 'login:passwordRules.notMet')
    await expect(
      this.main.getByRole('listitem').filter({ hasText: text(`login:passwordRules.${ruleKey}`) }),
    ).toContainText(state)
  }

  async clickToLogin(): Promise<void> {
    await this.main.getByRole('link', { name: text('login:reset.done.toLogin'), exact: true }).click()
  }
}
