/**
 * The applications group (§7 "Applications"): create, read, list, update with the company's
 * save / approve / deny, the apprentice's sign, delete, and the documents with their bytes.
 *
 * Every rule comes from src/domain/application.ts and roles.ts (states and transitions, who may
 * edit when, the submittable rule, delete permission, draft lifetime, start date, documents,
 * instructor rules); this file only applies them to the collections. The transition table is in
 * the domain module's header.
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
import { HttpResponse } from 'msw'
import * as v from 'valibot'
import {
  ApplicationActionSchema,
  ApplicationChangesSchema,
  ApplicationDocumentSchema,
  ApplicationListRowSchema,
  DocumentTypeSchema,
  type ApplicationAction,
  type ApplicationChanges,
} from '../../../src/api/application/application.schemas'
import { Id } from '../../../src/api/common.schemas'
import type { Person } from '../../../src/api/shell/user.schemas'
import {
  APPLICATION_STATE as S,
  MAX_APPLICATION_DOCUMENTS_BYTES,
  MAX_DOCUMENT_BYTES,
  applicationTransition,
  approveProblem,
  canDeleteApplication,
  canReviewApplication,
  documentProblem,
  instructorProblems,
  isApplicant,
  isDraftExpired,
  isEditableByApprentice,
  isEditableByCompany,
  signProblems,
  sniffDocumentType,
  startDateProblem,
  submittableProblems,
  type InstructorProblem,
  type StartDateProblem,
} from '../../../src/domain/application'
import { dayOf, isoDay } from '../../../src/domain/dates'
import { canSeeApplications, departmentScope, isCompanyUser } from '../../../src/domain/roles'
import { isValidEmail, isValidPhone, normalizePersonalNumber } from '../../../src/domain/validation'
import { registerEntry } from '../../accounts'
import { now, nowIso } from '../../clock'
import { db, nextId, type ApplicationRecord, type PersonRecord } from '../../db'
import { message, type MessageKey } from '../../messages'
import { applicationListRow, applicationView, findPerson, instructorEmploymentView, personView } from '../../views'
import { api, fail, ok, route, rows, wire, type Auth, type Ctx } from '../-support'

/** §9: the application list answers at most 500. */
export const APPLICATION_LIST_MAX = 500
/** File names are kept to this many characters (extension kept), see ADR 0004. */
export const FILE_NAME_MAX = 100

const MB = 1024 * 1024

// ---------------------------------------------------------------------------------------------
// Small helpers

function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The name without any path, at most FILE_NAME_MAX characters, keeping the extension. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || 'document'
  if (base.length <= FILE_NAME_MAX) return base
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ''
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The caller as the role rules read them. */
function userOf(auth: Auth): Person {
  return personView(auth.person, auth.imitatedBy)
}

/** A change time strictly after the company's last save, so "saved after the last change" stays exact on a pinned clock. */
function changeTime(app: ApplicationRecord): string {
  const saved = app.savedByCompanyAt ? Date.parse(app.savedByCompanyAt) + 1 : 0
  return new Date(Math.max(now().getTime(), saved)).toISOString()
}

