/**
 * Answer bodies the portal relies on, as Pact matchers. Types are matched, not values, except where
 * the UI branches on the value (a null that means "not yet", a status, a fixed business id).
 *
 * Pact cannot say "string or null" (no OR in the JS DSL), so nullable fields are pinned to what the
 * provider state guarantees, and lists that hold both shapes use arrayContaining with one variant
 * per shape (e.g. an active and an ended apprenticeship) instead of eachLike.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import type {
  Application,
  ApplicationDocument,
  ApplicationListRow,
} from '../../../src/api/application/application.schemas'

const { integer, string, boolean, regex, eachLike, atLeastLike, arrayContaining } = MatchersV3

/** yyyy-mm-dd, optionally followed by a time (the API sends both). */
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}([T ].*)?$'
export const isoDate = (example: string) => regex(ISO_DATE, example)

/** 12 digits, or empty for people without a Swedish personal number (§3). */
export const PERSONAL_NUMBER = '^(\\d{12})?$'

/** Zero or more items shaped like `template` (the example carries one so the client can parse it). */
export const zeroOrMore = <T>(template: T) => atLeastLike(template, 0, 1)

export const companyRefBody = {
  id: integer(1),
  name: string('Byggbolaget i Norr AB'),
  organizationalNumber: regex('^\\d{6}-\\d{4}$', '556677-8899'),
  hasDepartments: boolean(false),
}

const apprenticeshipBody = (manuallyEndedDate: string | null) => ({
  id: integer(3002),
  companyId: integer(1),
  company: companyRefBody,
  professionId: integer(848),
  fromDate: isoDate('2025-08-18'),
  // null means the apprenticeship is active: the start page lists only those (§2).
  manuallyEndedDate: manuallyEndedDate === null ? null : isoDate(manuallyEndedDate),
})
export const activeApprenticeshipBody = apprenticeshipBody(null)
export const endedApprenticeshipBody = { ...apprenticeshipBody('2025-06-30'), id: integer(3001), companyId: integer(3) }

/** status is shown as is; null is shown as a dash (§3). */
export const bookBody = (status: 'active' | 'approved' | null) => ({
  id: integer(7001),
  createdAt: isoDate('2025-08-20T07:15:00.000Z'),
  personId: integer(1001),
  status,
  // The §4 state today (issue 17): the start page says it in words, "My e-book" follows it.
  displayState: regex('^(notYetActive|active|paused|inactive|issued|approved|extended)$', 'active'),
})

export const companyRoleBody = {
  companyId: integer(1),
  Administrator: boolean(false),
  CompanyEducationResponsible: boolean(false),
  DistanceEducationAdministrator: boolean(false),
  Instructor: boolean(true),
}

export const employmentBody = {
  id: integer(2001),
  companyId: integer(1),
  company: companyRefBody,
  apprenticeshipInstructors: zeroOrMore({ id: integer(4001), isActive: boolean(true) }),
  departmentEmployments: zeroOrMore({
    id: integer(5001),
    departmentId: integer(21),
    department: { id: integer(21), name: string('Malmö') },
    isDepartmentEducationResponsible: boolean(false),
    isDepartmentInstructor: boolean(false),
    isDepartmentDistanceEducationAdministrator: boolean(false),
    isDepartmentAdministrator: boolean(false),
  }),
}

export const educationBody = {
  id: integer(6002),
  professionId: integer(848),
  qualificationTime: {
    fromDate: isoDate('2025-08-18'),
    toDate: isoDate('2027-08-17'),
    isCancelled: boolean(false),
    doAbort: boolean(false),
    isApprovedByInstructor: boolean(false),
  },
  basicEducationCertificate: boolean(true),
}

export const tradeCertificateBody = {
  id: integer(8001),
  professionId: integer(848),
  readInstructionsOn: isoDate('2026-03-10'),
}
export const instructorExemptionBody = { id: integer(9001), professionId: integer(848), status: string('approved') }
export const machineQualificationBody = { id: integer(9101), machineId: integer(1) }

