/**
 * What the application handlers share: the route wrapper (expired drafts purged, a session
 * required), who is who for one application and what each may do, and small record helpers.
 *
 * Who is who for one application:
 * - the applicant: the person it concerns (by person id, or by personal number);
 * - a reviewer: §6 applications right (YUA, BG, AVDADM, FTGADM) for its company, within the
 *   reviewer's departments;
 * - the registrar: the company user (e.g. an instructor) who created a company-initiated one, who
 *   may keep editing it while it is the company's draft.
 *
 * Drafts expire 14 days after their last change on the scenario clock; expired ones are deleted
 * (with their documents) at the start of every call of this group.
 */
import type { Person } from '../../../src/api/shell/user.schemas'
import {
  APPLICATION_STATE as S,
  canReviewApplication,
  isApplicant,
  isDraftExpired,
  isEditableByApprentice,
  isEditableByCompany,
} from '../../../src/domain/application'
import { departmentScope, isCompanyUser } from '../../../src/domain/roles'
import { now } from '../../clock'
import { db, type ApplicationRecord, type PersonRecord } from '../../db'
import { findPerson, personView } from '../../views'
import { api, fail, route, type Auth, type Ctx } from '../-support'

export function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The caller as the role rules read them. */
export function userOf(auth: Auth): Person {
  return personView(auth.person, auth.imitatedBy)
}

/** A change time strictly after the company's last save, so "saved after the last change" stays exact on a pinned clock. */
export function changeTime(app: ApplicationRecord): string {
  const saved = app.savedByCompanyAt ? Date.parse(app.savedByCompanyAt) + 1 : 0
  return new Date(Math.max(now().getTime(), saved)).toISOString()
}

export async function patch(id: number, changes: Partial<ApplicationRecord>): Promise<ApplicationRecord> {
  const updated = await db().applications.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, changes)
    },
  })
  if (!updated) throw new Error(`application ${id} vanished during an update`)
  return updated
}

/** Deletes drafts whose last change is 14 days or more before the scenario clock (§4), with their documents. */
export function purgeExpiredDrafts(): void {
  const d = db()
  const at = now()
  for (const app of d.applications.findMany((q) => q.where((a) => isDraftExpired(a, at)))) {
    d.applicationDocuments.deleteMany((q) => q.where({ applicationId: app.id }))
    d.applications.delete((q) => q.where({ id: app.id }))
  }
}

export function applicantPerson(app: ApplicationRecord): PersonRecord | undefined {
  if (app.applicantPersonId !== null) return findPerson(app.applicantPersonId)
  const pn = app.personalNumber
  return pn ? db().persons.findFirst((q) => q.where({ personalNumber: pn })) : undefined
}

export function hasApprovedBasicEducation(person: PersonRecord | undefined): boolean {
  return (
    !!person &&
    db()
      .educations.findMany((q) => q.where({ personId: person.id }))
      .some((e) => e.basicEducationCertificate)
  )
}

/** The apprenticeship a transfer continues: the applicant's active one at another company, same profession first. */
export function transferSource(app: ApplicationRecord) {
  const person = applicantPerson(app)
  if (!person) return undefined
  const active = db()
    .apprenticeships.findMany((q) => q.where({ personId: person.id, manuallyEndedDate: (x) => x === null }))
    .filter((a) => a.companyId !== app.companyId)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate))
  return active.find((a) => a.professionId === app.professionId) ?? active[0]
}

// ---------------------------------------------------------------------------------------------
// Access

/** Which side of an application edits it. */
export type Side = 'apprentice' | 'company'

export interface Access {
  app: ApplicationRecord
  user: Person
  applicant: boolean
  reviewer: boolean
  registrar: boolean
}

export function loadApplication(ctx: Ctx, id: number): ApplicationRecord {
  return db().applications.findFirst((q) => q.where({ id })) ?? ctx.notFound()
}

/** §6 departmental users: the company's applications in their departments only ('all' without departments). */
export function inDepartmentScope(user: Person, companyId: number, departmentId: number | null): boolean {
  const scope = departmentScope(user, companyId)
  return scope === 'all' || (departmentId !== null && scope.includes(departmentId))
}

