import { describe, expect, it } from 'vitest'
import { companyPageOf } from './-redirect-names'

describe('CompanyRedirect names (§2)', () => {
  it('opens the page of each §2 named company route', () => {
    expect(companyPageOf('CompanyYUA')).toBe('education-responsible')
    expect(companyPageOf('CompanyOrderCardStart')).toBe('orders')
    expect(companyPageOf('CompanyInstructorApprentices')).toBe('instructors')
    expect(companyPageOf('AdminApplicationStart')).toBe('applications')
  })

  it('opens a company page by its own name', () => {
    for (const name of ['employees', 'permissions', 'workplaces', 'departments', 'apprentices', 'exemptions'])
      expect(companyPageOf(name)).toBe(name)
  })

  it('knows no other name, not even an object key or another case', () => {
    for (const name of ['', 'nope', 'constructor', '__proto__', 'toString', 'Employees', 'companyyua', '../employees'])
      expect(companyPageOf(name)).toBeNull()
  })
})
