import {
  classified,
  failureMessage,
  toFailure,
  type ErrorMessage,
  type Failure,
  type FailureKey,
  type FailureRules,
} from '../../api/failure'

/**
 * How the login flows read a failed API call (the rules src/api/failure.ts's `toFailure` applies; the
 * machines know no HTTP).
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

/** How a login flow's call reads the server's answers: its reasons, the fields it names, its statuses. */
function flowRules(flow: Flow): FailureRules {
  return {
    reasons: REASONS,
    fields: FIELDS[flow],
    byStatus: (status) => byStatus(status, flow),
    // Neither an answer nor network trouble: nothing the flow can name.
    unknown: 'somethingWentWrong',
  }
}

/** The failure of a login flow's call: its key and the numbers the server sent (attempts left, when to try again). */
export function flowFailureOf(error: unknown, flow: Flow): Failure {
  return toFailure(error, 'somethingWentWrong', flowRules(flow))
}

export function flowErrorKeyOf(error: unknown, flow: Flow): FailureKey {
  return flowFailureOf(error, flow).key
}

/** The failure as the message a login form shows (say, a locked password login with the minutes to wait). */
export function flowMessageOf(error: unknown, flow: Flow): ErrorMessage {
  return failureMessage(flowFailureOf(error, flow))
}

/** Runs an API call for a machine actor: a failure rejects as the flow's Failure (the kit's `classified`). */
export function asFlowCall<T>(flow: Flow, call: () => Promise<T>): Promise<T> {
  return classified(call, 'somethingWentWrong', flowRules(flow), `[login] ${flow}`)
}
