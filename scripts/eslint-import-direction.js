/**
 * ESLint rule `local/import-direction`: the house's import direction (issue 7 point 4, issue 18 §1).
 *
 *   domain <- api <- machines <- views      mock-server -> domain, api schemas
 *
 * Why a local rule and not `no-restricted-imports`: that rule matches the import string, so
 * '../application/x' from src/components/login and from src/api/login look alike, and per-folder
 * overrides replace each other's options instead of adding up. This rule resolves every import
 * against the importing file and judges the repo path it lands on. It sees every form that names a
 * module (import/export-from, `import()` with template literals, `import.meta.glob`, `require`,
 * `typeof import()`) and every specifier that lands in the repo, relative or not (tsconfig
 * `paths`, package.json `imports`, root-relative '/src/…', 'src/…'): scripts/eslint-import-targets.js.
 * Packages are not ours and are never judged; a specifier that is neither ours nor an installed
 * package is reported (`unknown`), so an alias the rule cannot read fails instead of passing.
 * Aliases belong in tsconfig.json `paths` (the rule reads them; vite must mirror them).
 *
 * The checks, each with its own message id so a test can tell them apart:
 * - `direction`: a layer imports only the layers it may (table LAYER_MAY_IMPORT).
 * - `testData`: a production module never imports test data (isTestData).
 * - `slice`: src/components/<slice>/ never imports src/components/<other slice>/; the kits (ui, wizard,
 *   domain-widgets) are free to every slice and import no slice. The views in src/routes/-components/ are the shell's.
 * - `machineSlice`: machines/<slice>/ never imports machines/<other slice>/ (the kits machines/wizard and machines/domain-widgets, a sub-flow two slices run, are free).
 * - `unknown`: a specifier the rule cannot place (an alias it does not know, `import(variable)`).
 * Machines take from src/api only the contract (the *.schemas.ts files) and the failure type
 * (src/api/failure.ts), never a call: the edge provides the calls (ADR 0006).
 * One exception to `direction`: src/domain may `import type` the entity shapes of the api's *.schemas.ts files
 * (spec §3: the valibot schemas are the one source of truth for shapes; a type-only import is erased
 * at build time, so domain still runs on its own and no runtime edge points upwards). A value import
 * of a schema from domain is still refused.
 * Test files (isTestFile) are exempt from `testData` and the slice checks, not from `direction`, with one
 * widening (TEST_MAY_ALSO_IMPORT): mock-server's tests drive the handlers through the portal's own
 * api calls, so what they pin is what the portal really sends and parses.
 */
import path from 'node:path'
import { createResolver, importVisitors } from './eslint-import-targets.js'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Folders of src/components that are kits every slice may use, not slices; a kit imports no slice. */
const COMPONENT_KITS = new Set(['ui', 'wizard', 'domain-widgets'])
/** Folders of machines/ that are kits every slice's machines may use, not slices. */
const MACHINE_KITS = new Set(['wizard', 'domain-widgets'])

/**
 * The layer a repo path (posix, no extension) belongs to, or null for files outside the layers
 * (root configs, e2e, contracts, scripts: tooling that may import anything).
 * @param {string} file
 * @returns {'domain' | 'api' | 'machines' | 'views' | 'mock-server' | 'test' | null}
 */
export function layerOf(file) {
  if (file.startsWith('src/test/')) return 'test'
  if (file.startsWith('src/domain/')) return 'domain'
  if (file.startsWith('src/api/')) return 'api'
  if (file.startsWith('machines/')) return 'machines'
  if (file.startsWith('mock-server/')) return 'mock-server'
  // Views and the app-level infrastructure they stand on (session, i18n, styles, route tree).
  if (file.startsWith('src/')) return 'views'
  return null
}

/**
 * What a file is, for LAYER_MAY_IMPORT: its layer, and for src/api the finer part it belongs to
 * ('api-schemas': the contract, *.schemas.ts; 'api-failure': src/api/failure.ts).
 */
function kindsOf(file) {
  const layer = layerOf(file)
  if (layer !== 'api') return [layer]
  if (/\.schemas$/.test(file)) return ['api', 'api-schemas']
  if (file === 'src/api/failure') return ['api', 'api-failure']
  return ['api']
}

/** Who may import whom (besides packages). Views and tooling import everything. */
const LAYER_MAY_IMPORT = {
  domain: ['domain'],
  api: ['domain', 'api'],
  // The edge hands machines their calls; machines see only the contract and the failure type.
  machines: ['domain', 'api-schemas', 'api-failure', 'machines'],
  // mock-server shares the api's schemas (the contract), not its calls.
  'mock-server': ['domain', 'api-schemas', 'mock-server'],
  views: ['domain', 'api', 'machines', 'views', 'mock-server'],
  test: ['domain', 'api', 'machines', 'views', 'mock-server', 'test'],
}

/** What a test file of a layer may import on top of LAYER_MAY_IMPORT (test data is always allowed). */
const TEST_MAY_ALSO_IMPORT = {
  'mock-server': ['api'],
  // Path-generation inputs and samples beside the machines' tests take the scenario's ids instead of
  // copying them (issue 7 point 5).
  machines: ['mock-server'],
}

const DESCRIBE = {
  domain:
    'src/domain imports nothing of ours but src/domain (and, type-only, the entity shapes of src/api/**/*.schemas.ts)',
  api: 'src/api imports only src/domain and src/api',
  machines:
    'machines import only src/domain, machines, and of src/api the schemas (*.schemas.ts) and src/api/failure.ts; the edge provides the calls',
  'mock-server': 'mock-server imports only src/domain, the schemas of src/api (*.schemas.ts) and mock-server',
}

