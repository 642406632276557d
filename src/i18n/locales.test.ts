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

/**
 * The keys an object of the file names twice (JSON.parse keeps the last silently, so a block added
 * twice by two edits would hide the first one's texts), as dotted paths.
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = []
  // One frame per open object or array: an object's keys so far and its path.
  const frames: Array<{ keys: Set<string> | null; path: string }> = []
  let lastString: string | null = null
  let pendingKey = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      let j = i + 1
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      lastString = JSON.parse(text.slice(i, j + 1)) as string
      i = j
    } else if (c === ':') {
      const frame = frames[frames.length - 1]
      if (frame?.keys && lastString !== null) {
        const path = frame.path ? `${frame.path}.${lastString}` : lastString
        if (frame.keys.has(lastString)) found.push(path)
        frame.keys.add(lastString)
        pendingKey = path
      }
    } else if (c === '{' || c === '[') {
      frames.push({ keys: c === '{' ? new Set() : null, path: pendingKey })
    } else if (c === '}' || c === ']') {
      frames.pop()
    }
  }
  return found
}

describe('locale files', () => {
  const files = readdirSync(join(root, 'sv')).sort()

  it('finds a key named twice in one object (the check below can fail)', () => {
    expect(duplicateKeys('{"a":{"b":"x","c":"y"},"d":["{", "a"],"a":{"b":"z"}}')).toEqual(['a'])
    expect(duplicateKeys('{"a":{"b":"x \\"q\\"","b":"y"}}')).toEqual(['a.b'])
    expect(duplicateKeys('{"a":{"b":"x"},"c":{"b":"y"}}')).toEqual([])
  })

  it.each(LOCALES.flatMap((lng) => files.map((file) => `${lng}/${file}`)))('%s names no key twice', (file) => {
    expect(duplicateKeys(readFileSync(join(root, file), 'utf8'))).toEqual([])
  })

  it('exist with the same names in sv, en and pl', () => {
    for (const lng of LOCALES) expect(readdirSync(join(root, lng)).sort(), lng).toEqual(files)
  })

  it.each(files)('%s has the same keys in every language', (file) => {
    const sv = keys('sv', file)
    for (const lng of LOCALES) {
      const other = keys(lng, file)
      expect(
        [...sv].filter((k) => !other.has(k)),
        `missing in ${lng}/${file}`,
      ).toEqual([])
      expect(
        [...other].filter((k) => !sv.has(k)),
        `only in ${lng}/${file}`,
      ).toEqual([])
    }
  })
})

describe('terms', () => {
  /** Every text of one language, as one string per file. */
  const textsOf = (lng: string) =>
    readdirSync(join(root, lng)).map((file) => [file, readFileSync(join(root, lng, file), 'utf8')] as const)

  // The scheme's board is "nämnden" (the trade board), in every wizard alike (issue 8 §7: one wizard said "styrelsen").
  it.each([
    ['sv', /styrelse/i],
    // "zarząd" as a noun (the board); "zarządzasz" (you manage) is another word.
    ['pl', /zarząd(?:u|owi|em)?(?![a-ząćęłńóśźż])/i],
  ])('%s names the board one way', (lng, other) => {
    expect(
      textsOf(lng)
        .filter(([, text]) => other.test(text))
        .map(([file]) => file),
    ).toEqual([])
  })
})
