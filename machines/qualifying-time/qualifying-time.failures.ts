/**
 * The qualifying-time flow's failure keys (issue 21), merged into the one `FailureKey` of
 * src/api/failure.ts. Texts: `errors.form.<key>` of the `qualifying-time` namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** A form the flow checked before sending (§8 "form not filled correctly"). */
    formNotFilled: true
    /** §8: approving the qualifying time fails because course Y4+Y5 is not approved. */
    y4y5NotApproved: true
    /** §4: an extension cannot be requested while one awaits the region. */
    modificationPending: true
    /** The qualifying time is no longer in a state that allows this (approved meanwhile, stopped). */
    qualifyingTimeClosed: true
  }
}

export {}
