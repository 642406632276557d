/**
 * Import circles among the portal's own modules (issue 18 §3): every static import and re-export,
 * `import type` included (a type-only circle still ties the modules' order and their reading), and
 * `import()`, resolved by TypeScript itself with the repo's tsconfig. Tests are left out (a test
 * may import what imports it). `npm run check:cycles` prints the circles and fails when there is one;
 * scripts/import-cycles.test.ts keeps the count at 0 in `npm test`.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
const FOLDERS = /^(src|machines|mock-server)\//
const LEFT_OUT = /(\.test\.tsx?|routeTree\.gen\.ts)$/

/** The module files of `root`'s tsconfig under src, machines and mock-server, tests left out. */
export function moduleFiles(root = ROOT): { files: string[]; options: ts.CompilerOptions } {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error(`no tsconfig.json in ${root}`)
  const files = config.fileNames.filter(
    (file) => FOLDERS.test(path.relative(root, file).split(path.sep).join('/')) && !LEFT_OUT.test(file),
  )
  return { files, options: config.options }
}

/** Each circle as the repo paths of its files (a strongly connected group of two or more, or a file importing itself). */
export function importCycles(files: readonly string[], options: ts.CompilerOptions, root = ROOT): string[][] {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName)
    graph.set(file, targets)
  }
  // Tarjan's strongly connected components.
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    low.set(file, order.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!order.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!))
    }
    if (low.get(file) !== order.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || graph.get(file)!.includes(file))
      cycles.push(group.map((f) => path.relative(root, f).split(path.sep).join('/')).sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return cycles
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { files, options } = moduleFiles()
  const cycles = importCycles(files, options)
  for (const cycle of cycles) console.log(`circle of ${cycle.length} files:\n  ${cycle.join('\n  ')}`)
  console.log(`${cycles.length} import circles among ${files.length} modules`)
  process.exitCode = cycles.length === 0 ? 0 : 1
}