async function patch(id: number, changes: Partial<ApplicationRecord>): Promise<ApplicationRecord> {
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

function applicantPerson(app: ApplicationRecord): PersonRecord | undefined {
  if (app.applicantPersonId !== null) return findPerson(app.applicantPersonId)
  const pn = app.personalNumber
  return pn ? db().persons.findFirst((q) => q.where({ personalNumber: pn })) : undefined
}

function hasApprovedBasicEducation(person: PersonRecord | undefined): boolean {
  return !!person && db().educations.findMany((q) => q.where({ personId: person.id })).some((e) => e.basicEducationCertificate)
}

/** The apprenticeship a transfer continues: the applicant's active one at another company, same profession first. */
function transferSource(app: ApplicationRecord) {
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

interface Access {
  app: ApplicationRecord
  user: Person
  applicant: boolean
  reviewer: boolean
  registrar: boolean
}

function loadApplication(ctx: Ctx, id: number): ApplicationRecord {
  return db().applications.findFirst((q) => q.where({ id })) ?? ctx.notFound()
}

function accessTo(auth: Auth, app: ApplicationRecord, user: Person = userOf(auth)): Access {
  const applicant = app.applicantPersonId === auth.person.id || isApplicant(user, app)
  const registrar =
    app.initiatedByCompany && app.createdByPersonId === auth.person.id && app.companyId !== null && isCompanyUser(user, app.companyId)
  return { app, user, applicant, reviewer: canReviewApplication(user, app), registrar }
}

function canView(access: Access): boolean {
  return access.applicant || access.reviewer || access.registrar
}

function apprenticeMayEdit(access: Access): boolean {
  return access.applicant && isEditableByApprentice(access.app)
}

function companyMayEdit(access: Access): boolean {
  return (access.reviewer && isEditableByCompany(access.app)) || (access.registrar && access.app.stateId === S.draft)
}

/** The application the caller may read; 404 unknown (or purged), 403 someone else's. */
function readable(ctx: Ctx, auth: Auth, id: number): Access {
  const access = accessTo(auth, loadApplication(ctx, id))
  if (!canView(access)) ctx.forbidden()
  return access
}

/** Who edits: the applicant while it is their draft, else the company in its editable states; 422 when nobody may now. */
function editingSide(ctx: Ctx, access: Access): Side {
  if (apprenticeMayEdit(access)) return 'apprentice'
  if (companyMayEdit(access)) return 'company'
  return fail(422, { message: ctx.t('applicationNotEditable'), errors: [{ field: 'stateId', message: ctx.t('applicationNotEditable') }] })
}

// ---------------------------------------------------------------------------------------------
// Changes: which side may set which field, cleaning and validation

type Side = 'apprentice' | 'company'
type ChangeKey = keyof ApplicationChanges

/** Set by the server only. */
const SERVER_FIELDS: ChangeKey[] = ['createdByPersonalNumber', 'prefilledBy', 'honestyDeclaration']
/** The company's part of the application. */
const COMPANY_FIELDS: ChangeKey[] = ['instructorId', 'workplace', 'employmentTypeId', 'employmentDate']
/** In a company-initiated draft the company chose these; the apprentice completes the rest. */
const COMPANY_CHOICES: ChangeKey[] = ['companyId', 'departmentId', 'professionId', 'personalNumber']
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'address1', 'address2', 'zip', 'city', 'country', 'mobilephone', 'messageToBoard'] as const

/**
 * The changes this side may make; anything else in the body is ignored, as a server ignores
 * fields it does not own (the apprentice cannot pick the instructor, nobody moves an application
 * to another company once the company side handles it, the declarations are the apprentice's).
 */
function allowedChanges(changes: ApplicationChanges, side: Side, app: Pick<ApplicationRecord, 'initiatedByCompany' | 'stateId'>): ApplicationChanges {
  const blocked = new Set<ChangeKey>(SERVER_FIELDS)
  if (side === 'apprentice') {
    for (const key of COMPANY_FIELDS) blocked.add(key)
    blocked.add('personalNumber')
    if (app.initiatedByCompany) for (const key of COMPANY_CHOICES) blocked.add(key)
  } else {
    blocked.add('companyId')
    blocked.add('privacyAccepted')
    if (!(app.stateId === S.draft && app.initiatedByCompany)) blocked.add('personalNumber')
  }
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && !blocked.has(key as ChangeKey)) result[key] = value
  return result as ApplicationChanges
}

/** Trimmed text, blank as null, the personal number as 12 digits when valid. */
function cleaned(changes: ApplicationChanges): ApplicationChanges {
  const result: ApplicationChanges = { ...changes }
  for (const key of TEXT_FIELDS) {
    const value = result[key]
    if (typeof value === 'string') result[key] = value.trim() === '' ? null : value.trim()
  }
  if (typeof result.personalNumber === 'string') {
    const pn = result.personalNumber.trim()
    result.personalNumber = pn === '' ? null : (normalizePersonalNumber(pn, now()) ?? pn)
  }
  if (typeof result.employmentDate === 'string' && result.employmentDate.trim() === '') result.employmentDate = null
  return result
}

const START_DATE_MESSAGES: Record<StartDateProblem, MessageKey> = {
  invalid: 'startDateInvalid',
  inFuture: 'startDateInFuture',
  needsBasicEducation: 'startDateNeedsBasicEducation',
  tooEarly: 'startDateTooEarly',
}

