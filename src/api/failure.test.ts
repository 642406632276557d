import { afterEach, describe, expect, it } from 'vitest'
import { configureApi } from './client'
import { classified, failureMessage, failureOf as machineReads, toFailure, type FailureRules } from './failure'
import { verifyPhone } from './shell/persons'

/** Answers every call with `status`, `body` and `headers`, through the real client (hooks, parsing) like the app. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  })
}

async function failureOf(rules: FailureRules) {
  try {
    await verifyPhone('0701234567', '1234', { silent: true })
  } catch (error) {
    return toFailure(error, 'somethingWentWrong', rules)
  }
  throw new Error('the call did not fail')
}

const RULES: FailureRules = {
  reasons: { codeWrong: 'wrongCode', codeVoid: 'codeVoid', resendTooSoon: 'resendTooSoon', loginLocked: 'loginLocked' },
}

describe('toFailure: the numbers of the limits on the ways in (ADR 0007)', () => {
  afterEach(() => configureApi({ fetch: undefined, baseUrl: '' }))

  it('carries the attempts a wrong code has left, and 0 for a void one', async () => {
    answer(422, {
      message: 'Fel kod',
      errors: [{ field: 'code', message: 'Fel kod' }],
      data: { reason: 'codeWrong', attemptsLeft: 3 },
    })
    expect(await failureOf(RULES)).toEqual({ key: 'wrongCode', values: { count: 3 } })
    answer(422, { message: 'Spärrad', data: { reason: 'codeVoid', attemptsLeft: 0 } })
    expect(await failureOf(RULES)).toEqual({ key: 'codeVoid', values: { count: 0 } })
  })

  it('carries the seconds until a new code, from the data or else the Retry-After header', async () => {
    answer(429, { message: 'Vänta', data: { reason: 'resendTooSoon', retryAfterSeconds: 42 } }, { 'Retry-After': '42' })
    expect(await failureOf(RULES)).toEqual({ key: 'resendTooSoon', values: { count: 42 } })
    answer(429, { message: 'Vänta' }, { 'Retry-After': '17' })
    expect(await failureOf({ byStatus: { 429: 'resendTooSoon' } })).toEqual({
      key: 'resendTooSoon',
      values: { count: 17 },
    })
  })

  it('carries a locked password login as whole minutes to wait (rounded up)', async () => {
    answer(429, { message: 'Spärrad', data: { reason: 'loginLocked', retryAfterSeconds: 900 } })
    expect(await failureOf(RULES)).toEqual({ key: 'loginLocked', values: { count: 15 } })
    answer(429, { message: 'Spärrad', data: { reason: 'loginLocked', retryAfterSeconds: 61 } })
    expect(await failureOf(RULES)).toEqual({ key: 'loginLocked', values: { count: 2 } })
  })

  it('carries no numbers where the server sent none, or for other refusals', async () => {
    answer(422, { message: 'Fel kod', errors: [{ field: 'code', message: 'Fel kod' }] })
    expect(await failureOf({ byStatus: { 422: 'wrongCode' } })).toEqual({ key: 'wrongCode' })
    answer(500, { message: 'boom', data: { attemptsLeft: 2 } })
    expect(await failureOf({})).toEqual({ key: 'somethingWentWrong' })
  })

  it('turns a failure into a message of the texts with its numbers', () => {
    expect(failureMessage({ key: 'wrongCode', values: { count: 2 } })).toEqual({
      key: 'wrongCode',
      values: { count: 2 },
    })
    expect(failureMessage({ key: 'network' })).toEqual({ key: 'network' })
  })
})

describe('classified: the edge classifies once, the machine reads a Failure (issue 18)', () => {
  afterEach(() => configureApi({ fetch: undefined, baseUrl: '' }))

  const call = () => verifyPhone('0701234567', '1234', { silent: true })

  it('rejects with a Failure: 403 is no permission, a 422 keeps the server’s texts per field, network trouble is network', async () => {
    answer(403, { message: 'Nej' })
    await expect(classified(call, 'couldNotSave')).rejects.toEqual({ key: 'noPermission' })
    answer(422, { message: 'Fel', errors: [{ field: 'code', message: 'Koden är fel' }] })
    await expect(classified(call, 'couldNotSave')).rejects.toEqual({
      key: 'couldNotSave',
      fieldErrors: { code: { text: 'Koden är fel' } },
    })
    configureApi({ baseUrl: 'http://localhost', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(classified(call, 'couldNotSave')).rejects.toEqual({ key: 'network' })
  })

  it('lets a flow read what its table cannot say, from the parsed answer', async () => {
    answer(422, { message: 'Sparad', errors: [{ field: 'x', message: 'Redan sparad', reason: 'saved' }] })
    const rules: FailureRules = {
      read: (a, failure) => (a.items[0]?.reason === 'saved' ? { ...failure, text: a.items[0].text ?? '' } : undefined),
    }
    await expect(classified(call, 'couldNotSave', rules)).rejects.toEqual({ key: 'couldNotSave', text: 'Redan sparad' })
  })

  it('a machine reads the edge’s Failure as it came, anything else as its fallback', () => {
    expect(machineReads({ key: 'noPermission' }, 'couldNotSave')).toEqual({ key: 'noPermission' })
    expect(machineReads(new TypeError('Failed to fetch'), 'couldNotSave')).toEqual({ key: 'couldNotSave' })
    expect(failureMessage({ key: 'couldNotSave', text: 'Redan sparad' })).toEqual({ text: 'Redan sparad' })
  })
})
