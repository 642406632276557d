import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { ApplicationWizardPage } from '../pages/application-wizard.page'
import { appText } from '../pages/company-application.page'
import { expectNoAxeViolations } from '../support/axe'

/**
 * Issue 3, the apprentice side (§3): Elin (apprentice, phone and e-mail already verified, so no codes)
 * applies to Byggbolaget i Norr AB as a scaffolder, from a new draft to the thank-you page.
 */

const at = (key: string, vars?: Record<string, string | number>) => appText('application', key, vars)
// The scenario's day, shared by page and server; the seeded drafts are dated from the day of the reset (ADR 0020).
const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const TOTAL = 13

// A minimal PDF: the simulated backend checks the type, not the content.
const GRADES_PDF = {
  name: 'betyg.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
}

test.beforeEach(async ({ fresh, loginAs, page }) => {
  await page.clock.setFixedTime(SCENARIO_NOW)
  await mock.setClock(fresh, SCENARIO_NOW)
  await loginAs('apprentice')
})

test('a new application from the draft list to the thank-you page; a wrong organisation number is explained', async ({
  page,
}) => {
  const wizard = new ApplicationWizardPage(page)
  await wizard.goto()
  await wizard.seeDraftList()
  await wizard.clickStartNew()

  await wizard.seeStep('welcome', at('welcome.title'), { current: 1, total: TOTAL })
  await expectNoAxeViolations(page, 'application: welcome')
  await wizard.clickStart()

  await wizard.seeStep('transfer', at('transfer.title'), { current: 2, total: TOTAL })
  await wizard.clickOption(at('transfer.no'))
  await wizard.clickContinue()

  await wizard.seeStep('privacy', at('privacy.title'), { current: 3, total: TOTAL })
  await wizard.clickCheckbox(at('privacy.accept'))
  await wizard.clickContinue()

  // Address, phone and e-mail come prefilled from Elin's profile.
  await wizard.seeStep('address', at('address.title'), { current: 4, total: TOTAL })
  await wizard.seeValue(at('address.address1'), 'Storgatan 12')
  await wizard.clickContinue()
  await wizard.seeStep('phone', at('phone.title'))
  await wizard.seeValue(at('phone.label'), '070-123 45 01')
  await wizard.clickContinue()
  await wizard.seeStep('email', at('email.title'))
  await wizard.seeValue(at('email.label'), 'elin.andersson@example.com')
  await wizard.clickContinue()

  await wizard.seeStep('profession', at('profession.title'))
  await wizard.clickOption('Ställningsbyggare')
  await wizard.clickContinue()

  await wizard.seeStep('approved-courses', at('approvedCourses.title'))
  await wizard.clickOption(at('approvedCourses.no'))
  await wizard.clickContinue()

  await wizard.seeStep('company', at('company.title'), { current: 9, total: TOTAL })
  await wizard.fillOrganisationNumber('556677-8890')
  await wizard.clickFindCompany()
  await wizard.seeFieldError(
    wizard.organisationNumberField,
    at('errors.field.organisationNumber.invalidOrganisationNumber'),
  )
  await expectNoAxeViolations(page, 'application: company with error')
  await wizard.fillOrganisationNumber(COMPANY_NORR.organizationalNumber)
  await wizard.clickFindCompany()
  await wizard.seeCompanyFound(COMPANY_NORR.name)
  // The search's result has focus, not the question's heading (issue 8 §7).
  await expect(page.getByTestId('company-found')).toBeFocused()
  await expectNoAxeViolations(page, 'application: company found')
  await wizard.clickConfirmCompany()

  await wizard.seeStep('documents', at('documents.title'))
  await wizard.uploadDocument(GRADES_PDF)
  await wizard.seeUploaded(GRADES_PDF.name)
  await expectNoAxeViolations(page, 'application: documents')
  await wizard.clickContinue()

  await wizard.seeStep('education-info', at('educationInfo.title'))
  await wizard.clickCheckbox(at('educationInfo.accept'))
  await wizard.clickContinue()

  await wizard.seeStep('message', at('message.title'))
  await wizard.fillMessage('Jag har jobbat två somrar med ställningar.')
  await wizard.clickContinue()

  await wizard.seeStep('review', at('review.title'), { current: 13, total: TOTAL })
  await wizard.seeAnswer(at('review.rows.profession'), 'Ställningsbyggare')
  await wizard.seeAnswer(at('review.rows.company'), `${COMPANY_NORR.name} (${COMPANY_NORR.organizationalNumber})`)
  await wizard.seeAnswer(at('review.rows.documents'), `${at('documents.types.grades')}: ${GRADES_PDF.name}`)
  await wizard.seeAnswer(at('review.rows.message'), 'Jag har jobbat två somrar med ställningar.')
  await expectNoAxeViolations(page, 'application: check your answers')
  await wizard.clickCheckbox(at('review.declaration'))
  await wizard.clickSign()

  await wizard.seeThanks(COMPANY_NORR.name)
  await expectNoAxeViolations(page, 'application: thanks')
})
