import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { StaffPages } from '../pages/staff.page'
import { expectNoAxeViolations } from '../support/axe'
import { inLang, text, type Lang } from '../support/texts'
import { openInApp } from '../support/navigate'

/**
 * The company's staff pages (issue 19) in the browser on the simulated backend: Syd's Malmö
 * department administrator Lena Persson searches and filters her department's staff, opens a
 * person and ends the employment after the question; every page passes axe in sv, en and pl.
 * Adding a person (refused and added) is replayed by add-employee-paths.spec.ts.
 */

const SYD = COMPANY_SYD.id

test('Lena finds Malmö staff by search, department and role, and ends an employment after the question', async ({
  app,
  loginByLink,
}) => {
  const pages = new StaffPages(app.page)
  await loginByLink('departmentAdmin')
  await openInApp(app.page, `/company/${SYD}/employees`)
  await pages.seeList()
  // §6: only her department's staff; a person without own account greyed out, no link.
  await expect(pages.list).not.toContainText('Henrik Strand')
  await expect(pages.row(COMPANY_STAFF.noAccount.employmentId).getByRole('link')).toHaveCount(0)
  await expect(pages.departmentFilter.locator('option')).toHaveText([pages.t('list.allDepartments'), 'Malmö'])
  await expectNoAxeViolations(app.page, 'staff list')
  await pages.search('kovac')
  await expect(pages.count).toHaveText(/^1 av \d+ personer$/)
  await expect(pages.row(COMPANY_STAFF.malmoYua.employmentId)).toContainText('YUA · Malmö')
  await pages.search('')
  await pages.chooseRole('LÄR')
  await expect(pages.row(COMPANY_STAFF.bookless.employmentId)).toBeVisible()
  await expect(pages.row(COMPANY_STAFF.malmoYua.employmentId)).toHaveCount(0)

  await pages.chooseRole('')
  await pages.row(COMPANY_STAFF.malmoYua.employmentId).getByRole('link', { name: 'Amra Kovač' }).click()
  await expect(pages.heading).toHaveText('Amra Kovač')
  await expect(pages.facts).toContainText('YUA')
  await expectNoAxeViolations(app.page, 'person page')
  await pages.endButton.click()
  await expect(pages.endDialog).toBeVisible()
  await expectNoAxeViolations(app.page, 'end dialog')
  await pages.endDialog.getByRole('button', { name: pages.t('person.endAccept') }).click()
  await app.shell.seeToast(pages.t('person.ended'))
  await expect(app.page.getByTestId('employment-end')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  // Ended: the company roles went with it.
  await expect(pages.facts).toContainText(text('company-staff:list.noRoles'))
  await expect(pages.endButton).toHaveCount(0)
})

for (const lang of ['en', 'pl'] as const satisfies readonly Lang[]) {
  test(`the staff pages pass axe in ${lang}`, async ({ app, loginByLink }) => {
    const t = inLang(lang)
    const pages = new StaffPages(app.page, lang)
    await loginByLink('companyAdmin')
    await app.shell.switchLanguage(lang)
    // Polish (the longest words) on a 360 px phone: nothing runs off the side.
    if (lang === 'pl') await app.page.setViewportSize({ width: 360, height: 740 })
    await openInApp(app.page, `/company/${COMPANY_NORR.id}/employees`)
    await pages.seeList()
    await expectNoAxeViolations(app.page, `staff list ${lang}`)
    if (lang === 'pl')
      expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await openInApp(app.page, `/company/${COMPANY_NORR.id}/employees/new`)
    await expect(pages.heading).toHaveText(t('company-staff:add.title'))
    await pages.continueButton.click()
    await expect(pages.fieldError('add-personal-number')).toBeVisible()
    await expectNoAxeViolations(app.page, `add person ${lang}`)
    await openInApp(app.page, `/company/${COMPANY_NORR.id}/employees/${COMPANY_STAFF.protectedEmployee.employmentId}`)
    await expect(pages.facts).toBeVisible()
    await expectNoAxeViolations(app.page, `person page ${lang}`)
  })
}
