import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// A copy of the spec's /work/shared/spec/endpoints.json (§7's calls), shared with the hostile sweep.
import spec from '../../mock-server/handlers/spec-endpoints.json'

/**
 * Issue 22 "every call contracted": each call of §7 (endpoints.json) has, in the pacts the consumer
 * tests wrote (run them first: this project runs after contracts-consumer), at least one interaction
 * the server answers with success (2xx) and one it refuses (4xx/5xx). verify.test.ts checks the
 * simulated backend answers them all as the consumer expects.
 */

const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url))
const BASE = spec.basePath

interface Interaction {
  description: string
  request: { method: string; path: string }
  response: { status: number }
}

function interactions(): Interaction[] {
  return readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .flatMap(
      (file) =>
        (JSON.parse(readFileSync(join(PACT_DIR, file), 'utf8')) as { interactions: Interaction[] }).interactions,
    )
}

/** A spec path (`/books/{id}/reports`) as a pattern of the concrete paths the pacts call. */
const pathPattern = (path: string) =>
  new RegExp(
    `^${(BASE + path.replace(/\/$/, ''))
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}/?$`,
  )

describe('the pacts cover every call of §7 (endpoints.json)', () => {
  const all = interactions()
  const coverage = spec.endpoints.map(({ method, path }) => {
    const pattern = pathPattern(path)
    const statuses = all
      .filter((i) => i.request.method.toUpperCase() === method && pattern.test(i.request.path))
      .map((i) => i.response.status)
    return {
      call: `${method} ${path}`,
      success: statuses.some((status) => status >= 200 && status < 300),
      refusal: statuses.some((status) => status >= 400),
    }
  })

  it('lists the calls of the spec', () => {
    expect(spec.endpoints.length).toBeGreaterThan(120)
  })

  it('has a success interaction for every call', () => {
    expect(coverage.filter((c) => !c.success).map((c) => c.call)).toEqual([])
  })

  it('has an error interaction for every call', () => {
    expect(coverage.filter((c) => !c.refusal).map((c) => c.call)).toEqual([])
  })
})
