import { expect, type Page } from '@playwright/test'
import { text } from '../support/texts'

/** /forbidden (ACCESS DENIED) and the not-found page, each with a button to the start page (§2). */
export class StatusPages {
  constructor(readonly page: Page) {}

  async seeForbidden(): Promise<void> {
    await expect(this.page).toHaveURL(/\/forbidden$/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('shell:forbidden.title'))
    await expect(this.page.getByText(text('shell:forbidden.text'))).toBeVisible()
  }

  async seeNotFound(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('shell:notFound.title'))
    await expect(this.page.getByText(text('shell:notFound.text'))).toBeVisible()
  }

  async clickToStartPage(): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('link', { name: text('common:toStartPage'), exact: true })
      .click()
  }
}
