import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A route file of src/routes: its id (createFileRoute's path) and its source. */
export interface RouteFile {
  id: string
  source: string
}

/** The route files of src/routes (no `-` helpers, no tests). */
export function routeFiles(dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/routes')): RouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-') || entry.name.includes('.test.')) return []
    if (entry.isDirectory()) return routeFiles(join(dir, entry.name))
    const source = readFileSync(join(dir, entry.name), 'utf8')
    // Prettier puts a long route id on a line of its own.
    const id = /createFileRoute\(\s*'([^']+)',?\s*\)/.exec(source)?.[1]
    return id === undefined ? [] : [{ id, source }]
  })
}

/** `inner` is a route below the layout `outer` (its id continues outer's). */
export const within = (inner: string, outer: string) =>
  inner !== outer && inner.startsWith(`${outer.replace(/\/$/, '')}/`)

/**
 * A route id as a pattern of addresses: `$name` one segment, `{-$name}` an optional one, a lone `$` the
 * rest, an index's trailing slash optional.
 */
export const addressesOf = (id: string) =>
  new RegExp(
    `^${id
      .replace(/\/$/, '')
      .split('/')
      .map((seg, i) =>
        /^\{-\$\w+\}$/.test(seg)
          ? '(?:/[^/]+)?'
          : `${i === 0 ? '' : '/'}${seg === '$' ? '.+' : seg.startsWith('$') ? '[^/]+' : seg.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')}`,
      )
      .join('')}/?$`,
  )
