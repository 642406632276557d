import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, mock, PERSONAS, test } from '../fixtures'
import { expectNoAxeViolations as axe } from '../support/axe'
import { openInApp } from '../support/navigate'
import { text } from '../support/texts'

/**
 * axe (WCAG 2.2 AA) on every page and dialog of this slice. The wizard steps are checked where they
 * are walked: register.spec.ts (every register step, not-registered start view) and login.spec.ts
 * (every password-reset step).
 */

const PHONE = { width: 360, height: 740 }

test('logged-out pages: start, login in each way, simulated ID, failed links, not found; start and login at 360 px', async ({
  fresh,
  app,
}) => {
  test.slow() // fourteen pages and states, each analysed by axe
  await axe(fresh, 'shell-start: logged out')
  await app.shell.clickMenu()
  await axe(fresh, 'drawer: logged out')
  await app.shell.clickCloseMenu()

  // The pages after the first open as a link does (the app loaded once; guards and loaders all the same).
  await openInApp(fresh, '/login')
  await app.login.seePage()
  await axe(fresh, 'login')
  await app.login.clickThisDeviceLogin()
  await app.login.seeThisDeviceFieldError(text('login:errors.field.any.required'))
  await app.login.clickEmailLogin()
  await axe(fresh, 'login: this device and e-mail with field errors')
  await app.login.loginWithEmail(PERSONAS.passwordUser.email ?? '', 'Fel!2026x')
  await app.login.seeEmailLoginError(text('login-forms:errors.form.wrongCredentials'))
  await app.login.clickShowQrCode()
  await app.login.seeQrCode()
  await expect(app.login.simulatedApp).toBeVisible()
  await axe(fresh, 'login: QR code and the simulated ID app, e-mail login failed')
  await app.login.clickCancelQrCode()

  await app.login.clickExternalLogin()
  await app.simulatedId.seePage()
  await axe(fresh, 'simulated-id')
  await app.simulatedId.clickSign()
  await app.simulatedId.seeFieldError(text('login:errors.field.any.required'))
  await axe(fresh, 'simulated-id with an error')

  await openInApp(fresh, '/login-hash/hash-expired')
  await app.loginHash.seeFailure()
  await axe(fresh, 'login-hash failed')
  await openInApp(fresh, '/loginreturn')
  await expect(fresh.getByRole('main').getByRole('alert')).toContainText(text('login-forms:loginReturn.missingSession'))
  await axe(fresh, 'loginreturn without a session')
  await openInApp(fresh, '/finns/inte')
  await app.status.seeNotFound()
  await axe(fresh, 'not found')

  await fresh.setViewportSize(PHONE)
  await openInApp(fresh, '/')
  await app.start.seeLoggedOutView()
  await axe(fresh, 'shell-start: logged out, 360 px')
  await openInApp(fresh, '/login')
  await app.login.seePage()
  await app.login.clickShowQrCode()
  await app.login.seeQrCode()
  await axe(fresh, 'login with the QR code, 360 px')
})

