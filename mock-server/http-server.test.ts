import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockHttpServer, type MockHttpServer } from './http-server'

describe('the simulated backend over real HTTP', () => {
  let server: MockHttpServer

  beforeAll(async () => {
    server = await startMockHttpServer(0)
  })
  afterAll(async () => {
    await server.close()
  })

  it('listens on a free port and answers the API under /api/m/v1', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.url).not.toMatch(/:0$/)
    const response = await fetch(`${server.url}/api/m/v1/notifications/list`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer token-companyAdmin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ startAt: 0, pageSize: 3, sortBy: 'sentTime', sortDesc: true, search: '' }),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { rows: unknown[]; total: number }
    expect(body.rows).toHaveLength(3)
    expect(body.total).toBe(160)
  })

  it('answers the control endpoints and the e-ID flow across them', async () => {
    const started = await fetch(`${server.url}/api/m/v1/persons/loginbankid-gettoken`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).then((r) => r.json() as Promise<{ sessionId: string }>)
    const confirm = await fetch(`${server.url}/__mock/bankid/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId: started.sessionId, personalNumber: '19780902-4578' }),
    })
    expect(confirm.status).toBe(200)
    const login = await fetch(`${server.url}/api/m/v1/persons/loginbankid-login`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId: started.sessionId }),
    })
    expect(((await login.json()) as { firstName: string }).firstName).toBe('Johan')
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(200)
  })

  it('resets to the scenario variant asked for (many-notifications), and back to the default', async () => {
    const total = async () => {
      const response = await fetch(`${server.url}/api/m/v1/notifications/list`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer token-apprentice', 'Content-Type': 'application/json' },
        body: JSON.stringify({ startAt: 0, pageSize: 1, sortBy: 'sentTime', sortDesc: true, search: '' }),
      })
      return ((await response.json()) as { total: number }).total
    }
    const reset = (body?: unknown) =>
      fetch(`${server.url}/__mock/reset`, {
        method: 'POST',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
    expect(await (await reset({ scenario: 'many-notifications' })).json()).toEqual({
      ok: true,
      scenario: 'many-notifications',
    })
    expect(await total()).toBe(1005)
    expect((await reset()).status).toBe(200)
    expect(await total()).toBe(5)
  })

  it('allows cross-origin calls (preflight and answer)', async () => {
    const preflight = await fetch(`${server.url}/api/m/v1/persons/list-fakes`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization')
    const answer = await fetch(`${server.url}/api/m/v1/persons/list-fakes`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('drops the connection when the fault switch simulates a network error', async () => {
    const put = (mode: string) =>
      fetch(`${server.url}/__mock/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      })
    expect((await put('network')).status).toBe(200)
    await expect(fetch(`${server.url}/api/m/v1/app/version`)).rejects.toThrow()
    await put('none')
    expect((await fetch(`${server.url}/api/m/v1/app/version`)).status).toBe(200)
  })

  it('answers a JSON 404 for an endpoint it does not know', async () => {
    // No call of the API (its earlier examples, print-orders/list and generate-hash, became real calls).
    const response = await fetch(`${server.url}/api/m/v1/no-such-call/1`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toBe('Det efterfrågade hittades inte.')
  })

  it('answers a JSON 400, not a 500 with a stack trace, for a broken percent-escape in the path', async () => {
    for (const path of ['/api/m/v1/applications/get/%E0%A4%A', '/api/m/v1/persons/get/%', '/__mock/%ZZ']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': 'en' } })
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { message: string }).message, path).toBe(
        'The address contains an invalid percent-encoding.',
      )
    }
  })

  it('answers 401 and 422 as over MSW', async () => {
    const unauthorized = await fetch(`${server.url}/api/m/v1/persons/fetch-address`)
    expect(unauthorized.status).toBe(401)
    const invalid = await fetch(`${server.url}/api/m/v1/persons/login-hash`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-GB,en;q=0.8' },
      body: 'not json',
    })
    expect(invalid.status).toBe(422)
    expect(((await invalid.json()) as { message: string }).message).toBe('The request body is not valid JSON.')
  })
})