const INSTRUCTOR_MESSAGES: Record<InstructorProblem, MessageKey> = {
  noCertificateOrExemption: 'instructorNoCertificate',
  noMachineQualification: 'instructorNoMachineQualification',
  noEmail: 'instructorNoEmail',
  instructionsNotRead: 'instructorInstructionsNotRead',
  scaffoldingMax: 'instructorScaffoldingMax',
  scaffoldingMissingBasicEducation: 'instructorScaffoldingMissingBasicEducation',
  noOwnAccount: 'instructorNoOwnAccount',
}

/** §5 instructor rules for the application's instructor; the messages of what fails (empty when none). */
function instructorMessages(ctx: Ctx, app: ApplicationRecord): string[] {
  if (app.instructorId === null || app.professionId === null || app.companyId === null) return []
  const d = db()
  const employment = d.employments.findFirst((q) => q.where({ id: app.instructorId ?? -1, companyId: app.companyId ?? -1, endDate: (e) => e === null }))
  if (!employment) return [ctx.t('instructorUnknown')]
  const professionId = app.professionId
  const profession = d.professions.findFirst((q) => q.where({ id: professionId })) ?? null
  const settings = d.settings.all()[0]
  const problems = instructorProblems(instructorEmploymentView(employment), {
    professionId,
    profession,
    newInstructionsAt: settings?.newInstructionsAt ?? null,
    orientationIds: app.professionOrientations,
  })
  return problems.map((p) => ctx.t(INSTRUCTOR_MESSAGES[p]))
}

/**
 * The record after `changes` (already limited to the caller's side), or 422 with every field
 * error. Only what changes is checked, so earlier data is never re-judged by a later rule.
 */
function applyChanges(ctx: Ctx, app: ApplicationRecord, raw: ApplicationChanges): ApplicationRecord {
  const changes = cleaned(raw)
  const given = new Set(Object.keys(changes) as ChangeKey[])
  const next: ApplicationRecord = { ...app, ...changes } as ApplicationRecord
  const d = db()
  const errors = ctx.errors()

  // Moving to another company or profession drops what belonged to the old one.
  if (given.has('companyId') && next.companyId !== app.companyId) {
    if (!given.has('departmentId')) next.departmentId = null
    if (!given.has('workplace')) next.workplace = null
    if (!given.has('instructorId')) next.instructorId = null
  }
  if (given.has('professionId') && next.professionId !== app.professionId) {
    if (!given.has('professionOrientations')) next.professionOrientations = []
    if (!given.has('confirmedCourseIds')) next.confirmedCourseIds = []
  }

  if (given.has('personalNumber') && next.personalNumber !== null && normalizePersonalNumber(next.personalNumber, now()) === null) {
    errors.add('personalNumber', 'personalNumberInvalid')
  }
  if (given.has('email') && next.email !== null && !isValidEmail(next.email)) errors.add('email', 'emailInvalid')
  if (given.has('mobilephone') && next.mobilephone !== null && !isValidPhone(next.mobilephone)) errors.add('mobilephone', 'phoneInvalid')

  const company = next.companyId === null ? undefined : d.companies.findFirst((q) => q.where({ id: next.companyId ?? -1 }))
  if (given.has('companyId') && next.companyId !== null && !company) errors.add('companyId', 'companyNotFound')

  const profession = next.professionId === null ? undefined : d.professions.findFirst((q) => q.where({ id: next.professionId ?? -1 }))
  if (given.has('professionId') && next.professionId !== null && !profession) errors.add('professionId', 'professionUnknown')
  if (given.has('professionOrientations') && next.professionOrientations.length > 0) {
    const machines = new Set(profession?.isMachineProfession ? profession.machineOrientations.map((m) => m.id) : [])
    if (!next.professionOrientations.every((id) => machines.has(id))) errors.add('professionOrientations', 'orientationInvalid')
  }
  if (given.has('confirmedCourseIds') && next.confirmedCourseIds.length > 0) {
    const courses = new Set(d.professionCourses.findMany((q) => q.where({ professionId: next.professionId ?? -1 })).map((c) => c.id))
    if (!next.confirmedCourseIds.every((id) => courses.has(id))) errors.add('confirmedCourseIds', 'courseUnknown')
  }

  if ((given.has('departmentId') || given.has('companyId')) && next.departmentId !== null) {
    if (!d.departments.findFirst((q) => q.where({ id: next.departmentId ?? -1, companyId: next.companyId ?? -1 }))) errors.add('departmentId', 'departmentUnknown')
  }
  if (next.workplace !== null && (given.has('workplace') || given.has('departmentId'))) {
    const workplace = d.workplaces.findFirst((q) => q.where({ id: next.workplace ?? -1, companyId: next.companyId ?? -1 }))
    const outsideDepartment = workplace && next.departmentId !== null && workplace.departmentIds.length > 0 && !workplace.departmentIds.includes(next.departmentId)
    if (!workplace || outsideDepartment) errors.add('workplace', 'workplaceUnknown')
    // §5 "workplace filtered by department": a workplace of exactly one department implies it.
    else if (company?.hasDepartments && next.departmentId === null && workplace.departmentIds.length === 1) next.departmentId = workplace.departmentIds[0]
  }
  if (given.has('employmentTypeId') && next.employmentTypeId !== null && !d.employmentTypes.findFirst((q) => q.where({ id: next.employmentTypeId ?? -1 }))) {
    errors.add('employmentTypeId', 'employmentTypeUnknown')
  }
  if (given.has('employmentDate')) {
    const problem = startDateProblem(next.employmentDate, now(), { hasApprovedBasicEducation: hasApprovedBasicEducation(applicantPerson(next)) })
    if (problem) errors.add('employmentDate', START_DATE_MESSAGES[problem])
    else if (next.employmentDate !== null) next.employmentDate = dayOf(next.employmentDate) ?? next.employmentDate
  }
  if (given.has('instructorId') || given.has('professionId') || given.has('professionOrientations')) {
    for (const text of instructorMessages(ctx, next)) errors.items.push({ field: 'instructorId', message: text })
  }
  if (given.has('transferRequest') && next.transferRequest && !transferSource(next)) errors.add('transferRequest', 'transferNotApprentice')
  errors.throwIfAny()
  return next
}

