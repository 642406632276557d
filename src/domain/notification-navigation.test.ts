import { describe, expect, it } from 'vitest'
import type { Notification } from '../api/shell/notification.schemas'
import { notificationTarget } from './notification-navigation'
import { PERSONAS, PLAIN_COMPANY, type PersonaKey } from '../test/personas'

const P = PERSONAS

function notification(type: Notification['type'], additionalInfo: Notification['additionalInfo'] = null): Notification {
  return {
    id: 1,
    subject: 'Ämne',
    sentTime: '2026-06-01T10:00:00Z',
    readTime: null,
    type,
    concernType: type,
    concernId: 42,
    additionalInfo,
  }
}

const company = PLAIN_COMPANY.id

describe('notification navigation', () => {
  const table: Array<[string, Notification, PersonaKey, string | null]> = [
    ['book without report', notification('Book'), 'apprentice', '/book/42/education'],
    ['book without report', notification('Book'), 'instructor', '/book/42/education'],
    // InstructorApprenticesReport: the user's own id, the book and the report as search params.
    [
      'book report, company user',
      notification('Book', { reportId: 7 }),
      'activeInstructor',
      `/instructor/${P.activeInstructor.id}/apprentices-report?bookId=42&reportId=7`,
    ],
    [
      'book report, company user',
      notification('Book', { reportId: 7 }),
      'companyAdmin',
      `/instructor/${P.companyAdmin.id}/apprentices-report?bookId=42&reportId=7`,
    ],
    ['book report, apprentice', notification('Book', { reportId: 7 }), 'apprentice', '/book/42/report/7'],
    [
      'application, company user',
      notification('Application', { companyId: company }),
      'yua',
      `/company/${company}/applications/42/review`,
    ],
    ['application, company user without company', notification('Application'), 'yua', null],
    ['application, apprentice', notification('Application', { companyId: company }), 'apprentice', '/application/42'],
    ['application, plain user', notification('Application'), 'plainUser', '/application/42'],
    ['trade certificate', notification('TradeCertificate'), 'tradeCertificateHolder', '/my-qualifications'],
    ['trade certificate', notification('TradeCertificate'), 'apprentice', '/my-qualifications'],
    [
      'distance order, distance admin',
      notification('DistanceOrder', { companyId: company }),
      'bg',
      `/company/${company}/distance-orders/42`,
    ],
    ['distance order, company admin', notification('DistanceOrder', { companyId: company }), 'companyAdmin', null],
    ['distance order, BG of another company', notification('DistanceOrder', { companyId: 999 }), 'bg', null],
    ['distance order without company', notification('DistanceOrder'), 'bg', null],
  ]

  it.each(table)('%s for %s', (_, n, key, path) => {
    const target = notificationTarget(n, P[key], '/notifications')
    expect(target).toEqual(path === null ? null : { path, viaHome: false })
  })

  it('a report about the user themself opens as apprentice even for a company user', () => {
    const user = P.activeInstructor
    const n = notification('Book', { reportId: 7, belongsToPersonId: user.id })
    expect(notificationTarget(n, user, '/')?.path).toBe('/book/42/report/7')
  })

  it('goes home first when the user is already on the target page', () => {
    const n = notification('Book', { reportId: 7 })
    expect(notificationTarget(n, P.apprentice, '/book/42/report/7')).toEqual({
      path: '/book/42/report/7',
      viaHome: true,
    })
    expect(notificationTarget(n, P.apprentice, '/book/42/report/7/')?.viaHome).toBe(true)
    expect(notificationTarget(n, P.apprentice, '/book/42/report/7?tab=1')?.viaHome).toBe(true)
    expect(notificationTarget(n, P.apprentice, '/book/42/report/8')?.viaHome).toBe(false)
  })

  it('goes home first from the instructor report page, whichever report it shows (the page, not its search)', () => {
    const user = P.activeInstructor
    const page = `/instructor/${user.id}/apprentices-report`
    const n = notification('Book', { reportId: 7 })
    expect(notificationTarget(n, user, `${page}?bookId=42&reportId=6`)).toEqual({
      path: `${page}?bookId=42&reportId=7`,
      viaHome: true,
    })
    expect(notificationTarget(n, user, `/instructor/${user.id}/apprentices`)?.viaHome).toBe(false)
  })

  it('leads nowhere when nobody is logged in', () => {
    expect(notificationTarget(notification('TradeCertificate'), null, '/')).toBeNull()
  })
})
