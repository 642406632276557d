import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, moduleFiles } from './import-cycles'

describe('import circles', () => {
  it('the portal has none (npm run check:cycles lists them)', () => {
    const { files, options } = moduleFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(importCycles(files, options)).toEqual([])
  })

  it('a circle of type-only imports counts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'))
    try {
      writeFileSync(
        join(dir, 'page.tsx'),
        "import type { Props } from './wizard'\nexport const page = (p: Props) => p\n",
      )
      writeFileSync(
        join(dir, 'wizard.tsx'),
        "import { page } from './page'\nexport interface Props { a: number }\nexport const w = page\n",
      )
      writeFileSync(join(dir, 'alone.ts'), "import { page } from './page'\nexport const x = page\n")
      const files = ['page.tsx', 'wizard.tsx', 'alone.ts'].map((f) => join(dir, f))
      expect(importCycles(files, { jsx: 4 }, dir)).toEqual([['page.tsx', 'wizard.tsx']])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
