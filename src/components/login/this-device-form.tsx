import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../wizard/use-error-text'
import { loginMobileBankId } from '../../api/login/login'
import { checkPersonalNumber } from '../../domain/validation'
import { Button } from '../ui/button/button'
import { flowMessageOf } from './flow-errors'
import { useCompleteLogin } from './use-complete-login'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'
import { PersonalNumberField } from './personal-number-field'

const FIELD_ID = 'this-device-personal-number'

/** e-ID on this device: the personal number starts the ID app here (in mock mode it confirms at once). */
export function ThisDeviceForm() {
  const { t } = useTranslation(['login-forms', 'login'])
  const errorText = useErrorText(FORM_TEXTS)
  const completeLogin = useCompleteLogin()
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = checkPersonalNumber(value)
    if (!checked.ok) {
      setFieldError(t(`login:errors.field.any.${checked.problem}`))
      // One field: its inline message is the summary; the page has several forms, so no summary box.
      document.getElementById(FIELD_ID)?.focus()
      return
    }
    setFieldError(null)
    setBusy(true)
    try {
      completeLogin(await loginMobileBankId(checked.personalNumber, { silent: true }))
    } catch (error) {
      setFailure(errorText.form(flowMessageOf(error, 'login')))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="this-device-form">
      {failure && (
        <p className={styles.errorBox} role="alert">
          {failure}
        </p>
      )}
      <PersonalNumberField
        id={FIELD_ID}
        value={value}
        onChange={setValue}
        clearError={() => setFieldError(null)}
        error={fieldError}
        required
      />
      <Button type="submit" loading={busy}>
        {t('thisDevice.submit')}
      </Button>
    </form>
  )
}
