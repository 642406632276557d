/**
 * What the pages show of a user's §6 roles: the role list as abbreviations, every per-company right at
 * once (the start page's company panels, the guide), the tour and the instructions warning. Kept apart
 * from ./roles.ts, whose predicates the route guards run in `beforeLoad` and so sit in the start page's
 * entry: only lazy pages import this module, so the logged-out start page never loads it (ADR 0014
 * "Cost in the start page").
 */
import type { Person } from '../api/shell/user.schemas'
import {
  ANY_COMPANY,
  companyRolesFor,
  isApprentice,
  isAdmin,
  isDistanceAdmin,
  canManageStaff,
  canSeeDistanceOrders,
  canSeeApprentices,
  isCompanyUser,
  canSeeDepartments,
  isInstructor,
  type CompanyRoles,
  type RoleUser,
} from './roles'

const ABBREVIATIONS: ReadonlyArray<[keyof CompanyRoles, string]> = [
  ['administrator', 'FTGADM'],
  ['educationResponsible', 'YUA'],
  ['distanceEducationAdministrator', 'BG'],
  ['instructor', 'HL'],
  ['departmentAdministrator', 'AVDADM'],
]

/** The role list as abbreviations joined by commas, e.g. 'FTGADM, HL'; '' without roles. */
export function roleAbbreviations(user: RoleUser, companyId: number = ANY_COMPANY): string {
  const r = companyRolesFor(user, companyId)
  const list = ABBREVIATIONS.filter(([key]) => r[key]).map(([, abbr]) => abbr)
  if (isApprentice(user, companyId)) list.push('LÄR')
  return list.join(', ')
}

// ---------------------------------------------------------------------------------------------
// Per-company page rights (§6) at once

/** Order approval: company administrators and distance-order approvers (BG). */
export function canApproveOrders(user: RoleUser, companyId: number): boolean {
  return isAdmin(user, companyId) || isDistanceAdmin(user, companyId)
}

/** The company's instructor e-book item: a non-instructor who is YUA, BG or admin, and has books. */
export function canSeeCompanyInstructorEbooks(user: RoleUser, companyId: number): boolean {
  if (!user || user.books.length === 0) return false
  const r = companyRolesFor(user, companyId)
  return !r.instructor && (r.educationResponsible || r.distanceEducationAdministrator || isAdmin(user, companyId))
}

export interface CompanyPageAccess {
  workplaces: boolean
  createApplications: boolean
  companyOrderCards: boolean
  departments: boolean
  distanceOrders: boolean
  exemptions: boolean
  instructors: boolean
  staffCardOrders: boolean
  apprentices: boolean
  applications: boolean
  educationResponsible: boolean
  staff: boolean
  roles: boolean
  pauses: boolean
  orderApproval: boolean
  instructorEbooks: boolean
}

/** Every per-company right at once, e.g. for the action buttons of a company's expansion panel. */
export function companyPageAccess(user: RoleUser, companyId: number): CompanyPageAccess {
  const staff = canManageStaff(user, companyId)
  const orders = canSeeDistanceOrders(user, companyId)
  const apprentices = canSeeApprentices(user, companyId)
  const companyUser = isCompanyUser(user, companyId)
  return {
    workplaces: companyUser,
    createApplications: companyUser,
    companyOrderCards: companyUser,
    departments: canSeeDepartments(user, companyId),
    distanceOrders: orders,
    exemptions: orders,
    instructors: orders,
    staffCardOrders: orders,
    apprentices,
    applications: apprentices,
    educationResponsible: apprentices,
    staff,
    roles: staff,
    pauses: staff,
    orderApproval: canApproveOrders(user, companyId),
    instructorEbooks: canSeeCompanyInstructorEbooks(user, companyId),
  }
}

// ---------------------------------------------------------------------------------------------
// Tour and instructions

/** §2 guided tour step numbers: administrators 0..12, instructors 21..27. */
export const TOUR_STEPS = {
  admin: Array.from({ length: 13 }, (_, i) => i),
  instructor: Array.from({ length: 7 }, (_, i) => 21 + i),
} as const

/** The guided tour the user gets at first login: administrators first, then instructors; else none. */
export function getsTour(user: RoleUser): 'admin' | 'instructor' | null {
  if (!user?.firstLogin) return null
  if (isAdmin(user)) return 'admin'
  if (isInstructor(user)) return 'instructor'
  return null
}

/**
 * The current instructions (committed at `committedAt`) are newer than the user's read date, or the
 * user never read any. No known commit date: nothing is outdated.
 */
export function instructionsOutdated(
  user: Pick<Person, 'readInstructionsOn'> | null | undefined,
  committedAt: string | null | undefined,
): boolean {
  if (!user || !committedAt) return false
  const committed = Date.parse(committedAt)
  if (Number.isNaN(committed)) return false
  if (!user.readInstructionsOn) return true
  const read = Date.parse(user.readInstructionsOn)
  return Number.isNaN(read) || committed > read
}

/** §6: instructors see a warning when the instructions were committed after their read date. */
export function showsInstructionsWarning(user: RoleUser, committedAt: string | null | undefined): boolean {
  return isInstructor(user) && instructionsOutdated(user, committedAt)
}
