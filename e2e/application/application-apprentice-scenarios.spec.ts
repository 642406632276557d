import { writeFile } from 'node:fs/promises'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_MALMO, PERSONAS, SEEDED_APPLICATIONS } from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { ApprenticeWizard, type ChosenFile } from '../pages/apprentice-scenarios'
import { appText, ReceivedApplicationsPage, ReviewWizard } from '../pages/company-application.page'
import type { Lang } from '../support/texts'

/**
 * The apprentice side of §2 Applications beyond the straight path (apprentice-application.spec.ts):
 * the choice between continuing a draft and starting anew, the transfer request and what the new
 * company sees of it, ApplicationStart's setStep, and every step's refusals (§5) in sv, en and pl.
 * Elin Andersson (apprentice persona) is a current apprentice with verified phone and e-mail; her
 * open drafts are 31001 (Träarbetare, no company yet), 31003 (Träarbetare, sent back by Byggbolaget i
 * Norr) and 31004 (Betongarbetare, registered by the company).
 */

// The scenario's day, shared by page and server; the scenario is seeded on it (the drafts' dates below).
const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const TODAY = '2026-11-16'
const ELIN = PERSONAS.apprentice
const ca = (key: string, vars?: Record<string, string | number>) => appText('application-company', key, vars)

// Files as a file chooser hands them over. The simulated backend checks the first bytes, not the rest.
const PDF_HEADER = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'
const GRADES_PDF: ChosenFile = { name: 'betyg.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_HEADER) }
const WORD_FILE: ChosenFile = {
  name: 'betyg.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: Buffer.from('PK\u0003\u0004 not a PDF'),
}
// docs/decisions/0004-upload-limits.md: at most 10 MB (10 × 1024 × 1024 bytes) per document; one byte more is refused.
const MAX_DOCUMENT_MB = 10
const TOO_LARGE_PDF = 'skannade-intyg.pdf'

/** A PDF one byte over the limit, on disk: the browser reads it from there (10 MB through the protocol is slow). */
async function tooLargePdf(): Promise<string> {
  const path = test.info().outputPath(TOO_LARGE_PDF)
  await writeFile(
    path,
    Buffer.concat([Buffer.from(PDF_HEADER), Buffer.alloc(MAX_DOCUMENT_MB * 1024 * 1024 + 1 - PDF_HEADER.length)]),
  )
  return path
}

// A valid organisation number (check digit right) that no company has.
const UNKNOWN_ORGANISATION_NUMBER = '556000-0001'
const NEW_PHONE = '070-765 43 21'
const NEW_EMAIL = 'elin.ny@example.com'

/** A 4-digit code that is not `code`. */
const otherCode = (code: string) => (code === '1111' ? '2222' : '1111')

test.beforeEach(async ({ fresh, loginAs, page }) => {
  await page.clock.setFixedTime(SCENARIO_NOW)
  // Seeded on the base date: the drafts' dates (relative to the seed day) are those named below.
  await mock.resetOn(fresh, SCENARIO_NOW)
  await loginAs('apprentice')
})

/**
 * From the start page through the draft list to the profession question of a new application: not
 * changing company, privacy accepted, Elin's prefilled address, phone and e-mail (verified, so no
 * codes), with `street` typed over her street address.
 */
async function startNewApplication(wizard: ApprenticeWizard, answers: { street?: string } = {}): Promise<void> {
  const t = wizard.t.bind(wizard)
  await wizard.clickApplicationOnStartPage()
  await wizard.seeDraftList()
  await wizard.clickStartNew()
  await wizard.seeStep('welcome', t('welcome.title'))
  await wizard.continueFrom('welcome', t('welcome.start'))
  await wizard.seeStep('transfer', t('transfer.title'))
  await wizard.chooseOption(t('transfer.no'))
  await wizard.continueFrom('transfer')
  await wizard.seeStep('privacy', t('privacy.title'))
  await wizard.clickCheckbox(t('privacy.accept'))
  await wizard.continueFrom('privacy')
  await wizard.seeStep('address', t('address.title'))
  if (answers.street) await wizard.fill(t('address.address1'), answers.street)
  await wizard.continueFrom('address')
  await wizard.seeStep('phone', t('phone.title'))
  await wizard.continueFrom('phone')
  await wizard.seeStep('email', t('email.title'))
  await wizard.continueFrom('email')
  await wizard.seeStep('profession', t('profession.title'))
}

test.describe('a draft for the same profession exists', () => {
  test('"continue" opens that draft with its earlier answers and keeps what was typed in this visit', async ({
    page,
  }) => {
    const wizard = new ApprenticeWizard(page)
    const t = wizard.t.bind(wizard)
    await startNewApplication(wizard, { street: 'Parkgatan 3' })
    await wizard.chooseOption('Träarbetare')
    await wizard.continueFrom('profession')

    // 31001 is the newest Träarbetare draft (changed yesterday): the page offers that one.
    await wizard.seeStep('continue-or-new', t('continueOrNew.title', { profession: 'Träarbetare' }))
    const choice = wizard.group(t('continueOrNew.title', { profession: 'Träarbetare' }))
    await expect(choice).toHaveAccessibleDescription(t('continueOrNew.hint', { date: '2026-11-15' }))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.continueOrNew.required'), choice)
    await wizard.chooseOption(t('continueOrNew.continue'))
    await wizard.continueFrom('continue-or-new')

    // The draft opens at its first unanswered question: it has no company yet.
    await wizard.seeStep('company', t('company.title'), { current: 9, total: 14 })
    expect(await wizard.applicationIdInUrl()).toBe(SEEDED_APPLICATIONS.elinFreshDraft)
    await wizard.seeValue(t('company.label'), '')

    // Its earlier answers are there: approved courses were answered in the draft, not in this visit.
    await wizard.clickBack()
    await wizard.seeStep('approved-courses', t('approvedCourses.title'))
    await wizard.seeChosen(t('approvedCourses.yes'))
    await wizard.clickBack()
    await wizard.seeStep('profession', t('profession.title'))
    await wizard.seeChosen('Träarbetare')
    await wizard.clickBack()
    await wizard.seeStep('email', t('email.title'))
    await wizard.clickBack()
    await wizard.seeStep('phone', t('phone.title'))
    await wizard.clickBack()
    // What was typed in this visit wins over the draft's street address (Storgatan 12).
    await wizard.seeStep('address', t('address.title'))
    await wizard.seeValue(t('address.address1'), 'Parkgatan 3')
    await wizard.seeValue(t('address.city'), 'Luleå')

    // No new draft was made.
    await wizard.clickApplicationInMenu()
    await wizard.seeDraftList()
    await wizard.seeDrafts([
      wizard.draftButtonName('Träarbetare', '2026-11-15'),
      wizard.draftButtonName('Betongarbetare', '2026-11-14'),
      wizard.draftButtonName('Träarbetare', '2026-11-13'),
    ])
  })

  test('"new" creates a second draft for the profession: the draft list shows both', async ({ page }) => {
    const wizard = new ApprenticeWizard(page)
    const t = wizard.t.bind(wizard)
    await startNewApplication(wizard)
    await wizard.chooseOption('Träarbetare')
    await wizard.continueFrom('profession')
    await wizard.seeStep('continue-or-new', t('continueOrNew.title', { profession: 'Träarbetare' }))
    await wizard.chooseOption(t('continueOrNew.new'))
    await wizard.continueFrom('continue-or-new')

    // A new draft: the next question, under the new application's own id.
    await wizard.seeStep('approved-courses', t('approvedCourses.title'), { current: 8, total: 13 })
    const id = await wizard.applicationIdInUrl()
    expect(Object.values(SEEDED_APPLICATIONS)).not.toContain(id)
    await expect(wizard.option(t('approvedCourses.yes'))).not.toBeChecked()
    await expect(wizard.option(t('approvedCourses.no'))).not.toBeChecked()

    await wizard.clickApplicationInMenu()
    await wizard.seeDraftList()
    await wizard.seeDrafts([
      wizard.draftButtonName('Träarbetare', TODAY),
      wizard.draftButtonName('Träarbetare', '2026-11-15'),
      wizard.draftButtonName('Betongarbetare', '2026-11-14'),
      wizard.draftButtonName('Träarbetare', '2026-11-13'),
    ])
    await expect(page.getByTestId(`draft-${id}`)).toContainText('Träarbetare')
    await expect(page.getByTestId(`draft-${SEEDED_APPLICATIONS.elinFreshDraft}`)).toContainText('Träarbetare')
  })
})

test('transfer: a current apprentice changing company sends a transfer request, and the new company reviews it as one', async ({
  page,
  app,
  loginAs,
}) => {
  const wizard = new ApprenticeWizard(page)
  const t = wizard.t.bind(wizard)
  await wizard.clickApplicationOnStartPage()
  await wizard.seeDraftList()
  await wizard.clickStartNew()
  await wizard.continueFrom('welcome', t('welcome.start'))

  // Only current apprentices get the question; it says what the new company does.
  await wizard.seeStep('transfer', t('transfer.title'), { current: 2, total: 13 })
  await expect(wizard.group(t('transfer.title'))).toHaveAccessibleDescription(t('transfer.hint'))
  await wizard.chooseOption(t('transfer.yes'))
  await wizard.continueFrom('transfer')
  await wizard.clickCheckbox(t('privacy.accept'))
  await wizard.continueFrom('privacy')
  await wizard.continueFrom('address')
  await wizard.continueFrom('phone')
  await wizard.continueFrom('email')
  await wizard.seeStep('profession', t('profession.title'))
  await wizard.chooseOption('Ställningsbyggare')
  await wizard.continueFrom('profession')
  await wizard.seeStep('approved-courses', t('approvedCourses.title'))
  const id = await wizard.applicationIdInUrl()
  await wizard.chooseOption(t('approvedCourses.no'))
  await wizard.continueFrom('approved-courses')
  await wizard.seeStep('company', t('company.title'))
  await wizard.fill(t('company.label'), COMPANY_NORR.organizationalNumber)
  await wizard.continueFrom('company', t('company.find'))
  await wizard.seeCompanyFound(COMPANY_NORR.name)
  await wizard.continueFrom('company', t('company.confirm'))
  await wizard.seeStep('documents', t('documents.title'))
  await wizard.chooseFile(GRADES_PDF)
  await wizard.seeUploaded(GRADES_PDF.name)
  await wizard.continueFrom('documents')
  await wizard.clickCheckbox(t('educationInfo.accept'))
  await wizard.continueFrom('education-info')
  await wizard.continueFrom('message')

  await wizard.seeStep('review', t('review.title'))
  await wizard.seeAnswer('transfer', t('review.yes'))
  await wizard.seeAnswer('company', `${COMPANY_NORR.name} (${COMPANY_NORR.organizationalNumber})`)
  await wizard.clickCheckbox(t('review.declaration'))
  await wizard.clickContinue(t('review.sign'))
  await wizard.seeThanks(COMPANY_NORR.name)

  // The new company's administrator: a transfer request among the received applications. (The time it
  // moves is Elin's scaffolding apprenticeship at another company, Ställningspartner Syd.)
  await app.shell.logout()
  await loginAs('companyAdmin')
  const list = new ReceivedApplicationsPage(page)
  const review = new ReviewWizard(page)
  await list.goto(COMPANY_NORR.id)
  await list.seeCount(14)
  await expect(list.row(id).getByText(ca('list.transfer'), { exact: true })).toBeVisible()
  await list.seeRowState(id, 'confirmedByStudent')
  await list.seeRowMarkedToApprove(id)
  await list.clickReview(id, `${ELIN.firstName} ${ELIN.lastName}`)
  await review.seeStep('name-and-profession', ca('review.name.title'))
  await review.seeApprentice(`${ELIN.firstName} ${ELIN.lastName}`)
  // §4: the new company confirms the transfer and the apprenticeship time continues there.
  await expect(page.getByTestId('review-transfer')).toHaveText(ca('review.transfer'))
})

test('ApplicationStart setStep opens a saved draft at that step, never past its first unanswered one', async ({
  page,
}) => {
  const wizard = new ApprenticeWizard(page)
  const t = wizard.t.bind(wizard)

  // setStep=3 is the 4th step of 31001 (welcome, transfer, privacy, address, …); everything up to its company is answered.
  await wizard.gotoApplication(SEEDED_APPLICATIONS.elinFreshDraft, 3)
  await wizard.seeStep('address', t('address.title'), { current: 4, total: 14 })
  await wizard.seeValue(t('address.address1'), 'Storgatan 12')
  await expect(page).toHaveURL(/[?&]step=address\b/)

  // 31003 (sent back by the company) lacks a grades document or certificate: setStep=11 (message) opens the documents.
  await wizard.gotoApplication(SEEDED_APPLICATIONS.elinDenied, 11)
  await wizard.seeStep('documents', t('documents.title'), { current: 10, total: 13 })
  await expect(page.getByTestId('deny-motivation')).toBeVisible()

  // Past the last step: the first unanswered one (the company registered 31004; Elin has not accepted the privacy terms).
  await wizard.gotoApplication(SEEDED_APPLICATIONS.elinCompanyInitiated, 99)
  await wizard.seeStep('privacy', t('privacy.title'), { current: 3, total: 13 })
  await expect(wizard.box(t('privacy.accept'))).not.toBeChecked()
})

test.describe('refusals (sv): each step says what is wrong and keeps the other answers', () => {
  test('transfer, privacy, address, phone and e-mail with their codes', async ({ page }) => {
    const wizard = new ApprenticeWizard(page)
    const t = wizard.t.bind(wizard)
    await wizard.clickApplicationOnStartPage()
    await wizard.seeDraftList()
    await wizard.clickStartNew()
    await wizard.continueFrom('welcome', t('welcome.start'))

    await wizard.seeStep('transfer', t('transfer.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.transferRequest.required'), wizard.group(t('transfer.title')))
    await wizard.chooseOption(t('transfer.no'))
    await wizard.continueFrom('transfer')

    await wizard.seeStep('privacy', t('privacy.title'))
    await wizard.clickContinue()
    const privacy = wizard.box(t('privacy.accept'))
    await wizard.seeError(t('errors.field.privacyAccepted.required'), privacy)
    await wizard.clickBack()
    await wizard.seeStep('transfer', t('transfer.title'))
    await wizard.seeNoErrors()
    await wizard.seeChosen(t('transfer.no'))
    await wizard.continueFrom('transfer')
    await wizard.clickCheckbox(t('privacy.accept'))
    await wizard.continueFrom('privacy')

    // Address: an empty street and a four-digit postcode; the city and country stay as they were.
    await wizard.seeStep('address', t('address.title'))
    await wizard.fill(t('address.address1'), '')
    await wizard.fill(t('address.zip'), '9723')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.address1.required'), wizard.field(t('address.address1')))
    await wizard.seeError(t('errors.field.zip.invalidZip'), wizard.field(t('address.zip')))
    await wizard.seeValue(t('address.city'), 'Luleå')
    await wizard.seeValue(t('address.country'), 'Sverige')
    await wizard.clickBack()
    await wizard.seeStep('privacy', t('privacy.title'))
    await wizard.seeNoErrors()
    await expect(privacy).toBeChecked()
    await wizard.continueFrom('privacy')
    // What was typed comes back with the page (the population register's address does not replace it).
    await wizard.seeValue(t('address.zip'), '9723')
    await wizard.fill(t('address.address1'), 'Parkgatan 3')
    await wizard.fill(t('address.zip'), '972 34')
    await wizard.continueFrom('address')

    // Phone: empty, then malformed; then a new number, which needs a code.
    await wizard.seeStep('phone', t('phone.title'))
    const phone = wizard.field(t('phone.label'))
    await phone.fill('')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.mobilephone.required'), phone)
    await phone.fill('070-12')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.mobilephone.invalidPhone'), phone)
    await wizard.clickBack()
    await wizard.seeStep('address', t('address.title'))
    await wizard.seeNoErrors()
    await wizard.seeValue(t('address.address1'), 'Parkgatan 3')
    await wizard.seeValue(t('address.zip'), '972 34')
    await wizard.continueFrom('address')
    await wizard.seeValue(t('phone.label'), '070-12')
    await phone.fill(NEW_PHONE)
    await wizard.continueFrom('phone')

    await wizard.seeStep('phone', t('phone.codeTitle'), undefined, 'code')
    await expect(page.getByTestId('code-sent-to')).toHaveText(t('phone.codeSent', { phone: NEW_PHONE }))
    const smsCode = await mock.latestCode(page, 'sms', NEW_PHONE)
    await wizard.codeField.fill('12')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.phoneCode.invalidCode'), wizard.codeField)
    await wizard.codeField.fill(otherCode(smsCode))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.phoneCode.wrongCode_other', { count: 4 }), wizard.codeField)
    // Back to the number: it is still the new one.
    await wizard.clickBack()
    await wizard.seeStep('phone', t('phone.title'), undefined, '')
    await wizard.seeNoErrors()
    await wizard.seeValue(t('phone.label'), NEW_PHONE)
    // A new code can be sent once a minute (ADR 0007): let the minute pass on the scenario clock.
    await mock.advanceClock(page, 61)
    await wizard.clickContinue()
    await wizard.seeStep('phone', t('phone.codeTitle'), undefined, 'code')
    // Continuing with the number again sends a new code.
    await expect
      .poll(async () => (await mock.outbox(page)).filter((m) => m.kind === 'sms' && m.to === NEW_PHONE).length)
      .toBe(2)
    await wizard.codeField.fill(await mock.latestCode(page, 'sms', NEW_PHONE))
    await wizard.continueFrom('phone')

    // E-mail: malformed, then a new address with a wrong code and the right one.
    await wizard.seeStep('email', t('email.title'))
    const email = wizard.field(t('email.label'))
    await email.fill('elin@')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.email.invalidEmail'), email)
    await email.fill(NEW_EMAIL)
    await wizard.continueFrom('email')
    await wizard.seeStep('email', t('email.codeTitle'), undefined, 'code')
    const emailCode = await mock.latestCode(page, 'email', NEW_EMAIL)
    await wizard.codeField.fill(otherCode(emailCode))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.emailCode.wrongCode_other', { count: 4 }), wizard.codeField)
    await wizard.codeField.fill(emailCode)
    await wizard.continueFrom('email')

    // Back from the profession: the new e-mail address and number are the answers.
    await wizard.seeStep('profession', t('profession.title'))
    await wizard.clickBack()
    await wizard.seeStep('email', t('email.title'), undefined, '')
    await wizard.seeValue(t('email.label'), NEW_EMAIL)
    await wizard.clickBack()
    await wizard.seeStep('phone', t('phone.title'), undefined, '')
    await wizard.seeValue(t('phone.label'), NEW_PHONE)
  })

  test('profession, machines, courses, company, department, documents, education, message and the declaration', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const wizard = new ApprenticeWizard(page)
    const t = wizard.t.bind(wizard)
    await startNewApplication(wizard)

    await wizard.clickContinue()
    const professions = wizard.group(t('profession.title'))
    await wizard.seeError(t('errors.field.professionId.required'), professions)
    // A machine profession: at least one machine.
    await wizard.chooseOption('Anläggningsmaskinförare')
    await wizard.continueFrom('profession')
    await wizard.seeStep('machine-orientation', t('orientation.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.professionOrientations.required'), wizard.group(t('orientation.title')))
    await wizard.clickBack()
    await wizard.seeStep('profession', t('profession.title'))
    await wizard.seeNoErrors()
    await wizard.seeChosen('Anläggningsmaskinförare')
    // Scaffolding instead (no machines): the orientation question goes away.
    await wizard.chooseOption('Ställningsbyggare')
    await wizard.continueFrom('profession')

    await wizard.seeStep('approved-courses', t('approvedCourses.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.hasApprovedCourses.required'), wizard.group(t('approvedCourses.title')))
    await wizard.chooseOption(t('approvedCourses.yes'))
    await wizard.continueFrom('approved-courses')

    // Company: empty, malformed, a wrong check digit, and a valid number no company has.
    await wizard.seeStep('company', t('company.title'))
    const number = wizard.organisationNumberField
    await wizard.clickContinue(t('company.find'))
    await wizard.seeError(t('errors.field.organisationNumber.required'), number)
    await number.fill('55667788')
    await wizard.clickContinue(t('company.find'))
    await wizard.seeError(t('errors.field.organisationNumber.invalidOrganisationNumber'), number)
    await number.fill('556812-3459')
    await wizard.clickContinue(t('company.find'))
    await wizard.seeError(t('errors.field.organisationNumber.invalidOrganisationNumber'), number)
    await number.fill(UNKNOWN_ORGANISATION_NUMBER)
    await wizard.clickContinue(t('company.find'))
    await wizard.seeError(t('errors.field.organisationNumber.companyNotFound'), number)
    await wizard.clickBack()
    await wizard.seeStep('approved-courses', t('approvedCourses.title'))
    await wizard.seeNoErrors()
    await wizard.seeChosen(t('approvedCourses.yes'))
    await wizard.continueFrom('approved-courses')
    await wizard.seeValue(t('company.label'), UNKNOWN_ORGANISATION_NUMBER)
    await number.fill(COMPANY_SYD.organizationalNumber)
    await wizard.clickContinue(t('company.find'))
    await wizard.seeCompanyFound(COMPANY_SYD.name)
    await wizard.continueFrom('company', t('company.confirm'))

    // The company has departments: one must be chosen.
    await wizard.seeStep('department', t('department.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.departmentId.required'), wizard.group(t('department.title')))
    await wizard.chooseOption(DEPARTMENT_MALMO.name)
    await wizard.continueFrom('department')

    // Documents: none yet, a Word file, a file over 10 MB; none of them is uploaded.
    await wizard.seeStep('documents', t('documents.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.documents.documentRequired'), wizard.fileInput)
    await wizard.chooseFile(WORD_FILE)
    await wizard.seeError(t('documents.problem.wrongType', { name: WORD_FILE.name }), wizard.fileInput)
    await wizard.chooseFile(await tooLargePdf())
    await wizard.seeError(
      t('documents.problem.tooLarge', { name: TOO_LARGE_PDF, max: MAX_DOCUMENT_MB }),
      wizard.fileInput,
    )
    await wizard.seeNoUploads()
    await wizard.clickBack()
    await wizard.seeStep('department', t('department.title'))
    await wizard.seeNoErrors()
    await wizard.seeChosen(DEPARTMENT_MALMO.name)
    await wizard.continueFrom('department')
    await wizard.seeStep('documents', t('documents.title'))
    await wizard.chooseFile(GRADES_PDF)
    await wizard.seeUploaded(GRADES_PDF.name)
    await wizard.continueFrom('documents')

    // Courses: the register's passed course is ticked; a course it reports as failed cannot be confirmed, nor can none.
    await wizard.seeStep('courses', t('courses.title'))
    const passed = wizard.box(t('courses.mandatory', { name: 'Särskild ställningsutbildning (Y3)' }))
    const failed = wizard.box(t('courses.mandatory', { name: 'Ställningsbyggnad grundkurs (Y1)' }))
    await expect(passed).toBeChecked()
    await expect(failed).toHaveAccessibleDescription(t('courses.result.failed'))
    await failed.check()
    await wizard.clickContinue()
    const courses = wizard.group(t('courses.title'))
    // The message names the failed course and says what to do.
    await wizard.seeError(t('courses.failedTicked_one', { courses: 'Ställningsbyggnad grundkurs (Y1)' }), courses)
    await failed.uncheck()
    await passed.uncheck()
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.confirmedCourseIds.required'), courses)
    await passed.check()
    await wizard.continueFrom('courses')

    await wizard.seeStep('education-info', t('educationInfo.title'))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.educationInfoAccepted.required'), wizard.box(t('educationInfo.accept')))
    await wizard.clickBack()
    await wizard.seeStep('courses', t('courses.title'))
    await wizard.seeNoErrors()
    await expect(passed).toBeChecked()
    await wizard.continueFrom('courses')
    await wizard.clickCheckbox(t('educationInfo.accept'))
    await wizard.continueFrom('education-info')

    // Message: one character over the limit the page states.
    await wizard.seeStep('message', t('message.title'))
    const message = wizard.field(t('message.label'))
    await message.fill('a'.repeat(2001))
    await expect(page.getByTestId('message-left')).toHaveText(t('message.tooMany_one', { count: 1 }))
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.messageToBoard.tooLong'), message)
    await message.fill('Jag har byggt ställningar två somrar.')
    await wizard.continueFrom('message')

    // Review: no signing without the honesty declaration; every answer is still there.
    await wizard.seeStep('review', t('review.title'))
    await wizard.clickContinue(t('review.sign'))
    await wizard.seeError(t('errors.field.honestyDeclaration.required'), wizard.box(t('review.declaration')))
    await wizard.seeAnswer('profession', 'Ställningsbyggare')
    await wizard.seeAnswer('company', `${COMPANY_SYD.name} (${COMPANY_SYD.organizationalNumber})`)
    await wizard.seeAnswer('department', DEPARTMENT_MALMO.name)
    await wizard.seeAnswer('documents', `${t('documents.types.grades')}: ${GRADES_PDF.name}`)
    await wizard.seeAnswer('courses', 'Särskild ställningsutbildning (Y3)')
    await wizard.seeAnswer('message', 'Jag har byggt ställningar två somrar.')
    await wizard.clickCheckbox(t('review.declaration'))
    await wizard.clickContinue(t('review.sign'))
    await wizard.seeThanks(COMPANY_SYD.name)
  })
})

