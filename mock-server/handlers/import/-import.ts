/**
 * What the import handlers share (issue 22): a record's answer as the caller may see it, and §6's
 * reach. The apprentice sees their own records with the company's name only (the company's staff and
 * structure are not theirs to read); a company user who may answer (src/domain/import.ts
 * mayAnswerImport) sees the company with the departments, workplaces and instructors of their scope,
 * each instructor with §5's disabled reason for the record's profession (people without an own account,
 * whom §6 never lets be instructors, are not offered at all).
 */
import { ImportRecordSchema, type ImportCompany, type ImportRecord } from '../../../src/api/import/import.schemas'
import { instructorProblems } from '../../../src/domain/application'
import { importDisabledReason, importState, importTimeLeft, mayAnswerImport } from '../../../src/domain/import'
import {
  departmentScope,
  isAdmin,
  isCompanyUser,
  isImitatedByAdmin,
  isInstructor,
  type RoleUser,
} from '../../../src/domain/roles'
import { db } from '../../db'
import type { Byn2ImportRecord } from '../../db/import.records'
import {
  activeEmployments,
  departmentEmploymentsOf,
  findPerson,
  hasOwnAccount,
  instructorEmploymentView,
  personView,
} from '../../views'
import { fail, wire, type Ctx } from '../-support'

export const stateOf = (r: Byn2ImportRecord) => importState(r)

/** The record or 404 (§8's "does not exist"). */
export function recordOr404(ctx: Ctx, id: number): Byn2ImportRecord {
  return db().byn2Imports.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('importNotFound') })
}

const inScope = (scope: 'all' | number[], departmentIds: readonly number[]) =>
  scope === 'all' || departmentIds.length === 0 || departmentIds.some((id) => scope.includes(id))

/**
 * The departments a record belongs to: those of the apprentice's current employment at the company.
 * The old system knows none; without one, only company-level users (scope 'all') see the record.
 */
export function recordDepartments(r: Byn2ImportRecord): number[] {
  const employment = activeEmployments(r.personId).find((e) => e.companyId === r.companyId)
  return employment ? departmentEmploymentsOf(employment.id).map((de) => de.departmentId) : []
}

/** §6: a departmental user sees the records of their departments only. */
export function recordInScope(user: RoleUser, r: Byn2ImportRecord): boolean {
  const scope = departmentScope(user, r.companyId)
  return scope === 'all' || recordDepartments(r).some((id) => scope.includes(id))
}

/**
 * Who may answer for the record's company (404 for someone with no role there, who has no business
 * with it; 403 for a company user without the power or outside their departments).
 */
export function companyAnswerer(ctx: Ctx, user: RoleUser, r: Byn2ImportRecord): void {
  if (!isCompanyUser(user, r.companyId)) fail(404, { message: ctx.t('importNotFound') })
  if (!mayAnswerImport(user, r.companyId) || !recordInScope(user, r))
    fail(403, { message: ctx.t('noPermissionToSave'), data: { reason: 'outsideScope' } })
}

function companyRef(companyId: number) {
  const company = db().companies.findFirst((q) => q.where({ id: companyId }))
  if (!company) throw new Error(`seed error: import company ${companyId} missing`)
  return company
}

