/**
 * What the e-book handlers share: the route wrapper (a session first), who is who for one book,
 * and the answers assembled from the collections.
 *
 * Who is who for one book (§6):
 * - the apprentice: the book's own person; the only one who reports;
 * - a reader: the apprentice, the book's active instructors and the company users who see the
 *   company's (or their departments') e-books (views.ts visibleBooks), and global administrators;
 * - a pause manager: the company's administrator or education responsible, or a department
 *   administrator or department education responsible of the apprentice's department (§6 "staff,
 *   roles, pauses");
 * - the supervising instructor: an active apprenticeship-instructor link to the book's
 *   apprenticeship and the Instructor role at the company; the only one who reviews saved reports
 *   (adjusts, comments, approves parts) and approves the book (ADR 0009), never while an
 *   administrator imitates them (the approval records who approved).
 *
 * A protected identity's name (§6) is shown to herself, the company's administrators (department
 * administrators included) and global administrators; others get the text "Skyddad identitet" as
 * the first name and an empty last name, as the company calls do.
 *
 * Drafts are the apprentice's own work: other readers see saved reports only (a draft answers 404).
 */
import * as v from 'valibot'
import {
  BookListRowSchema,
  EbookSchema,
  ReportDetailSchema,
  ReportSchema,
  type BookListRow,
  type ClosedReason,
  type Ebook,
  type Element,
  type HandOff,
  type PersonName,
  type Report,
  type ReportDetail,
} from '../../../src/api/ebook/ebook.schemas'
import type { Person } from '../../../src/api/shell/user.schemas'
import { isoDay } from '../../../src/domain/dates'
import {
  checkReportPeriod,
  elementClosed,
  missingForApproval,
  reportingOpen,
  validUntil,
  type PeriodError,
  type PeriodErrorKey,
  type PeriodInput,
} from '../../../src/domain/ebook'
import {
  divergentCount,
  foreignFields,
  partToAssess,
  unreadByInstructor,
  type ReviewSide,
} from '../../../src/domain/ebook-review'
import { companyRolesFor, isAdmin, isImitatedByAdmin } from '../../../src/domain/roles'
import { now, nowIso } from '../../clock'
import { bookClocks, bookState, stateOnClock } from '../../ebook-clock'
import {
  db,
  type BookPartProgressRecord,
  type BookRecord,
  type EbookPartRecord,
  type ReportDetailRecord,
  type ReportRecord,
} from '../../db'
import type { MessageKey } from '../../messages'
import { activeEmployments, departmentEmploymentsOf, findPerson, personView, visibleBooks } from '../../views'
import { api, fail, route, type Auth, type Ctx } from '../-support'

/** 'yyyy-mm-dd' shifted by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The scenario clock's calendar day. */
export function today(): string {
  return isoDay(now())
}

export type Method = Parameters<typeof route>[0]

/** One endpoint of the books and reports groups: a session first (401/406 before anything is read). */
export function ebookRoute(
  method: Method,
  path: string,
  resolver: (ctx: Ctx, auth: Auth) => Response | Promise<Response>,
) {
  return route(method, api(path), (ctx) => resolver(ctx, ctx.session()))
}

// ---------------------------------------------------------------------------------------------
// Access

export interface BookAccess {
  book: BookRecord
  user: Person
  own: boolean
  reader: boolean
  supervisor: boolean
  /** The caller acts as someone else (an administrator imitating): reads, never reviews or approves. */
  imitated: boolean
  mayManagePauses: boolean
  seesProtected: boolean
}

export function loadBook(ctx: Ctx, id: number): BookRecord {
  return db().books.findFirst((q) => q.where({ id })) ?? ctx.notFound()
}

/** The employments with an active instructor link to the book's apprenticeship. */
function instructorEmploymentIds(book: BookRecord): number[] {
  if (book.apprenticeshipId === null) return []
  const apprenticeshipId = book.apprenticeshipId
  return db()
    .apprenticeshipInstructors.findMany((q) => q.where({ apprenticeshipId, isActive: true }))
    .map((link) => link.employmentId)
}

