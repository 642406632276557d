import { describe, expect, it } from 'vitest'
import {
  fetchAddress,
  fetchGugCourses,
  getPerson,
  getQualificationTime,
  getUser,
  listRegionaryEmails,
  listUsers,
  requestTradeCertificate,
  selectUser,
  updatePerson,
  verifyEmail,
  verifyPhone,
} from '../../../src/api/shell/persons'
import { PERSONAS, REVOKED_TOKEN } from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

interface OutboxRow {
  to: string
  kind: 'sms' | 'email'
  code?: string
}
const outbox = async () => (await control<{ rows: OutboxRow[] }>('GET', '/outbox')).body.rows

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one, and 406 for a revoked session', async () => {
    expect((await failureOf(getPerson(PERSONAS.apprentice.id))).status).toBe(401)
    api.token('token-made-up')
    expect((await failureOf(getPerson(PERSONAS.apprentice.id))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    const revoked = await failureOf(getPerson(PERSONAS.apprentice.id))
    expect(revoked.status).toBe(406)
    expect(revoked.body?.message).toBe('Din session har avslutats. Logga in igen.')
  })
})

describe('the person call (persons/get/{id})', () => {
  it('answers the caller as the current user of §3, with roles from the data', async () => {
    api.as('instructor')
    const me = await getPerson(PERSONAS.instructor.id)
    expect(me.roleDescription).toBe('HL')
    expect(me.employments.map((e) => e.company.name)).toEqual(['Byggbolaget i Norr AB', 'Ställningspartner Syd AB'])
    const syd = me.employments[1]
    expect(syd.departmentEmployments.map((d) => [d.department.name, d.isDepartmentInstructor])).toEqual([
      ['Malmö', true],
      ['Lund', true],
    ])
    expect(me.employments[0].apprenticeshipInstructors.every((a) => a.isActive)).toBe(true)
    // The books of the apprentices he instructs, not only his own (he has none); 7006 is Elin's
    // second book at Norr, whose apprenticeship he supervises; 7011–7013 those of the instructor
    // scenario's apprentices (scenario/instructor.ts).
    expect(me.books.map((b) => b.id).sort()).toEqual([7001, 7002, 7003, 7004, 7006, 7011, 7012, 7013])
    expect(me).not.toHaveProperty('password')
  })

  it('keeps apprenticeships in stored order with their companies and dates', async () => {
    api.as('apprentice')
    const me = await getPerson(PERSONAS.apprentice.id)
    expect(me.apprenticeships.map((a) => [a.company.name, a.fromDate, a.manuallyEndedDate])).toEqual([
      ['Takmästarna Mitt AB', '2024-08-19', '2025-06-30'],
      ['Byggbolaget i Norr AB', '2025-08-18', null],
      ['Ställningspartner Syd AB', '2026-03-02', null],
    ])
    // 7001 active, 7002 (paused, no stored status), 7005 approved, 7006 (not yet active).
    expect(me.books.map((b) => b.status)).toEqual(['active', null, 'approved', null])
  })

  it('answers 403 for another person unless the caller is an administrator, and 404 for unknown ids', async () => {
    api.as('apprentice')
    expect((await failureOf(getPerson(PERSONAS.instructor.id))).status).toBe(403)
    api.as('imitatingAdmin')
    expect((await getPerson(PERSONAS.instructor.id)).firstName).toBe('Johan')
    expect((await failureOf(getPerson(999_999))).status).toBe(404)
  })

  it('shows the imitation on the imitated person', async () => {
    api.as('imitatingAdmin')
    const imitated = await getPerson(PERSONAS.apprentice.id)
    expect(imitated.imitatingUser?.userrole.isAdmin).toBe(true)
  })
})

describe('users (administrators only)', () => {
  it('answers 403 for a user who is not an administrator', async () => {
    api.as('companyAdmin')
    expect((await failureOf(listUsers('Elin'))).status).toBe(403)
    expect((await failureOf(getUser(PERSONAS.apprentice.id))).status).toBe(403)
    expect((await failureOf(selectUser(PERSONAS.apprentice.id))).status).toBe(403)
  })

  it('finds users by name or personal number, including protected identities', async () => {
    api.as('imitatingAdmin')
    const byName = await listUsers('holm')
    expect(byName).toEqual([
      expect.objectContaining({ id: PERSONAS.protectedIdentity.id, protectedIdentity: true, roleDescription: 'LÄR' }),
    ])
    expect((await listUsers('19780902')).map((u) => u.id)).toEqual([PERSONAS.instructor.id])
    expect((await getUser(PERSONAS.companyAdmin.id)).roleDescription).toBe('FTGADM, BG')
    expect((await failureOf(getUser(424242))).status).toBe(404)
  })

  it('lets an administrator act as someone else and stop again', async () => {
    api.as('imitatingAdmin')
    const asInstructor = await selectUser(PERSONAS.instructor.id)
    expect(asInstructor).toMatchObject({ id: PERSONAS.instructor.id, token: 'token-imitatingAdmin' })
    expect(asInstructor.imitatingUser).toMatchObject({ id: PERSONAS.imitatingAdmin.id, userrole: { isAdmin: true } })
    const herself = await selectUser(PERSONAS.imitatingAdmin.id)
    expect(herself).toMatchObject({ id: PERSONAS.imitatingAdmin.id, imitatingUser: null })
    expect((await failureOf(selectUser(424242))).status).toBe(404)
  })

  it('lists the regions e-mail addresses to a logged-in user', async () => {
    expect((await failureOf(listRegionaryEmails())).status).toBe(401)
    api.as('apprentice')
    expect((await listRegionaryEmails()).map((r) => r.name)).toContain('BYN Norr')
  })
})

