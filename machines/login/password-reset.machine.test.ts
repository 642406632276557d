import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keyOf, keysOf } from '../../src/test/error-messages'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { liveLogic } from '../../e2e/support/machine-paths'
import type { Failure } from '../../src/api/failure'
import { RESEND_AFTER_SECONDS, codeCheck } from '../wizard/verify-code.machine'
import { passwordResetEvents } from './password-reset.paths'
import {
  passwordResetMachine,
  passwordResetPersistable,
  scrubPasswordResetPersisted,
  selectCanResend,
  selectCodeResent,
  selectMaskedPhone,
  selectPasswordResetError,
  selectPasswordResetFieldErrors,
  selectPasswordResetProblems,
  selectPasswordResetStep,
  selectPasswordResetValues,
  selectResendIn,
} from './password-reset.machine'

interface Fakes {
  requestFails?: Failure
  verifyFails?: Failure
  resetFails?: Failure
}

function arrange(fakes: Fakes = {}) {
  const calls = {
    request: [] as string[],
    verify: [] as { email: string; code: string }[],
    reset: [] as { token: string; password: string }[],
  }
  const machine = passwordResetMachine.provide({
    actors: {
      code: codeCheck({
        send: fromPromise(async ({ input }) => {
          calls.request.push(input.target)
          if (fakes.requestFails) throw fakes.requestFails
          return { maskedPhone: '070-*** ** 67' }
        }),
        check: fromPromise(async ({ input }) => {
          calls.verify.push({ email: input.target, code: input.code })
          if (fakes.verifyFails) throw fakes.verifyFails
          return { token: 'reset-token-1' }
        }),
      }),
      resetPassword: fromPromise(async ({ input }: { input: { token: string; password: string } }) => {
        calls.reset.push(input)
        if (fakes.resetFails) throw fakes.resetFails
      }),
    },
  })
  const actor = createActor(machine, { input: {} }).start()
  return { actor, calls, machine }
}

type Actor = ReturnType<typeof arrange>['actor']

async function toCodeStep(actor: Actor) {
  actor.send({ type: 'answers.change', field: 'email', value: ' anna@example.se ' })
  actor.send({ type: 'step.continue' })
  await vi.advanceTimersByTimeAsync(0)
}

async function toNewPasswordStep(actor: Actor) {
  await toCodeStep(actor)
  actor.send({ type: 'answers.change', field: 'code', value: '4711' })
  actor.send({ type: 'step.continue' })
  await vi.advanceTimersByTimeAsync(0)
}

