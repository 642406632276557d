import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { appText, ReceivedApplicationsPage, RegistrationWizard, ReviewWizard } from '../pages/company-application.page'
import { expectNoAxeViolations } from '../support/axe'

/**
 * Issue 3, the company side (§4, §5, §6): Maria (company administrator of Byggbolaget i Norr AB)
 * lists the received applications, registers an apprentice and reviews applications on the simulated backend.
 */

const ca = (key: string, vars?: Record<string, string | number>) => appText('application-company', key, vars)
const dw = (key: string) => appText('domain-widgets', key)
// The scenario's day; the browser's clock is pinned as well, so "today" (an empty start date) is the same
// day for the page and the server. The seeded drafts are dated from the day of the reset (ADR 0020).
const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')

test.beforeEach(async ({ fresh, loginAs, page }) => {
  await page.clock.setFixedTime(SCENARIO_NOW)
  await mock.setClock(fresh, SCENARIO_NOW)
  await loginAs('companyAdmin')
})

test('received applications: 13 rows, three to approve, status icons, no axe violations', async ({ page }) => {
  const list = new ReceivedApplicationsPage(page)
  await list.goto(COMPANY_NORR.id)
  await list.seeCount(13)
  await list.seeToApproveBadge(3)
  await list.seeRowMarkedToApprove(30601)
  await list.seeRowStatusIcon(30601, 'draft')
  await list.seeRowState(31011, 'confirmedByApprentice')
  await list.seeRowStatusIcon(31011, 'approvedByCompany')
  await expectNoAxeViolations(page, 'received applications')
})

test('registration: a refused instructor shows why, a wrong personal number keeps the other answers, sent to the apprentice', async ({
  page,
}) => {
  const list = new ReceivedApplicationsPage(page)
  const wizard = new RegistrationWizard(page)
  await list.goto(COMPANY_NORR.id)
  await list.clickRegisterApprentice()

  await wizard.seeStep('apprentice-personal-number', ca('registration.personalNumber.title'))
  await expectNoAxeViolations(page, 'registration: personal number')
  await wizard.fillPersonalNumber('20050101-2388')
  await wizard.clickContinue()
  await wizard.seeFieldError(wizard.personalNumberField, ca('errors.field.any.invalidPersonalNumber'))
  await expectNoAxeViolations(page, 'registration: personal number with error')
  await wizard.fillPersonalNumber('20050101-2389')
  await wizard.clickContinue()

  await wizard.seeStep('phone', ca('registration.phone.title'))
  await expectNoAxeViolations(page, 'registration: phone')
  await wizard.fillPhone('070-123 45 67')
  await wizard.clickContinue()

  await wizard.seeStep('email', ca('registration.email.title'))
  await expectNoAxeViolations(page, 'registration: e-mail')
  await wizard.fillEmail('ny.larling@example.com')
  await wizard.clickContinue()

  await wizard.seeStep('profession', ca('registration.profession.title'))
  await expectNoAxeViolations(page, 'registration: profession')
  await wizard.chooseProfession('Ställningsbyggare')
  await wizard.clickContinue()

  await wizard.seeStep('workplace', ca('registration.workplace.title'))
  await expectNoAxeViolations(page, 'registration: workplace')
  await wizard.clickWorkplace('Huvudkontor Luleå')
  await wizard.clickContinue()

  await wizard.seeStep('instructor', ca('registration.instructor.title'))
  await wizard.seeInstructorRefused('Karl Sundberg', 2106, dw('instructor.problems.scaffoldingMax'))
  await wizard.seeInstructorRefused('Piotr Nowak', 2108, dw('instructor.problems.noOwnAccount'))
  await wizard.seeInstructorSelectable('Anders Vikström', 2101)
  await expectNoAxeViolations(page, 'registration: instructor')
  await wizard.clickInstructor('Anders Vikström')
  await wizard.clickContinue()

  await wizard.seeStep('employment', ca('registration.employment.title'))
  await expectNoAxeViolations(page, 'registration: employment')
  await wizard.clickEmploymentType('Provanställning')
  await wizard.clickContinue()

  await wizard.seeStep('review', ca('registration.review.title'))
  await expectNoAxeViolations(page, 'registration: check your answers')
  await wizard.seeAnswer(ca('registration.personalNumber.label'), '20050101-2389')

  // A minor is refused (§6); the other answers survive the detour.
  await wizard.clickChange(ca('registration.personalNumber.label'))
  await wizard.seeStep('apprentice-personal-number', ca('registration.personalNumber.title'))
  await wizard.fillPersonalNumber('20090315-2387')
  await wizard.clickContinue()
  await wizard.seeFieldError(wizard.personalNumberField, ca('errors.field.any.minorNeedsExemption'))
  await wizard.fillPersonalNumber('20050101-2389')
  await wizard.clickContinue()
  await wizard.seeStep('review', ca('registration.review.title'))
  await wizard.seeAnswer(ca('registration.phone.label'), '070 123 45 67')
  await wizard.seeAnswer(ca('registration.email.label'), 'ny.larling@example.com')
  await wizard.seeAnswer(ca('registration.profession.label'), 'Ställningsbyggare')
  await wizard.seeAnswer(ca('registration.workplace.label'), 'Huvudkontor Luleå')
  await wizard.seeAnswer(ca('instructor.legend'), 'Anders Vikström')
  await wizard.seeAnswer(ca('employment.typeLabel'), 'Provanställning')

  await wizard.clickSend()
  await wizard.seeThanks()
  await expectNoAxeViolations(page, 'registration: thanks')

  await list.goto(COMPANY_NORR.id)
  await list.seeCount(14)
})

