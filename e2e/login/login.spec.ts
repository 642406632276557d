import { PERSONAS, PERSONA_KEYS } from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { text } from '../support/texts'

/** Every way in of §2, end to end on the simulated backend. */

const elin = PERSONAS.apprentice
const tomasz = PERSONAS.passwordUser
/** 12 digits with the hyphen, as people type it (19900101-1234). */
const withHyphen = (pn: string) => `${pn.slice(0, 8)}-${pn.slice(8)}`

test.describe('test-login panel', () => {
  test.beforeEach(async ({ fresh }) => {
    await expect(fresh).toHaveURL(/\/$/)
  })

  test('one button per fake user logs that persona in, each landing on the view its registration gives', async ({
    app,
  }) => {
    test.slow() // ten logins and logouts in one browser
    const listed = PERSONA_KEYS.filter((key) => PERSONAS[key].personalNumber !== '')
    await app.testLogin.seeUserCount(listed.length)
    for (const key of listed) {
      await test.step(key, async () => {
        const persona = PERSONAS[key]
        await app.testLogin.clickPersona(key)
        if (key === 'minor') await app.start.seeMinorView(persona.firstName)
        else if (key === 'unregistered') await app.start.seeNotRegisteredView(persona.firstName)
        else await app.start.seeRegisteredView(persona.firstName)
        await app.shell.logout()
        await app.start.seeLoggedOutView()
      })
    }
  })

  test('the role and company filters narrow the list', async ({ app }) => {
    await app.testLogin.selectRole(text('login:testLogin.roles.AVDADM'))
    await app.testLogin.seeUserCount(1)
    await expect(app.testLogin.personaButton('departmentAdmin')).toBeVisible()
    await app.testLogin.selectRole(text('login:testLogin.allRoles'))
    await app.testLogin.selectCompany('Ställningspartner Syd AB')
    // Elin and Johan work at both companies, Lena only at Syd; Tomasz has no personal number, so no button.
    await app.testLogin.seeUserCount(3)
    await expect(app.testLogin.personaButton('departmentAdmin')).toBeVisible()
    await expect(app.testLogin.personaButton('companyAdmin')).toHaveCount(0)
  })

  test('the personal-number prompt rejects an invalid number, then logs in with a valid one', async ({ app }) => {
    await app.testLogin.clickPromptLogin()
    await app.testLogin.seePromptError(text('login:errors.field.any.required'))
    // Right shape, wrong check digit.
    await app.testLogin.fillPersonalNumber('20040315-2383')
    await app.testLogin.clickPromptLogin()
    await app.testLogin.seePromptError(text('login:errors.field.any.invalidPersonalNumber'))
    await app.testLogin.fillPersonalNumber(withHyphen(elin.personalNumber))
    await app.testLogin.clickPromptLogin()
    await app.start.seeRegisteredView(elin.firstName)
  })

  test('the under-age test user lands on the minors view', async ({ app }) => {
    await app.testLogin.clickUnderAgeUser()
    await app.start.seeMinorView(PERSONAS.minor.firstName)
  })
})

