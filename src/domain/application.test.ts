import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Application } from '../api/application/application.schemas'
import type { InstructorEmployment } from '../api/company/company.schemas'
import {
  APPLICATION_STATE as S,
  MAX_APPLICATION_DOCUMENTS_BYTES,
  MAX_DOCUMENT_BYTES,
  SUBMITTABLE_ID_FIELDS,
  SUBMITTABLE_TEXT_FIELDS,
  applicationTransition,
  approveProblem,
  canDeleteApplication,
  canReviewApplication,
  draftExpiresAt,
  earliestStartDate,
  effectiveStartDate,
  documentProblem,
  hasRequiredDocuments,
  instructorProblems,
  isApplicant,
  isDraftExpired,
  isEditableByApprentice,
  isEditableByCompany,
  isSavedAfterLastChange,
  isSubmittable,
  isToApprove,
  signProblems,
  sniffDocumentType,
  startDateProblem,
  statusIcon,
  submittableProblems,
  type ApplicationEvent,
  type InstructorContext,
} from './application'
import {
  DEPARTMENT_COMPANY,
  PERSONAS,
  PLAIN_COMPANY,
  TODAY,
  basePerson,
  companyRole,
  departmentEmployment,
  employment,
  makePersonalNumber,
} from '../test/personas'

const APPLICANT_PN = PERSONAS.apprentice.personalNumber
const ALL_STATES = Object.values(S)

/** A complete application the company may approve: every §4 field set, state confirmedByStudent, saved. */
function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 42,
    stateId: S.confirmedByStudent,
    initiatedByCompany: false,
    firstName: 'Alva',
    lastName: 'Lärling',
    email: 'alva@example.se',
    personalNumber: APPLICANT_PN,
    createdByPersonalNumber: APPLICANT_PN,
    address1: 'Storgatan 1',
    address2: null,
    zip: '123 45',
    city: 'Umeå',
    country: 'Sverige',
    mobilephone: '0701234567',
    instructorId: 7,
    professionId: 848,
    professionOrientations: [],
    companyId: PLAIN_COMPANY.id,
    departmentId: null,
    workplace: 3,
    employmentTypeId: 1,
    employmentDate: '2026-06-01',
    hasApprovedCourses: true,
    confirmedCourseIds: [],
    messageToBoard: null,
    denyMotivation: null,
    documents: [
      {
        id: 1,
        applicationId: 42,
        fileName: 'betyg.pdf',
        contentType: 'application/pdf',
        size: 1000,
        type: 'grades',
        quality: null,
        schoolRegion: null,
        municipality: null,
        schoolName: null,
        uploadedAt: '2026-06-01T10:00:00.000Z',
      },
    ],
    privacyAccepted: true,
    honestyDeclaration: true,
    transferRequest: false,
    prefilledBy: 'apprentice',
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-10T10:00:00.000Z',
    savedByCompanyAt: '2026-06-10T10:00:00.000Z',
    ...overrides,
  }
}

describe('status icons (§4: status number = state id)', () => {
  it.each([
    [1, 'draft'],
    [4, 'draft'],
    [2, 'approvedByApprentice'],
    [6, 'approvedByApprentice'],
    [3, 'approvedByCompany'],
    [5, 'approvedByCompany'],
    [7, 'approvedByCompany'],
    [9, 'approvedByCompany'],
    [8, null],
    [10, null],
    [11, null],
    [0, null],
    [-1, null],
  ])('status %i shows %s', (n, icon) => {
    expect(statusIcon(n)).toBe(icon)
  })
})

