import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './checkbox-field.module.css'

export interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** The input's id: ErrorSummary links to `#${id}`. */
  id?: string
  name?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  disabled?: boolean
}

/**
 * One check box with its label: a native input, like the check boxes of ChoiceFieldset (issue 17 §4:
 * Ark's checkbox started a state machine and the page-wide focus-visible listeners for every box, ~15
 * ms at 4× CPU of opening the instructor's list; the browser's own box needs neither and is what
 * screen readers and the keyboard know best).
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  id,
  name,
  hint,
  error,
  required,
  disabled,
}: CheckboxFieldProps) {
  const { t } = useTranslation('common')
  const generated = useId()
  const inputId = id ?? `checkbox-${generated}`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.wrapper}>
      {error && (
        <span id={errorId} className={styles.error}>
          <span className="visually-hidden">{t('errorPrefix')}</span> {error}
        </span>
      )}
      <div className={styles.root}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.control}
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
