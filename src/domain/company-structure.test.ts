import { describe, expect, it } from 'vitest'
import {
  connectCompanyProblems,
  departmentDeleteProblem,
  departmentNameProblem,
  headOfficeProblem,
  ownsDepartments,
  seesDepartments,
  workplaceDeleteProblem,
  workplaceDepartmentProblem,
} from './company-structure'

const MALMO = 21
const LUND = 22

describe('department scope over workplaces', () => {
  it('sees a workplace with one of its departments, changes it only when every department is its own', () => {
    expect(seesDepartments([MALMO], [MALMO, LUND])).toBe(true)
    expect(seesDepartments([MALMO], [LUND])).toBe(false)
    expect(seesDepartments('all', [])).toBe(true)
    expect(ownsDepartments([MALMO], [MALMO])).toBe(true)
    expect(ownsDepartments([MALMO], [MALMO, LUND])).toBe(false)
    expect(ownsDepartments([MALMO], [])).toBe(false)
    expect(ownsDepartments('all', [])).toBe(true)
  })
})

describe('a workplace’s departments (§5 department required)', () => {
  const syd = { hasDepartments: true, companyDepartmentIds: [MALMO, LUND] }
  it('needs one of the company’s departments, within the caller’s scope', () => {
    expect(workplaceDepartmentProblem({ ...syd, departmentIds: [], scope: 'all' })).toBe('required')
    expect(workplaceDepartmentProblem({ ...syd, departmentIds: [99], scope: 'all' })).toBe('unknown')
    expect(workplaceDepartmentProblem({ ...syd, departmentIds: [LUND], scope: [MALMO] })).toBe('notYours')
    expect(workplaceDepartmentProblem({ ...syd, departmentIds: [MALMO, LUND], scope: [MALMO] })).toBe('notYours')
    expect(workplaceDepartmentProblem({ ...syd, departmentIds: [MALMO], scope: [MALMO] })).toBeNull()
  })
  it('takes none in a company without departments', () => {
    const norr = { hasDepartments: false, companyDepartmentIds: [], scope: 'all' as const }
    expect(workplaceDepartmentProblem({ ...norr, departmentIds: [] })).toBeNull()
    expect(workplaceDepartmentProblem({ ...norr, departmentIds: [MALMO] })).toBe('noDepartments')
  })
})

describe('head office and deletion', () => {
  it('keeps the head office: not deleted, the flag not taken off it', () => {
    expect(workplaceDeleteProblem({ isHeadOffice: true }, false)).toBe('headOffice')
    expect(workplaceDeleteProblem({ isHeadOffice: false }, true)).toBe('inUse')
    expect(workplaceDeleteProblem({ isHeadOffice: false }, false)).toBeNull()
    expect(headOfficeProblem({ isHeadOffice: true }, false)).toBe('headOfficeRequired')
    expect(headOfficeProblem({ isHeadOffice: false }, false)).toBeNull()
    expect(headOfficeProblem(null, true)).toBeNull()
  })
})

describe('departments', () => {
  const existing = [
    { id: MALMO, name: 'Malmö' },
    { id: LUND, name: 'Lund' },
  ]
  it('needs a name unique in the company, case and spaces aside', () => {
    expect(departmentNameProblem('  ', existing)).toBe('required')
    expect(departmentNameProblem(' lund ', existing)).toBe('taken')
    expect(departmentNameProblem('Lund', existing, LUND)).toBeNull()
    expect(departmentNameProblem('Malmo', existing)).toBeNull()
    expect(departmentNameProblem('Helsingborg', existing)).toBeNull()
  })
  it('is deleted only when no staff, workplace or role is tied to it', () => {
    expect(departmentDeleteProblem({ staff: 0, workplaces: 0, roles: 0 })).toBeNull()
    expect(departmentDeleteProblem({ staff: 1, workplaces: 0, roles: 0 })).toBe('inUse')
    expect(departmentDeleteProblem({ staff: 0, workplaces: 1, roles: 0 })).toBe('inUse')
    expect(departmentDeleteProblem({ staff: 0, workplaces: 0, roles: 1 })).toBe('inUse')
  })
})

describe('connecting a company (§8 connect-company errors)', () => {
  const ok = { regionId: 1, companyHasAdministrator: false }
  it('needs a region and a valid, usable organisation number', () => {
    expect(connectCompanyProblems({ ...ok, organizationalNumber: '556677-8899' })).toEqual([])
    expect(connectCompanyProblems({ ...ok, regionId: null, organizationalNumber: '556677-8898' })).toEqual([
      'regionRequired',
      'organisationNumberInvalid',
    ])
  })
  it('finds a sole trader’s (a person’s) number or a company with an administrator unusable', () => {
    // 840315-8424: a personal number's shape, Luhn right, third digit 0.
    expect(connectCompanyProblems({ ...ok, organizationalNumber: '8403158424' })).toEqual([
      'organisationNumberUnusable',
    ])
    expect(
      connectCompanyProblems({ ...ok, companyHasAdministrator: true, organizationalNumber: '556677-8899' }),
    ).toEqual(['organisationNumberUnusable'])
  })
})