describe('state predicates (§4)', () => {
  // state, initiatedByCompany, toApprove, editableByCompany, editableByApprentice
  const table: Array<[number, boolean, boolean, boolean, boolean]> = [
    [S.draft, false, false, false, true],
    [S.draft, true, false, true, true],
    [S.confirmedByCompany, true, true, true, false],
    [S.confirmedByCompany, false, true, true, false],
    [S.confirmedByApprentice, true, false, true, false],
    [S.confirmedByApprentice, false, false, false, false],
    [S.confirmedByStudent, false, true, true, false],
    [S.confirmedAndApprovedByCompany, false, false, false, false],
    [S.approved, true, false, false, false],
    [S.ordered, false, false, false, false],
    [S.closed, false, false, false, false],
    [S.paid, false, false, false, false],
    [S.basicEducationCertificateIssued, false, false, false, false],
    [S.basicEducationCertificateApproved, false, false, false, false],
  ]
  it.each(table)(
    'state %i (company-initiated %s): to approve %s, company edits %s, apprentice edits %s',
    (stateId, initiatedByCompany, toApprove, company, apprentice) => {
      const app = { stateId, initiatedByCompany }
      expect(isToApprove(app)).toBe(toApprove)
      expect(isEditableByCompany(app)).toBe(company)
      expect(isEditableByApprentice(app)).toBe(apprentice)
    },
  )
})

describe('transitions', () => {
  // from state, company-initiated, event, to state (null = not possible)
  const table: Array<[number, boolean, ApplicationEvent, number | null]> = [
    [S.draft, false, 'sign', S.confirmedByStudent],
    [S.draft, true, 'sign', S.confirmedByApprentice],
    [S.confirmedByStudent, false, 'sign', null],
    [S.draft, false, 'save', null],
    [S.draft, true, 'save', S.draft],
    [S.confirmedByApprentice, true, 'save', S.confirmedByCompany],
    [S.confirmedByCompany, true, 'save', S.confirmedByCompany],
    [S.confirmedByStudent, false, 'save', S.confirmedByStudent],
    [S.approved, false, 'save', null],
    [S.confirmedByCompany, true, 'approve', S.confirmedAndApprovedByCompany],
    [S.confirmedByStudent, false, 'approve', S.confirmedAndApprovedByCompany],
    [S.confirmedByApprentice, true, 'approve', null],
    [S.draft, true, 'approve', null],
    [S.confirmedByStudent, false, 'deny', S.draft],
    [S.confirmedByCompany, true, 'deny', S.draft],
    [S.confirmedByApprentice, true, 'deny', S.draft],
    [S.draft, true, 'deny', null],
    [S.confirmedAndApprovedByCompany, false, 'deny', null],
  ]
  it.each(table)('state %i (company-initiated %s) --%s--> %s', (stateId, initiatedByCompany, event, to) => {
    const next = applicationTransition({ stateId, initiatedByCompany }, event)
    expect(next?.stateId ?? null).toBe(to)
    // Who started it never changes: a denied company-initiated one is a company draft again.
    if (next) expect(next.initiatedByCompany).toBe(initiatedByCompany)
  })

  it('never leaves the company stages for states 5 to 11', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5, 6, 7, 8, 9, 10, 11),
        fc.boolean(),
        fc.constantFrom<ApplicationEvent>('sign', 'save', 'approve', 'deny'),
        (stateId, initiatedByCompany, event) => applicationTransition({ stateId, initiatedByCompany }, event) === null,
      ),
    )
  })
})

