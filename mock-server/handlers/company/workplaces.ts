/**
 * A company's workplaces (§3 Workplace, §7 "Companies": workplace/{wid}, workplace-update,
 * workplace-create, workplace-delete). §6: every company user reads them, departmental users those
 * of their departments (a workplace of another department is 403); administrators and department
 * administrators change them, a department administrator only workplaces wholly in their departments.
 * One head office per company, and one default delivery and invoice address each. Decisions:
 * docs/decisions/notes/co-structure19.md.
 */
import { APPLICATION_STATE } from '../../../src/domain/application'
import { WorkplaceSchema } from '../../../src/api/company/company.schemas'
import { WorkplaceBodySchema } from '../../../src/api/company/workplace.schemas'
import {
  headOfficeProblem,
  ownsDepartments,
  seesDepartments,
  workplaceDeleteProblem,
  workplaceDepartmentProblem,
} from '../../../src/domain/company-structure'
import { departmentScope, isAdmin } from '../../../src/domain/roles'
import { db, nextId } from '../../db'
import { api, fail, ok, route, wire, type Ctx } from '../-support'
import { companyAccess, refuseChange, requireCompanyUser, type CompanyAccess } from './-access'

type WorkplaceRecord = NonNullable<ReturnType<ReturnType<typeof db>['workplaces']['findFirst']>>

/** §6 Admin of the company (FTGADM, or AVDADM in a company with departments): may change its structure. */
function requireCompanyAdmin(ctx: Ctx): CompanyAccess {
  const access = companyAccess(ctx, () => true)
  if (!isAdmin(access.user, access.companyId)) refuseChange(ctx)
  return access
}

/** The workplace of the path (404 when another company's), visible to the caller (403 outside their departments). */
function visibleWorkplace(ctx: Ctx, access: CompanyAccess): WorkplaceRecord {
  const id = ctx.id('wid')
  const workplace =
    db().workplaces.findFirst((q) => q.where({ id, companyId: access.companyId })) ??
    fail(404, { message: ctx.t('workplaceNotFound') })
  if (!seesDepartments(departmentScope(access.user, access.companyId), workplace.departmentIds)) ctx.forbidden()
  return workplace
}

/** A workplace the caller may change: visible, and every department of it theirs. */
function changeableWorkplace(ctx: Ctx, access: CompanyAccess): WorkplaceRecord {
  const workplace = visibleWorkplace(ctx, access)
  if (!ownsDepartments(departmentScope(access.user, access.companyId), workplace.departmentIds)) refuseChange(ctx)
  return workplace
}

/**
 * In use (a workplace is then not deleted): named by an application that is not closed, or by a
 * report of an e-book that is still kept (not approved or issued). Employments name no workplace.
 */
function workplaceInUse(workplaceId: number): boolean {
  const d = db()
  const openApplication = d.applications.findFirst((q) =>
    q.where({ workplace: workplaceId, stateId: (s) => s !== APPLICATION_STATE.closed }),
  )
  if (openApplication) return true
  return d.reports
    .findMany((q) => q.where({ workplaceId }))
    .some((report) => {
      const book = d.books.findFirst((q) => q.where({ id: report.bookId }))
      return !!book && book.status !== 'approved' && book.status !== 'issued'
    })
}

