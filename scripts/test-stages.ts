/**
 * `npm test`: every stage (typecheck, lint, unit + components + build, contracts, end-to-end), stopping
 * at the first that fails, with the time of each printed at the end (issue 8 §6: the suite stays within
 * 15 minutes on a 2-core machine as slices are added, and the CI log shows where time goes).
 *
 * The stages of a group run side by side. The first group: typecheck and lint use one core each, and the end-to-end tests'
 * mock-mode build (what Playwright's web server would otherwise build first) fills the gaps; the
 * end-to-end stage then only serves it (E2E_PREBUILT, playwright.config.ts).
 */
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const port = process.env.E2E_PORT ?? '4173'

interface Stage {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
}

const run = (stage: Stage): Promise<{ stage: string; seconds: number; ok: boolean }> =>
  new Promise((resolve) => {
    const t0 = Date.now()
    const child = spawn(stage.command, stage.args, { stdio: 'inherit', env: { ...process.env, ...stage.env } })
    const done = (ok: boolean) => resolve({ stage: stage.name, seconds: (Date.now() - t0) / 1000, ok })
    child.on('exit', (code) => done(code === 0))
    child.on('error', () => done(false))
  })

const npmRun = (name: string, env?: Record<string, string>): Stage => ({
  name,
  command: npm,
  args: ['run', '--silent', name],
  env,
})

const GROUPS: Stage[][] = [
  [
    npmRun('typecheck'),
    npmRun('lint'),
    { name: 'e2e build', command: npx, args: ['vite', 'build', '--logLevel', 'warn', '--outDir', `dist-e2e/${port}`] },
  ],
  [npmRun('test:unit')],
  // The build for a real API (the PWA worker, issue 17's cold start offline) with its own build and
  // servers, beside the contracts: neither fills both cores (35 s and 45 s one after the other).
  [npmRun('test:contracts'), npmRun('test:e2e:real-api')],
  [npmRun('test:e2e', { E2E_PREBUILT: '1' })],
]

const times: Array<{ stage: string; seconds: number; ok: boolean }> = []
const started = Date.now()
let failed: string | null = null
for (const group of GROUPS) {
  console.log(`\n=== ${group.map((s) => s.name).join(' + ')}`)
  const results = await Promise.all(group.map(run))
  times.push(...results)
  const failure = results.find((r) => !r.ok)
  if (failure) {
    failed = failure.stage
    break
  }
}
const fmt = (s: number) => `${Math.floor(s / 60)} min ${(s % 60).toFixed(0).padStart(2)} s`
console.log('\nTest stages (those of a group side by side):')
for (const { stage, seconds } of times) console.log(`  ${stage.padEnd(16)} ${fmt(seconds)}`)
console.log(
  `  ${'total'.padEnd(16)} ${fmt((Date.now() - started) / 1000)}${failed ? `  (stopped: ${failed} failed)` : ''}`,
)
process.exit(failed ? 1 : 0)