describe('submittable (§4)', () => {
  it('holds for a complete application in a state to approve', () => {
    expect(isSubmittable(application())).toBe(true)
    expect(isSubmittable(application({ stateId: S.confirmedByCompany, initiatedByCompany: true }))).toBe(true)
  })

  it.each([...SUBMITTABLE_TEXT_FIELDS])('needs a value in %s (null, empty or blank)', (field) => {
    for (const value of [null, '', '   ']) {
      expect(submittableProblems(application({ [field]: value }))).toEqual([field])
    }
  })

  it.each([...SUBMITTABLE_ID_FIELDS])('needs %s', (field) => {
    expect(submittableProblems(application({ [field]: null }))).toEqual([field])
  })

  it('needs an id, a state to approve and the employment date', () => {
    const { id: _id, ...withoutId } = application()
    expect(submittableProblems(withoutId)).toEqual(['id'])
    expect(submittableProblems(application({ employmentDate: null }))).toEqual(['employmentDate'])
    for (const stateId of ALL_STATES.filter((s) => s !== S.confirmedByCompany && s !== S.confirmedByStudent)) {
      expect(submittableProblems(application({ stateId })), `state ${stateId}`).toEqual(['stateId'])
    }
  })

  it('lists every missing field in §4 order', () => {
    const empty = application({ stateId: S.draft, firstName: null, city: '', instructorId: null, employmentDate: null })
    expect(submittableProblems(empty)).toEqual(['firstName', 'city', 'stateId', 'instructorId', 'employmentDate'])
  })

  it('is never true when any required field is empty (generated)', () => {
    const fields = [...SUBMITTABLE_TEXT_FIELDS, ...SUBMITTABLE_ID_FIELDS, 'employmentDate'] as const
    fc.assert(
      fc.property(
        fc.subarray([...fields], { minLength: 1 }),
        fc.constantFrom(null, '', ' ', '\t\n'),
        fc.constantFrom(...ALL_STATES),
        (emptied, emptyValue, stateId) => {
          const changes: Record<string, unknown> = { stateId }
          for (const f of emptied)
            changes[f] = (SUBMITTABLE_ID_FIELDS as readonly string[]).includes(f) ? null : emptyValue
          const app = application(changes as Partial<Application>)
          expect(isSubmittable(app)).toBe(false)
          for (const f of emptied) expect(submittableProblems(app)).toContain(f)
        },
      ),
    )
  })

  it('is true exactly when nothing is missing (generated)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_STATES), fc.option(fc.string(), { nil: null }), (stateId, city) => {
        const app = application({ stateId, city })
        expect(isSubmittable(app)).toBe(submittableProblems(app).length === 0)
      }),
    )
  })
})

describe('approving needs a save after the last change', () => {
  it('compares savedByCompanyAt with updatedAt', () => {
    expect(isSavedAfterLastChange(application())).toBe(true)
    expect(isSavedAfterLastChange(application({ savedByCompanyAt: null }))).toBe(false)
    expect(isSavedAfterLastChange(application({ updatedAt: '2026-06-10T10:00:00.001Z' }))).toBe(false)
    expect(isSavedAfterLastChange(application({ savedByCompanyAt: 'not a date' }))).toBe(false)
  })

  it.each<[string, Partial<Application>, ReturnType<typeof approveProblem>]>([
    ['complete and saved', {}, null],
    ['never saved', { savedByCompanyAt: null }, 'notSaved'],
    ['changed after the save', { updatedAt: '2026-06-11T10:00:00.000Z' }, 'notSaved'],
    ['not filled enough', { instructorId: null }, 'notSubmittable'],
    [
      'not filled enough and unsaved: the missing fields first',
      { instructorId: null, savedByCompanyAt: null },
      'notSubmittable',
    ],
    ['still a draft', { stateId: S.draft }, 'wrongState'],
    ['already approved', { stateId: S.confirmedAndApprovedByCompany }, 'wrongState'],
    [
      'confirmed by the apprentice, company has not saved',
      { stateId: S.confirmedByApprentice, initiatedByCompany: true },
      'notSaved',
    ],
  ])('%s', (_label, overrides, problem) => {
    expect(approveProblem(application(overrides))).toBe(problem)
  })
})

describe('signing', () => {
  const plain = { companyHasDepartments: false, isMachineProfession: false }
  it('needs personal data, profession, company, a certificate or grades and the privacy agreement', () => {
    expect(signProblems(application({ stateId: S.draft }), plain)).toEqual([])
    expect(
      signProblems(
        application({
          stateId: S.draft,
          mobilephone: '',
          professionId: null,
          companyId: null,
          documents: [],
          privacyAccepted: false,
        }),
        plain,
      ),
    ).toEqual(['mobilephone', 'professionId', 'companyId', 'documents', 'privacyAccepted'])
  })

  it('needs a department where the company has them and an orientation for machine professions', () => {
    expect(
      signProblems(application({ departmentId: null }), { companyHasDepartments: true, isMachineProfession: false }),
    ).toEqual(['departmentId'])
    expect(
      signProblems(application({ departmentId: 201 }), { companyHasDepartments: true, isMachineProfession: false }),
    ).toEqual([])
    expect(
      signProblems(application({ professionOrientations: [] }), {
        companyHasDepartments: false,
        isMachineProfession: true,
      }),
    ).toEqual(['professionOrientations'])
    expect(
      signProblems(application({ professionOrientations: [1, 2] }), {
        companyHasDepartments: false,
        isMachineProfession: true,
      }),
    ).toEqual([])
  })
})