test.describe('review', () => {
  test('approve is refused until the changes are saved, then approves (Emma, 30601)', async ({ page }) => {
    const list = new ReceivedApplicationsPage(page)
    const review = new ReviewWizard(page)
    await list.goto(COMPANY_NORR.id)
    await list.clickReview(30601, 'Emma Svensson')
    await review.seeStep('name-and-profession', ca('review.name.title'))
    await review.seeApprentice('Emma Svensson')

    await review.continueTo('workplace-and-instructor')
    await review.seeInstructorRefused('Karl Sundberg', 2106, dw('instructor.problems.scaffoldingMax'))
    await review.clickWorkplace('Huvudkontor Luleå')
    await review.clickInstructor('Anders Vikström')
    await review.clickContinue()

    await review.seeStep('employment', ca('review.employment.title'))
    await review.clickEmploymentType('Provanställning')
    await review.clickContinue()
    await review.continueTo('decision')

    await review.seeDecisionPage()
    await review.seeApproveRefused(ca('review.decision.refusal.mustSaveFirst'))
    await expectNoAxeViolations(page, 'review: decision page')
    await review.clickSave()
    await review.seeSaved()
    await expect(review.approveButton).toBeEnabled()
    await review.clickApprove()

    await list.seePage()
    await list.seeRowState(30601, 'confirmedAndApprovedByCompany')
    await list.seeToApproveBadge(2)
  })

  test('deny sends the application back with a motivation (Ali, 30602)', async ({ page }) => {
    const list = new ReceivedApplicationsPage(page)
    const review = new ReviewWizard(page)
    const motivation = 'Betyget saknas, ladda upp det och skicka igen.'
    await list.goto(COMPANY_NORR.id)
    await list.seeRowState(30602, 'confirmedByCompany')
    await list.clickReview(30602, 'Ali Karimi')
    await review.continueTo('decision')
    await review.clickDeny()
    await expect(review.denyDialog('Ali Karimi')).toBeVisible()
    await review.fillDenyMotivation('Ali Karimi', motivation)
    await review.clickConfirmDeny('Ali Karimi')
    await expect(review.denyDialog('Ali Karimi')).toHaveCount(0)

    await list.seePage()
    await list.seeRowState(30602, 'draft')
    // The motivation went with it: the application shows it when opened again.
    await list.clickReview(30602, 'Ali Karimi')
    await review.seePreviousDenial(motivation)
  })

  test('delete asks first: cancel keeps the application, confirm removes it (Noah, 31011)', async ({ page }) => {
    const list = new ReceivedApplicationsPage(page)
    const review = new ReviewWizard(page)
    await list.goto(COMPANY_NORR.id)
    await list.clickReview(31011, 'Noah Lindberg')
    await review.continueTo('decision')

    await review.clickDelete()
    await expect(review.deleteDialog('Noah Lindberg')).toBeVisible()
    await review.clickCancelDelete('Noah Lindberg')
    await expect(review.deleteDialog('Noah Lindberg')).toHaveCount(0)
    await review.seeDecisionPage()

    await review.clickDelete()
    await review.clickConfirmDelete('Noah Lindberg')
    await list.seePage()
    await list.seeCount(12)
    await list.seeNoRow(31011)
  })

  test('an approved application is read-only on every page (31013)', async ({ page }) => {
    const review = new ReviewWizard(page)
    await page.goto(`/company/${COMPANY_NORR.id}/applications/31013/review`)
    await review.seeStep('name-and-profession', ca('review.name.title'))
    await review.seeReadOnly('approved')
    await review.continueTo('workplace-and-instructor')
    await review.seeReadOnly('approved')
    await review.continueTo('decision')
    await review.seeReadOnly('approved')
    await expect(review.approveButton).toHaveCount(0)
    await expect(page.getByTestId('review-save')).toHaveCount(0)
    await expect(page.getByTestId('review-deny')).toHaveCount(0)
  })
})
