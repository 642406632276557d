import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../ui/text-field/text-field'

export interface PersonalNumberFieldProps {
  id: string
  /** The field's label: "Personal number" unless the form asks otherwise. */
  label?: ReactNode
  value: string
  onChange: (value: string) => void
  /** Typing clears the field's error: it belongs to what was sent, not to what is typed now. */
  clearError: () => void
  error: string | null
  required?: boolean
}

/** The login forms' personal-number input: digits on a phone, no autofill, the format as its hint. */
export function PersonalNumberField({
  id,
  label,
  value,
  onChange,
  clearError,
  error,
  required,
}: PersonalNumberFieldProps) {
  const { t } = useTranslation('login')
  return (
    <TextField
      id={id}
      label={label ?? t('personalNumber')}
      hint={t('personalNumberHint')}
      value={value}
      onChange={(next) => {
        onChange(next)
        clearError()
      }}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      required={required}
    />
  )
}
