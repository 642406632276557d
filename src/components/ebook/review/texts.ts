/** The instructor's review's namespace (src/i18n/locales/<lng>/ebook-review.json). */
export const NS = 'ebook-review'
