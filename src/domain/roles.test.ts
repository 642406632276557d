import { describe, expect, it } from 'vitest'
import {
  ANY_COMPANY,
  canSeeApprentices,
  canSeeDepartments,
  canSeeDistanceOrders,
  canManageStaff,
  canSeeProtectedIdentity,
  canSeeWorkplaces,
  companyAccess,
  companyHasDepartments,
  companyRolesFor,
  departmentRolesFor,
  departmentScope,
  hasTradeCertificate,
  isActiveInstructor,
  isAdmin,
  isAdminUser,
  isApprentice,
  isCompanyUser,
  isDepartmentAdmin,
  isDistanceAdmin,
  isEducationResponsible,
  isImitatedByAdmin,
  isImitating,
  isInstructor,
  isOnlyInstructor,
  isRegistered,
} from './roles'
import {
  TOUR_STEPS,
  canApproveOrders,
  companyPageAccess,
  getsTour,
  instructionsOutdated,
  roleAbbreviations,
  showsInstructionsWarning,
  type CompanyPageAccess,
} from './role-pages'
import {
  DEPARTMENT_COMPANY,
  PERSONAS,
  PLAIN_COMPANY,
  apprenticeship,
  basePerson,
  companyRole,
  departmentEmployment,
  employment,
  type PersonaKey,
} from '../test/personas'

const P = PERSONAS

describe('role predicates per persona (any company)', () => {
  // persona, companyUser, adminUser, onlyInstructor, admin, departmentAdmin, apprentice, instructor, activeInstructor,
  // educationResponsible, distanceAdmin, tradeCertificate, registered, abbreviations
  const table: Array<
    [
      PersonaKey,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      boolean,
      string,
    ]
  > = [
    ['apprentice', false, false, false, false, false, true, false, false, false, false, false, true, 'LÄR'],
    ['instructor', true, false, true, false, false, false, true, false, false, false, true, true, 'HL'],
    ['activeInstructor', true, false, true, false, false, false, true, true, false, false, true, true, 'HL'],
    ['companyAdmin', true, true, false, true, false, false, false, false, false, false, false, true, 'FTGADM'],
    ['yua', true, true, false, false, false, false, false, false, true, false, false, true, 'YUA'],
    ['bg', true, true, false, false, false, false, false, false, false, true, false, true, 'BG'],
    ['departmentAdmin', true, true, false, true, true, false, false, false, false, false, false, true, 'AVDADM'],
    ['minor', false, false, false, false, false, false, false, false, false, false, false, false, ''],
    ['tradeCertificateHolder', false, false, false, false, false, false, false, false, false, false, true, true, ''],
    ['imitatingAdmin', false, false, false, false, false, true, false, false, false, false, false, true, 'LÄR'],
    ['plainUser', false, false, false, false, false, false, false, false, false, false, false, true, ''],
  ]

  it.each(table)(
    '%s: companyUser %s, adminUser %s, onlyInstructor %s, admin %s, departmentAdmin %s, apprentice %s, instructor %s, activeInstructor %s, YUA %s, BG %s, certificate %s, registered %s, roles %j',
    (
      key,
      companyUser,
      adminUser,
      onlyInstructor,
      admin,
      deptAdmin,
      apprentice,
      instructor,
      activeInstructor,
      yua,
      bg,
      cert,
      registered,
      abbr,
    ) => {
      const user = P[key]
      expect(isCompanyUser(user)).toBe(companyUser)
      expect(isAdminUser(user)).toBe(adminUser)
      expect(isOnlyInstructor(user)).toBe(onlyInstructor)
      expect(isAdmin(user)).toBe(admin)
      expect(isDepartmentAdmin(user)).toBe(deptAdmin)
      expect(isApprentice(user)).toBe(apprentice)
      expect(isInstructor(user)).toBe(instructor)
      expect(isActiveInstructor(user)).toBe(activeInstructor)
      expect(isEducationResponsible(user)).toBe(yua)
      expect(isDistanceAdmin(user)).toBe(bg)
      expect(hasTradeCertificate(user)).toBe(cert)
      expect(isRegistered(user)).toBe(registered)
      expect(roleAbbreviations(user, ANY_COMPANY)).toBe(abbr)
    },
  )

  it('nobody logged in has no roles', () => {
    for (const fn of [
      isCompanyUser,
      isAdminUser,
      isOnlyInstructor,
      isAdmin,
      isApprentice,
      isInstructor,
      isActiveInstructor,
      hasTradeCertificate,
      isRegistered,
    ]) {
      expect(fn(null)).toBe(false)
    }
    expect(roleAbbreviations(undefined)).toBe('')
  })
})

