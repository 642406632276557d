import { COMPANY_STAFF } from '../../mock-server/scenario/company-staff'
import { COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { loginWithPersonalNumber } from '../pages/company-scenarios'
import { StructurePages } from '../pages/structure.page'
import { openInApp } from '../support/navigate'

/**
 * Creating and deleting a department (issue 19; §2 departments, §6 "the company administrator", §8
 * "department deletion failed"): Gunilla Ek, Syd's company administrator (not a persona: logged in by
 * her personal number), sees both departments, adds one, is refused deleting Malmö (it has staff) with
 * the §8 reason, and deletes the one she added after confirming.
 */
test("Syd's administrator adds a department and deletes it; Malmö, which has staff, is not deleted", async ({
  app,
  fresh,
}) => {
  void fresh
  const gunilla = COMPANY_STAFF.sydAdmin
  const view = new StructurePages(app.page)
  await loginWithPersonalNumber(app.page, gunilla.personalNumber, gunilla.firstName)
  await openInApp(app.page, `/company/${COMPANY_SYD.id}/departments`)
  await view.seeDepartments(COMPANY_SYD.id)
  await view.seeRows('departments', [DEPARTMENT_MALMO.name, DEPARTMENT_LUND.name])

  await app.page.getByRole('link', { name: view.t('departments.add') }).click()
  await expect(view.heading).toHaveText(view.t('department.titleNew'))
  await view.field('department', 'name').fill('Helsingborg')
  await view.createButton.click()
  await app.shell.seeToast(view.t('toast.created'))
  await view.seeDepartments(COMPANY_SYD.id)
  await view.seeRows('departments', [DEPARTMENT_MALMO.name, DEPARTMENT_LUND.name, 'Helsingborg'])

  await view.departmentRow(DEPARTMENT_MALMO.id).getByRole('link').click()
  await view.deleteButton.click()
  await view.dialogConfirm(DEPARTMENT_MALMO.name).click()
  await expect(view.deleteFailed).toHaveText(
    'Borttagningen av avdelningen misslyckades: den har personal, arbetsplatser eller roller.',
  )
  await expect(app.page).toHaveURL(new RegExp(`/department/${DEPARTMENT_MALMO.id}$`))

  await openInApp(app.page, `/company/${COMPANY_SYD.id}/departments`)
  await app.page.getByTestId('departments').getByRole('link', { name: 'Helsingborg' }).click()
  await view.deleteButton.click()
  // Cancelling keeps it; confirming deletes it.
  await view.dialogCancel('Helsingborg').click()
  await expect(view.dialog('Helsingborg')).toBeHidden()
  await view.deleteButton.click()
  await view.dialogConfirm('Helsingborg').click()
  await app.shell.seeToast(view.t('toast.deleted'))
  await view.seeDepartments(COMPANY_SYD.id)
  await view.seeRows('departments', [DEPARTMENT_MALMO.name, DEPARTMENT_LUND.name])
})
