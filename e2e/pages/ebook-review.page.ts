import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Lang } from '../support/texts'
import { eb } from './ebook.page'

/** The instructor's review texts (src/i18n/locales/<lng>/ebook-review.json). */
export const rv = (key: string, vars?: Record<string, string | number>, lang: Lang = 'sv') =>
  text(`ebook-review:${key}`, vars, lang)

/** A button by its label, also while its call runs (a spinner then adds "loading" to its name). */
function pressable(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
}

/**
 * The supervising instructor's review of a saved report (/books/{bookId}/report/{reportId}): each
 * rated part with the apprentice's level and the instructor's, its "Assess" and "Approve" (or the
 * reason it cannot be approved), the part's assessment form, and the approval's confirmation.
 */
export class EbookReviewPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main')
  }

  async goto(bookId: number, reportId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/report/${reportId}`)
  }

  async seeHeading(title: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
  }

  /** A rated part's item on the page (its facts, warning, buttons or form). */
  part(detailId: number): Locator {
    return this.page.getByTestId(`review-part-${detailId}`)
  }

  /** The part's facts: "<term> <value>" of its description list. */
  fact(detailId: number, term: string): Locator {
    return this.part(detailId)
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: term }) })
      .locator('dd')
  }

  editButton(detailId: number, name: string): Locator {
    return this.part(detailId).getByRole('button', { name: `${rv('edit')} ${name}`, exact: true })
  }

  approveButton(detailId: number, name: string): Locator {
    return this.part(detailId).getByRole('button', { name: `${rv('approve')} ${name}`, exact: true })
  }

  /** The §8 warning of a saved assessment (in the list) or of the level being chosen (in the form). */
  differs(detailId: number, editing: boolean): Locator {
    return this.part(detailId).getByTestId(editing ? 'review-draft-differs' : 'review-differs')
  }

  /** The page's status line: what was last saved or approved. */
  get status(): Locator {
    return this.page.getByTestId('review-status')
  }

  form(name: string): Locator {
    return this.page.getByRole('form', { name, exact: true })
  }

  levelRadio(name: string, level: number): Locator {
    // The level in words (src/components/ebook/level-words.tsx): "Nivå 3: Med visst stöd".
    return this.form(name).getByRole('radio', {
      name: eb('levels.label', { level, name: eb(`levels.${level}.name`) }),
      exact: true,
    })
  }

  comment(name: string): Locator {
    return this.form(name).getByRole('textbox', { name: rv('form.comment'), exact: true })
  }

  saveButton(name: string): Locator {
    return this.form(name).getByRole('button', { name: pressable(rv('form.save')) })
  }

  saveAndApproveButton(name: string): Locator {
    return this.form(name).getByRole('button', { name: rv('form.approve'), exact: true })
  }

  cancelButton(name: string): Locator {
    return this.form(name).getByRole('button', { name: rv('form.cancel'), exact: true })
  }

  approvalDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: rv('confirm.title', { part: name }), exact: true })
  }

  approvalConfirm(name: string): Locator {
    return this.approvalDialog(name).getByRole('button', { name: pressable(rv('confirm.confirm')) })
  }

  approvalCancel(name: string): Locator {
    return this.approvalDialog(name).getByRole('button', { name: rv('confirm.cancel'), exact: true })
  }
}

/** The approval box of the book's overview (/book/{id}): what is missing, or "Approve the e-book", or who approved it and when. */
export class BookApprovalBox {
  constructor(readonly page: Page) {}

  async gotoOverview(bookId: number): Promise<void> {
    await this.page.goto(`/book/${bookId}`)
  }

  get box(): Locator {
    return this.page.getByTestId('approval-box')
  }

  get approveButton(): Locator {
    return this.box.getByRole('button', { name: pressable(eb('approval.approve')) })
  }

  get error(): Locator {
    return this.box.getByTestId('book-approval-error')
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog', { name: eb('approval.confirmTitle'), exact: true })
  }

  get confirmButton(): Locator {
    return this.dialog.getByRole('button', { name: pressable(eb('approval.confirm')) })
  }

  get cancelButton(): Locator {
    return this.dialog.getByRole('button', { name: eb('approval.cancel'), exact: true })
  }
}
