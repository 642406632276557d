import type { Locator, Page } from '@playwright/test'
import { COMPANY_NORR, COMPANY_SYD, STAFF, STAFF_IDS } from '../../mock-server/seed'
import { expect, PERSONAS, test } from '../fixtures'
import { pressable } from '../pages/structure.page'
import { expectPhonePageOk } from '../support/axe'
import { text, type Lang } from '../support/texts'
import { NamespacePage } from '../pages/namespace.page'
import { openInApp } from '../support/navigate'

/**
 * The company's instructor pages (issue 19; §2 /company/{id}/instructors and /education-responsible,
 * §5 instructor rules, §6): Maria sees Jonas Wikström's instructions read before the current ones
 * with the §5 reason; on the YUA page she links Elin to Nils Engström (refused: no e-mail, §5, in the
 * server's words) and to Anders Vikström (linked, his card lists her); both pages with axe in sv, en
 * and pl at 360 px.
 */

class InstructorPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-instructors', lang)
  }

  card(employmentId: number): Locator {
    return this.page.getByTestId(`instructor-${employmentId}`)
  }
}

test('Maria sees Jonas Wikström read the instructions before the current ones, with the §5 reason', async ({
  app,
  loginByLink,
}) => {
  const view = new InstructorPages(app.page)
  await loginByLink('companyAdmin')
  await openInApp(app.page, `/company/${COMPANY_NORR.id}/instructors`)
  await expect(view.heading).toHaveText(view.t('instructors.title'))
  const jonas = view.card(STAFF.jonas.employmentId)
  await expect(jonas.getByRole('heading', { level: 2 })).toHaveText('Jonas Wikström')
  await expect(app.page.getByTestId(`instructions-${STAFF.jonas.employmentId}`)).toHaveText(
    view.t('list.instructionsOld', { date: '2026-01-15' }),
  )
  await expect(jonas).toContainText(text('domain-widgets:instructor.problems.instructionsNotRead'))
  // Anders meets every rule that does not depend on a profession.
  await expect(view.card(STAFF.anders.employmentId)).not.toContainText(view.t('list.notEligible'))
})

test('Maria links Elin on the YUA page: Nils is refused with the §5 reason, Anders takes her', async ({
  app,
  loginByLink,
}) => {
  const view = new InstructorPages(app.page)
  const elin = `${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}`
  await loginByLink('companyAdmin')
  await openInApp(app.page, `/company/${COMPANY_NORR.id}/education-responsible`)
  await expect(view.heading).toHaveText(view.t('educationResponsible.title'))

  const nils = view.card(STAFF.nils.employmentId)
  await nils.getByRole('combobox').selectOption(String(STAFF_IDS.elinAtNorr))
  await nils.getByRole('button', { name: pressable(view.t('link.submit')) }).click()
  await expect(app.page.getByTestId(`instructor-link-failed-${STAFF.nils.employmentId}`)).toHaveText(
    'Handledaren saknar e-postadress.',
  )
  await expect(nils.getByRole('heading', { level: 3 })).toHaveText(view.t('list.apprentices_other', { count: 0 }))

  const anders = view.card(STAFF.anders.employmentId)
  await anders.getByRole('combobox').selectOption(String(STAFF_IDS.elinAtNorr))
  await anders.getByRole('button', { name: pressable(view.t('link.submit')) }).click()
  await expect(app.page.getByTestId(`instructor-link-done-${STAFF.anders.employmentId}`)).toBeVisible()
  await expect(anders.getByRole('list', { name: view.t('list.apprentices_one', { count: 1 }) })).toContainText(elin)
})

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the instructor pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new InstructorPages(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginByLink('departmentAdmin')
    await app.shell.switchLanguage(lang)
    for (const kind of ['instructors', 'educationResponsible'] as const) {
      const path = kind === 'instructors' ? 'instructors' : 'education-responsible'
      await openInApp(app.page, `/company/${COMPANY_SYD.id}/${path}`)
      await expect(view.heading).toHaveText(view.t(`${kind}.title`))
      await expect(view.card(STAFF.sofia.employmentId)).toBeVisible()
      await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
      await expectPhonePageOk(app.page, `${kind} (${lang})`)
    }
  })
}