describe('required documents (§5)', () => {
  const doc = (type: Application['documents'][number]['type']) => ({ type })
  it.each([
    [[], false],
    [[doc('photo')], false],
    [[doc('providerResults'), doc('photo')], false],
    [[doc('grades')], true],
    [[doc('certificate')], true],
    [[doc('trainingCertificate')], true],
    [[doc('photo'), doc('grades')], true],
  ] as const)('%j -> %s', (documents, expected) => {
    expect(hasRequiredDocuments({ documents: [...documents] })).toBe(expected)
  })
})

describe('who may review and delete', () => {
  const norrAdmin = basePerson({
    companyRoles: [companyRole(PLAIN_COMPANY.id, { Administrator: true })],
    employments: [employment(PLAIN_COMPANY)],
  })
  const norrYua = basePerson({
    companyRoles: [companyRole(PLAIN_COMPANY.id, { CompanyEducationResponsible: true })],
    employments: [employment(PLAIN_COMPANY)],
  })
  const norrInstructor = basePerson({
    companyRoles: [companyRole(PLAIN_COMPANY.id, { Instructor: true })],
    employments: [employment(PLAIN_COMPANY)],
  })
  const deptAdmin201 = basePerson({
    employments: [
      employment(DEPARTMENT_COMPANY, {
        departmentEmployments: [departmentEmployment(201, { isDepartmentAdministrator: true })],
      }),
    ],
  })
  const applicant = basePerson({ personalNumber: APPLICANT_PN })
  const stranger = basePerson({ personalNumber: makePersonalNumber('19850505') })
  const inDept = (departmentId: number, stateId: number = S.confirmedByStudent) =>
    application({ companyId: DEPARTMENT_COMPANY.id, departmentId, stateId })

  it('recognises the applicant by personal number, in any written form', () => {
    expect(isApplicant(applicant, application())).toBe(true)
    expect(
      isApplicant(applicant, application({ personalNumber: `${APPLICANT_PN.slice(0, 8)}-${APPLICANT_PN.slice(8)}` })),
    ).toBe(true)
    expect(isApplicant(stranger, application())).toBe(false)
    expect(isApplicant(basePerson({ personalNumber: '' }), application({ personalNumber: null }))).toBe(false)
    expect(isApplicant(null, application())).toBe(false)
  })

  it.each<[string, ReturnType<typeof basePerson>, Partial<Application>, boolean]>([
    ['admin, to approve', norrAdmin, {}, true],
    ['YUA, to approve', norrYua, {}, true],
    ['instructor only', norrInstructor, {}, false],
    ["admin, the apprentice's own draft", norrAdmin, { stateId: S.draft }, false],
    ['admin, company draft', norrAdmin, { stateId: S.draft, initiatedByCompany: true }, true],
    ['admin, approved (read only, still visible)', norrAdmin, { stateId: S.approved }, true],
    ['admin of another company', norrAdmin, { companyId: 99 }, false],
  ])('review: %s -> %s', (_label, user, overrides, expected) => {
    expect(canReviewApplication(user, application(overrides))).toBe(expected)
  })

  it('limits department users to their departments', () => {
    expect(canReviewApplication(deptAdmin201, inDept(201))).toBe(true)
    expect(canReviewApplication(deptAdmin201, inDept(202))).toBe(false)
    expect(
      canReviewApplication(deptAdmin201, application({ companyId: DEPARTMENT_COMPANY.id, departmentId: null })),
    ).toBe(false)
  })

  it.each<[string, ReturnType<typeof basePerson> | null, Partial<Application>, boolean]>([
    ['applicant, own draft', applicant, { stateId: S.draft }, true],
    ['applicant, signed', applicant, { stateId: S.confirmedByStudent }, false],
    ['applicant, company-initiated draft', applicant, { stateId: S.draft, initiatedByCompany: true }, false],
    ["stranger, someone's draft", stranger, { stateId: S.draft }, false],
    ['admin, to approve', norrAdmin, {}, true],
    ['admin, company draft', norrAdmin, { stateId: S.draft, initiatedByCompany: true }, true],
    [
      'admin, confirmed by the apprentice',
      norrAdmin,
      { stateId: S.confirmedByApprentice, initiatedByCompany: true },
      true,
    ],
    ['admin, approved: only the region', norrAdmin, { stateId: S.confirmedAndApprovedByCompany }, false],
    ['YUA reviews but does not delete', norrYua, {}, false],
    ['instructor', norrInstructor, {}, false],
    ['nobody logged in', null, {}, false],
  ])('delete: %s -> %s', (_label, user, overrides, expected) => {
    expect(canDeleteApplication(user, application(overrides))).toBe(expected)
  })

  it('lets a department administrator delete only in their departments', () => {
    expect(canDeleteApplication(deptAdmin201, inDept(201))).toBe(true)
    expect(canDeleteApplication(deptAdmin201, inDept(202))).toBe(false)
  })
})

