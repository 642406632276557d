import { expect, test } from '../fixtures'
import { text } from '../support/texts'

/**
 * Issue 8 §7: when a dialog closes, focus goes back to what opened it, or, when that is gone, to the
 * page's heading; never to the body (a keyboard or screen-reader user would start over at the top).
 */

test('logout: cancel returns to the logout button, confirm leaves focus on the start page’s heading', async ({ fresh, app, loginAs }) => {
  await loginAs('apprentice')
  await app.shell.clickLogout()
  await app.shell.clickCancelLogout()
  await expect(app.shell.logoutInDrawer).toBeFocused()
  await app.shell.clickLogoutInDrawer()
  await app.shell.clickConfirmLogout()
  await app.start.seeLoggedOutView()
  await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused()
})

test.describe('first login', () => {
  test.use({ welcomeDialogs: true })

  test('the contact confirmation, opened after the tour, leaves focus on the greeting', async ({ fresh, app }) => {
    await app.testLogin.clickPersona('instructor')
    const tour = fresh.getByRole('alertdialog', { name: text('shell-tour:steps.21.title') })
    await tour.getByRole('button', { name: text('common:close') }).click()
    const contact = fresh.getByRole('dialog', { name: text('shell-start:contact.title') })
    await contact.getByRole('button', { name: text('shell-start:contact.correct') }).click()
    await expect(contact).toBeHidden()
    await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused()
  })
})