/** The departments of the apprentice's employment at the book's company. */
function bookDepartments(book: BookRecord): number[] {
  const apprenticeship =
    book.apprenticeshipId === null
      ? undefined
      : db().apprenticeships.findFirst((q) => q.where({ id: book.apprenticeshipId ?? -1 }))
  return apprenticeship ? departmentEmploymentsOf(apprenticeship.employmentId).map((de) => de.departmentId) : []
}

function managesPauses(personId: number, book: BookRecord): boolean {
  const d = db()
  const companyWide = d.companyRoles
    .findMany((q) => q.where({ personId }))
    .some(
      (r) =>
        (r.companyId === book.companyId || r.companyId === 0) && (r.Administrator || r.CompanyEducationResponsible),
    )
  if (companyWide) return true
  const company = d.companies.findFirst((q) => q.where({ id: book.companyId }))
  if (!company?.hasDepartments) return false
  const departments = bookDepartments(book)
  return activeEmployments(personId)
    .filter((e) => e.companyId === book.companyId)
    .flatMap((e) => departmentEmploymentsOf(e.id))
    .some(
      (de) =>
        (de.isDepartmentAdministrator || de.isDepartmentEducationResponsible) && departments.includes(de.departmentId),
    )
}

/**
 * Whether the caller sees a protected identity's name in the given book (§6): herself, global and
 * company administrators (department administrators included), an administrator imitating. The
 * person's view is built once, so a list of hundreds of books asks cheaply.
 */
export function seesProtectedIn(auth: Auth): (book: BookRecord) => boolean {
  const user = personView(auth.person, auth.imitatedBy)
  return (book) =>
    book.personId === auth.person.id || auth.person.isAdmin || isAdmin(user, book.companyId) || isImitatedByAdmin(user)
}

export function bookAccess(auth: Auth, book: BookRecord): BookAccess {
  const person = auth.person
  const user = personView(person, auth.imitatedBy)
  const own = book.personId === person.id
  const links = new Set(instructorEmploymentIds(book))
  const supervisor =
    activeEmployments(person.id).some((e) => e.companyId === book.companyId && links.has(e.id)) &&
    companyRolesFor(user, book.companyId).instructor
  const reader = own || person.isAdmin || visibleBooks(person.id).some((b) => b.id === book.id)
  return {
    book,
    user,
    own,
    reader,
    supervisor,
    imitated: auth.imitatedBy !== null,
    // Pauses are writes: never while imitated (ADR 0012).
    mayManagePauses: auth.imitatedBy === null && managesPauses(person.id, book),
    seesProtected: own || person.isAdmin || isAdmin(user, book.companyId) || isImitatedByAdmin(user),
  }
}

/** The book the caller may read: 404 unknown, 403 someone else's. */
export function readableBook(ctx: Ctx, auth: Auth, id: number): BookAccess {
  const access = bookAccess(auth, loadBook(ctx, id))
  if (!access.reader) ctx.forbidden()
  return access
}

/**
 * Only the book's own apprentice reports (readers included: they only read), and in person: an
 * administrator imitating her reads her book but writes nothing in it (403 `imitated`, ADR 0012).
 */
export function requireApprentice(ctx: Ctx, access: BookAccess): void {
  if (!access.own) ctx.forbidden()
  refuseImitatedWrite(ctx, access)
}

/** 403 with data.reason `imitated` while an administrator imitates the caller (ADR 0012: no writes for another person). */
export function refuseImitatedWrite(ctx: Ctx, access: Pick<BookAccess, 'imitated'>): void {
  if (!access.imitated) return
  const text = ctx.t('imitatedWriteRefused')
  fail(403, { message: text, errors: [{ field: 'imitatedBy', message: text }], data: { reason: 'imitated' } })
}

// ---------------------------------------------------------------------------------------------
// State and periods

const CLOSED_MESSAGES: Record<ClosedReason, MessageKey> = {
  notStarted: 'reportingClosedNotStarted',
  distanceOrder: 'reportingClosedDistanceOrder',
  paused: 'reportingClosedPaused',
  inactive: 'reportingClosedInactive',
  expired: 'reportingClosedExpired',
  issued: 'reportingClosedIssued',
  approved: 'reportingClosedApproved',
}

