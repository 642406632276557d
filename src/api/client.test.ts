import { afterEach, describe, expect, it } from 'vitest'
import { configureApi, http, isWriteCall, onApiEvent, type ApiEvent } from './client'

/** The events one call sends, answered `status` by a fetch that never leaves the test. */
async function eventsOf(method: string, path: string, status = 200): Promise<ApiEvent['type'][]> {
  configureApi({
    baseUrl: 'http://portal.test',
    fetch: async () => new Response(JSON.stringify({}), { status, headers: { 'Content-Type': 'application/json' } }),
  })
  const seen: ApiEvent['type'][] = []
  const stop = onApiEvent((event) => seen.push(event.type))
  try {
    await http()(path, { method }).catch(() => undefined)
  } finally {
    stop()
  }
  return seen.filter((type) => type !== 'api.loading')
}

afterEach(() => configureApi({ baseUrl: '', fetch: undefined }))

describe('a write tells the app that what was loaded ahead may be out of date (ADR 0014 rule 3)', () => {
  it('a change answered 2xx is told; the same call refused is not', async () => {
    expect(await eventsOf('DELETE', 'applications/delete/30601')).toEqual(['api.written'])
    expect(await eventsOf('POST', 'educations/book-pauses/create', 201)).toEqual(['api.written'])
    expect(await eventsOf('PATCH', 'books/7001/update')).toEqual(['api.written'])
    expect(await eventsOf('DELETE', 'applications/delete/30601', 403)).not.toContain('api.written')
  })

  it('the reads are not, whatever their method: GET and the lists and look-ups sent by PATCH or PUT', async () => {
    expect(await eventsOf('GET', 'books/get/7001')).toEqual([])
    expect(await eventsOf('PATCH', 'applications/list')).toEqual([])
    expect(await eventsOf('PATCH', 'notifications/list')).toEqual([])
  })
})

describe('isWriteCall', () => {
  const api = (path: string) => `http://portal.test/api/m/v1/${path}`
  it.each([
    ['PATCH', 'users'],
    ['PATCH', 'companies'],
    ['PATCH', 'companies/1/employments'],
    ['PATCH', 'companies/1/orders'],
    ['PATCH', 'companies/1/departments/public-list'],
    ['PATCH', 'companies/get-by-number'],
    ['PATCH', 'book-pauses/list/'],
    ['PATCH', 'books/calibration'],
    ['PATCH', 'educations/5/get-qualification-time-length'],
    ['PATCH', 'persons/fetch-gug-courses/'],
    ['PUT', 'trade-certificates/read'],
    ['HEAD', 'app/version'],
  ])('%s %s reads', (method, path) => {
    expect(isWriteCall(method, api(path))).toBe(false)
  })
  it.each([
    ['PATCH', 'users/select'],
    ['PATCH', 'companies/update/1'],
    ['PATCH', 'companies/1/approve-distance-order/4'],
    ['POST', 'employments/create/'],
    ['POST', 'employments/end/5'],
    ['PATCH', 'notifications/mark-read'],
    ['POST', 'persons/login-hash'],
    ['PATCH', 'qualification-times/5/approve'],
  ])('%s %s writes', (method, path) => {
    expect(isWriteCall(method, api(path))).toBe(true)
  })
})
