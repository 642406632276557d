import { expect, test } from '../fixtures'
import { recordFocusTrail } from '../support/focus-trail'
import { text } from '../support/texts'

/**
 * Issue 8 §7: when a dialog closes, focus goes back to what opened it, or, when that is gone, to the
 * page's heading; never to the body (a keyboard or screen-reader user would start over at the top).
 */

test('logout: cancel returns to the logout button, confirm leaves focus on the start page’s heading', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('apprentice')
  await app.shell.clickLogout()
  await app.shell.clickCancelLogout()
  await expect(app.shell.logoutInDrawer).toBeFocused()
  await app.shell.clickLogoutInDrawer()
  await app.shell.clickConfirmLogout()
  await app.start.seeLoggedOutView()
  await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused()
})

test('a menu item that leads to another page: focus goes to that page, and never back to the menu button on the way', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('apprentice')
  await app.shell.clickMenu()
  // Every element that takes focus from here on, in order.
  const focusTrail = await recordFocusTrail(fresh)
  await app.shell.clickMenuItem('settings')
  await app.settings.seePage()
  await expect(fresh.locator('main')).toBeFocused()
  // A modal dialog's close() gives focus back to its opener at once; the drawer leaves the DOM instead.
  const trail = await focusTrail()
  expect(trail.map((stop) => stop.text)).not.toContain(text('shell:menu.open'))
  // Esc on the next opening still gives focus back to the menu button (the page did not change).
  await app.shell.clickMenu()
  await fresh.keyboard.press('Escape')
  await expect(app.shell.drawer()).toBeHidden()
  await expect(app.shell.menuButton).toBeFocused()
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
