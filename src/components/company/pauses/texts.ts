/** The company's pause pages' namespace (src/i18n/locales/<lng>/company-pauses.json). */
export const NS = 'company-pauses'
