import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keyOf, keysOf } from '../../src/test/error-messages'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { liveLogic } from '../../e2e/support/machine-paths'
import type { Failure } from '../../src/api/failure'
import { RESEND_AFTER_SECONDS, codeCheck } from '../wizard/verify-code.machine'
import { registerEvents } from './register.paths'
import {
  registerMachine,
  registerPersistable,
  selectRegisterBusy,
  selectRegisterCanGoBack,
  selectRegisterCanResend,
  selectRegisterError,
  selectRegisterFieldErrors,
  selectRegisterStep,
  selectRegisterValues,
  type RegisterInput,
} from './register.machine'

const CORRECT = '4321'

function arrange(input: Partial<RegisterInput> = {}, fakes: { sendPhoneFails?: Failure } = {}) {
  const calls = {
    sendPhone: [] as string[],
    checkPhone: [] as { mobilephone: string; code: string }[],
    sendEmail: [] as string[],
    checkEmail: [] as { email: string; code: string }[],
    registered: 0,
  }
  const machine = registerMachine.provide({
    actors: {
      phoneCode: codeCheck({
        send: fromPromise(async ({ input }) => {
          calls.sendPhone.push(input.target)
          if (fakes.sendPhoneFails) throw fakes.sendPhoneFails
        }),
        check: fromPromise(async ({ input }) => {
          calls.checkPhone.push({ mobilephone: input.target, code: input.code })
          return { verified: input.code === CORRECT }
        }),
      }),
      emailCode: codeCheck({
        send: fromPromise(async ({ input }) => {
          calls.sendEmail.push(input.target)
        }),
        check: fromPromise(async ({ input }) => {
          calls.checkEmail.push({ email: input.target, code: input.code })
          return { verified: input.code === CORRECT }
        }),
      }),
    },
    actions: { registered: () => void (calls.registered += 1) },
  })
  const fullInput: RegisterInput = {
    mobilephone: null,
    email: null,
    phoneVerified: false,
    emailVerified: false,
    ...input,
  }
  const actor = createActor(machine, { input: fullInput }).start()
  return { actor, calls, machine, fullInput }
}

type Actor = ReturnType<typeof arrange>['actor']

async function type(actor: Actor, field: 'mobilephone' | 'phoneCode' | 'email' | 'emailCode', value: string) {
  actor.send({ type: 'answers.change', field, value })
  actor.send({ type: 'step.continue' })
  await vi.advanceTimersByTimeAsync(0)
}

