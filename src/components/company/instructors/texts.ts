/** The instructor pages' namespace (src/i18n/locales/<lng>/company-instructors.json). */
export const NS = 'company-instructors'
