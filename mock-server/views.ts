/**
 * What the API answers, assembled from the collections. Every answer goes through the client's
 * own schema (v.parse), which drops server-only fields (passwords, owners) and catches a seed or
 * handler that drifted from the contract.
 */
import * as v from 'valibot'
import {
  CurrentUserSchema,
  FakeUserSchema,
  PersonSchema,
  type CurrentUser,
  type FakeUser,
  type Person,
} from '../src/api/shell/user.schemas'
import { UserRowSchema, type UserRow } from '../src/api/shell/person.schemas'
import {
  ApplicationListRowSchema,
  ApplicationSchema,
  type Application,
  type ApplicationListRow,
} from '../src/api/application/application.schemas'
import {
  CompanySummarySchema,
  InstructorEmploymentSchema,
  type CompanySummary,
  type InstructorEmployment,
} from '../src/api/company/company.schemas'
import { db, type ApplicationRecord, type EmploymentRecordSchema, type PersonRecord, type SessionRecord } from './db'
import { bookState } from './ebook-clock'

export type RoleAbbreviation = 'LÄR' | 'HL' | 'FTGADM' | 'YUA' | 'BG' | 'AVDADM'

function companyRef(companyId: number) {
  const company = db().companies.findFirst((q) => q.where({ id: companyId }))
  if (!company) throw new Error(`seed error: company ${companyId} missing`)
  return company
}

export function activeEmployments(personId: number) {
  return db().employments.findMany((q) => q.where({ personId, endDate: (d) => d === null }))
}

export function departmentEmploymentsOf(employmentId: number) {
  return db().departmentEmployments.findMany((q) => q.where({ employmentId }))
}

/** Role abbreviations (§6) in a fixed order; department flags count as the role. */
export function roleAbbreviations(personId: number): RoleAbbreviation[] {
  const roles = db().companyRoles.findMany((q) => q.where({ personId }))
  const deptFlags = activeEmployments(personId).flatMap((e) => departmentEmploymentsOf(e.id))
  const result: RoleAbbreviation[] = []
  if (db().apprenticeships.findFirst((q) => q.where({ personId }))) result.push('LÄR')
  if (roles.some((r) => r.Instructor) || deptFlags.some((d) => d.isDepartmentInstructor)) result.push('HL')
  if (roles.some((r) => r.Administrator)) result.push('FTGADM')
  if (roles.some((r) => r.CompanyEducationResponsible) || deptFlags.some((d) => d.isDepartmentEducationResponsible))
    result.push('YUA')
  if (
    roles.some((r) => r.DistanceEducationAdministrator) ||
    deptFlags.some((d) => d.isDepartmentDistanceEducationAdministrator)
  )
    result.push('BG')
  if (deptFlags.some((d) => d.isDepartmentAdministrator)) result.push('AVDADM')
  return result
}

/**
 * The books a person can open: their own, those of apprentices they actively instruct, and those
 * of apprentices at companies (or departments) where they are administrator, education responsible
 * or distance administrator. §2/§6 read user.books for the instructor and company e-book buttons.
 * The e-book calls (handlers/ebook) read the same list: who may open a book.
 */
export function visibleBooks(personId: number) {
  const d = db()
  const apprenticeshipIds = new Set<number>()
  const employments = activeEmployments(personId)
  for (const employment of employments) {
    for (const link of d.apprenticeshipInstructors.findMany((q) =>
      q.where({ employmentId: employment.id, isActive: true }),
    )) {
      apprenticeshipIds.add(link.apprenticeshipId)
    }
  }
  const roles = d.companyRoles.findMany((q) => q.where({ personId }))
  const overseesCompany = (companyId: number) =>
    roles.some(
      (r) =>
        (r.companyId === companyId || r.companyId === 0) &&
        (r.Administrator || r.CompanyEducationResponsible || r.DistanceEducationAdministrator),
    )
  const overseenDepartments = new Set(
    employments
      .flatMap((e) => departmentEmploymentsOf(e.id))
      .filter(
        (de) =>
          de.isDepartmentAdministrator ||
          de.isDepartmentEducationResponsible ||
          de.isDepartmentDistanceEducationAdministrator,
      )
      .map((de) => de.departmentId),
  )
  for (const apprenticeship of d.apprenticeships.findMany((q) => q.where({ manuallyEndedDate: (x) => x === null }))) {
    if (apprenticeship.personId === personId) continue
    const company = companyRef(apprenticeship.companyId)
    const inOverseenDepartment = departmentEmploymentsOf(apprenticeship.employmentId).some((de) =>
      overseenDepartments.has(de.departmentId),
    )
    if (
      (!company.hasDepartments && overseesCompany(company.id)) ||
      (company.hasDepartments && (overseesCompany(company.id) || inOverseenDepartment))
    ) {
      apprenticeshipIds.add(apprenticeship.id)
    }
  }
  return d.books.findMany((q) =>
    q.where(
      (book) =>
        book.personId === personId || (book.apprenticeshipId !== null && apprenticeshipIds.has(book.apprenticeshipId)),
    ),
  )
}

