/**
 * The apprenticeship application's rules (spec §4 "Application", §5 uploads, dates, documents and
 * instructor rules, §6 who may do what). Pure: the wizards, the company review and the simulated
 * backend all decide with these functions, so the UI never offers what the server refuses.
 *
 * State ids follow the application-states base list (§3/§4, ids 1..11 in the order §4 names them).
 *
 * Transition table (decided here; §4 names the states and predicates but not every arrow):
 *
 * | from                                   | event   | who                  | to                                   |
 * |----------------------------------------|---------|----------------------|--------------------------------------|
 * | draft (apprentice-initiated)           | sign    | the apprentice       | confirmedByStudent (4)               |
 * | draft (company-initiated)              | sign    | the apprentice       | confirmedByApprentice (3)            |
 * | draft (company-initiated)              | save    | company              | draft (saved)                        |
 * | confirmedByApprentice (3)              | save    | company              | confirmedByCompany (2)               |
 * | confirmedByCompany (2) / …Student (4)  | save    | company              | unchanged (saved)                    |
 * | confirmedByCompany (2) / …Student (4)  | approve | company              | confirmedAndApprovedByCompany (5)    |
 * | 2, 3 or 4                              | deny    | company              | draft, same initiator (back to the   |
 * |                                        |         |                      | apprentice for completion)           |
 * | 5 → approved → ordered → paid … 11     | —       | the board and region | not done in this portal              |
 *
 * Why 3 → 2 on save: §4 makes only 2 and 4 "to be approved" and requires that state for the
 * submittable rule, yet keeps company-initiated 3 editable by the company. The company's save in
 * the review is its confirmation of what the apprentice confirmed; approving then needs nothing more.
 * A plain update (no action) never changes the state. Approve needs isSubmittable and a save after
 * the last change (§4 "the company must save before approving").
 */
import type { Application, ApplicationDocument } from '../api/application/application.schemas'
import type { Profession } from '../api/shell/baselists.schemas'
import type { InstructorEmployment } from '../api/company/company.schemas'
import { dayOf, daysInMonth, isoDay } from './dates'
import { canSeeApplications, departmentScope, isAdmin, type RoleUser } from './roles'
import { instructionsOutdated } from './role-pages'
import { normalizePersonalNumber } from './validation'

export const APPLICATION_STATE = {
  draft: 1,
  confirmedByCompany: 2,
  confirmedByApprentice: 3,
  confirmedByStudent: 4,
  confirmedAndApprovedByCompany: 5,
  approved: 6,
  ordered: 7,
  closed: 8,
  paid: 9,
  basicEducationCertificateIssued: 10,
  basicEducationCertificateApproved: 11,
} as const
export type ApplicationStateName = keyof typeof APPLICATION_STATE
export type ApplicationStateId = (typeof APPLICATION_STATE)[ApplicationStateName]

const S = APPLICATION_STATE

/** §9: drafts are kept this many days after their last change. */
export const DRAFT_KEEP_DAYS = 14
/** §5: at most 3 apprentices per scaffolding instructor. */
export const MAX_SCAFFOLDING_APPRENTICES = 3
/** §3: profession 848 is scaffolding. */
export const SCAFFOLDING_PROFESSION_ID = 848
/** §5: an application's start date may be this many months back (with approved basic education). */
export const START_DATE_MAX_MONTHS_BACK = 18

type StateOf = Pick<Application, 'stateId'>
type StateAndInitiator = Pick<Application, 'stateId' | 'initiatedByCompany'>

// ---------------------------------------------------------------------------------------------
// States

export type StatusIcon = 'draft' | 'approvedByApprentice' | 'approvedByCompany'

/**
 * The list icon of §4 ("status numbers 1 to 9": 1 and 4 draft; 2 and 6 approved by apprentice;
 * 3, 5, 7 and 9 approved by company). Decision: the status number is the state id, and the mapping
 * is kept exactly as §4 gives it (it is the customer's display convention, not derived from the
 * state names); 8, 10, 11 and unknown numbers have no icon.
 */
export function statusIcon(statusNumber: number): StatusIcon | null {
  switch (statusNumber) {
    case 1:
    case 4:
      return 'draft'
    case 2:
    case 6:
      return 'approvedByApprentice'
    case 3:
    case 5:
    case 7:
    case 9:
      return 'approvedByCompany'
    default:
      return null
  }
}

/** §4: waiting for the company's approval (counted per company as badges). */
export function isToApprove(app: StateOf): boolean {
  return app.stateId === S.confirmedByCompany || app.stateId === S.confirmedByStudent
}

