/**
 * The scenario's personas as the contract names them. The consumer does not import mock-server/:
 * these are the values the provider states promise (see contracts/provider/states.ts).
 */
export type PersonaKey =
  | 'apprentice'
  | 'instructor'
  | 'companyAdmin'
  | 'yua'
  | 'bg'
  | 'departmentAdmin'
  | 'minor'
  | 'passwordUser'
  | 'protectedIdentity'
  | 'imitatingAdmin'
  | 'unregistered'

/** A logged-in persona's session token. */
export const personaToken = (key: PersonaKey): string => `token-${key}`

/** A session the server has revoked: every authenticated call answers 406. */
export const REVOKED_TOKEN = 'token-revoked'
