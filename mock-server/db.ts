/**
 * The simulated backend's data: @msw/data collections whose schemas are the client's own valibot
 * schemas (src/api/schemas), extended only with what a server keeps and never sends (passwords,
 * owners, sessions, codes). The current user the API answers is assembled from these in views.ts.
 */
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import * as v from 'valibot'
import { Id, IsoDate } from '../src/api/common.schemas'
import {
  AddressSchema,
  ApprenticeshipSchema,
  BookSchema,
  CompanyRefSchema,
  CompanyRoleSchema,
  DepartmentEmploymentSchema,
  EducationSchema,
  InstructorExemptionSchema,
  MachineQualificationSchema,
  PersonSchema,
  TradeCertificateSchema,
} from '../src/api/shell/user.schemas'
import { NotificationSchema } from '../src/api/shell/notification.schemas'
import {
  ApplicationStateSchema,
  EducationTypeSchema,
  EmploymentTypeSchema,
  ProfessionSchema,
  RegionSchema,
  SchoolSchema,
  StateSchema,
} from '../src/api/shell/baselists.schemas'
import { InstructionsSchema, SystemSettingsSchema } from '../src/api/shell/settings.schemas'
import { ApplicationDocumentSchema, ApplicationSchema } from '../src/api/application/application.schemas'
import { ProfessionCourseSchema, WorkplaceSchema } from '../src/api/company/company.schemas'
import { CompanyAddressSchema, InvoiceAddressSchema } from '../src/api/company/company-data.schemas'
import { ExemptionRecordEntries } from '../src/api/company/exemption.schemas'
import { EmploymentRateSchema } from '../src/api/company/apprenticeship.schemas'
import {
  BookPauseSchema,
  BookStatusSchema,
  LevelSchema,
  ReportDetailSchema,
  ReportSchema,
  TheoryModuleSchema,
} from '../src/api/ebook/ebook.schemas'
import type { Persistence } from './persist'
import {
  CourseOpportunityRecordSchema,
  DistanceOrderRecordSchema,
  DistanceProviderRecordSchema,
  EducationExtensionRecordSchema,
  ExtensionOrderRecordSchema,
  PrintOrderRecordSchema,
  ProviderExtensionRecordSchema,
} from './db/orders.records'
import { CertificateRecordSchema, DistanceQualificationRecordSchema } from './db/qualifications.records'
import {
  QualificationTimeModificationRecordSchema,
  QualificationTimeRecordSchema,
  QualificationTimeSeenRecordSchema,
} from './db/qualifying-time.records'
import { Byn2ImportRecordSchema } from './db/import.records'

/** The person without the lists the API derives from other collections. */
const PersonBase = v.omit(PersonSchema, [
  'books',
  'apprenticeships',
  'companyRoles',
  'employments',
  'educations',
  'tradeCertificates',
  'instructorExemptions',
  'machinequalifications',
  'imitatingUser',
  'protectedIdentity',
  'roleDescription',
])

export const PersonRecordSchema = v.object({
  ...PersonBase.entries,
  protectedIdentity: v.boolean(),
  /** Only people without a Swedish personal number log in with a password (§6). */
  password: v.nullable(v.string()),
  /** A global administrator (userrole.isAdmin): may search, read and imitate users. */
  isAdmin: v.boolean(),
  /** Listed by list-fakes for the test-login panel. */
  listedAsFake: v.boolean(),
  /** What the population register holds (fetch-address); null when it holds nothing. */
  registeredAddress: v.nullable(AddressSchema),
  /** The persona key for seeded people, null for people created at login. */
  personaKey: v.nullable(v.string()),
})
export type PersonRecord = v.InferOutput<typeof PersonRecordSchema>

export const CompanyRecordSchema = v.object({ ...CompanyRefSchema.entries, regionId: Id })
export const DepartmentRecordSchema = v.object({ id: Id, companyId: Id, name: v.string() })

