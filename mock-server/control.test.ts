import { describe, expect, it } from 'vitest'
import { isNetworkError } from 'ky'
import { getApiVersion } from '../src/api/shell/settings'
import { listFakes } from '../src/api/login/login'
import { getPerson } from '../src/api/shell/persons'
import { getDistanceOrder } from '../src/api/orders/distance-orders'
import { COMPANY_NORR, ORDER_IDS, PERSONAS } from './seed'
import { control, failureOf, withSimulatedBackend } from './test-kit'

const api = withSimulatedBackend()

describe('the fault switch (/__mock/faults)', () => {
  it('is off after a reset', async () => {
    expect((await control('GET', '/faults')).body).toEqual({ latencyMs: 0, mode: 'none', only: null, hold: null })
  })

  it('fails every /api call with the chosen status, but never the control endpoints', async () => {
    await control('PUT', '/faults', { mode: '500' })
    expect((await failureOf(getApiVersion())).status).toBe(500)
    await control('PUT', '/faults', { mode: '406' })
    api.as('apprentice')
    expect((await failureOf(getPerson(PERSONAS.apprentice.id))).status).toBe(406)
    await control('PUT', '/faults', { mode: '422' })
    const invalid = await failureOf(listFakes())
    expect(invalid.status).toBe(422)
    expect(invalid.body?.errors?.length).toBe(1)
    expect((await control('GET', '/outbox')).status).toBe(200)
    await control('PUT', '/faults', { mode: 'none' })
    expect(await getApiVersion()).toBe('3.8.2')
  })

  it('fails only the calls whose path starts with `only`', async () => {
    await control('PUT', '/faults', { mode: '500', only: 'persons/get' })
    api.as('apprentice')
    expect((await failureOf(getPerson(PERSONAS.apprentice.id))).status).toBe(500)
    expect(await getApiVersion()).toBe('3.8.2')
    await control('PUT', '/faults', { only: null })
    expect((await failureOf(getApiVersion())).status).toBe(500)
  })

  it('simulates a network error', async () => {
    await control('PUT', '/faults', { mode: 'network' })
    const error = await getApiVersion().then(
      () => null,
      (e: unknown) => e,
    )
    expect(isNetworkError(error)).toBe(true)
  })

  it('delays answers by the latency', async () => {
    await control('PUT', '/faults', { latencyMs: 150 })
    const started = Date.now()
    await getApiVersion()
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('holds the calls of a path unanswered until the hold is lifted, and only those', async () => {
    await control('PUT', '/faults', { hold: 'app/version' })
    let answered = false
    const version = getApiVersion().then((answer) => {
      answered = true
      return answer
    })
    api.as('apprentice')
    expect((await getPerson(PERSONAS.apprentice.id)).id).toBe(PERSONAS.apprentice.id)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    await control('PUT', '/faults', { hold: null })
    expect(await version).toBe('3.8.2')
  })

  it('answers 422 for an unknown mode', async () => {
    const answer = await control<{ errors: Array<{ field: string }> }>('PUT', '/faults', { mode: '418' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors[0].field).toBe('mode')
  })
})

describe('the scenario clock and reset', () => {
  it('pins and releases the clock', async () => {
    expect((await control('PUT', '/clock', { now: '2027-01-02T03:04:05.000Z' })).body).toEqual({
      now: '2027-01-02T03:04:05.000Z',
    })
    expect((await control('GET', '/clock')).body).toEqual({ now: '2027-01-02T03:04:05.000Z' })
    expect((await control('PUT', '/clock', { now: 'tomorrow' })).status).toBe(422)
    expect((await control('PUT', '/clock', { now: null })).body).toEqual({ now: null })
  })

  it('reset undoes changes, faults and the clock', async () => {
    api.as('unregistered')
    await control('PUT', '/faults', { latencyMs: 5, mode: '500' })
    await control('PUT', '/clock', { now: '2027-01-02T03:04:05.000Z' })
    expect((await control('POST', '/reset')).status).toBe(200)
    expect((await control('GET', '/faults')).body).toEqual({ latencyMs: 0, mode: 'none', only: null, hold: null })
    expect((await control('GET', '/clock')).body).toEqual({ now: null })
    expect((await getPerson(PERSONAS.unregistered.id)).phoneVerified).toBe(false)
  })

  it('reset with a clock pins it before seeding: the dates placed relative to the seed day follow it', async () => {
    expect((await control('POST', '/reset', { now: 'soon' })).status).toBe(422)
    expect((await control('POST', '/reset', { now: '2026-11-16T09:00:00.000Z' })).status).toBe(200)
    expect((await control('GET', '/clock')).body).toEqual({ now: '2026-11-16T09:00:00.000Z' })
    api.as('companyAdmin')
    // 50501: 10 of 30 days left from the seed day (scenario/orders.ts), the §4 warning on the pinned day.
    const order = await getDistanceOrder(COMPANY_NORR.id, ORDER_IDS.nearDeadline)
    expect(order.latestApprovalDate).toBe('2026-11-26')
    expect(order.deadline).toMatchObject({ daysLeft: 10, warning: true })
  })
})
