import { Checkbox } from '@ark-ui/react/checkbox'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './checkbox-field.module.css'

export interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** The native input's id: ErrorSummary links to `#${id}`. */
  id?: string
  name?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  disabled?: boolean
}

/** One check box with its label; Ark keeps a real (visually hidden) input for forms and screen readers. */
export function CheckboxField({ label, checked, onChange, id, name, hint, error, required, disabled }: CheckboxFieldProps) {
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
          <span className="visually-hidden">{t('errorPrefix')}</span>{' '}
          {error}
        </span>
      )}
      <Checkbox.Root
        className={styles.root}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        ids={{ hiddenInput: inputId }}
        name={name}
        invalid={!!error}
        required={required}
        disabled={disabled}
      >
        <Checkbox.Control className={styles.control}>
          <Checkbox.Indicator aria-hidden="true">✓</Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label className={styles.label}>{label}</Checkbox.Label>
        <Checkbox.HiddenInput aria-describedby={describedBy} />
      </Checkbox.Root>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
