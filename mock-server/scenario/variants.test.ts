import { describe, expect, it } from 'vitest'
import { listApprenticeships } from '../../src/api/company/apprenticeships'
import { listPublicDepartments, listWorkplaces } from '../../src/api/company/companies'
import { listStaff } from '../../src/api/company/employments'
import { loginHash } from '../../src/api/login/login'
import { isToApprove } from '../../src/domain/application'
import { importState } from '../../src/domain/import'
import { nowIso } from '../clock'
import { db, type Db } from '../db'
import { bookState } from '../ebook-clock'
import { gather, stateOf } from '../handlers/qualifying-time/-qualifying-time'
import { resetScenario } from '../scenario'
import { control, withSimulatedBackend } from '../test-kit'
import { EMPTY_COMPANY } from './empty-company'
import { APPLICATION_STATES, DISTANCE_ORDER_STATES, EXTENSION_ORDER_STATES } from './shell-lists'
import { EVERY_STATE_LINKS, FAMILY_STATES, MACHINE_FAMILIES, type MachineFamily } from './state-catalogue'
import { PERSONA_KEYS } from './shell'
import { SCENARIO_VARIANTS } from './variants'

const api = withSimulatedBackend()

const named = (list: ReadonlyArray<{ id: number; state: string }>, id: number) => list.find((s) => s.id === id)?.state

/** The state of one record of a family, read from the stored records as the handlers derive it. */
function stateOfRecord(d: Db, family: MachineFamily, record: number | string): string | undefined {
  const byId = <T extends { id: number }>(rows: T[]) => rows.find((r) => r.id === record)
  switch (family) {
    case 'session': {
      const session = d.sessions.all().find((s) => s.token === record)
      if (session) return session.revoked ? 'revoked' : session.imitatedPersonId ? 'imitating' : 'active'
      const link = d.loginHashes.all().find((h) => h.hash === record)
      if (link?.usedAt && !link.reusable) return 'linkUsed'
      return link?.expiresAt && link.expiresAt < nowIso() ? 'linkExpired' : undefined
    }
    case 'application': {
      const app = byId(d.applications.all())
      return app && named(APPLICATION_STATES, app.stateId)
    }
    case 'companyReview': {
      const app = byId(d.applications.all())
      if (!app) return undefined
      if (app.stateId === 3 && app.initiatedByCompany) return 'toFillIn'
      if (isToApprove(app)) return 'toApprove'
      if (app.stateId === 5) return 'approved'
      return app.stateId === 1 && app.denyMotivation ? 'denied' : undefined
    }
    case 'ebook': {
      const book = byId(d.books.all())
      return book && bookState(book).displayState
    }
    case 'ebookReport':
      return byId(d.reports.all())?.state
    case 'distanceOrder': {
      const order = byId(d.distanceOrders.all())
      return order && named(DISTANCE_ORDER_STATES, order.stateId)
    }
    case 'extensionOrder': {
      const order = byId(d.extensionOrders.all())
      return order && named(EXTENSION_ORDER_STATES, order.stateId)
    }
    case 'cardOrder':
      return byId(d.printOrders.all())?.status
    case 'qualifyingTime': {
      const time = byId(d.qualificationTimes.all())
      return time && stateOf(gather(time))
    }
    case 'qualifyingTimeExtension':
      return byId(d.qualificationTimeModifications.all())?.status
    case 'import': {
      const row = byId(d.byn2Imports.all())
      return row && importState(row)
    }
  }
}

