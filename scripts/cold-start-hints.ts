/**
 * Cold-start hints (issue 21, ADR 0005): a page that is opened cold at its own address, such as the QR check
 * a phone's camera opens, needs its route chunk, the chunks that chunk imports, its texts and the language's
 * file map. Without a hint the browser learns of them only once the entry has arrived and run: one wave of
 * requests after the entry and a second for the texts (the file map first), 2 x ~0.7 s on a slow 4G line.
 *
 * This plugin writes one tiny module per build (`<script type="module" async>`, before the entry; the
 * policy's script-src 'self' allows it, no inline script) that looks at the address and, for a hinted
 * route only, adds `<link rel="modulepreload">` for those chunks (and `preload` for their style sheets),
 * in the stored language (localStorage, as i18n.ts reads it). So they load beside the entry, and every
 * other address, the start page first, pays only the hint itself (~0.3 kB). The lists come from the
 * bundle itself, so they stay right as chunks move.
 */
import type { Plugin } from 'vite'

export interface ColdStartHint {
  /** The addresses it is for: `location.pathname` starts with this (after the base). */
  pathPrefix: string
  /** The route file (repo path); its split parts are found by their module id. */
  routeFile: string
  /** The namespaces the route loads before its first paint. */
  namespaces: readonly string[]
}

interface Options {
  hints: readonly ColdStartHint[]
  locales: readonly string[]
  defaultLocale: string
  /** localStorage's key of the chosen language (src/i18n/locale-storage.ts). */
  localeStorageKey: string
}

/** The parts of a bundle's chunk this plugin reads (Rollup's and Rolldown's output chunks have them). */
interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  moduleIds: readonly string[]
  imports: string[]
  dynamicImports: string[]
  viteMetadata?: { importedCss: Set<string> }
}
interface AssetLike {
  type: 'asset'
  fileName: string
  source: string | Uint8Array
}

const isChunk = (item: ChunkLike | AssetLike): item is ChunkLike => item.type === 'chunk'

/** The chunk and style-sheet files a chunk needs (itself, its static imports, their CSS), entry left out. */
function closure(start: ChunkLike, byFile: Map<string, ChunkLike>, into: Set<string>): void {
  if (start.isEntry || into.has(start.fileName)) return
  into.add(start.fileName)
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css)
  for (const file of start.imports) {
    const chunk = byFile.get(file)
    if (chunk) closure(chunk, byFile, into)
  }
}

export function coldStartHints(options: Options): Plugin {
  let base = '/'
  return {
    name: 'portal:cold-start-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_output, bundle) {
      const items = Object.values(bundle) as Array<ChunkLike | AssetLike>
      const chunks = items.filter(isChunk)
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const byModule = (test: (id: string) => boolean, what: string): ChunkLike[] => {
        // By the modules a chunk holds, not its facade: a chunk of a code-splitting group has none.
        const found = chunks.filter((chunk) => chunk.moduleIds.some(test))
        if (found.length === 0) throw new Error(`portal:cold-start-hints: no chunk for ${what}`)
        return found
      }
      const routes = options.hints.map((hint) => {
        const files = new Set<string>()
        // The route's split parts (`?tsr-split=…`) and what they import() at once (the loader's modules).
        for (const part of byModule((id) => id.includes(`/${hint.routeFile}?tsr-split`), hint.routeFile)) {
          closure(part, byFile, files)
          for (const file of part.dynamicImports) {
            const chunk = byFile.get(file)
            if (chunk) closure(chunk, byFile, files)
          }
        }
        const texts = Object.fromEntries(
          options.locales.map((lng) => {
            const own = new Set<string>()
            for (const map of byModule((id) => id.endsWith(`/src/i18n/locales-${lng}.ts`), `locales-${lng}.ts`))
              closure(map, byFile, own)
            for (const ns of hint.namespaces)
              for (const file of byModule((id) => id.endsWith(`/src/i18n/locales/${lng}/${ns}.json`), `${lng}/${ns}`))
                closure(file, byFile, own)
            return [lng, [...own].filter((file) => !files.has(file)).map((file) => base + file)]
          }),
        )
        return {
          prefix: base + hint.pathPrefix.replace(/^\//, ''),
          files: [...files].map((file) => base + file),
          texts,
        }
      })
      const source = [
        `const p=location.pathname,r=${JSON.stringify(routes)}.find(h=>p.startsWith(h.prefix))`,
        `if(r){let l=${JSON.stringify(options.defaultLocale)}`,
        `try{const s=localStorage.getItem(${JSON.stringify(options.localeStorageKey)});if(s&&r.texts[s])l=s}catch{}`,
        `for(const f of r.files.concat(r.texts[l])){const e=document.createElement("link")`,
        `if(f.endsWith(".css")){e.rel="preload";e.as="style"}else e.rel="modulepreload"`,
        // As Vite's own preloads and the entry (crossorigin): the same request mode, so the later import() reuses it.
        `e.crossOrigin="";e.href=f;document.head.append(e)}}`,
      ].join('\n')
      const reference = this.emitFile({ type: 'asset', name: 'cold-start-hints.js', source })
      const hintFile = this.getFileName(reference)
      const html = items.find((item): item is AssetLike => item.type === 'asset' && item.fileName === 'index.html')
      if (!html) throw new Error('portal:cold-start-hints: no index.html in the bundle')
      const text = String(html.source)
      const entry = text.indexOf('<script type="module"')
      if (entry < 0) throw new Error('portal:cold-start-hints: index.html has no module script')
      html.source = `${text.slice(0, entry)}<script type="module" async src="${base}${hintFile}"></script>\n    ${text.slice(entry)}`
    },
  }
}
