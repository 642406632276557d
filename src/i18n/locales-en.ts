/**
 * Every namespace of 'en': a map the entry loads only when 'en' is first needed, so the entry carries
 * one import per language instead of one per file (issue 8 §5 start-page budget).
 */
export const files = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { import: 'default' })
