import { relative, sep } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints, after the run, the browser time each slice's specs took (e2e/<slice>/…), summed over
 * workers, with the number of tests and the slowest test (issue 8 §6: the CI log shows where the
 * end-to-end time goes as slices are added, so a slice that outgrows its share is seen in the log,
 * not found out when `npm test` passes 15 minutes).
 */
export default class SliceTimesReporter implements Reporter {
  private readonly slices = new Map<string, { ms: number; tests: number; slowest: { ms: number; title: string } }>()
  private started = Date.now()

  onBegin(): void {
    this.started = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The spec file the test belongs to, not where it was declared: the walk specs declare their tests
    // through e2e/support/walk-replay.ts, which would count them to "support".
    let suite = test.parent
    while (suite.type !== 'file' && suite.parent) suite = suite.parent
    const file = suite.type === 'file' && suite.location ? suite.location.file : test.location.file
    const path = relative('e2e', relative(process.cwd(), file))
    const slice = path.includes(sep) ? (path.split(sep)[0] ?? path) : '(top)'
    const entry = this.slices.get(slice) ?? { ms: 0, tests: 0, slowest: { ms: 0, title: '' } }
    entry.ms += result.duration
    entry.tests += 1
    if (result.duration > entry.slowest.ms) entry.slowest = { ms: result.duration, title: test.title }
    this.slices.set(slice, entry)
  }

  onEnd(result: FullResult): void {
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`
    const rows = [...this.slices].sort((a, b) => b[1].ms - a[1].ms)
    const total = rows.reduce((sum, [, e]) => sum + e.ms, 0)
    console.log(
      `\nEnd-to-end time per slice (browser time summed over workers; wall ${s(Date.now() - this.started)}, ${result.status}):`,
    )
    for (const [slice, e] of rows) {
      const title = e.slowest.title.length > 60 ? `${e.slowest.title.slice(0, 57)}…` : e.slowest.title
      console.log(
        `  ${slice.padEnd(12)} ${s(e.ms).padStart(6)}  ${String(e.tests).padStart(3)} tests  slowest ${s(e.slowest.ms)}: ${title}`,
      )
    }
    console.log(`  ${'total'.padEnd(12)} ${s(total).padStart(6)}`)
  }

  printsToStdio(): boolean {
    return false
  }
}