/** Writes what changed and moves updatedAt past the company's last save; nothing changed, nothing written. */
async function saveChanges(before: ApplicationRecord, after: ApplicationRecord): Promise<ApplicationRecord> {
  const changed: Partial<ApplicationRecord> = {}
  for (const key of Object.keys(after) as Array<keyof ApplicationRecord>) {
    if (!same(before[key], after[key])) (changed as Record<string, unknown>)[key] = after[key]
  }
  if (Object.keys(changed).length === 0) return before
  return patch(before.id, { ...changed, updatedAt: changeTime(before) })
}

// ---------------------------------------------------------------------------------------------
// Company actions, sign, transfer and notifications

async function notifyApplicant(app: ApplicationRecord, key: 'applicationApprovedSubject' | 'applicationDeniedSubject') {
  const person = applicantPerson(app)
  if (!person) return
  const company = db().companies.findFirst((q) => q.where({ id: app.companyId ?? -1 }))
  const notifications = db().notifications
  await notifications.create({
    id: nextId(notifications.all()),
    personId: person.id,
    subject: message(person.language ?? 'sv', key, { company: company?.name ?? '' }),
    sentTime: nowIso(),
    readTime: null,
    type: 'Application',
    concernType: 'Application',
    concernId: app.id,
    additionalInfo: { companyId: app.companyId },
  })
}

/**
 * §4 transfer: the new company's approval ends the apprenticeship at the old company and the time
 * continues at the new one (a new apprenticeship with the old start date, supervised by the
 * application's instructor). The qualifying time (education) is the person's and stays as it is.
 */
