/**
 * Instructor exemptions (§3 Exemption: type, employee, profession and orientation, reason,
 * attachment, issuer, issue date; §7 "Companies": instructor-exemptions list, get, create, and the
 * attachment's bytes, a call the project added). §6:
 * distance administrators, department administrators and administrators of the company; departmental
 * users those of employees in their departments. The application is multipart (its document under
 * ADR 0004); the server sets the issuer (who applied), the issue date and the status (pending until
 * the region decides); a second pending application for the same is refused. Decisions:
 * docs/decisions/notes/co-structure19.md, docs/decisions/notes/exemptions.md.
 */
import * as v from 'valibot'
import {
  EXEMPTION_REASON_MAX,
  ExemptionListBodySchema,
  ExemptionSchema,
  ExemptionTypeSchema,
  type ExemptionType,
} from '../../../src/api/company/exemption.schemas'
import { seesDepartments } from '../../../src/domain/company-structure'
import { canSeeExemptions, departmentScope } from '../../../src/domain/roles'
import { nowIso } from '../../clock'
import { db, nextId } from '../../db'
import { findPerson, hasOwnAccount } from '../../views'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import { documentFile, multipartForm, storedFileAnswer, toBase64 } from '../-uploads'
import { companyAccess, type CompanyAccess } from './-access'

type ExemptionRecord = NonNullable<ReturnType<ReturnType<typeof db>['instructorExemptions']['findFirst']>>

function requireExemptionsAccess(ctx: Ctx): CompanyAccess {
  return companyAccess(ctx, (user, companyId) => canSeeExemptions(user, companyId))
}

/** The departments an employment is linked to. */
function employmentDepartments(employmentId: number): number[] {
  return db()
    .departmentEmployments.findMany((q) => q.where({ employmentId }))
    .map((link) => link.departmentId)
}

/** In a company with departments a departmental user sees the exemptions of their departments' staff. */
function inScope(access: CompanyAccess, employmentId: number | null): boolean {
  const scope = departmentScope(access.user, access.companyId)
  return scope === 'all' || (employmentId !== null && seesDepartments(scope, employmentDepartments(employmentId)))
}

function exemptionView(record: ExemptionRecord) {
  const name = (personId: number | null) => {
    const person = personId === null ? undefined : findPerson(personId)
    return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null
  }
  return wire(ExemptionSchema, {
    ...record,
    employee: name(record.personId) ?? { id: record.personId, firstName: '', lastName: '' },
    issuedBy: name(record.issuedById),
  })
}

/** One exemption of the company as §6 lets the caller read it: 404 when the company has none by the id, 403 outside their departments. */
function readableExemption(ctx: Ctx): ExemptionRecord {
  const access = requireExemptionsAccess(ctx)
  const id = ctx.id('eid')
  const record =
    db().instructorExemptions.findFirst((q) => q.where({ id, companyId: access.companyId })) ??
    fail(404, { message: ctx.t('exemptionNotFound') })
  if (!inScope(access, record.employmentId)) ctx.forbidden()
  return record
}

/** A whole number in a form field (digits only), or null when absent or empty. */
function formNumber(ctx: Ctx, form: FormData, field: string): number | null {
  const raw = form.get(field)
  if (raw === null || raw === '') return null
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN
  if (!Number.isSafeInteger(value)) ctx.invalid(field, 'fieldInvalid', { field })
  return value
}

/**
 * A pending exemption of the same employment, type, profession and orientation (no orientation being one
 * value of its own): a second application for it is refused until the region has decided the first.
 */
function pendingTwin(employmentId: number, type: ExemptionType, professionId: number, orientationId: number | null) {
  return db()
    .instructorExemptions.findMany((q) => q.where({ employmentId, professionId, status: 'pending' }))
    .some((e) => e.type === type && (e.orientationId ?? null) === orientationId)
}

