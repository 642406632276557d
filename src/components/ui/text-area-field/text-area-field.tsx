import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { FieldShell } from '../text-field/field-shell'
import styles from './text-area-field.module.css'

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id' | 'required'
> {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  id?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text field (a message to the board, a deny motivation), wired like TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  id,
  hint,
  error,
  required = false,
  ref,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea
          ref={ref}
          className={styles.textarea}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...rest}
          {...control}
        />
      )}
    </FieldShell>
  )
}
