/**
 * The application slice of the scenario: applications in every state (SEEDED_APPLICATIONS names
 * them) and their documents. Times are relative to the seed day (application-people.ts `daysBeforeSeedDay`);
 * dates of employment and the like are fixed.
 */
import type { Db } from '../db'
import {
  APPLICANTS_BY_NAME,
  daysBeforeSeedDay,
  STAFF,
  TRANSFER_APPRENTICE,
  type DaysBefore,
  type ExtraPerson,
} from './application-people'
import { createAll } from './create-all'
import { COMPANY_MITT, COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO } from './company'
import {
  beforeBase,
  P,
  PERSON_EXTRAS,
  PROFESSION_MACHINE,
  PROFESSION_SCAFFOLDING,
  type Address,
  type Persona,
} from './shell'

// Documents: small but valid files (a one-page PDF and a 1×1 PNG).

/** A one-page PDF whose page shows `title` (ASCII), with a correct cross-reference table. */
function tinyPdf(title: string): string {
  const text = `BT /F1 18 Tf 72 770 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}

export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

type DocumentType = 'grades' | 'certificate' | 'trainingCertificate' | 'photo' | 'providerResults'
function document(
  id: number,
  applicationId: number,
  type: DocumentType,
  fileName: string,
  uploadedAt: string,
  extra: { schoolName?: string; municipality?: string; schoolRegion?: string; quality?: string } = {},
) {
  const png = fileName.endsWith('.png')
  const contentBase64 = png ? TINY_PNG_BASE64 : btoa(tinyPdf(fileName.replace(/\.pdf$/, '')))
  return {
    id,
    applicationId,
    type,
    fileName,
    contentType: png ? 'image/png' : 'application/pdf',
    size: atob(contentBase64).length,
    quality: extra.quality ?? null,
    schoolRegion: extra.schoolRegion ?? null,
    municipality: extra.municipality ?? null,
    schoolName: extra.schoolName ?? null,
    uploadedAt,
    contentBase64,
  }
}

// Applications

type ApplicationSeed = ReturnType<typeof applicationRecord>
interface ApplicationInput {
  id: number
  stateId: number
  initiatedByCompany?: boolean
  applicant: ExtraPerson | Persona
  companyId: number | null
  departmentId?: number | null
  professionId: number | null
  professionOrientations?: number[]
  instructorId?: number | null
  workplace?: number | null
  employmentTypeId?: number | null
  employmentDate?: string | null
  /** The company user who created a company-initiated one. */
  createdBy?: Persona
  hasApprovedCourses?: boolean | null
  confirmedCourseIds?: number[]
  messageToBoard?: string | null
  denyMotivation?: string | null
  privacyAccepted?: boolean
  honestyDeclaration?: boolean
  transferRequest?: boolean
  createdAt: string
  updatedAt: string
  savedByCompanyAt?: string | null
}

function personAddress(p: ExtraPerson | Persona): Address {
  return 'address' in p ? p.address : PERSON_EXTRAS[p.key].address
}

function applicationRecord(a: ApplicationInput) {
  const applicantAddress = personAddress(a.applicant)
  const createdBy = a.createdBy
  return {
    id: a.id,
    stateId: a.stateId,
    initiatedByCompany: a.initiatedByCompany ?? false,
    firstName: a.applicant.firstName,
    lastName: a.applicant.lastName,
    email: a.applicant.email,
    personalNumber: a.applicant.personalNumber === '' ? null : a.applicant.personalNumber,
    createdByPersonalNumber: createdBy
      ? createdBy.personalNumber
      : a.applicant.personalNumber === ''
        ? null
        : a.applicant.personalNumber,
    ...applicantAddress,
    mobilephone: a.applicant.mobilephone,
    instructorId: a.instructorId ?? null,
    professionId: a.professionId,
    professionOrientations: a.professionOrientations ?? [],
    companyId: a.companyId,
    departmentId: a.departmentId ?? null,
    workplace: a.workplace ?? null,
    employmentTypeId: a.employmentTypeId ?? null,
    employmentDate: a.employmentDate ?? null,
    hasApprovedCourses: a.hasApprovedCourses ?? null,
    confirmedCourseIds: a.confirmedCourseIds ?? [],
    messageToBoard: a.messageToBoard ?? null,
    denyMotivation: a.denyMotivation ?? null,
    // A seeded motivation means the company sent it back (on its last change).
    returnedAt: a.denyMotivation ? a.updatedAt : null,
    privacyAccepted: a.privacyAccepted ?? true,
    honestyDeclaration: a.honestyDeclaration ?? a.stateId !== 1,
    transferRequest: a.transferRequest ?? false,
    prefilledBy: createdBy ? ('company' as const) : ('apprentice' as const),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    savedByCompanyAt: a.savedByCompanyAt ?? null,
    applicantPersonId: a.applicant.id,
    createdByPersonId: createdBy ? createdBy.id : a.applicant.id,
  }
}

const A = APPLICANTS_BY_NAME
const COMPLETE = { employmentTypeId: 2, hasApprovedCourses: true }

/** Every seeded application, for the README and tests: id -> [who, company, state]. */
export const SEEDED_APPLICATIONS = {
  // The apprentice persona (Elin Andersson).
  elinFreshDraft: 31001,
  elinExpiredDraft: 31002,
  elinDenied: 31003,
  elinCompanyInitiated: 31004,
  elinConfirmedAtSyd: 30501,
  // Byggbolaget i Norr (companyAdmin, yua, bg review these).
  norrCompanyDraft: 31012,
  norrConfirmedByCompany: 30602,
  norrConfirmedByApprentice: 31011,
  norrConfirmedByStudent: 30601,
  norrTransfer: 31020,
  norrConfirmedAndApproved: 31016,
  norrApproved: 31013,
  norrOrdered: 31014,
  norrClosed: 31015,
  norrPaid: 31017,
  norrCertificateIssued: 31018,
  norrCertificateApproved: 31019,
  // Ställningspartner Syd (departmentAdmin sees Malmö only).
  sydMalmoConfirmedByStudent: 30701,
  sydLundConfirmedByStudent: 31021,
  sydMalmoCompanyDraft: 31022,
  sydMalmoConfirmedByCompany: 31023,
  sydLundApprovedPasswordUser: 30801,
} as const

/** Made at each seed: their times follow the seed day (application-people.ts `daysBeforeSeedDay`). */
const applications = (daysBefore: DaysBefore): ApplicationSeed[] => [
  // --- Elin's own
  applicationRecord({
    id: 31001,
    stateId: 1,
    applicant: P.apprentice,
    companyId: null,
    professionId: 101,
    hasApprovedCourses: true,
    confirmedCourseIds: [11],
    createdAt: daysBefore(3),
    updatedAt: daysBefore(1),
  }),
  applicationRecord({
    // Last changed 20 days before the base date: deleted on the first applications call.
    id: 31002,
    stateId: 1,
    applicant: P.apprentice,
    companyId: COMPANY_MITT.id,
    professionId: PROFESSION_MACHINE,
    professionOrientations: [1, 2],
    createdAt: daysBefore(25),
    updatedAt: daysBefore(20),
  }),
  applicationRecord({
    id: 31003,
    stateId: 1,
    applicant: P.apprentice,
    companyId: COMPANY_NORR.id,
    professionId: 101,
    hasApprovedCourses: false,
    messageToBoard: 'Jag har jobbat två somrar som snickare.',
    denyMotivation: 'Vi saknar ditt slutbetyg från gymnasiet. Ladda upp det och skicka ansökan igen.',
    honestyDeclaration: true,
    createdAt: daysBefore(10),
    updatedAt: daysBefore(3),
  }),
  applicationRecord({
    // Registered by the education responsible; waiting for Elin to complete and sign.
    id: 31004,
    stateId: 1,
    initiatedByCompany: true,
    applicant: P.apprentice,
    createdBy: P.yua,
    companyId: COMPANY_NORR.id,
    professionId: 102,
    instructorId: STAFF.anders.employmentId,
    workplace: 102,
    employmentTypeId: 1,
    privacyAccepted: false,
    createdAt: daysBefore(2),
    updatedAt: daysBefore(2),
    savedByCompanyAt: daysBefore(2),
  }),
  applicationRecord({
    id: 30501,
    stateId: 5,
    applicant: P.apprentice,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
    professionId: PROFESSION_SCAFFOLDING,
    instructorId: 2005,
    workplace: 201,
    employmentDate: '2026-03-02',
    ...COMPLETE,
    confirmedCourseIds: [1, 4],
    createdAt: '2026-02-20T10:00:00.000Z',
    updatedAt: daysBefore(5),
    savedByCompanyAt: daysBefore(5),
  }),

  // --- Byggbolaget i Norr
  applicationRecord({
    id: 31012,
    stateId: 1,
    initiatedByCompany: true,
    applicant: A.wilma,
    createdBy: P.companyAdmin,
    companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING,
    workplace: 101,
    privacyAccepted: false,
    createdAt: daysBefore(1),
    updatedAt: daysBefore(1),
  }),
  applicationRecord({
    // Complete and saved: approvable as it is.
    id: 30602,
    stateId: 2,
    initiatedByCompany: true,
    applicant: A.ali,
    createdBy: P.companyAdmin,
    companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING,
    instructorId: STAFF.anders.employmentId,
    workplace: 102,
    employmentDate: '2026-11-16',
    ...COMPLETE,
    confirmedCourseIds: [1],
    createdAt: daysBefore(12),
    updatedAt: daysBefore(9),
    savedByCompanyAt: daysBefore(9),
  }),
  applicationRecord({
    // Noah signed after the company's last save: the company's save confirms it (state 2).
    id: 31011,
    stateId: 3,
    initiatedByCompany: true,
    applicant: A.noah,
    createdBy: P.yua,
    companyId: COMPANY_NORR.id,
    professionId: 101,
    instructorId: STAFF.anders.employmentId,
    workplace: 101,
    employmentDate: '2026-11-16',
    ...COMPLETE,
    createdAt: daysBefore(8),
    updatedAt: daysBefore(2),
    savedByCompanyAt: daysBefore(7),
  }),
  applicationRecord({
    // Signed by Emma; the company still has to choose instructor, employment type and start date.
    id: 30601,
    stateId: 4,
    applicant: A.emma,
    companyId: COMPANY_NORR.id,
    professionId: PROFESSION_SCAFFOLDING,
    hasApprovedCourses: true,
    confirmedCourseIds: [1, 2],
    messageToBoard: 'Jag har gått byggprogrammet i Luleå.',
    createdAt: daysBefore(3),
    updatedAt: beforeBase(26),
  }),
  applicationRecord({
    // The transfer case: the company has filled in its part but not saved.
    id: 31020,
    stateId: 4,
    applicant: TRANSFER_APPRENTICE,
    companyId: COMPANY_NORR.id,
    professionId: 101,
    transferRequest: true,
    instructorId: STAFF.anders.employmentId,
    workplace: 101,
    employmentDate: '2026-11-16',
    ...COMPLETE,
    confirmedCourseIds: [11, 13],
    messageToBoard: 'Jag flyttar till Luleå och vill fortsätta min lärlingstid här.',
    createdAt: daysBefore(6),
    updatedAt: daysBefore(1),
  }),
  ...(
    [
      [31016, 5, A.oskar, PROFESSION_SCAFFOLDING, '2026-10-12', 30],
      [31013, 6, A.lucas, 101, '2026-09-01', 75],
      [31014, 7, A.alice, PROFESSION_SCAFFOLDING, '2026-08-17', 90],
      [31015, 8, A.maja, 101, '2025-08-18', 400],
      [31017, 9, A.viktor, PROFESSION_SCAFFOLDING, '2026-06-08', 150],
      [31018, 10, A.elsa, PROFESSION_SCAFFOLDING, '2025-06-02', 500],
      [31019, 11, A.hampus, PROFESSION_SCAFFOLDING, '2025-03-03', 600],
    ] as const
  ).map(([id, stateId, applicant, professionId, employmentDate, age]) =>
    applicationRecord({
      id,
      stateId,
      applicant,
      companyId: COMPANY_NORR.id,
      professionId,
      instructorId: STAFF.anders.employmentId,
      workplace: 101,
      employmentDate,
      ...COMPLETE,
      createdAt: daysBefore(age + 14),
      updatedAt: daysBefore(age),
      savedByCompanyAt: daysBefore(age + 1),
    }),
  ),

  // --- Ställningspartner Syd (departments)
  applicationRecord({
    id: 30701,
    stateId: 4,
    applicant: A.hugo,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
    professionId: PROFESSION_SCAFFOLDING,
    hasApprovedCourses: false,
    createdAt: daysBefore(4),
    updatedAt: beforeBase(50),
  }),
  applicationRecord({
    id: 31021,
    stateId: 4,
    applicant: A.saga,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_LUND.id,
    professionId: PROFESSION_SCAFFOLDING,
    hasApprovedCourses: true,
    confirmedCourseIds: [1],
    createdAt: daysBefore(5),
    updatedAt: daysBefore(4),
  }),
  applicationRecord({
    id: 31022,
    stateId: 1,
    initiatedByCompany: true,
    applicant: A.ebba,
    createdBy: P.departmentAdmin,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
    professionId: PROFESSION_SCAFFOLDING,
    instructorId: STAFF.sofia.employmentId,
    workplace: 202,
    employmentTypeId: 1,
    privacyAccepted: false,
    createdAt: daysBefore(1),
    updatedAt: daysBefore(1),
    savedByCompanyAt: daysBefore(1),
  }),
  applicationRecord({
    id: 31023,
    stateId: 2,
    initiatedByCompany: true,
    applicant: A.liam,
    createdBy: P.departmentAdmin,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_MALMO.id,
    professionId: PROFESSION_SCAFFOLDING,
    instructorId: STAFF.sofia.employmentId,
    workplace: 201,
    employmentDate: '2026-11-16',
    ...COMPLETE,
    createdAt: daysBefore(6),
    updatedAt: daysBefore(2),
    savedByCompanyAt: daysBefore(2),
  }),
  applicationRecord({
    // Tomasz has no Swedish personal number; approved by the board long ago.
    id: 30801,
    stateId: 6,
    applicant: P.passwordUser,
    companyId: COMPANY_SYD.id,
    departmentId: DEPARTMENT_LUND.id,
    professionId: PROFESSION_SCAFFOLDING,
    instructorId: 2005,
    workplace: 203,
    employmentDate: '2025-01-13',
    ...COMPLETE,
    createdAt: '2024-12-20T09:00:00.000Z',
    updatedAt: daysBefore(7),
    savedByCompanyAt: '2025-01-08T09:00:00.000Z',
  }),
]

const applicationDocuments = (daysBefore: DaysBefore) => [
  document(41001, 31001, 'grades', 'slutbetyg-gymnasiet.pdf', daysBefore(2), {
    schoolName: 'Luleå gymnasieskola',
    municipality: 'Luleå',
    schoolRegion: 'Norrbotten',
    quality: 'original',
  }),
  document(41002, 31003, 'photo', 'betyg-foto.png', daysBefore(9)),
  document(41003, 30601, 'grades', 'betyg.pdf', daysBefore(3), {
    schoolName: 'Luleå gymnasieskola',
    municipality: 'Luleå',
    schoolRegion: 'Norrbotten',
    quality: 'original',
  }),
  document(41004, 30601, 'photo', 'kursintyg-foto.png', daysBefore(3)),
  document(41005, 30602, 'certificate', 'arbetsgivarintyg.pdf', daysBefore(11)),
  document(41006, 31011, 'grades', 'slutbetyg.pdf', daysBefore(2), {
    schoolName: 'Umeå byggprogram',
    municipality: 'Umeå',
    schoolRegion: 'Västerbotten',
  }),
  document(41007, 31020, 'grades', 'betyg-takmastarna.pdf', daysBefore(6)),
  document(41008, 30701, 'grades', 'betyg-malmo.pdf', daysBefore(4), {
    schoolName: 'Malmö tekniska gymnasium',
    municipality: 'Malmö',
    schoolRegion: 'Skåne',
  }),
  document(41009, 31021, 'trainingCertificate', 'utbildningsintyg.pdf', daysBefore(5)),
  document(41010, 31023, 'grades', 'betyg-liam.pdf', daysBefore(3)),
  document(41011, 30501, 'grades', 'betyg-elin.pdf', daysBefore(260)),
]

export async function seedApplications(target: Db): Promise<void> {
  const daysBefore = daysBeforeSeedDay()
  await createAll(target.applications, applications(daysBefore))
  await createAll(target.applicationDocuments, applicationDocuments(daysBefore))
}
