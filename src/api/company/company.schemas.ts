import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'

export const DepartmentSchema = v.object({ id: Id, name: v.string() })
export type Department = v.InferOutput<typeof DepartmentSchema>

export const WorkplaceSchema = v.object({
  id: Id,
  name: v.string(),
  departmentIds: v.array(Id),
  address1: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  city: v.nullable(v.string()),
  isHeadOffice: v.boolean(),
  // §3's other workplace fields (issue 19): the workplace pages' calls always send them; optional so the
  // application flows' answers parse as before. See workplace.schemas.ts.
  address2: v.optional(v.nullable(v.string())),
  contact: v.optional(v.nullable(v.string())),
  phone: v.optional(v.nullable(v.string())),
  web: v.optional(v.nullable(v.string())),
  /** The company's default delivery / invoice address for orders (at most one workplace each). */
  isDeliveryDefault: v.optional(v.boolean()),
  isInvoiceDefault: v.optional(v.boolean()),
})
export type Workplace = v.InferOutput<typeof WorkplaceSchema>

/** What companies/get-by-number answers: enough to confirm the company and pick a department. */
export const CompanySummarySchema = v.object({
  id: Id,
  name: v.string(),
  organizationalNumber: v.string(),
  hasDepartments: v.boolean(),
  departments: v.array(DepartmentSchema),
})
export type CompanySummary = v.InferOutput<typeof CompanySummarySchema>

/** §3 instructor employment: the employed person with what the §5 instructor rules read. */
export const InstructorEmploymentSchema = v.object({
  id: Id,
  person: v.object({
    id: Id,
    firstName: v.string(),
    lastName: v.string(),
    email: v.nullable(v.string()),
    readInstructionsOn: v.nullable(IsoDate),
    /** People without their own account are greyed out and not selectable (§6). */
    hasOwnAccount: v.boolean(),
    tradeCertificates: v.array(v.object({ id: Id, professionId: Id })),
    machinequalifications: v.array(v.object({ id: Id, machineId: Id })),
    instructorExemptions: v.array(v.object({ id: Id, professionId: Id, status: v.string() })),
  }),
  /** Active apprentices this instructor supervises. */
  apprentices: v.array(
    v.object({ personId: Id, professionId: v.nullable(Id), hasBasicEducationCertificate: v.boolean() }),
  ),
  instructorDepartmentIds: v.array(Id),
})
export type InstructorEmployment = v.InferOutput<typeof InstructorEmploymentSchema>

export const ProfessionCourseSchema = v.object({ id: Id, name: v.string(), mandatory: v.boolean() })
export type ProfessionCourse = v.InferOutput<typeof ProfessionCourseSchema>
