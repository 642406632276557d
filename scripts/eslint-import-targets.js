/**
 * Where an import lands, for the `local/import-direction` rule (scripts/eslint-import-direction.js).
 *
 * Two halves:
 * - importVisitors: every syntactic form that names another module, each handed over as a
 *   pattern string: import/export-from, `import x = require()`, `import()`, `require()`,
 *   `import.meta.glob` (each pattern), and `typeof import()` / `import('…').T` in type positions.
 *   A template literal becomes a pattern with `*` for each `${…}`, so the folder it lands in is
 *   judged; a glob pattern is judged as written (`!` exclusions add nothing and are skipped).
 * - createResolver: a specifier to the repo path it lands on, to 'package', or to 'unknown'.
 *   Relative and root-relative paths, tsconfig `paths` (with `baseUrl`), package.json `imports`,
 *   and bare specifiers that name a top-level folder of the repo all resolve into the repo. A
 *   specifier that is none of these and names no installed package (`@/x`, `~/x`, a `#x` without
 *   a mapping, a bare `${x}`) is 'unknown': the rule reports it instead of letting it pass, so an
 *   alias added somewhere the rule does not read cannot switch the rule off.
 */
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {{ kind: 'repo', file: string } | { kind: 'package' } | { kind: 'unknown' }} Target
 * `file`: repo path, posix, without query and extension; may contain glob characters.
 */

const EXTENSION = /\.(d\.ts|[mc]?tsx?|[mc]?jsx?|json|css)$/

/** tsconfig.json may carry comments and trailing commas (JSONC). */
function readJsonc(file) {
  const text = fs.readFileSync(file, 'utf8')
  const noComments = text.replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string) => string ?? '')
  return JSON.parse(noComments.replace(/,(\s*[}\]])/g, '$1'))
}

/** `paths`-style map: the first target of the first matching pattern (`*` matches any text). */
function mapThrough(source, map, base) {
  for (const [pattern, targets] of Object.entries(map ?? {})) {
    const first = Array.isArray(targets) ? targets[0] : targets
    if (typeof first !== 'string') continue
    const star = pattern.indexOf('*')
    if (star < 0) {
      if (source === pattern) return path.resolve(base, first)
      continue
    }
    const head = pattern.slice(0, star)
    const tail = pattern.slice(star + 1)
    if (source.startsWith(head) && source.endsWith(tail) && source.length >= head.length + tail.length) {
      return path.resolve(base, first.replace('*', source.slice(head.length, source.length - tail.length)))
    }
  }
  return null
}

/** The package name a bare specifier starts with, or null when it cannot be an npm name. */
function packageName(source) {
  const parts = source.split('/')
  const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) ? name : null
}

/**
 * @param {{ root: string, tsconfig?: string }} options `tsconfig` defaults to <root>/tsconfig.json
 * @returns {(source: string, importer: string) => Target}
 */
export function createResolver({ root, tsconfig = path.join(root, 'tsconfig.json') }) {
  const compilerOptions = fs.existsSync(tsconfig) ? (readJsonc(tsconfig).compilerOptions ?? {}) : {}
  const pathsBase = path.resolve(path.dirname(tsconfig), compilerOptions.baseUrl ?? '.')
  const packageJson = path.join(root, 'package.json')
  const subpathImports = fs.existsSync(packageJson)
    ? JSON.parse(fs.readFileSync(packageJson, 'utf8')).imports
    : undefined
  const builtins = new Set(builtinModules)
  const installed = (name) =>
    fs.existsSync(path.join(root, 'node_modules', name)) ||
    fs.existsSync(path.join(root, 'node_modules/@types', name.replace(/^@([^/]+)\//, '$1__')))

  /** @returns {Target} */
  function inRepo(absolute) {
    const relative = path.relative(root, absolute).split(path.sep).join('/')
    if (relative.startsWith('../') || path.isAbsolute(relative)) return { kind: 'package' } // outside the repo: not ours
    return { kind: 'repo', file: relative.replace(EXTENSION, '') }
  }

  return function resolve(rawSource, importer) {
    const source = rawSource.replace(/\?.*$/, '')
    if (source.startsWith('.')) return inRepo(path.resolve(path.dirname(importer), source))
    if (source.startsWith('file:')) return inRepo(fileURLToPath(source))
    // Vite reads a leading '/' from the project root; Node code may name the repo's absolute path.
    if (source.startsWith('/')) return inRepo(source.startsWith(root + '/') ? source : path.join(root, source))
    if (source.startsWith('node:') || source.startsWith('virtual:') || builtins.has(source.split('/')[0]))
      return { kind: 'package' }

    const aliased = mapThrough(source, compilerOptions.paths, pathsBase)
    if (aliased) return inRepo(aliased)
    if (source.startsWith('#')) {
      const mapped = mapThrough(source, subpathImports, root)
      return mapped ? inRepo(mapped) : { kind: 'unknown' }
    }
    const name = packageName(source)
    if (name && installed(name)) return { kind: 'package' }
    // baseUrl-style: 'src/domain/x', 'machines/login/x'.
    const first = source.split('/')[0]
    if (first && !first.includes('*') && fs.existsSync(path.join(root, first)) && first !== 'node_modules')
      return inRepo(path.join(root, source))
    return { kind: 'unknown' }
  }
}

/** A string literal as is; a template literal with `*` for each expression; anything else null. */
function patternOf(node) {
  if (!node) return null
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('*')
  return null
}

const isImportMetaGlob = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'MetaProperty' &&
  callee.object.meta.name === 'import' &&
  callee.object.property.name === 'meta' &&
  callee.property.type === 'Identifier' &&
  /^glob(Eager)?$/.test(callee.property.name)

/**
 * ESLint visitors that call `onImport` once per module an import form names.
 * `pattern` is null when the form names its module by a value the rule cannot read (`import(x)`).
 * @param {(node: import('estree').Node, pattern: string | null, typeOnly: boolean) => void} onImport
 */
export function importVisitors(onImport) {
  const specifier = (node, typeOnly = false) => onImport(node, patternOf(node), typeOnly)
  return {
    ImportDeclaration: (node) =>
      specifier(
        node.source,
        // typescript-eslint marks `import type {…}` on the declaration and `import { type X }` per specifier.
        node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
      ),
    ExportNamedDeclaration: (node) => node.source && specifier(node.source, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => specifier(node.source, node.exportKind === 'type'),
    ImportExpression: (node) => specifier(node.source),
    TSImportType: (node) => specifier(node.source ?? node.argument?.literal, true),
    TSExternalModuleReference: (node) => specifier(node.expression, node.parent?.importKind === 'type'),
    CallExpression(node) {
      const [first] = node.arguments
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first) {
        specifier(first)
      } else if (isImportMetaGlob(node.callee) && first) {
        const patterns = first.type === 'ArrayExpression' ? first.elements : [first]
        for (const element of patterns) {
          const pattern = patternOf(element)
          if (pattern?.startsWith('!')) continue
          onImport(element ?? first, pattern, false)
        }
      }
    },
  }
}