test.describe('e-ID', () => {
  test('on this device: an invalid number is refused, a valid one logs in', async ({ fresh, app }) => {
    await app.start.clickLoginThisDevice()
    await app.login.seePage()
    await expect(fresh).toHaveURL(/\/login#this-device$/)
    await app.login.fillThisDevicePersonalNumber('12345')
    await app.login.clickThisDeviceLogin()
    await app.login.seeThisDeviceFieldError(text('login:errors.field.any.invalidPersonalNumber'))
    await app.login.fillThisDevicePersonalNumber(elin.personalNumber)
    await app.login.clickThisDeviceLogin()
    await app.start.seeRegisteredView(elin.firstName)
  })

  test('on another device: the QR code refreshes while waiting and the simulated ID app confirms', async ({
    fresh,
    app,
  }) => {
    await app.start.clickLoginOtherDevice()
    await app.login.seePage()
    await expect(fresh).toHaveURL(/\/login#other-device$/)
    await app.login.clickShowQrCode()
    const first = await app.login.seeQrCode()
    // Like BankID's animated QR: every poll brings a new payload for the same session.
    const second = await app.login.seeQrCodeChangeFrom(first)
    await app.login.seeQrCodeChangeFrom(second)
    await app.login.confirmInSimulatedApp(elin.personalNumber)
    await app.start.seeRegisteredView(elin.firstName)
  })

  test('external redirect: the simulated ID page sends the browser back to /loginreturn, logged in at /', async ({
    fresh,
    app,
  }) => {
    await app.start.clickLoginExternal()
    await app.simulatedId.seePage()
    await app.simulatedId.clickSign()
    await app.simulatedId.seeFieldError(text('login:errors.field.any.required'))
    await app.simulatedId.fillPersonalNumber(withHyphen(PERSONAS.yua.personalNumber))
    const back = fresh.waitForURL(/\/loginreturn\?grandidsession=/)
    await app.simulatedId.clickSign()
    await back
    await app.start.seeRegisteredView(PERSONAS.yua.firstName)
    await expect(fresh).toHaveURL(/\/$/)
  })
})

test.describe('one-time link /login-hash', () => {
  test('a valid hash logs that persona in', async ({ app }) => {
    await app.loginHash.goto('hash-apprentice')
    await app.start.seeRegisteredView(elin.firstName)
  })

  test('an expired hash shows the server message and its error data', async ({ app }) => {
    await app.loginHash.goto('hash-expired')
    await app.loginHash.seeFailure()
    await app.loginHash.seeErrorData('reason', 'expired')
    await app.loginHash.seeErrorData('hash', 'hash-expired')
    await app.loginHash.seeErrorData('expiredAt', /^2025-01-01/)
    await app.loginHash.clickToStartPage()
    await app.start.seeLoggedOutView()
  })
})

test.describe('e-mail and password', () => {
  test('a wrong password is refused with a message, the right one logs in', async ({ fresh, app }) => {
    await app.start.clickLoginWithPassword()
    await expect(fresh).toHaveURL(/\/login#password$/)
    await app.login.loginWithEmail(tomasz.email ?? '', 'Fel!2026x')
    await app.login.seeEmailLoginError(text('login-forms:errors.form.wrongCredentials'))
    await app.login.fillPassword(tomasz.password ?? '')
    await app.login.clickEmailLogin()
    await app.start.seeRegisteredView(tomasz.firstName)
  })

  test.describe('on a new device (no language chosen)', () => {
    test.use({ deviceLocale: null })
    test("the user's saved language is taken at login and kept for the device", async ({ fresh, app }) => {
      await app.start.clickLoginWithPassword()
      await app.login.loginWithEmail(tomasz.email ?? '', tomasz.password ?? '')
      // Tomasz saved Polish in his settings (the scenario): the portal greets him in it.
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
        text('shell-start:greeting', { firstName: tomasz.firstName }, 'pl'),
      )
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'pl')
      // The whole start page, not only its heading (issue 17: its e-book list came in Swedish until a reload).
      await expect(
        fresh.getByRole('heading', { level: 2, name: text('shell-start:loggedIn.ebooks.title', {}, 'pl') }),
      ).toBeVisible()
      await fresh.reload()
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
        text('shell-start:greeting', { firstName: tomasz.firstName }, 'pl'),
      )
    })
  })

  test('password reset: request, SMS code, weak password rejected, new password, log in with it', async ({
    fresh,
    app,
  }) => {
    const newPassword = 'Nytt!Losen2027'
    await app.login.goto('password')
    await app.login.clickForgotPassword()
    await app.resetPassword.seeStep('request')
    await expectNoAxeViolations(fresh, 'reset-password: request')

    await app.resetPassword.fillEmail('inte-en-adress')
    await app.resetPassword.clickSendCode()
    await app.resetPassword.seeFieldError(
      app.resetPassword.emailField,
      text('login-forms:errors.field.any.invalidEmail'),
    )
    await app.resetPassword.fillEmail(tomasz.email ?? '')
    await app.resetPassword.clickSendCode()

    await app.resetPassword.seeStep('code')
    await app.resetPassword.seeMaskedPhone('+48*******67')
    await app.resetPassword.seeResendCountdown()
    await expectNoAxeViolations(fresh, 'reset-password: code')
    const code = await mock.latestCode(fresh, 'sms')
    const wrong = code === '0000' ? '1111' : '0000'
    await app.resetPassword.fillCode(wrong)
    await app.resetPassword.clickContinue()
    await app.resetPassword.seeFieldError(
      app.resetPassword.codeField,
      text('login-forms:errors.field.any.wrongCode_other', { count: 4 }),
    )
    await app.resetPassword.fillCode(code)
    await app.resetPassword.clickContinue()

    await app.resetPassword.seeStep('newPassword')
    await app.resetPassword.seeRule('tooShort', false)
    await app.resetPassword.fillNewPassword('losenord')
    await app.resetPassword.seeRule('noLower', true)
    await app.resetPassword.seeRule('noUpper', false)
    await app.resetPassword.clickSavePassword()
    await app.resetPassword.seeFieldError(
      app.resetPassword.passwordField,
      text('login-forms:errors.field.any.weakPassword'),
    )
    await expectNoAxeViolations(fresh, 'reset-password: new password with errors')
    await app.resetPassword.fillNewPassword(newPassword, `${newPassword}x`)
    await app.resetPassword.clickSavePassword()
    await app.resetPassword.seeFieldError(
      app.resetPassword.confirmationField,
      text('login-forms:errors.field.any.passwordMismatch'),
    )
    await app.resetPassword.fillNewPassword(newPassword)
    await app.resetPassword.clickSavePassword()

    await app.resetPassword.seeDone()
    await expectNoAxeViolations(fresh, 'reset-password: done')
    await app.resetPassword.clickToLogin()
    await app.login.seePage()
    await app.login.loginWithEmail(tomasz.email ?? '', tomasz.password ?? '')
    await app.login.seeEmailLoginError(text('login-forms:errors.form.wrongCredentials'))
    await app.login.fillPassword(newPassword)
    await app.login.clickEmailLogin()
    await app.start.seeRegisteredView(tomasz.firstName)
  })
})

