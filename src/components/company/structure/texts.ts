/** The structure pages' namespace (src/i18n/locales/<lng>/company-structure.json). */
export const NS = 'company-structure'
