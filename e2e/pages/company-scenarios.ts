import { expect, type Locator, type Page } from '@playwright/test'
import { Shell } from './shell.page'
import { StartPage } from './start.page'
import { TestLoginPanel } from './test-login.page'
import { containing, exact, inLang, text, type Lang } from '../support/texts'

/**
 * Helpers of the company-side scenarios (e2e/application-company-scenarios.spec.ts): logging in as a
 * seeded person who is not a persona, switching the language, the registration wizard in any of the
 * three languages, the review's "To the decision" button and the apprentice's returned draft.
 */

/** A text of the company-application namespace in one language. */
export function caIn(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  return inLang(lang)(`application-company:${key}`, vars)
}

/** A text of the apprentice's application namespace (Swedish). */
export function at(key: string, vars?: Record<string, string | number>): string {
  return text(`application:${key}`, vars)
}

/**
 * Logs in a seeded person who is not in the test-login list (applicants, staff) with the panel's
 * "any personal number" prompt, from the logged-out start page, confirms the contact details the
 * start page asks about on a first login, and waits for the greeting.
 */
export async function loginWithPersonalNumber(page: Page, personalNumber: string, firstName: string): Promise<void> {
  const start = new StartPage(page)
  const panel = new TestLoginPanel(page)
  if (new URL(page.url()).pathname !== '/') await start.goto()
  await panel.seeUsersLoaded()
  await panel.fillPersonalNumber(personalNumber)
  await panel.clickPromptLogin()
  // Not a persona, so the fixtures have not pre-answered the first-login contact check: answer it as the person would.
  const contact = page.getByRole('dialog', { name: text('shell-start:contact.title'), exact: true })
  await contact.getByRole('button', { name: text('shell-start:contact.correct'), exact: true }).click()
  await expect(contact).toBeHidden()
  await start.seeGreeting(firstName)
}

/** Switches the portal's language with the shell's selector (drawer), starting from Swedish, and closes the drawer. */
export async function switchLanguageFromSwedish(page: Page, to: 'en' | 'pl'): Promise<void> {
  await new Shell(page).switchLanguage(to)
  await expect(page.locator('html')).toHaveAttribute('lang', to)
}

/**
 * The company's registration wizard (/company/{id}/create-applications) in one language: the same
 * steps as RegistrationWizard in company-application.page.ts, with every name from that language's
 * locale file, and the error checks a user makes (summary link, the field marked, the message beside it).
 */
export class RegistrationIn {
  private readonly t: (key: string, vars?: Record<string, string | number>) => string

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'sv',
  ) {
    this.t = (key, vars) => caIn(lang, key, vars)
  }

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  get wizard(): Locator {
    return this.page.getByTestId('wizard')
  }

  async goto(companyId: number): Promise<void> {
    await this.page.goto(`/company/${companyId}/create-applications`)
    await this.seeStep('apprentice-personal-number', 'registration.personalNumber.title')
  }

  /** The page by its data-step and its heading (a key of registration.*). */
  async seeStep(step: string, titleKey: string): Promise<void> {
    await expect(this.wizard).toHaveAttribute('data-step', step)
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(this.t(titleKey))
  }

  async clickContinue(): Promise<void> {
    await this.main.getByRole('button', { name: this.t('common.continue'), exact: true }).click()
  }

  async clickBack(): Promise<void> {
    await this.main.getByRole('button', { name: inLang(this.lang)('common:back'), exact: true }).click()
  }

  get personalNumberField(): Locator {
    return this.main.getByRole('textbox', { name: this.t('registration.personalNumber.label'), exact: true })
  }

  get phoneField(): Locator {
    return this.main.getByRole('textbox', { name: this.t('registration.phone.label'), exact: true })
  }

  get emailField(): Locator {
    return this.main.getByRole('textbox', { name: this.t('registration.email.label'), exact: true })
  }

  get professionField(): Locator {
    return this.main.getByRole('combobox', { name: this.t('registration.profession.label'), exact: true })
  }

  get workplaceGroup(): Locator {
    return this.main.getByRole('group', { name: this.t('registration.workplace.label'), exact: true })
  }

  get instructorGroup(): Locator {
    return this.main.getByRole('group', { name: this.t('instructor.legend'), exact: true })
  }

  get employmentTypeGroup(): Locator {
    return this.main.getByRole('group', { name: this.t('employment.typeLabel'), exact: true })
  }

  /** A date input has no textbox role: found by its label. */
  get startDateField(): Locator {
    return this.main.getByLabel(this.t('employment.dateLabel'), { exact: true })
  }

  instructor(name: string): Locator {
    return this.instructorGroup.getByRole('radio', { name, exact: true })
  }

  /** A radio of a question (a fieldset named by its legend). */
  private async clickRadio(group: Locator, option: string | RegExp): Promise<void> {
    await group.getByRole('radio', { name: option }).check()
  }

  async clickWorkplace(name: string): Promise<void> {
    await this.clickRadio(this.workplaceGroup, new RegExp(`^${name}`))
  }

  async clickEmploymentType(name: string): Promise<void> {
    await this.clickRadio(this.employmentTypeGroup, exact(name))
  }

  async clickInstructor(name: string): Promise<void> {
    await this.instructor(name).check()
  }

  async chooseProfession(name: string): Promise<void> {
    await this.professionField.selectOption({ label: name })
  }

  get errorSummary(): Locator {
    return this.main.getByRole('alert', { name: inLang(this.lang)('common:errorSummaryTitle') })
  }

  /**
   * The error summary names the problem with a link to the field, and the field (or its group)
   * carries the same message as its description. `fieldId`: the input the summary links to.
   */
  async seeFieldError(
    field: Locator,
    fieldId: string,
    message: string,
    options: { invalid?: boolean } = {},
  ): Promise<void> {
    await expect(this.errorSummary.getByRole('link', { name: message, exact: true })).toHaveAttribute(
      'href',
      `#${fieldId}`,
    )
    await expect(field).toHaveAccessibleDescription(containing(message))
    if (options.invalid ?? true) await expect(field).toHaveAttribute('aria-invalid', 'true')
  }

  async seeNoErrorSummary(): Promise<void> {
    await expect(this.errorSummary).toHaveCount(0)
  }

  /** Check your answers: a "Change" button names what it changes. */
  async clickChange(labelKey: string): Promise<void> {
    await this.main
      .getByRole('button', { name: `${this.t('common.change')} ${this.t(labelKey).toLocaleLowerCase()}`, exact: true })
      .click()
  }

  /** Check your answers: the label with its answer. */
  async seeAnswer(labelKey: string, value: string): Promise<void> {
    const term = this.main.getByRole('term').filter({ hasText: exact(this.t(labelKey)) })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
  }
}

