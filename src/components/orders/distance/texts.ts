/** The distance-order pages' namespace (src/i18n/locales/<lng>/orders-distance.json). */
export const NS = 'orders-distance'
