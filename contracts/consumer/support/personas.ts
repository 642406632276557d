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

/**
 * The global administrator's own session, not imitating anyone (the seeded `imitatingAdmin` token
 * acts as the apprentice): the e-book provider states add it for the region's book calls.
 */
export const GLOBAL_ADMIN_TOKEN = 'token-global-admin'
