import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ErrorMessage } from '../../src/api/failure'
import { resolveErrorText } from '../../src/components/wizard/error-text'

/**
 * The portal's own texts (src/i18n/locales/<lng>/<ns>.json; the developer panel's 'dev' beside it, in
 * src/components/shell/dev/locales/<lng>.json, mock builds only), so role locators use exactly the names a
 * user sees and a reworded text does not break the tests. Swedish is the default language.
 */
export type Lang = 'sv' | 'en' | 'pl'
export type Namespace =
  | 'common'
  | 'login'
  | 'login-forms'
  | 'shell-notifications'
  | 'login-register'
  | 'shell-settings'
  | 'shell'
  | 'shell-start'
  | 'shell-tour'
  | 'application'
  | 'application-company'
  | 'application-guide'
  | 'domain-widgets'
  | 'ebook'
  | 'ebook-report'
  | 'ebook-review'
  | 'instructor'
  | 'instructor-instructions'
  | 'instructor-calibration'
  | 'ebook-export'
  | 'company-roles'
  | 'company-structure'
  | 'company-staff'
  | 'company-exemptions'
  | 'company-apprentices'
  | 'company-instructors'
  | 'company-connect'
  | 'company-pauses'
  | 'orders'
  | 'qualifications'
  | 'qualifications-qr'
  | 'orders-distance'
  | 'qualifying-time'
  | 'import'
  | 'accessibility'
  | 'dev'

type Tree = { [key: string]: string | Tree }

const cache = new Map<string, Tree>()
const EXTENDED_BY: Partial<Record<string, string>> = { 'shell-start': 'shell-start-home', shell: 'shell-menu' }

function load(lang: Lang, ns: Namespace): Tree {
  const id = `${lang}/${ns}`
  let tree = cache.get(id)
  if (!tree) {
    const at = ns === 'dev' ? `components/shell/dev/locales/${lang}.json` : `i18n/locales/${lang}/${ns}.json`
    const file = fileURLToPath(new URL(`../../src/${at}`, import.meta.url))
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree
    // Files whose keys belong to another namespace (src/i18n/i18n.ts EXTENDS): the logged-in start page's
    // keys of 'shell-start', the menu's and session dialogs' keys of 'shell'.
    const extension = EXTENDED_BY[ns]
    if (extension) {
      const more = fileURLToPath(new URL(`../../src/i18n/locales/${lang}/${extension}.json`, import.meta.url))
      tree = { ...tree, ...(JSON.parse(readFileSync(more, 'utf8')) as Tree) }
    }
    cache.set(id, tree)
  }
  return tree
}

/** One namespace's texts as a `t`: `textsOf('orders')('order.title', vars, 'pl')`. */
export function textsOf(ns: Namespace) {
  return (key: string, vars: Record<string, string | number> = {}, lang: Lang = 'sv'): string =>
    text(`${ns}:${key}`, vars, lang)
}

/** `text('login-forms:thisDevice.submit')`, with i18next-style {{name}} interpolation; throws on a missing key. */
export function text(
  key: `${Namespace}:${string}`,
  vars: Record<string, string | number> = {},
  lang: Lang = 'sv',
): string {
  const [ns, path] = key.split(':') as [Namespace, string]
  let node: string | Tree | undefined = load(lang, ns)
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`no text ${lang}:${key}`)
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`text ${key} needs {{${name}}}`)
    return String(vars[name])
  })
}

/** The same key in each language: for the language switch. */
export const inLang = (lang: Lang) => (key: `${Namespace}:${string}`, vars?: Record<string, string | number>) =>
  text(key, vars, lang)

/** A string as an exact-match RegExp (for names that contain regex characters like "?" or "(…)"). */
export function exact(s: string): RegExp {
  return new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** A string as a RegExp that finds it anywhere (for descriptions that hold more than the message). */
export function containing(s: string): RegExp {
  return new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** A field label as getByLabel sees it: the text, then the required marker "*" when the field is required. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${exact(label).source.slice(1, -1)}\\s*\\*?$`)
}

/**
 * A flow's error as the views word it (src/components/wizard/error-text.ts): a field's own text,
 * else `errors.field.any`, else `errors.form`; a page's `errors.form` first.
 */
export function errorText(
  ns: Namespace | readonly Namespace[],
  field: string | null,
  message: ErrorMessage,
  lang: Lang = 'sv',
): string {
  // Several namespaces are read in order, as useErrorText does.
  const namespaces: readonly Namespace[] = typeof ns === 'string' ? [ns] : ns
  return resolveErrorText(
    (path, values = {}) => {
      // i18next's plural forms: `<key>_<form>` for a `count`, else the key itself.
      const forms =
        typeof values.count === 'number'
          ? [`${path}_${new Intl.PluralRules(lang).select(values.count)}`, `${path}_other`, path]
          : [path]
      for (const one of namespaces)
        for (const form of forms) {
          try {
            return text(`${one}:${form}`, values, lang)
          } catch {
            // the next form
          }
        }
      return undefined
    },
    field,
    message,
  )
}