describe('company-scoped roles', () => {
  it('roles count only for their own company; companyId 0 means any company', () => {
    const admin = P.companyAdmin
    expect(isAdmin(admin, PLAIN_COMPANY.id)).toBe(true)
    expect(isAdmin(admin, DEPARTMENT_COMPANY.id)).toBe(false)
    expect(isAdmin(admin, ANY_COMPANY)).toBe(true)
    expect(roleAbbreviations(admin, DEPARTMENT_COMPANY.id)).toBe('')
  })

  it('a role record for company 0 holds for every company', () => {
    const user = basePerson({ companyRoles: [companyRole(ANY_COMPANY, { Administrator: true })] })
    expect(isAdmin(user, PLAIN_COMPANY.id)).toBe(true)
    expect(companyAccess(user, DEPARTMENT_COMPANY.id)).toBe(true)
  })

  it('with departments, roles come from the department employment flags', () => {
    const user = basePerson({
      employments: [
        employment(DEPARTMENT_COMPANY, {
          departmentEmployments: [
            departmentEmployment(201, { isDepartmentInstructor: true }),
            departmentEmployment(202, {
              isDepartmentEducationResponsible: true,
              isDepartmentDistanceEducationAdministrator: true,
            }),
          ],
        }),
      ],
    })
    expect(companyRolesFor(user, DEPARTMENT_COMPANY.id)).toEqual({
      administrator: false,
      educationResponsible: true,
      distanceEducationAdministrator: true,
      instructor: true,
      departmentAdministrator: false,
    })
    expect(roleAbbreviations(user, DEPARTMENT_COMPANY.id)).toBe('YUA, BG, HL')
    expect(
      departmentRolesFor(user, DEPARTMENT_COMPANY.id).map((d) => [
        d.departmentId,
        d.instructor,
        d.educationResponsible,
      ]),
    ).toEqual([
      [201, true, false],
      [202, false, true],
    ])
  })

  it('department flags of a company without departments are ignored', () => {
    const user = basePerson({
      employments: [
        employment(PLAIN_COMPANY, {
          departmentEmployments: [departmentEmployment(9, { isDepartmentAdministrator: true })],
        }),
      ],
    })
    expect(isDepartmentAdmin(user)).toBe(false)
    expect(isCompanyUser(user, PLAIN_COMPANY.id)).toBe(false)
  })

  it('the role list joins several roles in a fixed order, apprenticeship last', () => {
    const user = basePerson({
      companyRoles: [companyRole(PLAIN_COMPANY.id, { Instructor: true, Administrator: true })],
      apprenticeships: [apprenticeship(PLAIN_COMPANY)],
    })
    expect(roleAbbreviations(user, PLAIN_COMPANY.id)).toBe('FTGADM, HL, LÄR')
    expect(isOnlyInstructor(user)).toBe(false)
  })

  it('departmental users see only their departments', () => {
    expect(departmentScope(P.departmentAdmin, DEPARTMENT_COMPANY.id)).toEqual([201])
    expect(departmentScope(P.companyAdmin, PLAIN_COMPANY.id)).toBe('all')
    const companyAdminWithDepartments = basePerson({
      companyRoles: [companyRole(DEPARTMENT_COMPANY.id, { Administrator: true })],
      employments: [employment(DEPARTMENT_COMPANY)],
    })
    expect(departmentScope(companyAdminWithDepartments, DEPARTMENT_COMPANY.id)).toBe('all')
    expect(companyHasDepartments(P.departmentAdmin, DEPARTMENT_COMPANY.id)).toBe(true)
    expect(companyHasDepartments(P.companyAdmin, PLAIN_COMPANY.id)).toBe(false)
  })
})

