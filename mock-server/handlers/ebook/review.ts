/**
 * The instructor's side of `report-details/{id}/update` (issue 10, ADR 0009): a supervising
 * instructor adjusts the level of a rated part of a saved report, comments on it and approves it.
 *
 * Order of checks (ADR 0008): the session, path ids and records (report-details.ts), then rights
 * (403 unless a supervising instructor in person: administrators, YUA, BG and department
 * administrators read only), the body (422, also for the apprentice's fields), the rules (422 with
 * data.reason: approved or issued, detailApproved, notSupervising; src/domain/ebook-review.ts).
 *
 * What a review does besides the part itself: the report counts as read by the instructor; the
 * book's part takes the instructor's level and, with an approval, who approved it and when
 * (progressAfterReview); the apprentice gets one notification per report until she reads it.
 */
import { ReportDetailUpdateBodySchema, type ReportDetail } from '../../../src/api/ebook/ebook.schemas'
import { assessedLevel, progressAfterReview, reviewRefusal, type ReviewRefusal } from '../../../src/domain/ebook-review'
import { nowIso } from '../../clock'
import { db, nextId, type BookRecord, type ReportDetailRecord, type ReportRecord } from '../../db'
import { message, type MessageKey } from '../../messages'
import { findPerson } from '../../views'
import { fail, type Auth, type Ctx } from '../-support'
import { detailView, markReadByInstructor, personName, refuseForeignFields, type BookAccess } from './-ebook-support'
import { createReportNotification } from './instructor-loop'

const REFUSALS: Record<ReviewRefusal, { field: string; key: MessageKey }> = {
  approved: { field: 'bookId', key: 'reviewClosedApproved' },
  issued: { field: 'bookId', key: 'reviewClosedIssued' },
  detailApproved: { field: 'id', key: 'reviewDetailApproved' },
  notSupervising: { field: 'approve', key: 'reviewNotSupervising' },
}

function refuse(ctx: Ctx, refusal: ReviewRefusal, report: ReportRecord): never {
  const listed = report.instructorId === null ? null : personName(report.instructorId)
  const text = ctx.t(REFUSALS[refusal].key, { name: listed ? `${listed.firstName} ${listed.lastName}`.trim() : '' })
  return fail(422, {
    message: text,
    errors: [{ field: REFUSALS[refusal].field, message: text }],
    data: { reason: refusal },
  })
}

/** The book's element part after the review (one progress record per book and part). */
async function recordProgress(
  bookId: number,
  partId: number,
  review: Parameters<typeof progressAfterReview>[1],
): Promise<void> {
  const progress = db().bookPartProgress
  const current = progress.findFirst((q) => q.where({ bookId, partId }))
  const next = progressAfterReview(current ?? null, review)
  if (current) {
    await progress.update((q) => q.where({ id: current.id }), {
      data(draft) {
        Object.assign(draft, next)
      },
    })
  } else {
    await progress.create({ id: nextId(progress.all(), 1), bookId, partId, ...next })
  }
}

/** One unread notification per reviewed report: a later review of it renews the one she has not read. */
async function notifyApprentice(
  book: BookRecord,
  report: ReportRecord,
  reviewer: Auth['person'],
  at: string,
): Promise<void> {
  const d = db()
  const apprentice = findPerson(book.personId)
  const subject = message(apprentice?.language ?? 'sv', 'reviewNotification', {
    name: `${reviewer.firstName} ${reviewer.lastName}`,
    from: report.fromDate,
    to: report.toDate,
  })
  const unread = d.notifications.findFirst((q) =>
    q.where(
      (n) =>
        n.personId === book.personId &&
        n.readTime === null &&
        n.concernId === book.id &&
        n.additionalInfo?.reportId === report.id,
    ),
  )
  if (unread) {
    await d.notifications.update((q) => q.where({ id: unread.id }), {
      data(draft) {
        draft.subject = subject
        draft.sentTime = at
      },
    })
    return
  }
  await createReportNotification(book.personId, subject, book, report, at)
}

export async function reviewDetail(
  ctx: Ctx,
  auth: Auth,
  target: { access: BookAccess; book: BookRecord; report: ReportRecord; detail: ReportDetailRecord },
): Promise<ReportDetail> {
  const { access, book, report, detail } = target
  if (!access.supervisor || access.imitated) ctx.forbidden()
  const body = await ctx.body(ReportDetailUpdateBodySchema)
  refuseForeignFields(ctx, body, 'instructor')
  const approve = body.approve === true
  const refusal = reviewRefusal({
    bookStatus: book.status,
    detail,
    reportInstructorId: report.instructorId,
    reviewerId: auth.person.id,
    approve,
  })
  if (refusal) refuse(ctx, refusal, report)

  const at = nowIso()
  const levelChanged = body.instructorLevel !== undefined
  const changed = levelChanged || body.instructorComment !== undefined || approve
  let updated = detail
  if (changed) {
    const level = assessedLevel({
      level: detail.level,
      instructorLevel: body.instructorLevel ?? detail.instructorLevel,
    })
    updated =
      (await db().reportDetails.update((q) => q.where({ id: detail.id }), {
        data(draft) {
          if (levelChanged || approve) draft.instructorLevel = level
          if (body.instructorComment !== undefined)
            draft.instructorComment = body.instructorComment.trim() === '' ? null : body.instructorComment
          if (approve) {
            draft.approvedAt = at
            draft.approvedById = auth.person.id
          }
        },
      })) ?? detail
    if (levelChanged || approve) {
      await recordProgress(book.id, detail.partId, {
        level,
        approvedAt: approve ? at : null,
        approvedById: approve ? auth.person.id : null,
      })
    }
  }
  await markReadByInstructor(report)
  if (changed) await notifyApprentice(book, report, auth.person, at)
  return detailView(updated)
}
