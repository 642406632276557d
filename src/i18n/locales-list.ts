/**
 * The portal's languages and where the chosen one is kept: read by i18n.ts and, at build time, by the
 * cold-start hints (scripts/cold-start-hints.ts), which pick a hinted page's texts before the entry runs.
 */
export const LOCALES = ['sv', 'en', 'pl'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'sv'
export const LOCALE_STORAGE_KEY = 'pp.locale'
