import { useTranslation } from 'react-i18next'
import { TextField } from '../ui/text-field/text-field'

export interface CodeFieldProps {
  /** The namespace whose `code.label` and `code.hint` name the field. */
  ns: string
  id: string
  value: string
  onChange: (value: string) => void
  error: string | null
}

/** The 4-digit code sent by SMS or e-mail (register, password reset, the apprentice wizard): numeric, filled in from the message. */
export function CodeField({ ns, id, value, onChange, error }: CodeFieldProps) {
  const { t } = useTranslation(ns)
  return (
    <TextField
      id={id}
      label={t('code.label')}
      hint={t('code.hint')}
      value={value}
      onChange={onChange}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      required
    />
  )
}
