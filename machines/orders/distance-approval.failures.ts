/**
 * The distance-order approval's failure keys (issue 20), merged into the one `FailureKey` of
 * src/api/failure.ts. Texts: `errors.form.<key>` of the `orders-distance` namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** A form the flow checked before sending (§8 "form not filled correctly"). */
    formNotFilled: true
    /** §8: the provider has no course occasions; ordering is blocked until it updates its calendar. */
    noCourseOpportunities: true
    /** §8 "order cannot be saved": the order no longer awaits the company (422 `data.reason: 'closed'`). */
    orderClosed: true
  }
}

export {}
