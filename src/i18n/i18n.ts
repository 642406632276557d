import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LOCALES = ['sv', 'en', 'pl'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'sv'
const STORAGE_KEY = 'pp.locale'

// Every feature owns src/i18n/locales/<lng>/<feature>.json; the namespace is the file name.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true })
const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [path, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
  if (!match) continue
  const [, lng, ns] = match as unknown as [string, string, string]
  resources[lng] ??= {}
  resources[lng][ns] = mod.default
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
})

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}

export default i18n
