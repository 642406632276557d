import { describe, expect, it } from 'vitest'
import { loadBaseLists } from '../../../src/api/shell/baselists'
import { getApiVersion, getCurrentInstructions, getSystemSettings } from '../../../src/api/shell/settings'
import { REVOKED_TOKEN } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

describe('settings and base lists', () => {
  it('answers the API version, system settings and current instructions before login', async () => {
    expect(await getApiVersion()).toBe('3.8.2')
    expect((await getSystemSettings()).newInstructionsAt).toBe('2026-05-04T07:30:00.000Z')
    expect((await getCurrentInstructions()).committedAt).toBe('2026-05-04T07:30:00.000Z')
  })

  it('answers every base list in the client’s shapes', async () => {
    const lists = await loadBaseLists()
    expect(lists.applicationStates.map((s) => s.state)).toEqual([
      'draft',
      'confirmedByCompany',
      'confirmedByApprentice',
      'confirmedByStudent',
      'confirmedAndApprovedByCompany',
      'approved',
      'ordered',
      'closed',
      'paid',
      'basicEducationCertificateIssued',
      'basicEducationCertificateApproved',
    ])
    expect(lists.professions.find((p) => p.id === 848)).toMatchObject({
      name: 'Ställningsbyggare',
      daysUntilOrderApproval: 30,
    })
    expect(lists.distanceOrderStates.find((s) => s.id === 1)?.state).toBe('sentToCompanyForApproval')
    expect(lists.regions.length).toBeGreaterThan(0)
    expect(lists.regions[0]).not.toHaveProperty('email')
    expect(lists.educationTypes.length).toBeGreaterThan(0)
    expect(lists.extensionOrderStates.length).toBeGreaterThan(0)
    expect(lists.schools.some((s) => s.municipality === null)).toBe(true)
  })

  it('answers them with an unknown token too, but refuses a revoked session with 406 (§8 forced logout)', async () => {
    api.token('token-nobody-knows')
    expect(await getApiVersion()).toBe('3.8.2')
    api.token(REVOKED_TOKEN)
    for (const call of [getApiVersion, getSystemSettings, getCurrentInstructions, loadBaseLists]) {
      const refused = await failureOf(call())
      expect(refused.status).toBe(406)
      expect(refused.body?.message).toBe('Din session har avslutats. Logga in igen.')
    }
  })
})
