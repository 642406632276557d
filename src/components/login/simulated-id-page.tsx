import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPersonalNumber } from '../../domain/validation'
import { Button, buttonClassName } from '../ui/button/button'
import { ErrorSummary } from '../ui/error-summary/error-summary'
import { Page } from '../ui/page/page'
import { confirmSimulatedExternalId } from './mock-id'
import styles from './login.module.css'
import { PersonalNumberField } from './personal-number-field'

const FIELD_ID = 'simulated-id-personal-number'

/** Decodes the base64 return address; null when it is not base64 or not an http(s) address. */
export function decodeCallback(callback: string): string | null {
  try {
    const url = atob(callback)
    return /^https?:\/\//.test(url) || url.startsWith('/') ? url : null
  } catch {
    return null
  }
}

export function returnAddress(callback: string, grandidsession: string): string | null {
  const base = decodeCallback(callback)
  if (!base) return null
  return `${base}${base.includes('?') ? '&' : '?'}grandidsession=${encodeURIComponent(grandidsession)}`
}

/**
 * /simulated-id (mock builds only): the stand-in for the external ID service. The tester signs as
 * a personal number; the browser then goes back to the portal's return address.
 */
export function SimulatedIdPage({ grandidsession, callback }: { grandidsession?: string; callback?: string }) {
  const { t } = useTranslation(['login-forms', 'login'])
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const target = grandidsession && callback ? returnAddress(callback, grandidsession) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    const checked = checkPersonalNumber(value)
    if (!checked.ok) {
      setFieldError(t(`login:errors.field.any.${checked.problem}`))
      return
    }
    if (!grandidsession || !target) return
    setFieldError(null)
    setState('busy')
    try {
      await confirmSimulatedExternalId(grandidsession, checked.personalNumber)
      window.location.assign(target)
    } catch {
      setState('failed')
    }
  }

  return (
    <Page title={t('simulatedId.title')} narrow>
      <p className={styles.simulatedBanner} data-testid="simulated-id-banner">
        {t('simulatedId.banner')}
      </p>
      {!target ? (
        <div className={styles.errorBox} role="alert">
          <p>{t('simulatedId.badRequest')}</p>
          <Link to="/login" className={buttonClassName('primary')}>
            {t('loginReturn.toLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <ErrorSummary errors={fieldError ? [{ field: FIELD_ID, message: fieldError }] : []} focusKey={attempt} />
          {state === 'failed' && (
            <p className={styles.errorBox} role="alert">
              {t('simulatedId.failed')}
            </p>
          )}
          <p>{t('simulatedId.intro')}</p>
          <PersonalNumberField
            id={FIELD_ID}
            value={value}
            onChange={setValue}
            clearError={() => setFieldError(null)}
            error={fieldError}
            required
          />
          <div className={styles.buttonRow}>
            <Button type="submit" loading={state === 'busy'}>
              {t('simulatedId.sign')}
            </Button>
            <Link to="/login">{t('simulatedId.cancel')}</Link>
          </div>
        </form>
      )}
    </Page>
  )
}
