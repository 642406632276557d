import { describe, expect, it } from 'vitest'
import { isValidOrganisationNumber, isValidPersonalNumber } from '../src/domain/validation'
import { isMinor } from '../src/domain/age'
import { db, snapshotDb } from './db'
import { resetScenario } from './scenario'
import { purgeExpiredDrafts } from './handlers/application/-application-support'
import { COMPANY_ADMIN_NOTIFICATIONS, PERSONAS, PERSONA_KEYS, SCENARIO_BASE_DATE, SEEDED_APPLICATIONS } from './seed'
import { roleAbbreviations } from './views'

describe('the seeded scenario', () => {
  it('gives every persona with a personal number a valid one (date and check digit)', async () => {
    await resetScenario()
    const numbers = db()
      .persons.all()
      .map((p) => p.personalNumber)
      .filter((pn) => pn !== '')
    expect(numbers.length).toBeGreaterThanOrEqual(10)
    for (const pn of numbers) expect(isValidPersonalNumber(pn), pn).toBe(true)
    expect(PERSONAS.passwordUser.personalNumber).toBe('')
  })

  it('gives every company a valid organisation number, one with and one without departments', async () => {
    await resetScenario()
    const companies = db().companies.all()
    for (const c of companies)
      expect(isValidOrganisationNumber(c.organizationalNumber), c.organizationalNumber).toBe(true)
    expect(companies.find((c) => c.name === 'Byggbolaget i Norr AB')?.hasDepartments).toBe(false)
    const syd = companies.find((c) => c.name === 'Ställningspartner Syd AB')
    expect(syd?.hasDepartments).toBe(true)
    expect(
      db()
        .departments.findMany((q) => q.where({ companyId: syd?.id }))
        .map((d) => d.name),
    ).toEqual(['Malmö', 'Lund'])
  })

  it('derives from its data exactly the roles each persona is documented with', async () => {
    await resetScenario()
    for (const key of PERSONA_KEYS) expect(roleAbbreviations(PERSONAS[key].id), key).toEqual(PERSONAS[key].roles)
    const covered = new Set(PERSONA_KEYS.flatMap((key) => PERSONAS[key].roles))
    expect([...covered].sort()).toEqual(['AVDADM', 'BG', 'FTGADM', 'HL', 'LÄR', 'YUA'])
  })

  it('has a minor and only one', () => {
    const today = new Date(SCENARIO_BASE_DATE)
    const minors = PERSONA_KEYS.filter(
      (key) => PERSONAS[key].personalNumber && isMinor(PERSONAS[key].personalNumber, today),
    )
    expect(minors).toEqual(['minor'])
  })

  it('gives the company administrator at least 150 notifications of every type, read and unread', async () => {
    await resetScenario()
    const mine = db().notifications.findMany((q) => q.where({ personId: PERSONAS.companyAdmin.id }))
    expect(mine).toHaveLength(COMPANY_ADMIN_NOTIFICATIONS)
    expect(new Set(mine.map((n) => n.type))).toEqual(
      new Set(['Book', 'Application', 'TradeCertificate', 'DistanceOrder']),
    )
    expect(mine.some((n) => n.type === 'Book' && typeof n.additionalInfo?.reportId === 'number')).toBe(true)
    expect(mine.some((n) => n.type === 'Book' && !n.additionalInfo?.reportId)).toBe(true)
    expect(mine.some((n) => n.readTime === null)).toBe(true)
    expect(mine.some((n) => n.readTime !== null)).toBe(true)
    const months = new Set(mine.map((n) => n.sentTime.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(5)
  })

  it('lists the §4 application states with ids 1 to 11 and profession 848 as scaffolding', async () => {
    await resetScenario()
    expect(
      db()
        .applicationStates.all()
        .map((s) => s.id),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(db().professions.findFirst((q) => q.where({ id: 848 }))?.name).toBe('Ställningsbyggare')
    expect(
      db().professions.findFirst((q) => q.where({ isMachineProfession: true }))?.machineOrientations.length,
    ).toBeGreaterThan(0)
    expect(
      db()
        .employmentTypes.all()
        .map((t) => t.name),
    ).toEqual(['Provanställning', 'Tillsvidareanställning'])
  })

  it('is deterministic: two resets give identical data, also after changes in between', async () => {
    await resetScenario()
    const first = snapshotDb()
    await db().persons.update((q) => q.where({ id: PERSONAS.apprentice.id }), {
      data(draft) {
        draft.firstName = 'Changed'
      },
    })
    await db().notifications.updateMany((q) => q.where({ readTime: (t) => t === null }), {
      data(draft) {
        draft.readTime = new Date().toISOString()
      },
    })
    await resetScenario()
    expect(snapshotDb()).toEqual(first)
  })
})

describe('the applications on any date (ADR 0020: they follow the day of the reset)', () => {
  const DAY_MS = 86_400_000
  const drafts = [
    SEEDED_APPLICATIONS.elinFreshDraft,
    SEEDED_APPLICATIONS.elinDenied,
    SEEDED_APPLICATIONS.elinCompanyInitiated,
    SEEDED_APPLICATIONS.norrCompanyDraft,
    SEEDED_APPLICATIONS.sydMalmoCompanyDraft,
  ]
  const remaining = () => {
    purgeExpiredDrafts()
    return drafts.filter((id) => db().applications.findFirst((q) => q.where({ id })))
  }

  it.each([0, 13, 30, 400])(
    'keeps the drafts the README names when reset %i days after the base date',
    async (days) => {
      await resetScenario('default', new Date(Date.parse(SCENARIO_BASE_DATE) + days * DAY_MS).toISOString())
      expect(remaining()).toEqual(drafts)
      // The one seeded as expired is gone on the first applications call, whatever the day.
      expect(db().applications.findFirst((q) => q.where({ id: SEEDED_APPLICATIONS.elinExpiredDraft }))).toBeUndefined()
    },
  )

  it('gives the dates the tests name when seeded on the base date, and the same again on a second reset that day', async () => {
    await resetScenario('default', SCENARIO_BASE_DATE)
    const fresh = () => db().applications.findFirst((q) => q.where({ id: SEEDED_APPLICATIONS.elinFreshDraft }))
    expect(fresh()?.updatedAt).toBe('2026-11-15T09:00:00.000Z')
    await resetScenario('default', '2026-11-17T08:59:00.000Z')
    expect(fresh()?.updatedAt).toBe('2026-11-15T09:00:00.000Z')
  })
})
