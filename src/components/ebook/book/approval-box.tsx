import { useRouter } from '@tanstack/react-router'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectApprovalAsked,
  selectApprovalAttempt,
  selectApprovalBusy,
  selectApprovalError,
  selectApprovalOffered,
} from '../../../../machines/ebook/book-approval.selectors'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { approvedBelowRequired, assessedLevel, missingForApproval, partReachedRequired } from '../../../domain/ebook'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { bookApprovalFlow, type BookApprovalEdges } from './book-approval.edge'
import { personName } from './book-model'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * The approval box (§1, §2): who approved the book and when, and to which region it was handed for
 * the trade certificate (ADR 0012: only when the backend answers a hand-off); before that, what
 * still stands between the book and the instructor's approval (elements not complete, theory
 * modules not approved).
 */
export function ApprovalBox({
  book,
}: {
  book: Pick<Ebook, 'id' | 'approval' | 'handOff' | 'elements' | 'theory' | 'viewer'>
}) {
  const { t } = useTranslation(NS)
  // Approved while the page is open (the instructor's own approval): focus goes to what the box now says.
  const approvedOnOpen = useRef(book.approval !== null)
  const approved = book.approval !== null
  useEffect(() => {
    if (!approved || approvedOnOpen.current) return
    approvedOnOpen.current = true
    const timer = setTimeout(() => document.getElementById('approval-box-title')?.focus(), 0)
    return () => clearTimeout(timer)
  }, [approved])
  if (book.approval) {
    return (
      <div className={styles.successBox} data-testid="approval-box">
        <p className={styles.boxTitle} id="approval-box-title" tabIndex={-1}>
          {t('approval.approvedTitle')}
        </p>
        <p>
          {t('approval.approvedBy', {
            name: personName(book.approval.approvedBy),
            date: formatDate(book.approval.approvedAt),
          })}
        </p>
        {book.handOff && (
          <p data-testid="approval-hand-off">
            {t('approval.handedOff', {
              region: book.handOff.region.name,
              email: book.handOff.to,
              date: formatDate(book.handOff.sentAt),
            })}
          </p>
        )}
      </div>
    )
  }
  const missing = missingForApproval(book)
  const nothingMissing = missing.elements.length === 0 && missing.theory.length === 0
  return (
    <div className={styles.infoBox} data-testid="approval-box">
      <p className={styles.boxTitle}>{t('approval.notApprovedTitle')}</p>
      {nothingMissing ? (
        <>
          <p>{t('approval.readyForApproval')}</p>
          {book.viewer.mayApprove && <ApproveBook book={book} />}
        </>
      ) : (
        <>
          <p>{t('approval.missingIntro')}</p>
          {missing.elements.length > 0 && (
            <>
              <p className={styles.boxTitle}>{t('approval.missingElements', { count: missing.elements.length })}</p>
              <ul className={styles.list}>
                {missing.elements.map((element) => {
                  const mandatory = element.parts.filter((p) => p.mandatory)
                  const done = mandatory.filter((p) => partReachedRequired(p) && p.approvedAt !== null).length
                  // Approved below the required level: not done, and the record plan lists them too (ADR 0011).
                  const below = mandatory.filter(approvedBelowRequired)
                  return (
                    <li key={element.id}>
                      {t('approval.elementMissing', { element: element.name, count: mandatory.length, done })}
                      {below.length > 0 && (
                        <ul className={styles.list} data-testid="approved-below">
                          {below.map((p) => (
                            <li key={p.id}>
                              {t('approval.partApprovedBelow', {
                                part: p.name,
                                level: assessedLevel(p),
                                required: p.requiredLevel,
                              })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  )
                })}
              </ul>
            </>
          )}
          {missing.theory.length > 0 && (
            <>
              <p className={styles.boxTitle}>{t('approval.missingTheory', { count: missing.theory.length })}</p>
              <ul className={styles.list}>
                {missing.theory.map((module) => (
                  <li key={module.id}>{module.courseName}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  )
}

/**
 * The supervising instructor's "Approve the e-book" (book-approval machine): asked first, since it is
 * final and notifies the region; then the page reads the book again and shows who approved and when.
 */
function ApproveBook({ book }: { book: Pick<Ebook, 'id' | 'approval' | 'elements' | 'theory' | 'viewer'> }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const router = useRouter()
  const edges = useRef<BookApprovalEdges>({ approved: () => {} })
  useEffect(() => {
    edges.current.approved = () => {
      toast.success(t('approval.approvedToast'))
      // The approved book (read-only now, with approver and date) replaces this one.
      void router.invalidate()
    }
  }, [router, t])
  const machine = useMemo(() => bookApprovalFlow(() => edges.current), [])
  const actor = useInspectedActorRef(machine, { input: { book } })
  useEffect(() => {
    actor.send({ type: 'book.changed', book })
  }, [actor, book])
  const offered = useSelector(actor, selectApprovalOffered)
  const asked = useSelector(actor, selectApprovalAsked)
  const busy = useSelector(actor, selectApprovalBusy)
  const error = useSelector(actor, selectApprovalError)
  const attempt = useSelector(actor, selectApprovalAttempt)
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt > 0) errorRef.current?.focus()
  }, [attempt])
  if (!offered && !busy) return null
  return (
    <>
      {error && (
        <div className={styles.errorBox} role="alert" tabIndex={-1} ref={errorRef} data-testid="book-approval-error">
          {errorText.form(error)}
        </div>
      )}
      <Button
        id="approve-book"
        onClick={() => actor.send({ type: 'approval.start' })}
        loading={busy}
        data-testid="approve-book"
      >
        {t('approval.approve')}
      </Button>
      <ConfirmDialog
        open={asked}
        title={t('approval.confirmTitle')}
        description={t('approval.confirmText')}
        confirmLabel={t('approval.confirm')}
        cancelLabel={t('approval.cancel')}
        busy={busy}
        onConfirm={() => actor.send({ type: 'approval.confirm' })}
        onCancel={() => {
          if (!busy) actor.send({ type: 'approval.cancel' })
        }}
        fallbackFocusEl={() => document.getElementById('approve-book')}
      />
    </>
  )
}
