import { expect, type Locator, type Page } from '@playwright/test'
import { exact, text, type Lang } from '../support/texts'
import { WizardFrame } from './wizard-frame'

/** The e-book's texts (src/i18n/locales/<lng>/ebook-report.json and ebook.json). */
export const er = (key: string, vars?: Record<string, string | number>, lang: Lang = 'sv') =>
  text(`ebook-report:${key}`, vars, lang)
export const eb = (key: string, vars?: Record<string, string | number>, lang: Lang = 'sv') =>
  text(`ebook:${key}`, vars, lang)

/** The report flow of the e-book: the report list, the create page (period, workplace, instructor) and a report (parts, summary). */
export class EbookReportPages extends WizardFrame {
  async gotoList(bookId: number): Promise<void> {
    await this.page.goto(`/book/${bookId}/report-element`)
  }

  async gotoCreate(bookId: number): Promise<void> {
    await this.page.goto(`/book/${bookId}/create-overview`)
  }

  async seeHeading(title: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
  }

  async seeList(): Promise<void> {
    await this.seeHeading(er('title.list'))
    await expect(this.page.getByTestId('report-create')).toBeVisible()
  }

  async clickCreate(): Promise<void> {
    await this.page.getByTestId('report-create').click()
  }

  draft(reportId: number): Locator {
    return this.page.getByTestId(`report-draft-${reportId}`)
  }

  async clickContinueDraft(reportId: number): Promise<void> {
    await this.draft(reportId).getByRole('link').click()
  }

  /** Why the book is closed for reporting; neither a new report nor a draft to continue is offered. */
  async seeClosed(reason: string, lang: Lang = 'sv'): Promise<void> {
    await expect(this.page.getByTestId('report-closed')).toContainText(er('closed.heading', {}, lang))
    await expect(this.page.getByTestId('report-closed')).toContainText(er(`closed.reason.${reason}`, {}, lang))
    await expect(this.page.getByTestId('report-create')).toHaveCount(0)
    await expect(this.page.getByTestId('report-drafts')).toHaveCount(0)
  }

  // --- period

  async seePeriodStep(): Promise<void> {
    await this.seeHeading(er('period.title'))
  }

  async clickQuickDay(day: 'today' | 'yesterday' | 'dayBefore'): Promise<void> {
    await this.page.getByTestId(`quick-${day}`).click()
  }

  get fromField(): Locator {
    return this.main.getByRole('textbox', { name: er('period.from'), exact: true })
  }

  get toField(): Locator {
    return this.main.getByRole('textbox', { name: er('period.to'), exact: true })
  }

  async fillPeriod(from: string, to: string): Promise<void> {
    await this.fromField.fill(from)
    await this.toField.fill(to)
  }

  get continueButton(): Locator {
    return this.page.getByTestId('wizard-continue')
  }

  async clickContinue(): Promise<void> {
    await this.continueButton.click()
  }

  /** The error summary names the problem and the field carries it too. */
  async seeFieldError(field: Locator, message: string): Promise<void> {
    const summary = this.main.getByRole('alert', { name: text('common:errorSummaryTitle') })
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  }

  // --- parts

  async seePartsStep(): Promise<void> {
    await this.seeHeading(er('parts.title'))
    await expect(this.page).toHaveURL(/\/book\/\d+\/report\/\d+/)
  }

  async clickChoosePart(partId: number): Promise<void> {
    await this.page.getByTestId(`choose-${partId}`).click()
  }

  ratingDialog(partName: string): Locator {
    return this.page.getByRole('dialog', { name: er('rating.title', { part: partName }), exact: true })
  }

