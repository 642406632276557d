import { useEffect, useId, useRef, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './error-summary.module.css'

export interface FieldError {
  /** id of the input the message belongs to (the `id` given to TextField & co). */
  field: string
  message: string
}

export interface ErrorSummaryProps {
  errors: FieldError[]
  title?: string
  /**
   * Changes whenever the user submits again, so focus moves to the summary after every failed
   * submit, not only the first (GOV.UK pattern).
   */
  focusKey?: number | string
}

/** The GOV.UK error summary: at the top of the form, focused on submit, each message links to its field. */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation('common')
  const ref = useRef<HTMLDivElement>(null)
  // Unique per summary: two summaries on one page must not share the title's id.
  const titleId = `error-summary-title-${useId()}`
  const hasErrors = errors.length > 0

  useEffect(() => {
    if (hasErrors) ref.current?.focus()
  }, [hasErrors, focusKey])

  if (!hasErrors) return null

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    target.focus()
    target.scrollIntoView?.({ block: 'center' })
  }

  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
