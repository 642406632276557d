import { expect, type Locator, type Page } from '@playwright/test'
import { exact, labelled, type Lang } from '../support/texts'
import { pressable } from './structure.page'
import { NamespacePage } from './namespace.page'

/** The company's staff pages (issue 19): the list, adding a person, the person's page. */
export class StaffPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-staff', lang)
  }

  get list(): Locator {
    return this.page.getByTestId('staff-list')
  }

  get count(): Locator {
    return this.page.getByTestId('staff-count')
  }

  row(employmentId: number): Locator {
    return this.page.getByTestId(`staff-row-${employmentId}`)
  }

  async seeList(): Promise<void> {
    await expect(this.heading).toHaveText(this.t('list.title'))
    await expect(this.list).toBeVisible()
  }

  async search(words: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: labelled(this.t('list.searchLabel')) }).fill(words)
  }

  async chooseRole(role: string): Promise<void> {
    await this.page.getByRole('combobox', { name: exact(this.t('list.roleLabel')) }).selectOption(role)
  }

  get departmentFilter(): Locator {
    return this.page.getByRole('combobox', { name: exact(this.t('list.departmentLabel')) })
  }

  // ---- adding a person

  get personalNumber(): Locator {
    return this.page.getByRole('textbox', { name: labelled(this.t('add.personalNumber')) })
  }

  department(name: string): Locator {
    return this.page.getByRole('checkbox', { name: exact(name) })
  }

  get fromDate(): Locator {
    return this.page.getByLabel(labelled(this.t('add.fromDate')))
  }

  get continueButton(): Locator {
    return this.page.getByRole('button', { name: exact(this.t('add.continue')) })
  }

  get confirmation(): Locator {
    return this.page.getByTestId('add-confirm')
  }

  get addButton(): Locator {
    return this.confirmation.getByRole('button', { name: pressable(this.t('add.confirm')) })
  }

  get changeButton(): Locator {
    return this.confirmation.getByRole('button', { name: exact(this.t('add.change')) })
  }

  fieldError(id: string): Locator {
    return this.page.locator(`#${id}-error`)
  }

  // ---- the person's page

  get facts(): Locator {
    return this.page.getByTestId('employment-facts')
  }

  get endButton(): Locator {
    return this.page.getByRole('button', { name: exact(this.t('person.end')) })
  }

  get endDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('person.endConfirmTitle') })
  }

  get removeButton(): Locator {
    return this.page.getByRole('button', { name: exact(this.t('person.remove')) })
  }

  get removeDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('person.removeConfirmTitle') })
  }
}
