import { failureMessage, toFailure, type ErrorMessage, type Failure, type FailureKey } from '../../api/failure'

/**
 * Turns a failed API call into the error key a login-flow machine shows (the machines know no HTTP).
 * The simulated backend names the reason in `data.reason` (or a field in `errors[]`); a real API
 * may only give the status, so each flow also has a fallback by status.
 */

type Flow = 'resetRequest' | 'code' | 'reset' | 'emailLogin' | 'login' | 'send'

const REASONS: Record<string, FailureKey> = {
  phoneMissing: 'phoneMissing',
  emailUnknown: 'unknownEmail',
  unknownEmail: 'unknownEmail',
  codeWrong: 'wrongCode',
  wrongCode: 'wrongCode',
  codeFormat: 'wrongCode',
  codeVoid: 'codeVoid',
  resendTooSoon: 'resendTooSoon',
  loginLocked: 'loginLocked',
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

const FIELDS: Partial<Record<Flow, Record<string, FailureKey>>> = {
  code: { code: 'wrongCode' },
  reset: { password: 'weakPassword' },
  resetRequest: { mobilephone: 'phoneMissing', email: 'unknownEmail' },
  send: { mobilephone: 'invalidPhone', email: 'invalidEmail' },
  emailLogin: { email: 'wrongCredentials', password: 'wrongCredentials' },
}

function byStatus(status: number, flow: Flow): FailureKey {
  switch (flow) {
    case 'resetRequest':
      if (status === 429) return 'resendTooSoon'
      return status === 404 ? 'unknownEmail' : 'sendFailed'
    case 'code':
      return status >= 400 && status < 500 ? 'wrongCode' : 'somethingWentWrong'
    case 'reset':
      return status === 422 || status === 400 ? 'weakPassword' : 'resetFailed'
    case 'emailLogin':
      if (status === 429) return 'loginLocked'
      return status >= 400 && status < 500 ? 'wrongCredentials' : 'loginFailed'
    case 'send':
      return status === 429 ? 'resendTooSoon' : 'sendFailed'
    case 'login':
      return 'loginFailed'
  }
}

/** The failure of a login flow's call: its key and the numbers the server sent (attempts left, when to try again). */
export function flowFailureOf(error: unknown, flow: Flow): Failure {
  const failure = toFailure(error, 'somethingWentWrong', {
    reasons: REASONS,
    fields: FIELDS[flow],
    byStatus: (status) => byStatus(status, flow),
    // Neither an answer nor network trouble: nothing the flow can name.
    unknown: 'somethingWentWrong',
  })
  // The flows show their own texts, not the server's field texts.
  return failure.values ? { key: failure.key, values: failure.values } : { key: failure.key }
}

export function flowErrorKeyOf(error: unknown, flow: Flow): FailureKey {
  return flowFailureOf(error, flow).key
}

/** The failure as the message a login form shows (say, a locked password login with the minutes to wait). */
export function flowMessageOf(error: unknown, flow: Flow): ErrorMessage {
  return failureMessage(flowFailureOf(error, flow))
}

/** Wraps an API call for a machine actor: failures become `{ key }` the machine understands. */
export async function asFlowCall<T>(flow: Flow, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (import.meta.env?.DEV) console.info(`[login] ${flow} failed`, error)
    throw flowFailureOf(error, flow)
  }
}
