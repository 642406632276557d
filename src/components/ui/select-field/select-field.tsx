import type { ReactNode, SelectHTMLAttributes } from 'react'
import { FieldShell } from '../text-field/field-shell'
import styles from '../text-field/field.module.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id' | 'required'
> {
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
 * A labelled native <select>: the platform picker is the most usable one on phones and with screen
 * readers, and it needs no popover positioning.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  id,
  hint,
  error,
  required = false,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <select
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...selectProps}
          {...control}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}