/** §4: the states to approve, the company draft, and company-initiated confirmedByApprentice. */
export function isEditableByCompany(app: StateAndInitiator): boolean {
  if (isToApprove(app)) return true
  return app.initiatedByCompany && (app.stateId === S.draft || app.stateId === S.confirmedByApprentice)
}

/**
 * A draft the company sent back to the apprentice for completion (deny, §4): shown as returned,
 * with what to do, until it is signed again. `returnedAt` says so (a deny needs no motivation).
 */
export function isReturnedToApprentice(app: StateOf & { returnedAt?: string | null }): boolean {
  return app.stateId === S.draft && app.returnedAt !== null && app.returnedAt !== undefined
}

/**
 * The apprentice edits while it is a draft: their own, a denied one (deny makes it a draft again)
 * and a company-initiated one they have not signed yet. Signed, it is the company's.
 */
export function isEditableByApprentice(app: StateOf): boolean {
  return app.stateId === S.draft
}

export type ApplicationEvent = 'sign' | 'save' | 'approve' | 'deny'

/**
 * The state after `event` (see the table at the top), or null when the event is not possible in
 * this state. Approve's further conditions (submittable, saved) are approveProblem's business.
 */
export function applicationTransition(app: StateAndInitiator, event: ApplicationEvent): StateAndInitiator | null {
  const same = { stateId: app.stateId, initiatedByCompany: app.initiatedByCompany }
  switch (event) {
    case 'sign':
      if (app.stateId !== S.draft) return null
      return { ...same, stateId: app.initiatedByCompany ? S.confirmedByApprentice : S.confirmedByStudent }
    case 'save':
      if (!isEditableByCompany(app)) return null
      return app.stateId === S.confirmedByApprentice ? { ...same, stateId: S.confirmedByCompany } : same
    case 'approve':
      return isToApprove(app) ? { ...same, stateId: S.confirmedAndApprovedByCompany } : null
    case 'deny':
      return isToApprove(app) || app.stateId === S.confirmedByApprentice ? { ...same, stateId: S.draft } : null
  }
}

// ---------------------------------------------------------------------------------------------
// Submittable and approvable (§4)

/** The text fields §4 requires a value in. */
export const SUBMITTABLE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'personalNumber',
  'createdByPersonalNumber',
  'address1',
  'zip',
  'city',
  'country',
  'mobilephone',
] as const
/** The references §4 requires. */
export const SUBMITTABLE_ID_FIELDS = ['instructorId', 'professionId', 'companyId', 'employmentTypeId'] as const

export type SubmittableProblem =
  | 'id'
  | 'stateId'
  | (typeof SUBMITTABLE_TEXT_FIELDS)[number]
  | (typeof SUBMITTABLE_ID_FIELDS)[number]
  | 'employmentDate'

export type SubmittableInput = Pick<
  Application,
  'stateId' | (typeof SUBMITTABLE_TEXT_FIELDS)[number] | (typeof SUBMITTABLE_ID_FIELDS)[number] | 'employmentDate'
> & { id?: number | null }

function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

/** What keeps it from being submittable, in §4's order; empty when it is. */
export function submittableProblems(app: SubmittableInput): SubmittableProblem[] {
  const problems: SubmittableProblem[] = []
  if (app.id === null || app.id === undefined) problems.push('id')
  for (const field of SUBMITTABLE_TEXT_FIELDS) if (blank(app[field])) problems.push(field)
  if (!isToApprove(app)) problems.push('stateId')
  for (const field of SUBMITTABLE_ID_FIELDS) if (app[field] === null || app[field] === undefined) problems.push(field)
  if (blank(app.employmentDate)) problems.push('employmentDate')
  return problems
}

/** §4 submittable rule, exactly. */
export function isSubmittable(app: SubmittableInput): boolean {
  return submittableProblems(app).length === 0
}

/** The company saved after the last change (the server moves updatedAt past savedByCompanyAt on every other change). */
export function isSavedAfterLastChange(app: Pick<Application, 'savedByCompanyAt' | 'updatedAt'>): boolean {
  if (app.savedByCompanyAt === null) return false
  const saved = Date.parse(app.savedByCompanyAt)
  const updated = Date.parse(app.updatedAt)
  return !Number.isNaN(saved) && !Number.isNaN(updated) && saved >= updated
}

export type ApproveProblem = 'wrongState' | 'notSubmittable' | 'notSaved'