export const imitatingAdminBody = {
  id: integer(1010),
  firstName: string('Agneta'),
  lastName: string('Sjöberg'),
  userrole: { isAdmin: boolean(true) },
}

/**
 * The apprentice persona as the person call describes her: two active apprenticeships and an
 * ended one, an active e-book and books without status, no company roles, not imitated.
 */
export const apprenticePersonBody = {
  id: integer(1001),
  firstName: string('Elin'),
  lastName: string('Andersson'),
  personalNumber: regex(PERSONAL_NUMBER, '200403152382'),
  phoneVerified: boolean(true),
  emailVerified: boolean(true),
  email: string('elin.andersson@example.com'),
  mobilephone: string('070-123 45 01'),
  firstLogin: boolean(false),
  // Not an instructor: has never confirmed the instructions.
  readInstructionsOn: null,
  address1: string('Storgatan 12'),
  address2: null,
  zip: string('972 31'),
  city: string('Luleå'),
  country: string('Sverige'),
  language: regex('^(sv|en|pl)$', 'sv'),
  emailNotifications: boolean(true),
  books: arrayContaining(bookBody('active'), { ...bookBody(null), id: integer(7002) }),
  apprenticeships: arrayContaining(activeApprenticeshipBody, endedApprenticeshipBody),
  companyRoles: zeroOrMore(companyRoleBody),
  employments: zeroOrMore(employmentBody),
  educations: zeroOrMore(educationBody),
  tradeCertificates: zeroOrMore(tradeCertificateBody),
  instructorExemptions: zeroOrMore(instructorExemptionBody),
  machinequalifications: zeroOrMore(machineQualificationBody),
  imitatingUser: null,
}

/** The person without a Swedish personal number (password login): one active apprenticeship, language pl. */
export const passwordUserPersonBody = {
  ...apprenticePersonBody,
  id: integer(1008),
  firstName: string('Tomasz'),
  lastName: string('Kowalski'),
  personalNumber: regex(PERSONAL_NUMBER, ''),
  email: string('tomasz.kowalski@example.com'),
  mobilephone: string('+48 601 234 567'),
  address1: string('Bangatan 3'),
  zip: string('222 21'),
  city: string('Lund'),
  language: regex('^(sv|en|pl)$', 'pl'),
  books: eachLike({ ...bookBody('active'), id: integer(7004), personId: integer(1008) }),
  apprenticeships: eachLike({ ...activeApprenticeshipBody, id: integer(3004), companyId: integer(2) }),
}

/** The current user is the person plus the session token, which is new at every login. */
export const withToken = <T extends object>(person: T, token = 'session-12-9f3a2c1d') => ({
  ...person,
  token: string(token),
})

export const userRowBody = {
  id: integer(1001),
  firstName: string('Elin'),
  lastName: string('Andersson'),
  personalNumber: regex(PERSONAL_NUMBER, '200403152382'),
  email: string('elin.andersson@example.com'),
  protectedIdentity: boolean(false),
  roleDescription: string('LÄR'),
}

/** Profession 848 is scaffolding (§3): its rules (instructions date, order deadline) hang on that id. */
export const scaffoldingProfessionBody = {
  id: 848,
  name: string('Ställningsbyggare'),
  icon: string('scaffolding'),
  machineOrientations: zeroOrMore({ id: integer(1), name: string('Grävmaskin') }),
  isMachineProfession: false,
  newInstructionsAt: isoDate('2026-05-04T07:30:00.000Z'),
  daysUntilOrderApproval: integer(30),
}

/** A machine profession lists the machine orientations an apprentice chooses from. */
export const machineProfessionBody = {
  id: integer(120),
  name: string('Anläggningsmaskinförare'),
  icon: string('excavator'),
  machineOrientations: eachLike({ id: integer(1), name: string('Grävmaskin') }),
  isMachineProfession: true,
  newInstructionsAt: null,
  daysUntilOrderApproval: integer(14),
}

// ---------------------------------------------------------------------------------------------
// Applications (issue 3)

