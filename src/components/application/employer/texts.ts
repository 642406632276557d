/** The company flows' locale namespace. */
export const NS = 'application-company'
