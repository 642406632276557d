import { rmSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Pact merges every run into the existing pact file, so an interaction renamed or removed in a
 * consumer test would live on in the contract. Starting the consumer run from an empty folder
 * keeps contracts/pacts exactly what the tests say. (vitest `globalSetup` of contracts-consumer.)
 */
export default function setup(): void {
  const dir = fileURLToPath(new URL('../pacts', import.meta.url))
  mkdirSync(dir, { recursive: true })
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json')) rmSync(join(dir, file))
  }
}