/** 422 naming why reporting is closed (data.reason is the closed reason) unless it is open. */
export function requireReportingOpen(ctx: Ctx, book: BookRecord): void {
  const { displayState, closedReason } = bookState(book)
  if (reportingOpen(displayState) || closedReason === null) return
  const text = ctx.t(CLOSED_MESSAGES[closedReason])
  fail(422, { message: text, errors: [{ field: 'bookId', message: text }], data: { reason: closedReason } })
}

function periodMessage(ctx: Ctx, error: PeriodError, book: BookRecord): string {
  const keys: Record<PeriodErrorKey, MessageKey> = {
    required: error.field === 'fromDate' ? 'periodStartRequired' : 'periodEndRequired',
    invalidDate: 'periodInvalidDate',
    endBeforeStart: 'periodEndBeforeStart',
    outsidePermitted: 'periodOutsidePermitted',
    inFuture: 'periodInFuture',
    employmentDate: 'periodEmploymentDate',
    overlapsReport: 'periodOverlapsReport',
    overlapsPause: 'periodOverlapsPause',
  }
  return ctx.t(keys[error.key], { from: book.educationStartDate, to: book.educationEndDate, date: book.employmentDate })
}

/** 422 with one item per period error; data.reason is the first error's key. */
export function refusePeriod(ctx: Ctx, book: BookRecord, errors: PeriodError[]): void {
  if (errors.length === 0) return
  const items = errors.map((error) => ({ field: error.field, message: periodMessage(ctx, error, book) }))
  fail(422, { message: items[0].message, errors: items, data: { reason: errors[0].key } })
}

export function permittedPeriod(book: BookRecord) {
  return { fromDate: book.educationStartDate, toDate: book.educationEndDate }
}

/** §5 report period rules against the book's other reports (not `exceptReportId`) and pauses. */
export function checkReportPeriodOf(
  ctx: Ctx,
  book: BookRecord,
  period: PeriodInput,
  exceptReportId: number | null,
): void {
  const d = db()
  const errors = checkReportPeriod(period, {
    permitted: permittedPeriod(book),
    employmentDate: book.employmentDate,
    today: today(),
    otherReports: d.reports.findMany((q) => q.where({ bookId: book.id })).filter((r) => r.id !== exceptReportId),
    pauses: d.bookPauses.findMany((q) => q.where({ bookId: book.id })),
  })
  refusePeriod(ctx, book, errors)
}

// ---------------------------------------------------------------------------------------------
// Views

/**
 * The book's company, its region (the nearest region of §4: where hand-offs and pauses are sent), the
 * profession and the apprentice's full name, for the e-mails to the region; null without a company or region.
 */
export function regionLetterOf(book: BookRecord) {
  const d = db()
  const company = d.companies.findFirst((q) => q.where({ id: book.companyId }))
  const region = company ? d.regions.findFirst((q) => q.where({ id: company.regionId })) : undefined
  if (!company || !region) return null
  const profession = d.professions.findFirst((q) => q.where({ id: book.professionId }))
  const apprentice = personName(book.personId)
  return {
    company,
    region,
    profession: profession?.name ?? '',
    apprentice: `${apprentice.firstName} ${apprentice.lastName}`.trim(),
  }
}

