import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldShell } from './field-shell'
import styles from './field.module.css'

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'required'
> {
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
export function TextField({
  label,
  value,
  onChange,
  id,
  hint,
  error,
  required = false,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          className={[styles.input, className].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...inputProps}
          {...control}
        />
      )}
    </FieldShell>
  )
}
