import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY as STORAGE_KEY, LOCALES, type Locale } from './locales-list'

export { DEFAULT_LOCALE, LOCALES, type Locale }

type Texts = Record<string, unknown>
type Loader = () => Promise<Texts>

// Every feature owns src/i18n/locales/<lng>/<feature>.json; the namespace is the file name.
// The default language's start-up namespaces (what the shell, the logged-out start page and the ways
// in show at once) are bundled into the entry, so the first paint waits on no text request (issue 8
// §5). Everything else loads when used: other languages when switched to, later namespaces with
// their routes. A unit test keeps the three languages' keys identical, so no fallback load is needed.
// The brace list is written twice because import.meta.glob takes literals only; keep both equal.
const bundled = import.meta.glob<Texts>('./locales/sv/{common,shell,shell-start,login}.json', {
  eager: true,
  import: 'default',
})
// The other files, one map per language (./locales-<lng>.ts), loaded when that language first needs a
// file: one import per language in the entry instead of one per file.
const languageFiles: Record<Locale, () => Promise<Record<string, Loader>>> = {
  sv: () => import('./locales-sv').then((m) => m.files),
  en: () => import('./locales-en').then((m) => m.files),
  pl: () => import('./locales-pl').then((m) => m.files),
}

/** The namespaces every page may show at once (the bundled ones); all others are later namespaces. */
export const STARTUP_NAMESPACES: readonly string[] = Object.keys(bundled).flatMap((path) => parse(path)?.ns ?? [])

/**
 * Files that add to another namespace, loaded with the lazy part that shows them rather than with the
 * logged-out start page's entry: the logged-in start page's texts (buttons, company panels, the contact
 * confirmation) are keys of 'shell-start'; the side menu's, the session dialogs' and the update prompt's
 * texts are keys of 'shell' (ADR 0005: 0.5 kB of the entry).
 */
const EXTENDS: Readonly<Record<string, string>> = { 'shell-start-home': 'shell-start', 'shell-menu': 'shell' }

/** `${lng}/${ns}` of every bundle in i18next (ns: the file's name). */
const loaded = new Set<string>()
/** Every later namespace a page has asked for, loaded yet or not: a language switched to takes them all along. */
const requested = new Set<string>()
/** The language a switch is loading, until it is the language in use. */
let switchingTo: Locale | null = null

function parse(path: string): { lng: string; ns: string } | null {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
  return match ? { lng: match[1] as string, ns: match[2] as string } : null
}

/**
 * Namespaces of later pages: loaded by their routes (`loader: () => ensureNamespaces(…)`) or by the
 * lazy view that shows them (the tour), not by the start page: the tour, settings, register and
 * notifications texts and those of the slices. Every namespace outside STARTUP_NAMESPACES.
 */
export async function routeNamespaces(): Promise<Set<string>> {
  const files = await languageFiles[DEFAULT_LOCALE]()
  return new Set(
    Object.keys(files)
      .map((path) => parse(path)?.ns)
      .filter((ns): ns is string => ns !== undefined && !STARTUP_NAMESPACES.includes(ns)),
  )
}

/** The language's later files by namespace (its map holds that language's files only). */
async function filesOf(lng: Locale): Promise<Array<[string, Loader]>> {
  return Object.entries(await languageFiles[lng]()).flatMap(([path, load]): Array<[string, Loader]> => {
    const file = parse(path)
    return file ? [[file.ns, load]] : []
  })
}

/** Loads the named namespaces of `lng` not loaded yet; the language's file map only when one is missing. */
async function loadBundles(lng: Locale, namespaces: readonly string[]): Promise<void> {
  const missing = new Set(namespaces.filter((ns) => !loaded.has(`${lng}/${ns}`)))
  // Nothing to fetch (the logged-out start page in Swedish): not even the map.
  if (missing.size === 0) return
  const wanted = (await filesOf(lng)).filter(([ns]) => missing.has(ns))
  const bundles = await Promise.all(wanted.map(async ([ns, load]) => [ns, await load()] as const))
  for (const [ns, texts] of bundles) {
    i18n.addResourceBundle(lng, EXTENDS[ns] ?? ns, texts, true, true)
    loaded.add(`${lng}/${ns}`)
  }
}

/** Loads the start-up namespaces of one language, plus any route namespaces already in use. */
export async function loadLocale(lng: Locale): Promise<void> {
  const inUse = new Set([...loaded].map((key) => key.split('/')[1]))
  await loadBundles(lng, [...new Set([...STARTUP_NAMESPACES, ...inUse, ...requested])])
}

/**
 * A route's own texts in the language in use (and in any language switched to later). While a switch
 * is under way (a login adopting the user's saved language, issue 17) they load in that language too:
 * the logged-in start page asks for its texts at the moment the switch starts.
 */
export async function ensureNamespaces(...namespaces: string[]): Promise<void> {
  for (const ns of namespaces) requested.add(ns)
  const current = currentLocale()
  const target = switchingTo
  await Promise.all([
    loadBundles(current, namespaces),
    target && target !== current ? loadBundles(target, namespaces) : undefined,
  ])
}

/** Switches the language once its texts are there (those of every page asked for so far included). */
export async function switchLocale(lng: Locale): Promise<void> {
  switchingTo = lng
  try {
    await loadLocale(lng)
    await i18n.changeLanguage(lng)
  } finally {
    if (switchingTo === lng) switchingTo = null
  }
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

/** Whether a language was chosen on this device (stored by the selector or an adopted login). */
export function hasStoredLocale(): boolean {
  try {
    return isLocale(globalThis.localStorage?.getItem(STORAGE_KEY))
  } catch {
    return false
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
    const startup: Record<string, Texts> = {}
    for (const [path, texts] of Object.entries(bundled)) {
      const file = parse(path)
      if (!file) continue
      startup[file.ns] = texts
      loaded.add(`${file.lng}/${file.ns}`)
    }
    await i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: startup },
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS: 'common',
      ns: [...STARTUP_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // The bundled texts are there at once: no deferred init, so the first render needs no extra task.
      initAsync: false,
    })
    await switchLocale(lng)
  })()
  return ready
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}

export default i18n
