/**
 * What a person holds (issue 21, §2 /my-qualifications and /basic-education, §3, §6): the person
 * call answers each held item with its certificate and the certificate's state on the scenario clock;
 * nobody reads another person's qualifications but an administrator; a trade-certificate holder
 * without the instructor role confirms the instructions too (PUT /trade-certificates/read, shared with
 * the instructor slice) and the read date lands on the certificate the page shows.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { listProfessionCourses } from '../../../src/api/company/companies'
import { confirmInstructionsRead } from '../../../src/api/instructor/instructions'
import { getPersonQualifications } from '../../../src/api/qualifications/qualifications'
import { setClock } from '../../clock'
import { PERSONAS, QUALIFICATION_IDS, SETTINGS } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()
const JOHAN = PERSONAS.instructor.id
const ELIN = PERSONAS.apprentice.id

afterEach(() => setClock(null))

describe('persons/get/{id} with what the person holds', () => {
  it('answers each trade certificate, machine and distance qualification with its certificate and state', async () => {
    setClock('2026-11-16T09:00:00.000Z')
    api.as('instructor')
    const held = await getPersonQualifications(JOHAN)
    expect(held.tradeCertificates.map((t) => [t.id, t.certificate?.state, t.certificate?.cardNumber])).toEqual([
      [QUALIFICATION_IDS.validTradeCertificate, 'valid', QUALIFICATION_IDS.validCardNumber],
      [QUALIFICATION_IDS.revokedTradeCertificate, 'revoked', 'YB-101-04578'],
    ])
    expect(held.machinequalifications).toEqual([
      expect.objectContaining({
        id: QUALIFICATION_IDS.expiredMachineQualification,
        machineId: 1,
        certificate: expect.objectContaining({ state: 'expired', validUntil: '2026-06-30' }),
      }),
    ])
    expect(held.distanceQualifications.map((d) => [d.id, d.certificate?.state])).toEqual([
      [QUALIFICATION_IDS.distanceQualification, 'valid'],
    ])
  })

  it('derives the state on the scenario clock: a certificate expires the day after its end date', async () => {
    api.as('instructor')
    setClock('2030-10-02T22:00:00.000Z')
    expect((await getPersonQualifications(JOHAN)).distanceQualifications[0]?.certificate?.state).toBe('valid')
    setClock('2030-10-03T06:00:00.000Z')
    expect((await getPersonQualifications(JOHAN)).distanceQualifications[0]?.certificate?.state).toBe('expired')
  })

  it('answers an apprentice’s educations with the basic-education certificate, and null where none was issued', async () => {
    api.as('apprentice')
    const held = await getPersonQualifications(ELIN)
    const basic = held.educations.find((e) => e.id === QUALIFICATION_IDS.basicEducation)
    expect(basic).toMatchObject({ basicEducationCertificate: true, certificate: { state: 'valid', validUntil: null } })
    expect(held.educations.filter((e) => e.id !== QUALIFICATION_IDS.basicEducation).map((e) => e.certificate)).toEqual(
      held.educations.filter((e) => e.id !== QUALIFICATION_IDS.basicEducation).map(() => null),
    )
    expect(held.tradeCertificates).toEqual([])
    // The basic-education page lists the profession's courses (GET professions/{id}/courses, shared).
    expect((await listProfessionCourses(101, { silent: true })).length).toBeGreaterThan(0)
  })

  it('refuses another person’s qualifications (403) but lets an administrator read them', async () => {
    api.as('apprentice')
    expect((await failureOf(getPersonQualifications(JOHAN))).status).toBe(403)
    api.as('imitatingAdmin')
    expect((await getPersonQualifications(JOHAN)).tradeCertificates).toHaveLength(2)
    api.token(null)
    expect((await failureOf(getPersonQualifications(JOHAN))).status).toBe(401)
  })
})

describe('trade-certificates/read from /my-qualifications', () => {
  it('a trade-certificate holder without the instructor role confirms, and the certificate shows the read date', async () => {
    api.as('yua')
    const read = await confirmInstructionsRead(SETTINGS.committedAt)
    const held = await getPersonQualifications(PERSONAS.yua.id)
    expect(held.readInstructionsOn).toBe(read.readInstructionsOn)
    expect(held.tradeCertificates.map((t) => t.readInstructionsOn)).toEqual([read.readInstructionsOn])
  })

  it('refuses someone who holds nothing to confirm for (403)', async () => {
    api.as('bg')
    expect((await failureOf(confirmInstructionsRead(SETTINGS.committedAt))).status).toBe(403)
  })
})
