import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LOCALES = ['sv', 'en', 'pl'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'sv'
const STORAGE_KEY = 'pp.locale'

// Every feature owns src/i18n/locales/<lng>/<feature>.json; the namespace is the file name. Only the
// language in use is loaded (all three up front cost the start page about 10 kB gzip, growing with
// every slice); a unit test keeps the three languages' keys identical, so no fallback load is needed.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')
/** `${lng}/${ns}` of every bundle in i18next. */
const loaded = new Set<string>()

/**
 * Namespaces of later slices' pages: loaded by their routes (`loader: () => ensureNamespaces(…)`),
 * not by the start page. The shell, start page and ways in need the rest at once.
 */
export const ROUTE_NAMESPACES = new Set(['application', 'application-company', 'application-guide'])

function filesOf(lng: string): Array<[string, () => Promise<{ default: Record<string, unknown> }>]> {
  return Object.entries(loaders)
    .map(([path, load]) => {
      const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
      return match && match[1] === lng ? ([match[2] as string, load] as [string, typeof load]) : null
    })
    .filter((entry): entry is [string, () => Promise<{ default: Record<string, unknown> }>] => entry !== null)
}

async function loadBundles(lng: Locale, namespaces: (ns: string) => boolean): Promise<void> {
  const wanted = filesOf(lng).filter(([ns]) => namespaces(ns) && !loaded.has(`${lng}/${ns}`))
  const bundles = await Promise.all(wanted.map(async ([ns, load]) => [ns, (await load()).default] as const))
  for (const [ns, texts] of bundles) {
    i18n.addResourceBundle(lng, ns, texts, true, true)
    loaded.add(`${lng}/${ns}`)
  }
}

/** Loads the start-up namespaces of one language, plus any route namespaces already in use. */
export async function loadLocale(lng: Locale): Promise<void> {
  const inUse = new Set([...loaded].map((key) => key.split('/')[1]))
  await loadBundles(lng, (ns) => !ROUTE_NAMESPACES.has(ns) || inUse.has(ns))
}

/** A route's own texts in the language in use (and in any language switched to later). */
export async function ensureNamespaces(...namespaces: string[]): Promise<void> {
  await loadBundles(currentLocale(), (ns) => namespaces.includes(ns))
}

/** Switches the language once its texts are there. */
export async function switchLocale(lng: Locale): Promise<void> {
  await loadLocale(lng)
  await i18n.changeLanguage(lng)
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

let ready: Promise<void> | null = null

/** Initialises i18next with the stored language; the app renders after this resolves. */
export function initI18n(): Promise<void> {
  ready ??= (async () => {
    const lng = storedLocale()
    await i18n.use(initReactI18next).init({
      resources: {},
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS: 'common',
      ns: filesOf(DEFAULT_LOCALE).map(([ns]) => ns),
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    await switchLocale(lng)
  })()
  return ready
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}

export default i18n
