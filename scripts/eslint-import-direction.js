/**
 * ESLint rule `local/import-direction`: the house's import direction (issue 7 point 4).
 *
 *   domain <- api <- machines <- views      mock-server -> domain, api schemas
 *
 * Why a local rule and not `no-restricted-imports`: that rule matches the import string, so
 * '../application/x' from src/components/login and from src/api/login look alike, and per-folder
 * overrides replace each other's options instead of adding up. This rule resolves every relative
 * import against the importing file and judges the repo path it lands on. Packages are not ours
 * and are never judged. All of our imports are relative (no path aliases in tsconfig.json).
 *
 * Three checks, each with its own message id so a test can tell them apart:
 * - `direction`: a layer imports only the layers it may (table LAYER_MAY_IMPORT).
 * - `testData`: a production module never imports test data (isTestData).
 * - `slice`: src/components/<slice>/ never imports src/components/<other slice>/ (kits are free).
 * One exception to `direction`: src/domain may `import type` the entity shapes of the api's *.schemas.ts files
 * (spec §3: the valibot schemas are the one source of truth for shapes; a type-only import is erased
 * at build time, so domain still runs on its own and no runtime edge points upwards). A value import
 * of a schema from domain is still refused.
 * Test files (isTestFile) are exempt from `testData` and `slice`, not from `direction`, with one
 * widening (TEST_MAY_ALSO_IMPORT): mock-server's tests drive the handlers through the portal's own
 * api calls, so what they pin is what the portal really sends and parses.
 */
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Folders of src/components that are kits every slice may use, not slices. */
const COMPONENT_KITS = new Set(['ui', 'wizard'])

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

/** Who may import whom (besides packages). Views and tooling import everything. */
const LAYER_MAY_IMPORT = {
  domain: ['domain'],
  api: ['domain', 'api'],
  machines: ['domain', 'api', 'machines'],
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
  domain: 'src/domain imports nothing of ours but src/domain (and, type-only, the entity shapes of src/api/**/*.schemas.ts)',
  api: 'src/api imports only src/domain and src/api',
  machines: 'machines import only src/domain, src/api and machines',
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

/** The slice of a component path: src/components/<slice>/…, null for kits and other folders. */
function componentSlice(file) {
  const match = /^src\/components\/([^/]+)\//.exec(file)
  if (!match || COMPONENT_KITS.has(match[1])) return null
  return match[1]
}

/** Repo path, posix, without query and without the extension (imports usually leave it out). */
function repoPath(absolute) {
  const relative = path.relative(ROOT, absolute).split(path.sep).join('/')
  return relative.replace(/\?.*$/, '').replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs|json|css)$/, '')
}

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce domain <- api <- machines <- views, no test data in production, no cross-slice components' },
    schema: [],
    messages: {
      direction: "'{{source}}' ({{target}}) may not be imported here: {{rule}}.",
      testData: "'{{source}}' is test data; a production module may not import it (move the data beside the tests).",
      slice: "'{{source}}' belongs to the {{other}} slice's components; the {{slice}} slice may not import it (share it through src/components/ui or src/components/wizard).",
    },
  },
  create(context) {
    const importer = repoPath(context.filename)
    const layer = layerOf(importer)
    const testFile = isTestFile(importer)
    const slice = componentSlice(importer)

    /**
     * @param {import('estree').Node | null | undefined} node
     * @param {boolean} [typeOnly] the whole declaration imports types only (`import type …`)
     */
    function check(node, typeOnly = false) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return
      const source = node.value
      if (!source.startsWith('.')) return
      const target = repoPath(path.resolve(path.dirname(context.filename), source))

      if (isTestData(target)) {
        // Tests may use test data whatever layer they test; production never.
        if (!testFile) context.report({ node, messageId: 'testData', data: { source } })
        return
      }
      if (layer && layer in DESCRIBE) {
        const targetLayer = layerOf(target)
        if (targetLayer) {
          const allowed = testFile ? [...LAYER_MAY_IMPORT[layer], ...(TEST_MAY_ALSO_IMPORT[layer] ?? [])] : LAYER_MAY_IMPORT[layer]
          const ok =
            allowed.includes(targetLayer) ||
            (layer === 'domain' && typeOnly && targetLayer === 'api' && /\.schemas$/.test(target)) ||
            (targetLayer === 'api' && allowed.includes('api-schemas') && /\.schemas$/.test(target))
          if (!ok) {
            context.report({ node, messageId: 'direction', data: { source, target, rule: DESCRIBE[layer] } })
            return
          }
        }
      }
      const other = componentSlice(target)
      if (!testFile && slice && other && other !== slice) {
        context.report({ node, messageId: 'slice', data: { source, slice, other } })
      }
    }

    return {
      ImportDeclaration: (node) =>
        check(
          node.source,
          // typescript-eslint marks `import type {…}` on the declaration and `import { type X }` per specifier.
          /** @type {{ importKind?: string }} */ (node).importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => /** @type {{ importKind?: string }} */ (s).importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'import-direction': importDirection } }