describe('draft lifetime (§9: 14 days after the last change)', () => {
  const changed = '2026-06-01T08:00:00.000Z'
  it('expires exactly 14 days after updatedAt', () => {
    expect(draftExpiresAt({ updatedAt: changed })).toBe('2026-06-15T08:00:00.000Z')
    const draft = { stateId: S.draft, updatedAt: changed }
    expect(isDraftExpired(draft, new Date('2026-06-15T07:59:59.999Z'))).toBe(false)
    expect(isDraftExpired(draft, new Date('2026-06-15T08:00:00.000Z'))).toBe(true)
  })

  it('only drafts expire', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_STATES.filter((s) => s !== S.draft)),
        fc.integer({ min: 0, max: 10_000 }),
        (stateId, days) => {
          expect(
            isDraftExpired({ stateId, updatedAt: changed }, new Date(Date.parse(changed) + days * 86_400_000)),
          ).toBe(false)
        },
      ),
    )
  })
})

describe('start date (§5)', () => {
  // TODAY is 2026-06-15 (local).
  it.each<[string | null, boolean, ReturnType<typeof startDateProblem>]>([
    [null, false, null],
    ['', false, null],
    ['2026-06-15', false, null],
    ['2026-06-16', true, 'inFuture'],
    ['2026-06-14', false, 'needsBasicEducation'],
    ['2026-06-14', true, null],
    ['2024-12-15', true, null],
    ['2024-12-14', true, 'tooEarly'],
    ['2026-02-30', true, 'invalid'],
    ['15/06/2026', true, 'invalid'],
    ['2026-06-01T00:00:00.000Z', true, null],
  ])('%j (approved basic education %s) -> %s', (date, hasApprovedBasicEducation, problem) => {
    expect(startDateProblem(date, TODAY, { hasApprovedBasicEducation })).toBe(problem)
  })

  it('counts 18 calendar months back, clamping to the end of shorter months', () => {
    expect(earliestStartDate(TODAY)).toBe('2024-12-15')
    expect(earliestStartDate(new Date(2026, 7, 31))).toBe('2025-02-28')
    expect(earliestStartDate(new Date(2025, 5, 30))).toBe('2023-12-30')
  })

  it('uses today for an empty date', () => {
    expect(effectiveStartDate(null, TODAY)).toBe('2026-06-15')
    expect(effectiveStartDate(' ', TODAY)).toBe('2026-06-15')
    expect(effectiveStartDate('2026-05-02', TODAY)).toBe('2026-05-02')
  })
})