async function continueAtNewCompany(app: ApplicationRecord, source: NonNullable<ReturnType<typeof transferSource>>) {
  const d = db()
  const today = isoDay(now())
  const companyId = app.companyId as number
  await d.apprenticeships.update((q) => q.where({ id: source.id }), {
    data(draft) {
      draft.manuallyEndedDate = today
    },
  })
  await d.employments.update((q) => q.where({ id: source.employmentId }), {
    data(draft) {
      draft.endDate = today
    },
  })
  await d.apprenticeshipInstructors.updateMany((q) => q.where({ apprenticeshipId: source.id }), {
    data(draft) {
      draft.isActive = false
    },
  })
  const existing = d.employments.findFirst((q) => q.where({ personId: source.personId, companyId, endDate: (e) => e === null }))
  const employment =
    existing ??
    (await d.employments.create({
      id: nextId(d.employments.all(), 2001),
      personId: source.personId,
      companyId,
      fromDate: app.employmentDate ?? today,
      endDate: null,
    }))
  if (app.departmentId !== null && !d.departmentEmployments.findFirst((q) => q.where({ employmentId: employment.id, departmentId: app.departmentId ?? -1 }))) {
    await d.departmentEmployments.create({
      id: nextId(d.departmentEmployments.all(), 5001),
      employmentId: employment.id,
      departmentId: app.departmentId,
      isDepartmentEducationResponsible: false,
      isDepartmentInstructor: false,
      isDepartmentDistanceEducationAdministrator: false,
      isDepartmentAdministrator: false,
    })
  }
  const apprenticeship = await d.apprenticeships.create({
    id: nextId(d.apprenticeships.all(), 3001),
    personId: source.personId,
    companyId,
    employmentId: employment.id,
    professionId: app.professionId,
    fromDate: source.fromDate,
    manuallyEndedDate: null,
  })
  if (app.instructorId !== null) {
    await d.apprenticeshipInstructors.create({
      id: nextId(d.apprenticeshipInstructors.all(), 4001),
      employmentId: app.instructorId,
      apprenticeshipId: apprenticeship.id,
      isActive: true,
    })
  }
}

function wrongState(ctx: Ctx): never {
  return fail(422, { message: ctx.t('applicationWrongState'), errors: [{ field: 'stateId', message: ctx.t('applicationWrongState') }] })
}

function mustSaveFirst(ctx: Ctx): never {
  return fail(422, { message: ctx.t('applicationMustSaveFirst'), errors: [{ field: 'action', message: ctx.t('applicationMustSaveFirst') }] })
}

async function companyAction(ctx: Ctx, access: Access, action: ApplicationAction, raw: ApplicationChanges, denyMotivation: string | null | undefined) {
  const app = access.app
  const changes = allowedChanges(raw, 'company', app)
  if (action === 'save') {
    if (!access.reviewer && !access.registrar) return ctx.forbidden()
    if (!companyMayEdit(access)) return wrongState(ctx)
    const next = applyChanges(ctx, app, changes)
    const moved = applicationTransition(next, 'save') ?? next
    // §5: an empty start date means today; fixed when the company confirms an application to approve.
    const employmentDate = next.employmentDate ?? (moved.stateId === S.draft ? null : isoDay(now()))
    const written = await saveChanges(app, { ...next, stateId: moved.stateId, employmentDate })
    const at = new Date(Math.max(now().getTime(), Date.parse(written.updatedAt))).toISOString()
    return patch(app.id, { updatedAt: at, savedByCompanyAt: at })
  }

  if (!access.reviewer) return ctx.forbidden()
  if (action === 'approve') {
    // Approving what is on screen: anything different from the stored application is an unsaved change.
    const pending = cleaned(changes)
    if (Object.entries(pending).some(([key, value]) => !same(app[key as keyof ApplicationRecord], value))) return mustSaveFirst(ctx)
    const problem = approveProblem(app)
    if (problem === 'wrongState') return wrongState(ctx)
    if (problem === 'notSaved') return mustSaveFirst(ctx)
    if (problem === 'notSubmittable') {
      // One §8 message; each missing field named so the review can point at it.
      const missing = ctx.t('applicationNotFilledEnough')
      return fail(422, { message: missing, errors: submittableProblems(app).map((field) => ({ field, message: missing })) })
    }
    const instructorErrors = instructorMessages(ctx, app)
    if (instructorErrors.length > 0) return fail(422, { message: ctx.t('formInvalid'), errors: instructorErrors.map((text) => ({ field: 'instructorId', message: text })) })
    const source = app.transferRequest ? transferSource(app) : undefined
    if (app.transferRequest && !source) return ctx.invalid('transferRequest', 'transferNotApprentice')
    const next = applicationTransition(app, 'approve') ?? wrongState(ctx)
    const approved = await patch(app.id, { stateId: next.stateId, updatedAt: changeTime(app) })
    if (source) await continueAtNewCompany(approved, source)
    await notifyApplicant(approved, 'applicationApprovedSubject')
    return approved
  }

  // deny: back to the apprentice for completion, with the company's edits and the motivation kept.
  const next = applicationTransition(app, 'deny') ?? wrongState(ctx)
  const edited = applyChanges(ctx, app, changes)
  const motivation = denyMotivation?.trim() ? denyMotivation.trim() : null
  const denied = await patch(app.id, { ...edited, stateId: next.stateId, denyMotivation: motivation, savedByCompanyAt: null, updatedAt: nowIso() })
  await notifyApplicant(denied, 'applicationDeniedSubject')
  return denied
}

