/**
 * The catalogue's parts (messages/<slice>.ts) merge into one object by spreading: a key two parts
 * declare would silently take the later part's text, and a part nobody merges would never answer.
 */
import { describe, expect, it } from 'vitest'
import { message, type MessageKey, type ServerLocale } from './messages'

const parts = import.meta.glob<Record<string, Record<string, unknown>>>(['./messages/*.ts', '!./messages/-*.ts'], {
  eager: true,
})
const LOCALES: ServerLocale[] = ['sv', 'en', 'pl']

/** Every part's entries, by file, whatever the part's export is called. */
const entriesByPart = Object.entries(parts).map(([file, module]) => {
  const exported = Object.values(module)
  expect(exported, `${file} exports one catalogue part`).toHaveLength(1)
  return { file, entries: exported[0] as Record<string, Record<string, unknown>> }
})

describe('server message catalogue', () => {
  it('has the parts of every slice', () => {
    expect(entriesByPart.map((p) => p.file).sort()).toEqual(
      [
        'application',
        'common',
        'company',
        'ebook',
        'import',
        'instructor',
        'login',
        'orders',
        'qualifications-qr',
        'qualifying-time',
        'shell',
      ].map((s) => `./messages/${s}.ts`),
    )
  })

  it('declares each key in exactly one part', () => {
    const owners = new Map<string, string[]>()
    for (const { file, entries } of entriesByPart)
      for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), file])
    const duplicates = [...owners].filter(([, files]) => files.length > 1)
    expect(duplicates).toEqual([])
  })

  it('has a non-empty sv, en and pl text for every key, and nothing else', () => {
    for (const { file, entries } of entriesByPart)
      for (const [key, entry] of Object.entries(entries)) {
        expect(Object.keys(entry).sort(), `${file} ${key}`).toEqual(['en', 'pl', 'sv'])
        for (const locale of LOCALES) expect(entry[locale], `${file} ${key} ${locale}`).toMatch(/\S/)
      }
  })

  it("answers every part's own text: each part is merged, none overridden", () => {
    for (const { file, entries } of entriesByPart)
      for (const [key, entry] of Object.entries(entries))
        for (const locale of LOCALES) {
          // Filling no placeholders, message() gives the catalogue's text back unchanged.
          expect(message(locale, key as MessageKey), `${file} ${key} ${locale}`).toBe(entry[locale])
        }
  })
})
