import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectExternalBusy,
  selectExternalError,
  selectExternalRedirecting,
} from '../../../machines/login/external-login.machine'
import { Button, type ButtonVariant } from '../ui/button/button'
import { externalLoginFlow } from './external-login.edge'
import styles from './login.module.css'

/** The address the external ID service sends the browser back to. */
export function externalReturnUrl(): string {
  return `${window.location.origin}/loginreturn`
}

/** External e-ID: the API answers an address at the ID service; the browser goes there and comes back to /loginreturn. */
export function ExternalLoginButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('login')
  const actor = useActorRef(externalLoginFlow, { input: { returnUrl: externalReturnUrl() } })
  const busy = useSelector(actor, selectExternalBusy)
  const redirecting = useSelector(actor, selectExternalRedirecting)
  const error = useSelector(actor, selectExternalError)
  return (
    <div>
      <Button
        variant={variant}
        loading={busy}
        onClick={() => actor.send({ type: 'external.start' })}
        data-testid="external-login-start"
      >
        {t('external.start')}
      </Button>
      <p aria-live="polite" className={styles.statusLine}>
        {redirecting && t('external.redirecting')}
      </p>
      {/* The login calls' keys are all page messages (errors.form); read directly, not through the wizard
          kit's useErrorText, which would add a chunk to the start page this button is on (bench budget).
          A server's own text is shown as it came; a key's text names the numbers the server sent. */}
      {error && (
        <p className={styles.errorBox} role="alert">
          {error.text ?? t([`errors.form.${error.key}`, 'errors.form.somethingWentWrong'], { ...error.values })}
        </p>
      )}
    </div>
  )
}
