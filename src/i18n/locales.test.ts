import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './i18n'

// Only the language in use is loaded (no fallback bundle), so every key must exist in all three.
const root = join(import.meta.dirname, 'locales')

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

/** Plural forms differ by language (Polish has few/many): compare the key without its plural suffix. */
function base(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '')
}

function keys(lng: string, file: string): Set<string> {
  return new Set(keysOf(JSON.parse(readFileSync(join(root, lng, file), 'utf8'))).map(base))
}

describe('locale files', () => {
  const files = readdirSync(join(root, 'sv')).sort()

  it('exist with the same names in sv, en and pl', () => {
    for (const lng of LOCALES) expect(readdirSync(join(root, lng)).sort(), lng).toEqual(files)
  })

  it.each(files)('%s has the same keys in every language', (file) => {
    const sv = keys('sv', file)
    for (const lng of LOCALES) {
      const other = keys(lng, file)
      expect([...sv].filter((k) => !other.has(k)), `missing in ${lng}/${file}`).toEqual([])
      expect([...other].filter((k) => !sv.has(k)), `only in ${lng}/${file}`).toEqual([])
    }
  })
})

describe('terms', () => {
  /** Every text of one language, as one string per file. */
  const textsOf = (lng: string) => readdirSync(join(root, lng)).map((file) => [file, readFileSync(join(root, lng, file), 'utf8')] as const)

  // The scheme's board is "nämnden" (the trade board), in every wizard alike (issue 8 §7: one wizard said "styrelsen").
  it.each([
    ['sv', /styrelse/i],
    // "zarząd" as a noun (the board); "zarządzasz" (you manage) is another word.
    ['pl', /zarząd(?:u|owi|em)?(?![a-ząćęłńóśźż])/i],
  ])('%s names the board one way', (lng, other) => {
    expect(textsOf(lng).filter(([, text]) => other.test(text)).map(([file]) => file)).toEqual([])
  })
})