  async rate(partName: string, level: number, comment?: string): Promise<void> {
    const dialog = this.ratingDialog(partName)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('rating-required')).toBeVisible()
    await dialog.getByRole('radio', { name: new RegExp(`^${er('common.level', { level })}`) }).check()
    if (comment !== undefined) await dialog.getByLabel(er('rating.comment'), { exact: true }).fill(comment)
    await dialog.getByTestId('rating-save').click()
    await expect(dialog).toBeHidden()
  }

  async seePartRated(partId: number, level: number): Promise<void> {
    await expect(this.page.getByTestId(`part-${partId}`)).toContainText(
      er('parts.rated', { level, name: eb(`levels.${level}.name`) }),
    )
  }

  async seeChosenCount(count: number): Promise<void> {
    await expect(this.page.getByTestId('parts-count')).toHaveText(
      er(count === 1 ? 'parts.chosen_one' : 'parts.chosen_other', { count }),
    )
  }

  // --- summary

  async seeSummaryStep(): Promise<void> {
    await this.seeHeading(er('summary.title'))
  }

  get placeField(): Locator {
    return this.main.getByRole('textbox', { name: er('summary.place'), exact: true })
  }

  get commentField(): Locator {
    return this.main.getByRole('textbox', { name: er('summary.comment'), exact: true })
  }

  get saveDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: er('summary.confirmTitle'), exact: true })
  }

  async clickSaveAndConfirm(): Promise<void> {
    await this.clickContinue()
    await expect(this.saveDialog).toBeVisible()
    await this.saveDialog.getByRole('button', { name: er('summary.confirm'), exact: true }).click()
  }

  /** The saved report's page: read-only, with the notice that it was just saved. */
  async seeSaved(period: string): Promise<void> {
    await this.seeHeading(er('report.title', { period }))
    await expect(this.main.getByText(er('report.savedNotice'), { exact: true })).toBeVisible()
    await expect(this.continueButton).toHaveCount(0)
  }

  // --- delete

  get deleteDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: er('delete.title'), exact: true })
  }

  async clickDeleteDraft(): Promise<void> {
    await this.page.getByTestId('draft-delete').click()
    await expect(this.deleteDialog).toBeVisible()
  }

  async clickConfirmDelete(): Promise<void> {
    await this.deleteDialog.getByRole('button', { name: er('delete.confirm'), exact: true }).click()
  }

  async clickCancelDelete(): Promise<void> {
    await this.deleteDialog.getByRole('button', { name: text('common:cancel'), exact: true }).click()
  }

  // --- what every page of the flow shows (the coverage walks read these)

  /** The page a call that could not load the book or the report leaves: the reason and a retry. */
  async seeLoadFailed(message: string): Promise<void> {
    await expect(this.page.getByTestId('report-load-failed')).toContainText(message)
    await expect(this.retryButton).toBeVisible()
  }

  get retryButton(): Locator {
    return this.main.getByRole('button', { name: er('common.retry'), exact: true })
  }

  async clickRetry(): Promise<void> {
    await this.retryButton.click()
  }

  /** The back link above the heading (the step before). */
  async clickBack(): Promise<void> {
    await this.page.getByTestId('wizard-back').click()
  }

  /** A button whose call runs: it shows a spinner and takes no second press. */
  async seeBusy(button: Locator): Promise<void> {
    await expect(button).toHaveAttribute('aria-busy', 'true')
  }

  async checkRadio(name: string): Promise<void> {
    await this.main.getByRole('radio', { name, exact: true }).check()
  }

  radio(name: string): Locator {
    return this.main.getByRole('radio', { name, exact: true })
  }

  part(partId: number): Locator {
    return this.page.getByTestId(`part-${partId}`)
  }

  /** A rated part's "Change" (it opens the rating modal with the rating). */
  async clickChangePart(partId: number): Promise<void> {
    await this.part(partId)
      .getByRole('button', { name: new RegExp(`^${er('parts.change')} `) })
      .click()
  }

  removePartButton(partId: number): Locator {
    return this.part(partId).getByRole('button', { name: new RegExp(`^${er('parts.remove')} `) })
  }

  async clickRemovePart(partId: number): Promise<void> {
    await this.removePartButton(partId).click()
  }

  /** A part not in the report offers "Choose" (a rated one offers "Change" and "Remove" instead). */
  async seePartNotRated(partId: number): Promise<void> {
    await expect(this.page.getByTestId(`choose-${partId}`)).toBeVisible()
  }

  levelRadio(partName: string, level: number): Locator {
    return this.ratingDialog(partName).getByRole('radio', { name: new RegExp(`^${er('common.level', { level })}`) })
  }

  ratingComment(partName: string): Locator {
    return this.ratingDialog(partName).getByLabel(er('rating.comment'), { exact: true })
  }

  ratingSaveButton(partName: string): Locator {
    return this.ratingDialog(partName).getByTestId('rating-save')
  }

  async clickRatingCancel(partName: string): Promise<void> {
    await this.ratingDialog(partName)
      .getByRole('button', { name: er('rating.cancel'), exact: true })
      .click()
  }

  get dateField(): Locator {
    return this.main.getByRole('textbox', { name: er('summary.date'), exact: true })
  }

  get saveConfirmButton(): Locator {
    return this.saveDialog.getByRole('button', { name: pressable(er('summary.confirm')) })
  }

  async clickConfirmSave(): Promise<void> {
    await this.saveConfirmButton.click()
  }

  async clickCancelSave(): Promise<void> {
    await this.saveDialog.getByRole('button', { name: text('common:cancel'), exact: true }).click()
  }

  get deleteConfirmButton(): Locator {
    return this.deleteDialog.getByRole('button', { name: pressable(er('delete.confirm')) })
  }
}

