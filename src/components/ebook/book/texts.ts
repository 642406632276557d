/** The e-book pages' namespace (src/i18n/locales/<lng>/ebook.json). */
export const NS = 'ebook'
