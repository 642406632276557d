import { http, type CallContext } from '../client'
import { CurrentUserSchema, FakeUserSchema, type CurrentUser, type FakeUser } from '../shell/user.schemas'
import {
  BankIdTokenSchema,
  ExternalLoginSchema,
  PasswordResetRequestSchema,
  PasswordResetTokenSchema,
  type BankIdToken,
} from './login.schemas'
import { OkSchema, rowsOf } from '../common.schemas'

/** e-ID on this device (the forms show a refused number inline, and call it silent). */
export async function loginMobileBankId(personalNumber: string, options: CallContext = {}): Promise<CurrentUser> {
  return http()
    .patch('persons/loginmobilebankid', { json: { personalNumber }, context: { silent: options.silent } })
    .json(CurrentUserSchema)
}

/** e-ID on another device: start (no sessionId) or poll (with sessionId) for a fresh QR code and the status. */
export async function loginBankIdGetToken(sessionId?: string): Promise<BankIdToken> {
  return http()
    .patch('persons/loginbankid-gettoken', { json: sessionId ? { sessionId } : {} })
    .json(BankIdTokenSchema)
}

/** e-ID on another device: finish once the ID app has confirmed. */
export async function loginBankIdLogin(sessionId: string): Promise<CurrentUser> {
  return http().patch('persons/loginbankid-login', { json: { sessionId } }).json(CurrentUserSchema)
}

/** External ID redirect: the callback is the return address as base64. */
export async function loginBankIdExternal(returnUrl: string): Promise<{ redirectUrl: string }> {
  const callback = btoa(returnUrl)
  return http().patch('persons/loginbankid-external', { json: { callback } }).json(ExternalLoginSchema)
}

/** Return from the external redirect (grandidsession) logs in via loginbankid-login as well. */
export async function loginExternalReturn(grandidsession: string, options: CallContext = {}): Promise<CurrentUser> {
  return http()
    .patch('persons/loginbankid-login', { json: { sessionId: grandidsession }, context: { silent: options.silent } })
    .json(CurrentUserSchema)
}

export async function loginEmail(email: string, password: string, options: CallContext = {}): Promise<CurrentUser> {
  return http()
    .patch('persons/login-email', { json: { email, password }, context: { silent: options.silent } })
    .json(CurrentUserSchema)
}

/** One-time link (the caller shows the server's error data on failure, and calls it silent). */
export async function loginHash(hash: string, options: CallContext = {}): Promise<CurrentUser> {
  return http()
    .post('persons/login-hash', { json: { hash }, context: { silent: options.silent } })
    .json(CurrentUserSchema)
}

export async function listFakes(): Promise<FakeUser[]> {
  const answer = await http().get('persons/list-fakes').json(rowsOf(FakeUserSchema))
  return answer.rows
}

export async function requestPasswordReset(email: string, options: CallContext = {}): Promise<{ maskedPhone: string }> {
  return http()
    .post('passwords/request-reset', { json: { email }, context: { silent: options.silent } })
    .json(PasswordResetRequestSchema)
}

export async function verifyResetCode(
  email: string,
  code: string,
  options: CallContext = {},
): Promise<{ token: string }> {
  return http()
    .post('passwords/verify-code', { json: { email, code }, context: { silent: options.silent } })
    .json(PasswordResetTokenSchema)
}

/** The reset token is passed explicitly: the person is not logged in. */
export async function resetPassword(
  token: string,
  password: string,
  options: CallContext = {},
): Promise<{ ok: boolean }> {
  return http()
    .post('passwords/reset', {
      json: { password },
      headers: { Authorization: `Bearer ${token}` },
      context: { silent: options.silent },
    })
    .json(OkSchema)
}
