/**
 * The orders slice's failure keys (issue 20), merged into the one `FailureKey` of src/api/failure.ts.
 * Their texts are `errors.field.<field>.<key>` / `errors.form.<key>` of the `orders` namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** A form the flow checked before sending (§8 "form not filled correctly"). */
    formNotFilled: true
    /** §4: an order of the card type is under way (422 `data.reason 'ongoing'`): card-order. */
    ongoingOrder: true
  }
}

export {}