export const EmploymentRecordSchema = v.object({
  id: Id,
  personId: Id,
  companyId: Id,
  fromDate: IsoDate,
  endDate: v.nullable(IsoDate),
})
export const DepartmentEmploymentRecordSchema = v.object({
  ...v.omit(DepartmentEmploymentSchema, ['department']).entries,
  employmentId: Id,
})
export const ApprenticeshipRecordSchema = v.object({
  ...v.omit(ApprenticeshipSchema, ['company']).entries,
  personId: Id,
  employmentId: Id,
})
/** An instructor's (employment's) link to an apprenticeship. */
export const ApprenticeshipInstructorRecordSchema = v.object({
  id: Id,
  employmentId: Id,
  apprenticeshipId: Id,
  isActive: v.boolean(),
})
export const CompanyRoleRecordSchema = v.object({ ...CompanyRoleSchema.entries, personId: Id })
/**
 * The e-book (§3, §4): the current user's `Book` (id, createdAt, personId, status) plus what the
 * e-book calls read. The status is the contract's BOOK_STATUSES (or null, shown as a dash); the
 * display state is derived per request (src/domain/ebook.ts displayStateOf).
 */
export const BookRecordSchema = v.object({
  ...BookSchema.entries,
  status: BookStatusSchema,
  apprenticeshipId: v.nullable(Id),
  /** The apprenticeship's company (kept on the book so a book outlives its apprenticeship's data). */
  companyId: Id,
  professionId: Id,
  /** The permitted period of reports and pauses (§5): the education's start to its planned end. */
  educationStartDate: IsoDate,
  educationEndDate: IsoDate,
  /** No report period may start before it (§8 "check the employment date"). */
  employmentDate: IsoDate,
  /** When the region issued it (status issued); validity runs five years from it. */
  issuedAt: v.nullable(IsoDate),
  /** The supervising instructor's approval of the whole book (§1). */
  approvedById: v.nullable(Id),
  approvedAt: v.nullable(IsoDate),
})
export type BookRecord = v.InferOutput<typeof BookRecordSchema>

/** The catalogue: work elements per profession, and their parts with the required level (§3). */
export const EbookElementRecordSchema = v.object({ id: Id, professionId: Id, name: v.string() })
export const EbookPartRecordSchema = v.object({
  id: Id,
  elementId: Id,
  name: v.string(),
  requiredLevel: LevelSchema,
  mandatory: v.boolean(),
})
export type EbookPartRecord = v.InferOutput<typeof EbookPartRecordSchema>

/**
 * The instructor's word on one part of one book (issue 10): the instructor's level and approval.
 * The apprentice's achieved level is not stored: it is the highest level of the book's saved
 * report details for the part.
 */
export const BookPartProgressRecordSchema = v.object({
  id: Id,
  bookId: Id,
  partId: Id,
  instructorLevel: v.nullable(LevelSchema),
  approvedAt: v.nullable(IsoDate),
  approvedById: v.nullable(Id),
})
export type BookPartProgressRecord = v.InferOutput<typeof BookPartProgressRecordSchema>
export const TheoryModuleRecordSchema = v.object({ ...TheoryModuleSchema.entries, bookId: Id })
/** A report without its details (they live in reportDetails). */
export const ReportRecordSchema = v.omit(ReportSchema, ['details'])
export type ReportRecord = v.InferOutput<typeof ReportRecordSchema>
/** A rated part: who approved it is kept by id (the answer names the person). */
export const ReportDetailRecordSchema = v.object({
  ...v.omit(ReportDetailSchema, ['approvedBy']).entries,
  approvedById: v.nullable(Id),
})
export type ReportDetailRecord = v.InferOutput<typeof ReportDetailRecordSchema>
/** A pause; its attachment's bytes (base64) beside the attachment's facts. */
export const BookPauseRecordSchema = v.object({ ...BookPauseSchema.entries, attachmentBase64: v.optional(v.string()) })
export type BookPauseRecord = v.InferOutput<typeof BookPauseRecordSchema>
export const EducationRecordSchema = v.object({ ...EducationSchema.entries, personId: Id })
export const TradeCertificateRecordSchema = v.object({ ...TradeCertificateSchema.entries, personId: Id })
export const InstructorExemptionRecordSchema = v.object({
  ...InstructorExemptionSchema.entries,
  personId: Id,
  ...ExemptionRecordEntries,
})
export const MachineQualificationRecordSchema = v.object({ ...MachineQualificationSchema.entries, personId: Id })
export const NotificationRecordSchema = v.object({ ...NotificationSchema.entries, personId: Id })