/** Why the company cannot approve yet, or null. Checked in this order (the server answers the first). */
export function approveProblem(
  app: SubmittableInput & Pick<Application, 'initiatedByCompany' | 'savedByCompanyAt' | 'updatedAt'>,
): ApproveProblem | null {
  // A company-initiated application the apprentice confirmed becomes approvable by the company's save.
  if (app.stateId === S.confirmedByApprentice && app.initiatedByCompany) return 'notSaved'
  if (!isToApprove(app)) return 'wrongState'
  if (!isSubmittable(app)) return 'notSubmittable'
  if (!isSavedAfterLastChange(app)) return 'notSaved'
  return null
}

// ---------------------------------------------------------------------------------------------
// Signing (the apprentice's review page)

export type SignProblem =
  | 'firstName'
  | 'lastName'
  | 'personalNumber'
  | 'email'
  | 'mobilephone'
  | 'address1'
  | 'zip'
  | 'city'
  | 'country'
  | 'professionId'
  | 'professionOrientations'
  | 'companyId'
  | 'departmentId'
  | 'documents'
  | 'privacyAccepted'

const SIGN_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'personalNumber',
  'email',
  'mobilephone',
  'address1',
  'zip',
  'city',
  'country',
] as const

/**
 * What the apprentice must have answered before signing (the wizard's required steps): personal
 * data, profession (and a machine orientation for machine professions), company (and department
 * when it has them, §5), at least one certificate or grade document (§5) and the privacy agreement.
 * The honesty declaration is given with the sign call itself.
 */
export function signProblems(
  app: Pick<
    Application,
    | (typeof SIGN_TEXT_FIELDS)[number]
    | 'professionId'
    | 'professionOrientations'
    | 'companyId'
    | 'departmentId'
    | 'privacyAccepted'
  > & {
    documents: ReadonlyArray<Pick<ApplicationDocument, 'type'>>
  },
  context: { companyHasDepartments: boolean; isMachineProfession: boolean },
): SignProblem[] {
  const problems: SignProblem[] = []
  for (const field of SIGN_TEXT_FIELDS) if (blank(app[field])) problems.push(field)
  if (app.professionId === null) problems.push('professionId')
  else if (context.isMachineProfession && app.professionOrientations.length === 0)
    problems.push('professionOrientations')
  if (app.companyId === null) problems.push('companyId')
  else if (context.companyHasDepartments && app.departmentId === null) problems.push('departmentId')
  if (!hasRequiredDocuments(app)) problems.push('documents')
  if (!app.privacyAccepted) problems.push('privacyAccepted')
  return problems
}

// ---------------------------------------------------------------------------------------------
// Who may see, review and delete

/** The user is the applicant (same personal number; people without one are matched by the server). */
export function isApplicant(user: RoleUser, app: Pick<Application, 'personalNumber'>): boolean {
  if (!user || !user.personalNumber || !app.personalNumber) return false
  const mine = normalizePersonalNumber(user.personalNumber) ?? user.personalNumber
  const theirs = normalizePersonalNumber(app.personalNumber) ?? app.personalNumber
  return mine === theirs
}

/**
 * §6 applications right (YUA, BG, AVDADM, FTGADM) for the application's company, within the
 * user's departments when the company has them. An apprentice's unsigned draft is theirs alone.
 */
export function canReviewApplication(
  user: RoleUser,
  app: Pick<Application, 'stateId' | 'initiatedByCompany' | 'companyId' | 'departmentId'>,
): boolean {
  if (!user || app.companyId === null) return false
  if (app.stateId === S.draft && !app.initiatedByCompany) return false
  if (!canSeeApplications(user, app.companyId)) return false
  const scope = departmentScope(user, app.companyId)
  return scope === 'all' || (app.departmentId !== null && scope.includes(app.departmentId))
}

/**
 * Delete is irreversible and needs permission (§4): the apprentice their own unsigned draft; a
 * company administrator (or department administrator in their departments) while the company may
 * still edit it. Education responsible and distance administrators review but do not delete; once
 * approved only the region can remove it (§8 "contact the nearest region").
 */
export function canDeleteApplication(
  user: RoleUser,
  app: Pick<Application, 'stateId' | 'initiatedByCompany' | 'companyId' | 'departmentId' | 'personalNumber'>,
  /** Whether the user is the applicant, when the caller knows better than the personal number (people without one). */
  knownApplicant?: boolean,
): boolean {
  if (!user) return false
  const applicant = knownApplicant ?? isApplicant(user, app)
  if (applicant && app.stateId === S.draft && !app.initiatedByCompany) return true
  if (app.companyId === null || !isAdmin(user, app.companyId) || !isEditableByCompany(app)) return false
  const scope = departmentScope(user, app.companyId)
  return scope === 'all' || (app.departmentId !== null && scope.includes(app.departmentId))
}

