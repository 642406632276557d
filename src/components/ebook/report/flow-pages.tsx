import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportBlock } from '../../../../machines/ebook/ebook-report.steps'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { Ebook, Report } from '../../../api/ebook/ebook.schemas'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { useSessionSelector } from '../../../session/session-context'
import { Button, buttonClassName } from '../../ui/button/button'
import { LoadFailedPage, PausedPage } from '../../wizard/outcome-pages'
import { WizardFrame } from '../../wizard/wizard-frame'
import styles from './report.module.css'
import { useLevelWords } from '../level-words'
import { NS } from './texts'

/** The pages around the report flow's steps, with the flow's texts. */

/** The logged-in user the flow is kept for (the route guard already let only users in). */
export function WithUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useSessionSelector(selectUser)
  if (!user) return null // the route guard sends visitors away; this covers the moment of a logout
  return children(user)
}

/** 'yyyy-mm-dd – yyyy-mm-dd', or the one day of a one-day period. */
export function periodText(period: { fromDate: string; toDate: string }): string {
  return period.fromDate === period.toDate ? period.fromDate : `${period.fromDate} – ${period.toDate}`
}

/**
 * The e-book's overview (/book/{id}, EbookStart) belongs to the book pages: linked by its address, so
 * this slice needs nothing of theirs (the router still handles the click, no reload).
 */
export function BackToBook({ bookId }: { bookId: number }) {
  const { t } = useTranslation(NS)
  const router = useRouter()
  const href = `/book/${bookId}`
  return (
    <a
      href={href}
      className={buttonClassName('secondary')}
      onClick={(event) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {t('common.backToBook')}
    </a>
  )
}

export function BackToList({ bookId, variant = 'secondary' }: { bookId: number; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation(NS)
  return (
    <Link to="/book/$id/report-element" params={{ id: String(bookId) }} className={buttonClassName(variant)}>
      {t('common.backToList')}
    </Link>
  )
}

/** Why the book is closed for reporting, in words (§4), and that earlier reports stay readable. */
export function ClosedNotice({ block }: { block: ReportBlock }) {
  const { t } = useTranslation(NS)
  return (
    <div className={styles.warningBox} role="status" data-testid="report-closed">
      <p>
        <strong>{t('closed.heading')}</strong> {t(`closed.reason.${block}`)}
      </p>
      {block !== 'notAllowed' && <p>{t('closed.earlier')}</p>}
    </div>
  )
}

export function ReportLoadFailed({
  title,
  message,
  onRetry,
  bookId,
  children,
}: {
  title: string
  message: string
  onRetry: () => void
  bookId: number
  children?: ReactNode
}) {
  const { t } = useTranslation(NS)
  return (
    <LoadFailedPage
      title={title}
      testId="report-load-failed"
      message={message}
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
          <BackToBook bookId={bookId} />
        </>
      }
    >
      {children}
    </LoadFailedPage>
  )
}

export function ReportPaused({ title }: { title: string }) {
  const { t } = useTranslation(NS)
  return (
    <PausedPage title={title}>
      <div className={styles.warningBox} role="status">
        <p>{t('common.sessionPaused')}</p>
      </div>
    </PausedPage>
  )
}

/** The draft is made on the device: no connection when it was to be created. */
export function OfflineNotice() {
  const { t } = useTranslation(NS)
  return (
    <div className={styles.warningBox} role="status" data-testid="report-offline">
      <p>
        <strong>{t('outbox.offlineHeading')}</strong> {t('outbox.offlineText')}
      </p>
    </div>
  )
}

/** A page of the flow with no steps of its own (the closed book, a saved report). */
export function PlainPage({ stepKey, title, children }: { stepKey: string; title: string; children: ReactNode }) {
  return (
    <WizardFrame stepKey={stepKey} title={title} fieldErrors={[]} attempt={0}>
      {children}
    </WizardFrame>
  )
}

/** A report's facts: period, workplace, instructor and, when given, place, comment and date. */
export function ReportFacts({ report, book, full = false }: { report: Report; book: Ebook | null; full?: boolean }) {
  const { t } = useTranslation(NS)
  const workplace = book?.workplaces.find((w) => w.id === report.workplaceId)
  const instructor = book?.instructors.find((i) => i.id === report.instructorId)
  const rows: Array<[string, string, ReactNode]> = [
    ['period', t('report.period'), periodText(report)],
    ['workplace', t('report.workplace'), workplace?.name ?? t('common.notGiven')],
    [
      'instructor',
      t('report.instructor'),
      instructor ? `${instructor.firstName} ${instructor.lastName}` : t('common.notGiven'),
    ],
  ]
  if (full) {
    rows.push(
      ['place', t('report.place'), report.place || t('common.notGiven')],
      ['comment', t('report.comment'), report.comment || t('common.notGiven')],
      ['date', t('report.date'), report.date.slice(0, 10)],
    )
  }
  return (
    <dl className={styles.facts} data-testid="report-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} data-testid={`fact-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The rated parts of a report, by element, each with its level (and the instructor's, once set). */
export function RatedParts({ report, book }: { report: Report; book: Ebook | null }) {
  const { t } = useTranslation(NS)
  const words = useLevelWords()
  const rows = report.details.map((detail) => {
    const element =
      book?.elements.find((e) => e.id === detail.elementId) ??
      book?.elements.find((e) => e.parts.some((p) => p.id === detail.partId))
    const part = element?.parts.find((p) => p.id === detail.partId)
    return { detail, element, part }
  })
  if (rows.length === 0) return <p className={styles.muted}>{t('report.noParts')}</p>
  return (
    <ul className={styles.parts} data-testid="rated-parts">
      {rows.map(({ detail, element, part }) => (
        <li key={detail.id} className={styles.part}>
          <span className={styles.partText}>
            <span className={styles.chosen}>{part?.name ?? t('report.unknownPart')}</span>
            {element && <span className={`${styles.small} ${styles.muted}`}>{element.name}</span>}
            {detail.comment && <span className={styles.small}>{detail.comment}</span>}
          </span>
          <span className={styles.partText}>
            <span>{t('parts.rated', { level: detail.level, name: words.name(detail.level) })}</span>
            {part && (
              <span className={`${styles.small} ${styles.muted}`}>
                {t('parts.required', { level: part.requiredLevel, name: words.name(part.requiredLevel) })}
              </span>
            )}
            {detail.instructorLevel !== null && (
              <span className={styles.small}>
                {t('report.instructorLevel', {
                  level: detail.instructorLevel,
                  name: words.name(detail.instructorLevel),
                })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}