/** The e-book's overview (/book/{id}): facts, progress, reports, pauses. */
export class EbookOverviewPage {
  constructor(readonly page: Page) {}

  async goto(bookId: number): Promise<void> {
    await this.page.goto(`/book/${bookId}`)
  }

  get reportList(): Locator {
    return this.page.getByTestId('report-list')
  }

  async seeReport(period: string, state: 'saved' | 'draft'): Promise<void> {
    await expect(
      this.reportList
        .getByRole('listitem')
        .filter({ hasText: period })
        .filter({ hasText: eb(`reports.${state}`) })
        .first(),
    ).toBeVisible()
  }

  get pauseList(): Locator {
    return this.page.getByTestId('pause-list')
  }

  /** The pause form: adding one, or changing one. */
  pauseForm(editing: boolean): Locator {
    return this.page.getByRole('dialog', { name: eb(editing ? 'pauses.editTitle' : 'pauses.addTitle'), exact: true })
  }

  pauseField(editing: boolean, field: 'fromDate' | 'toDate' | 'reason'): Locator {
    // The form's fields are the domain-widget kit's PauseForm (shared with the company's pause page).
    const label = { fromDate: 'pause.from', toDate: 'pause.to', reason: 'pause.reason' }[field]
    return this.pauseForm(editing).getByRole('textbox', { name: text(`domain-widgets:${label}`), exact: true })
  }

  pauseSubmit(editing: boolean): Locator {
    return this.pauseForm(editing).getByRole('button', {
      name: pressable(editing ? text('common:save') : text('domain-widgets:pause.addSubmit')),
    })
  }

  async clickPauseCancel(editing: boolean): Promise<void> {
    await this.pauseForm(editing)
      .getByRole('button', { name: text('common:cancel'), exact: true })
      .click()
  }

  /** A pause's "Change" or "Delete": the button's name ends with the period it acts on. */
  pauseButton(action: 'edit' | 'delete', period: { fromDate: string; toDate: string }): Locator {
    const name = `${eb(`pauses.${action}`)} ${eb('pauses.period', { from: period.fromDate, to: period.toDate })}`
    return this.pauseList.getByRole('button', { name, exact: true })
  }

  get addPauseButton(): Locator {
    return this.page.getByRole('button', { name: eb('pauses.add'), exact: true })
  }

  deletePauseConfirm(period: { fromDate: string; toDate: string }): Locator {
    return this.deletePauseDialog(period).getByRole('button', { name: pressable(eb('pauses.deleteConfirm')) })
  }

  deletePauseDialog(period: { fromDate: string; toDate: string }): Locator {
    return this.page.getByRole('alertdialog', {
      name: eb('pauses.deleteTitle', { period: eb('pauses.period', { from: period.fromDate, to: period.toDate }) }),
      exact: true,
    })
  }

  /** The pauses section (the timeline, its list and its messages). */
  get pauseSection(): Locator {
    return this.page.getByRole('region', { name: eb('pauses.title'), exact: true })
  }
}

/** A button by its label, also while its call runs (a spinner then adds "loading" to its name). */
function pressable(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
}

/** Presses Tab until `target` has focus (keyboard-only flows): fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

export { exact }
