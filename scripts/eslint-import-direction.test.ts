/**
 * The import-direction rule, run through the repo's real eslint.config.js: a wrong import fails
 * with the rule's id, a right one passes. The file paths need not exist; the rule judges where
 * the import resolves to.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const RULE = 'local/import-direction'
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: resolve(ROOT, 'eslint.config.js') })

/** The message ids the rule reports for `code` linted as if it were `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) })
  return result.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.messageId ?? message.message)
}

const imports = (source: string) => `import { x } from '${source}'\nexport const y = x\n`

describe('import direction', () => {
  it.each([
    ['src/domain/x.ts', '../components/ui/button/button'],
    ['src/domain/x.ts', '../api/client'],
    ['src/api/login/x.ts', '../../../machines/login/register.machine'],
    ['src/api/login/x.ts', '../../components/login/login-page'],
    ['machines/login/x.machine.ts', '../../src/components/login/login-page'],
    ['machines/login/x.machine.ts', '../../src/routes/login'],
    ['machines/login/x.machine.ts', '../../src/session/session.edge'],
    ['machines/login/x.machine.ts', '../../mock-server/seed'],
    ['mock-server/handlers/login/x.ts', '../../../src/components/login/login-page'],
    ['mock-server/handlers/login/x.ts', '../../../src/session/session-storage'],
    ['mock-server/handlers/login/x.ts', '../../../machines/login/register.machine'],
    // mock-server shares the api's schemas, not its calls.
    ['mock-server/handlers/login/x.ts', '../../../src/api/login/login'],
    // Tests keep the direction too (a machine test does not render views).
    ['machines/login/x.machine.test.ts', '../../src/components/login/login-page'],
    // The edge provides the calls: a machine sees the contract and the failure type, not a call.
    ['machines/login/x.machine.ts', '../../src/api/login/login'],
    ['machines/login/x.machine.ts', '../../src/api/client'],
    ['machines/login/x.machine.test.ts', '../../src/api/login/login'],
    // Non-relative specifiers that land in the repo are judged as the relative ones.
    ['src/domain/x.ts', 'src/api/client'],
    ['src/domain/x.ts', '/src/api/client'],
    ['machines/login/x.machine.ts', 'src/components/login/login-page'],
  ])('%s may not import %s', async (file, source) => {
    expect(await problems(file, imports(source))).toEqual(['direction'])
  })

  it.each([
    ['src/domain/x.ts', './validation'],
    ['src/api/login/x.ts', '../../domain/validation'],
    ['src/api/login/x.ts', '../client'],
    ['machines/login/x.machine.ts', '../../src/domain/validation'],
    ['machines/login/x.machine.ts', '../../src/api/login/login.schemas'],
    ['machines/login/x.machine.ts', '../../src/api/common.schemas'],
    ['machines/login/x.machine.ts', '../../src/api/failure'],
    ['machines/login/x.machine.ts', './flow-support'],
    ['machines/ebook/x.machine.ts', '../wizard/wizard-frame'],
    ['mock-server/handlers/login/x.ts', '../../../src/api/login/login.schemas'],
    ['mock-server/handlers/login/x.ts', '../../../src/api/common.schemas'],
    ['mock-server/handlers/login/x.ts', '../../../src/domain/validation'],
    ['mock-server/handlers/login/x.ts', '../-support'],
    ['src/routes/x.tsx', '../../machines/login/register.machine'],
    ['src/routes/x.tsx', '../components/application/application-wizard'],
    ['src/components/login/x.tsx', '../../../mock-server/browser'],
    ['src/components/login/x.tsx', '../ui/button/button'],
    ['src/components/application/company/x.tsx', '../../wizard/wizard-frame'],
    ['src/components/application/employer/x.tsx', '../../domain-widgets/workplace-choice'],
    ['src/components/domain-widgets/x.tsx', '../ui/button/button'],
    ['src/session/x.ts', '../../machines/shell/session.machine'],
    // mock-server's tests drive the handlers through the portal's own calls.
    ['mock-server/handlers/login/x.test.ts', '../../../src/api/login/login'],
    // Packages are not ours.
    ['src/domain/x.ts', 'valibot'],
  ])('%s may import %s', async (file, source) => {
    expect(await problems(file, imports(source))).toEqual([])
  })

  it.each([
    ['src/components/login/x.tsx', '../../test/personas'],
    ['src/routes/x.tsx', '../test/render-app'],
    ['machines/application/x.machine.ts', './apprentice-application.paths'],
    ['machines/application/x.machine.ts', './apprentice-application.fixtures'],
    ['machines/application/x.machine.ts', './apprentice-application.machine.test'],
    ['src/components/shell/x.tsx', '../application/company/company-application-test-kit'],
    ['mock-server/x.ts', './test-kit'],
  ])('production %s may not import test data %s', async (file, source) => {
    expect(await problems(file, imports(source))).toEqual(['testData'])
  })

  it.each([
    ['src/components/login/x.test.tsx', '../../test/personas'],
    ['machines/application/x.machine.test.ts', './apprentice-application.paths'],
    ['src/test/x.tsx', './personas'],
    ['e2e/login/x.spec.ts', '../../src/test/personas'],
    ['mock-server/handlers/login/x.test.ts', '../../test-kit'],
  ])('test %s may import test data %s', async (file, source) => {
    expect(await problems(file, imports(source))).toEqual([])
  })

  it.each([
    ['src/components/shell/x.tsx', '../login/external-login-button', 'slice'],
    ['src/components/shell/start/x.tsx', '../../login/test-login-panel', 'slice'],
    ['src/components/application/company/x.tsx', '../../login/login-page', 'slice'],
    ['src/components/login/x.tsx', '../application/application-wizard', 'slice'],
    // A kit imports no slice.
    ['src/components/domain-widgets/x.tsx', '../application/application-wizard', 'slice'],
    ['src/components/ui/button/x.tsx', '../../shell/start/start-page', 'slice'],
    // A slice's machines keep to their slice too (machines/wizard is the kit).
    ['machines/ebook/x.machine.ts', '../application/application-rules', 'machineSlice'],
    ['machines/application/x.steps.ts', '../shell/session.machine', 'machineSlice'],
    ['machines/login/x.ts', '../ebook/ebook-report.machine', 'machineSlice'],
  ])("slice %s may not import another slice's %s", async (file, source, check) => {
    expect(await problems(file, imports(source))).toEqual([check])
  })

  it("a view in src/routes/-components is the shell slice's: it may not import another slice's components", async () => {
    expect(
      await problems('src/routes/-components/x.tsx', imports('../../components/ebook/report/outbox-panel')),
    ).toEqual(['slice'])
    expect(await problems('src/routes/-components/x.tsx', imports('../../components/shell/start/start-page'))).toEqual(
      [],
    )
    expect(await problems('src/components/ebook/x.tsx', imports('../../routes/-components/form-errors'))).toEqual([
      'slice',
    ])
  })

  it("a machine's test may drive another slice's machine; every slice may use the machines/wizard kit", async () => {
    expect(await problems('machines/ebook/x.machine.test.ts', imports('../application/application-rules'))).toEqual([])
    expect(await problems('machines/application/x.machine.ts', imports('../wizard/wizard-states'))).toEqual([])
  })

  it("a test may import another slice's components", async () => {
    expect(await problems('src/components/shell/x.test.tsx', imports('../login/test-login-panel'))).toEqual([])
  })

  it('checks re-exports and dynamic imports as well as imports', async () => {
    expect(await problems('src/domain/x.ts', "export { x } from '../components/ui/button/button'\n")).toEqual([
      'direction',
    ])
    expect(await problems('src/domain/x.ts', "export * from '../api/client'\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "export const load = () => import('../routes/login')\n")).toEqual([
      'direction',
    ])
    expect(await problems('src/domain/x.ts', "import type { X } from '../api/client'\nexport type Y = X\n")).toEqual([
      'direction',
    ])
  })

  it("a machine's path inputs and tests may take ids from the scenario; the machine itself may not", async () => {
    expect(await problems('machines/application/x.paths.ts', imports('../../mock-server/seed'))).toEqual([])
    expect(await problems('machines/application/x.machine.test.ts', imports('../../mock-server/seed'))).toEqual([])
    expect(await problems('machines/application/x.machine.ts', imports('../../mock-server/seed'))).toEqual([
      'direction',
    ])
  })

  it('domain may import the entity shapes of a schema as types only, never as values', async () => {
    expect(
      await problems(
        'src/domain/x.ts',
        "import type { Person } from '../api/shell/user.schemas'\nexport type P = Person\n",
      ),
    ).toEqual([])
    expect(
      await problems(
        'src/domain/x.ts',
        "import { type Person } from '../api/shell/user.schemas'\nexport type P = Person\n",
      ),
    ).toEqual([])
    expect(
      await problems(
        'src/domain/x.ts',
        "import { PersonSchema } from '../api/shell/user.schemas'\nexport const s = PersonSchema\n",
      ),
    ).toEqual(['direction'])
    expect(
      await problems(
        'src/domain/x.ts',
        "import { type Person, PersonSchema } from '../api/shell/user.schemas'\nexport const s: Person | typeof PersonSchema = PersonSchema\n",
      ),
    ).toEqual(['direction'])
  })

  it('judges import() with a template literal by the folder it lands in', async () => {
    expect(
      await problems('src/domain/x.ts', 'export const load = (name: string) => import(`../routes/${name}`)\n'),
    ).toEqual(['direction'])
    expect(
      await problems('src/domain/x.ts', 'export const load = (name: string) => import(`./rules/${name}.ts`)\n'),
    ).toEqual([])
    expect(
      await problems(
        'src/components/login/x.tsx',
        'export const load = (name: string) => import(`../ebook/${name}`)\n',
      ),
    ).toEqual(['slice'])
    expect(
      await problems(
        'src/components/login/x.tsx',
        'export const load = (slice: string) => import(`../${slice}/page`)\n',
      ),
    ).toEqual(['slice'])
  })

  it('judges each pattern of import.meta.glob; exclusions add nothing', async () => {
    expect(await problems('src/domain/x.ts', "export const files = import.meta.glob('../api/**/*.ts')\n")).toEqual([
      'direction',
    ])
    expect(
      await problems(
        'src/domain/x.ts',
        "export const files = import.meta.glob(['./texts/*.json', '../api/*.ts', '!../api/client.ts'])\n",
      ),
    ).toEqual(['direction'])
    expect(
      await problems(
        'src/i18n/x.ts',
        "export const files = import.meta.glob(['./locales/sv/*.json', '!./locales/sv/common.json'], { import: 'default' })\n",
      ),
    ).toEqual([])
    expect(
      await problems('src/components/login/x.tsx', "export const files = import.meta.glob('../../test/*.ts')\n"),
    ).toEqual(['testData'])
  })

  it('judges require() and import x = require()', async () => {
    expect(await problems('src/domain/x.ts', "export const x = require('../api/client')\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "import x = require('../api/client')\nexport const y = x\n")).toEqual([
      'direction',
    ])
  })

  it('judges import() in type positions: typeof import() and import().T', async () => {
    expect(await problems('src/domain/x.ts', "export type Client = typeof import('../api/client')\n")).toEqual([
      'direction',
    ])
    expect(
      await problems('src/domain/x.ts', "export type C = import('../components/ui/button/button').ButtonProps\n"),
    ).toEqual(['direction'])
    // Type-only, like `import type`: domain may name a schema's entity shape this way too.
    expect(await problems('src/domain/x.ts', "export type P = import('../api/shell/user.schemas').Person\n")).toEqual(
      [],
    )
  })

  it('lints .mjs, .cjs and .jsx files as well', async () => {
    expect(await problems('src/domain/x.mjs', imports('../api/client'))).toEqual(['direction'])
    expect(await problems('src/domain/x.cjs', "module.exports = require('../api/client')\n")).toEqual(['direction'])
    expect(
      await problems(
        'src/components/login/x.jsx',
        "import { Page } from '../ebook/page'\nexport const X = () => <Page />\n",
      ),
    ).toEqual(['slice'])
  })

  it('reports a specifier it cannot place instead of letting it pass', async () => {
    // No tsconfig `paths` today: an alias nobody declared, or a path the code computes, fails.
    expect(await problems('src/domain/x.ts', imports('@/api/client'))).toEqual(['unknown'])
    expect(await problems('src/domain/x.ts', imports('~/api/client'))).toEqual(['unknown'])
    expect(await problems('src/domain/x.ts', imports('#api/client'))).toEqual(['unknown'])
    expect(await problems('src/domain/x.ts', 'export const load = (file: string) => import(file)\n')).toEqual([
      'unknown',
    ])
    // Installed packages, Node built-ins and Vite's virtual modules are not ours.
    expect(await problems('src/domain/x.ts', imports('@tanstack/react-router'))).toEqual([])
    expect(await problems('src/domain/x.ts', imports('node:path'))).toEqual([])
    expect(await problems('src/components/shell/x.tsx', imports('virtual:pwa-register/react'))).toEqual([])
  })

  it('an alias added to tsconfig.json paths is resolved and judged, not skipped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-direction-'))
    const tsconfig = join(dir, 'tsconfig.json')
    // JSONC, as tsconfig.json allows.
    writeFileSync(
      tsconfig,
      `{\n  // the alias a newcomer adds\n  "compilerOptions": { "baseUrl": ${JSON.stringify(ROOT)}, "paths": { "@/*": ["src/*"], "@machines/*": ["machines/*"], }, },\n}\n`,
    )
    const withAlias = new ESLint({
      cwd: ROOT,
      overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
      overrideConfig: { settings: { 'import-direction': { tsconfig } } },
    })
    const lint = async (file: string, code: string) =>
      (await withAlias.lintText(code, { filePath: resolve(ROOT, file) }))[0].messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => message.messageId)
    try {
      expect(await lint('src/domain/x.ts', imports('@/api/client'))).toEqual(['direction'])
      expect(await lint('src/domain/x.ts', imports('@/domain/validation'))).toEqual([])
      expect(await lint('machines/login/x.machine.ts', imports('@/api/login/login'))).toEqual(['direction'])
      expect(await lint('machines/login/x.machine.ts', imports('@machines/ebook/ebook-report.machine'))).toEqual([
        'machineSlice',
      ])
      expect(await lint('src/components/login/x.tsx', imports('@/components/ebook/page'))).toEqual(['slice'])
      expect(await lint('src/components/login/x.tsx', imports('@/test/personas'))).toEqual(['testData'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the bundler declares no alias of its own (aliases go to tsconfig.json paths, which the rule reads)', () => {
    for (const config of ['vite.config.ts', 'vitest.config.ts']) {
      expect(readFileSync(resolve(ROOT, config), 'utf8'), config).not.toMatch(/\balias\b/)
    }
  })
})

describe('machines read failures, they do not classify them (ADR 0015)', () => {
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) })
    return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length
  }

  it.each(['toFailure', 'classified', 'isFailure'])('refuses %s from src/api/failure in a machine', async (name) => {
    expect(
      await restricted(
        'machines/login/x.machine.ts',
        `import { ${name} } from '../../src/api/failure'\nexport const y = ${name}\n`,
      ),
    ).toBe(1)
  })

  it('refuses the HTTP client in a machine', async () => {
    expect(
      await restricted('machines/ebook/x.rules.ts', `import { HTTPError } from 'ky'\nexport const y = HTTPError\n`),
    ).toBe(1)
  })

  it('lets a machine read a failure, and an edge classify one', async () => {
    expect(
      await restricted(
        'machines/login/x.machine.ts',
        `import { failureOf, failureMessage } from '../../src/api/failure'\nexport const y = [failureOf, failureMessage]\n`,
      ),
    ).toBe(0)
    expect(
      await restricted(
        'src/components/login/x.edge.ts',
        `import { classified } from '../../api/failure'\nexport const y = classified\n`,
      ),
    ).toBe(0)
  })
})
