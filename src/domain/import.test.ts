import { describe, expect, it } from 'vitest'
import type { ImportCompany } from '../api/import/import.schemas'
import {
  companyAnswerProblems,
  importDisabledReason,
  importState,
  importTimeLeft,
  instructorsFor,
  workplacesFor,
} from './import'

describe('importState (§4)', () => {
  it('waits for the apprentice first, then the company', () => {
    expect(importState({ apprenticeAnswer: null, companyAnswer: null })).toBe('awaitingApprentice')
    expect(importState({ apprenticeAnswer: 'OK', companyAnswer: null })).toBe('awaitingCompany')
  })
  it('queues the import when both accept, declines when either says no', () => {
    expect(importState({ apprenticeAnswer: 'OK', companyAnswer: 'OK' })).toBe('queued')
    expect(importState({ apprenticeAnswer: 'OK', companyAnswer: 'NOK' })).toBe('declined')
    expect(importState({ apprenticeAnswer: 'NOK1', companyAnswer: null })).toBe('declined')
    expect(importState({ apprenticeAnswer: 'NOK2', companyAnswer: null })).toBe('declined')
  })
})

describe('importTimeLeft (§9)', () => {
  it('keeps the old system’s months and hours', () => {
    expect(importTimeLeft({ qTimeLeft: 20, timeLeft: 2400 })).toEqual({
      monthsLeft: 20,
      hoursLeft: 2400,
      defaultsApplied: false,
    })
  })
  it('assumes 36 months and 3 600 hours when missing, and says so', () => {
    expect(importTimeLeft({ qTimeLeft: null, timeLeft: null })).toEqual({
      monthsLeft: 36,
      hoursLeft: 3600,
      defaultsApplied: true,
    })
    expect(importTimeLeft({ qTimeLeft: 0, timeLeft: null })).toEqual({
      monthsLeft: 0,
      hoursLeft: 3600,
      defaultsApplied: true,
    })
  })
})

describe('importDisabledReason (§5)', () => {
  it('names the first of full, no e-mail, no certificate', () => {
    expect(importDisabledReason([])).toBeNull()
    expect(importDisabledReason(['noEmail', 'scaffoldingMax'])).toBe('full')
    expect(importDisabledReason(['scaffoldingMissingBasicEducation'])).toBe('full')
    expect(importDisabledReason(['noCertificateOrExemption', 'noEmail'])).toBe('noEmail')
    expect(importDisabledReason(['noMachineQualification'])).toBe('noCertificate')
  })
  it('does not disable for unread instructions or a missing own account', () => {
    expect(importDisabledReason(['instructionsNotRead', 'noOwnAccount'])).toBeNull()
  })
})

const company: ImportCompany = {
  id: 2,
  name: 'Syd',
  hasDepartments: true,
  departments: [
    { id: 11, name: 'Malmö' },
    { id: 12, name: 'Lund' },
  ],
  workplaces: [
    { id: 1, name: 'Malmö', departmentIds: [11] },
    { id: 2, name: 'Lund', departmentIds: [12] },
    { id: 3, name: 'Head office', departmentIds: [] },
  ],
  instructors: [
    { id: 21, name: 'A', departmentIds: [11], disabledReason: null },
    { id: 22, name: 'B', departmentIds: [12], disabledReason: null },
    { id: 23, name: 'C', departmentIds: [11], disabledReason: 'full' },
  ],
}

describe('choices by department (§5)', () => {
  it('offers the department’s workplaces and instructors and those of the whole company', () => {
    expect(workplacesFor(company, 11).map((w) => w.id)).toEqual([1, 3])
    expect(instructorsFor(company, 12).map((i) => i.id)).toEqual([22])
    expect(workplacesFor(company, null).map((w) => w.id)).toEqual([1, 2, 3])
  })
})

describe('companyAnswerProblems (§5, §8)', () => {
  it('needs an answer', () => {
    expect(companyAnswerProblems(company, {})).toEqual({ companyAnswer: 'answerMissing' })
  })
  it('a no needs nothing more', () => {
    expect(companyAnswerProblems(company, { companyAnswer: 'NOK' })).toEqual({})
  })
  it('accepting needs department, workplace and instructor', () => {
    expect(companyAnswerProblems(company, { companyAnswer: 'OK' })).toEqual({
      departmentId: 'departmentMissing',
      workplaceId: 'workplaceMissing',
      instructorId: 'instructorMissing',
    })
  })
  it('the workplace and instructor must belong to the department, and the instructor be free', () => {
    expect(
      companyAnswerProblems(company, { companyAnswer: 'OK', departmentId: 11, workplaceId: 2, instructorId: 22 }),
    ).toEqual({ workplaceId: 'workplaceOutsideDepartment', instructorId: 'instructorOutsideDepartment' })
    expect(
      companyAnswerProblems(company, { companyAnswer: 'OK', departmentId: 11, workplaceId: 3, instructorId: 23 }),
    ).toEqual({ instructorId: 'instructorDisabled' })
    expect(
      companyAnswerProblems(company, { companyAnswer: 'OK', departmentId: 11, workplaceId: 1, instructorId: 21 }),
    ).toEqual({})
  })
  it('a company without departments asks for none', () => {
    const plain = { ...company, hasDepartments: false, departments: [] }
    expect(companyAnswerProblems(plain, { companyAnswer: 'OK', workplaceId: 2, instructorId: 22 })).toEqual({})
  })
})
