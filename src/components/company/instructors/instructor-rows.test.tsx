import { describe, expect, it } from 'vitest'
import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import { SAMPLE_INSTRUCTORS, SAMPLE_PROFESSIONS, sampleInstructor } from '../../../test/application-samples'
import { instructorRows, linkableApprenticeships, type InstructorsData } from './instructor-rows'

const NEW_INSTRUCTIONS = '2026-05-04T00:00:00.000Z'
const byName = (name: string) => SAMPLE_INSTRUCTORS.find((i) => i.person.firstName === name)!

function apprenticeship(id: number, professionId: number, instructorIds: number[]): ApprenticeshipDetail {
  return {
    id,
    companyId: 1,
    employmentId: id - 1000,
    person: { id: id + 2000, firstName: 'Lärling', lastName: String(id), protectedIdentity: false },
    professionId,
    fromDate: '2026-01-12',
    manuallyEndedDate: null,
    departmentIds: [],
    instructors: instructorIds.map((employmentId) => ({
      employmentId,
      personId: employmentId + 1000,
      firstName: 'H',
      lastName: 'H',
      isActive: true,
    })),
    employmentRates: [],
    pauses: [],
  }
}

const data = (
  instructors: InstructorsData['instructors'],
  apprenticeships: ApprenticeshipDetail[],
): InstructorsData => ({
  instructors,
  apprenticeships,
  professions: SAMPLE_PROFESSIONS,
  newInstructionsAt: NEW_INSTRUCTIONS,
})

describe('instructorRows', () => {
  it('flags instructions read before the current ones and says which §5 rules fail whatever the profession', () => {
    const [johan, nils, maja, rut] = instructorRows(
      data([byName('Johan'), byName('Nils'), byName('Maja'), byName('Rut')], []),
    )
    expect(johan?.instructionsOutdated).toBe(false)
    expect(johan?.problems).toEqual([])
    expect(nils?.instructionsOutdated).toBe(true)
    expect(nils?.problems).toEqual(['instructionsNotRead'])
    expect(maja?.problems).toEqual(['noEmail'])
    expect(rut?.problems).toEqual(['noOwnAccount'])
  })

  it("lists each instructor's active apprentices with the rules failed for the apprentice's profession", () => {
    const karin = byName('Karin')
    const rows = instructorRows(data([karin], [apprenticeship(3002, 848, [karin.id]), apprenticeship(3003, 101, [9])]))
    expect(rows[0]?.apprentices.map((a) => [a.apprenticeship.id, a.problems])).toEqual([
      [3002, ['noCertificateOrExemption']],
    ])
  })

  it("does not count the apprentice's own link against the scaffolding limit", () => {
    const olle = sampleInstructor(2106, 'Olle', {
      apprentices: [5001, 5002, 3002 + 2000].map((personId) => ({
        personId,
        professionId: 848,
        hasBasicEducationCertificate: true,
      })),
    })
    const rows = instructorRows(data([olle], [apprenticeship(3002, 848, [olle.id])]))
    expect(rows[0]?.apprentices[0]?.problems).toEqual([])
  })

  it('offers to link only active apprenticeships the instructor does not instruct yet', () => {
    const johan = byName('Johan')
    const all = [
      apprenticeship(3002, 848, [johan.id]),
      apprenticeship(3003, 848, [9]),
      { ...apprenticeship(3004, 848, [9]), manuallyEndedDate: '2026-11-01' },
    ]
    const [row] = instructorRows(data([johan], all))
    expect(linkableApprenticeships(row!, all).map((a) => a.id)).toEqual([3003])
  })
})
