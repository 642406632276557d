import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { selectTakeOver } from '../../../../machines/ebook/ebook-review.selectors'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { useErrorText } from '../../wizard/use-error-text'
import { personName } from '../book/book-model'
import bookStyles from '../book/book.module.css'
import type { ReviewActor } from './review-part'
import { NS } from './texts'

/**
 * A report naming a former instructor (ADR 0011): nobody can approve its parts until a supervising
 * instructor takes the assessment over. The box says so and offers the take-over; once done it says
 * that the parts can be approved now (focus goes there), and a taken-over report says from whom, by
 * whom and when to everyone who reviews it.
 */
export function TakeOverBox({ actor }: { actor: ReviewActor }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const { offered, busy, error, takenOver, justNow } = useSelector(actor, selectTakeOver)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (justNow) doneRef.current?.focus()
  }, [justNow])
  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  if (takenOver) {
    const record = takenOver.from
      ? t('takeOver.record', {
          from: personName(takenOver.from),
          by: personName(takenOver.by),
          date: formatDate(takenOver.at),
        })
      : t('takeOver.recordFromNobody', { by: personName(takenOver.by), date: formatDate(takenOver.at) })
    return (
      <div className={justNow ? bookStyles.successBox : bookStyles.infoBox} data-testid="take-over">
        {justNow && (
          <p className={bookStyles.boxTitle} tabIndex={-1} ref={doneRef}>
            {t('takeOver.done')}
          </p>
        )}
        <p>{record}</p>
      </div>
    )
  }
  if (!offered) return null
  return (
    <section className={bookStyles.warningBox} aria-labelledby="take-over-title" data-testid="take-over">
      <h2 className={bookStyles.boxTitle} id="take-over-title">
        {t('takeOver.title')}
      </h2>
      <p>{t('takeOver.text')}</p>
      {error && (
        <p className={bookStyles.errorBox} role="alert" tabIndex={-1} ref={errorRef}>
          {errorText.form(error)}
        </p>
      )}
      <Button onClick={() => actor.send({ type: 'report.takeOver' })} loading={busy} data-testid="take-over-button">
        {t('takeOver.button')}
      </Button>
    </section>
  )
}
