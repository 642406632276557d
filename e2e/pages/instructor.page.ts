import { expect, type Locator, type Page } from '@playwright/test'
import { inLang, type Lang, type Namespace } from '../support/texts'

/** The instructor pages (issue 10): the book list, the apprentice's reports with the approval box. */
export class InstructorPages {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'sv',
  ) {}

  private t(key: `${Namespace}:${string}`, values?: Record<string, string | number>): string {
    return inLang(this.lang)(key, values)
  }

  get main(): Locator {
    return this.page.getByRole('main')
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 })
  }

  async seeBookList(title = this.t('instructor:ebooks.title')): Promise<void> {
    await expect(this.heading).toHaveText(title)
    await expect(this.page.getByTestId('instructor-books')).toBeVisible()
  }

  bookRow(bookId: number): Locator {
    return this.page.getByTestId(`book-row-${bookId}`)
  }

  async search(value: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: this.t('instructor:ebooks.searchLabel') }).fill(value)
  }

  async openApprentice(name: string): Promise<void> {
    await this.page.getByTestId('instructor-books').getByRole('link', { name, exact: true }).click()
  }

  async seeApprenticeReports(name: string): Promise<void> {
    await expect(this.heading).toHaveText(this.t('instructor:report.bookTitle', { name }))
  }

  get approvalBox(): Locator {
    return this.page.getByTestId('approval-box')
  }

  get approveButton(): Locator {
    return this.main.getByRole('button', { name: this.t('ebook:approval.approve'), exact: true })
  }

  get approveDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('ebook:approval.confirmTitle') })
  }

  async clickApprove(): Promise<void> {
    await this.approveButton.click()
    await expect(this.approveDialog).toBeVisible()
  }

  async confirmApproval(): Promise<void> {
    await this.approveDialog.getByRole('button', { name: this.t('ebook:approval.confirm'), exact: true }).click()
    await expect(this.approveDialog).toBeHidden()
  }

  async seeApprovedBy(name: string): Promise<void> {
    await expect(this.approvalBox).toContainText(this.t('ebook:approval.approvedTitle'))
    await expect(this.approvalBox).toContainText(name)
  }

  async openReport(reportId: number): Promise<void> {
    await this.page.getByTestId(`report-row-${reportId}`).getByRole('link').click()
  }
}
