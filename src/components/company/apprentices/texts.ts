/** The apprentices pages' namespace (src/i18n/locales/<lng>/company-apprentices.json). */
export const NS = 'company-apprentices'