const SIGN_MESSAGES: Partial<Record<ReturnType<typeof signProblems>[number], MessageKey>> = {
  documents: 'documentRequired',
  departmentId: 'departmentRequired',
}

// ---------------------------------------------------------------------------------------------
// Bodies

const ChangesBodySchema = v.object({ ...ApplicationChangesSchema.entries })
const UpdateBodySchema = v.object({
  ...ApplicationChangesSchema.entries,
  action: v.nullish(ApplicationActionSchema),
  denyMotivation: v.nullish(v.string()),
})
const ListBodySchema = v.object({
  type: v.picklist(['own', 'received']),
  companyId: v.nullish(Id),
  search: v.optional(v.string(), ''),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(APPLICATION_LIST_MAX)), APPLICATION_LIST_MAX),
})

function emptyApplication(id: number, at: string, createdByPersonId: number) {
  return {
    id,
    stateId: S.draft as number,
    initiatedByCompany: false,
    firstName: null,
    lastName: null,
    email: null,
    personalNumber: null,
    createdByPersonalNumber: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    mobilephone: null,
    instructorId: null,
    professionId: null,
    professionOrientations: [],
    companyId: null,
    departmentId: null,
    workplace: null,
    employmentTypeId: null,
    employmentDate: null,
    hasApprovedCourses: null,
    confirmedCourseIds: [],
    messageToBoard: null,
    denyMotivation: null,
    privacyAccepted: false,
    honestyDeclaration: false,
    transferRequest: false,
    prefilledBy: null,
    createdAt: at,
    updatedAt: at,
    savedByCompanyAt: null,
    applicantPersonId: null,
    createdByPersonId,
  } satisfies ApplicationRecord
}

// ---------------------------------------------------------------------------------------------
// Handlers

