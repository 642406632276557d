/**
 * The simulated backend's own error texts. A real server answers in the language the request asks
 * for (Accept-Language), so these live with the server, not in the portal's locale files.
 *
 * The catalogue is kept in one part per slice (messages/<slice>.ts) plus messages/common.ts for
 * texts several slices (or the shared handler kit) answer with; a new slice adds its own part and
 * one line below. messages.test.ts fails when two parts declare the same key.
 */
import { commonMessages } from './messages/common'
import { shellMessages } from './messages/shell'
import { loginMessages } from './messages/login'
import { applicationMessages } from './messages/application'
import { companyMessages } from './messages/company'
import { ebookMessages } from './messages/ebook'
import { instructorMessages } from './messages/instructor'
import { ordersMessages } from './messages/orders'
import { qualificationsQrMessages } from './messages/qualifications-qr'
import { qualifyingTimeMessages } from './messages/qualifying-time'
import { importMessages } from './messages/import'

import type { ServerLocale } from './messages/-entry'

export type { MessageEntry, ServerLocale } from './messages/-entry'

const catalogue = {
  ...commonMessages,
  ...shellMessages,
  ...loginMessages,
  ...applicationMessages,
  ...companyMessages,
  ...ebookMessages,
  ...instructorMessages,
  ...ordersMessages,
  ...qualificationsQrMessages,
  ...qualifyingTimeMessages,
  ...importMessages,
}

export type MessageKey = keyof typeof catalogue

/** The first supported language of an Accept-Language header; Swedish is the default and fallback (§9). */
export function localeOf(acceptLanguage: string | null | undefined): ServerLocale {
  if (!acceptLanguage) return 'sv'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { lang } of ranked) if (lang === 'sv' || lang === 'en' || lang === 'pl') return lang
  return 'sv'
}

export function message(locale: ServerLocale, key: MessageKey, vars: Record<string, string> = {}): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`)
}
