import { Field } from '@ark-ui/react/field'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './field.module.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'required'> {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  /** The input's id: ErrorSummary links to `#${id}`. Generated when absent. */
  id?: string
  hint?: ReactNode
  /** Shown beside the field and linked to it with aria-describedby. */
  error?: string | null
  required?: boolean
}

/** A labelled text input with hint and error (GOV.UK pattern). Forms using it set noValidate: errors come from src/domain. */
export function TextField({ label, value, onChange, id, hint, error, required = false, className, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation('common')
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  // GOV.UK links hint and error with aria-describedby (Ark's aria-errormessage alone is poorly supported).
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Field.Root
      className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      // Field.Root's id is the control's id; ids.control would name the wrapper.
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
      <Field.Input
        className={[styles.input, className].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...inputProps}
        aria-describedby={describedBy}
      />
    </Field.Root>
  )
}
