/**
 * The wizard kit's failure keys (the verify-code child: register, password reset, the apprentice
 * wizard), merged into the one `FailureKey` of src/api/failure.ts. Texts: `errors.form.<key>` /
 * `errors.field.code.<key>` of each namespace that shows a code check.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** The code is wrong (the count names the attempts left). */
    wrongCode: true
    /** Five wrong attempts: the code is void, a new one must be requested (ADR 0007). */
    codeVoid: true
    /** A new code within a minute of the last (429). */
    resendTooSoon: true
    sendFailed: true
  }
}

export {}
