import { expect, type Locator, type Page } from '@playwright/test'
import { exact, text } from '../support/texts'
import { appText } from './company-application.page'

const at = (key: string, vars?: Record<string, string | number>) => appText('application', key, vars)

/** A file as the file chooser hands it over. */
export interface ChosenFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** The apprentice's application (§3): /application, the draft list, then one question per page. */
export class ApplicationWizardPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  get wizard(): Locator {
    return this.page.getByTestId('wizard')
  }

  async goto(): Promise<void> {
    await this.page.goto('/application')
  }

  async seeDraftList(): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(at('drafts.title'))
    await expect(this.main.getByRole('list', { name: at('drafts.listLabel') })).toBeVisible()
  }

  async clickStartNew(): Promise<void> {
    await this.main.getByRole('button', { name: at('drafts.new'), exact: true }).click()
  }

  async seeStep(step: string, title: string, position?: { current: number; total: number }): Promise<void> {
    // The wizard names the page "<step>:<variant>" (the variant is empty on a plain question page).
    await expect(this.wizard).toHaveAttribute('data-step', new RegExp(`^${step}(:|$)`))
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
    if (position) await expect(this.page.getByTestId('wizard-progress')).toHaveText(at('progress', position))
  }

  async clickContinue(name = at('continue')): Promise<void> {
    await this.main.getByRole('button', { name, exact: true }).click()
  }

  async clickStart(): Promise<void> {
    await this.clickContinue(at('welcome.start'))
  }

  async clickOption(name: string): Promise<void> {
    await this.main.getByRole('radio', { name, exact: true }).check()
  }

  /** Ark checkboxes draw their own control over the input: click the label, as a user does. */
  async clickCheckbox(name: string): Promise<void> {
    await this.main.getByRole('checkbox', { name, exact: true }).locator('xpath=ancestor::label[1]').click()
    await expect(this.main.getByRole('checkbox', { name, exact: true })).toBeChecked()
  }

  field(label: string): Locator {
    return this.main.getByRole('textbox', { name: label, exact: true })
  }

  async seeValue(label: string, value: string): Promise<void> {
    await expect(this.field(label)).toHaveValue(value)
  }

  get organisationNumberField(): Locator {
    return this.field(at('company.label'))
  }

  async fillOrganisationNumber(value: string): Promise<void> {
    await this.organisationNumberField.fill(value)
  }

  async clickFindCompany(): Promise<void> {
    await this.clickContinue(at('company.find'))
  }

  async seeCompanyFound(name: string): Promise<void> {
    await expect(this.page.getByTestId('company-found')).toContainText(name)
  }

  async clickConfirmCompany(): Promise<void> {
    await this.clickContinue(at('company.confirm'))
  }

  async uploadDocument(file: ChosenFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser')
    await this.main.getByRole('button', { name: at('documents.fileLabel'), exact: true }).click()
    await (await chooser).setFiles(file)
  }

  async seeUploaded(name: string): Promise<void> {
    await expect(this.main.getByRole('button', { name: at('documents.removeNamed', { name }), exact: true })).toBeVisible()
  }

  async fillMessage(value: string): Promise<void> {
    await this.field(at('message.label')).fill(value)
  }

  /** The error summary names the problem and the field carries it too. */
  async seeFieldError(field: Locator, message: string): Promise<void> {
    const summary = this.main.getByRole('alert', { name: text('common:errorSummaryTitle') })
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  }

  async seeAnswer(label: string, value: string | RegExp): Promise<void> {
    const term = this.main.getByRole('term').filter({ hasText: exact(label) })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
  }

  async clickSign(): Promise<void> {
    await this.clickContinue(at('review.sign'))
  }

  async seeThanks(company: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(at('thanks.title'))
    await expect(this.page.getByTestId('thanks')).toHaveText(at('thanks.sentTo', { company }))
  }
}
