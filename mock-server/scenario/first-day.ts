/**
 * The 'first-day' variant (issue 23): the default scenario's people, companies, departments,
 * workplaces, employments, apprenticeships, instructor links, roles and certificates, with everything
 * unstarted. What "unstarted" means per slice:
 * - applications: none sent; only drafts (state 1) are kept, as an apprentice's or a company's
 *   unfinished form, without a company's denial motivation;
 * - e-books: none (no books, reports, report details, part progress, theory, pauses);
 * - orders: none (distance, extension, education-extension and card orders);
 * - qualifying time: none started (no qualifying times, modifications or badges seen; the educations'
 *   qualifying-time facts emptied);
 * - old-system import: every record waits for the apprentice (no answer given, nothing queued);
 * - notifications and the outbox: empty (nothing has happened to tell anyone about).
 * Kept as they are: who works where and in which role, trade certificates, exemptions and machine
 * qualifications (the people's past, which §5's instructor rules read), the login sessions and links.
 */
import type { Db } from '../db'

const DRAFT = 1

export async function stripToFirstDay(target: Db): Promise<void> {
  target.applications.deleteMany((q) => q.where({ stateId: (id) => id !== DRAFT }))
  await target.applications.updateMany((q) => q.where({ stateId: DRAFT }), {
    data(draft) {
      draft.denyMotivation = null
      draft.returnedAt = null
    },
  })
  const remaining = new Set(target.applications.all().map((a) => a.id))
  target.applicationDocuments.deleteMany((q) => q.where((d) => !remaining.has(d.applicationId)))
  for (const collection of [
    target.books,
    target.reports,
    target.reportDetails,
    target.bookPartProgress,
    target.theoryModules,
    target.bookPauses,
    target.distanceOrders,
    target.extensionOrders,
    target.educationExtensions,
    target.printOrders,
    target.qualificationTimes,
    target.qualificationTimeModifications,
    target.qualificationTimeSeen,
    target.notifications,
    target.outbox,
  ]) {
    collection.clear()
  }
  await target.educations.updateMany((q) => q.where(() => true), {
    data(education) {
      education.qualificationTime = null
    },
  })
  await target.byn2Imports.updateMany((q) => q.where(() => true), {
    data(row) {
      row.apprenticeAnswer = null
      row.apprenticeAnsweredAt = null
      row.companyAnswer = null
      row.companyAnsweredAt = null
      row.companyAnsweredById = null
      row.departmentId = null
      row.workplaceId = null
      row.instructorId = null
      row.queuedAt = null
    },
  })
}
