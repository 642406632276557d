import type { AnyStateMachine, InputFrom } from 'xstate'
import {
  bankIdOtherDeviceMachine,
  type BankIdOtherDeviceSnapshot,
} from '../../machines/login/bankid-other-device.machine'
import { bankIdOtherDeviceEvents } from '../../machines/login/bankid-other-device.paths'
import { externalLoginMachine, type ExternalLoginSnapshot } from '../../machines/login/external-login.machine'
import { externalLoginEvents } from '../../machines/login/external-login.paths'
import {
  passwordResetMachine,
  selectPasswordResetBusy,
  selectPasswordResetStep,
  type PasswordResetField,
  type PasswordResetSnapshot,
} from '../../machines/login/password-reset.machine'
import { passwordResetEvents } from '../../machines/login/password-reset.paths'
import { registerEvents } from '../../machines/login/register.paths'
import {
  registerMachine,
  selectRegisterBusy,
  selectRegisterStep,
  type RegisterField,
  type RegisterSnapshot,
} from '../../machines/login/register.machine'
import { expect, mock, PERSONAS } from '../fixtures'
import { generatePaths, liveLogic, type PathEvent } from '../support/machine-paths'
import { sessionIdOfQr } from '../support/mock'
import { errorText, exact, text } from '../support/texts'
import { answersOf, replayWalks, type WalkFlow } from '../support/walk-replay'

/**
 * The login-flow machines of machines/login, their paths generated from the production machines
 * (with the event lists the machines export) and replayed in the browser on the simulated backend by
 * e2e/support/walk-replay.ts; this file is each flow's driver (events -> clicks, states -> what the
 * page shows).
 *
 * Call answers (`xstate.done/error.actor.*`) are the server's part: before the step that makes the
 * call, the replay arranges the answer the path needs (a fault, a wrong code, a confirmation by the
 * simulated ID app, a later scenario clock). Every call of a flow is slowed down a little so the
 * busy states a path passes through can be seen and asserted, not only the states they lead to.
 */

/**
 * What each login flow shares: shortest paths to every state or transition (generatePaths), replayed
 * logged out on the real clocks with every call slowed down, each answer arranged on its own.
 */
type LoginFlow<TMachine extends AnyStateMachine> = Omit<
  WalkFlow<TMachine>,
  'name' | 'target' | 'notReplayed' | 'persona' | 'callPath' | 'page' | 'events' | 'input'
> & {
  events: PathEvent[]
  input?: InputFrom<TMachine>
  cover: 'transitions' | 'states'
  notReplayed: Record<string, string>
}

function replayFlow<TMachine extends AnyStateMachine>(name: string, flow: LoginFlow<TMachine>): void {
  const input = flow.input as InputFrom<TMachine>
  const paths = generatePaths(flow.machine, {
    events: flow.events,
    input,
    serialize: flow.serialize,
    unreachable: flow.unreachable,
    cover: flow.cover,
  })
  const logic = liveLogic(flow.machine, input)
  replayWalks(
    {
      ...flow,
      name,
      input,
      persona: null,
      clock: 'real',
      seeOpened: true,
      latencyMs: 1000,
      target: () => null,
      callPath: () => fail(`${name}: arrangeEach arranges the answers`),
      // The login pages are checked with axe in e2e/shell/a11y.spec.ts.
      page: () => null,
      next: (s, event) => logic.transition(s, event),
      actions: { ...answersOf(flow.machine, flow.events, flow.notReplayed), ...flow.actions },
    },
    paths.map((path) => ({ ...path, covers: [] })),
  )
}

/** The next answer of `actorId` in the events still to come (skipping the user's own steps). */
function upcomingAnswer(rest: PathEvent[], actorId: string): PathEvent | undefined {
  return rest.find((e) => e.type === `xstate.done.actor.${actorId}` || e.type === `xstate.error.actor.${actorId}`)
}
const isError = (event: PathEvent | undefined) => !!event && event.type.startsWith('xstate.error.')
/** The page answers by itself: the replay only waits for the view (asserted by seeState). */
const answered = async () => {}
/** The state's name at the top level (its substates are one page). */
const topState = (s: { value: unknown }) => (typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0]!)

function fail(message: string): never {
  throw new Error(message)
}

// ---------------------------------------------------------------------------------------------
// e-ID on another device (/login#other-device)

const johan = PERSONAS.instructor

