/** The qualifications slice's namespace (issue 21): its route loaders load it. */
export const NS = 'qualifications'
