import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'

export const CompanyRefSchema = v.object({
  id: Id,
  name: v.string(),
  organizationalNumber: v.string(),
  hasDepartments: v.boolean(),
})
export type CompanyRef = v.InferOutput<typeof CompanyRefSchema>

export const ApprenticeshipSchema = v.object({
  id: Id,
  companyId: Id,
  company: CompanyRefSchema,
  professionId: v.nullable(Id),
  fromDate: IsoDate,
  manuallyEndedDate: v.nullable(IsoDate),
})
export type Apprenticeship = v.InferOutput<typeof ApprenticeshipSchema>

/** companyId 0 means "any company" (§6). */
export const CompanyRoleSchema = v.object({
  companyId: Id,
  Administrator: v.boolean(),
  CompanyEducationResponsible: v.boolean(),
  DistanceEducationAdministrator: v.boolean(),
  Instructor: v.boolean(),
})
export type CompanyRole = v.InferOutput<typeof CompanyRoleSchema>

export const DepartmentEmploymentSchema = v.object({
  id: Id,
  departmentId: Id,
  department: v.object({ id: Id, name: v.string() }),
  isDepartmentEducationResponsible: v.boolean(),
  isDepartmentInstructor: v.boolean(),
  isDepartmentDistanceEducationAdministrator: v.boolean(),
  isDepartmentAdministrator: v.boolean(),
})
export type DepartmentEmployment = v.InferOutput<typeof DepartmentEmploymentSchema>

export const EmploymentSchema = v.object({
  id: Id,
  companyId: Id,
  company: CompanyRefSchema,
  apprenticeshipInstructors: v.array(v.object({ id: Id, isActive: v.boolean() })),
  departmentEmployments: v.array(DepartmentEmploymentSchema),
})
export type Employment = v.InferOutput<typeof EmploymentSchema>

export const QualificationTimeSchema = v.object({
  fromDate: IsoDate,
  toDate: IsoDate,
  isCancelled: v.boolean(),
  doAbort: v.boolean(),
  isApprovedByInstructor: v.boolean(),
})
export type QualificationTime = v.InferOutput<typeof QualificationTimeSchema>

export const EducationSchema = v.object({
  id: Id,
  professionId: v.nullable(Id),
  qualificationTime: v.nullable(QualificationTimeSchema),
  basicEducationCertificate: v.boolean(),
})
export type Education = v.InferOutput<typeof EducationSchema>

/**
 * The §4 display states of a book, as ebook.schemas.ts DISPLAY_STATES (a unit test keeps the two
 * lists equal; spelled out here so the start page's bundle does not carry the e-book's schemas).
 */
export const BOOK_DISPLAY_STATES = [
  'notYetActive',
  'active',
  'paused',
  'inactive',
  'issued',
  'approved',
  'extended',
] as const

/**
 * status: 'active', 'approved' or null (the stored status). displayState: the §4 state today, which
 * the start page shows in words and "My e-book" follows (issue 17); optional, a book without it is
 * shown by its stored status.
 */
export const BookSchema = v.object({
  id: Id,
  createdAt: IsoDate,
  personId: Id,
  status: v.nullable(v.string()),
  displayState: v.optional(v.picklist(BOOK_DISPLAY_STATES)),
  /** Reporting closes soon by the clock (ADR 0011), as ebook.schemas.ts ClosingSoonSchema: the start page warns. */
  closingSoon: v.optional(v.nullable(v.object({ kind: v.picklist(['inactive', 'expires']), on: IsoDate }))),
})
export type Book = v.InferOutput<typeof BookSchema>

export const TradeCertificateSchema = v.object({
  id: Id,
  professionId: Id,
  readInstructionsOn: v.nullable(IsoDate),
})
export type TradeCertificate = v.InferOutput<typeof TradeCertificateSchema>

export const InstructorExemptionSchema = v.object({
  id: Id,
  professionId: Id,
  status: v.string(),
})
export const MachineQualificationSchema = v.object({ id: Id, machineId: Id })

export const ImitatingUserSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  userrole: v.object({ isAdmin: v.boolean() }),
})

export const AddressSchema = v.object({
  address1: v.nullable(v.string()),
  address2: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
})
export type Address = v.InferOutput<typeof AddressSchema>

/** The person as the API describes them, without the session token. */
export const PersonSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  /** 12 digits without hyphen; empty for people without a Swedish personal number. */
  personalNumber: v.string(),
  phoneVerified: v.boolean(),
  emailVerified: v.boolean(),
  email: v.nullable(v.string()),
  mobilephone: v.nullable(v.string()),
  firstLogin: v.boolean(),
  readInstructionsOn: v.nullable(IsoDate),
  ...AddressSchema.entries,
  language: v.optional(v.picklist(['sv', 'en', 'pl'])),
  emailNotifications: v.optional(v.boolean()),
  protectedIdentity: v.optional(v.boolean()),
  roleDescription: v.optional(v.string()),
  books: v.array(BookSchema),
  apprenticeships: v.array(ApprenticeshipSchema),
  companyRoles: v.array(CompanyRoleSchema),
  employments: v.array(EmploymentSchema),
  educations: v.array(EducationSchema),
  tradeCertificates: v.array(TradeCertificateSchema),
  instructorExemptions: v.array(InstructorExemptionSchema),
  machinequalifications: v.array(MachineQualificationSchema),
  imitatingUser: v.nullable(ImitatingUserSchema),
})
export type Person = v.InferOutput<typeof PersonSchema>

/** The current user: the person plus the session token (§3). id -1 is a stored placeholder kept as is. */
export const CurrentUserSchema = v.object({
  ...PersonSchema.entries,
  token: v.string(),
})
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>

export const FakeUserSchema = v.object({
  personalNumber: v.string(),
  fullName: v.string(),
  /** Role abbreviations of the persona (LÄR, HL, FTGADM, YUA, BG, AVDADM) for the filter. */
  roles: v.array(v.string()),
  apprenticeships: v.array(v.object({ companyId: Id, companyName: v.string() })),
  employments: v.array(v.object({ companyId: Id, companyName: v.string() })),
})
export type FakeUser = v.InferOutput<typeof FakeUserSchema>
