/**
 * `PATCH /books/{bookId}/reports/{reportId}/take-over` (ADR 0011, beyond the spec's list): a
 * supervising instructor takes over the assessment of a saved report that names a former instructor
 * (or nobody). The report names the caller from then on, and records from whom, by whom and when.
 *
 * Order of checks (ADR 0008): the session, path ids, the records (404: a draft is the apprentice's),
 * rights (403 unless a supervising instructor in person), the body (an empty JSON object), the rules
 * (422 with data.reason: approved or issued, instructorActive; src/domain/ebook-take-over.ts).
 */
import * as v from 'valibot'
import { takeOverRefusal, type TakeOverRefusal } from '../../../src/domain/ebook-take-over'
import { nowIso } from '../../clock'
import { db } from '../../db'
import type { MessageKey } from '../../messages'
import { fail, ok } from '../-support'
import {
  bookAccess,
  bookInstructors,
  ebookRoute,
  loadBook,
  loadReport,
  markReadByInstructor,
  personName,
  reportView,
} from './-ebook-support'

const REFUSALS: Record<TakeOverRefusal, { field: string; key: MessageKey }> = {
  approved: { field: 'bookId', key: 'reviewClosedApproved' },
  issued: { field: 'bookId', key: 'reviewClosedIssued' },
  instructorActive: { field: 'reportId', key: 'takeOverInstructorActive' },
}

export const takeOverHandlers = [
  ebookRoute('patch', '/books/:bookId/reports/:reportId/take-over', async (ctx, auth) => {
    const bookId = ctx.id('bookId')
    const reportId = ctx.id('reportId')
    const access = bookAccess(auth, loadBook(ctx, bookId))
    if (!access.reader) ctx.forbidden()
    const report = loadReport(ctx, access, reportId)
    // A supervising instructor in person: an administrator imitating would sign in someone else's name.
    if (!access.supervisor || access.imitated) ctx.forbidden()
    await ctx.body(v.object({}))
    const refusal = takeOverRefusal({
      bookStatus: access.book.status,
      reportInstructorId: report.instructorId,
      activeInstructorIds: bookInstructors(access.book).map((i) => i.id),
    })
    if (refusal) {
      const named = report.instructorId === null ? null : personName(report.instructorId)
      const text = ctx.t(REFUSALS[refusal].key, { name: named ? `${named.firstName} ${named.lastName}`.trim() : '' })
      fail(422, {
        message: text,
        errors: [{ field: REFUSALS[refusal].field, message: text }],
        data: { reason: refusal },
      })
    }
    const takenOver = {
      from: report.instructorId === null ? null : personName(report.instructorId),
      by: personName(auth.person.id),
      at: nowIso(),
    }
    const updated = await db().reports.update((q) => q.where({ id: report.id }), {
      data(draft) {
        draft.instructorId = auth.person.id
        draft.takenOver = takenOver
      },
    })
    if (!updated) throw new Error(`report ${report.id} vanished during a take-over`)
    return ok(reportView(await markReadByInstructor(updated)))
  }),
]
