/**
 * The instructor's review (issue 10, ADR 0009). Johan Berg's books of the instructor scenario
 * (mock-server/scenario/instructor.ts): 7011 complete, 7012 with divergent ratings and a report of
 * Anders Vikström's, 7013 with unread reports; 7003 approved. Each state checks its situation.
 */
import { db } from '../../../mock-server/db'
import { bookInstructors, bookElements, bookTheory } from '../../../mock-server/handlers/ebook/-ebook-support'
import { EBOOK_IDS, INSTRUCTOR_IDS, PERSONAS } from '../../../mock-server/seed'
import { missingForApproval } from '../../../src/domain/ebook'
import { instructionsOutdated } from '../../../src/domain/role-pages'
import { book, expectSituation, onEbookSeedDay, person, type Setup } from './-support'

/** A saved report of `bookId` and one of its rated parts (the paths take all three). */
function reviewTarget(bookId: number, reportId: number, detailId: number) {
  const found = db().reports.findFirst((q) => q.where({ id: reportId, bookId, state: 'saved' }))
  const detail = db().reportDetails.findFirst((q) => q.where({ id: detailId, reportId }))
  expectSituation(!!found && !!detail, `a saved report ${reportId} of e-book ${bookId} with the rated part ${detailId}`)
  return { report: found, detail, ids: { bookId, reportId, detailId } }
}

const johan = PERSONAS.instructor.id

export const instructorStates: Record<string, Setup> = {
  'the instructor has saved reports waiting for review': async () => {
    await onEbookSeedDay()
    const { report, detail, ids } = reviewTarget(
      INSTRUCTOR_IDS.waitingBook,
      INSTRUCTOR_IDS.waitingReports[0],
      INSTRUCTOR_IDS.waitingDetail,
    )
    expectSituation(
      report?.instructorId === johan &&
        report.readByInstructorAt === null &&
        detail?.instructorLevel === null &&
        detail.approvedAt === null,
      `Johan's unread, unreviewed report ${ids.reportId}`,
    )
    return ids
  },

  'a report names another instructor than the instructor': async () => {
    await onEbookSeedDay()
    const { report, detail, ids } = reviewTarget(
      INSTRUCTOR_IDS.divergentBook,
      INSTRUCTOR_IDS.otherInstructorsReport,
      INSTRUCTOR_IDS.otherInstructorsDetail,
    )
    expectSituation(
      report?.instructorId !== null && report?.instructorId !== johan && detail?.approvedAt === null,
      `report ${ids.reportId} naming another instructor`,
    )
    return ids
  },

  'the instructor approved a rated part': async () => {
    await onEbookSeedDay()
    const { detail, ids } = reviewTarget(
      INSTRUCTOR_IDS.divergentBook,
      INSTRUCTOR_IDS.divergentReport,
      INSTRUCTOR_IDS.approvedDetail,
    )
    expectSituation(detail?.approvedById === johan, `Johan's approval of the rated part ${ids.detailId}`)
    return ids
  },

  'the instructor supervises an approved e-book': async () => {
    await onEbookSeedDay()
    const approved = book(EBOOK_IDS.approvedProtected)
    const first = db()
      .reports.findMany((q) => q.where({ bookId: approved.id, state: 'saved' }))
      .sort((a, b) => a.id - b.id)[0]
    const detail = first ? db().reportDetails.findFirst((q) => q.where({ reportId: first.id })) : undefined
    expectSituation(
      approved.status === 'approved' && !!detail && bookInstructors(approved).some((i) => i.id === johan),
      `Johan's approved e-book ${approved.id} with a rated part`,
    )
    return { bookId: approved.id, reportId: first?.id ?? null, detailId: detail?.id ?? null }
  },

  'the instructor supervises books with reports waiting and one ready for approval': async () => {
    await onEbookSeedDay()
    const ready = book(INSTRUCTOR_IDS.readyBook)
    const missing = missingForApproval({ elements: bookElements(ready), theory: bookTheory(ready.id) })
    const unread = db().reports.findMany((q) =>
      q.where({ bookId: INSTRUCTOR_IDS.waitingBook, readByInstructorAt: (x) => x === null, state: 'saved' }),
    )
    expectSituation(
      missing.elements.length === 0 && missing.theory.length === 0 && unread.length > 0,
      `Johan's ready e-book ${ready.id} and unread reports in ${INSTRUCTOR_IDS.waitingBook}`,
    )
    return { instructorId: johan }
  },

  // The calibration view (ADR 0009): 7012's ratings differ from Johan's and Anders's levels.
  'the instructor supervises a book with divergent ratings': async () => {
    await onEbookSeedDay()
    const divergent = book(INSTRUCTOR_IDS.divergentBook)
    const reportIds = new Set(
      db()
        .reports.findMany((q) => q.where({ bookId: divergent.id, state: 'saved' }))
        .map((r) => r.id),
    )
    const details = db().reportDetails.findMany((q) => q.where((x) => reportIds.has(x.reportId)))
    expectSituation(
      bookInstructors(divergent).some((i) => i.id === johan) &&
        details.some((x) => x.instructorLevel !== null && x.instructorLevel !== x.level) &&
        details.some((x) => x.instructorLevel === null),
      `Johan's e-book ${divergent.id} with divergent and unassessed rated parts`,
    )
    return { bookId: divergent.id, instructorId: johan }
  },

  'the instructor has not read the current instructions': async () => {
    const settings = db().settings.findFirst()
    expectSituation(
      instructionsOutdated(person('instructor'), settings?.committedAt),
      "Johan's read date older than the current instructions",
    )
  },
}
