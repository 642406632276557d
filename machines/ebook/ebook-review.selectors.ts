import type { SnapshotFrom } from 'xstate'
import type { ReportDetail } from '../../src/api/ebook/ebook.schemas'
import { assessmentDiffers } from '../../src/domain/ebook-review'
import type { ebookReviewMachine } from './ebook-review.machine'
import { partRefusal, takeOverOffered, type PartRefusal } from './ebook-review.rules'

/** What the review page reads of the flow. */

export type EbookReviewSnapshot = SnapshotFrom<typeof ebookReviewMachine>

export const selectReviewLoading = (s: EbookReviewSnapshot) => s.matches('loading')
export const selectReviewLoadError = (s: EbookReviewSnapshot) => (s.matches('loadFailed') ? s.context.loadError : null)
export const selectReviewData = (s: EbookReviewSnapshot) => s.context.data

/** One rated part as the page shows it: the part, the §8 difference, and why it cannot be edited or approved (null: it can). */
export interface ReviewPart {
  detail: ReportDetail
  differs: boolean
  editRefusal: PartRefusal | null
  approveRefusal: PartRefusal | null
}

export function selectReviewParts(s: EbookReviewSnapshot): ReviewPart[] {
  const data = s.context.data
  if (data === null) return []
  return data.report.details.map((detail) => ({
    detail,
    differs: assessmentDiffers(detail),
    editRefusal: partRefusal(data, s.context.reviewerId, detail, false),
    approveRefusal: partRefusal(data, s.context.reviewerId, detail, true),
  }))
}

/** The part whose form is open (editing, saving, or confirming an approval from the form); null otherwise. */
export const selectEditingId = (s: EbookReviewSnapshot): number | null =>
  s.matches({ ready: 'editing' }) ||
  s.matches({ ready: 'saving' }) ||
  ((s.matches({ ready: 'confirmingApproval' }) || s.matches({ ready: 'approving' })) && s.context.approvalFromEdit)
    ? s.context.detailId
    : null
export const selectReviewDraft = (s: EbookReviewSnapshot) => s.context.draft
export const selectReviewErrors = (s: EbookReviewSnapshot) => s.context.errors
export const selectReviewFormError = (s: EbookReviewSnapshot) => s.context.formError
export const selectReviewAttempt = (s: EbookReviewSnapshot) => s.context.attempt

/** §8 while editing: the level being chosen differs from the apprentice's. */
export function selectDraftDiffers(s: EbookReviewSnapshot): boolean {
  const detail = s.context.data?.report.details.find((d) => d.id === s.context.detailId)
  return detail !== undefined && s.context.draft.level !== null && s.context.draft.level !== detail.level
}

export const selectSavingReview = (s: EbookReviewSnapshot) => s.matches({ ready: 'saving' })
/** The approval confirmation: the part and the level it approves; null when not asked. */
export function selectApprovalAsked(s: EbookReviewSnapshot): { detail: ReportDetail; level: number | null } | null {
  if (!s.matches({ ready: 'confirmingApproval' }) && !s.matches({ ready: 'approving' })) return null
  const detail = s.context.data?.report.details.find((d) => d.id === s.context.detailId)
  return detail ? { detail, level: s.context.draft.level } : null
}
export const selectApproving = (s: EbookReviewSnapshot) => s.matches({ ready: 'approving' })

/**
 * The take-over of a report naming a former instructor (ADR 0011): offered (the button), running,
 * refused (why), and once done the record (from whom, by whom, when) and whether it was just now.
 */
export function selectTakeOver(s: EbookReviewSnapshot) {
  const data = s.context.data
  const busy = s.matches({ ready: 'takingOver' })
  return {
    offered: data !== null && (busy || takeOverOffered(data)),
    busy,
    error: s.context.takeOverError,
    takenOver: data?.report.takenOver ?? null,
    justNow: s.context.takenOverNow,
  }
}
export const selectLastReviewChange = (s: EbookReviewSnapshot) => s.context.lastChange
