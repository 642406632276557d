import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import {
  selectApprovalAsked,
  selectApproving,
  selectEditingId,
  selectLastReviewChange,
  selectReviewData,
  selectReviewParts,
} from '../../../../machines/ebook/ebook-review.selectors'
import type { Ebook, Report } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { useSessionSelector } from '../../../session/session-context'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { EmptyState } from '../../ui/empty-state/empty-state'
import bookStyles from '../book/book.module.css'
import { ReportFacts, ReportPage, type ReportBack } from '../book/report-view-page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { ebookReviewFlow, type ReviewEdges } from './ebook-review.edge'
import { ReviewPartItem, partIds, partLabel } from './review-part'
import { TakeOverBox } from './take-over-box'
import styles from './review.module.css'
import { NS } from './texts'
import { LevelScale } from '../level-words'

/**
 * /books/{bookId}/report/{reportId} for a supervising instructor (the book's `viewer.mayReview`):
 * the report (period, workplace, the apprentice's comment) and each rated part to assess, comment
 * and approve (§1, §5, §8; issue 10). After a save or an approval the page says so and focus goes
 * to that part's heading.
 */
export function EbookReviewPage({ book, report, back }: { book: Ebook; report: Report; back?: ReportBack }) {
  const { t } = useTranslation(NS)
  const reviewerId = useSessionSelector((s) => selectUser(s)?.id ?? 0)
  const edges = useRef<ReviewEdges>({ changed: () => {} })
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => ebookReviewFlow(() => edges.current), [])
  const actor = useInspectedActorRef(machine, {
    input: { bookId: book.id, reportId: report.id, reviewerId, preloaded: { book, report } },
  })
  // What was last saved or approved, as the flow keeps it: gone once the next part is taken up (a stale
  // "saved" beside a refusal in the form would contradict it).
  const announcement = useSelector(actor, selectLastReviewChange)
  const data = useSelector(actor, selectReviewData)
  const parts = useSelector(actor, selectReviewParts)
  const editingId = useSelector(actor, selectEditingId)
  const asked = useSelector(actor, selectApprovalAsked)
  const approving = useSelector(actor, selectApproving)
  useHeadingFocus(`review-${report.id}`)

  // A part saved or approved: focus to its heading (its form or buttons are gone), the status says what happened.
  useEffect(() => {
    if (announcement === null) return
    const timer = setTimeout(() => document.getElementById(partIds(announcement.detailId).heading)?.focus(), 0)
    return () => clearTimeout(timer)
  }, [announcement])

  const shown = data ?? { book, report }
  const unknown = (id: number) => t('unknownPart', { id })
  const nameOf = (detailId: number) => {
    const part = parts.find((p) => p.detail.id === detailId)
    return part ? partLabel(shown.book, part, unknown) : ''
  }
  const period = t('periodValue', { from: formatDate(report.fromDate), to: formatDate(report.toDate) })
  return (
    <ReportPage book={book} back={back} title={t('title', { period })} backLabel={t('back')}>
      <ReportFacts book={shown.book} report={shown.report} />
      <TakeOverBox actor={actor} />
      <p role="status" className={styles.status} data-testid="review-status">
        {announcement && (
          <span className={bookStyles.successBox}>
            {t(announcement.kind === 'saved' ? 'saved' : 'approvedDone', { part: nameOf(announcement.detailId) })}
          </span>
        )}
      </p>
      <section className={bookStyles.section} aria-labelledby="review-parts-title">
        <h2 id="review-parts-title">{t('parts', { count: parts.length })}</h2>
        {parts.length > 0 && <LevelScale className={bookStyles.details} />}
        {parts.length === 0 ? (
          <EmptyState title={t('noParts')} />
        ) : (
          <ul className={styles.partList} data-testid="review-parts">
            {parts.map((part) => (
              <ReviewPartItem
                key={part.detail.id}
                actor={actor}
                book={shown.book}
                part={part}
                editing={editingId === part.detail.id}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={asked !== null}
        title={t('confirm.title', { part: asked ? nameOf(asked.detail.id) : '' })}
        description={t('confirm.text', { level: asked?.level ?? '' })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        busy={approving}
        onConfirm={() => actor.send({ type: 'approval.confirm' })}
        onCancel={() => {
          if (!approving) actor.send({ type: 'approval.cancel' })
        }}
        fallbackFocusEl={() => {
          // Read when the dialog has closed (`asked` is null by then): the list's "Approve" is gone, so focus goes to
          // that part, to the refusal in its form (read out) or else its heading.
          const { detailId, lastChange } = actor.getSnapshot().context
          const id = detailId ?? lastChange?.detailId ?? null
          const heading = id === null ? null : document.getElementById(partIds(id).heading)
          return heading?.closest('li')?.querySelector<HTMLElement>('[role="alert"]') ?? heading
        }}
      />
    </ReportPage>
  )
}
