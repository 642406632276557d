import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../ui/text-field/text-field'
import styles from './login.module.css'

export interface PasswordFieldProps {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  required?: boolean
}

/** A password input that warns while Caps Lock is on (§5, §8 "caps lock"). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  required = true,
}: PasswordFieldProps) {
  const { t } = useTranslation('login-forms')
  const [capsLock, setCapsLock] = useState(false)
  const track = (event: KeyboardEvent<HTMLInputElement>) => {
    // getModifierState is missing on some synthetic events (autofill); keep the last known state then.
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'))
  }
  return (
    <div className={styles.passwordField}>
      <TextField
        id={id}
        type="password"
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        autoComplete={autoComplete}
        required={required}
        onKeyDown={track}
        onKeyUp={track}
        onBlur={() => setCapsLock(false)}
      />
      <p className={styles.capsLock} role="status" aria-live="polite" data-testid={`${id}-caps-lock`}>
        {capsLock ? t('capsLockOn') : ''}
      </p>
    </div>
  )
}
