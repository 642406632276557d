import type { ReactNode } from 'react'
import { TextField } from '../ui/text-field/text-field'

export interface EmailFieldProps {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error: string | null
}

/** The register and password-reset wizards' e-mail input: required, an e-mail keyboard, the browser's saved address. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" autoComplete="email" required />
}
