/**
 * `npm test`: every stage in order (typecheck, lint, unit + components + build, contracts, end-to-end),
 * stopping at the first that fails, with the time of each printed at the end (issue 8 §6: the suite
 * stays within 15 minutes on a 2-core machine as slices are added, and the CI log shows where time goes).
 */
import { spawnSync } from 'node:child_process'

const STAGES = ['typecheck', 'lint', 'test:unit', 'test:contracts', 'test:e2e']
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const times: Array<[string, number]> = []
const started = Date.now()
let failed: string | null = null
for (const stage of STAGES) {
  const t0 = Date.now()
  console.log(`\n=== npm run ${stage}`)
  const result = spawnSync(npm, ['run', '--silent', stage], { stdio: 'inherit' })
  times.push([stage, (Date.now() - t0) / 1000])
  if (result.status !== 0) {
    failed = stage
    break
  }
}
const fmt = (s: number) => `${Math.floor(s / 60)} min ${(s % 60).toFixed(0).padStart(2)} s`
console.log('\nTest stages:')
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(16)} ${fmt(seconds)}`)
console.log(`  ${'total'.padEnd(16)} ${fmt((Date.now() - started) / 1000)}${failed ? `  (stopped: ${failed} failed)` : ''}`)
process.exit(failed ? 1 : 0)
