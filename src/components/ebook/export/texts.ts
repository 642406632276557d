/** The e-book export's namespace (src/i18n/locales/<lng>/ebook-export.json): the export panel, the PDF and the verify page. */
export const NS = 'ebook-export'
