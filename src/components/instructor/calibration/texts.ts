/** The calibration view's namespace (src/i18n/locales/<lng>/instructor-calibration.json); a route that mounts it loads it. */
export const NS = 'instructor-calibration'
