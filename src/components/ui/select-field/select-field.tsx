import { Field } from '@ark-ui/react/field'
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../text-field/field.module.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'required'> {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: SelectOption[]
  /** Text of an empty first option ("Choose…"); omitted when the field always has a value. */
  placeholder?: string
  id?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
}

/**
 * A labelled native <select> inside Ark's Field: the platform picker is the most usable one on
 * phones and with screen readers, and it needs no popover positioning.
 */
export function SelectField({ label, value, onChange, options, placeholder, id, hint, error, required = false, ...selectProps }: SelectFieldProps) {
  const { t } = useTranslation('common')
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Field.Root
      className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      id={controlId}
      ids={{ helperText: hintId, errorText: errorId }}
      invalid={!!error}
      required={required}
    >
      <Field.Label className={styles.label}>
        {label}
        <Field.RequiredIndicator className={styles.required} aria-hidden="true">
          *
        </Field.RequiredIndicator>
      </Field.Label>
      {hint && <Field.HelperText className={styles.hint}>{hint}</Field.HelperText>}
      <Field.ErrorText className={styles.error}>
        <span className="visually-hidden">{t('errorPrefix')}</span>{' '}
        {error}
      </Field.ErrorText>
      <Field.Select
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...selectProps}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  )
}