test('logged-in pages: start, drawer, logout dialog, notifications, my address, my settings, forbidden; notifications at 360 px', async ({
  fresh,
  app,
  loginAs,
}) => {
  test.slow() // twelve pages and states, each analysed by axe
  await loginAs('apprentice')
  await app.start.seeApprenticeSubtitle(['Ställningspartner Syd AB', 'Byggbolaget i Norr AB'])
  await axe(fresh, 'shell-start: registered apprentice')
  await app.shell.clickMenu()
  await axe(fresh, 'drawer: logged in')
  await app.shell.clickLogoutInDrawer()
  await axe(fresh, 'logout confirmation')
  await app.shell.clickCancelLogout()
  await app.shell.clickCloseMenu()

  await app.shell.clickBell()
  await app.notifications.seePage()
  await axe(fresh, 'notifications')

  await openInApp(fresh, '/my-address')
  await app.address.seePage()
  await axe(fresh, 'my-address')
  await app.address.field('zip').fill('12')
  await app.address.clickSave()
  await app.address.seeFieldError(app.address.field('zip'), text('shell-settings:errors.field.zip.invalidZip'))
  await axe(fresh, 'my-address with an error')

  await openInApp(fresh, '/my-settings')
  await app.settings.seePage()
  await axe(fresh, 'my-settings')
  await app.settings.emailField.fill('')
  await app.settings.clickSave()
  await app.settings.seeFieldError(app.settings.emailField, text('shell-settings:errors.field.email.required'))
  await axe(fresh, 'my-settings with an error')

  // Elin is an apprentice at Norr, with no company role there.
  await openInApp(fresh, `/company/${COMPANY_NORR.id}`)
  await app.status.seeForbidden()
  await axe(fresh, 'forbidden')

  await fresh.setViewportSize(PHONE)
  await openInApp(fresh, '/notifications')
  await app.notifications.seePage()
  await axe(fresh, 'notifications, 360 px')
  await app.shell.clickMenu()
  await axe(fresh, 'drawer, 360 px')
})

test('the minors view and the forced-logout modal', async ({ fresh, app, loginAs }) => {
  await loginAs('minor')
  await app.start.seeMinorView(PERSONAS.minor.firstName)
  await axe(fresh, 'shell-start: minor')
  await mock.setFaults(fresh, '406')
  await app.shell.clickBell()
  await app.shell.seeForcedLogoutDialog()
  await mock.setFaults(fresh, 'none')
  await axe(fresh, 'forced-logout modal')
})

test.describe('first login', () => {
  test.use({ welcomeDialogs: true })

  test('the guided tour and the contact confirmation', async ({ fresh, app }) => {
    await app.testLogin.clickPersona('instructor')
    const tour = fresh.getByRole('alertdialog', { name: text('shell-tour:steps.21.title') })
    await expect(tour).toBeVisible()
    await expect(tour).toContainText(text('common:tour.progress', { current: 1, total: 7 }))
    await axe(fresh, 'shell-tour: first step')
    await tour.getByRole('button', { name: text('common:close') }).click()
    const contact = fresh.getByRole('dialog', { name: text('shell-start:contact.title') })
    await expect(contact).toBeVisible()
    await axe(fresh, 'contact confirmation')
    await contact.getByRole('button', { name: text('shell-start:contact.correct') }).click()
    await expect(contact).toBeHidden()
    await app.start.seeRegisteredView(PERSONAS.instructor.firstName)
    // Neither comes back on the next visit.
    await fresh.reload()
    await app.start.seeRegisteredView(PERSONAS.instructor.firstName)
    await expect(fresh.getByRole('dialog')).toHaveCount(0)
  })
})

test('the check itself: it reports what breaks WCAG on the page, again on a second run in the same document, and leaves out the developer panel', async ({
  fresh,
}) => {
  await fresh.evaluate(() => {
    const img = document.createElement('img')
    img.src = '/favicon.svg'
    img.dataset.probe = 'no-alt'
    document.querySelector('main')?.append(img)
  })
  await expect(axe(fresh, 'a probe image without alt text')).rejects.toThrow(/image-alt \(critical\): img/)
  // Injected once per document: a second run in the same page still finds what it should.
  await fresh.evaluate(() => document.querySelector('img[data-probe]')?.setAttribute('alt', ''))
  await fresh.evaluate(() => {
    const button = document.createElement('button')
    button.dataset.probe = 'no-name'
    document.querySelector('main')?.append(button)
  })
  await expect(axe(fresh, 'a probe button without a name')).rejects.toThrow(/button-name \(critical\): .*button/)
  await fresh.evaluate(() => {
    const button = document.querySelector('button[data-probe]')
    const panel = document.createElement('div')
    panel.dataset.devPanel = ''
    if (button) panel.append(button)
    document.body.append(panel)
  })
  await axe(fresh, 'the probe inside the developer panel')
})