// The forms' texts are a route namespace (login-forms), not the start page's: each login route loads them in the
// language in use, on a cold load too, and a language switch takes them along (issue 19, ADR 0005).
test("the login pages speak the language chosen: the start page e-ID button's failure, switched on /login, the next page, a cold load", async ({
  fresh,
  app,
}) => {
  const en = (key: `login-forms:${string}`) => text(key, {}, 'en')
  const h1 = fresh.getByRole('heading', { level: 1 })
  // The start page's e-ID button: its failure says what the forms say, the texts coming with the first click.
  await mock.setFaults(fresh, '500', 0, 'persons/loginbankid-external')
  await fresh.getByTestId('external-login-start').click()
  await expect(fresh.getByRole('alert').filter({ hasText: text('login-forms:errors.form.loginFailed') })).toBeVisible()
  await mock.setFaults(fresh, 'none')

  await app.login.goto()
  await app.shell.clickMenu()
  await app.shell.clickLanguage('English')
  await app.shell.clickCloseMenu('en')
  await expect(h1).toHaveText(en('login-forms:title'))
  await fresh.getByRole('link', { name: en('login-forms:emailLogin.forgot'), exact: true }).click()
  await expect(h1).toHaveText(en('login-forms:reset.request.title'))

  await fresh.goto('/loginreturn')
  await expect(h1).toHaveText(en('login-forms:loginReturn.title'))
  await expect(fresh.getByRole('main').getByRole('alert')).toContainText(en('login-forms:loginReturn.missingSession'))
  await fresh
    .getByRole('banner')
    .getByRole('button', { name: text('shell:menu.open', {}, 'en'), exact: true })
    .click()
  await app.shell.clickLanguage('Polski', 'en')
  await app.shell.clickCloseMenu('pl')
  await expect(fresh.getByRole('main').getByRole('alert')).toContainText(
    text('login-forms:loginReturn.missingSession', {}, 'pl'),
  )
})