/** The body checked against §5 and the company; 422 per field. */
async function workplaceInput(ctx: Ctx, access: CompanyAccess, current: WorkplaceRecord | null) {
  const body = await ctx.body(WorkplaceBodySchema)
  const errors = ctx.errors()
  if (body.name.trim() === '') errors.add('name', 'fieldRequired', { field: 'name' })
  const departmentIds = [...new Set(body.departmentIds)]
  const problem = workplaceDepartmentProblem({
    hasDepartments: access.company.hasDepartments,
    departmentIds,
    companyDepartmentIds: db()
      .departments.findMany((q) => q.where({ companyId: access.companyId }))
      .map((d) => d.id),
    scope: departmentScope(access.user, access.companyId),
  })
  if (problem === 'required') errors.add('departmentIds', 'departmentRequired')
  if (problem === 'unknown') errors.add('departmentIds', 'departmentUnknown')
  if (problem === 'notYours') errors.add('departmentIds', 'workplaceDepartmentNotYours')
  if (problem === 'noDepartments') errors.add('departmentIds', 'companyHasNoDepartments')
  if (headOfficeProblem(current, body.isHeadOffice)) errors.add('isHeadOffice', 'headOfficeRequired')
  errors.throwIfAny()
  const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null)
  return {
    name: body.name.trim(),
    departmentIds,
    address1: text(body.address1),
    address2: text(body.address2),
    zip: text(body.zip),
    city: text(body.city),
    contact: text(body.contact),
    phone: text(body.phone),
    web: text(body.web),
    isHeadOffice: body.isHeadOffice,
    isDeliveryDefault: body.isDeliveryDefault,
    isInvoiceDefault: body.isInvoiceDefault,
  }
}

type Flag = 'isHeadOffice' | 'isDeliveryDefault' | 'isInvoiceDefault'

/** One workplace per company holds each flag: setting it on `keepId` takes it off the others. */
export async function moveFlags(companyId: number, keepId: number, flags: readonly Flag[]): Promise<void> {
  if (flags.length === 0) return
  const holders = db()
    .workplaces.findMany((q) => q.where({ companyId }))
    .filter((w) => w.id !== keepId && flags.some((flag) => w[flag]))
  for (const holder of holders)
    await db().workplaces.update((q) => q.where({ id: holder.id }), {
      data(draft) {
        for (const flag of flags) draft[flag] = false
      },
    })
}

const FLAGS: readonly Flag[] = ['isHeadOffice', 'isDeliveryDefault', 'isInvoiceDefault']
const setFlags = (input: Partial<Record<Flag, boolean>>) => FLAGS.filter((flag) => input[flag] === true)

export const workplacesHandlers = [
  route('get', api('/companies/:id/workplace/:wid'), (ctx) => {
    const access = requireCompanyUser(ctx)
    return ok(wire(WorkplaceSchema, visibleWorkplace(ctx, access)))
  }),

  route('post', api('/companies/:id/workplace-create'), async (ctx) => {
    const access = requireCompanyAdmin(ctx)
    const input = await workplaceInput(ctx, access, null)
    const d = db()
    // The company's first workplace is its head office.
    const first = !d.workplaces.findFirst((q) => q.where({ companyId: access.companyId }))
    const created = await d.workplaces.create({
      id: nextId(d.workplaces.all(), 1001),
      companyId: access.companyId,
      ...input,
      isHeadOffice: input.isHeadOffice || first,
    })
    await moveFlags(access.companyId, created.id, setFlags(created))
    return ok(wire(WorkplaceSchema, created), 201)
  }),

  route('patch', api('/companies/:id/workplace-update/:wid'), async (ctx) => {
    const access = requireCompanyAdmin(ctx)
    const workplace = changeableWorkplace(ctx, access)
    const input = await workplaceInput(ctx, access, workplace)
    const updated = await db().workplaces.update((q) => q.where({ id: workplace.id }), {
      data(draft) {
        Object.assign(draft, input)
      },
    })
    if (!updated) return ctx.notFound()
    await moveFlags(access.companyId, updated.id, setFlags(updated))
    return ok(wire(WorkplaceSchema, updated))
  }),

  route('delete', api('/companies/:id/workplace-delete/:wid'), async (ctx) => {
    const access = requireCompanyAdmin(ctx)
    const workplace = changeableWorkplace(ctx, access)
    const problem = workplaceDeleteProblem(workplace, workplaceInUse(workplace.id))
    if (problem === 'headOffice') return ctx.invalid('wid', 'workplaceDeleteHeadOffice')
    if (problem === 'inUse') return ctx.invalid('wid', 'workplaceDeleteInUse')
    await db().workplaces.delete((q) => q.where({ id: workplace.id }))
    return ok({ ok: true })
  }),
]
