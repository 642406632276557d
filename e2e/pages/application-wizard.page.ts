import { expect, type Locator, type Page } from '@playwright/test'
import { containing, exact, text } from '../support/texts'
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

  /** A single check box: click its label, as a user does (the label names the box by its `for`). */
  async clickCheckbox(name: string): Promise<void> {
    const box = this.main.getByRole('checkbox', { name, exact: true })
    await this.main.locator(`label[for="${await box.getAttribute('id')}"]`).click()
    await expect(box).toBeChecked()
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
    await expect(
      this.main.getByRole('button', { name: at('documents.removeNamed', { name }), exact: true }),
    ).toBeVisible()
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

  // --- every page of the wizard, for replaying the machine's paths

  /** The page's name (data-step "<screen>:<variant>", or the screen alone around the steps) and its heading. */
  async seePage(dataStep: string, title: string): Promise<void> {
    await expect(this.wizard).toHaveAttribute('data-step', dataStep)
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
  }

  /** Continue (whatever it is called on the page): busy while the page's call runs. */
  get continueButton(): Locator {
    return this.page.getByTestId('wizard-continue')
  }

  /** The back link at the top of the page (a chevron before its name). */
  async clickBack(): Promise<void> {
    await this.main.getByRole('button', { name: new RegExp(`${exact(text('common:back')).source.slice(1)}`) }).click()
  }

  /** A "Change" link of the check-your-answers page; its name ends with the row's label. */
  async clickChange(rowLabel: string): Promise<void> {
    await this.main
      .getByRole('button', { name: `${at('review.change')} ${rowLabel.toLowerCase()}`, exact: true })
      .click()
  }

  async clickTryAgain(): Promise<void> {
    await this.main.getByRole('button', { name: at('tryAgain'), exact: true }).click()
  }

  async clickResendCode(): Promise<void> {
    await this.main.getByRole('button', { name: at('code.resend'), exact: true }).click()
  }

  /** The draft list's Continue of the draft for a profession (its name ends with the date it was changed). */
  async clickContinueDraft(profession: string): Promise<void> {
    const name = new RegExp(`^${exact(at('drafts.continueNamed', { profession, date: '' })).source.slice(1, -1)}`)
    await this.main.getByRole('button', { name }).click()
  }

  /** The drafts the list offers to continue. */
  get draftRows(): Locator {
    return this.main.getByRole('list', { name: at('drafts.listLabel') }).getByRole('listitem')
  }

  /** A question with options (radios or check boxes): the fieldset named by its legend. */
  group(legend: string): Locator {
    return this.main.getByRole('group', { name: legend, exact: true })
  }

  checkbox(label: string): Locator {
    return this.main.getByRole('checkbox', { name: label, exact: true })
  }

  radio(label: string): Locator {
    return this.main.getByRole('radio', { name: label, exact: true })
  }

  /** A check box of a question with several answers (native inputs: check and uncheck work directly). */
  async setTicked(group: Locator, label: string, ticked: boolean): Promise<void> {
    await group.getByRole('checkbox', { name: label, exact: true }).setChecked(ticked)
  }

  get fileInput(): Locator {
    return this.main.getByLabel(at('documents.fileLabel'), { exact: true })
  }

  async chooseFile(file: ChosenFile): Promise<void> {
    await this.fileInput.setInputFiles(file)
  }

  async clickRemoveDocument(name: string): Promise<void> {
    await this.main.getByRole('button', { name: at('documents.removeNamed', { name }), exact: true }).click()
  }

  get uploadedDocuments(): Locator {
    return this.page.getByTestId('uploaded-documents').getByRole('listitem')
  }

  get errorSummary(): Locator {
    return this.main
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: text('common:errorSummaryTitle') }) })
  }

  /** The error summary lists exactly these messages (as links to their fields), or is absent when there are none. */
  async seeErrorSummary(messages: readonly string[]): Promise<void> {
    if (messages.length === 0) {
      await expect(this.errorSummary).toHaveCount(0)
      return
    }
    await expect(this.errorSummary.getByRole('link')).toHaveText(messages.map(exact))
  }

  /** The message beside its field: part of the control's accessible description. */
  async seeDescribedBy(control: Locator, message: string): Promise<void> {
    await expect(control).toHaveAccessibleDescription(containing(message))
  }

  /** The page's message about a failed call, or none. */
  async seePageError(message: string | null): Promise<void> {
    const box = this.page.getByTestId('wizard-error')
    if (message === null) await expect(box).toHaveCount(0)
    else await expect(box).toContainText(message)
  }
}
