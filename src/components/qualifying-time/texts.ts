/** The qualifying-time slice's namespace (src/i18n/locales/<lng>/qualifying-time.json). */
export const NS = 'qualifying-time'