/** What the upload check lets through (§5): the type the server found in the bytes. */
export const DOCUMENT_CONTENT_TYPE = '^(application/pdf|image/jpeg|image/png|image/tiff)$'
const DOCUMENT_TYPE = '^(grades|certificate|trainingCertificate|photo|providerResults)$'

/** A nullable text pinned to what the provider state guarantees (see the header). */
const textOrNull = (value: string | null) => (value === null ? null : string(value))

export function documentBody(doc: ApplicationDocument) {
  return {
    id: integer(doc.id),
    applicationId: integer(doc.applicationId),
    fileName: string(doc.fileName),
    contentType: regex(DOCUMENT_CONTENT_TYPE, doc.contentType),
    size: integer(doc.size),
    type: regex(DOCUMENT_TYPE, doc.type),
    quality: textOrNull(doc.quality),
    schoolRegion: textOrNull(doc.schoolRegion),
    municipality: textOrNull(doc.municipality),
    schoolName: textOrNull(doc.schoolName),
    uploadedAt: isoDate(doc.uploadedAt),
  }
}

/** The UI branches on these (status icon, who may edit, the transfer question, who prefilled): matched by value. */
const APPLICATION_VALUES = new Set(['stateId', 'initiatedByCompany', 'transferRequest', 'prefilledBy'])
const APPLICATION_DATES = new Set([
  'employmentDate',
  'createdAt',
  'updatedAt',
  'savedByCompanyAt',
  'uploadedAt',
  'returnedAt',
])
const PERSONAL_NUMBERS = new Set(['personalNumber', 'createdByPersonalNumber'])

function applicationField(key: string, value: unknown, exact: ReadonlySet<string>): unknown {
  // Pact has no "string or null": a null is pinned, so the example must be what the state gives.
  if (value === null || APPLICATION_VALUES.has(key) || exact.has(key)) return value
  if (APPLICATION_DATES.has(key)) return isoDate(String(value))
  if (PERSONAL_NUMBERS.has(key)) return regex(PERSONAL_NUMBER, String(value))
  if (key === 'documents') {
    // Documents differ in which fields are null (a photo has no school), so one variant per document.
    const documents = value as ApplicationDocument[]
    return documents.length === 0 ? [] : arrayContaining(...documents.map(documentBody))
  }
  // Id lists (course ids, machine orientations): the example carries the first id only.
  if (Array.isArray(value)) return value.length === 0 ? [] : eachLike(integer(value[0] as number))
  if (typeof value === 'number') return integer(value)
  if (typeof value === 'boolean') return boolean(value)
  return string(String(value))
}

function fieldsOf(example: object, exact: readonly string[]) {
  const pinned = new Set(exact)
  return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, applicationField(key, value, pinned)]))
}

/**
 * An application answer shaped like `example`: types for the data, values for what the UI branches
 * on (plus `exact`, for what one interaction promises, e.g. the motivation a deny stores).
 * Id lists keep only their first id, so examples list one id where the state has several.
 */
export const applicationBody = (example: Application, exact: ReadonlyArray<keyof Application> = []) =>
  fieldsOf(example, exact)

/** One row of applications/list. */
export const applicationRowBody = (example: ApplicationListRow) => fieldsOf(example, [])

/**
 * A public signing key as a JWK (RFC 7517): the e-book export's (GET /books/export-key) and the QR
 * codes' (GET /qualifications/validation-key) keys answer the same shape; the key id as given.
 */
export const publicKeyBody = (kid: string) => ({
  kty: 'EC',
  crv: 'P-256',
  x: regex('^[A-Za-z0-9_-]+$', 'EMhpfHu-Up3PdVbLEUrxqXqdg0OUWEMA3e69OuUB5L8'),
  y: regex('^[A-Za-z0-9_-]+$', 'gfE1sEWZdJDEnxMzYO9-S__EqyabVtNXFFC3cwfT8eI'),
  kid: string(kid),
  alg: 'ES256',
  use: 'sig',
})
