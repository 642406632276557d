/**
 * PATCH /apprenticeships/list with instructorId (handlers/company/-instructor-apprentices.ts): the instructor's
 * own apprentices with or without a book; only for herself; the company's list stays the company's.
 */
import { describe, expect, it } from 'vitest'
import { listApprenticeships } from '../../../src/api/company/apprenticeships'
import { listBooks } from '../../../src/api/ebook/books'
import { listInstructorApprentices } from '../../../src/api/instructor/apprentices'
import { loginMobileBankId } from '../../../src/api/login/login'
import { COMPANY_STAFF } from '../../scenario/company-staff'
import { STAFF } from '../../scenario/application-people'
import { COMPANY_SYD, PERSONAS } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

async function asSofia() {
  api.token(null)
  api.token((await loginMobileBankId(STAFF.sofia.personalNumber)).token)
}

describe('apprenticeships/list for an instructor (My apprentices)', () => {
  it("answers Sofia's Noah Lindberg, who has no book, marked so", async () => {
    await asSofia()
    const rows = await listInstructorApprentices(STAFF.sofia.id)
    const noah = rows.find((r) => r.person.id === COMPANY_STAFF.bookless.id)
    expect(noah).toMatchObject({
      companyId: COMPANY_SYD.id,
      companyName: expect.any(String),
      person: { firstName: 'Noah', lastName: 'Lindberg' },
      hasBook: false,
    })
  })

  it("answers Johan's apprentices with a book as having one, the same people as his book list", async () => {
    api.as('instructor')
    const JOHAN = PERSONAS.instructor.id
    const rows = await listInstructorApprentices(JOHAN)
    const withBook = new Set(rows.filter((r) => r.hasBook).map((r) => r.person.id))
    const booksOf = new Set((await listBooks({ instructorId: JOHAN })).map((b) => b.personId))
    for (const id of withBook) expect(booksOf.has(id)).toBe(true)
  })

  it("refuses someone else's instructor id (403) and leaves the company's list to the company handler", async () => {
    api.as('instructor')
    expect((await failureOf(listInstructorApprentices(STAFF.sofia.id))).status).toBe(403)
    api.as('companyAdmin')
    expect((await failureOf(listInstructorApprentices(PERSONAS.instructor.id))).status).toBe(403)
    // Without instructorId the body is the company's list, answered as before.
    api.as('departmentAdmin')
    const company = await listApprenticeships({ companyId: COMPANY_SYD.id })
    expect(company.map((a) => a.person.id)).toContain(COMPANY_STAFF.bookless.id)
  })
})