describe('documents (§5, ADR 0004)', () => {
  it.each<[string, string, number, ReturnType<typeof documentProblem>]>([
    ['betyg.pdf', 'application/pdf', 1000, null],
    ['FOTO.JPG', 'image/jpeg', 1000, null],
    ['foto.jpeg', '', 1000, null],
    ['scan.png', 'image/png', 1000, null],
    ['scan.tif', 'image/tiff', 1000, null],
    ['scan.tiff', 'application/octet-stream', 1000, null],
    ['betyg.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000, 'wrongType'],
    ['photo.heic', 'image/heic', 1000, 'wrongType'],
    ['betyg', 'application/pdf', 1000, 'wrongType'],
    ['betyg.pdf', 'text/html', 1000, 'wrongType'],
    ['betyg.pdf', 'application/pdf', 0, 'empty'],
    ['betyg.pdf', 'application/pdf', MAX_DOCUMENT_BYTES, null],
    ['betyg.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1, 'tooLarge'],
  ])('%s (%s, %i bytes) -> %s', (name, type, size, problem) => {
    expect(documentProblem({ name, type, size })).toBe(problem)
  })

  it('keeps all documents of an application under 100 MB together', () => {
    expect(
      documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 }, MAX_APPLICATION_DOCUMENTS_BYTES - 1000),
    ).toBeNull()
    expect(
      documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 1001 }, MAX_APPLICATION_DOCUMENTS_BYTES - 1000),
    ).toBe('totalTooLarge')
  })

  it('never accepts a file whose extension is not PDF, JPG, PNG or TIF (generated)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,5}$/),
        fc.integer({ min: 1, max: MAX_DOCUMENT_BYTES }),
        (extension, size) => {
          const allowed = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff'].includes(extension)
          expect(documentProblem({ name: `file.${extension}`, type: '', size }) === null).toBe(allowed)
        },
      ),
    )
  })

  it('tells the content type from the first bytes', () => {
    const bytes = (...values: number[]) => new Uint8Array(values)
    const ascii = (s: string) => new TextEncoder().encode(s)
    expect(sniffDocumentType(ascii('%PDF-1.4\n…'))).toBe('application/pdf')
    expect(sniffDocumentType(ascii('\n\n%PDF-1.7'))).toBe('application/pdf')
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg')
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffDocumentType(bytes(0x49, 0x49, 0x2a, 0x00, 8))).toBe('image/tiff')
    expect(sniffDocumentType(bytes(0x4d, 0x4d, 0x00, 0x2a, 0))).toBe('image/tiff')
    expect(sniffDocumentType(ascii('<html>%PD'))).toBeNull()
    expect(sniffDocumentType(ascii('PK\u0003\u0004 a zip'))).toBeNull()
    expect(sniffDocumentType(new Uint8Array())).toBeNull()
  })
})