export const SessionRecordSchema = v.object({
  id: Id,
  token: v.string(),
  /** Who logged in. */
  personId: Id,
  /** Whom an administrator acts as (users/select); null when not imitating. */
  imitatedPersonId: v.nullable(Id),
  /** A revoked session answers 406 (forced logout). */
  revoked: v.boolean(),
  createdAt: IsoDate,
})
export type SessionRecord = v.InferOutput<typeof SessionRecordSchema>

/** e-ID on another device and the external redirect share one shape (external: grandidsession). */
export const BankIdSessionRecordSchema = v.object({
  sessionId: v.string(),
  kind: v.picklist(['device', 'external']),
  status: v.picklist(['pending', 'confirmed', 'used']),
  personalNumber: v.nullable(v.string()),
  /** How many QR codes were handed out: each poll gets a new one. */
  polls: v.number(),
  callback: v.nullable(v.string()),
  createdAt: IsoDate,
})
export type BankIdSessionRecord = v.InferOutput<typeof BankIdSessionRecordSchema>

export const LoginHashRecordSchema = v.object({
  hash: v.string(),
  personId: Id,
  /** A hash may log an administrator in while imitating someone (the imitatingAdmin persona). */
  imitatedPersonId: v.nullable(Id),
  /** Past expiry answers 422 with data.reason 'expired'. */
  expiresAt: v.nullable(IsoDate),
  /** The documented hash-<persona> links log in again and again; every other link once (issue 8). */
  reusable: v.optional(v.boolean(), false),
  /** When a single-use link was used; a second use answers 422 with data.reason 'used'. */
  usedAt: v.optional(v.nullable(IsoDate), null),
})

export const VerificationCodeRecordSchema = v.object({
  id: Id,
  personId: Id,
  purpose: v.picklist(['phone', 'email', 'reset']),
  /** The phone (compact) or e-mail (lower case) the code was sent to. */
  target: v.string(),
  code: v.string(),
  createdAt: IsoDate,
  /** Used, replaced by a newer code, or void after too many wrong attempts. */
  usedAt: v.nullable(IsoDate),
  /** Wrong codes tried against this one; at MAX_CODE_ATTEMPTS it is void (accounts.ts). */
  wrongAttempts: v.optional(v.number(), 0),
})

/** Password login failures in a row per account, and the lock they lead to (accounts.ts). */
export const LoginThrottleRecordSchema = v.object({
  personId: Id,
  failures: v.number(),
  lockedUntil: v.nullable(IsoDate),
})

export const PasswordResetRecordSchema = v.object({
  token: v.string(),
  personId: Id,
  createdAt: IsoDate,
  usedAt: v.nullable(IsoDate),
})

/** What the simulated SMS gateway and mail server "sent" (GET /__mock/outbox). */
export const OutboxRecordSchema = v.object({
  id: Id,
  to: v.string(),
  kind: v.picklist(['sms', 'email']),
  text: v.string(),
  code: v.optional(v.string()),
  sentAt: IsoDate,
})
export type OutboxRecord = v.InferOutput<typeof OutboxRecordSchema>

export const TradeCertificateRequestRecordSchema = v.object({
  id: Id,
  personId: Id,
  professionId: Id,
  requestedAt: IsoDate,
})

export const RegionRecordSchema = v.object({ ...RegionSchema.entries, email: v.string() })

/**
 * The hand-off of an approved e-book to the region that issues the trade certificate (ADR 0012): the
 * company's region, the address the e-mail went to, when, on whose approval, and the outbox entry.
 */
