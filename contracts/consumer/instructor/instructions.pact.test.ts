/**
 * Confirming the instructor instructions (issue 10, ADR 0009; §7 PUT /trade-certificates/read): the
 * portal sends the commit date of the instructions it showed; the answer is the new read date on the
 * person and on each of the person's trade certificates. The instructions themselves:
 * contracts/consumer/shell/settings.pact.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { confirmInstructionsRead } from '../../../src/api/instructor/instructions'
import { instructionsOutdated } from '../../../src/domain/role-pages'
import { isoDate } from '../support/bodies'
import { FORBIDDEN_BODY, callRefusal, withJson } from '../support/ebook'
import { API, JSON_ANSWER, LOCALE_HEADER, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { eachLike, integer } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
const APPRENTICE = personaToken('apprentice')
const COMMITTED_AT = '2026-05-04T07:30:00.000Z'

describe('trade-certificates/read', () => {
  it('the instructor confirms the current instructions: his read date and his certificates’ are now', async () => {
    pact
      .given('the instructor has not read the current instructions')
      .uponReceiving('a confirmation of the current instructions by the instructor')
      .withRequest({
        method: 'PUT',
        path: `${API}/trade-certificates/read`,
        ...withJson(INSTRUCTOR, { committedAt: COMMITTED_AT }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          readInstructionsOn: isoDate('2026-11-16T09:00:00.000Z'),
          tradeCertificates: eachLike({
            id: integer(8001),
            professionId: integer(848),
            readInstructionsOn: isoDate('2026-11-16T09:00:00.000Z'),
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const read = await confirmInstructionsRead(COMMITTED_AT)
      // §6: the warning is gone once the read date is not older than the commit date.
      expect(instructionsOutdated(read, COMMITTED_AT)).toBe(false)
      expect(read.tradeCertificates[0].readInstructionsOn).toBe(read.readInstructionsOn)
    })
  })

  it('newer instructions than those confirmed are in force (422 instructionsChanged)', async () => {
    const text = 'Instruktionerna har ändrats sedan du öppnade dem. Läs de nya och bekräfta igen.'
    pact
      .given('the instructor has not read the current instructions')
      .uponReceiving('a confirmation of older instructions than the current ones')
      .withRequest({
        method: 'PUT',
        path: `${API}/trade-certificates/read`,
        ...withJson(INSTRUCTOR, { committedAt: '2026-01-10T08:00:00.000Z' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: {
          ...callRefusal('instructionsChanged', text, 'committedAt'),
          data: { reason: 'instructionsChanged', committedAt: isoDate(COMMITTED_AT) },
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => confirmInstructionsRead('2026-01-10T08:00:00.000Z'))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'instructionsChanged', committedAt: COMMITTED_AT })
    })
  })

  it('an apprentice without a certificate has no instructions to confirm (403)', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a confirmation of the instructions by the apprentice')
      .withRequest({
        method: 'PUT',
        path: `${API}/trade-certificates/read`,
        ...withJson(APPRENTICE, { committedAt: COMMITTED_AT }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => confirmInstructionsRead(COMMITTED_AT)))).toBe(403)
    })
  })

  it('without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a confirmation of the instructions without a token')
      .withRequest({
        method: 'PUT',
        path: `${API}/trade-certificates/read`,
        headers: { ...LOCALE_HEADER, 'Content-Type': 'application/json' },
        body: { committedAt: COMMITTED_AT },
      })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => confirmInstructionsRead(COMMITTED_AT)))).toBe(401)
    })
  })
})
