import { expect, type Locator, type Page } from '@playwright/test'
import { exact, text } from '../support/texts'
import { WizardFrame } from './wizard-frame'

/** A text of the applications slice's namespaces and of the domain widgets it shows (a missing key throws). */
export type AppNamespace = 'application-company' | 'application' | 'domain-widgets'
export function appText(ns: AppNamespace, key: string, vars?: Record<string, string | number>): string {
  return text(`${ns}:${key}`, vars)
}
const ca = (key: string, vars?: Record<string, string | number>) => appText('application-company', key, vars)

/** The company's received applications (§4): /company/{id}/applications. */
export class ReceivedApplicationsPage {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main')
  }

  get rows(): Locator {
    return this.page
      .getByTestId('received-applications')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2 }) })
  }

  row(id: number): Locator {
    return this.page.getByTestId(`application-row-${id}`)
  }

  async goto(companyId: number): Promise<void> {
    await this.page.goto(`/company/${companyId}/applications`)
    await this.seePage()
  }

  async seePage(): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(ca('list.title'))
  }

  /** The count line and the rows agree on how many applications the company has received. */
  async seeCount(count: number): Promise<void> {
    await expect(
      this.main
        .getByRole('status')
        .filter({ hasText: ca(count === 1 ? 'list.count_one' : 'list.count_other', { count }) }),
    ).toBeVisible()
    await expect(this.rows).toHaveCount(count)
  }

  /** The badge shows "n att godkänna"; screen readers hear the full sentence. */
  async seeToApproveBadge(count: number): Promise<void> {
    const badge = this.page.getByTestId('to-approve-count')
    await expect(badge.getByText(ca('list.toApproveBadge', { n: count }), { exact: true })).toBeVisible()
    await expect(
      badge.getByText(ca(count === 1 ? 'list.toApproveLabel_one' : 'list.toApproveLabel_other', { count }), {
        exact: true,
      }),
    ).toBeAttached()
  }

  async seeRowStatusIcon(id: number, icon: 'draft' | 'approvedByApprentice' | 'approvedByCompany'): Promise<void> {
    await expect(this.row(id).getByTestId(`status-icon-${icon}`)).toBeVisible()
    await expect(
      this.row(id).getByRole('img', { name: appText('application', `statusIcon.${icon}`), exact: true }),
    ).toBeVisible()
  }

  async seeRowMarkedToApprove(id: number): Promise<void> {
    await expect(this.row(id).getByText(ca('list.toApproveTag'), { exact: true })).toBeVisible()
  }

  async seeRowState(id: number, state: string): Promise<void> {
    await expect(this.row(id).getByRole('definition').first()).toHaveText(ca(`states.${state}`))
  }

  async seeNoRow(id: number): Promise<void> {
    await expect(this.row(id)).toHaveCount(0)
  }

  async clickRegisterApprentice(): Promise<void> {
    await this.page.getByTestId('register-apprentice').click()
  }

  async clickReview(id: number, name: string): Promise<void> {
    await this.row(id)
      .getByRole('link', { name: `${ca('list.review')} ${name}`, exact: true })
      .click()
  }
}

/** Shared by the company's registration and review wizards: one question page per step (GOV.UK). */
class CompanyWizard extends WizardFrame {
  async seeStep(step: string, title: string): Promise<void> {
    await expect(this.wizard).toHaveAttribute('data-step', step)
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(title)
  }

  async clickContinue(): Promise<void> {
    await this.main.getByRole('button', { name: ca('common.continue'), exact: true }).click()
  }

  /** A radio of a question: the fieldset named by its legend. */
  async clickRadio(group: string, option: string | RegExp): Promise<void> {
    await this.main.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option }).check()
  }

  get instructorChoice(): Locator {
    return this.page.getByTestId('instructor-choice')
  }

  instructor(name: string): Locator {
    return this.main.getByRole('group', { name: ca('instructor.legend') }).getByRole('radio', { name, exact: true })
  }

  async clickInstructor(name: string): Promise<void> {
    await this.instructor(name).check()
  }

  /** A refused instructor cannot be chosen and shows why (§5). */
  async seeInstructorRefused(name: string, employmentId: number, reason: string): Promise<void> {
    await expect(this.instructor(name)).toBeDisabled()
    await expect(this.page.getByTestId(`instructor-reasons-${employmentId}`)).toContainText(reason)
    await expect(this.instructor(name)).toHaveAccessibleDescription(
      new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
  }

  async seeInstructorSelectable(name: string, employmentId: number): Promise<void> {
    await expect(this.instructor(name)).toBeEnabled()
    await expect(this.page.getByTestId(`instructor-reasons-${employmentId}`)).toHaveCount(0)
  }

  /** The error summary names the problem and the field carries it too. */
  async seeFieldError(field: Locator, message: string): Promise<void> {
    const summary = this.main.getByRole('alert', { name: text('common:errorSummaryTitle') })
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  }

  /** The back link above the heading (it moves to the page before). */
  async clickBack(): Promise<void> {
    await this.main.getByRole('button', { name: text('common:back'), exact: true }).click()
  }

  /** A check-your-answers "Change" link: its name says what it changes. */
  async clickChange(label: string): Promise<void> {
    await this.main
      .getByRole('button', { name: `${ca('common.change')} ${label.toLocaleLowerCase()}`, exact: true })
      .click()
  }

  get employmentDateField(): Locator {
    return this.main.getByLabel(ca('employment.dateLabel'), { exact: true })
  }

  async fillEmploymentDate(value: string): Promise<void> {
    await this.employmentDateField.fill(value)
  }

  /** "Try again" after a failed load (the whole flow's data, or the registration's instructors). */
  get retryButton(): Locator {
    return this.main.getByRole('button', { name: ca('common.retry'), exact: true })
  }

  /** The page a flow shows when its data could not be loaded: the reason and a retry. */
  async seeLoadFailed(testId: string, message: string): Promise<void> {
    await expect(this.page.getByTestId(testId)).toHaveText(message)
    await expect(this.retryButton).toBeVisible()
  }

  async clickRetry(): Promise<void> {
    await this.retryButton.click()
  }
}

