import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  divergenceMessage,
  firstDivergence,
  playwrightSpecFrom,
  RecordedPathSchema,
  type ReachedState,
  type RecordedPath,
} from './path-recording'

/**
 * The recorded paths committed under e2e/recorded/ (issue 23): each is a path file the panel exported,
 * with the spec the panel wrote for it (Prettier-formatted, as committed), and a path that no longer
 * replays fails with the first state where the replay left it.
 */

const DIR = resolve(import.meta.dirname, '../../../../e2e/recorded')
const names = readdirSync(DIR)
  .filter((file) => file.endsWith('.path.json'))
  .map((file) => file.replace(/\.path\.json$/, ''))
const pathOf = (name: string): RecordedPath =>
  v.parse(RecordedPathSchema, JSON.parse(readFileSync(resolve(DIR, `${name}.path.json`), 'utf8')))
/** The states a replay that goes exactly the recorded way reaches. */
const statesOf = (path: RecordedPath): ReachedState[] =>
  path.steps.flatMap((step) => (step.kind === 'state' ? [{ machineId: step.machineId, value: step.value }] : []))

describe('the recorded paths in e2e/recorded', () => {
  it('has at least one, each a valid path file next to the spec the recorder writes for it', async () => {
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) {
      const specFile = resolve(DIR, `${name}.spec.ts`)
      const written = await format(playwrightSpecFrom(pathOf(name), name), {
        ...(await resolveConfig(specFile)),
        filepath: specFile,
      })
      expect(readFileSync(specFile, 'utf8'), name).toBe(written)
    }
  })

  it('fails a replay of a changed path with the first state where it diverged', () => {
    for (const name of names) {
      const path = pathOf(name)
      expect(firstDivergence(path, statesOf(path)), name).toBeNull()
      // The machine's path changed: its last recorded state is now one it no longer reaches.
      const last = path.steps.findLastIndex((step) => step.kind === 'state')
      const step = path.steps[last]
      if (step.kind !== 'state') throw new Error(`${name} records no state`)
      const tampered = { ...path, steps: path.steps.with(last, { ...step, value: 'removedState' }) }
      const divergence = firstDivergence(tampered, statesOf(path))
      expect(divergence, name).toMatchObject({ machineId: step.machineId, expected: 'removedState' })
      expect(divergenceMessage(divergence!)).toBe(
        `${step.machineId}: state ${divergence!.index + 1} should be "removedState" but the replay reached ${JSON.stringify(step.value)}`,
      )
    }
  })
})