export function personName(personId: number): PersonName {
  const person = findPerson(personId)
  return { id: personId, firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' }
}

/** The apprentice's name, or "protected identity" for a reader who may not see it (§6). */
export function apprenticeName(ctx: Ctx, access: Pick<BookAccess, 'book' | 'seesProtected'>): PersonName {
  const person = findPerson(access.book.personId)
  if (person?.protectedIdentity && !access.seesProtected)
    return { id: access.book.personId, firstName: ctx.t('protectedIdentityName'), lastName: '' }
  return personName(access.book.personId)
}

/** The active instructors of the book's apprenticeship. */
export function bookInstructors(book: BookRecord): PersonName[] {
  const d = db()
  const seen = new Set<number>()
  const names: PersonName[] = []
  for (const employmentId of instructorEmploymentIds(book)) {
    const employment = d.employments.findFirst((q) => q.where({ id: employmentId, endDate: (x) => x === null }))
    if (!employment || seen.has(employment.personId)) continue
    seen.add(employment.personId)
    names.push(personName(employment.personId))
  }
  return names
}

/** The company's workplaces; with departments, those of the apprentice's departments. */
export function bookWorkplaces(book: BookRecord) {
  const departments = bookDepartments(book)
  return db()
    .workplaces.findMany((q) => q.where({ companyId: book.companyId }))
    .filter(
      (w) =>
        departments.length === 0 ||
        w.departmentIds.length === 0 ||
        w.departmentIds.some((id) => departments.includes(id)),
    )
    .map((w) => ({ id: w.id, name: w.name }))
}

export function savedReportIds(bookId: number): Set<number> {
  return new Set(
    db()
      .reports.findMany((q) => q.where({ bookId, state: 'saved' }))
      .map((r) => r.id),
  )
}

/** The catalogue of the book's profession with the apprentice's achieved levels (saved reports only) and the instructor's word. */
export function bookElements(book: BookRecord): Element[] {
  const d = db()
  const saved = savedReportIds(book.id)
  const achieved = new Map<number, number>()
  for (const detail of d.reportDetails.findMany((q) => q.where((x) => saved.has(x.reportId)))) {
    achieved.set(detail.partId, Math.max(achieved.get(detail.partId) ?? 0, detail.level))
  }
  const progress = new Map(d.bookPartProgress.findMany((q) => q.where({ bookId: book.id })).map((p) => [p.partId, p]))
  return assembleElements(catalogueOf(book.professionId), achieved, progress, personName)
}

type Catalogue = Array<{ id: number; name: string; parts: EbookPartRecord[] }>
type ProgressRecord = Pick<BookPartProgressRecord, 'instructorLevel' | 'approvedAt' | 'approvedById'>

/** The work elements of a profession with their parts. */
function catalogueOf(professionId: number): Catalogue {
  const d = db()
  return d.ebookElements
    .findMany((q) => q.where({ professionId }))
    .map((element) => ({
      id: element.id,
      name: element.name,
      parts: d.ebookParts.findMany((q) => q.where({ elementId: element.id })),
    }))
}

/** The catalogue with the apprentice's achieved levels and the instructor's levels and approvals. */
function assembleElements(
  catalogue: Catalogue,
  achieved: ReadonlyMap<number, number>,
  progress: ReadonlyMap<number, ProgressRecord>,
  nameOf: (id: number) => PersonName,
): Element[] {
  return catalogue.map((element) => ({
    id: element.id,
    name: element.name,
    parts: element.parts.map((part) => {
      const p = progress.get(part.id)
      return {
        ...part,
        achievedLevel: achieved.get(part.id) ?? null,
        instructorLevel: p?.instructorLevel ?? null,
        approvedAt: p?.approvedAt ?? null,
        approvedBy: p?.approvedById ? nameOf(p.approvedById) : null,
      }
    }),
  })) as Element[]
}

/**
 * What the lists read about many books at once (a few hundred in the 'many-books' variant): one pass
 * over each collection instead of a query per book; the answers are those of the one-book functions
 * (bookInstructors, bookState, bookElements, bookTheory, reviewCounts, apprenticeName).
 */
export function bookBatch(books: readonly BookRecord[]) {
  const d = db()
  const bookIds = new Set(books.map((b) => b.id))
  const apprenticeshipIds = new Set(books.flatMap((b) => (b.apprenticeshipId === null ? [] : [b.apprenticeshipId])))
  const people = new Map(d.persons.all().map((p) => [p.id, p]))
  const nameOf = (id: number): PersonName => ({
    id,
    firstName: people.get(id)?.firstName ?? '',
    lastName: people.get(id)?.lastName ?? '',
  })

  const activeEmployment = new Map(
    d.employments.findMany((q) => q.where({ endDate: (x) => x === null })).map((e) => [e.id, e.personId]),
  )
  const instructors = new Map<number, number[]>()
  for (const link of d.apprenticeshipInstructors.findMany((q) =>
    q.where((l) => l.isActive && apprenticeshipIds.has(l.apprenticeshipId)),
  )) {
    const personId = activeEmployment.get(link.employmentId)
    const list = instructors.get(link.apprenticeshipId) ?? []
    if (personId !== undefined && !list.includes(personId)) instructors.set(link.apprenticeshipId, [...list, personId])
  }
  const group = <T extends { bookId: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>()
    for (const row of rows) map.set(row.bookId, [...(map.get(row.bookId) ?? []), row])
    return map
  }
  const pauses = group(d.bookPauses.findMany((q) => q.where((x) => bookIds.has(x.bookId))))
  const theory = group(d.theoryModules.findMany((q) => q.where((x) => bookIds.has(x.bookId))))
  const progress = group(d.bookPartProgress.findMany((q) => q.where((x) => bookIds.has(x.bookId))))
  const savedReportBook = new Map(
    d.reports
      .findMany((q) => q.where((r) => bookIds.has(r.bookId) && r.state === 'saved'))
      .map((r) => [r.id, r.bookId]),
  )
  const achieved = new Map<number, Map<number, number>>()
  for (const detail of d.reportDetails.findMany((q) => q.where((x) => savedReportBook.has(x.reportId)))) {
    const bookId = savedReportBook.get(detail.reportId) as number
    const levels = achieved.get(bookId) ?? new Map<number, number>()
    levels.set(detail.partId, Math.max(levels.get(detail.partId) ?? 0, detail.level))
    achieved.set(bookId, levels)
  }
  const catalogues = new Map<number, Catalogue>()
  const catalogue = (professionId: number) => {
    if (!catalogues.has(professionId)) catalogues.set(professionId, catalogueOf(professionId))
    return catalogues.get(professionId) as Catalogue
  }
  const counts = reviewCounts(bookIds)
  const clocks = bookClocks()

  return {
    /** The person ids of the book's active instructors. */
    instructorsOf: (book: BookRecord): number[] =>
      book.apprenticeshipId === null ? [] : (instructors.get(book.apprenticeshipId) ?? []),
    stateOf: (book: BookRecord, day = today()) => stateOnClock(book, clocks(book), pauses.get(book.id) ?? [], day),
    elementsOf: (book: BookRecord): Element[] =>
      assembleElements(
        catalogue(book.professionId),
        achieved.get(book.id) ?? new Map(),
        new Map((progress.get(book.id) ?? []).map((p) => [p.partId, p])),
        nameOf,
      ),
    theoryOf: (book: BookRecord) => theory.get(book.id) ?? [],
    countsOf: (book: BookRecord): ReviewCounts =>
      counts.get(book.id) ?? { unreadReportCount: 0, divergentCount: 0, toAssessReportCount: 0 },
    /** The apprentice's name, masked for a reader who may not see a protected identity (§6). */
    apprenticeOf: (ctx: Ctx, book: BookRecord, seesProtected: boolean): PersonName =>
      people.get(book.personId)?.protectedIdentity && !seesProtected
        ? { id: book.personId, firstName: ctx.t('protectedIdentityName'), lastName: '' }
        : nameOf(book.personId),
  }
}
export type BookBatch = ReturnType<typeof bookBatch>

export function bookTheory(bookId: number) {
  return db().theoryModules.findMany((q) => q.where({ bookId }))
}

export function bookValidUntil(book: BookRecord): string | null {
  if (book.status !== 'issued' && book.status !== 'approved') return null
  const from = book.issuedAt ?? book.approvedAt
  return from ? validUntil(from) : null
}

function names(book: BookRecord) {
  const d = db()
  return {
    companyName: d.companies.findFirst((q) => q.where({ id: book.companyId }))?.name ?? '',
    professionName: d.professions.findFirst((q) => q.where({ id: book.professionId }))?.name ?? '',
  }
}

/** The book's hand-off to the region (instructor-loop.ts, ADR 0012), or null before (or without) one. */
export function handOffOf(bookId: number): HandOff | null {
  const record = db().certificateHandOffs.findFirst((q) => q.where({ bookId }))
  return record
    ? { region: { id: record.regionId, name: record.regionName }, to: record.to, sentAt: record.sentAt }
    : null
}

function handOffField(bookId: number): { handOff?: HandOff } {
  const handOff = handOffOf(bookId)
  return handOff ? { handOff } : {}
}

/** GET /books/get/{id}: the whole e-book as this reader may see it. */
export function ebookView(ctx: Ctx, access: BookAccess): Ebook {
  const book = access.book
  const state = bookState(book)
  const elements = bookElements(book)
  const theory = bookTheory(book.id)
  return v.parse(EbookSchema, {
    ...book,
    ...state,
    ...names(book),
    apprentice: apprenticeName(ctx, access),
    permittedPeriod: permittedPeriod(book),
    validUntil: bookValidUntil(book),
    workplaces: bookWorkplaces(book),
    instructors: bookInstructors(book),
    elements,
    theory,
    approval:
      book.approvedById !== null && book.approvedAt !== null
        ? { approvedBy: personName(book.approvedById), approvedAt: book.approvedAt }
        : null,
    // Only once there is one: the answer of a book never handed off stays as it was (ADR 0012).
    ...handOffField(book.id),
    viewer: {
      mayReport: access.own && !access.imitated && reportingOpen(state.displayState),
      mayManagePauses: access.mayManagePauses,
      mayReview: mayReview(access),
      mayApprove: mayReview(access) && nothingMissing(elements, theory),
    },
  })
}

/** The supervising instructor (not imitated) while the book is neither approved nor issued. */
export function mayReview(access: Pick<BookAccess, 'book' | 'supervisor' | 'imitated'>): boolean {
  return access.supervisor && !access.imitated && access.book.status !== 'approved' && access.book.status !== 'issued'
}

function nothingMissing(elements: Element[], theory: ReturnType<typeof bookTheory>): boolean {
  const missing = missingForApproval({ elements, theory })
  return missing.elements.length === 0 && missing.theory.length === 0
}

/**
 * What the lists count per book: saved reports no instructor has read, rated parts assessed
 * differently (§8), saved reports with a rated part not yet approved (ADR 0012).
 */
export interface ReviewCounts {
  unreadReportCount: number
  divergentCount: number
  toAssessReportCount: number
}

/** The books' element parts by book and part, read once: the queue asks whether an approval covers a rating (ADR 0012). */
export function bookPartsOf(
  bookIds: ReadonlySet<number>,
): (bookId: number, partId: number) => BookPartProgressRecord | undefined {
  const byKey = new Map(
    db()
      .bookPartProgress.findMany((q) => q.where((p) => bookIds.has(p.bookId)))
      .map((p) => [`${p.bookId}/${p.partId}`, p] as const),
  )
  return (bookId, partId) => byKey.get(`${bookId}/${partId}`)
}

/** The review counts of the given books, from one pass over reports and report details. */
export function reviewCounts(bookIds: ReadonlySet<number>): Map<number, ReviewCounts> {
  const d = db()
  const counts = new Map<number, ReviewCounts>(
    [...bookIds].map((id) => [id, { unreadReportCount: 0, divergentCount: 0, toAssessReportCount: 0 }]),
  )
  const bookOfReport = new Map<number, number>()
  for (const report of d.reports.findMany((q) => q.where((r) => bookIds.has(r.bookId) && r.state === 'saved'))) {
    bookOfReport.set(report.id, report.bookId)
    if (unreadByInstructor(report)) (counts.get(report.bookId) as ReviewCounts).unreadReportCount++
  }
  const details = d.reportDetails.findMany((q) => q.where((x) => bookOfReport.has(x.reportId)))
  const toAssess = new Set<number>()
  const bookPart = bookPartsOf(bookIds)
  const closed = new Set(
    d.books
      .findMany((q) => q.where((b) => bookIds.has(b.id) && (b.status === 'approved' || b.status === 'issued')))
      .map((b) => b.id),
  )
  for (const detail of details) {
    const bookId = bookOfReport.get(detail.reportId) as number
    ;(counts.get(bookId) as ReviewCounts).divergentCount += divergentCount([detail])
    if (!closed.has(bookId) && partToAssess(detail, bookPart(bookId, detail.partId))) toAssess.add(detail.reportId)
  }
  for (const reportId of toAssess)
    (counts.get(bookOfReport.get(reportId) as number) as ReviewCounts).toAssessReportCount++
  return counts
}

/** One row of books/list, from the list's batch (bookBatch). */
export function bookListRow(
  ctx: Ctx,
  access: Pick<BookAccess, 'book' | 'seesProtected'>,
  batch: BookBatch = bookBatch([access.book]),
): BookListRow {
  const book = access.book
  const open = book.status !== 'approved' && book.status !== 'issued'
  return v.parse(BookListRowSchema, {
    ...book,
    ...batch.stateOf(book),
    ...names(book),
    apprentice: batch.apprenticeOf(ctx, book, access.seesProtected),
    ...batch.countsOf(book),
    readyForApproval: open && nothingMissing(batch.elementsOf(book), batch.theoryOf(book)),
  })
}

/** A rated part as the API answers it: who approved it by name. */
export function detailView(detail: ReportDetailRecord): ReportDetail {
  const { approvedById, ...rest } = detail
  return v.parse(ReportDetailSchema, { ...rest, approvedBy: approvedById === null ? null : personName(approvedById) })
}

export function reportView(report: ReportRecord): Report {
  const details = db()
    .reportDetails.findMany((q) => q.where({ reportId: report.id }))
    .sort((a, b) => a.id - b.id)
    .map(detailView)
  return v.parse(ReportSchema, { ...report, details })
}

/** A report of the book: 404 when unknown, of another book, or a draft the caller may not see. */
export function loadReport(ctx: Ctx, access: BookAccess, reportId: number): ReportRecord {
  const report = db().reports.findFirst((q) => q.where({ id: reportId, bookId: access.book.id }))
  if (!report || (report.state === 'draft' && !access.own)) return ctx.notFound()
  return report
}

/**
 * 422 naming each field of the other side of a report detail (ADR 0009: the apprentice's `level` and
 * `comment`, the instructor's `instructorLevel`, `instructorComment` and `approve`); data.reason `notYourField`.
 */
export function refuseForeignFields(ctx: Ctx, body: Readonly<Record<string, unknown>>, side: ReviewSide): void {
  const foreign = foreignFields(body, side)
  if (foreign.length === 0) return
  const items = foreign.map((field) => ({ field, message: ctx.t('fieldNotYours', { field }) }))
  fail(422, { message: ctx.t('formInvalid'), errors: items, data: { reason: 'notYourField' } })
}

/** A saved report a supervising instructor opens or reviews is read from then on (the first time counts). */
export async function markReadByInstructor(report: ReportRecord): Promise<ReportRecord> {
  if (!unreadByInstructor(report)) return report
  const updated = await db().reports.update((q) => q.where({ id: report.id }), {
    data(draft) {
      draft.readByInstructorAt = nowIso()
    },
  })
  return updated ?? report
}

/** 422 "a saved report cannot be changed" (§4). */
export function requireDraft(ctx: Ctx, report: ReportRecord): void {
  if (report.state === 'draft') return
  const text = ctx.t('reportSavedUnchangeable')
  fail(422, { message: text, errors: [{ field: 'reportId', message: text }], data: { reason: 'saved' } })
}

/** A report's workplace is one of the book's, its instructor one of the book's active instructors (422 otherwise). */
export function checkReportRefs(
  ctx: Ctx,
  book: BookRecord,
  refs: { workplaceId?: number | null; instructorId?: number | null },
): void {
  const errors = ctx.errors()
  if (
    refs.workplaceId !== undefined &&
    refs.workplaceId !== null &&
    !bookWorkplaces(book).some((w) => w.id === refs.workplaceId)
  ) {
    errors.add('workplaceId', 'reportWorkplaceUnknown')
  }
  if (
    refs.instructorId !== undefined &&
    refs.instructorId !== null &&
    !bookInstructors(book).some((i) => i.id === refs.instructorId)
  ) {
    errors.add('instructorId', 'reportInstructorUnknown')
  }
  errors.throwIfAny()
}

/** A part of the book's catalogue whose element is still open (§4: level 4 on every part closes it); 422 otherwise. */
export function openPartOf(ctx: Ctx, book: BookRecord, partId: number): { partId: number; elementId: number } {
  const element = bookElements(book).find((e) => e.parts.some((p) => p.id === partId))
  if (!element) return ctx.invalid('partId', 'partNotInBook')
  if (elementClosed(element)) {
    const text = ctx.t('partElementClosed', { element: element.name })
    return fail(422, { message: text, errors: [{ field: 'partId', message: text }], data: { reason: 'elementClosed' } })
  }
  return { partId, elementId: element.id }
}