export const applicationsHandlers = [
  /**
   * A company user who gives the company and someone else's personal number registers an
   * application for that person (company-initiated, prefilled from the population register);
   * anyone else starts their own draft, prefilled from their own data.
   */
  route('post', api('/applications/create'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const user = userOf(auth)
    const body = await ctx.body(ChangesBodySchema)
    const d = db()
    const companyId = body.companyId ?? null
    if (companyId !== null && !d.companies.findFirst((q) => q.where({ id: companyId }))) return ctx.invalid('companyId', 'companyNotFound')
    const own = auth.person.personalNumber
    const requested = blank(body.personalNumber) ? null : (body.personalNumber as string).trim()
    const normalized = requested === null ? null : normalizePersonalNumber(requested, now())
    const forSomeoneElse = companyId !== null && isCompanyUser(user, companyId) && requested !== null && normalized !== own
    const at = nowIso()
    const base = emptyApplication(nextId(d.applications.all(), 31001), at, auth.person.id)

    let record: ApplicationRecord
    let side: Side
    if (forSomeoneElse) {
      if (normalized === null) return ctx.invalid('personalNumber', 'personalNumberInvalid')
      const scope = departmentScope(user, companyId)
      if (scope !== 'all' && body.departmentId != null && !scope.includes(body.departmentId)) return ctx.forbidden()
      const known = d.persons.findFirst((q) => q.where({ personalNumber: normalized }))
      const register = registerEntry(normalized)
      const address = known ? (known.protectedIdentity ? null : known.registeredAddress) : register.address
      record = {
        ...base,
        initiatedByCompany: true,
        prefilledBy: 'company',
        personalNumber: normalized,
        createdByPersonalNumber: own === '' ? null : own,
        firstName: known?.firstName ?? register.firstName,
        lastName: known?.lastName ?? register.lastName,
        address1: address?.address1 ?? null,
        address2: address?.address2 ?? null,
        zip: address?.zip ?? null,
        city: address?.city ?? null,
        country: address?.country ?? null,
        companyId,
        applicantPersonId: known?.id ?? null,
      }
      side = 'company'
    } else {
      const me = auth.person
      record = {
        ...base,
        prefilledBy: 'apprentice',
        personalNumber: me.personalNumber === '' ? null : me.personalNumber,
        createdByPersonalNumber: me.personalNumber === '' ? null : me.personalNumber,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        mobilephone: me.mobilephone,
        address1: me.address1,
        address2: me.address2,
        zip: me.zip,
        city: me.city,
        country: me.country,
        applicantPersonId: me.id,
      }
      side = 'apprentice'
    }
    const next = applyChanges(ctx, record, allowedChanges(body, side, record))
    const created = await d.applications.create({ ...next, createdAt: at, updatedAt: at })
    return ok(applicationView(created))
  }),

  route('get', api('/applications/get/:id'), (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    return ok(applicationView(readable(ctx, auth, ctx.id()).app))
  }),

  route('delete', api('/applications/delete/:id'), (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const access = readable(ctx, auth, ctx.id())
    if (!canDeleteApplication(access.user, access.app, access.applicant)) return fail(403, { message: ctx.t('applicationDeleteNotAllowed') })
    const d = db()
    d.applicationDocuments.deleteMany((q) => q.where({ applicationId: access.app.id }))
    d.applications.delete((q) => q.where({ id: access.app.id }))
    return ok({ ok: true })
  }),

  // own: the caller's applications; received: a company's (§6 applications right, within departments).
  route('patch', api('/applications/list'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const user = userOf(auth)
    const { type, companyId, search, pageSize } = await ctx.body(ListBodySchema)
    const d = db()
    let list: ApplicationRecord[]
    if (type === 'received') {
      if (companyId === undefined || companyId === null) return ctx.invalid('companyId', 'fieldRequired', { field: 'companyId' })
      if (!d.companies.findFirst((q) => q.where({ id: companyId }))) return fail(404, { message: ctx.t('companyNotFound') })
      if (!canSeeApplications(user, companyId)) return ctx.forbidden()
      list = d.applications.findMany((q) => q.where({ companyId })).filter((app) => canReviewApplication(user, app))
    } else {
      list = d.applications.all().filter((app) => accessTo(auth, app, user).applicant)
    }
    const needle = search.trim().toLowerCase()
    const digits = needle.replace(/\D/g, '')
    const matches = list
      .filter((app) => {
        if (needle === '') return true
        const name = `${app.firstName ?? ''} ${app.lastName ?? ''}`.toLowerCase()
        const reversed = `${app.lastName ?? ''} ${app.firstName ?? ''}`.toLowerCase()
        return name.includes(needle) || reversed.includes(needle) || (digits.length >= 4 && (app.personalNumber ?? '').includes(digits))
      })
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id)
    return ok(rows(ApplicationListRowSchema, matches.slice(0, pageSize).map(applicationListRow), matches.length))
  }),

  route('patch', api('/applications/update/:id'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const access = readable(ctx, auth, ctx.id())
    const { action, denyMotivation, ...changes } = await ctx.body(UpdateBodySchema)
    if (action) return ok(applicationView(await companyAction(ctx, access, action, changes, denyMotivation)))
    const side = editingSide(ctx, access)
    const next = applyChanges(ctx, access.app, allowedChanges(changes, side, access.app))
    return ok(applicationView(await saveChanges(access.app, next)))
  }),

  // The apprentice signs with the honesty declaration; it goes to the company (§4 transitions).
  route('post', api('/applications/sign/:id'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const access = readable(ctx, auth, ctx.id())
    if (!access.applicant) return ctx.forbidden()
    const { honestyDeclaration } = await ctx.body(v.object({ honestyDeclaration: v.optional(v.boolean(), false) }))
    const app = access.app
    const next = applicationTransition(app, 'sign') ?? wrongState(ctx)
    if (!honestyDeclaration) return ctx.invalid('honestyDeclaration', 'honestyDeclarationMissing')
    const d = db()
    const company = app.companyId === null ? undefined : d.companies.findFirst((q) => q.where({ id: app.companyId ?? -1 }))
    const profession = app.professionId === null ? undefined : d.professions.findFirst((q) => q.where({ id: app.professionId ?? -1 }))
    const problems = signProblems(applicationView(app), {
      companyHasDepartments: company?.hasDepartments ?? false,
      isMachineProfession: profession?.isMachineProfession ?? false,
    })
    const errors = ctx.errors()
    for (const field of problems) errors.add(field, SIGN_MESSAGES[field] ?? 'fieldRequired', { field })
    if (app.transferRequest && !transferSource(app)) errors.add('transferRequest', 'transferNotApprentice')
    errors.throwIfAny()
    const signed = await patch(app.id, { stateId: next.stateId, honestyDeclaration: true, updatedAt: changeTime(app) })
    return ok(applicationView(signed))
  }),

  // Multipart: applicationId, type, quality?, schoolRegion?, municipality?, schoolName?, file.
  route('post', api('/application-documents/create'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    let form: FormData
    try {
      form = await ctx.request.formData()
    } catch {
      return fail(422, { message: ctx.t('multipartInvalid'), errors: [{ field: 'body', message: ctx.t('multipartInvalid') }] })
    }
    const rawId = form.get('applicationId')
    if (typeof rawId !== 'string' || !/^\d+$/.test(rawId.trim())) {
      return ctx.invalid('applicationId', rawId === null ? 'fieldRequired' : 'fieldInvalid', { field: 'applicationId' })
    }
    const access = readable(ctx, auth, Number(rawId.trim()))
    editingSide(ctx, access)
    const type = v.safeParse(DocumentTypeSchema, form.get('type'))
    if (!type.success) return ctx.invalid('type', form.get('type') === null ? 'fieldRequired' : 'fieldInvalid', { field: 'type' })
    const file = form.get('file')
    if (file === null || typeof file === 'string') return ctx.invalid('file', 'fieldRequired', { field: 'file' })

    const d = db()
    const stored = d.applicationDocuments.findMany((q) => q.where({ applicationId: access.app.id })).reduce((sum, doc) => sum + doc.size, 0)
    const problem = documentProblem({ name: file.name, type: file.type, size: file.size }, stored)
    if (problem === 'wrongType') return ctx.invalid('file', 'documentWrongType')
    if (problem === 'empty') return ctx.invalid('file', 'documentEmpty')
    if (problem === 'tooLarge') return ctx.invalid('file', 'documentTooLarge', { max: String(MAX_DOCUMENT_BYTES / MB) })
    if (problem === 'totalTooLarge') return ctx.invalid('file', 'documentsTotalTooLarge', { max: String(MAX_APPLICATION_DOCUMENTS_BYTES / MB) })
    const bytes = new Uint8Array(await file.arrayBuffer())
    // What the bytes are, not what the file name says.
    const contentType = sniffDocumentType(bytes)
    if (contentType === null) return ctx.invalid('file', 'documentWrongType')

    const text = (key: string) => {
      const value = form.get(key)
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
    }
    const record = await d.applicationDocuments.create({
      id: nextId(d.applicationDocuments.all(), 41001),
      applicationId: access.app.id,
      fileName: cleanFileName(file.name),
      contentType,
      size: bytes.length,
      type: type.output,
      quality: text('quality'),
      schoolRegion: text('schoolRegion'),
      municipality: text('municipality'),
      schoolName: text('schoolName'),
      uploadedAt: nowIso(),
      contentBase64: toBase64(bytes),
    })
    // A new document is a change: the company saves again before approving.
    await patch(access.app.id, { updatedAt: changeTime(access.app) })
    return ok(wire(ApplicationDocumentSchema, record))
  }),

  route('delete', api('/application-documents/delete/:id'), async (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const d = db()
    const document = d.applicationDocuments.findFirst((q) => q.where({ id: ctx.id() })) ?? ctx.notFound()
    const access = readable(ctx, auth, document.applicationId)
    editingSide(ctx, access)
    d.applicationDocuments.delete((q) => q.where({ id: document.id }))
    await patch(access.app.id, { updatedAt: changeTime(access.app) })
    return ok({ ok: true })
  }),

  // The stored bytes with the content type they were found to be.
  route('get', api('/application-documents/get/:id'), (ctx) => {
    purgeExpiredDrafts()
    const auth = ctx.session()
    const document = db().applicationDocuments.findFirst((q) => q.where({ id: ctx.id() })) ?? ctx.notFound()
    readable(ctx, auth, document.applicationId)
    const bytes = fromBase64(document.contentBase64)
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': document.contentType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      },
    })
  }),
]