/** The received list's link that continues a registration the company has not sent yet (a company draft). */
export async function clickContinueRegistration(
  page: Page,
  applicationId: number,
  apprenticeName: string,
  lang: Lang = 'sv',
): Promise<void> {
  await page
    .getByTestId(`application-row-${applicationId}`)
    .getByRole('link', { name: `${caIn(lang, 'list.continueRegistration')} ${apprenticeName}`, exact: true })
    .click()
}

/** The review's "To the decision" button, on every page before the decision. */
export async function clickToDecision(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: caIn('sv', 'review.toDecision'), exact: true })
    .click()
}

/** The decision page's check-your-answers "Change" button of a review field (review.fields.<key>): that page, then back. */
export async function clickChangeOnDecision(page: Page, fieldKey: string): Promise<void> {
  const label = caIn('sv', `review.fields.${fieldKey}`)
  await page
    .getByTestId('review-summary')
    .getByRole('button', { name: `${caIn('sv', 'common.change')} ${label.toLocaleLowerCase()}`, exact: true })
    .click()
}

/** The apprentice's own applications (/application): a returned draft, its notice, the documents step. */
export class ReturnedDraft {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  row(applicationId: number): Locator {
    return this.page.getByTestId(`draft-${applicationId}`)
  }

  /** The draft's Continue button is named after the profession and the day of the last change. */
  async clickContinue(applicationId: number, profession: string, changedOn: string): Promise<void> {
    await this.row(applicationId)
      .getByRole('button', { name: at('drafts.continueNamed', { profession, date: changedOn }), exact: true })
      .click()
  }

  /** The company's motivation, shown above the question on every page of a returned application. */
  async seeDenial(motivation: string): Promise<void> {
    const notice = this.page.getByTestId('deny-motivation')
    await expect(notice.getByRole('heading', { name: at('denied.title'), exact: true })).toBeVisible()
    await expect(notice.getByText(motivation, { exact: true })).toBeVisible()
  }

  async clickChange(step: string): Promise<void> {
    await this.main
      .getByRole('button', {
        name: `${at('review.change')} ${at(`review.rows.${step}`).toLocaleLowerCase()}`,
        exact: true,
      })
      .click()
  }

  async chooseDocumentType(typeKey: string): Promise<void> {
    await this.main
      .getByRole('combobox', { name: at('documents.typeLabel'), exact: true })
      .selectOption({ label: at(`documents.types.${typeKey}`) })
  }
}