export const CertificateHandOffRecordSchema = v.object({
  id: Id,
  bookId: Id,
  regionId: Id,
  regionName: v.string(),
  to: v.string(),
  sentAt: IsoDate,
  approvedById: Id,
  outboxId: Id,
})
export type CertificateHandOffRecord = v.InferOutput<typeof CertificateHandOffRecordSchema>

export const SettingsRecordSchema = v.object({
  ...SystemSettingsSchema.entries,
  ...InstructionsSchema.entries,
  apiVersion: v.string(),
})

/**
 * The application without its documents (they live in applicationDocuments) plus whom it
 * concerns: the applicant's person id when known (people without a personal number are matched
 * by it) and who created it (the company user for company-initiated ones).
 */
export const ApplicationRecordSchema = v.object({
  ...v.omit(ApplicationSchema, ['documents']).entries,
  applicantPersonId: v.nullable(Id),
  createdByPersonId: Id,
})
export type ApplicationRecord = v.InferOutput<typeof ApplicationRecordSchema>

/** A document's metadata and its bytes (base64, so the browser copy can store it as JSON). */
export const ApplicationDocumentRecordSchema = v.object({
  ...ApplicationDocumentSchema.entries,
  contentBase64: v.string(),
})
export type ApplicationDocumentRecord = v.InferOutput<typeof ApplicationDocumentRecordSchema>

export const WorkplaceRecordSchema = v.object({ ...WorkplaceSchema.entries, companyId: Id })
export const ProfessionCourseRecordSchema = v.object({ ...ProfessionCourseSchema.entries, professionId: Id })
/** A company's delivery and invoice addresses (§3 Company), one record per company that has given them. */
export const CompanyAddressesRecordSchema = v.object({
  companyId: Id,
  deliveryAddress: CompanyAddressSchema,
  invoiceAddress: InvoiceAddressSchema,
})
/** An apprenticeship's employment rate period (§3; company staff, handlers/company/apprenticeships.ts). */
export const EmploymentRateRecordSchema = v.object({ ...EmploymentRateSchema.entries, apprenticeshipId: Id })

export interface DbOptions {
  /** Browser only: keep the records across reloads. */
  persistence?: Persistence
}

