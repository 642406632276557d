/**
 * The later namespaces of 'sv' (every file but the bundled start-up ones): a map the entry loads when one
 * of them is first needed, so the entry carries one import per language instead of one per file
 * (issue 8 §5 start-page budget). Keep the brace list equal to STARTUP in i18n.ts.
 */
export const files = import.meta.glob<Record<string, unknown>>(
  ['./locales/sv/*.json', '!./locales/sv/{common,shell,shell-start,login}.json'],
  { import: 'default' },
)