describe('confirming phone and e-mail (verify-phone, verify-email)', () => {
  it('sends a code to the outbox and verifies the phone with it', async () => {
    api.as('unregistered')
    expect(await verifyPhone('070-765 43 21')).toEqual({ sent: true, verified: false })
    const [sms] = await outbox()
    expect(sms).toMatchObject({ to: '070-765 43 21', kind: 'sms' })
    expect(sms.code).toMatch(/^\d{4}$/)

    const wrong = await failureOf(verifyPhone('070-765 43 21', sms.code === '9999' ? '0000' : '9999'))
    expect(wrong.status).toBe(422)
    expect(wrong.body?.errors?.[0]).toEqual({ field: 'code', message: 'Fel kod. Du har 4 försök kvar.' })
    // A code for one number does not confirm another.
    expect((await failureOf(verifyPhone('070-111 22 33', sms.code))).status).toBe(422)

    expect(await verifyPhone('0707654321', sms.code)).toEqual({ sent: false, verified: true })
    const me = await getPerson(PERSONAS.unregistered.id)
    expect(me).toMatchObject({ mobilephone: '0707654321', phoneVerified: true, emailVerified: false })
  })

  it('verifies the e-mail address the same way', async () => {
    api.as('unregistered')
    await verifyEmail('erik.j@example.com')
    const [mail] = await outbox()
    expect(mail).toMatchObject({ to: 'erik.j@example.com', kind: 'email' })
    expect(await verifyEmail('Erik.J@example.com', mail.code)).toEqual({ sent: false, verified: true })
    expect((await getPerson(PERSONAS.unregistered.id)).emailVerified).toBe(true)
  })

  it('answers 422 for an invalid phone, e-mail or code format', async () => {
    api.as('unregistered')
    expect((await failureOf(verifyPhone('12'))).body?.errors?.[0].field).toBe('mobilephone')
    expect((await failureOf(verifyEmail('not-an-email'))).body?.errors?.[0].field).toBe('email')
    expect((await failureOf(verifyPhone('070-765 43 21', '12a4'))).body?.errors?.[0].field).toBe('code')
    expect(await outbox()).toEqual([])
  })
})

describe('profile (persons/update, fetch-address)', () => {
  it('updates the address and answers the person', async () => {
    api.as('apprentice')
    const updated = await updatePerson({ address1: 'Nygatan 3', zip: '97234', city: 'Luleå', language: 'en' })
    expect(updated).toMatchObject({ address1: 'Nygatan 3', zip: '97234', language: 'en', phoneVerified: true })
    expect((await getPerson(PERSONAS.apprentice.id)).address1).toBe('Nygatan 3')
  })

  it('un-confirms a changed phone number', async () => {
    api.as('apprentice')
    expect((await updatePerson({ mobilephone: '070-999 88 77' })).phoneVerified).toBe(false)
  })

  it('answers 422 listing every invalid field', async () => {
    api.as('apprentice')
    api.locale('en')
    const failure = await failureOf(updatePerson({ email: 'nope', mobilephone: '0', zip: '12' }))
    expect(failure.status).toBe(422)
    expect(failure.body?.errors?.map((e) => e.field)).toEqual(['email', 'mobilephone', 'zip'])
    expect(failure.body?.errors?.[2].message).toBe('The postcode must have five digits, e.g. 123 45.')
  })

  it('fetches the population-register address, and nothing for a protected identity', async () => {
    api.as('apprentice')
    expect(await fetchAddress()).toEqual({
      address1: 'Storgatan 12',
      address2: 'Lgh 1102',
      zip: '972 31',
      city: 'Luleå',
      country: 'Sverige',
    })
    api.as('protectedIdentity')
    expect(await fetchAddress()).toEqual({ address1: null, address2: null, zip: null, city: null, country: null })
  })
})

describe('courses, qualifying time and trade certificates', () => {
  it('answers GUG course results per profession, the same every time', async () => {
    api.as('apprentice')
    const first = await fetchGugCourses(848)
    expect(first.length).toBe(4)
    expect(first.every((c) => ['passed', 'missing', 'failed'].includes(c.result))).toBe(true)
    expect(await fetchGugCourses(848)).toEqual(first)
    expect((await failureOf(fetchGugCourses(9999))).status).toBe(422)
  })

  it('computes qualifying time on the scenario clock', async () => {
    api.as('apprentice')
    await control('PUT', '/clock', { now: '2026-08-18T12:00:00.000Z' })
    const periods = await getQualificationTime(PERSONAS.apprentice.id)
    const current = periods.find((p) => p.educationId === 6002)
    expect(current).toMatchObject({
      lengthMonths: 24,
      completedMonths: 12,
      remainingMonths: 12,
      isApprovedByInstructor: false,
    })
    expect((await failureOf(getQualificationTime(PERSONAS.instructor.id))).status).toBe(403)
  })

  it('accepts one trade-certificate request per profession with an education in it', async () => {
    api.as('apprentice')
    expect(await requestTradeCertificate(PERSONAS.apprentice.id, 848)).toEqual({ ok: true })
    expect((await failureOf(requestTradeCertificate(PERSONAS.apprentice.id, 848))).status).toBe(422)
    expect((await failureOf(requestTradeCertificate(PERSONAS.apprentice.id, 103))).status).toBe(422)
    expect((await failureOf(requestTradeCertificate(PERSONAS.instructor.id, 848))).status).toBe(403)
    api.as('instructor')
    expect((await failureOf(requestTradeCertificate(PERSONAS.instructor.id, 848))).body?.errors?.[0].message).toBe(
      'Personen har redan ett yrkesbevis i yrket.',
    )
  })
})
