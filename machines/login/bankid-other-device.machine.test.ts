import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { BankIdToken } from '../../src/api/login/login.schemas'
import type { CurrentUser } from '../../src/api/shell/user.schemas'
import type { Failure } from '../../src/api/failure'
import {
  BANKID_POLL_MS,
  bankIdOtherDeviceMachine,
  selectBankIdError,
  selectBankIdView,
  selectLoggedInUser,
  selectQrCode,
} from './bankid-other-device.machine'
import { bankIdOtherDeviceEvents } from './bankid-other-device.paths'

const user = { id: 7, firstName: 'Anna', token: 'token-apprentice' } as unknown as CurrentUser

function arrange(
  options: {
    statuses?: BankIdToken['status'][]
    startFails?: boolean
    pollFails?: boolean
    pollRefusal?: Failure
  } = {},
) {
  const statuses = [...(options.statuses ?? ['pending', 'confirmed'])]
  let sessions = 0
  let qr = 0
  const polled: string[] = []
  const completed: string[] = []
  const loggedIn: CurrentUser[] = []
  const machine = bankIdOtherDeviceMachine.provide({
    actors: {
      startToken: fromPromise(async (): Promise<BankIdToken> => {
        if (options.startFails) throw new Error('offline')
        sessions += 1
        return { sessionId: `s-${sessions}`, qrCode: `qr-${++qr}`, status: 'pending' }
      }),
      pollToken: fromPromise(async ({ input }: { input: { sessionId: string } }) => {
        polled.push(input.sessionId)
        if (options.pollFails) throw { key: 'network' }
        if (options.pollRefusal) throw options.pollRefusal
        return { sessionId: input.sessionId, qrCode: `qr-${++qr}`, status: statuses.shift() ?? 'pending' }
      }),
      completeLogin: fromPromise(async ({ input }: { input: { sessionId: string } }) => {
        completed.push(input.sessionId)
        return user
      }),
    },
    actions: { loggedIn: (_, params) => void loggedIn.push(params.user) },
  })
  const actor = createActor(machine).start()
  return { actor, polled, completed, loggedIn }
}

describe('bankid-other-device machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('does nothing until the person asks for a QR code', async () => {
    const { actor, polled } = arrange()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(selectBankIdView(actor.getSnapshot())).toBe('idle')
    expect(polled).toEqual([])
  })

  it('shows the QR code, polls every 2 s with the session and refreshes the code until confirmed, then logs in', async () => {
    const { actor, polled, completed, loggedIn } = arrange({ statuses: ['pending', 'pending', 'confirmed'] })

    actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectBankIdView(actor.getSnapshot())).toBe('waiting')
    expect(selectQrCode(actor.getSnapshot())).toBe('qr-1')

    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS - 1)
    expect(polled).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(polled).toEqual(['s-1'])
    expect(selectQrCode(actor.getSnapshot())).toBe('qr-2')

    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    expect(selectQrCode(actor.getSnapshot())).toBe('qr-3')

    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    expect(polled).toEqual(['s-1', 's-1', 's-1'])
    expect(completed).toEqual(['s-1'])
    expect(selectBankIdView(actor.getSnapshot())).toBe('done')
    expect(selectLoggedInUser(actor.getSnapshot())).toEqual(user)
    expect(loggedIn).toEqual([user])
  })

  it('offers a retry with a new session when the code expired', async () => {
    const { actor } = arrange({ statuses: ['expired'] })
    actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    expect(selectBankIdView(actor.getSnapshot())).toBe('expired')
    expect(selectQrCode(actor.getSnapshot())).toBeNull()

    actor.send({ type: 'bankid.retry' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectBankIdView(actor.getSnapshot())).toBe('waiting')
    expect(actor.getSnapshot().context.sessionId).toBe('s-2')
  })

  it('fails with the edge-classified key when polling fails, and a generic key when starting fails', async () => {
    const polling = arrange({ pollFails: true })
    polling.actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    expect(selectBankIdView(polling.actor.getSnapshot())).toBe('failed')
    expect(selectBankIdError(polling.actor.getSnapshot())).toEqual({ key: 'network' })

    const starting = arrange({ startFails: true })
    starting.actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectBankIdError(starting.actor.getSnapshot())).toEqual({ key: 'loginFailed' })
  })

  it('keeps the numbers the server sent with a refusal, so the page can say them (the minutes a locked login waits)', async () => {
    const { actor } = arrange({ pollRefusal: { key: 'loginLocked', values: { count: 5 } } })
    actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    expect(selectBankIdView(actor.getSnapshot())).toBe('failed')
    expect(selectBankIdError(actor.getSnapshot())).toEqual({ key: 'loginLocked', values: { count: 5 } })
  })

  it('stops polling when cancelled', async () => {
    const { actor, polled } = arrange({ statuses: ['pending', 'pending', 'pending'] })
    actor.send({ type: 'bankid.start' })
    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS)
    actor.send({ type: 'bankid.cancel' })
    await vi.advanceTimersByTimeAsync(BANKID_POLL_MS * 5)
    expect(polled).toHaveLength(1)
    expect(selectBankIdView(actor.getSnapshot())).toBe('idle')
  })

  it('has generated paths from idle to done and to expired using the exported events', () => {
    const paths = getShortestPaths(bankIdOtherDeviceMachine, {
      events: bankIdOtherDeviceEvents as unknown as EventFrom<typeof bankIdOtherDeviceMachine>[],
      serializeState: (s) => JSON.stringify(s.value),
    })
    const toDone = paths.find((p) => p.state.matches('done'))
    expect(toDone?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'bankid.start',
      'xstate.done.actor.startToken',
      'xstate.after.pollInterval.bankIdOtherDevice.waiting.pausing',
      'xstate.done.actor.pollToken',
      'xstate.done.actor.completeLogin',
    ])
    expect(paths.some((p) => p.state.matches('expired'))).toBe(true)
    expect(paths.some((p) => p.state.matches('failed'))).toBe(true)
  })
})