// ---------------------------------------------------------------------------------------------
// Draft lifetime (§4, §9)

const DAY_MS = 86_400_000

/** When a draft is deleted: DRAFT_KEEP_DAYS after its last change (updatedAt). */
export function draftExpiresAt(app: Pick<Application, 'updatedAt'>): string {
  return new Date(Date.parse(app.updatedAt) + DRAFT_KEEP_DAYS * DAY_MS).toISOString()
}

/** A draft (of either initiator) whose last change is DRAFT_KEEP_DAYS or more before `now`. */
export function isDraftExpired(app: Pick<Application, 'stateId' | 'updatedAt'>, now: Date): boolean {
  if (app.stateId !== S.draft) return false
  const expires = Date.parse(draftExpiresAt(app))
  return !Number.isNaN(expires) && now.getTime() >= expires
}

// ---------------------------------------------------------------------------------------------
// Start date (§5)

export type StartDateProblem = 'invalid' | 'inFuture' | 'needsBasicEducation' | 'tooEarly'

/** The earliest allowed start date: START_DATE_MAX_MONTHS_BACK calendar months before today (end of month clamps). */
export function earliestStartDate(today: Date): string {
  let year = today.getFullYear()
  let month = today.getMonth() + 1 - START_DATE_MAX_MONTHS_BACK
  while (month < 1) {
    month += 12
    year -= 1
  }
  const day = Math.min(today.getDate(), daysInMonth(year, month))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * §5: the start date may be empty (today is used) and, for someone with approved basic education,
 * up to 18 months back. Decisions: without approved basic education it cannot be back-dated at all;
 * a future date is refused (the application records an employment that has begun and the qualifying
 * time counts from it; a company registering ahead leaves it empty or waits).
 */
export function startDateProblem(
  date: string | null,
  today: Date,
  context: { hasApprovedBasicEducation: boolean },
): StartDateProblem | null {
  if (date === null || date.trim() === '') return null
  const day = dayOf(date.trim())
  if (!day) return 'invalid'
  const todayIso = isoDay(today)
  if (day > todayIso) return 'inFuture'
  if (day === todayIso) return null
  if (!context.hasApprovedBasicEducation) return 'needsBasicEducation'
  return day < earliestStartDate(today) ? 'tooEarly' : null
}

/** The start date that counts: the given one, or today when it is left empty (§5). */
export function effectiveStartDate(date: string | null, today: Date): string {
  return date && date.trim() !== '' ? (dayOf(date.trim()) ?? date.trim()) : isoDay(today)
}

// ---------------------------------------------------------------------------------------------
// Documents (§5, §9; limits decided in docs/decisions/0004-upload-limits.md)

/** One document may be at most 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
/** All documents of one application together stay under 100 MB (the §9 "under 100"). */
export const MAX_APPLICATION_DOCUMENTS_BYTES = 100 * 1024 * 1024
/** A photo taken with the phone is scaled down by the client to below 1 MB before upload (the §9 "1 MB"). */
export const PHOTO_TARGET_BYTES = 1024 * 1024

export const ALLOWED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff'] as const
/** Canonical content types and the variants browsers and phones report for them. */
export const ALLOWED_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/pjpeg',
  'image/png',
  'image/tiff',
  'image/x-tiff',
] as const
/** The value of an <input type="file" accept>. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff'

export type DocumentProblem = 'wrongType' | 'empty' | 'tooLarge' | 'totalTooLarge'

/** Browsers report unknown types as '' or octet-stream: the extension decides then. */
const GENERIC_MIME = new Set(['', 'application/octet-stream', 'binary/octet-stream'])

/**
 * Why a chosen file cannot be uploaded, or null. The extension must be PDF, JPG, PNG or TIF, and a
 * specific content type must agree; `storedBytes` is what the application already holds.
 */
export function documentProblem(
  file: { name: string; type: string; size: number },
  storedBytes = 0,
): DocumentProblem | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name.trim())?.[1]?.toLowerCase() ?? ''
  if (!(ALLOWED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'wrongType'
  const mime = file.type.trim().toLowerCase()
  if (!GENERIC_MIME.has(mime) && !(ALLOWED_DOCUMENT_MIME_TYPES as readonly string[]).includes(mime)) return 'wrongType'
  if (!Number.isFinite(file.size) || file.size <= 0) return 'empty'
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge'
  if (storedBytes + file.size > MAX_APPLICATION_DOCUMENTS_BYTES) return 'totalTooLarge'
  return null
}

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/tiff'

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)
}

