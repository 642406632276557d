import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectPauses, selectPausesLoadError } from '../../../../machines/domain-widgets/book-pause.selectors'
import { type PauseChange } from '../../../../machines/domain-widgets/book-pause.steps'
import type { BookPause, Period } from '../../../api/ebook/ebook.schemas'
import { getPauseAttachment } from '../../../api/ebook/pause-attachments'
import { isoDay } from '../../../domain/dates'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { LoadingState } from '../../ui/spinner/spinner'
import { useErrorText } from '../../wizard/use-error-text'
import { daysInPeriod, percentAlong } from './book-model'
import { bookPauseFlow, type PauseEdges } from '../../domain-widgets/book-pause.edge'
import styles from './book.module.css'
import { PauseDialogs } from './pause-dialogs'
import { NS } from './texts'

export interface PauseTimelineProps {
  bookId: number
  permitted: Period
  mayManage: boolean
  /** Report periods the page knows (a pause must not overlap one). */
  reports: readonly Period[]
  /** Pauses changed: the page reads the book again. */
  onChanged: (change: PauseChange) => void
  /** The section's heading id (focus goes there when the pause whose button had it is gone). */
  headingId: string
}

/**
 * The book's pauses (§3 Pause: start, end, reason) along the permitted period: a drawing of the period
 * with each pause on it (a picture only) and the same as a list in words. Those who manage pauses
 * (§6: administrator, department administrator, education responsible; the book's
 * `viewer.mayManagePauses`) add, edit and delete them through the book-pause machine.
 */
export function PauseTimeline({ bookId, permitted, mayManage, reports, onChanged, headingId }: PauseTimelineProps) {
  const { t } = useTranslation([NS, 'common'])
  const edges = useRef<PauseEdges>({ changed: () => {} })
  useEffect(() => {
    edges.current.changed = onChanged
  }, [onChanged])
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => bookPauseFlow(() => edges.current), [])
  const actor = useInspectedActorRef(machine, { input: { bookId, permitted, mayManage } })
  const pauses = useSelector(actor, selectPauses)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadError = useSelector(actor, selectPausesLoadError)
  const errorText = useErrorText(NS)

  useEffect(() => {
    actor.send({ type: 'reports.known', periods: reports.map((r) => ({ fromDate: r.fromDate, toDate: r.toDate })) })
  }, [actor, reports])

  const today = isoDay(new Date())
  const todayInside = permitted.fromDate <= today && today <= permitted.toDate
  const headingFallback = () => document.getElementById(headingId)

  return (
    <>
      <p>{t('pauses.permitted', { from: formatDate(permitted.fromDate), to: formatDate(permitted.toDate) })}</p>
      <div className={styles.timeline} aria-hidden="true" data-testid="pause-timeline-drawing">
        {pauses.map((pause) => {
          const start = percentAlong(permitted, pause.fromDate)
          const end = percentAlong(permitted, pause.toDate)
          return (
            <span
              key={pause.id}
              className={styles.timelinePause}
              style={{ left: `${start}%`, width: `${Math.max(end - start, 0.5)}%` }}
            />
          )
        })}
        {todayInside && (
          <span className={styles.timelineToday} style={{ left: `${percentAlong(permitted, today)}%` }} />
        )}
      </div>
      <div className={styles.timelineEnds} aria-hidden="true">
        <span>{formatDate(permitted.fromDate)}</span>
        {todayInside && <span>{t('pauses.todayMark')}</span>}
        <span>{formatDate(permitted.toDate)}</span>
      </div>

      {loading && <LoadingState label={t('pauses.loading')} />}
      {loadError && (
        <div className={styles.errorBox} role="alert">
          <p>{errorText.form(loadError)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'pauses.retry' })}>
            {t('common:tryAgain')}
          </Button>
        </div>
      )}
      {!loading && !loadError && pauses.length === 0 && <EmptyState title={t('pauses.empty')} />}
      {pauses.length > 0 && (
        <ul className={styles.pauseList} aria-label={t('pauses.listLabel')} data-testid="pause-list">
          {pauses.map((pause) => (
            <PauseItem
              key={pause.id}
              pause={pause}
              today={today}
              mayManage={mayManage}
              onEdit={() => actor.send({ type: 'pause.edit', id: pause.id })}
              onDelete={() => actor.send({ type: 'pause.delete', id: pause.id })}
            />
          ))}
        </ul>
      )}
      {mayManage && !loading && !loadError && (
        <div className={styles.buttonRow}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'pause.add' })}>
            {t('pauses.add')}
          </Button>
        </div>
      )}
      {mayManage && <PauseDialogs actor={actor} permitted={permitted} headingFallback={headingFallback} />}
    </>
  )
}

function PauseItem({
  pause,
  today,
  mayManage,
  onEdit,
  onDelete,
}: {
  pause: BookPause
  today: string
  mayManage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(NS)
  const period = t('pauses.period', { from: formatDate(pause.fromDate), to: formatDate(pause.toDate) })
  const now = pause.fromDate <= today && today <= pause.toDate
  return (
    <li>
      <div className={styles.pauseText}>
        <p>
          <strong>{period}</strong>{' '}
          <span className={styles.muted}>
            ({t('pauses.days', { count: daysInPeriod(pause.fromDate, pause.toDate) })})
          </span>
          {now && ' '}
          {now && <span className={[styles.tag, styles.tagDraft].join(' ')}>{t('pauses.now')}</span>}
        </p>
        <p>{pause.reason || t('pauses.noReason')}</p>
        {pause.attachment && <AttachmentLink pauseId={pause.id} fileName={pause.attachment.fileName} />}
      </div>
      {mayManage && (
        <div className={styles.pauseActions}>
          <Button variant="secondary" onClick={onEdit}>
            {t('pauses.edit')} <span className="visually-hidden">{period}</span>
          </Button>
          <Button variant="danger" onClick={onDelete}>
            {t('pauses.delete')} <span className="visually-hidden">{period}</span>
          </Button>
        </div>
      )}
    </li>
  )
}

/** Opens a pause's file (fetched with the session's token, shown by the browser); a failure is said beside it. */
function AttachmentLink({ pauseId, fileName }: { pauseId: number; fileName: string }) {
  const { t } = useTranslation(NS)
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const open = async () => {
    setState('busy')
    try {
      const url = URL.createObjectURL(await getPauseAttachment(pauseId))
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      link.rel = 'noopener'
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setState('idle')
    } catch (error) {
      console.info('[ebook] pause attachment failed', error)
      setState('failed')
    }
  }
  return (
    <p data-testid="pause-attachment">
      <Button variant="secondary" onClick={() => void open()} loading={state === 'busy'}>
        {t('pauses.attachmentOpen', { name: fileName })}
      </Button>
      {state === 'failed' && (
        <span className={styles.inlineError} role="alert">
          {t('pauses.attachmentOpenFailed')}
        </span>
      )}
    </p>
  )
}