replayFlow('e-ID on another device', {
  machine: bankIdOtherDeviceMachine,
  events: [...bankIdOtherDeviceEvents],
  cover: 'transitions',
  busy: (s) => s.matches('starting') || s.matches({ waiting: 'polling' }) || s.matches('loggingIn'),
  byItself: (event) => event.type.startsWith('xstate.after.'),
  screen: topState,
  pages: ['idle', 'starting', 'waiting', 'loggingIn', 'expired', 'failed', 'done'],
  serialize: (s: BankIdOtherDeviceSnapshot) => JSON.stringify({ value: s.value, error: s.context.error }),
  unreachable: (s, event) =>
    // The simulated backend cannot fail loginbankid-login after a confirmed poll without racing the poll.
    event.type === 'xstate.error.actor.completeLogin' ||
    // While starting there is only a spinner, the expired view only offers "try again", and a cancel
    // during a poll in flight cannot be told apart from one during the pause between polls.
    (event.type === 'bankid.cancel' &&
      (s.matches('starting') || s.matches('expired') || s.matches({ waiting: 'polling' }))),
  notReplayed: {
    'xstate.error.actor.completeLogin': 'not reproducible on the simulated backend without racing the poll',
  },
  open: async ({ app }) => {
    await app.login.goto('other-device')
  },
  actions: {
    'bankid.start': async (_e, { app }) => app.login.clickShowQrCode(),
    'bankid.retry': async (_e, { app }) => app.login.clickRetryQrCode(),
    'bankid.cancel': async (_e, { app }) => app.login.clickCancelQrCode(),
    // The 2 s pause runs out by itself.
    'xstate.after.pollInterval.bankIdOtherDevice.waiting.pausing': answered,
  },
  arrangeEach: async (answer, { app }) => {
    if (isError(answer)) return 'network'
    if (answer.type === 'xstate.done.actor.pollToken') {
      const status = (answer.output as { status: string }).status
      const payload = await app.login.seeQrCode()
      // The phone confirms, or three minutes pass on the scenario clock.
      if (status === 'confirmed') await mock.confirmBankId(app.page, sessionIdOfQr(payload), johan.personalNumber)
      if (status === 'expired') await mock.setClock(app.page, new Date(Date.now() + 4 * 60_000))
    }
    return 'none'
  },
  settle: async (app) => {
    await mock.setClock(app.page, null)
  },
  seeState: async ({ app }, s) => {
    const section = app.login.section('other-device')
    if (s.matches('idle')) await app.login.seeShowQrCodeButton()
    else if (s.matches('starting'))
      await expect(section.getByText(text('login-forms:otherDevice.starting'))).toBeVisible()
    else if (s.matches('waiting')) await app.login.seeQrCode()
    else if (s.matches('loggingIn'))
      await expect(section.getByText(text('login-forms:otherDevice.loggingIn'))).toBeVisible()
    else if (s.matches('expired')) await app.login.seeOtherDeviceAlert(text('login-forms:otherDevice.expired'))
    else if (s.matches('failed'))
      await app.login.seeOtherDeviceAlert(
        errorText(['login-forms', 'login'], null, s.context.error ?? { key: 'loginFailed' }),
      )
    else if (s.matches('done')) await app.start.seeRegisteredView(johan.firstName)
    else throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  },
})

// ---------------------------------------------------------------------------------------------
// External e-ID redirect (/login#external)

replayFlow('external e-ID redirect', {
  machine: externalLoginMachine,
  events: [...externalLoginEvents],
  input: { returnUrl: 'http://localhost:4173/loginreturn' },
  cover: 'transitions',
  busy: (s) => s.matches('requesting'),
  screen: topState,
  pages: ['requesting', 'redirecting', 'failed'],
  serialize: (s: ExternalLoginSnapshot) => JSON.stringify({ value: s.value, error: s.context.error }),
  // The button sends external.start in every state; no control sends external.retry.
  unreachable: (_s, event) => event.type === 'external.retry',
  notReplayed: {
    'external.retry': 'no control sends it: the one button sends external.start, which the failed state accepts too',
  },
  open: async ({ app }) => {
    await app.login.goto('external')
  },
  actions: {
    'external.start': async (_e, { app }) => app.login.clickExternalLogin(),
  },
  arrangeEach: async (answer) => (isError(answer) ? 'network' : 'none'),
  seeState: async ({ app }, s) => {
    const button = app.login.section('external').getByRole('button', { name: text('login:external.start') })
    if (s.matches('idle')) await expect(button).not.toHaveAttribute('aria-busy', 'true')
    else if (s.matches('requesting')) await expect(button).toHaveAttribute('aria-busy', 'true')
    // The browser has left for the (simulated) ID service.
    else if (s.matches('redirecting')) await app.simulatedId.seePage()
    else if (s.matches('failed'))
      await app.login.seeExternalAlert(
        errorText(['login-forms', 'login'], null, s.context.error ?? { key: 'loginFailed' }),
      )
    else throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  },
})

// ---------------------------------------------------------------------------------------------
// Password reset (/reset-password)