describe('per-company access', () => {
  const none: CompanyPageAccess = {
    workplaces: false,
    createApplications: false,
    companyOrderCards: false,
    departments: false,
    distanceOrders: false,
    exemptions: false,
    instructors: false,
    staffCardOrders: false,
    apprentices: false,
    applications: false,
    educationResponsible: false,
    staff: false,
    roles: false,
    pauses: false,
    orderApproval: false,
    instructorEbooks: false,
  }
  const companyUser = { workplaces: true, createApplications: true, companyOrderCards: true }
  const orders = { distanceOrders: true, exemptions: true, instructors: true, staffCardOrders: true }
  const apprentices = { apprentices: true, applications: true, educationResponsible: true }
  const staff = { staff: true, roles: true, pauses: true }

  const table: Array<[PersonaKey, number, CompanyPageAccess]> = [
    [
      'companyAdmin',
      PLAIN_COMPANY.id,
      { ...none, ...companyUser, ...orders, ...apprentices, ...staff, orderApproval: true },
    ],
    [
      'departmentAdmin',
      DEPARTMENT_COMPANY.id,
      { ...none, ...companyUser, departments: true, ...orders, ...apprentices, ...staff, orderApproval: true },
    ],
    // The YUA persona has books and no instructor role: the company instructor e-book item shows.
    ['yua', PLAIN_COMPANY.id, { ...none, ...companyUser, ...apprentices, ...staff, instructorEbooks: true }],
    ['bg', PLAIN_COMPANY.id, { ...none, ...companyUser, ...orders, ...apprentices, orderApproval: true }],
    ['instructor', PLAIN_COMPANY.id, { ...none, ...companyUser }],
    ['activeInstructor', PLAIN_COMPANY.id, { ...none, ...companyUser }],
    ['apprentice', PLAIN_COMPANY.id, none],
    ['imitatingAdmin', PLAIN_COMPANY.id, none],
    ['plainUser', PLAIN_COMPANY.id, none],
    // Roles of one company give nothing in another.
    ['companyAdmin', DEPARTMENT_COMPANY.id, none],
    ['departmentAdmin', PLAIN_COMPANY.id, none],
  ]

  it.each(table)('%s in company %i', (key, companyId, expected) => {
    const user = P[key]
    expect(companyPageAccess(user, companyId)).toEqual(expected)
    expect(companyAccess(user, companyId)).toBe(expected.workplaces)
    expect(canSeeWorkplaces(user, companyId)).toBe(expected.workplaces)
    expect(canSeeDepartments(user, companyId)).toBe(expected.departments)
    expect(canSeeDistanceOrders(user, companyId)).toBe(expected.distanceOrders)
    expect(canSeeApprentices(user, companyId)).toBe(expected.apprentices)
    expect(canManageStaff(user, companyId)).toBe(expected.staff)
    expect(canApproveOrders(user, companyId)).toBe(expected.orderApproval)
  })

  it('the company instructor e-book item needs books and no instructor role', () => {
    const withoutBooks = basePerson({ ...P.yua, books: [] })
    expect(companyPageAccess(withoutBooks, PLAIN_COMPANY.id).instructorEbooks).toBe(false)
    const yuaAndInstructor = basePerson({
      ...P.yua,
      companyRoles: [companyRole(PLAIN_COMPANY.id, { CompanyEducationResponsible: true, Instructor: true })],
    })
    expect(companyPageAccess(yuaAndInstructor, PLAIN_COMPANY.id).instructorEbooks).toBe(false)
  })

  it('a company administrator of a company with departments sees departments', () => {
    const user = basePerson({
      companyRoles: [companyRole(DEPARTMENT_COMPANY.id, { Administrator: true })],
      employments: [employment(DEPARTMENT_COMPANY)],
    })
    expect(canSeeDepartments(user, DEPARTMENT_COMPANY.id)).toBe(true)
  })

  it('nobody logged in has no company access', () => {
    expect(companyAccess(null, PLAIN_COMPANY.id)).toBe(false)
    expect(companyPageAccess(null, PLAIN_COMPANY.id)).toEqual(none)
  })
})

