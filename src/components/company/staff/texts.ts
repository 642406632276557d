/** The staff pages' namespace (src/i18n/locales/<lng>/company-staff.json). */
export const NS = 'company-staff'