describe('scenario variants (POST /__mock/reset {scenario})', () => {
  it('every variant resets, and GET /__mock/scenario names the one loaded', async () => {
    expect((await control('GET', '/scenario')).body).toEqual({ scenario: 'default' })
    for (const scenario of SCENARIO_VARIANTS.filter((s) => !s.startsWith('many-'))) {
      expect((await control('POST', '/reset', { scenario })).status).toBe(200)
      expect((await control('GET', '/scenario')).body).toEqual({ scenario })
    }
  })

  it('empty-company: its administrator logs in with the documented link and finds nobody but herself, no workplace, department or apprentice', async () => {
    await resetScenario('empty-company')
    const user = await loginHash(EMPTY_COMPANY.hash)
    expect(user.companyRoles).toEqual([
      expect.objectContaining({ companyId: EMPTY_COMPANY.company.id, Administrator: true }),
    ])
    api.token(user.token)
    const companyId = EMPTY_COMPANY.company.id
    const staff = await listStaff(companyId)
    expect(staff.map((row) => row.person.id)).toEqual([EMPTY_COMPANY.admin.id])
    expect(await listWorkplaces(companyId)).toEqual([])
    expect(await listPublicDepartments(companyId)).toEqual([])
    expect(await listApprenticeships({ companyId, includeEnded: true })).toEqual([])
    // The seeded token answers too (curl, README).
    api.token(EMPTY_COMPANY.token)
    expect(await listWorkplaces(companyId)).toEqual([])
  })

  it('the default scenario has no empty company and no link for it', async () => {
    await expect(loginHash(EMPTY_COMPANY.hash)).rejects.toThrow()
    expect(
      db()
        .companies.all()
        .some((c) => c.id === EMPTY_COMPANY.company.id),
    ).toBe(false)
  })

  it('first-day: the same people, but no application sent, no book, report, order or qualifying time, every import unanswered', async () => {
    await resetScenario()
    const people = db().persons.all().length
    await resetScenario('first-day')
    const d = db()
    expect(d.persons.all()).toHaveLength(people)
    expect(d.applications.all().length).toBeGreaterThan(0)
    expect(d.applications.all().every((a) => a.stateId === 1 && a.denyMotivation === null)).toBe(true)
    for (const empty of [d.books, d.reports, d.distanceOrders, d.extensionOrders, d.printOrders, d.qualificationTimes])
      expect(empty.all()).toEqual([])
    expect(d.educations.all().every((e) => e.qualificationTime === null)).toBe(true)
    expect(d.byn2Imports.all().map(importState)).toEqual(d.byn2Imports.all().map(() => 'awaitingApprentice'))
    expect(d.notifications.all()).toEqual([])
  })

  it('every-state: each state of every family list has a catalogue entry, and only those states', () => {
    for (const family of MACHINE_FAMILIES) {
      const listed = EVERY_STATE_LINKS.filter((link) => link.family === family).map((link) => link.state)
      expect({ family, states: [...listed].sort() }).toEqual({ family, states: [...FAMILY_STATES[family]].sort() })
    }
  })

  it("every-state: each entry's record is in its state after the reset, with a persona who can log in or a note", async () => {
    await resetScenario('every-state')
    const wrong = EVERY_STATE_LINKS.filter((link) => stateOfRecord(db(), link.family, link.record) !== link.state).map(
      (link) => `${link.family}.${link.state}: ${link.record} is ${stateOfRecord(db(), link.family, link.record)}`,
    )
    expect(wrong).toEqual([])
    for (const link of EVERY_STATE_LINKS) {
      if (link.persona) expect(PERSONA_KEYS).toContain(link.persona)
      expect(link.path !== null || link.note !== undefined).toBe(true)
    }
  })

  it('the default scenario lacks what every-state adds (so the variant is needed for them)', async () => {
    await resetScenario()
    const missing = EVERY_STATE_LINKS.filter((link) => stateOfRecord(db(), link.family, link.record) !== link.state)
    expect(missing.map((link) => `${link.family}.${link.state}`)).toEqual([
      'session.linkUsed',
      'ebook.inactive',
      'ebook.issued',
      'ebook.extended',
      'extensionOrder.created',
      'extensionOrder.approvedByCompany',
      'extensionOrder.approvedByRegion',
      'extensionOrder.rejected',
      'cardOrder.ordered',
      'cardOrder.awaitingPayment',
      'cardOrder.paid',
      'cardOrder.printed',
      'cardOrder.cancelled',
      'qualifyingTimeExtension.rejected',
    ])
  })
})