const LANGUAGE_NAMES: Record<Exclude<Lang, 'sv'>, 'English' | 'Polski'> = { en: 'English', pl: 'Polski' }

for (const lang of ['en', 'pl'] as const) {
  test(`refusals in ${LANGUAGE_NAMES[lang]}: personal data, code, organisation number, file and declaration`, async ({
    page,
    app,
  }) => {
    // The shell's language selector; the choice holds for the pages opened afterwards.
    await app.shell.clickMenu()
    await app.shell.clickLanguage(LANGUAGE_NAMES[lang])
    await app.shell.clickCloseMenu(lang)

    const wizard = new ApprenticeWizard(page, lang)
    const t = wizard.t.bind(wizard)
    // 31003, sent back by the company, opened at its address (setStep 3).
    await wizard.gotoApplication(SEEDED_APPLICATIONS.elinDenied, 3)
    await wizard.seeStep('address', t('address.title'), { current: 4, total: 13 })
    await wizard.fill(t('address.zip'), '97')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.zip.invalidZip'), wizard.field(t('address.zip')))
    await wizard.seeValue(t('address.address1'), 'Storgatan 12')
    await wizard.fill(t('address.zip'), '972 31')
    await wizard.continueFrom('address')

    await wizard.seeStep('phone', t('phone.title'))
    const phone = wizard.field(t('phone.label'))
    await phone.fill('070-12')
    await wizard.clickContinue()
    await wizard.seeError(t('errors.field.mobilephone.invalidPhone'), phone)
    await phone.fill(NEW_PHONE)
    await wizard.continueFrom('phone')
    await wizard.seeStep('phone', t('phone.codeTitle'), undefined, 'code')
    const smsCode = await mock.latestCode(page, 'sms', NEW_PHONE)
    await wizard.codeField.fill(otherCode(smsCode))
    await wizard.clickContinue()
    await wizard.seeError(
      t(`errors.field.phoneCode.wrongCode_${new Intl.PluralRules(lang).select(4)}`, { count: 4 }),
      wizard.codeField,
    )
    await wizard.codeField.fill(smsCode)
    await wizard.continueFrom('phone')

    await wizard.seeStep('email', t('email.title'))
    await wizard.continueFrom('email')
    await wizard.seeStep('profession', t('profession.title'))
    await wizard.continueFrom('profession')
    await wizard.seeStep('approved-courses', t('approvedCourses.title'))
    await wizard.continueFrom('approved-courses')

    await wizard.seeStep('company', t('company.title'))
    await wizard.seeValue(t('company.label'), COMPANY_NORR.organizationalNumber)
    await wizard.organisationNumberField.fill('556677-88')
    await wizard.clickContinue(t('company.find'))
    await wizard.seeError(
      t('errors.field.organisationNumber.invalidOrganisationNumber'),
      wizard.organisationNumberField,
    )
    await wizard.organisationNumberField.fill(COMPANY_NORR.organizationalNumber)
    await wizard.clickContinue(t('company.find'))
    await wizard.seeCompanyFound(COMPANY_NORR.name)
    await wizard.continueFrom('company', t('company.confirm'))

    await wizard.seeStep('documents', t('documents.title'))
    await wizard.chooseFile(WORD_FILE)
    await wizard.seeError(t('documents.problem.wrongType', { name: WORD_FILE.name }), wizard.fileInput)
    await wizard.chooseFile(GRADES_PDF)
    await wizard.seeUploaded(GRADES_PDF.name)
    await wizard.continueFrom('documents')
    await wizard.seeStep('education-info', t('educationInfo.title'))
    await wizard.continueFrom('education-info')
    await wizard.seeStep('message', t('message.title'))
    await wizard.continueFrom('message')

    await wizard.seeStep('review', t('review.title'))
    await wizard.clickContinue(t('review.sign'))
    await wizard.seeError(t('errors.field.honestyDeclaration.required'), wizard.box(t('review.declaration')))
    await wizard.seeAnswer('phone', NEW_PHONE)
    await wizard.seeAnswer('message', 'Jag har jobbat två somrar som snickare.')
  })
}
