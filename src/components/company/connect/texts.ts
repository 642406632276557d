/** The connect-company page's namespace (src/i18n/locales/<lng>/company-connect.json). */
export const NS = 'company-connect'
