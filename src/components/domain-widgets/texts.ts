/** The domain widgets' locale namespace (src/i18n/locales/<lng>/domain-widgets.json). */
export const NS = 'domain-widgets'
