import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { LoadingState } from '../../ui/spinner/spinner'
import styles from './calibration.module.css'
import { CalibrationLegend } from './calibration-heatmap'
import { NS } from './texts'
import type { CalibrationLoad } from './use-calibration'

interface Props<T> {
  title: string
  /** The section's heading level in the page it is mounted in. */
  level: 2 | 3
  load: CalibrationLoad<T>
  retry: () => void
  /** The line under the heading once the answer is there. */
  lead?: (data: T) => string
  /** Self-ratings rated and assessed in all: nothing assessed shows the empty state instead of `children`. */
  counts: (data: T) => { rated: number; assessed: number }
  children: (data: T) => ReactNode
  testId: string
}

/**
 * The frame of a calibration view: its heading, and while the call runs a loading state, after a
 * failure the reason with "try again" (not for 403 or 404, which a retry does not change), with
 * nothing assessed yet the empty state, else the legend and the heatmaps. After "try again" focus goes
 * to the heading (the answer came) or to the failure (it failed again).
 */
export function CalibrationSection<T>({ title, level, load, retry, lead, counts, children, testId }: Props<T>) {
  const { t } = useTranslation([NS, 'common'])
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const retried = useRef(false)
  const Heading = level === 2 ? 'h2' : 'h3'

  useEffect(() => {
    if (!retried.current || load.status === 'loading') return
    retried.current = false
    ;(load.status === 'done' ? headingRef.current : failureRef.current)?.focus()
  }, [load.status])

  let body: ReactNode
  if (load.status === 'loading') body = <LoadingState label={t('loading')} />
  else if (load.status === 'failed') {
    const final = load.httpStatus === 403 || load.httpStatus === 404
    body = (
      <div className={styles.failure} role="alert" tabIndex={-1} ref={failureRef}>
        <p>{t(load.httpStatus === 403 ? 'forbidden' : load.httpStatus === 404 ? 'notFound' : 'failed')}</p>
        {!final && (
          <Button
            variant="secondary"
            onClick={() => {
              retried.current = true
              retry()
            }}
          >
            {t('common:tryAgain')}
          </Button>
        )}
      </div>
    )
  } else {
    const { rated, assessed } = counts(load.data)
    body =
      assessed === 0 ? (
        <EmptyState title={t('empty')}>{rated > 0 ? t('waiting', { count: rated }) : undefined}</EmptyState>
      ) : (
        <>
          {children(load.data)}
          <CalibrationLegend />
        </>
      )
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      {load.status === 'done' && lead && <p className={styles.lead}>{lead(load.data)}</p>}
      {body}
    </section>
  )
}