/**
 * The content type the file's first bytes show (PDF, JPEG, PNG, TIFF), or null for anything else:
 * the server stores this rather than what the browser claimed. PDF readers accept the header
 * within the first 1024 bytes, so that is where it is looked for.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff'
  const head = bytes.subarray(0, 1024)
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
  for (let i = 0; i + pdf.length <= head.length; i++) if (startsWith(head, pdf, i)) return 'application/pdf'
  return null
}

/** §5: the document types that satisfy "at least one certificate or grade document". */
export const REQUIRED_DOCUMENT_TYPES = ['grades', 'certificate', 'trainingCertificate'] as const

export function hasRequiredDocuments(app: { documents: ReadonlyArray<Pick<ApplicationDocument, 'type'>> }): boolean {
  return app.documents.some((d) => (REQUIRED_DOCUMENT_TYPES as readonly string[]).includes(d.type))
}

// ---------------------------------------------------------------------------------------------
// Instructor rules (§5)

export type InstructorProblem =
  | 'noCertificateOrExemption'
  | 'noMachineQualification'
  | 'noEmail'
  | 'instructionsNotRead'
  | 'scaffoldingMax'
  | 'scaffoldingMissingBasicEducation'
  | 'noOwnAccount'

export interface InstructorContext {
  professionId: number
  /** The profession from the base list; null when unknown (machine rule then not applied). */
  profession: Pick<Profession, 'isMachineProfession' | 'machineOrientations' | 'newInstructionsAt'> | null
  /** When the current instructor instructions were last updated (system settings). */
  newInstructionsAt: string | null
  /** Machine orientations the application chose: the instructor needs a qualification for each. */
  orientationIds?: readonly number[]
}

function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  const ta = a ? Date.parse(a) : NaN
  const tb = b ? Date.parse(b) : NaN
  if (Number.isNaN(ta)) return Number.isNaN(tb) ? null : (b ?? null)
  if (Number.isNaN(tb)) return a ?? null
  return ta >= tb ? (a ?? null) : (b ?? null)
}

/**
 * Why this person cannot be the instructor for the profession (§5), in a fixed order; empty when
 * they can. Approved exemptions count like certificates. Machine professions need a machine
 * qualification: for every chosen orientation, or else for at least one of the profession's
 * machines. Instructions count as read when the person's read date is after the later of the
 * system's and the profession's instructions date. The scaffolding limits count the distinct
 * scaffolding apprentices the person instructs at any company (the limit is per instructor).
 */
export function instructorProblems(instructor: InstructorEmployment, ctx: InstructorContext): InstructorProblem[] {
  const person = instructor.person
  const problems: InstructorProblem[] = []
  const certified =
    person.tradeCertificates.some((c) => c.professionId === ctx.professionId) ||
    person.instructorExemptions.some(
      (e) => e.professionId === ctx.professionId && e.status.trim().toLowerCase() === 'approved',
    )
  if (!certified) problems.push('noCertificateOrExemption')

  if (ctx.profession?.isMachineProfession) {
    const qualified = new Set(person.machinequalifications.map((q) => q.machineId))
    const chosen = ctx.orientationIds ?? []
    const machines = ctx.profession.machineOrientations.map((m) => m.id)
    const ok =
      chosen.length > 0
        ? chosen.every((id) => qualified.has(id))
        : machines.length > 0
          ? machines.some((id) => qualified.has(id))
          : qualified.size > 0
    if (!ok) problems.push('noMachineQualification')
  }

  if (blank(person.email)) problems.push('noEmail')

  const committedAt = latest(ctx.newInstructionsAt, ctx.profession?.newInstructionsAt)
  if (instructionsOutdated(person, committedAt) || (committedAt === null && person.readInstructionsOn === null))
    problems.push('instructionsNotRead')

  if (ctx.professionId === SCAFFOLDING_PROFESSION_ID) {
    const scaffolding = new Map<number, boolean>()
    for (const a of instructor.apprentices) {
      if (a.professionId !== SCAFFOLDING_PROFESSION_ID) continue
      scaffolding.set(a.personId, (scaffolding.get(a.personId) ?? true) && a.hasBasicEducationCertificate)
    }
    if (scaffolding.size >= MAX_SCAFFOLDING_APPRENTICES) problems.push('scaffoldingMax')
    if ([...scaffolding.values()].some((hasCertificate) => !hasCertificate))
      problems.push('scaffoldingMissingBasicEducation')
  }

  if (!person.hasOwnAccount) problems.push('noOwnAccount')
  return problems
}

export function canBeInstructor(instructor: InstructorEmployment, ctx: InstructorContext): boolean {
  return instructorProblems(instructor, ctx).length === 0
}