const tomasz = PERSONAS.passwordUser
const RESET_FIELDS: Record<ReturnType<typeof selectPasswordResetStep>, PasswordResetField[]> = {
  request: ['email'],
  code: ['code'],
  newPassword: ['password', 'passwordConfirmation'],
  done: [],
}
const resetFieldsOf = (s: PasswordResetSnapshot) => RESET_FIELDS[selectPasswordResetStep(s)]
const hasResetError = (s: PasswordResetSnapshot) =>
  !!s.context.error || Object.values(s.context.fieldErrors).some(Boolean)

/**
 * The code checks are child machines (machines/wizard/verify-code.machine.ts): the paths follow them
 * (liveLogic), so their calls' answers are path events, and the flow's own events for them (the
 * check's snapshots, its end) happen within the step that leads to them.
 */
const CODE_CHECK_EVENTS = (id: string) => ({
  [`xstate.snapshot.${id}`]: 'the code check reporting its progress to the flow, within each step of the check',
  [`xstate.done.actor.${id}`]: "the code check ending, within the step of its call's answer",
})

/** A code that is not the one sent. */
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000')

replayFlow('password reset', {
  machine: passwordResetMachine,
  events: [...passwordResetEvents],
  input: {},
  // A wizard: transition coverage would replay hundreds of steps; every state (with and without an error) is enough.
  cover: 'states',
  busy: selectPasswordResetBusy,
  screen: selectPasswordResetStep,
  pages: ['request', 'code', 'newPassword', 'done'],
  serialize: (s: PasswordResetSnapshot) =>
    JSON.stringify({
      value: s.value,
      check: s.context.check?.phase,
      error: hasResetError(s),
      filled: resetFieldsOf(s).map((f) => s.context[f] !== ''),
    }),
  unreachable: (s, event) =>
    // Only the current step's fields are on the page, and typing the same value again changes nothing.
    (event.type === 'answers.change' &&
      (!resetFieldsOf(s).includes(event.field as PasswordResetField) ||
        s.context[event.field as PasswordResetField] !== '')) ||
    // A new code can be asked for after a 60 s countdown that the events list has no ticks for.
    event.type === 'code.resend',
  notReplayed: {
    'code.resend': 'needs the 60 s countdown to run out (covered by the machine test)',
    ...CODE_CHECK_EVENTS('code'),
  },
  open: async ({ app }) => {
    await app.resetPassword.goto()
  },
  actions: {
    'answers.change': async (event, { app, rest }) => {
      const r = app.resetPassword
      switch (event.field as PasswordResetField) {
        case 'email':
          // An address without an account when the path needs the request to fail (unknownEmail).
          return r.fillEmail(isError(upcomingAnswer(rest, 'sendCode')) ? String(event.value) : (tomasz.email ?? ''))
        case 'code': {
          const code = await mock.latestCode(app.page, 'sms')
          return r.fillCode(isError(upcomingAnswer(rest, 'checkCode')) ? wrongCodeFor(code) : code)
        }
        case 'password':
          return r.passwordField.fill(String(event.value))
        case 'passwordConfirmation':
          return r.confirmationField.fill(String(event.value))
      }
    },
    'step.continue': async (_e, { app, from }) => {
      const r = app.resetPassword
      const step = selectPasswordResetStep(from)
      if (step === 'request') await r.clickSendCode()
      else if (step === 'code') await r.clickContinue()
      else await r.clickSavePassword()
    },
    'step.back': async (_e, { app }) => app.resetPassword.clickBack(),
  },
  // The server refuses the new password (422) when the path says so; the other failures come from what was typed.
  arrangeEach: async (answer) => (answer.type === 'xstate.error.actor.resetPassword' ? '422' : 'none'),
  seeState: async ({ app }, s) => {
    const r = app.resetPassword
    const step = selectPasswordResetStep(s)
    const submit = app.page.getByRole('main').locator('form').getByRole('button').first()
    // A call in flight: the Continue button is busy (for as long as the slowed-down answer takes).
    if (selectPasswordResetBusy(s)) return expect(submit).toHaveAttribute('aria-busy', 'true')
    if (step === 'done') return r.seeDone()
    await r.seeStep(step)
    await expect(submit).not.toHaveAttribute('aria-busy', 'true')
    const fields = {
      email: r.emailField,
      code: r.codeField,
      password: r.passwordField,
      passwordConfirmation: r.confirmationField,
    }
    for (const field of RESET_FIELDS[step]) {
      await expect(fields[field]).toHaveValue(s.context[field] === '' ? '' : /.+/)
      const key = s.context.fieldErrors[field]
      if (key) await r.seeFieldError(fields[field], errorText(['login-forms', 'login'], field, key))
    }
    // A server failure (the simulated backend's reason may differ from the sample's) shows above the form.
    if (s.context.error) await expect(app.page.getByTestId('wizard-error')).toBeVisible()
    else await expect(app.page.getByTestId('wizard-error')).toHaveCount(0)
  },
})