/**
 * Test data and test helpers: src/test/**, *.test.*, *.paths.ts, *.fixtures.ts, test kits and
 * harnesses (mock-server/test-kit.ts, *-test-kit.tsx, *-test-harness.tsx beside what they drive).
 * @param {string} file repo path, posix, no extension
 */
export function isTestData(file) {
  const base = path.posix.basename(file)
  return (
    file.startsWith('src/test/') ||
    /\.test$/.test(base) ||
    /\.paths$/.test(base) ||
    /\.fixtures$/.test(base) ||
    /(^|-)test-(kit|harness)$/.test(base)
  )
}

/** A file whose own imports are exempt from the test-data and slice checks. */
export function isTestFile(file) {
  return isTestData(file) || file.startsWith('e2e/') || file.startsWith('contracts/') || file.startsWith('scripts/')
}

/**
 * The slice of a component path: src/components/<slice>/…, null for kits and other folders.
 * The views in src/routes/-components/ are the shell's (its pages live in src/components/shell/).
 */
function componentSlice(file) {
  if (file.startsWith('src/routes/-components/')) return 'shell'
  const match = /^src\/components\/([^/]+)\//.exec(file)
  if (!match || COMPONENT_KITS.has(match[1])) return null
  return match[1]
}

/** The kit of a component path: src/components/<kit>/…, else null. */
function componentKit(file) {
  const match = /^src\/components\/([^/]+)\//.exec(file)
  return match && COMPONENT_KITS.has(match[1]) ? match[1] : null
}

/** The slice of a machine path: machines/<slice>/…, null for kits and files outside a slice folder. */
function machineSlice(file) {
  const match = /^machines\/([^/]+)\//.exec(file)
  if (!match || MACHINE_KITS.has(match[1])) return null
  return match[1]
}

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce domain <- api <- machines <- views, no test data in production, no cross-slice components or machines',
    },
    schema: [],
    messages: {
      direction: "'{{source}}' ({{target}}) may not be imported here: {{rule}}.",
      testData: "'{{source}}' is test data; a production module may not import it (move the data beside the tests).",
      slice:
        "'{{source}}' belongs to the {{other}} slice's components; the {{slice}} may not import it (share it through a kit: src/components/ui, wizard or domain-widgets).",
      machineSlice:
        "'{{source}}' belongs to the {{other}} slice's machines; the {{slice}} slice's machines may not import it (share it through machines/wizard).",
      unknown:
        "'{{source}}' cannot be placed: it is neither a path into the repo nor an installed package. Name the module statically, and declare an alias in tsconfig.json `paths` so it can be judged.",
    },
  },
  create(context) {
    // settings['import-direction'].tsconfig: another tsconfig.json to read `paths` from (the rule's tests).
    const tsconfig = context.settings?.['import-direction']?.tsconfig
    const resolve = resolverFor(tsconfig)
    const importer = path
      .relative(ROOT, context.filename)
      .split(path.sep)
      .join('/')
      .replace(/\.[^./]+$/, '')
    const layer = layerOf(importer)
    const testFile = isTestFile(importer)
    // A kit is judged like a slice of its own: it may not import any slice.
    const slice = componentSlice(importer) ?? componentKit(importer)
    const machines = machineSlice(importer)

    return importVisitors((node, source, typeOnly) => {
      const resolved = source === null ? { kind: 'unknown' } : resolve(source, context.filename)
      if (resolved.kind === 'package') return
      const shown = source ?? context.sourceCode.getText(node)
      if (resolved.kind === 'unknown') {
        context.report({ node, messageId: 'unknown', data: { source: shown } })
        return
      }
      const target = resolved.file

      if (isTestData(target)) {
        // Tests may use test data whatever layer they test; production never.
        if (!testFile) context.report({ node, messageId: 'testData', data: { source: shown } })
        return
      }
      if (layer && layer in DESCRIBE && layerOf(target)) {
        const allowed = testFile
          ? [...LAYER_MAY_IMPORT[layer], ...(TEST_MAY_ALSO_IMPORT[layer] ?? [])]
          : LAYER_MAY_IMPORT[layer]
        const kinds = kindsOf(target)
        const ok =
          kinds.some((kind) => allowed.includes(kind)) ||
          (layer === 'domain' && typeOnly && kinds.includes('api-schemas'))
        if (!ok) {
          context.report({ node, messageId: 'direction', data: { source: shown, target, rule: DESCRIBE[layer] } })
          return
        }
      }
      if (testFile) return
      const other = componentSlice(target)
      if (slice && other && other !== slice) {
        context.report({
          node,
          messageId: 'slice',
          data: { source: shown, slice: componentKit(importer) ? `${slice} kit` : `${slice} slice`, other },
        })
      }
      const otherMachines = machineSlice(target)
      if (machines && otherMachines && otherMachines !== machines) {
        context.report({
          node,
          messageId: 'machineSlice',
          data: { source: shown, slice: machines, other: otherMachines },
        })
      }
    })
  },
}

/** One resolver per tsconfig (ESLint calls create() once per file). */
const resolvers = new Map()
function resolverFor(tsconfig) {
  const key = tsconfig ?? ''
  if (!resolvers.has(key)) resolvers.set(key, createResolver({ root: ROOT, tsconfig }))
  return resolvers.get(key)
}

export default { rules: { 'import-direction': importDirection } }
