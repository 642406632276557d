import { expect, type Locator, type Page } from '@playwright/test'
import { exact, labelled, text, type Lang } from '../support/texts'
import { NamespacePage } from './namespace.page'

/** A button's name, also while it shows busy (the spinner's hidden "Loading…" follows the label). */
export function pressable(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
}

/** The company's structure pages (issue 19): the workplace and department lists and their forms. */
export class StructurePages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-structure', lang)
  }

  get form(): Locator {
    return this.page.locator('form')
  }

  /** A field of the form by its label (required fields carry their marker). */
  field(kind: 'workplace' | 'department', name: string): Locator {
    return this.form.getByLabel(labelled(this.t(`${kind}.fields.${name}`)))
  }

  get saveButton(): Locator {
    return this.form.getByRole('button', { name: pressable(this.t('actions.save')) })
  }

  get createButton(): Locator {
    return this.form.getByRole('button', { name: pressable(this.t('actions.create')) })
  }

  get deleteButton(): Locator {
    return this.form.getByRole('button', { name: exact(this.t('actions.delete')) })
  }

  dialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('actions.deleteTitle', { name }) })
  }

  dialogConfirm(name: string): Locator {
    return this.dialog(name).getByRole('button', { name: pressable(this.t('actions.deleteConfirm')) })
  }

  dialogCancel(name: string): Locator {
    return this.dialog(name).getByRole('button', { name: exact(text('common:cancel', {}, this.lang)) })
  }

  get saveFailed(): Locator {
    return this.page.getByTestId('structure-save-failed')
  }

  get deleteFailed(): Locator {
    return this.page.getByTestId('structure-delete-failed')
  }

  async seeWorkplaces(companyId: number): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/company/${companyId}/workplaces$`))
    await expect(this.heading).toHaveText(this.t('workplaces.title'))
  }

  async seeDepartments(companyId: number): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/company/${companyId}/departments$`))
    await expect(this.heading).toHaveText(this.t('departments.title'))
  }

  workplaceRow(id: number): Locator {
    return this.page.getByTestId(`workplace-${id}`)
  }

  departmentRow(id: number): Locator {
    return this.page.getByTestId(`department-${id}`)
  }

  /** The list's rows, each a link with the item's name. */
  async seeRows(kind: 'workplaces' | 'departments', names: readonly string[]): Promise<void> {
    await expect(this.page.getByTestId(kind).getByRole('heading', { level: 2 })).toHaveText([...names])
  }
}
