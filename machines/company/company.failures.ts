/**
 * The company slice's failure keys (issue 19), merged into the one `FailureKey` of src/api/failure.ts.
 * The company pages' flows name them; their texts are `errors.form.<key>` of each page's namespace.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    /** A department or workplace still in use (§8 "department or link deletion failed"): structure-edit. */
    deleteRefused: true
    /** A form the flow checked before sending (§8 "form not filled correctly"). */
    formNotFilled: true
    /** §6 "lacks permission to assign roles to the person" (403 `data.reason 'rolesNotPermitted'`): role-edit. */
    rolesNotPermitted: true
    /** §8 connect-company: the organisation number cannot be used (422 `organisationNumberUnusable`): connect-company. */
    organisationNumberUnusable: true
    /** §8 connect-company: the e-mail application could not be created (422 `emailNotCreated`): connect-company. */
    emailNotCreated: true
    /** The exemption application did not go through (the form keeps its input and file): exemption-form. */
    couldNotSend: true
    /** "Next" on the pause page without an apprentice chosen: company-pause. */
    chooseApprentice: true
  }
}

export {}
