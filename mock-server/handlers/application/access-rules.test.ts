/**
 * §6 access rules of issue 8: a department administrator works within her departments (create,
 * update, get, sign, delete); a protected identity's name and e-mail only for administrators; and
 * §8 "person already linked to the company" on a company registration.
 */
import { describe, expect, it } from 'vitest'
import { listEmployments } from '../../../src/api/company/companies'
import {
  createApplication,
  deleteApplication,
  getApplication,
  signApplication,
  updateApplication,
} from '../../../src/api/application/applications'
import { luhnCheckDigit } from '../../../src/domain/validation'
import { db } from '../../db'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  PERSONAS,
  SEEDED_APPLICATIONS as A,
} from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

let serial = 100
/** A valid personal number nobody in the scenario has (born 2005). */
function newPersonalNumber(): string {
  const nine = `050101${String(serial++).padStart(3, '0')}`
  return `20${nine}${luhnCheckDigit(nine)}`
}

describe('a department administrator (Lena, Malmö at Ställningspartner Syd)', () => {
  it('registers an application without a department into her only department (the wizard asks for it later)', async () => {
    api.as('departmentAdmin')
    const created = await createApplication({ companyId: COMPANY_SYD.id, personalNumber: newPersonalNumber() })
    expect(created.departmentId).toBe(DEPARTMENT_MALMO.id)
  })

  it('a departmental user with several departments must name one (422 departmentId)', async () => {
    api.as('instructor')
    const failure = await failureOf(
      createApplication({ companyId: COMPANY_SYD.id, personalNumber: newPersonalNumber() }),
    )
    expect(failure.status).toBe(422)
    expect(failure.body?.errors?.map((e) => e.field)).toEqual(['departmentId'])
  })

  it('cannot register one in another department (403)', async () => {
    api.as('departmentAdmin')
    const failure = await failureOf(
      createApplication({
        companyId: COMPANY_SYD.id,
        departmentId: DEPARTMENT_LUND.id,
        personalNumber: newPersonalNumber(),
      }),
    )
    expect(failure.status).toBe(403)
    expect(failure.body?.errors?.[0]?.field).toBe('departmentId')
  })

  it('registers one in Malmö, but cannot move it to Lund, and it stays readable', async () => {
    api.as('departmentAdmin')
    const created = await createApplication({
      companyId: COMPANY_SYD.id,
      departmentId: DEPARTMENT_MALMO.id,
      personalNumber: newPersonalNumber(),
    })
    expect(created.departmentId).toBe(DEPARTMENT_MALMO.id)
    expect((await failureOf(updateApplication(created.id, { departmentId: DEPARTMENT_LUND.id }))).status).toBe(403)
    expect(
      (await failureOf(updateApplication(created.id, { departmentId: DEPARTMENT_LUND.id }, { type: 'save' }))).status,
    ).toBe(403)
    expect((await failureOf(updateApplication(created.id, { departmentId: null }))).status).toBe(422)
    expect((await getApplication(created.id)).departmentId).toBe(DEPARTMENT_MALMO.id)
  })

  it('cannot move a seeded Malmö application to Lund', async () => {
    api.as('departmentAdmin')
    const failure = await failureOf(updateApplication(A.sydMalmoCompanyDraft, { departmentId: DEPARTMENT_LUND.id }))
    expect(failure.status).toBe(403)
    expect(db().applications.findFirst((q) => q.where({ id: A.sydMalmoCompanyDraft }))?.departmentId).toBe(
      DEPARTMENT_MALMO.id,
    )
  })

  it('cannot get, sign or delete one she registered once it is outside her departments', async () => {
    // As if it had been moved before the rule existed: the registrar's rights end with her departments.
    await db().applications.update((q) => q.where({ id: A.sydMalmoCompanyDraft }), {
      data(draft) {
        draft.departmentId = DEPARTMENT_LUND.id
      },
    })
    api.as('departmentAdmin')
    expect((await failureOf(getApplication(A.sydMalmoCompanyDraft))).status).toBe(403)
    expect((await failureOf(signApplication(A.sydMalmoCompanyDraft))).status).toBe(403)
    expect((await failureOf(deleteApplication(A.sydMalmoCompanyDraft))).status).toBe(403)
    expect(db().applications.findFirst((q) => q.where({ id: A.sydMalmoCompanyDraft }))).toBeDefined()
  })

  it('cannot get, sign or delete a Lund application', async () => {
    api.as('departmentAdmin')
    expect((await failureOf(getApplication(A.sydLundConfirmedByStudent))).status).toBe(403)
    expect((await failureOf(signApplication(A.sydLundConfirmedByStudent))).status).toBe(403)
    expect((await failureOf(deleteApplication(A.sydLundConfirmedByStudent))).status).toBe(403)
  })
})

describe('companies/{id}/employments and a protected identity (Sara Holm at Byggbolaget i Norr)', () => {
  const sara = PERSONAS.protectedIdentity

  async function saraAs(key: 'instructor' | 'yua' | 'bg' | 'companyAdmin') {
    api.as(key)
    const rows = await listEmployments(COMPANY_NORR.id)
    return rows.find((row) => row.person.id === sara.id)
  }

  it('gives her name and e-mail to the company administrator', async () => {
    const row = await saraAs('companyAdmin')
    expect(row?.person).toMatchObject({ firstName: sara.firstName, lastName: sara.lastName, email: sara.email })
  })

  it.each(['instructor', 'yua', 'bg'] as const)('hides her name and e-mail from %s', async (key) => {
    const row = await saraAs(key)
    expect(row).toBeDefined()
    expect(row?.person.firstName).not.toContain(sara.firstName)
    expect(row?.person.lastName).toBe('')
    expect(row?.person.email).toBeNull()
    expect(JSON.stringify(row)).not.toContain(sara.lastName)
  })

  it('does not find her by name for non-administrators', async () => {
    api.as('yua')
    expect(await listEmployments(COMPANY_NORR.id, { search: sara.lastName })).toEqual([])
    api.as('companyAdmin')
    expect((await listEmployments(COMPANY_NORR.id, { search: sara.lastName })).map((r) => r.person.id)).toEqual([
      sara.id,
    ])
  })
})

describe('applications/create for a person already linked to the company', () => {
  it('answers 422 with the §8 message on personalNumber and creates nothing', async () => {
    api.as('companyAdmin')
    api.locale('en')
    const before = db().applications.all().length
    const failure = await failureOf(
      createApplication({ companyId: COMPANY_NORR.id, personalNumber: PERSONAS.protectedIdentity.personalNumber }),
    )
    expect(failure.status).toBe(422)
    expect(failure.body?.errors).toEqual([
      { field: 'personalNumber', message: 'The person is already linked to the company.' },
    ])
    expect(db().applications.all().length).toBeLessThanOrEqual(before)
  })

  it('still registers someone employed at another company', async () => {
    api.as('companyAdmin')
    // Tomasz works at Ställningspartner Syd, not at Norr; he has no personal number, so use Lena's.
    const created = await createApplication({
      companyId: COMPANY_NORR.id,
      personalNumber: PERSONAS.departmentAdmin.personalNumber,
    })
    expect(created.initiatedByCompany).toBe(true)
  })
})
