/**
 * The extension orders' failure keys (issue 20), merged into the one `FailureKey` of src/api/failure.ts.
 * Texts: `errors.field.<field>.<key>` / `errors.form.<key>` of the `orders-distance` namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** No extension chosen for a new extension order. */
    extensionRequired: true
    /** The distance order is not running (states 2–5): no extension order (422 `orderNotExtendable`). */
    orderNotExtendable: true
    /** An extension order of the distance order awaits approval: one open at a time. */
    extensionOrderOpen: true
  }
}

export {}