describe('imitation and protected identity', () => {
  const imitatedBy = (isAdmin: boolean) =>
    basePerson({ imitatingUser: { id: 1, firstName: 'Orig', lastName: 'Inal', userrole: { isAdmin } } })

  it.each([
    ['not imitated', basePerson(), false, false],
    ['imitated by a global administrator', imitatedBy(true), false, true],
    ['imitated by a non-administrator', imitatedBy(false), true, false],
    ['the imitatingAdmin persona', P.imitatingAdmin, false, true],
  ])('%s: imitation counts %s, admin behind %s', (_, user, counts, byAdmin) => {
    expect(isImitating(user)).toBe(counts)
    expect(isImitatedByAdmin(user)).toBe(byAdmin)
  })

  it.each<[PersonaKey, boolean]>([
    ['companyAdmin', true],
    ['departmentAdmin', true],
    ['imitatingAdmin', true],
    ['yua', false],
    ['bg', false],
    ['instructor', false],
    ['apprentice', false],
    ['plainUser', false],
  ])('%s sees protected identities: %s', (key, sees) => {
    expect(canSeeProtectedIdentity(P[key])).toBe(sees)
  })
})

describe('guided tour', () => {
  it.each<[PersonaKey, 'admin' | 'instructor' | null]>([
    ['companyAdmin', 'admin'], // first login
    ['departmentAdmin', 'admin'], // first login
    ['activeInstructor', 'instructor'], // first login
    ['instructor', null], // not the first login
    ['apprentice', null],
    ['yua', null],
    ['plainUser', null],
  ])('%s gets tour %j', (key, tour) => {
    expect(getsTour(P[key])).toBe(tour)
  })

  it('only at first login; an administrator who is also instructor gets the administrator tour', () => {
    expect(getsTour({ ...P.companyAdmin, firstLogin: false })).toBeNull()
    const both = basePerson({
      firstLogin: true,
      companyRoles: [companyRole(PLAIN_COMPANY.id, { Administrator: true, Instructor: true })],
    })
    expect(getsTour(both)).toBe('admin')
    expect(getsTour(null)).toBeNull()
  })

  it('has 13 administrator steps 0..12 and 7 instructor steps 21..27', () => {
    expect(TOUR_STEPS.admin).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(TOUR_STEPS.instructor).toEqual([21, 22, 23, 24, 25, 26, 27])
  })
})

describe('instructions', () => {
  it.each([
    ['2026-01-10', '2026-02-01', true],
    ['2026-01-10', '2025-12-01T10:00:00Z', false],
    ['2026-01-10', '2026-01-10', false],
    [null, '2025-01-01', true],
    ['2026-01-10', null, false],
  ])('read %j, committed %j: outdated %s', (read, committed, outdated) => {
    expect(instructionsOutdated({ readInstructionsOn: read }, committed)).toBe(outdated)
  })

  it('only instructors see the warning', () => {
    expect(showsInstructionsWarning(P.instructor, '2026-02-01')).toBe(true)
    expect(showsInstructionsWarning(P.instructor, '2025-02-01')).toBe(false)
    expect(showsInstructionsWarning(P.apprentice, '2026-02-01')).toBe(false)
  })
})
