import type { Application } from '../../src/api/application/application.schemas'
import { addressProblems } from '../../src/domain/address'
import type { Profession } from '../../src/api/shell/baselists.schemas'
import type { InstructorEmployment, Workplace } from '../../src/api/application/company.schemas'
import { isValidEmail, isValidPhone, normalizePhone } from '../../src/domain/validation'

/**
 * Shared pieces of the three application machines (apprentice wizard, company registration, company
 * review). Pure: error keys instead of texts, plain JSON values only, so snapshots persist as they are.
 */

/**
 * What an actor rejects with when the edge recognised the failure (it maps status and error body to
 * a key, so the machines stay free of HTTP). Field errors of a 422 may come along and land beside
 * their fields; anything unrecognised becomes the caller's fallback key.
 */
export type ApplicationFailureKey =
  | 'somethingWentWrong'
  | 'network'
  | 'couldNotLoad'
  | 'couldNotSave'
  | 'couldNotSign'
  | 'couldNotDelete'
  | 'notAllowedToDelete'
  | 'noPermission'
  | 'notFilledEnough'
  | 'mustSaveFirst'
  | 'alreadyLinked'
  | 'sendFailed'
  | 'wrongCode'
  | 'companyNotFound'
  | 'invalidOrganisationNumber'
  | 'wrongType'
  | 'tooLarge'
  | 'uploadFailed'
  | 'removeFailed'
  | 'coursesLoadFailed'
  | 'gugFetchFailed'
  | 'incomplete'
  | 'instructorsLoadFailed'

export interface ApplicationFailure {
  key: ApplicationFailureKey
  /** Field -> error key, from a 422 `errors[]` whose items name a field. */
  fieldErrors?: Record<string, string>
}

const FAILURE_KEYS: ReadonlySet<string> = new Set<ApplicationFailureKey>([
  'somethingWentWrong',
  'network',
  'couldNotLoad',
  'couldNotSave',
  'couldNotSign',
  'couldNotDelete',
  'notAllowedToDelete',
  'noPermission',
  'notFilledEnough',
  'mustSaveFirst',
  'alreadyLinked',
  'sendFailed',
  'wrongCode',
  'companyNotFound',
  'invalidOrganisationNumber',
  'wrongType',
  'tooLarge',
  'uploadFailed',
  'removeFailed',
  'coursesLoadFailed',
  'gugFetchFailed',
  'incomplete',
  'instructorsLoadFailed',
])

export function isApplicationFailure(error: unknown): error is ApplicationFailure {
  return typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string' && FAILURE_KEYS.has(error.key)
}

/** The key a view shows for a failed actor: the edge's classification, else the fallback. */
export function failureKey(error: unknown, fallback: ApplicationFailureKey): ApplicationFailureKey {
  return isApplicationFailure(error) ? error.key : fallback
}

/** Server field errors (422) carried by a failure, as plain strings. */
export function failureFieldErrors(error: unknown): Record<string, string> {
  if (!isApplicationFailure(error) || !error.fieldErrors) return {}
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([, v]) => typeof v === 'string'))
}

/** Per-field error keys of a step; an absent field is fine. */
export type FieldErrors = Record<string, string>

/**
 * An event for xstate/graph path generation: the machine's intent events with payloads plus the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events that stand for call answers.
 */
export interface PathEvent {
  type: string
  [key: string]: unknown
}

// ---------------------------------------------------------------------------------------------
// Rules the wizards share (the §5 rules themselves live in src/domain)

/** A message to the board is free text; this keeps it to what a reviewer reads (decision, not in the spec). */
export const MESSAGE_MAX_LENGTH = 2000

/** The address rule of src/domain/address.ts with the wizards' error keys. */
export function addressErrors(a: { address1: string; zip: string; city: string; country: string }): FieldErrors {
  return { ...addressProblems(a) }
}

export function phoneError(value: string): string | null {
  if (!value.trim()) return 'required'
  return isValidPhone(value.trim()) ? null : 'invalidPhone'
}

export function emailError(value: string): string | null {
  if (!value.trim()) return 'required'
  return isValidEmail(value.trim()) ? null : 'invalidEmail'
}

/** Two spellings of the same phone number compare equal ('070-123 45 67' and '0701234567'). */
export function samePhone(a: string | null, b: string | null): boolean {
  if (!a || !b) return false
  const na = normalizePhone(a)
  return na !== null && na === normalizePhone(b)
}

export function sameEmail(a: string | null, b: string | null): boolean {
  if (!a || !b) return false
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

export function professionById(professions: readonly Profession[], id: number | null): Profession | null {
  return id === null ? null : (professions.find((p) => p.id === id) ?? null)
}

/** Only the keys with a value: errors of the fields that failed. */
export function compact(errors: Record<string, string | null | undefined>): FieldErrors {
  const out: FieldErrors = {}
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = v
  return out
}

/** Errors of the fields a change touched disappear; the others stay until the next Continue. */
export function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const out: FieldErrors = {}
  for (const [k, v] of Object.entries(errors)) if (!fields.includes(k)) out[k] = v
  return out
}

/**
 * The fields answered wrongly (any refusal but 'required') on the given pages' errors: a save leaves
 * them out, since the server would refuse the whole save of the page being left for them.
 */
export function wrongAnswerFields(errorsPerPage: readonly FieldErrors[]): Set<string> {
  return new Set(errorsPerPage.flatMap((errors) => Object.entries(errors).filter(([, error]) => error !== 'required').map(([field]) => field)))
}

