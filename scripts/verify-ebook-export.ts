/**
 * Checks an exported e-book (the signed JSON of GET /books/{id}/export, issue 10, ADR 0009) against
 * the backend's public key, as the public page /books/verify-export does:
 *
 *   npx tsx scripts/verify-ebook-export.ts <export.json> [--key <key.json | URL>]
 *
 * --key: a file holding the public key as a JWK, or the URL of GET /books/export-key. Without it,
 * the key of the backend the script runs against: `${EBOOK_API_BASE_URL}/books/export-key`, by
 * default http://localhost:8787/api/m/v1 (`npm run mock-server`). There is no built-in key: each
 * copy of the simulated backend makes its own (ADR 0012), so an export verifies only against the
 * backend that signed it. The line names the key (its kid) and where it came from.
 * Prints one line. Exit 0: valid; 1: altered, signed with another key, or not an e-book export;
 * 2: nothing was checked (wrong arguments, the file or the key could not be read).
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as v from 'valibot'
import { ExportKeySchema, type ExportKey } from '../src/api/ebook/export.schemas'
import { checkEbookExport } from '../src/components/ebook/export/check-export'

export interface VerifyOutcome {
  code: 0 | 1 | 2
  line: string
}

/** What the script reads and fetches; a test gives its own. */
export interface VerifyIo {
  readText: (path: string) => Promise<string>
  fetch: (url: string) => Promise<Response>
}

const USAGE =
  'usage: npx tsx scripts/verify-ebook-export.ts <export.json> [--key <key.json | URL>] (default: $EBOOK_API_BASE_URL/books/export-key)'
const nodeIo: VerifyIo = { readText: (path) => readFile(path, 'utf8'), fetch: (url) => fetch(url) }

/** `npm run mock-server`'s API, when EBOOK_API_BASE_URL names no other. */
export const DEFAULT_API_BASE_URL = 'http://localhost:8787/api/m/v1'

/** Where the key comes from without --key: the export-key call of the backend the script runs against. */
export function defaultKeySource(env: Record<string, string | undefined> = process.env): string {
  const base = env.EBOOK_API_BASE_URL?.trim() || DEFAULT_API_BASE_URL
  return `${base.replace(/\/+$/, '')}/books/export-key`
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

export function parseArgs(argv: readonly string[]): { file: string; key: string | null } | null {
  let file: string | null = null
  let key: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--key') {
      const value = argv[++i]
      if (value === undefined || key !== null) return null
      key = value
    } else if (arg.startsWith('--key=')) {
      if (key !== null) return null
      key = arg.slice('--key='.length)
    } else if (arg.startsWith('-') || file !== null) {
      return null
    } else {
      file = arg
    }
  }
  return file === null || key === '' ? null : { file, key }
}

/** The public key from a JWK file or a URL (GET /books/export-key). */
export async function readKey(source: string, io: VerifyIo = nodeIo): Promise<ExportKey> {
  let json: unknown
  if (/^https?:\/\//i.test(source)) {
    const response = await io.fetch(source)
    if (!response.ok) throw new Error(`${source} answered ${response.status}`)
    json = await response.json()
  } else {
    json = JSON.parse(await io.readText(source))
  }
  const key = v.safeParse(ExportKeySchema, json)
  if (!key.success) throw new Error(`${source} is not an ES256 public key (JWK)`)
  return key.output
}

/**
 * The core: one export's text against one key, as a line and an exit code. `source` (where the key
 * came from) ends the line of every verdict that used the key.
 */
export async function verifyExportText(text: string, key: ExportKey, source?: string): Promise<VerifyOutcome> {
  const result = await checkEbookExport(text, key)
  const from = source === undefined ? '' : ` (public key ${key.kid} from ${source})`
  switch (result.kind) {
    case 'valid': {
      const { book } = result.document
      return {
        code: 0,
        line: `valid: e-book ${book.id} of ${fullName(book.apprentice)}, approved by ${fullName(book.approval.approvedBy)} on ${book.approval.approvedAt}, signed with key ${result.kid}${from}`,
      }
    }
    case 'altered':
      return { code: 1, line: `altered: the signature does not match the document${from}` }
    case 'otherKey':
      return { code: 1, line: `altered: signed with key ${result.kid}, not with ${result.expected}${from}` }
    case 'notExport':
      return { code: 1, line: 'not an e-book export: not JSON, or not the shape of a signed export' }
  }
}

/** The whole script: arguments, the file, the key, the check. Never throws. */
export async function run(
  argv: readonly string[],
  io: VerifyIo = nodeIo,
  env: Record<string, string | undefined> = process.env,
): Promise<VerifyOutcome> {
  const args = parseArgs(argv)
  if (args === null) return { code: 2, line: USAGE }
  let text: string
  try {
    text = await io.readText(args.file)
  } catch (error) {
    return { code: 2, line: `cannot read ${args.file}: ${error instanceof Error ? error.message : String(error)}` }
  }
  const source = args.key ?? defaultKeySource(env)
  let key: ExportKey
  try {
    key = await readKey(source, io)
  } catch (error) {
    return {
      code: 2,
      line: `cannot read the public key from ${source}: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  try {
    return await verifyExportText(text, key, source)
  } catch (error) {
    return { code: 2, line: `cannot check: ${error instanceof Error ? error.message : String(error)}` }
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (runDirectly) {
  const outcome = await run(process.argv.slice(2))
  // The verdict is the output; a check that could not run is an error.
  ;(outcome.code === 2 ? console.error : console.log)(outcome.line)
  process.exitCode = outcome.code
}
