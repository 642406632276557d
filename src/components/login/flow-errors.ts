import { errorBody, errorStatus } from '../../api/client'
import type { FlowErrorKey, FlowFailure } from '../../../machines/login/flow-support'

/**
 * Turns a failed API call into the error key a login-flow machine shows (the machines know no HTTP).
 * The simulated backend names the reason in `data.reason` (or a field in `errors[]`); a real API
 * may only give the status, so each flow also has a fallback by status.
 */

type Flow = 'resetRequest' | 'code' | 'reset' | 'emailLogin' | 'login' | 'send'

const REASONS: Record<string, FlowErrorKey> = {
  phoneMissing: 'phoneMissing',
  emailUnknown: 'unknownEmail',
  unknownEmail: 'unknownEmail',
  codeWrong: 'wrongCode',
  wrongCode: 'wrongCode',
  codeFormat: 'wrongCode',
  passwordWeak: 'weakPassword',
  weakPassword: 'weakPassword',
  passwordTooShort: 'weakPassword',
  passwordNoLower: 'weakPassword',
  passwordNoUpper: 'weakPassword',
  passwordNoDigit: 'weakPassword',
  passwordNoSpecial: 'weakPassword',
  resetTokenInvalid: 'resetFailed',
  loginFailed: 'wrongCredentials',
  bankIdExpired: 'expired',
  expired: 'expired',
  smsFailed: 'sendFailed',
  sendFailed: 'sendFailed',
  phoneInvalid: 'invalidPhone',
  emailInvalid: 'invalidEmail',
}

const FIELDS: Partial<Record<Flow, Record<string, FlowErrorKey>>> = {
  code: { code: 'wrongCode' },
  reset: { password: 'weakPassword' },
  resetRequest: { mobilephone: 'phoneMissing', email: 'unknownEmail' },
  send: { mobilephone: 'invalidPhone', email: 'invalidEmail' },
  emailLogin: { email: 'wrongCredentials', password: 'wrongCredentials' },
}

function reasonFromBody(error: unknown, flow: Flow): FlowErrorKey | null {
  const body = errorBody(error)
  if (!body) return null
  const data = body.data
  if (typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string' && REASONS[data.reason]) {
    return REASONS[data.reason]
  }
  for (const item of body.errors ?? []) {
    const byField = item.field ? FIELDS[flow]?.[item.field] : undefined
    if (byField) return byField
  }
  return null
}

function byStatus(status: number, flow: Flow): FlowErrorKey {
  switch (flow) {
    case 'resetRequest':
      return status === 404 ? 'unknownEmail' : 'sendFailed'
    case 'code':
      return status >= 400 && status < 500 ? 'wrongCode' : 'somethingWentWrong'
    case 'reset':
      return status === 422 || status === 400 ? 'weakPassword' : 'resetFailed'
    case 'emailLogin':
      return status >= 400 && status < 500 ? 'wrongCredentials' : 'loginFailed'
    case 'send':
      return 'sendFailed'
    case 'login':
      return 'loginFailed'
  }
}

export function flowErrorKeyOf(error: unknown, flow: Flow): FlowErrorKey {
  const status = errorStatus(error)
  if (status === undefined) return error instanceof TypeError || isKyNetworkish(error) ? 'network' : 'somethingWentWrong'
  return reasonFromBody(error, flow) ?? byStatus(status, flow)
}

/** ky's NetworkError / TimeoutError carry these names. */
function isKyNetworkish(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NetworkError' || error.name === 'TimeoutError')
}

/** Wraps an API call for a machine actor: failures become `{ key }` the machine understands. */
export async function asFlowCall<T>(flow: Flow, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (import.meta.env?.DEV) console.info(`[login] ${flow} failed`, error)
    const failure: FlowFailure = { key: flowErrorKeyOf(error, flow) }
    throw failure
  }
}