describe('password-reset machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks for a valid e-mail before sending anything', async () => {
    const { actor, calls } = arrange()
    actor.send({ type: 'step.continue' })
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({ email: 'required' })

    actor.send({ type: 'answers.change', field: 'email', value: 'anna@' })
    expect(selectPasswordResetFieldErrors(actor.getSnapshot()).email).toBeUndefined()
    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({ email: 'invalidEmail' })
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('request')
    expect(calls.request).toEqual([])
  })

  it('sends the code and shows the masked phone, with resend only after the countdown', async () => {
    const { actor, calls } = arrange()
    await toCodeStep(actor)
    expect(calls.request).toEqual(['anna@example.se'])
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('code')
    expect(selectMaskedPhone(actor.getSnapshot())).toBe('070-*** ** 67')
    expect(selectResendIn(actor.getSnapshot())).toBe(RESEND_AFTER_SECONDS)

    await vi.advanceTimersByTimeAsync(10_000)
    expect(selectResendIn(actor.getSnapshot())).toBe(RESEND_AFTER_SECONDS - 10)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.request).toHaveLength(1)

    await vi.advanceTimersByTimeAsync((RESEND_AFTER_SECONDS - 10) * 1000)
    expect(selectCanResend(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'code.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.request).toHaveLength(2)
    expect(selectCodeResent(actor.getSnapshot())).toBe(true)
    expect(selectResendIn(actor.getSnapshot())).toBe(RESEND_AFTER_SECONDS)
    expect(selectCanResend(actor.getSnapshot())).toBe(false)
  })

  it('keeps the e-mail and names the problem when the phone is missing', async () => {
    const { actor } = arrange({ requestFails: { key: 'phoneMissing' } })
    await toCodeStep(actor)
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('request')
    expect(keyOf(selectPasswordResetError(actor.getSnapshot()))).toBe('phoneMissing')
    expect(selectPasswordResetValues(actor.getSnapshot()).email).toBe(' anna@example.se ')
  })

  it('falls back to the SMS sending error for an unclassified failure', async () => {
    const { actor } = arrange({ requestFails: new Error('boom') as unknown as Failure })
    await toCodeStep(actor)
    expect(keyOf(selectPasswordResetError(actor.getSnapshot()))).toBe('sendFailed')
  })

  it('checks the code format, then marks a wrong code at the field and keeps it', async () => {
    const { actor, calls } = arrange({ verifyFails: { key: 'wrongCode' } })
    await toCodeStep(actor)
    actor.send({ type: 'answers.change', field: 'code', value: '12a4' })
    actor.send({ type: 'step.continue' })
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({ code: 'invalidCode' })
    expect(calls.verify).toEqual([])

    actor.send({ type: 'answers.change', field: 'code', value: '1234' })
    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.verify).toEqual([{ email: 'anna@example.se', code: '1234' }])
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('code')
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({ code: 'wrongCode' })
    expect(selectPasswordResetValues(actor.getSnapshot()).code).toBe('1234')
  })

  it('goes back from the code to the e-mail with the e-mail kept', async () => {
    const { actor } = arrange()
    await toCodeStep(actor)
    actor.send({ type: 'step.back' })
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('request')
    expect(selectPasswordResetValues(actor.getSnapshot()).email).toBe(' anna@example.se ')
  })

  it('requires a strong password matching its confirmation, then resets with the token', async () => {
    const { actor, calls } = arrange()
    await toNewPasswordStep(actor)
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('newPassword')

    actor.send({ type: 'answers.change', field: 'password', value: 'abc' })
    actor.send({ type: 'step.continue' })
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({
      password: 'weakPassword',
      passwordConfirmation: 'required',
    })
    expect(selectPasswordResetProblems(actor.getSnapshot())).toEqual(['tooShort', 'noUpper', 'noDigit', 'noSpecial'])

    actor.send({ type: 'answers.change', field: 'password', value: 'Nytt!2026x' })
    actor.send({ type: 'answers.change', field: 'passwordConfirmation', value: 'Nytt!2026y' })
    actor.send({ type: 'step.continue' })
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({
      passwordConfirmation: 'passwordMismatch',
    })
    expect(calls.reset).toEqual([])

    actor.send({ type: 'answers.change', field: 'passwordConfirmation', value: 'Nytt!2026x' })
    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.reset).toEqual([{ token: 'reset-token-1', password: 'Nytt!2026x' }])
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('done')
  })

  it('returns from the new password to the code, and on again without spending the used code', async () => {
    const { actor, calls } = arrange()
    await toNewPasswordStep(actor)
    actor.send({ type: 'step.back' })
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('code')
    expect(selectPasswordResetValues(actor.getSnapshot()).code).toBe('4711')
    actor.send({ type: 'step.continue' })
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('newPassword')
    expect(calls.verify).toHaveLength(1)

    // A different code is checked again.
    actor.send({ type: 'step.back' })
    actor.send({ type: 'answers.change', field: 'code', value: '4712' })
    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.verify).toHaveLength(2)
  })

  it('shows the server rejecting the password as weak at the field', async () => {
    const { actor } = arrange({ resetFails: { key: 'weakPassword' } })
    await toNewPasswordStep(actor)
    actor.send({ type: 'answers.change', field: 'password', value: 'Nytt!2026x' })
    actor.send({ type: 'answers.change', field: 'passwordConfirmation', value: 'Nytt!2026x' })
    actor.send({ type: 'step.continue' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe('newPassword')
    expect(keysOf(selectPasswordResetFieldErrors(actor.getSnapshot()))).toEqual({ password: 'weakPassword' })
  })

  it('survives a reload at the code step (without keeping passwords) and the countdown keeps running', async () => {
    const { actor, machine } = arrange()
    await toCodeStep(actor)
    actor.send({ type: 'answers.change', field: 'code', value: '12' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(passwordResetPersistable(actor.getSnapshot())).toBe(true)
    const persisted = scrubPasswordResetPersisted(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())))
    actor.stop()

    const restored = createActor(machine, { input: {}, snapshot: persisted }).start()
    expect(selectPasswordResetStep(restored.getSnapshot())).toBe('code')
    expect(selectPasswordResetValues(restored.getSnapshot()).code).toBe('12')
    await vi.advanceTimersByTimeAsync(3000)
    expect(selectResendIn(restored.getSnapshot())).toBe(RESEND_AFTER_SECONDS - 8)
  })

  it('scrubs typed passwords from what is persisted', async () => {
    const { actor } = arrange()
    await toNewPasswordStep(actor)
    actor.send({ type: 'answers.change', field: 'password', value: 'Hemligt!1' })
    const scrubbed = scrubPasswordResetPersisted(actor.getPersistedSnapshot() as { context?: unknown })
    expect(JSON.stringify(scrubbed)).not.toContain('Hemligt!1')
    expect(JSON.stringify(scrubbed)).toContain('reset-token-1')
  })

  it('has a generated path from the e-mail to done using the exported events', () => {
    // The code check is a child machine: the live logic delivers its calls' answers to it.
    const paths = getShortestPaths(liveLogic(passwordResetMachine) as unknown as typeof passwordResetMachine, {
      input: {},
      events: passwordResetEvents as unknown as EventFrom<typeof passwordResetMachine>[],
      serializeState: (s) => JSON.stringify([s.value, s.context.check?.phase, selectPasswordResetValues(s)]),
      toState: (s) => s.matches('done'),
    })
    expect(paths.length).toBeGreaterThan(0)
    const types = paths[0]!.steps.map((s) => s.event.type)
    expect(types).toContain('xstate.done.actor.checkCode')
    expect(types.at(-1)).toBe('xstate.done.actor.resetPassword')
  })
})
