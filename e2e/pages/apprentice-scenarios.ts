import { expect, type Locator, type Page } from '@playwright/test'
import { containing, exact, inLang, type Lang } from '../support/texts'

/** A file as the file chooser hands it over. */
export interface ChosenFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/**
 * The apprentice's application wizard (§2 Applications) in any of the three languages: every name a
 * locator uses and every message a test expects comes from the locale files of `lang`, so the same
 * steps run in sv, en and pl. One question per page; errors are summarised at the top and shown beside
 * the field (GOV.UK).
 */
export class ApprenticeWizard {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'sv',
  ) {}

  /** A text of the application namespace in this wizard's language. */
  t(key: string, vars?: Record<string, string | number>): string {
    return inLang(this.lang)(`application:${key}`, vars)
  }

  private common(key: string): string {
    return inLang(this.lang)(`common:${key}`)
  }

  get main(): Locator {
    return this.page.getByRole('main')
  }

  get wizard(): Locator {
    return this.page.getByTestId('wizard')
  }

  // --- navigation

  /** The start page's "Application" button (§2 logged-in view): the app is not loaded again. */
  async clickApplicationOnStartPage(): Promise<void> {
    await this.main
      .getByRole('link', { name: inLang(this.lang)('shell-start:loggedIn.buttons.application'), exact: true })
      .click()
  }

  /** The menu's "Application" item, from any page. */
  async clickApplicationInMenu(): Promise<void> {
    const say = inLang(this.lang)
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: say('shell:menu.open'), exact: true })
      .click()
    await this.page
      .getByRole('dialog', { name: say('shell:menu.title'), exact: true })
      .getByRole('navigation', { name: say('shell:menu.navLabel') })
      .getByRole('link', { name: say('shell:items.application'), exact: true })
      .click()
  }

  /** ApplicationStart with an id and setStep (§2): /application/{id}?setStep=n. */
  async gotoApplication(id: number, setStep?: number): Promise<void> {
    await this.page.goto(setStep === undefined ? `/application/${id}` : `/application/${id}?setStep=${setStep}`)
  }

  /** The id of the application the wizard is on, from /application/{id}. */
  async applicationIdInUrl(): Promise<number> {
    await expect(this.page).toHaveURL(/\/application\/\d+/)
    return Number(/\/application\/(\d+)/.exec(this.page.url())?.[1])
  }

  // --- pages

  /**
   * The page is `step` (the wizard names it "<step>:<variant>"; `variant` '' is the plain question page,
   * 'code' the code field of the phone and e-mail steps) with the given heading and, optionally, position.
   */
  async seeStep(
    step: string,
    title: string,
    position?: { current: number; total: number },
    variant?: string,
  ): Promise<void> {
    const name = variant === undefined ? new RegExp(`^${step}(:|$)`) : new RegExp(`^${step}:${variant}$`)
    await expect(this.wizard).toHaveAttribute('data-step', name)
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
    if (position) await expect(this.page.getByTestId('wizard-progress')).toHaveText(this.t('progress', position))
  }

  async clickContinue(name = this.t('continue')): Promise<void> {
    await this.main.getByRole('button', { name, exact: true }).click()
  }

  /** Continue and wait until the wizard has left `step` (the next page, or a call's answer). */
  async continueFrom(step: string, name?: string): Promise<void> {
    await expect(this.wizard).toHaveAttribute('data-step', new RegExp(`^${step}(:|$)`))
    const before = await this.wizard.getAttribute('data-step')
    await this.clickContinue(name)
    await expect(this.wizard).not.toHaveAttribute('data-step', before ?? '')
  }

  /** The back link at the top of the page (the browser's back agrees with it). */
  async clickBack(): Promise<void> {
    // The link's arrow is drawn by CSS (content: '‹'), which counts in its accessible name.
    await this.main.getByRole('button', { name: new RegExp(`^\\W*${this.common('back')}$`) }).click()
  }

  // --- answers

  field(label: string): Locator {
    return this.main.getByRole('textbox', { name: label, exact: true })
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value)
  }

  async seeValue(label: string, value: string): Promise<void> {
    await expect(this.field(label)).toHaveValue(value)
  }

  /** A question of radios or check boxes: the fieldset, named by its legend (the page's question). */
  group(legend: string): Locator {
    return this.main.getByRole('group', { name: legend, exact: true })
  }

  option(name: string): Locator {
    return this.main.getByRole('radio', { name, exact: true })
  }

  async chooseOption(name: string): Promise<void> {
    await this.option(name).check()
  }

  async seeChosen(name: string): Promise<void> {
    await expect(this.option(name)).toBeChecked()
  }

  /** A check box of a question with several answers (native inputs). */
  box(name: string | RegExp): Locator {
    return this.main.getByRole('checkbox', { name, exact: typeof name === 'string' })
  }

  /** A single check box with its own label: click the label, as a user does (it names the box by its `for`). */
  async clickCheckbox(name: string): Promise<void> {
    const box = this.box(name)
    const before = await box.isChecked()
    await this.main.locator(`label[for="${await box.getAttribute('id')}"]`).click()
    await expect(box).toBeChecked({ checked: !before })
  }

  // --- errors

  get errorSummary(): Locator {
    return this.main.getByRole('alert', { name: this.common('errorSummaryTitle'), exact: true })
  }

  /**
   * A refusal as GOV.UK shows it: the summary at the top names the problem with a link to the field
   * (for a question of radios or check boxes: to its first option), and the field carries the same message.
   */
  async seeError(message: string, field: Locator): Promise<void> {
    const link = this.errorSummary.getByRole('link', { name: message, exact: true })
    await expect(link).toBeVisible()
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^#[\w-]+$/)
    const id = href.slice(1)
    await expect(field.locator(`xpath=self::*[@id="${id}"] | .//*[@id="${id}"]`)).toHaveCount(1)
    await expect(field).toHaveAccessibleDescription(containing(message))
  }

  async seeNoErrors(): Promise<void> {
    await expect(this.errorSummary).toHaveCount(0)
  }

  // --- codes

  get codeField(): Locator {
    return this.field(this.t('code.label'))
  }

  // --- company

  get organisationNumberField(): Locator {
    return this.field(this.t('company.label'))
  }

  async seeCompanyFound(name: string): Promise<void> {
    await expect(this.page.getByTestId('company-found')).toContainText(name)
  }

  // --- documents

  get fileInput(): Locator {
    return this.main.getByRole('button', { name: this.t('documents.fileLabel'), exact: true })
  }

  /** A file by its contents, or by its path on disk (a large file is not sent through the protocol then). */
  async chooseFile(file: ChosenFile | string): Promise<void> {
    await this.fileInput.setInputFiles(file)
  }

  async seeUploaded(name: string): Promise<void> {
    await expect(
      this.main.getByRole('button', { name: this.t('documents.removeNamed', { name }), exact: true }),
    ).toBeVisible()
  }

  async seeNoUploads(): Promise<void> {
    await expect(this.page.getByTestId('no-documents')).toHaveText(this.t('documents.none'))
  }

  // --- check your answers

  async seeAnswer(row: string, value: string | RegExp): Promise<void> {
    const term = this.main.getByRole('term').filter({ hasText: exact(this.t(`review.rows.${row}`)) })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
  }

  async seeThanks(company: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(this.t('thanks.title'))
    await expect(this.page.getByTestId('thanks')).toHaveText(this.t('thanks.sentTo', { company }))
  }

  // --- the draft list

  get draftList(): Locator {
    return this.main.getByRole('list', { name: this.t('drafts.listLabel'), exact: true })
  }

  async seeDraftList(): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(this.t('drafts.title'))
    await expect(this.draftList).toBeVisible()
  }

  /** The drafts listed, by their "Continue" buttons' names (profession and date of the last change). */
  async seeDrafts(names: string[]): Promise<void> {
    await expect(this.draftList.getByRole('listitem')).toHaveCount(names.length)
    for (const name of names) await expect(this.draftList.getByRole('button', { name, exact: true })).toBeVisible()
  }

  draftButtonName(profession: string, changed: string): string {
    return this.t('drafts.continueNamed', { profession, date: changed })
  }

  async clickStartNew(): Promise<void> {
    await this.main.getByRole('button', { name: this.t('drafts.new'), exact: true }).click()
  }
}
