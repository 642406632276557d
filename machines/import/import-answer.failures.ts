/**
 * The old-system import's failure keys (issue 22), merged into the one `FailureKey` of src/api/failure.ts.
 * Texts: `errors.form.<key>` (and `errors.field.<field>.<key>`) of the `import` namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** §8: the import form's answer is missing. */
    importAnswerMissing: true
    /** §8: accepting needs a department (the company has departments). */
    importDepartmentMissing: true
    /** §8: accepting needs a workplace (of the chosen department). */
    importWorkplaceMissing: true
    /** §8: accepting needs an instructor who passes §5's rules. */
    importInstructorMissing: true
    /** The record was answered already (by another company user, or in another tab): answers are final. */
    importAlreadyAnswered: true
  }
}

export {}
