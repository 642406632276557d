/** The instructor instructions page's namespace (src/i18n/locales/<lng>/instructor-instructions.json). */
export const NS = 'instructor-instructions'
