/**
 * The login slice's failure keys (every way in, register, password reset), merged into the one
 * `FailureKey` of src/api/failure.ts. The edge's rules (src/components/login/flow-errors.ts) name them.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** Password login locked after five failures in a row (429). */
    loginLocked: true
    phoneMissing: true
    unknownEmail: true
    weakPassword: true
    resetFailed: true
    expired: true
    loginFailed: true
    wrongCredentials: true
    invalidPhone: true
    invalidEmail: true
  }
}

export {}
