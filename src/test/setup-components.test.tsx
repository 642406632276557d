import { describe, expect, it } from 'vitest'
import { configureApi, http } from '../api/client'

/**
 * setup-components.ts puts the api client back after each test: component files share one module
 * graph per worker, and a test that wired the client to a Polish session once made the next file's
 * calls come back in Polish (CI, stop 15). The two tests run in this order.
 */
describe('the api client between component tests', () => {
  it('a test wires the client to a logged-in Polish session', () => {
    configureApi({ getToken: () => 'token-of-the-last-test', getLocale: () => 'pl' })
  })

  it('the next test calls without its token and in Swedish', async () => {
    let sent: Request | undefined
    configureApi({
      fetch: async (input, init) => {
        sent = new Request(input, init)
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
      },
    })
    await http().get('probe').json()
    expect(sent?.headers.get('Accept-Language')).toBe('sv')
    expect(sent?.headers.get('Authorization')).toBeNull()
  })
})