/**
 * A company-side choice of department: required (422) for a departmental user, and one of hers (403).
 * Users who see the whole company are not limited here (the department rules of §5 still apply).
 */
export function requireDepartmentInScope(ctx: Ctx, user: Person, companyId: number, departmentId: number | null): void {
  if (departmentScope(user, companyId) === 'all') return
  if (departmentId === null) ctx.invalid('departmentId', 'departmentRequired')
  if (!inDepartmentScope(user, companyId, departmentId))
    fail(403, {
      message: ctx.t('departmentNotYours'),
      errors: [{ field: 'departmentId', message: ctx.t('departmentNotYours') }],
    })
}

/**
 * The company side may not move an application out of its departments (e.g. Malmö's administrator
 * to Lund). Checked on the requested change before the §5 rules (a refusal is 403, not a field
 * error), and again on the result (a workplace can imply a department).
 */
export function requireKeptInDepartments(
  ctx: Ctx,
  access: Access,
  next: { companyId?: number | null; departmentId?: number | null },
): void {
  const companyId = next.companyId === undefined ? access.app.companyId : next.companyId
  const departmentId = next.departmentId === undefined ? access.app.departmentId : next.departmentId
  if (companyId === null || departmentId === access.app.departmentId) return
  requireDepartmentInScope(ctx, access.user, companyId, departmentId)
}

export function accessTo(auth: Auth, app: ApplicationRecord, user: Person = userOf(auth)): Access {
  const applicant = app.applicantPersonId === auth.person.id || isApplicant(user, app)
  // The registrar keeps her rights only within her departments (a move elsewhere ends them).
  const registrar =
    app.initiatedByCompany &&
    app.createdByPersonId === auth.person.id &&
    app.companyId !== null &&
    isCompanyUser(user, app.companyId) &&
    inDepartmentScope(user, app.companyId, app.departmentId)
  return { app, user, applicant, reviewer: canReviewApplication(user, app), registrar }
}

export function canView(access: Access): boolean {
  return access.applicant || access.reviewer || access.registrar
}

export function apprenticeMayEdit(access: Access): boolean {
  return access.applicant && isEditableByApprentice(access.app)
}

export function companyMayEdit(access: Access): boolean {
  return (access.reviewer && isEditableByCompany(access.app)) || (access.registrar && access.app.stateId === S.draft)
}

/** The application the caller may read; 404 unknown (or purged), 403 someone else's. */
export function readable(ctx: Ctx, auth: Auth, id: number): Access {
  const access = accessTo(auth, loadApplication(ctx, id))
  if (!canView(access)) ctx.forbidden()
  return access
}

/** Who edits: the applicant while it is their draft, else the company in its editable states; 422 when nobody may now. */
export function editingSide(ctx: Ctx, access: Access): Side {
  if (apprenticeMayEdit(access)) return 'apprentice'
  if (companyMayEdit(access)) return 'company'
  return fail(422, {
    message: ctx.t('applicationNotEditable'),
    errors: [{ field: 'stateId', message: ctx.t('applicationNotEditable') }],
  })
}

export function wrongState(ctx: Ctx): never {
  return fail(422, {
    message: ctx.t('applicationWrongState'),
    errors: [{ field: 'stateId', message: ctx.t('applicationWrongState') }],
  })
}

export function mustSaveFirst(ctx: Ctx): never {
  return fail(422, {
    message: ctx.t('applicationMustSaveFirst'),
    errors: [{ field: 'action', message: ctx.t('applicationMustSaveFirst') }],
  })
}

export type Method = Parameters<typeof route>[0]

/** One endpoint of the applications group: expired drafts are purged first, then a session is required. */
export function applicationRoute(
  method: Method,
  path: string,
  resolver: (ctx: Ctx, auth: Auth) => Response | Promise<Response>,
) {
  return route(method, api(path), (ctx) => {
    // The session first: a refused caller changes nothing, not even by the purge.
    const auth = ctx.session()
    purgeExpiredDrafts()
    return resolver(ctx, auth)
  })
}
