/** The QR part's namespace (src/i18n/locales/<lng>/qualifications-qr.json): the certificate's code and the validation page. */
export const QR_NS = 'qualifications-qr'
