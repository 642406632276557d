import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './field.module.css'

export interface FieldShellProps {
  label: ReactNode
  id?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  /** Renders the control with the ids and ARIA attributes the shell worked out. */
  children: (control: {
    id: string
    'aria-describedby'?: string
    'aria-invalid'?: true
    'aria-required'?: true
  }) => ReactNode
}

/**
 * Label, hint, error and control wired together (GOV.UK pattern). Plain elements rather than Ark's
 * Field: it added ~7 kB gzip to the start page for ids we set ourselves (Ark's ids.control names the
 * wrapper, and aria-errormessage alone is poorly supported, so aria-describedby was set by hand anyway).
 */
export function FieldShell({ label, id, hint, error, required = false, children }: FieldShellProps) {
  const { t } = useTranslation('common')
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <div className={styles.hint} id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className={styles.error} id={errorId}>
          <span className="visually-hidden">{t('errorPrefix')}</span> {error}
        </div>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
    </div>
  )
}
