/**
 * External links of the side menu (§2). The real addresses belong to the scheme's organisation and
 * are not in the spec; these stand-ins on an example domain keep the scheme (https, documents as
 * files) so swapping them is a one-file change.
 */
export const EXTERNAL_LINKS = {
  help: 'https://www.example.org/mina-sidor/hjalp',
  manual: 'https://www.example.org/mina-sidor/manual.pdf',
  supportMail: 'mailto:support@example.org',
  developmentPlanTemplate: 'https://www.example.org/dokument/utvecklingsplan-mall.docx',
  absenceCalculator: 'https://www.example.org/verktyg/franvaroberakning-kvalificeringstid',
  serviceCertificateTemplate: 'https://www.example.org/dokument/tjanstgoringsintyg-mall.docx',
} as const

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS

/** The order they appear in the menu. */
export const EXTERNAL_LINK_ORDER: ExternalLinkKey[] = [
  'help',
  'manual',
  'supportMail',
  'developmentPlanTemplate',
  'absenceCalculator',
  'serviceCertificateTemplate',
]