/** The person as the API describes them (§3). `imitatedBy` fills imitatingUser. */
export function personView(person: PersonRecord, imitatedBy: PersonRecord | null = null): Person {
  const d = db()
  const personId = person.id
  const employments = activeEmployments(personId).map((employment) => ({
    id: employment.id,
    companyId: employment.companyId,
    company: companyRef(employment.companyId),
    apprenticeshipInstructors: d.apprenticeshipInstructors
      .findMany((q) => q.where({ employmentId: employment.id }))
      .map((link) => ({ id: link.id, isActive: link.isActive })),
    departmentEmployments: departmentEmploymentsOf(employment.id).map((de) => {
      const department = d.departments.findFirst((q) => q.where({ id: de.departmentId }))
      return { ...de, department: { id: de.departmentId, name: department?.name ?? '' } }
    }),
  }))
  return v.parse(PersonSchema, {
    ...person,
    roleDescription: roleAbbreviations(personId).join(', '),
    // The display state as books/get answers it: the start page says it in words, "My e-book" follows it (issue 17).
    // The warning "reporting closes soon" (ADR 0011) with it: the start page shows it.
    books: visibleBooks(personId).map((book) => {
      const state = bookState(book)
      return { ...book, displayState: state.displayState, closingSoon: state.closingSoon }
    }),
    apprenticeships: d.apprenticeships
      .findMany((q) => q.where({ personId }))
      .map((a) => ({ ...a, company: companyRef(a.companyId) })),
    companyRoles: d.companyRoles.findMany((q) => q.where({ personId })),
    employments,
    educations: d.educations.findMany((q) => q.where({ personId })),
    tradeCertificates: d.tradeCertificates.findMany((q) => q.where({ personId })),
    instructorExemptions: d.instructorExemptions.findMany((q) => q.where({ personId })),
    machinequalifications: d.machineQualifications.findMany((q) => q.where({ personId })),
    imitatingUser: imitatedBy
      ? {
          id: imitatedBy.id,
          firstName: imitatedBy.firstName,
          lastName: imitatedBy.lastName,
          userrole: { isAdmin: imitatedBy.isAdmin },
        }
      : null,
  })
}

export function findPerson(id: number): PersonRecord | undefined {
  return db().persons.findFirst((q) => q.where({ id }))
}

/** The person a session acts as: the imitated one while an administrator imitates, else the one who logged in. */
export function effectivePerson(session: SessionRecord): {
  person: PersonRecord
  actor: PersonRecord
  imitatedBy: PersonRecord | null
} {
  const actor = findPerson(session.personId)
  if (!actor) throw new Error(`session ${session.id} points at a missing person`)
  const imitated = session.imitatedPersonId === null ? undefined : findPerson(session.imitatedPersonId)
  return imitated ? { person: imitated, actor, imitatedBy: actor } : { person: actor, actor, imitatedBy: null }
}

export function currentUserView(session: SessionRecord): CurrentUser {
  const { person, imitatedBy } = effectivePerson(session)
  return v.parse(CurrentUserSchema, { ...personView(person, imitatedBy), token: session.token })
}