/** '' stays '' -> null for the API. */
export function orNull(value: string): string | null {
  const t = value.trim()
  return t === '' ? null : t
}

// ---------------------------------------------------------------------------------------------
// Sample data for path generation (xstate/graph) and tests. Values follow mock-server/seed.ts so a
// replay in the browser meets the same companies, professions and departments.

export const SAMPLE_COMPANY_WITHOUT_DEPARTMENTS = {
  id: 1,
  name: 'Byggbolaget i Norr AB',
  organizationalNumber: '556677-8899',
  hasDepartments: false,
  departments: [],
}
export const SAMPLE_COMPANY_WITH_DEPARTMENTS = {
  id: 2,
  name: 'Ställningspartner Syd AB',
  organizationalNumber: '556812-3458',
  hasDepartments: true,
  departments: [
    { id: 21, name: 'Malmö' },
    { id: 22, name: 'Lund' },
  ],
}

export const SAMPLE_PROFESSIONS: Profession[] = [
  { id: 101, name: 'Träarbetare', icon: 'hammer', machineOrientations: [], isMachineProfession: false, newInstructionsAt: null, daysUntilOrderApproval: 30 },
  {
    id: 120,
    name: 'Anläggningsmaskinförare',
    icon: 'excavator',
    machineOrientations: [
      { id: 1, name: 'Grävmaskin' },
      { id: 2, name: 'Hjullastare' },
      { id: 3, name: 'Dumper' },
      { id: 4, name: 'Väghyvel' },
    ],
    isMachineProfession: true,
    newInstructionsAt: null,
    daysUntilOrderApproval: 14,
  },
  { id: 848, name: 'Ställningsbyggare', icon: 'scaffolding', machineOrientations: [], isMachineProfession: false, newInstructionsAt: '2026-05-04T07:30:00.000Z', daysUntilOrderApproval: 30 },
]

/** A complete application answer as the API sends it; override what a case needs. */
export function sampleApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 7001,
    stateId: 1,
    initiatedByCompany: false,
    firstName: 'Elin',
    lastName: 'Andersson',
    email: 'elin.andersson@example.com',
    personalNumber: '200403152382',
    createdByPersonalNumber: '200403152382',
    address1: 'Storgatan 1',
    address2: null,
    zip: '123 45',
    city: 'Umeå',
    country: 'Sverige',
    mobilephone: '070-123 45 01',
    instructorId: null,
    professionId: 101,
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
    documents: [],
    privacyAccepted: true,
    honestyDeclaration: false,
    transferRequest: false,
    prefilledBy: 'apprentice',
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    savedByCompanyAt: null,
    ...overrides,
  }
}

/** Workplaces of company 2 (departments Malmö 21 and Lund 22) plus its head office serving both. */
export const SAMPLE_WORKPLACES: Workplace[] = [
  { id: 31, name: 'Verkstaden Malmö', departmentIds: [21], address1: 'Industrigatan 4', zip: '212 14', city: 'Malmö', isHeadOffice: false },
  { id: 32, name: 'Lagret Lund', departmentIds: [22], address1: 'Åkervägen 9', zip: '224 78', city: 'Lund', isHeadOffice: false },
  { id: 33, name: 'Huvudkontoret', departmentIds: [], address1: 'Stortorget 1', zip: '211 22', city: 'Malmö', isHeadOffice: true },
]

/**
 * An instructor employment that passes every §5 rule for scaffolding (848); each override makes one
 * rule fail (see SAMPLE_INSTRUCTORS).
 */
export function sampleInstructor(
  id: number,
  firstName: string,
  overrides: { person?: Partial<InstructorEmployment['person']>; apprentices?: InstructorEmployment['apprentices'] } = {},
): InstructorEmployment {
  return {
    id,
    person: {
      id: id + 1000,
      firstName,
      lastName: 'Handledare',
      email: `${firstName.toLowerCase()}@example.com`,
      readInstructionsOn: '2026-06-01T10:00:00.000Z',
      hasOwnAccount: true,
      tradeCertificates: [{ id: id * 10, professionId: 848 }, { id: id * 10 + 1, professionId: 120 }],
      machinequalifications: [{ id: id * 10, machineId: 1 }],
      instructorExemptions: [],
      ...overrides.person,
    },
    apprentices: overrides.apprentices ?? [{ personId: 5001, professionId: 848, hasBasicEducationCertificate: true }],
    instructorDepartmentIds: [21],
  }
}

const scaffolder = (personId: number, hasBasicEducationCertificate = true) => ({ personId, professionId: 848, hasBasicEducationCertificate })

/** One instructor who may take the apprentice and one failing each §5 rule (for scaffolding, 848; machine rule for 120). */
export const SAMPLE_INSTRUCTORS: InstructorEmployment[] = [
  sampleInstructor(2101, 'Johan'),
  sampleInstructor(2102, 'Karin', { person: { tradeCertificates: [] } }),
  sampleInstructor(2103, 'Lars', { person: { machinequalifications: [] } }),
  sampleInstructor(2104, 'Maja', { person: { email: null } }),
  sampleInstructor(2105, 'Nils', { person: { readInstructionsOn: '2026-01-15T10:00:00.000Z' } }),
  sampleInstructor(2106, 'Olle', { apprentices: [scaffolder(5001), scaffolder(5002), scaffolder(5003)] }),
  sampleInstructor(2107, 'Petra', { apprentices: [scaffolder(5004, false)] }),
  sampleInstructor(2108, 'Rut', { person: { hasOwnAccount: false } }),
]