describe('instructor rules (§5)', () => {
  const scaffolding: InstructorContext = {
    professionId: 848,
    profession: { isMachineProfession: false, machineOrientations: [], newInstructionsAt: '2026-05-04T07:30:00.000Z' },
    newInstructionsAt: '2026-05-04T07:30:00.000Z',
  }
  const machine: InstructorContext = {
    professionId: 120,
    profession: {
      isMachineProfession: true,
      machineOrientations: [
        { id: 1, name: 'Grävmaskin' },
        { id: 2, name: 'Hjullastare' },
      ],
      newInstructionsAt: null,
    },
    newInstructionsAt: '2026-05-04T07:30:00.000Z',
  }
  const apprentice = (personId: number, hasBasicEducationCertificate = true, professionId: number | null = 848) => ({
    personId,
    professionId,
    hasBasicEducationCertificate,
  })

  function instructor(
    overrides: {
      person?: Partial<InstructorEmployment['person']>
      apprentices?: InstructorEmployment['apprentices']
    } = {},
  ): InstructorEmployment {
    return {
      id: 1,
      person: {
        id: 10,
        firstName: 'Ivar',
        lastName: 'Handledare',
        email: 'ivar@example.se',
        readInstructionsOn: '2026-06-01T10:00:00.000Z',
        hasOwnAccount: true,
        tradeCertificates: [
          { id: 1, professionId: 848 },
          { id: 2, professionId: 120 },
        ],
        machinequalifications: [{ id: 1, machineId: 1 }],
        instructorExemptions: [],
        ...overrides.person,
      },
      apprentices: overrides.apprentices ?? [apprentice(100)],
      instructorDepartmentIds: [],
    }
  }

  it.each<[string, InstructorEmployment, InstructorContext, string[]]>([
    ['eligible for scaffolding', instructor(), scaffolding, []],
    ['eligible for a machine profession', instructor(), machine, []],
    [
      'an approved exemption counts as a certificate',
      instructor({
        person: { tradeCertificates: [], instructorExemptions: [{ id: 1, professionId: 848, status: 'approved' }] },
      }),
      scaffolding,
      [],
    ],
    [
      'a pending exemption does not',
      instructor({
        person: { tradeCertificates: [], instructorExemptions: [{ id: 1, professionId: 848, status: 'pending' }] },
      }),
      scaffolding,
      ['noCertificateOrExemption'],
    ],
    [
      'certificate in another profession',
      instructor({ person: { tradeCertificates: [{ id: 1, professionId: 101 }] } }),
      scaffolding,
      ['noCertificateOrExemption'],
    ],
    [
      'machine profession without machine qualification',
      instructor({ person: { machinequalifications: [] } }),
      machine,
      ['noMachineQualification'],
    ],
    [
      'qualified for a machine the profession does not use',
      instructor({ person: { machinequalifications: [{ id: 1, machineId: 9 }] } }),
      machine,
      ['noMachineQualification'],
    ],
    ['no e-mail', instructor({ person: { email: null } }), scaffolding, ['noEmail']],
    ['blank e-mail', instructor({ person: { email: ' ' } }), scaffolding, ['noEmail']],
    [
      'read before the current instructions',
      instructor({ person: { readInstructionsOn: '2026-03-10T08:00:00.000Z' } }),
      scaffolding,
      ['instructionsNotRead'],
    ],
    ['never read', instructor({ person: { readInstructionsOn: null } }), scaffolding, ['instructionsNotRead']],
    [
      'three scaffolding apprentices',
      instructor({ apprentices: [apprentice(1), apprentice(2), apprentice(3)] }),
      scaffolding,
      ['scaffoldingMax'],
    ],
    [
      'one scaffolding apprentice without basic education',
      instructor({ apprentices: [apprentice(1, false)] }),
      scaffolding,
      ['scaffoldingMissingBasicEducation'],
    ],
    ['no own account', instructor({ person: { hasOwnAccount: false } }), scaffolding, ['noOwnAccount']],
    [
      'everything wrong at once, in a fixed order',
      instructor({
        person: { tradeCertificates: [], email: null, readInstructionsOn: null, hasOwnAccount: false },
        apprentices: [apprentice(1, false), apprentice(2), apprentice(3)],
      }),
      scaffolding,
      [
        'noCertificateOrExemption',
        'noEmail',
        'instructionsNotRead',
        'scaffoldingMax',
        'scaffoldingMissingBasicEducation',
        'noOwnAccount',
      ],
    ],
  ])('%s', (_label, row, ctx, problems) => {
    expect(instructorProblems(row, ctx)).toEqual(problems)
  })

  it('applies the scaffolding limits to scaffolding only, counting people not apprenticeships', () => {
    const many = instructor({
      apprentices: [apprentice(1, false, 101), apprentice(2, true, 101), apprentice(3, true, 101)],
    })
    expect(
      instructorProblems(many, { ...scaffolding, professionId: 101 }).filter((p) => p.startsWith('scaffolding')),
    ).toEqual([])
    // The same apprentice at two companies is one apprentice.
    const twice = instructor({ apprentices: [apprentice(1), apprentice(1), apprentice(2)] })
    expect(instructorProblems(twice, scaffolding)).toEqual([])
    // Other professions' apprentices do not count towards the scaffolding limit.
    const mixed = instructor({ apprentices: [apprentice(1), apprentice(2), apprentice(3, true, 101)] })
    expect(instructorProblems(mixed, scaffolding)).toEqual([])
  })

  it('needs a qualification for every chosen machine orientation', () => {
    expect(instructorProblems(instructor(), { ...machine, orientationIds: [1] })).toEqual([])
    expect(instructorProblems(instructor(), { ...machine, orientationIds: [1, 2] })).toEqual(['noMachineQualification'])
  })
})
