import { COMPANY_NORR, COMPANY_SYD } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { text } from '../support/texts'

/** Route guards of §2: auth routes, company routes, /forbidden and the not-found page. */

test('an auth route opened logged out goes to the start page', async ({ app }) => {
  await app.page.goto('/notifications')
  await app.start.seeLoggedOutView()
  await app.page.goto('/my-settings')
  await app.start.seeLoggedOutView()
})

test('a company page of a company without a role for the user is forbidden; its button leads to the start page', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('companyAdmin')
  // Maria administers Byggbolaget i Norr, not Ställningspartner Syd.
  await fresh.goto(`/company/${COMPANY_SYD.id}`)
  await app.status.seeForbidden()
  await app.status.clickToStartPage()
  await app.start.seeRegisteredView('Maria')
  // Her own company passes the guard (its pages come with later slices, so the layout is empty).
  await fresh.goto(`/company/${COMPANY_NORR.id}`)
  await expect(app.shell.bell).toBeVisible()
  await expect(fresh).toHaveURL(new RegExp(`/company/${COMPANY_NORR.id}$`))
  await expect(fresh.getByRole('heading', { name: text('shell:forbidden.title') })).toHaveCount(0)
})

test('the company guard also holds for the pages below a company (/company/<id>/applications)', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('companyAdmin')
  await fresh.goto(`/company/${COMPANY_SYD.id}/applications`)
  await app.status.seeForbidden()
})

test('a company route opened logged out goes to the start page, not /forbidden', async ({ app }) => {
  await app.page.goto(`/company/${COMPANY_NORR.id}`)
  await app.start.seeLoggedOutView()
})

test('an unknown address shows the not-found page; its button leads to the start page', async ({ app }) => {
  await app.page.goto('/finns/inte')
  await app.status.seeNotFound()
  await app.status.clickToStartPage()
  await app.start.seeLoggedOutView()
})
