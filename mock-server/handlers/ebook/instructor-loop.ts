/**
 * The instructor's loop (issue 17 §3, ADR 0012): what a saved report and an approved book set off.
 *
 * - A saved report notifies the instructor who has to assess it: the one it names while that person
 *   still supervises the book, else every supervising instructor (a report naming nobody, or a former
 *   instructor, is everyone's to pick up). One Book notification each, carrying the report, so the
 *   bell leads to InstructorApprenticesReport with that report open (§2).
 * - An approved book is handed to the region that issues the trade certificate: the region of the
 *   book's company (§1 "the provider's region is then notified"). The simulated mail server "sends"
 *   the region's address an e-mail (the developer panel's outbox shows it) and a hand-off record keeps
 *   region, address, time, approver and the outbox entry; the e-book answers it as `handOff`.
 */
import { sendToOutbox } from '../../accounts'
import { db, nextId, type BookRecord, type ReportRecord } from '../../db'
import { message } from '../../messages'
import { findPerson } from '../../views'
import type { Auth } from '../-support'
import { bookBatch, personName, regionLetterOf } from './-ebook-support'

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/** Who is told that `report` was saved: its named instructor while supervising, else every supervising instructor. */
export function instructorsToNotify(book: BookRecord, report: Pick<ReportRecord, 'instructorId'>): number[] {
  const supervising = bookBatch([book]).instructorsOf(book)
  if (report.instructorId !== null && supervising.includes(report.instructorId)) return [report.instructorId]
  return [...new Set(supervising)]
}

/** A Book notification to one person about one report (the bell leads to that report). */
export async function createReportNotification(
  personId: number,
  subject: string,
  book: BookRecord,
  report: ReportRecord,
  at: string,
): Promise<void> {
  const notifications = db().notifications
  await notifications.create({
    id: nextId(notifications.all(), 1),
    personId,
    subject,
    sentTime: at,
    readTime: null,
    type: 'Book',
    concernType: 'Book',
    concernId: book.id,
    additionalInfo: { reportId: report.id, companyId: book.companyId, belongsToPersonId: book.personId },
  })
}

/** One Book notification per instructor to notify, leading to the saved report. */
export async function notifyReportSaved(book: BookRecord, report: ReportRecord, at: string): Promise<void> {
  const apprentice = personName(book.personId)
  for (const instructorId of instructorsToNotify(book, report)) {
    const instructor = findPerson(instructorId)
    const subject = message(instructor?.language ?? 'sv', 'reportSavedNotification', {
      name: fullName(apprentice),
      from: report.fromDate,
      to: report.toDate,
    })
    await createReportNotification(instructorId, subject, book, report, at)
  }
}

/**
 * Hands the approved book to its company's region: the e-mail (in Swedish: the region's language) and
 * the record. A company without a region (none in the scenario) hands off nothing, and the book says so
 * by having no `handOff`.
 */
export async function handOffToRegion(book: BookRecord, approver: Auth['person'], at: string): Promise<void> {
  const d = db()
  const letter = regionLetterOf(book)
  if (!letter) return
  const { region } = letter
  const sent = await sendToOutbox({
    to: region.email,
    kind: 'email',
    text: message('sv', 'bookHandOffEmail', {
      id: String(book.id),
      name: letter.apprentice,
      profession: letter.profession,
      company: letter.company.name,
      approver: fullName(approver),
      date: at.slice(0, 10),
    }),
  })
  await d.certificateHandOffs.create({
    id: nextId(d.certificateHandOffs.all(), 1),
    bookId: book.id,
    regionId: region.id,
    regionName: region.name,
    to: region.email,
    sentAt: at,
    approvedById: approver.id,
    outboxId: sent.id,
  })
}