/** The company as the answering user sees it: their departments, their workplaces and instructors. */
export function companyChoices(ctx: Ctx, user: RoleUser, r: Byn2ImportRecord): ImportCompany {
  const d = db()
  const company = companyRef(r.companyId)
  const scope = company.hasDepartments ? departmentScope(user, r.companyId) : 'all'
  const professionId = r.byn2Data.professionId
  const profession = d.professions.findFirst((q) => q.where({ id: professionId })) ?? null
  const newInstructionsAt = d.settings.all()[0]?.newInstructionsAt ?? null
  const seesProtected = isAdmin(user, r.companyId)
  const departments = company.hasDepartments
    ? d.departments
        .findMany((q) => q.where({ companyId: r.companyId }))
        .filter((x) => scope === 'all' || scope.includes(x.id))
        .map((x) => ({ id: x.id, name: x.name }))
    : []
  const workplaces = d.workplaces
    .findMany((q) => q.where({ companyId: r.companyId }))
    .map((w) => ({ id: w.id, name: w.name, departmentIds: company.hasDepartments ? w.departmentIds : [] }))
    .filter((w) => inScope(scope, w.departmentIds))
  const instructors = d.employments
    .findMany((q) => q.where({ companyId: r.companyId, endDate: (e) => e === null }))
    .flatMap((employment) => {
      const person = findPerson(employment.personId)
      // §6: someone without an own account cannot log in and is never chosen as an instructor: not offered.
      if (!person || person.id === r.personId || !hasOwnAccount(person)) return []
      if (!isInstructor(personView(person), r.companyId)) return []
      const departmentIds = company.hasDepartments
        ? departmentEmploymentsOf(employment.id).map((de) => de.departmentId)
        : []
      if (!inScope(scope, departmentIds)) return []
      const problems = instructorProblems(instructorEmploymentView(employment), {
        professionId,
        profession,
        newInstructionsAt,
      })
      const hidden = person.protectedIdentity && !seesProtected
      return [
        {
          id: employment.id,
          name: hidden ? ctx.t('protectedIdentityName') : `${person.firstName} ${person.lastName}`,
          departmentIds,
          disabledReason: importDisabledReason(problems),
        },
      ]
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id)
  return {
    id: company.id,
    name: company.name,
    hasDepartments: company.hasDepartments,
    departments,
    workplaces,
    instructors,
  }
}

/** The apprentice's side: the company's name, none of its staff or structure. */
function companyForPerson(r: Byn2ImportRecord): ImportCompany {
  const company = companyRef(r.companyId)
  return {
    id: company.id,
    name: company.name,
    hasDepartments: company.hasDepartments,
    departments: [],
    workplaces: [],
    instructors: [],
  }
}

/** One record as the answer carries it; `company` is null for the apprentice's view. */
export function recordView(r: Byn2ImportRecord, company: ImportCompany | null): ImportRecord {
  return wire(ImportRecordSchema, {
    id: r.id,
    byn2Data: r.byn2Data,
    company: company ?? companyForPerson(r),
    byn4data: {
      apprenticeAnswer: r.apprenticeAnswer,
      companyAnswer: r.companyAnswer,
      departmentId: r.departmentId,
      workplaceId: r.workplaceId,
      instructorId: r.instructorId,
      ...importTimeLeft(r.byn2Data),
      state: stateOf(r),
    },
  })
}

/**
 * A record as a company user reads it (get-company, update-for-company): the company's choices in their
 * scope, and the apprentice's name and personal number hidden when they have a protected identity and
 * the reader is not the company's administrator (§6, ADR 0016, as the staff and qualifying-time lists).
 */
export function companyRecordView(ctx: Ctx, user: RoleUser, r: Byn2ImportRecord): ImportRecord {
  const view = recordView(r, companyChoices(ctx, user, r))
  const seesProtected = isAdmin(user, r.companyId) || isImitatedByAdmin(user)
  if (seesProtected || !findPerson(r.personId)?.protectedIdentity) return view
  return { ...view, byn2Data: { ...view.byn2Data, personName: ctx.t('protectedIdentityName'), personalNumber: '' } }
}

/** The imports both sides accepted, oldest first: the developer panel's queue (GET /__mock/import-queue). */
export function importQueue() {
  return db()
    .byn2Imports.all()
    .filter((r) => stateOf(r) === 'queued')
    .sort((a, b) => (a.queuedAt ?? '').localeCompare(b.queuedAt ?? '') || a.id - b.id)
    .map((r) => ({
      id: r.id,
      personName: r.byn2Data.personName,
      companyName: r.byn2Data.companyName,
      professionName: r.byn2Data.professionName,
      queuedAt: r.queuedAt ?? '',
      ...importTimeLeft(r.byn2Data),
    }))
}