export function fakeUserRow(person: PersonRecord): FakeUser {
  const d = db()
  const name = (companyId: number) => companyRef(companyId).name
  return v.parse(FakeUserSchema, {
    personalNumber: person.personalNumber,
    fullName: `${person.firstName} ${person.lastName}`,
    roles: roleAbbreviations(person.id),
    apprenticeships: d.apprenticeships
      .findMany((q) => q.where({ personId: person.id, manuallyEndedDate: (x) => x === null }))
      .map((a) => ({ companyId: a.companyId, companyName: name(a.companyId) })),
    employments: activeEmployments(person.id).map((e) => ({ companyId: e.companyId, companyName: name(e.companyId) })),
  })
}

export function userRow(person: PersonRecord): UserRow {
  return v.parse(UserRowSchema, { ...person, roleDescription: roleAbbreviations(person.id).join(', ') })
}

// ---------------------------------------------------------------------------------------------
// Applications and companies (issue 3)

/** The application as the API answers it: the record with its documents' metadata (never the bytes). */
export function applicationView(record: ApplicationRecord): Application {
  const documents = db()
    .applicationDocuments.findMany((q) => q.where({ applicationId: record.id }))
    .map(({ contentBase64: _bytes, ...metadata }) => metadata)
  return v.parse(ApplicationSchema, { ...record, documents })
}

export function applicationListRow(record: ApplicationRecord): ApplicationListRow {
  return v.parse(ApplicationListRowSchema, record)
}

/** What get-by-number and companies/get answer; undefined for an unknown company. */
export function companySummaryView(companyId: number): CompanySummary | undefined {
  const company = db().companies.findFirst((q) => q.where({ id: companyId }))
  if (!company) return undefined
  const departments = db().departments.findMany((q) => q.where({ companyId }))
  return v.parse(CompanySummarySchema, { ...company, departments: company.hasDepartments ? departments : [] })
}

/**
 * §6: people without their own account cannot log in at all: no Swedish personal number (no e-ID)
 * and no password. They are greyed out and cannot be chosen as instructors.
 */
export function hasOwnAccount(person: PersonRecord): boolean {
  return person.personalNumber !== '' || person.password !== null
}

/**
 * The active apprentices a person instructs, at any of their companies: the §5 scaffolding limit
 * is per instructor, not per employment.
 */
function supervisedApprentices(personId: number) {
  const d = db()
  const seen = new Set<number>()
  const result: InstructorEmployment['apprentices'] = []
  for (const employment of activeEmployments(personId)) {
    for (const link of d.apprenticeshipInstructors.findMany((q) =>
      q.where({ employmentId: employment.id, isActive: true }),
    )) {
      const apprenticeship = d.apprenticeships.findFirst((q) =>
        q.where({ id: link.apprenticeshipId, manuallyEndedDate: (x) => x === null }),
      )
      if (!apprenticeship || seen.has(apprenticeship.id)) continue
      seen.add(apprenticeship.id)
      const hasBasicEducationCertificate = d.educations
        .findMany((q) => q.where({ personId: apprenticeship.personId, professionId: apprenticeship.professionId }))
        .some((e) => e.basicEducationCertificate)
      result.push({
        personId: apprenticeship.personId,
        professionId: apprenticeship.professionId,
        hasBasicEducationCertificate,
      })
    }
  }
  return result
}

/** §3 instructor employment: the employed person with what the §5 instructor rules read. */
export function instructorEmploymentView(
  employment: v.InferOutput<typeof EmploymentRecordSchema>,
): InstructorEmployment {
  const d = db()
  const person = findPerson(employment.personId)
  if (!person) throw new Error(`seed error: employment ${employment.id} points at a missing person`)
  const personId = person.id
  return v.parse(InstructorEmploymentSchema, {
    id: employment.id,
    person: {
      ...person,
      hasOwnAccount: hasOwnAccount(person),
      tradeCertificates: d.tradeCertificates.findMany((q) => q.where({ personId })),
      machinequalifications: d.machineQualifications.findMany((q) => q.where({ personId })),
      instructorExemptions: d.instructorExemptions.findMany((q) => q.where({ personId })),
    },
    apprentices: supervisedApprentices(personId),
    instructorDepartmentIds: departmentEmploymentsOf(employment.id)
      .filter((de) => de.isDepartmentInstructor)
      .map((de) => de.departmentId),
  })
}
