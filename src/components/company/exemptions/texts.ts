/** The exemption pages' namespace (src/i18n/locales/<lng>/company-exemptions.json). */
export const NS = 'company-exemptions'
