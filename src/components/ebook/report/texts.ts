/** The report flow's locale namespace. */
export const NS = 'ebook-report'
