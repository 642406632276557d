/** The instructor pages' namespace (src/i18n/locales/<lng>/instructor.json). */
export const NS = 'instructor'
