import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../wizard/use-error-text'
import { loginEmail } from '../../api/login/login'
import { isValidEmail } from '../../domain/validation'
import { Button } from '../ui/button/button'
import { TextField } from '../ui/text-field/text-field'
import { flowMessageOf } from './flow-errors'
import { PasswordField } from './password-field'
import { useCompleteLogin } from './use-complete-login'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'

const EMAIL_ID = 'login-email'
const PASSWORD_ID = 'login-password'

/** E-mail and password, for people without a Swedish personal number (§1, §6). */
export function EmailLoginForm() {
  const { t } = useTranslation(['login-forms', 'login'])
  const errorText = useErrorText(FORM_TEXTS)
  const completeLogin = useCompleteLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const next: { email?: string; password?: string } = {}
    if (email.trim() === '') next.email = t('login:errors.field.any.required')
    else if (!isValidEmail(email.trim())) next.email = t('login-forms:errors.field.any.invalidEmail')
    if (password === '') next.password = t('login:errors.field.any.required')
    setErrors(next)
    if (next.email || next.password) {
      document.getElementById(next.email ? EMAIL_ID : PASSWORD_ID)?.focus()
      return
    }
    setBusy(true)
    try {
      completeLogin(await loginEmail(email.trim(), password, { silent: true }))
    } catch (error) {
      // What was typed stays; only the message changes.
      setFailure(errorText.form(flowMessageOf(error, 'emailLogin')))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="email-login-form">
      {failure && (
        <p className={styles.errorBox} role="alert" data-testid="email-login-error">
          {failure}
        </p>
      )}
      <TextField
        id={EMAIL_ID}
        type="email"
        label={t('email')}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setErrors((e) => ({ ...e, email: undefined }))
        }}
        error={errors.email}
        autoComplete="username"
        required
      />
      <PasswordField
        id={PASSWORD_ID}
        label={t('password')}
        value={password}
        onChange={(value) => {
          setPassword(value)
          setErrors((e) => ({ ...e, password: undefined }))
        }}
        error={errors.password}
        autoComplete="current-password"
      />
      <div className={styles.buttonRow}>
        <Button type="submit" loading={busy}>
          {t('emailLogin.submit')}
        </Button>
        <Link to="/reset-password">{t('emailLogin.forgot')}</Link>
      </div>
    </form>
  )
}
