/** The roles pages' namespace (src/i18n/locales/<lng>/company-roles.json). */
export const NS = 'company-roles'
