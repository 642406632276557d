import { describe, expect, it } from 'vitest'
import { http } from '../../../src/api/client'
import { listNotifications, markNotificationsRead, SCREEN_PAGE_SIZE } from '../../../src/api/shell/notifications'
import type { Notification } from '../../../src/api/shell/notification.schemas'
import { COMPANY_ADMIN_NOTIFICATIONS, MANY_NOTIFICATIONS, PERSONAS } from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

/** The list call with every parameter of §7, for paging and search. */
function page(body: { startAt: number; pageSize: number; sortDesc: boolean; search: string }) {
  return http()
    .patch('notifications/list', { json: { sortBy: 'sentTime', ...body } })
    .json<{ rows: Notification[]; total: number }>()
}

describe('notifications/list', () => {
  it('answers only the caller’s notifications, newest first', async () => {
    api.as('companyAdmin')
    const all = await listNotifications(SCREEN_PAGE_SIZE)
    expect(all).toHaveLength(COMPANY_ADMIN_NOTIFICATIONS)
    const times = all.map((n) => Date.parse(n.sentTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    api.as('bg')
    expect((await listNotifications()).map((n) => n.concernType)).toEqual([
      'DistanceOrder',
      'DistanceOrder',
      'DistanceOrder',
    ])
  })

  it('pages with startAt and pageSize, sorts both ways and reports the total', async () => {
    api.as('companyAdmin')
    const first = await page({ startAt: 0, pageSize: 100, sortDesc: true, search: '' })
    const second = await page({ startAt: 100, pageSize: 100, sortDesc: true, search: '' })
    expect(first.total).toBe(COMPANY_ADMIN_NOTIFICATIONS)
    expect(first.rows).toHaveLength(100)
    expect(second.rows).toHaveLength(COMPANY_ADMIN_NOTIFICATIONS - 100)
    expect(Date.parse(first.rows[99].sentTime)).toBeGreaterThan(Date.parse(second.rows[0].sentTime))
    const oldest = await page({ startAt: 0, pageSize: 1, sortDesc: false, search: '' })
    expect(oldest.rows[0].id).toBe(second.rows[second.rows.length - 1].id)
  })

  it('searches the subject, case-insensitively', async () => {
    api.as('companyAdmin')
    const found = await page({ startAt: 0, pageSize: 1000, sortDesc: true, search: 'DISTANSBESTÄLLNING' })
    expect(found.total).toBe(COMPANY_ADMIN_NOTIFICATIONS / 5)
    expect(found.rows.every((n) => n.type === 'DistanceOrder')).toBe(true)
  })

  it('answers 422 for a page size above 1000 and 401 without a session', async () => {
    api.as('companyAdmin')
    const tooBig = await failureOf(page({ startAt: 0, pageSize: 1001, sortDesc: true, search: '' }))
    expect(tooBig.status).toBe(422)
    expect(tooBig.body?.errors?.[0].field).toBe('pageSize')
    api.token(null)
    expect((await failureOf(listNotifications())).status).toBe(401)
  })
})

describe('notifications/mark-read', () => {
  it('marks one of the caller’s notifications read at the scenario clock’s time', async () => {
    api.as('apprentice')
    await control('PUT', '/clock', { now: '2026-11-20T08:30:00.000Z' })
    const unread = (await listNotifications()).find((n) => n.readTime === null) as Notification
    expect(await markNotificationsRead(unread.id)).toEqual({ ok: true })
    const after = (await listNotifications()).find((n) => n.id === unread.id)
    expect(after?.readTime).toBe('2026-11-20T08:30:00.000Z')
  })

  it('marks all of the caller’s notifications read and leaves everyone else’s alone', async () => {
    api.as('companyAdmin')
    await markNotificationsRead()
    expect((await listNotifications(SCREEN_PAGE_SIZE)).every((n) => n.readTime !== null)).toBe(true)
    api.as('instructor')
    expect((await listNotifications()).some((n) => n.readTime === null)).toBe(true)
  })

  it('keeps the first read time when marked again', async () => {
    api.as('apprentice')
    const read = (await listNotifications()).find((n) => n.readTime !== null) as Notification
    await markNotificationsRead(read.id)
    expect((await listNotifications()).find((n) => n.id === read.id)?.readTime).toBe(read.readTime)
  })

  it('answers 404 for someone else’s notification and for an unknown id', async () => {
    api.as('companyAdmin')
    const theirs = (await listNotifications())[0]
    api.as('apprentice')
    expect((await failureOf(markNotificationsRead(theirs.id))).status).toBe(404)
    expect((await failureOf(markNotificationsRead(987_654))).status).toBe(404)
    api.as('companyAdmin')
    expect((await listNotifications())[0].readTime).toBeNull()
    expect(PERSONAS.companyAdmin.roles).toContain('BG')
  })
})

describe('the many-notifications scenario (POST /__mock/reset {"scenario": "many-notifications"})', () => {
  /** The apprentice's own five of the default scenario. */
  const APPRENTICE_DEFAULT = 5

  it('gives the apprentice 1000 more, every type she gets, newest first and paged; a plain reset takes them away', async () => {
    api.as('apprentice')
    expect((await page({ startAt: 0, pageSize: 1, sortDesc: true, search: '' })).total).toBe(APPRENTICE_DEFAULT)

    expect(await control('POST', '/reset', { scenario: 'many-notifications' })).toEqual({
      status: 200,
      body: { ok: true, scenario: 'many-notifications' },
    })
    const first = await page({ startAt: 0, pageSize: SCREEN_PAGE_SIZE, sortDesc: true, search: '' })
    expect(first.total).toBe(APPRENTICE_DEFAULT + MANY_NOTIFICATIONS)
    // §9: the screen loads at most 1000; the rest is the next page.
    expect(first.rows).toHaveLength(SCREEN_PAGE_SIZE)
    expect(
      (await page({ startAt: SCREEN_PAGE_SIZE, pageSize: SCREEN_PAGE_SIZE, sortDesc: true, search: '' })).rows,
    ).toHaveLength(APPRENTICE_DEFAULT)
    const times = first.rows.map((n) => Date.parse(n.sentTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(first.rows.map((n) => n.type))).toEqual(new Set(['Book', 'Application', 'TradeCertificate']))
    expect(first.rows.filter((n) => n.readTime === null).length).toBeGreaterThan(30)
    expect((await page({ startAt: 0, pageSize: 1000, sortDesc: true, search: 'yrkesbevis' })).total).toBe(
      MANY_NOTIFICATIONS / 4 + 1,
    )
    // Only the apprentice's: everyone else's are as in the default scenario.
    api.as('companyAdmin')
    expect(await listNotifications(SCREEN_PAGE_SIZE)).toHaveLength(COMPANY_ADMIN_NOTIFICATIONS)

    expect((await control('POST', '/reset')).body).toEqual({ ok: true, scenario: 'default' })
    api.as('apprentice')
    expect((await page({ startAt: 0, pageSize: 1, sortDesc: true, search: '' })).total).toBe(APPRENTICE_DEFAULT)
  })

  it('is the same on every reset (ids, times, read state)', async () => {
    api.as('apprentice')
    await control('POST', '/reset', { scenario: 'many-notifications' })
    const once = await listNotifications(SCREEN_PAGE_SIZE)
    await control('POST', '/reset', { scenario: 'many-notifications' })
    expect(await listNotifications(SCREEN_PAGE_SIZE)).toEqual(once)
  })

  it('answers 422 for an unknown scenario and keeps the data as it was', async () => {
    api.as('apprentice')
    await markNotificationsRead()
    const answer = await control<{ errors: Array<{ field: string }> }>('POST', '/reset', { scenario: 'lots' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors[0].field).toBe('scenario')
    expect((await listNotifications()).every((n) => n.readTime !== null)).toBe(true)
  })
})
