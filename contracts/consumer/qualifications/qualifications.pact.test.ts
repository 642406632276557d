/**
 * What a person holds (issue 21, §2 /my-qualifications, §3, §7 GET /persons/get/{id}): the person
 * call answers each held trade certificate, machine and distance qualification and education with the
 * facts of its certificate and its state (valid, expired, revoked). Only oneself (or an administrator):
 * someone else's id is a 403. The slice's other calls are shared and have their interactions where
 * they were made: professions/{id}/courses in company/companies.pact.test.ts, PUT
 * /trade-certificates/read in instructor/instructions.pact.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { errorStatus } from '../../../src/api/client'
import { getPersonQualifications } from '../../../src/api/qualifications/qualifications'
import { FORBIDDEN_BODY } from '../support/ebook'
import { API, bearer, JSON_ANSWER, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { boolean, eachLike, integer, like, nullValue, regex, string } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
const APPRENTICE = personaToken('apprentice')
/** Johan Berg, the scenario's instructor (mock-server/scenario/shell.ts, his certificates scenario/qualifications.ts). */
const JOHAN = 1002

const DATE = regex('\\d{4}-\\d{2}-\\d{2}.*', '2012-05-14')
const certificate = (cardNumber: string) => ({
  issuer: string('Byggnadsindustrins Yrkesnämnd'),
  issuedOn: DATE,
  validUntil: nullValue(),
  cardNumber: string(cardNumber),
  revokedOn: nullValue(),
  state: regex('valid|expired|revoked', 'valid'),
})

describe('persons/get/{id}: what the person holds', () => {
  it('the instructor reads his trade certificates, machine and distance qualifications with their certificates', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving("a request for the instructor's own qualifications")
      .withRequest({ method: 'GET', path: `${API}/persons/get/${JOHAN}`, headers: bearer(INSTRUCTOR) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          id: integer(JOHAN),
          firstName: string('Johan'),
          lastName: string('Berg'),
          readInstructionsOn: regex('\\d{4}-\\d{2}-\\d{2}.*', '2026-03-10T08:12:00.000Z'),
          // Positional: the valid one read, the revoked one never read (Pact has no nullable matcher).
          tradeCertificates: [
            {
              id: integer(8001),
              professionId: integer(848),
              readInstructionsOn: DATE,
              certificate: certificate('YB-848-04578'),
            },
            {
              id: integer(8002),
              professionId: integer(101),
              readInstructionsOn: nullValue(),
              certificate: { ...certificate('YB-101-04578'), revokedOn: DATE },
            },
          ],
          machinequalifications: eachLike({
            id: integer(9101),
            machineId: integer(1),
            certificate: { ...certificate('MB-1-04578'), validUntil: DATE },
          }),
          // An education from before the portal: no certificate issued through it.
          educations: eachLike({
            id: integer(6006),
            professionId: integer(848),
            qualificationTime: like({
              fromDate: DATE,
              toDate: DATE,
              isCancelled: boolean(false),
              doAbort: boolean(false),
              isApprovedByInstructor: boolean(true),
            }),
            basicEducationCertificate: boolean(true),
            certificate: nullValue(),
          }),
          instructorExemptions: [],
          distanceQualifications: eachLike({
            id: integer(9501),
            name: string('Arbetsmiljö och säkerhet (Y4+Y5), distans'),
            professionId: integer(848),
            certificate: { ...certificate('–'), cardNumber: nullValue(), validUntil: DATE },
          }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const held = await getPersonQualifications(JOHAN, { silent: true })
      expect(held.tradeCertificates[0]).toMatchObject({ professionId: 848, certificate: { state: 'valid' } })
      expect(held.tradeCertificates[1]?.certificate?.revokedOn).toBe('2012-05-14')
      expect(held.machinequalifications[0]?.certificate?.validUntil).toBe('2012-05-14')
      expect(held.distanceQualifications[0]?.certificate?.cardNumber).toBeNull()
    })
  })

  it("someone else's qualifications are refused (403)", async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving("a request by the apprentice for the instructor's qualifications")
      .withRequest({ method: 'GET', path: `${API}/persons/get/${JOHAN}`, headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getPersonQualifications(JOHAN, { silent: true })))).toBe(403)
    })
  })
})
