/**
 * The e-book slice's failure keys (the report flow and its outbox), merged into the one `FailureKey`
 * of src/api/failure.ts. The edge's rules (src/components/ebook/report/report-calls.ts) name them.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** §8 "report create or update fails, check the employment date". */
    employmentDate: true
    /** The server refused the period (its words beside fromDate/toDate). */
    periodRefused: true
    /** §8 "adding a report part or sub-element failed". */
    partFailed: true
    notFound: true
    alreadySaved: true
    removeFailed: true
  }
}

export {}