describe('register machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('confirms phone and then e-mail with 4-digit codes, then reports the registration', async () => {
    const { actor, calls } = arrange({ mobilephone: '070 123 45 67' })
    expect(selectRegisterStep(actor.getSnapshot())).toBe('phone')
    expect(selectRegisterValues(actor.getSnapshot()).mobilephone).toBe('070 123 45 67')

    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.sendPhone).toEqual(['070 123 45 67'])
    expect(selectRegisterStep(actor.getSnapshot())).toBe('phoneCode')

    await type(actor, 'phoneCode', CORRECT)
    expect(selectRegisterStep(actor.getSnapshot())).toBe('email')

    await type(actor, 'email', 'ny@example.se')
    expect(calls.sendEmail).toEqual(['ny@example.se'])
    expect(selectRegisterStep(actor.getSnapshot())).toBe('emailCode')

    await type(actor, 'emailCode', CORRECT)
    expect(calls.checkEmail).toEqual([{ email: 'ny@example.se', code: CORRECT }])
    expect(selectRegisterStep(actor.getSnapshot())).toBe('done')
    expect(calls.registered).toBe(1)
  })

  it('applies the phone and e-mail rules of §5 before calling anything', async () => {
    const { actor, calls } = arrange()
    await type(actor, 'mobilephone', '')
    expect(keysOf(selectRegisterFieldErrors(actor.getSnapshot()))).toEqual({ mobilephone: 'required' })
    await type(actor, 'mobilephone', '0046701234567')
    expect(keysOf(selectRegisterFieldErrors(actor.getSnapshot()))).toEqual({ mobilephone: 'invalidPhone' })
    expect(calls.sendPhone).toEqual([])

    await type(actor, 'mobilephone', '+46 70 123 45 67')
    await type(actor, 'phoneCode', '123')
    expect(keysOf(selectRegisterFieldErrors(actor.getSnapshot()))).toEqual({ phoneCode: 'invalidCode' })
    await type(actor, 'phoneCode', CORRECT)
    await type(actor, 'email', 'not-an-email')
    expect(keysOf(selectRegisterFieldErrors(actor.getSnapshot()))).toEqual({ email: 'invalidEmail' })
    expect(calls.sendEmail).toEqual([])
  })

  it('skips what is already verified', async () => {
    expect(selectRegisterStep(arrange({ phoneVerified: true }).actor.getSnapshot())).toBe('email')
    expect(selectRegisterStep(arrange({ emailVerified: true }).actor.getSnapshot())).toBe('phone')
    const both = arrange({ phoneVerified: true, emailVerified: true })
    expect(selectRegisterStep(both.actor.getSnapshot())).toBe('done')
    expect(both.calls.registered).toBe(1)

    const phoneOnly = arrange({ emailVerified: true })
    await type(phoneOnly.actor, 'mobilephone', '0701234567')
    await type(phoneOnly.actor, 'phoneCode', CORRECT)
    expect(selectRegisterStep(phoneOnly.actor.getSnapshot())).toBe('done')
  })

  it('keeps a wrong code in the field with its message', async () => {
    const { actor } = arrange()
    await type(actor, 'mobilephone', '0701234567')
    await type(actor, 'phoneCode', '9999')
    expect(selectRegisterStep(actor.getSnapshot())).toBe('phoneCode')
    expect(keysOf(selectRegisterFieldErrors(actor.getSnapshot()))).toEqual({ phoneCode: 'wrongCode' })
    expect(selectRegisterValues(actor.getSnapshot()).phoneCode).toBe('9999')
  })

  it('keeps the typed phone when sending the SMS fails', async () => {
    const { actor } = arrange({}, { sendPhoneFails: { key: 'sendFailed' } })
    await type(actor, 'mobilephone', '0701234567')
    expect(selectRegisterStep(actor.getSnapshot())).toBe('phone')
    expect(keyOf(selectRegisterError(actor.getSnapshot()))).toBe('sendFailed')
    expect(selectRegisterValues(actor.getSnapshot()).mobilephone).toBe('0701234567')
    expect(selectRegisterBusy(actor.getSnapshot())).toBe(false)
  })

  it('allows a new code only after the countdown', async () => {
    const { actor, calls } = arrange()
    await type(actor, 'mobilephone', '0701234567')
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.sendPhone).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(RESEND_AFTER_SECONDS * 1000)
    expect(selectRegisterCanResend(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.sendPhone).toHaveLength(2)
    expect(selectRegisterCanResend(actor.getSnapshot())).toBe(false)
  })

  it('goes back within the flow, and from e-mail to phone only when the phone was part of it', async () => {
    const { actor } = arrange()
    expect(selectRegisterCanGoBack(actor.getSnapshot())).toBe(false)
    await type(actor, 'mobilephone', '0701234567')
    actor.send({ type: 'step.back' })
    expect(selectRegisterStep(actor.getSnapshot())).toBe('phone')
    expect(selectRegisterValues(actor.getSnapshot()).mobilephone).toBe('0701234567')

    const emailOnly = arrange({ phoneVerified: true })
    expect(selectRegisterCanGoBack(emailOnly.actor.getSnapshot())).toBe(false)
    emailOnly.actor.send({ type: 'step.back' })
    expect(selectRegisterStep(emailOnly.actor.getSnapshot())).toBe('email')
  })

  it('restores the step and what was typed from a persisted snapshot', async () => {
    const { actor, machine, fullInput } = arrange()
    await type(actor, 'mobilephone', '0701234567')
    await type(actor, 'phoneCode', CORRECT)
    actor.send({ type: 'answers.change', field: 'email', value: 'halvfardig@exa' })
    expect(registerPersistable(actor.getSnapshot())).toBe(true)
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()
    const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
    expect(selectRegisterStep(restored.getSnapshot())).toBe('email')
    expect(selectRegisterValues(restored.getSnapshot()).email).toBe('halvfardig@exa')
  })

  it('has a generated path to done using the exported events', () => {
    // The code checks are child machines: the live logic delivers their calls' answers to them.
    const paths = getShortestPaths(liveLogic(registerMachine) as unknown as typeof registerMachine, {
      input: { mobilephone: null, email: null, phoneVerified: false, emailVerified: false },
      events: registerEvents as unknown as EventFrom<typeof registerMachine>[],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.check?.phase, selectRegisterValues(s), s.context.phoneVerified]),
      toState: (s) => s.matches('done'),
    })
    expect(paths.length).toBeGreaterThan(0)
    const types = paths[0]!.steps.map((s) => s.event.type)
    expect(types.filter((type) => (type as string) === 'xstate.done.actor.checkCode')).toHaveLength(2)
    expect(types.at(-1)).toBe('xstate.done.actor.checkCode')
  })
})