/** Register an apprentice (§6): /company/{id}/create-applications. */
export class RegistrationWizard extends CompanyWizard {
  get personalNumberField(): Locator {
    return this.main.getByRole('textbox', { name: ca('registration.personalNumber.label'), exact: true })
  }

  async fillPersonalNumber(value: string): Promise<void> {
    await this.personalNumberField.fill(value)
  }

  async fillPhone(value: string): Promise<void> {
    await this.main.getByRole('textbox', { name: ca('registration.phone.label'), exact: true }).fill(value)
  }

  async fillEmail(value: string): Promise<void> {
    await this.main.getByRole('textbox', { name: ca('registration.email.label'), exact: true }).fill(value)
  }

  async chooseProfession(name: string): Promise<void> {
    await this.main
      .getByRole('combobox', { name: ca('registration.profession.label'), exact: true })
      .selectOption({ label: name })
  }

  async clickWorkplace(name: string): Promise<void> {
    await this.clickRadio(ca('registration.workplace.label'), new RegExp(`^${name}`))
  }

  async clickEmploymentType(name: string): Promise<void> {
    await this.clickRadio(ca('employment.typeLabel'), name)
  }

  /** Check your answers: each label with its answer. */
  async seeAnswer(label: string, value: string): Promise<void> {
    const term = this.main.getByRole('term').filter({ hasText: exact(label) })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
  }

  async clickDepartment(company: string, name: string): Promise<void> {
    await this.clickRadio(ca('registration.department.label', { company }), name)
  }

  /** Check your answers refused to send: not every question is answered. */
  async seeIncomplete(): Promise<void> {
    await expect(this.page.getByTestId('registration-incomplete')).toContainText(ca('errors.form.incomplete'))
  }

  async clickSend(): Promise<void> {
    await this.main.getByRole('button', { name: ca('registration.review.submit'), exact: true }).click()
  }

  async seeThanks(): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(ca('registration.thanks.title'))
    await expect(this.page.getByTestId('registration-thanks')).toHaveText(ca('registration.thanks.text'))
  }

  async clickToList(): Promise<void> {
    await this.main.getByRole('link', { name: ca('registration.toList'), exact: true }).click()
  }
}

/** Review a received application (§4): eight pages, the last one the decision. */
export class ReviewWizard extends CompanyWizard {
  async seeApprentice(name: string): Promise<void> {
    await expect(this.main.getByText(new RegExp(`· ${name}$`))).toBeVisible()
  }

  /** Continue through the pages without changes until the named step. */
  async continueTo(step: string): Promise<void> {
    for (let i = 0; i < 8; i += 1) {
      if ((await this.wizard.getAttribute('data-step')) === step) return
      const before = await this.wizard.getAttribute('data-step')
      await this.clickContinue()
      await expect(this.wizard).not.toHaveAttribute('data-step', before ?? '')
    }
    await expect(this.wizard).toHaveAttribute('data-step', step)
  }

  async clickWorkplace(name: string): Promise<void> {
    await this.clickRadio(ca('review.fields.workplaceId'), new RegExp(`^${name}`))
  }

  async clickEmploymentType(name: string): Promise<void> {
    await this.clickRadio(ca('employment.typeLabel'), name)
  }

  /** A text field of the review's pages, by the application field it edits (review.fields.<field>). */
  field(name: 'firstName' | 'lastName' | 'email' | 'mobilephone' | 'address1' | 'zip' | 'city' | 'country'): Locator {
    return this.main.getByRole('textbox', { name: ca(`review.fields.${name}`), exact: true })
  }

  /** "To the decision": on every page before the decision page. */
  async clickToDecision(): Promise<void> {
    await this.main.getByRole('button', { name: ca('review.toDecision'), exact: true }).click()
  }

