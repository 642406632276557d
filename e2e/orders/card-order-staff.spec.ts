import { COMPANY_NORR, PERSONAS } from '../../mock-server/seed'
import { formatCurrency } from '../../src/domain/format'
import { expect, test } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'

/**
 * A card order for staff (issue 20, §2 Cards, §6, §9), in Polish at 360 px with axe on every page: Maria
 * (Norr's administrator) finds Johan Berg in the staff, asks for his Ställningsbyggare card as a first
 * card (the server refuses: he had one, §9, and the types page shows its words at the reason), orders it
 * as lost at the company's price (360 kr excl. VAT, §9 "company price by a variable"), confirms the
 * binding order and reaches the thank-you page.
 */
const JOHAN = PERSONAS.instructor

test('a company administrator orders a card for an employee, refused once, in pl at 360 px', async ({
  app,
  loginAs,
}) => {
  const { page } = app
  const pages = new NamespacePage(page, 'orders', 'pl')
  const name = `${JOHAN.firstName} ${JOHAN.lastName}`
  await page.setViewportSize({ width: 360, height: 740 })
  await loginAs('companyAdmin')
  await app.shell.switchLanguage('pl')

  await page.goto('/order-card/start')
  await expect(pages.heading).toHaveText(pages.t('staff.companiesTitle'))
  await expectPhonePageOk(page, 'company card start (pl)')
  await page.getByRole('link', { name: pages.t('staff.openCompany', { company: COMPANY_NORR.name }) }).click()

  await expect(pages.heading).toHaveText(pages.t('staff.title'))
  await page.getByRole('searchbox', { name: pages.t('staff.searchLabel') }).fill(JOHAN.lastName)
  await expectPhonePageOk(page, 'staff picker with a search (pl)')
  await page.getByRole('link', { name: pages.t('staff.orderFor', { name }) }).click()

  await expect(pages.heading).toHaveText(pages.t('types.title'))
  const scaffolding = `${pages.t('cards.type.tradeCertificate')} – Ställningsbyggare`
  await page.getByRole('radio', { name: scaffolding }).check()
  await page.getByRole('radio', { name: pages.t('cards.reason.firstCard') }).check()
  await page.getByTestId('wizard-continue').click()
  // The server's refusal (§9: a later card is not a first card), back on the types page at the reason.
  await expect(page.locator('#card-reason-error')).toBeVisible()
  await expect(page.getByRole('radio', { name: scaffolding })).toBeChecked()
  await expectPhonePageOk(page, 'staff card types page with the refusal (pl)')
  await page.getByRole('radio', { name: pages.t('cards.reason.lostOrStolen') }).check()
  await page.getByTestId('wizard-continue').click()

  await expect(page.getByTestId('order-price')).toHaveText(
    pages.t('order.priceExclVat', { price: formatCurrency(360) }),
  )
  await page.getByRole('textbox', { name: pages.t('order.address.address1') }).fill('Storgatan 1')
  await page.getByRole('textbox', { name: pages.t('order.address.zip') }).fill('903 27')
  await page.getByRole('textbox', { name: pages.t('order.address.city') }).fill('Umeå')
  await page.getByRole('checkbox', { name: pages.t('order.acceptTerms') }).check()
  await expectPhonePageOk(page, 'staff card order page (pl)')
  await page.getByTestId('wizard-continue').click()

  await expect(pages.heading).toHaveText(pages.t('order.confirmTitle'))
  await expectPhonePageOk(page, 'staff card confirmation (pl)')
  await page.getByTestId('order-confirm').click()

  await expect(pages.heading).toHaveText(pages.t('thanks.title'))
  await expect(page.getByTestId('card-thanks')).toContainText(name)
  await expect(page.getByTestId('card-thanks')).toContainText(pages.t('staff.nextPaid'))
  await expectPhonePageOk(page, 'staff card thank-you page (pl)')
})

for (const lang of ['sv', 'en'] as const) {
  test(`the staff card pages read in ${lang}, with no axe violations`, async ({ app, loginAs }) => {
    const { page } = app
    const pages = new NamespacePage(page, 'orders', lang)
    await loginAs('companyAdmin')
    if (lang !== 'sv') await app.shell.switchLanguage(lang)

    await page.goto('/order-card/start')
    await expect(pages.heading).toHaveText(pages.t('staff.companiesTitle'))
    await expectNoAxeViolations(page, `company card start (${lang})`)
    await page.getByRole('link', { name: pages.t('staff.openCompany', { company: COMPANY_NORR.name }) }).click()
    await expect(pages.heading).toHaveText(pages.t('staff.title'))
    await expectNoAxeViolations(page, `staff picker (${lang})`)
    await page
      .getByRole('link', { name: pages.t('staff.orderFor', { name: `${JOHAN.firstName} ${JOHAN.lastName}` }) })
      .click()
    await expect(pages.heading).toHaveText(pages.t('types.title'))
    await expectNoAxeViolations(page, `staff card types page (${lang})`)
  })
}
