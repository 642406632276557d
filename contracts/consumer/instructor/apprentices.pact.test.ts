/**
 * The instructor's own apprentices, with or without an e-book (issue 19; PATCH /apprenticeships/list
 * with instructorId, src/api/instructor/apprentices.schemas.ts): My apprentices lists those without a
 * book too. Only for herself: anyone else's id is a 403.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorStatus } from '../../../src/api/client'
import { listInstructorApprentices } from '../../../src/api/instructor/apprentices'
import { FORBIDDEN_BODY, withJson } from '../support/ebook'
import { API, JSON_ANSWER, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { boolean, eachLike, integer, string } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
const COMPANY_ADMIN = personaToken('companyAdmin')
/** Johan Berg, the scenario's instructor (mock-server/scenario/shell.ts). */
const JOHAN = 1002

describe('apprenticeships/list with instructorId', () => {
  it("the instructor's own apprentices, each with whether the apprenticeship has an e-book", async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving("the instructor's own apprentices")
      .withRequest({
        method: 'PATCH',
        path: `${API}/apprenticeships/list`,
        ...withJson(INSTRUCTOR, { instructorId: JOHAN }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: eachLike({
            apprenticeshipId: integer(3001),
            companyId: integer(1),
            companyName: string('Byggbolaget i Norr AB'),
            person: { id: integer(1001), firstName: string('Elin'), lastName: string('Andersson') },
            hasBook: boolean(true),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const rows = await listInstructorApprentices(JOHAN)
      expect(rows[0]).toMatchObject({ person: { firstName: 'Elin' }, hasBook: true })
    })
  })

  it("someone else's instructor id is refused (403), a company administrator's too", async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving("another person's apprentices asked for with instructorId")
      .withRequest({
        method: 'PATCH',
        path: `${API}/apprenticeships/list`,
        ...withJson(COMPANY_ADMIN, { instructorId: JOHAN }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(errorStatus(await rejectionOf(() => listInstructorApprentices(JOHAN)))).toBe(403)
    })
  })
})
