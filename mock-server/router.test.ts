import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { allHandlers } from './handlers'
import { candidatesFor, entryOf, literalOf, routed } from './router'
import { resetScenario } from './scenario'
import { personaToken } from './seed'

describe('literalOf: the part of a handler path every URL it matches contains', () => {
  it('stops at the first parameter or wildcard, after the origin wildcard', () => {
    expect(literalOf('*/api/m/v1/companies/:id/employments')).toBe('/api/m/v1/companies')
    expect(literalOf('*/api/m/v1/book-pauses/list/')).toBe('/api/m/v1/book-pauses/list')
    expect(literalOf('*/__mock/*')).toBe('/__mock')
    expect(literalOf('*/API/M/V1/Users/me')).toBe('/api/m/v1/users/me')
  })

  it('a RegExp or a predicate is always tried', () => {
    expect(literalOf(/\/api\//)).toBe('')
    expect(literalOf(() => true)).toBe('')
  })
})

describe('the router answers exactly as the handlers in a row do', () => {
  beforeEach(async () => {
    await resetScenario()
  })

  const router = routed(allHandlers)
  const maria = { Authorization: `Bearer ${personaToken('companyAdmin')}`, 'Accept-Language': 'sv' }
  const json = { ...maria, 'Content-Type': 'application/json' }
  const cases: [string, string, RequestInit?][] = [
    ['GET', '/api/m/v1/users/me', { headers: maria }],
    ['GET', '/API/M/V1/USERS/ME', { headers: maria }],
    ['GET', '/api/m/v1/users/me'],
    ['GET', '/api/m/v1/no-such-call', { headers: maria }],
    ['GET', '/api/m/v1/applications/get/%E0%A4%A', { headers: maria }],
    ['PATCH', '/api/m/v1/book-pauses/list', { headers: json, body: JSON.stringify({ bookId: 7001 }) }],
    ['PATCH', '/api/m/v1/book-pauses/list/', { headers: json, body: JSON.stringify({ bookId: 7001 }) }],
    ['PATCH', '/api/m/v1/companies/1/employments', { headers: json, body: '{"companyId":' }],
    ['DELETE', '/api/m/v1/users/me', { headers: maria }],
    ['GET', '/__mock/outbox'],
  ]

  const statuses = new Set<number | undefined>()
  for (const [method, path, init] of cases)
    it(`${method} ${path}`, async () => {
      const request = () => new Request(`http://localhost${path}`, { method, ...init })
      const direct = await getResponse(allHandlers, request())
      await resetScenario()
      const viaRouter = await getResponse([router], request())
      statuses.add(direct?.status)
      expect(viaRouter?.status).toBe(direct?.status)
      expect(await viaRouter?.text()).toBe(await direct?.text())
    })

  it('the cases above cover answers, refusals, unknown calls and malformed paths', () => {
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404, 422]))
  })

  it('a request tries only the handlers that can match it (not all 120-odd)', () => {
    const entries = allHandlers.map(entryOf)
    const tried = candidatesFor(entries, 'PATCH', 'http://localhost/api/m/v1/book-pauses/list/')
    expect(tried.length).toBeLessThan(12)
    expect(allHandlers.length).toBeGreaterThan(100)
  })
})