  /** A failed call or refusal on the decision page (outside the deny dialog). */
  async seeDecisionError(message: string): Promise<void> {
    await expect(this.page.getByTestId('review-error')).toContainText(message)
  }

  async seeNoDecisionError(): Promise<void> {
    await expect(this.page.getByTestId('review-error')).toHaveCount(0)
  }

  async seeDenyDialogError(name: string, message: string): Promise<void> {
    await expect(this.denyDialog(name).getByRole('alert')).toHaveText(message)
  }

  async clickCancelDeny(name: string): Promise<void> {
    await this.denyDialog(name)
      .getByRole('button', { name: text('common:cancel'), exact: true })
      .click()
  }

  async seeApproveAllowed(): Promise<void> {
    await expect(this.approveButton).toBeEnabled()
    await expect(this.page.getByTestId('approve-reason')).toHaveCount(0)
  }

  get approveButton(): Locator {
    return this.page.getByTestId('review-approve')
  }

  async seeDecisionPage(): Promise<void> {
    await this.seeStep('decision', ca('review.decision.title'))
  }

  async seeApproveRefused(reason: string): Promise<void> {
    await expect(this.approveButton).toBeDisabled()
    await expect(this.page.getByTestId('approve-reason')).toContainText(reason)
    await expect(this.approveButton).toHaveAccessibleDescription(
      new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
  }

  async clickSave(): Promise<void> {
    await this.page.getByTestId('review-save').click()
  }

  async seeSaved(): Promise<void> {
    await expect(this.page.getByTestId('save-status')).toHaveText(ca('review.decision.saved'))
  }

  /** Approve, then confirm it in the dialog that asks first (binding). */
  /** Approve, and confirm when asked. */
  async clickApprove(): Promise<void> {
    await this.clickApproveButton()
    const ask = this.page.getByRole('alertdialog', {
      name: new RegExp(`^${ca('review.approve.title', { name: 'NAME' }).split('NAME')[0]}`),
    })
    await ask.getByRole('button', { name: ca('review.approve.confirm'), exact: true }).click()
  }

  /** Only the button: the confirmation opens. */
  async clickApproveButton(): Promise<void> {
    await this.approveButton.click()
  }

  approveDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: ca('review.approve.title', { name }), exact: true })
  }

  async clickConfirmApprove(name: string): Promise<void> {
    await this.approveDialog(name)
      .getByRole('button', { name: ca('review.approve.confirm'), exact: true })
      .click()
  }

  async clickCancelApprove(name: string): Promise<void> {
    await this.approveDialog(name)
      .getByRole('button', { name: text('common:cancel'), exact: true })
      .click()
  }

  async clickDeny(): Promise<void> {
    await this.page.getByTestId('review-deny').click()
  }

  async clickDelete(): Promise<void> {
    await this.page.getByTestId('review-delete').click()
  }

  denyDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: ca('review.deny.title', { name }), exact: true })
  }

  deleteDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: ca('review.delete.title', { name }), exact: true })
  }

  async fillDenyMotivation(name: string, motivation: string): Promise<void> {
    await this.denyDialog(name)
      .getByRole('textbox', { name: ca('review.deny.motivationLabel'), exact: true })
      .fill(motivation)
  }

  async clickConfirmDeny(name: string): Promise<void> {
    await this.denyDialog(name)
      .getByRole('button', { name: ca('review.deny.confirm'), exact: true })
      .click()
  }

  async clickCancelDelete(name: string): Promise<void> {
    await this.deleteDialog(name)
      .getByRole('button', { name: text('common:cancel'), exact: true })
      .click()
  }

  async clickConfirmDelete(name: string): Promise<void> {
    await this.deleteDialog(name)
      .getByRole('button', { name: ca('review.delete.confirm'), exact: true })
      .click()
  }

  async seeOutcome(outcome: 'approved' | 'denied' | 'deleted'): Promise<void> {
    await expect(this.main.getByRole('status').filter({ hasText: ca(`review.outcome.${outcome}`) })).toBeVisible()
  }

  async clickToList(): Promise<void> {
    await this.main.getByRole('link', { name: ca('review.toList'), exact: true }).click()
  }

  async seePreviousDenial(motivation: string): Promise<void> {
    await expect(this.main.getByText(ca('review.previousDenial', { motivation }), { exact: true })).toBeVisible()
  }

  /** A handled application: every page says it is read-only, and there is nothing to change or decide. */
  async seeReadOnly(state: string): Promise<void> {
    await expect(this.page.getByTestId('review-read-only')).toHaveText(
      ca('review.readOnly', { state: ca(`states.${state}`) }),
    )
    await expect(this.main.getByRole('textbox')).toHaveCount(0)
    await expect(this.main.getByRole('combobox')).toHaveCount(0)
    await expect(this.main.getByRole('radio')).toHaveCount(0)
  }
}
