/**
 * The application slice's failure keys (the apprentice's wizard, the company's registration and
 * review), merged into the one `FailureKey` of src/api/failure.ts. The edges' rules
 * (src/components/application/application-actors.ts, employer/application-calls.ts) name them.
 */
declare module '../../src/api/failure' {
  interface FailureKeys {
    couldNotSign: true
    notAllowedToDelete: true
    notFilledEnough: true
    mustSaveFirst: true
    alreadyLinked: true
    companyNotFound: true
    invalidOrganisationNumber: true
    wrongType: true
    tooLarge: true
    uploadFailed: true
    removeFailed: true
    coursesLoadFailed: true
    gugFetchFailed: true
    incomplete: true
    instructorsLoadFailed: true
  }
}

export {}
