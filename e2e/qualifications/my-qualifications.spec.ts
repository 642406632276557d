import type { Page } from '@playwright/test'
import { QUALIFICATION_IDS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'
import type { Lang } from '../support/texts'

/**
 * What a person holds (issue 21, §2 /my-qualifications and /basic-education): Johan Berg opens "Mina
 * kvalifikationer" from the menu, sees his valid and revoked trade certificates and his expired
 * machine qualification, and confirms the instructor instructions in force by keyboard (axe in sv, then the
 * page in en); Elin Andersson reads her qualifications and her basic education in Polish at 360 px (axe),
 * the latter in English and Swedish too. The rest (empty state,
 * a failed read, the basic-education courses) is the component tests' (my-qualifications-page.test.tsx).
 */

class QualificationsPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'qualifications', lang)
  }
  held(kind: string, id: number) {
    return this.page.getByTestId(`held-${kind}-${id}`)
  }
  get instructions() {
    return this.page.getByTestId('qualifications-instructions')
  }
}

test('a person with certificates sees them and confirms the instructions (sv and en, axe)', async ({
  app,
  loginAs,
}) => {
  const pages = new QualificationsPages(app.page)
  await loginAs('instructor')
  await app.shell.clickMenu()
  await app.shell.clickMenuItem('qualifications')
  await expect(app.page).toHaveURL(/\/my-qualifications$/)
  await expect(pages.heading).toHaveText(pages.t('title'))
  await expect(
    pages.held('tradeCertificate', QUALIFICATION_IDS.validTradeCertificate).getByTestId('certificate-state'),
  ).toHaveText(pages.t('state.valid'))
  await expect(
    pages.held('tradeCertificate', QUALIFICATION_IDS.revokedTradeCertificate).getByTestId('certificate-state'),
  ).toHaveText(pages.t('state.revoked'))
  await expect(
    pages.held('machineQualification', QUALIFICATION_IDS.expiredMachineQualification).getByTestId('certificate-state'),
  ).toHaveText(pages.t('state.expired'))
  await expect(pages.instructions.getByText(pages.t('instructions.updated'))).toBeVisible()
  await expectNoAxeViolations(app.page, 'my qualifications (sv)')

  // By keyboard: the button takes Enter, the dialog's confirm button too.
  await pages.instructions.getByRole('button', { name: pages.t('instructions.confirm') }).focus()
  await app.page.keyboard.press('Enter')
  const dialog = app.page.getByRole('alertdialog')
  await expect(dialog).toContainText(pages.t('instructions.dialogTitle'))
  await expectNoAxeViolations(app.page, 'the confirmation dialog (sv)')
  await dialog.getByRole('button', { name: pages.t('instructions.confirm') }).focus()
  await app.page.keyboard.press('Enter')
  const done = pages.instructions.getByRole('status')
  await expect(done).toContainText(/^Tack! Du bekräftade instruktionerna/)
  await expect(done).toBeFocused()
  await expect(pages.instructions.getByRole('button', { name: pages.t('instructions.confirm') })).toHaveCount(0)

  // The same page in English (axe): every kind of certificate and the confirmed instructions.
  const en = new QualificationsPages(app.page, 'en')
  await app.shell.switchLanguage('en')
  await expect(en.heading).toHaveText(en.t('title'))
  await expect(
    en.held('tradeCertificate', QUALIFICATION_IDS.revokedTradeCertificate).getByTestId('certificate-state'),
  ).toHaveText(en.t('state.revoked'))
  await expectNoAxeViolations(app.page, 'my qualifications (en)')
})

test('an apprentice reads her qualifications and basic education in Polish at 360 px (axe)', async ({
  app,
  loginAs,
}) => {
  const pages = new QualificationsPages(app.page, 'pl')
  await app.page.setViewportSize({ width: 360, height: 740 })
  await loginAs('apprentice')
  await app.shell.switchLanguage('pl')
  await app.page.goto('/my-qualifications')
  await expect(pages.heading).toHaveText(pages.t('title'))
  await expect(pages.held('education', QUALIFICATION_IDS.basicEducation)).toContainText(pages.t('state.valid'))
  await expectPhonePageOk(app.page, 'my qualifications (pl, 360 px)')
  await app.page.getByRole('link', { name: pages.t('education.basicLink') }).click()
  await expect(pages.heading).toHaveText(pages.t('basic.title'))
  await expect(
    app.page.getByTestId(`courses-${QUALIFICATION_IDS.basicEducation}`).getByRole('listitem'),
  ).not.toHaveCount(0)
  await expectPhonePageOk(app.page, 'basic education (pl, 360 px)')

  // And in English (axe at 360 px).
  const en = new QualificationsPages(app.page, 'en')
  await app.shell.switchLanguage('en', 'pl')
  await expect(en.heading).toHaveText(en.t('basic.title'))
  await expectPhonePageOk(app.page, 'basic education (en, 360 px)')
  // And in Swedish (axe at 360 px): the three languages on this page.
  await app.shell.switchLanguage('sv', 'en')
  await expect(pages.heading).toHaveText(new QualificationsPages(app.page).t('basic.title'))
  await expectPhonePageOk(app.page, 'basic education (sv, 360 px)')
})