/** The application's text fields, checked against the company, the caller's departments and §3. */
function readApplication(ctx: Ctx, access: CompanyAccess, form: FormData) {
  const d = db()
  const errors = ctx.errors()
  const type = v.safeParse(ExemptionTypeSchema, form.get('type'))
  if (!type.success) errors.add('type', form.get('type') === null ? 'fieldRequired' : 'fieldInvalid', { field: 'type' })
  const rawReason = form.get('reason')
  const reason = typeof rawReason === 'string' ? rawReason.trim() : ''
  if (reason === '') errors.add('reason', 'fieldRequired', { field: 'reason' })
  else if (reason.length > EXEMPTION_REASON_MAX)
    errors.add('reason', 'fieldTooLong', { field: 'reason', max: String(EXEMPTION_REASON_MAX) })

  const employmentId = formNumber(ctx, form, 'employmentId')
  const employment =
    employmentId === null
      ? undefined
      : d.employments.findFirst((q) => q.where({ id: employmentId, companyId: access.companyId, endDate: null }))
  const person = employment ? findPerson(employment.personId) : undefined
  const employeeProblem =
    employmentId === null
      ? 'fieldRequired'
      : !employment || !person
        ? 'employeeUnknown'
        : !hasOwnAccount(person)
          ? 'employeeNoOwnAccount'
          : !inScope(access, employment.id)
            ? 'employeeNotYours'
            : null
  if (employeeProblem) errors.add('employmentId', employeeProblem, { field: 'employmentId' })

  const professionId = formNumber(ctx, form, 'professionId')
  const profession = professionId === null ? undefined : d.professions.findFirst((q) => q.where({ id: professionId }))
  if (professionId === null) errors.add('professionId', 'fieldRequired', { field: 'professionId' })
  else if (!profession) errors.add('professionId', 'professionUnknown')
  const orientationId = formNumber(ctx, form, 'orientationId')
  if (orientationId !== null && profession && !profession.machineOrientations.some((o) => o.id === orientationId))
    errors.add('orientationId', 'orientationInvalid')
  // Only a person the caller may apply for is looked up further (another department's applications stay unsaid).
  else if (
    employeeProblem === null &&
    type.success &&
    employment &&
    profession &&
    pendingTwin(employment.id, type.output, profession.id, orientationId)
  )
    errors.add('professionId', 'exemptionAlreadyPending')
  errors.throwIfAny()
  if (!type.success || !employment || !person || !profession) throw new Error('exemption: checked above')
  return { type: type.output, reason, employment, person, profession, orientationId }
}

export const exemptionsHandlers = [
  route('patch', api('/companies/:id/instructor-exemptions/list'), async (ctx) => {
    const access = requireExemptionsAccess(ctx)
    const filter = await ctx.body(ExemptionListBodySchema)
    const found = db()
      .instructorExemptions.findMany((q) => q.where({ companyId: access.companyId }))
      .filter(
        (e) =>
          inScope(access, e.employmentId) &&
          (filter.status == null || e.status === filter.status) &&
          (filter.employmentId == null || e.employmentId === filter.employmentId),
      )
      .map(exemptionView)
      .sort((a, b) => (b.issuedAt ?? '').localeCompare(a.issuedAt ?? '') || b.id - a.id)
    return ok(rows(ExemptionSchema, found))
  }),

  route('get', api('/companies/:id/instructor-exemptions/:eid/get'), (ctx) =>
    ok(exemptionView(readableExemption(ctx))),
  ),

  // The stored bytes with the content type they were sniffed as (ADR 0004); whoever may read the exemption.
  route('get', api('/companies/:id/instructor-exemptions/:eid/attachment'), (ctx) => {
    const record = readableExemption(ctx)
    if (!record.attachment || !record.attachmentBase64) return fail(404, { message: ctx.t('exemptionNoAttachment') })
    return storedFileAnswer(record.attachment, record.attachmentBase64)
  }),

  route('post', api('/companies/:id/instructor-exemptions/create'), async (ctx) => {
    const access = requireExemptionsAccess(ctx)
    const form = await multipartForm(ctx)
    const input = readApplication(ctx, access, form)
    const document = await documentFile(ctx, form, 'exemption')
    const d = db()
    const created = await d.instructorExemptions.create({
      id: nextId(d.instructorExemptions.all(), 9501),
      personId: input.person.id,
      professionId: input.profession.id,
      status: 'pending',
      companyId: access.companyId,
      employmentId: input.employment.id,
      type: input.type,
      orientationId: input.orientationId,
      reason: input.reason,
      attachment: {
        fileName: document.fileName,
        contentType: document.contentType,
        size: document.bytes.length,
        uploadedAt: nowIso(),
      },
      attachmentBase64: toBase64(document.bytes),
      issuedById: access.auth.person.id,
      issuedAt: nowIso(),
    })
    return ok(exemptionView(created), 201)
  }),
]
