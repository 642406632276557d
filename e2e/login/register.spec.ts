import { expect, mock, PERSONAS, test, type Fixtures } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { text } from '../support/texts'

/** /register (§2, §5): phone and e-mail, each confirmed with a 4-digit code from the outbox. */

const erik = PERSONAS.unregistered
const newPhone = '070-765 43 21'
const newEmail = 'erik.j@example.org'

test('an unregistered person confirms phone and e-mail with their codes and lands on the registered start view', async ({
  fresh,
  app,
  loginAs,
}) => {
  test.slow() // the whole wizard with axe on every step
  await loginAs('unregistered')
  await app.start.seeNotRegisteredView(erik.firstName)
  await expectNoAxeViolations(fresh, 'shell-start: logged in, not registered')
  await app.start.clickRegisterNext()

  const r = app.register
  await r.seeStep('phone')
  // The phone the person already gave is filled in.
  await expect(r.phoneField).toHaveValue(erik.mobilephone ?? '')
  await expectNoAxeViolations(fresh, 'login-register: phone')
  await r.fillPhone('070-12')
  await r.clickSendCode()
  await r.seeFieldError(r.phoneField, text('login-forms:errors.field.any.invalidPhone'))
  await expectNoAxeViolations(fresh, 'login-register: phone with an error')
  await r.fillPhone(newPhone)
  await r.clickSendCode()

  await r.seeStep('phoneCode')
  await expect(fresh.getByText(text('login-register:phoneCode.sentTo', { phone: newPhone }))).toBeVisible()
  await r.seeResendCountdown()
  await expectNoAxeViolations(fresh, 'login-register: phone code')
  await r.fillCode('12')
  await r.clickContinue()
  await r.seeFieldError(r.codeField, text('login-forms:errors.field.any.invalidCode'))
  await r.fillCode(await mock.latestCode(fresh, 'sms', newPhone))
  await r.clickContinue()

  await r.seeStep('email')
  await expect(r.emailField).toHaveValue(erik.email ?? '')
  await expectNoAxeViolations(fresh, 'login-register: e-mail')
  await r.fillEmail(newEmail)
  await r.clickSendCode()

  await r.seeStep('emailCode')
  await expect(fresh.getByText(text('login-register:emailCode.sentTo', { email: newEmail }))).toBeVisible()
  await expectNoAxeViolations(fresh, 'login-register: e-mail code')
  await r.fillCode(await mock.latestCode(fresh, 'email', newEmail))
  await r.clickContinue()

  await app.start.seeRegisteredView(erik.firstName)
  await expectNoAxeViolations(fresh, 'shell-start: registered (no apprenticeship)')
  // Registered now: a reload keeps it (the server has both verified).
  await fresh.reload()
  await app.start.seeRegisteredView(erik.firstName)
})

/** Erik on the phone step, after sending a code and going Back from the code page: his register wizard. */
async function codeSentThenBack(app: Fixtures['app'], loginAs: Fixtures['loginAs']) {
  await loginAs('unregistered')
  await app.start.clickRegisterNext()
  const r = app.register
  await r.seeStep('phone')
  await r.clickSendCode()
  await r.seeStep('phoneCode')
  await r.clickBack()
  await r.seeStep('phone')
  return r
}

test('the back link returns to the previous step and agrees with the browser back button', async ({
  fresh,
  app,
  loginAs,
}) => {
  const r = await codeSentThenBack(app, loginAs)
  // A new code can be sent once a minute (ADR 0007).
  await mock.advanceClock(fresh, 61)
  await r.clickSendCode()
  await r.seeStep('phoneCode')
  await fresh.goBack()
  await r.seeStep('phone')
})

test('a new code within a minute of the last is refused with a message saying to wait (ADR 0007)', async ({
  fresh,
  app,
  loginAs,
}) => {
  const r = await codeSentThenBack(app, loginAs)
  await r.clickSendCode()
  await r.seeStep('phone')
  // The message names the seconds the server says to wait.
  const [before, after] = text('login-forms:errors.form.resendTooSoon_other', { count: 999 }).split('999') as [
    string,
    string,
  ]
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(fresh.getByText(new RegExp(`^${escape(before)}\\d+${escape(after)}$`))).toBeVisible()
})
