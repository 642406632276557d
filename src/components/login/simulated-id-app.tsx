import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPersonalNumber } from '../../domain/validation'
import { Button } from '../ui/button/button'
import { confirmSimulatedBankId } from './mock-id'
import styles from './login.module.css'
import { PersonalNumberField } from './personal-number-field'

/**
 * Mock builds only: stands in for the ID app on the phone. Confirming here makes the next poll of
 * the QR panel answer "confirmed" for that personal number.
 */
export function SimulatedIdApp({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(['login-forms', 'login'])
  const headingId = useId()
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'busy' | 'confirmed' | 'failed'>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkPersonalNumber(value)
    if (!checked.ok) {
      setFieldError(t(`login:errors.field.any.${checked.problem}`))
      document.getElementById('simulated-app-personal-number')?.focus()
      return
    }
    setFieldError(null)
    setState('busy')
    try {
      await confirmSimulatedBankId(sessionId, checked.personalNumber)
      setState('confirmed')
    } catch {
      setState('failed')
    }
  }

  return (
    <section className={styles.simulated} aria-labelledby={headingId} data-testid="simulated-id-app">
      <h3 id={headingId}>{t('simulatedApp.title')}</h3>
      <p className={styles.muted}>{t('simulatedApp.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PersonalNumberField
          id="simulated-app-personal-number"
          value={value}
          onChange={setValue}
          clearError={() => setFieldError(null)}
          error={fieldError}
        />
        <Button type="submit" loading={state === 'busy'} disabled={state === 'confirmed'}>
          {t('simulatedApp.confirm')}
        </Button>
      </form>
      <p role="status" className={styles.statusLine}>
        {state === 'confirmed' && t('simulatedApp.confirmed')}
      </p>
      {state === 'failed' && (
        <p className={styles.errorBox} role="alert">
          {t('simulatedApp.failed')}
        </p>
      )}
    </section>
  )
}