// ---------------------------------------------------------------------------------------------
// Registration (/register, as the unregistered persona)

const erik = PERSONAS.unregistered
const REGISTER_FIELDS: Record<ReturnType<typeof selectRegisterStep>, RegisterField[]> = {
  phone: ['mobilephone'],
  phoneCode: ['phoneCode'],
  email: ['email'],
  emailCode: ['emailCode'],
  done: [],
}
const registerFieldsOf = (s: RegisterSnapshot) => REGISTER_FIELDS[selectRegisterStep(s)]
const hasRegisterError = (s: RegisterSnapshot) =>
  !!s.context.error || Object.values(s.context.fieldErrors).some(Boolean)

replayFlow('registration', {
  machine: registerMachine,
  events: [
    ...registerEvents,
    // The exported list has no failing code check; the simulated backend has one.
    { type: 'xstate.error.actor.checkCode', error: { key: 'wrongCode', values: { count: 4 } } },
  ],
  input: { mobilephone: erik.mobilephone, email: erik.email, phoneVerified: false, emailVerified: false },
  cover: 'states',
  busy: selectRegisterBusy,
  screen: selectRegisterStep,
  pages: ['phone', 'phoneCode', 'email', 'emailCode', 'done'],
  serialize: (s: RegisterSnapshot) =>
    JSON.stringify({
      value: s.value,
      check: s.context.check?.phase,
      error: hasRegisterError(s),
      filled: registerFieldsOf(s).map((f) => s.context[f] !== ''),
    }),
  unreachable: (s, event) =>
    (event.type === 'answers.change' &&
      (!registerFieldsOf(s).includes(event.field as RegisterField) ||
        s.context[event.field as RegisterField] !== '')) ||
    event.type === 'code.resend' ||
    // The simulated backend answers a wrong code with 422 (the error events), never with {verified:false}.
    (event.type === 'xstate.done.actor.checkCode' && (event.output as { verified: boolean }).verified === false),
  notReplayed: {
    'code.resend': 'needs the 60 s countdown to run out (covered by the machine test)',
    ...CODE_CHECK_EVENTS('phoneCode'),
    ...CODE_CHECK_EVENTS('emailCode'),
  },
  open: async ({ app, loginAs }) => {
    await app.start.goto()
    await loginAs('unregistered')
    await app.start.clickRegisterNext()
  },
  actions: {
    'answers.change': async (event, { app, rest }) => {
      const r = app.register
      switch (event.field as RegisterField) {
        case 'mobilephone':
          return r.fillPhone(String(event.value))
        case 'email':
          return r.fillEmail(String(event.value))
        case 'phoneCode': {
          const code = await mock.latestCode(app.page, 'sms')
          return r.fillCode(isError(upcomingAnswer(rest, 'checkCode')) ? wrongCodeFor(code) : code)
        }
        case 'emailCode': {
          const code = await mock.latestCode(app.page, 'email')
          return r.fillCode(isError(upcomingAnswer(rest, 'checkCode')) ? wrongCodeFor(code) : code)
        }
      }
    },
    'step.continue': async (_e, { app, from }) => {
      const step = selectRegisterStep(from)
      if (step === 'phone' || step === 'email') await app.register.clickSendCode()
      else await app.register.clickContinue()
    },
    'step.back': async (_e, { app }) => app.register.clickBack(),
  },
  // Sending fails on a server error; a failing code check comes from typing a wrong code.
  arrangeEach: async (answer) => (answer.type === 'xstate.error.actor.sendCode' ? '500' : 'none'),
  seeState: async ({ app }, s) => {
    const r = app.register
    const step = selectRegisterStep(s)
    const submit = app.page.getByRole('main').locator('form').getByRole('button').first()
    if (selectRegisterBusy(s)) return expect(submit).toHaveAttribute('aria-busy', 'true')
    if (step === 'done') return app.start.seeRegisteredView(erik.firstName)
    await r.seeStep(step)
    await expect(submit).not.toHaveAttribute('aria-busy', 'true')
    const fields = { mobilephone: r.phoneField, email: r.emailField, phoneCode: r.codeField, emailCode: r.codeField }
    for (const field of REGISTER_FIELDS[step]) {
      await expect(fields[field]).toHaveValue(s.context[field] === '' ? '' : /.+/)
      const key = s.context.fieldErrors[field]
      if (key) await r.seeFieldError(fields[field], errorText(['login-forms', 'login'], field, key))
    }
    if (s.context.error)
      await expect(app.page.getByTestId('wizard-error')).toHaveText(
        exact(errorText(['login-forms', 'login'], null, s.context.error)),
      )
    else await expect(app.page.getByTestId('wizard-error')).toHaveCount(0)
  },
})
