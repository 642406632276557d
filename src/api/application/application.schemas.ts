import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

/** §3 document types. `photo` is the photo of a paper document taken with the phone. */
export const DocumentTypeSchema = v.picklist([
  'grades',
  'certificate',
  'trainingCertificate',
  'photo',
  'providerResults',
])
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>

export const ApplicationDocumentSchema = v.object({
  id: Id,
  applicationId: Id,
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  type: DocumentTypeSchema,
  quality: v.nullable(Text(TEXT_MAX.name)),
  schoolRegion: v.nullable(Text(TEXT_MAX.name)),
  municipality: v.nullable(Text(TEXT_MAX.name)),
  schoolName: v.nullable(Text(TEXT_MAX.name)),
  uploadedAt: IsoDate,
})
export type ApplicationDocument = v.InferOutput<typeof ApplicationDocumentSchema>

/**
 * The application (§3). State ids follow the application-states base list (§4):
 * 1 draft, 2 confirmedByCompany, 3 confirmedByApprentice (company-initiated), 4 confirmedByStudent,
 * 5 confirmedAndApprovedByCompany, 6 approved, 7 ordered, 8 closed, 9 paid,
 * 10 basicEducationCertificateIssued, 11 basicEducationCertificateApproved.
 */
export const ApplicationSchema = v.object({
  id: Id,
  stateId: Id,
  /** true when a company created it for the apprentice (company draft, confirmedByApprentice). */
  initiatedByCompany: v.boolean(),
  firstName: v.nullable(Text(TEXT_MAX.name)),
  lastName: v.nullable(Text(TEXT_MAX.name)),
  email: v.nullable(Text(TEXT_MAX.email)),
  personalNumber: v.nullable(Text(TEXT_MAX.personalNumber)),
  createdByPersonalNumber: v.nullable(Text(TEXT_MAX.personalNumber)),
  address1: v.nullable(Text(TEXT_MAX.addressLine)),
  address2: v.nullable(Text(TEXT_MAX.addressLine)),
  zip: v.nullable(Text(TEXT_MAX.zip)),
  city: v.nullable(Text(TEXT_MAX.city)),
  country: v.nullable(Text(TEXT_MAX.country)),
  mobilephone: v.nullable(Text(TEXT_MAX.phone)),
  instructorId: v.nullable(Id),
  professionId: v.nullable(Id),
  /** Machine orientations chosen (machine professions only; several allowed). */
  professionOrientations: v.array(Id),
  companyId: v.nullable(Id),
  departmentId: v.nullable(Id),
  /** Workplace id at the company. */
  workplace: v.nullable(Id),
  employmentTypeId: v.nullable(Id),
  employmentDate: v.nullable(IsoDate),
  /** Whether approved courses exist (the apprentice's answer). */
  hasApprovedCourses: v.nullable(v.boolean()),
  /** Course ids the apprentice confirmed (from fetch-gug-courses / profession courses). */
  confirmedCourseIds: v.array(Id),
  messageToBoard: v.nullable(Text(TEXT_MAX.freeText)),
  /** Motivation given when the company denied it; visible to apprentice and board. */
  denyMotivation: v.nullable(Text(TEXT_MAX.freeText)),
  /**
   * When the company last sent it back to the apprentice for completion (deny); null once signed
   * again. A deny needs no motivation, so this, not the motivation, says it was returned. Optional:
   * answers from before the field have none.
   */
  returnedAt: v.optional(v.nullable(IsoDate)),
  documents: v.array(ApplicationDocumentSchema),
  privacyAccepted: v.boolean(),
  honestyDeclaration: v.boolean(),
  /** A current apprentice changing company: the new company confirms and the time continues there. */
  transferRequest: v.boolean(),
  /** Who prefilled it: 'company' or 'apprentice'. */
  prefilledBy: v.nullable(v.picklist(['company', 'apprentice'])),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  /** Set when the company saved it after its last change (approve needs a save first). */
  savedByCompanyAt: v.nullable(IsoDate),
})
export type Application = v.InferOutput<typeof ApplicationSchema>

/** The fields a caller may send to create or update (never id, state or timestamps). */
export const ApplicationChangesSchema = v.partial(
  v.omit(ApplicationSchema, [
    'id',
    'stateId',
    'initiatedByCompany',
    'documents',
    'createdAt',
    'updatedAt',
    'savedByCompanyAt',
    'denyMotivation',
    'returnedAt',
  ]),
)
export type ApplicationChanges = v.InferOutput<typeof ApplicationChangesSchema>

/** save: company saves; approve / deny: company decision; complete: apprentice resubmits after deny. */
export const ApplicationActionSchema = v.picklist(['save', 'approve', 'deny'])
export type ApplicationAction = v.InferOutput<typeof ApplicationActionSchema>

export const ApplicationListRowSchema = v.object({
  id: Id,
  stateId: Id,
  initiatedByCompany: v.boolean(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  personalNumber: v.nullable(v.string()),
  professionId: v.nullable(Id),
  companyId: v.nullable(Id),
  departmentId: v.nullable(Id),
  transferRequest: v.boolean(),
  updatedAt: IsoDate,
  /** See ApplicationSchema: set while a draft is back with the apprentice after the company's deny. */
  returnedAt: v.optional(v.nullable(IsoDate)),
})
export type ApplicationListRow = v.InferOutput<typeof ApplicationListRowSchema>