/** Builds an empty set of collections; the browser passes a persistence, node does not. */
export function createDb(options: DbOptions = {}) {
  const make = <S extends StandardSchemaV1>(name: string, schema: S) =>
    new Collection({ schema, extensions: options.persistence ? [options.persistence.extension(name)] : [] })

  return {
    persons: make('persons', PersonRecordSchema),
    companies: make('companies', CompanyRecordSchema),
    departments: make('departments', DepartmentRecordSchema),
    employments: make('employments', EmploymentRecordSchema),
    departmentEmployments: make('departmentEmployments', DepartmentEmploymentRecordSchema),
    apprenticeships: make('apprenticeships', ApprenticeshipRecordSchema),
    apprenticeshipInstructors: make('apprenticeshipInstructors', ApprenticeshipInstructorRecordSchema),
    companyRoles: make('companyRoles', CompanyRoleRecordSchema),
    books: make('books', BookRecordSchema),
    ebookElements: make('ebookElements', EbookElementRecordSchema),
    ebookParts: make('ebookParts', EbookPartRecordSchema),
    bookPartProgress: make('bookPartProgress', BookPartProgressRecordSchema),
    theoryModules: make('theoryModules', TheoryModuleRecordSchema),
    reports: make('reports', ReportRecordSchema),
    reportDetails: make('reportDetails', ReportDetailRecordSchema),
    bookPauses: make('bookPauses', BookPauseRecordSchema),
    educations: make('educations', EducationRecordSchema),
    tradeCertificates: make('tradeCertificates', TradeCertificateRecordSchema),
    instructorExemptions: make('instructorExemptions', InstructorExemptionRecordSchema),
    machineQualifications: make('machineQualifications', MachineQualificationRecordSchema),
    notifications: make('notifications', NotificationRecordSchema),
    sessions: make('sessions', SessionRecordSchema),
    bankIdSessions: make('bankIdSessions', BankIdSessionRecordSchema),
    loginHashes: make('loginHashes', LoginHashRecordSchema),
    verificationCodes: make('verificationCodes', VerificationCodeRecordSchema),
    passwordResets: make('passwordResets', PasswordResetRecordSchema),
    loginThrottles: make('loginThrottles', LoginThrottleRecordSchema),
    outbox: make('outbox', OutboxRecordSchema),
    tradeCertificateRequests: make('tradeCertificateRequests', TradeCertificateRequestRecordSchema),
    applicationStates: make('applicationStates', ApplicationStateSchema),
    professions: make('professions', ProfessionSchema),
    regions: make('regions', RegionRecordSchema),
    certificateHandOffs: make('certificateHandOffs', CertificateHandOffRecordSchema),
    employmentTypes: make('employmentTypes', EmploymentTypeSchema),
    distanceOrderStates: make('distanceOrderStates', StateSchema),
    extensionOrderStates: make('extensionOrderStates', StateSchema),
    educationTypes: make('educationTypes', EducationTypeSchema),
    schools: make('schools', SchoolSchema),
    settings: make('settings', SettingsRecordSchema),
    applications: make('applications', ApplicationRecordSchema),
    applicationDocuments: make('applicationDocuments', ApplicationDocumentRecordSchema),
    workplaces: make('workplaces', WorkplaceRecordSchema),
    professionCourses: make('professionCourses', ProfessionCourseRecordSchema),
    companyAddresses: make('companyAddresses', CompanyAddressesRecordSchema),
    employmentRates: make('employmentRates', EmploymentRateRecordSchema),
    // ---- orders (db/orders.records.ts)
    distanceOrders: make('distanceOrders', DistanceOrderRecordSchema),
    distanceProviders: make('distanceProviders', DistanceProviderRecordSchema),
    courseOpportunities: make('courseOpportunities', CourseOpportunityRecordSchema),
    providerExtensions: make('providerExtensions', ProviderExtensionRecordSchema),
    extensionOrders: make('extensionOrders', ExtensionOrderRecordSchema),
    educationExtensions: make('educationExtensions', EducationExtensionRecordSchema),
    printOrders: make('printOrders', PrintOrderRecordSchema),
    // ---- qualifications (db/qualifications.records.ts)
    certificates: make('certificates', CertificateRecordSchema),
    distanceQualifications: make('distanceQualifications', DistanceQualificationRecordSchema),
    // ---- qualifying time (db/qualifying-time.records.ts)
    qualificationTimes: make('qualificationTimes', QualificationTimeRecordSchema),
    qualificationTimeModifications: make('qualificationTimeModifications', QualificationTimeModificationRecordSchema),
    qualificationTimeSeen: make('qualificationTimeSeen', QualificationTimeSeenRecordSchema),
    // ---- old-system import (db/import.records.ts)
    byn2Imports: make('byn2Imports', Byn2ImportRecordSchema),
  }
}

export type Db = ReturnType<typeof createDb>

let current: Db = createDb()

/** The collections every handler reads; handlers call this per request so a swap takes effect. */
export function db(): Db {
  return current
}

/** The browser swaps in its persisted copy before the worker starts. */
export function installDb(next: Db): void {
  current = next
}

export function clearDb(target: Db = current): void {
  for (const collection of Object.values(target)) collection.clear()
}

/** The next free numeric id of a collection (max + 1, starting at `floor`). */
export function nextId(records: ReadonlyArray<{ id: number }>, floor = 1): number {
  return records.reduce((max, r) => Math.max(max, r.id + 1), floor)
}

/** Every collection as plain JSON, in a fixed key order: used to compare two resets. */
export function snapshotDb(target: Db = current): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(target).map(([name, collection]) => [name, JSON.parse(JSON.stringify(collection.all()))]),
  )
}
