/** The import slice's namespace (src/i18n/locales/<lng>/import.json). */
export const NS = 'import'
