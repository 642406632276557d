/**
 * The import-direction rule, run through the repo's real eslint.config.js: a wrong import fails
 * with the rule's id, a right one passes. The file paths need not exist; the rule judges where
 * the import resolves to.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const RULE = 'local/import-direction'
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: resolve(ROOT, 'eslint.config.js') })

/** The message ids the rule reports for `code` linted as if it were `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) })
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.messageId ?? message.message)
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
  ])('%s may not import %s', async (file, source) => {
    expect(await problems(file, imports(source))).toEqual(['direction'])
  })

  it.each([
    ['src/domain/x.ts', './validation'],
    ['src/api/login/x.ts', '../../domain/validation'],
    ['src/api/login/x.ts', '../client'],
    ['machines/login/x.machine.ts', '../../src/domain/validation'],
    ['machines/login/x.machine.ts', '../../src/api/login/login'],
    ['machines/login/x.machine.ts', './flow-support'],
    ['mock-server/handlers/login/x.ts', '../../../src/api/login/login.schemas'],
    ['mock-server/handlers/login/x.ts', '../../../src/api/common.schemas'],
    ['mock-server/handlers/login/x.ts', '../../../src/domain/validation'],
    ['mock-server/handlers/login/x.ts', '../-support'],
    ['src/routes/x.tsx', '../../machines/login/register.machine'],
    ['src/routes/x.tsx', '../components/application/application-wizard'],
    ['src/components/login/x.tsx', '../../../mock-server/browser'],
    ['src/components/login/x.tsx', '../ui/button/button'],
    ['src/components/application/company/x.tsx', '../../wizard/wizard-frame'],
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
    ['src/components/shell/x.tsx', '../login/external-login-button'],
    ['src/components/shell/start/x.tsx', '../../login/test-login-panel'],
    ['src/components/application/company/x.tsx', '../../login/login-page'],
    ['src/components/login/x.tsx', '../application/application-wizard'],
  ])("slice %s may not import another slice's component %s", async (file, source) => {
    expect(await problems(file, imports(source))).toEqual(['slice'])
  })

  it('a test may import another slice\'s components', async () => {
    expect(await problems('src/components/shell/x.test.tsx', imports('../login/test-login-panel'))).toEqual([])
  })

  it('checks re-exports and dynamic imports as well as imports', async () => {
    expect(await problems('src/domain/x.ts', "export { x } from '../components/ui/button/button'\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "export * from '../api/client'\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "export const load = () => import('../routes/login')\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "import type { X } from '../api/client'\nexport type Y = X\n")).toEqual(['direction'])
  })

  it("a machine's path inputs and tests may take ids from the scenario; the machine itself may not", async () => {
    expect(await problems('machines/application/x.paths.ts', imports('../../mock-server/seed'))).toEqual([])
    expect(await problems('machines/application/x.machine.test.ts', imports('../../mock-server/seed'))).toEqual([])
    expect(await problems('machines/application/x.machine.ts', imports('../../mock-server/seed'))).toEqual(['direction'])
  })

  it('domain may import the entity shapes of a schema as types only, never as values', async () => {
    expect(await problems('src/domain/x.ts', "import type { Person } from '../api/shell/user.schemas'\nexport type P = Person\n")).toEqual([])
    expect(await problems('src/domain/x.ts', "import { type Person } from '../api/shell/user.schemas'\nexport type P = Person\n")).toEqual([])
    expect(await problems('src/domain/x.ts', "import { PersonSchema } from '../api/shell/user.schemas'\nexport const s = PersonSchema\n")).toEqual(['direction'])
    expect(await problems('src/domain/x.ts', "import { type Person, PersonSchema } from '../api/shell/user.schemas'\nexport const s: Person | typeof PersonSchema = PersonSchema\n")).toEqual(['direction'])
  })
})
