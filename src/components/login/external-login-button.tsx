import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureNamespaces } from '../../i18n/i18n'
import { Button, type ButtonVariant } from '../ui/button/button'
import type { ExternalLoginRun, ExternalLoginView } from './external-login.edge'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'

/** The address the external ID service sends the browser back to. */
export function externalReturnUrl(): string {
  return `${window.location.origin}/loginreturn`
}

const IDLE: ExternalLoginView = { busy: false, redirecting: false, error: null }

/**
 * External e-ID: the API answers an address at the ID service; the browser goes there and comes back to /loginreturn.
 * The flow (its machine, call and messages) loads on the first click: the button is on the logged-out start page,
 * which a visitor mostly leaves another way (ADR 0005). The button shows busy from the click on.
 */
export function ExternalLoginButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('login')
  const [view, setView] = useState<ExternalLoginView>(IDLE)
  const run = useRef<Promise<ExternalLoginRun> | null>(null)
  const live = useRef(true)

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
      void run.current?.then((flow) => flow.stop())
      run.current = null
    }
  }, [])

  const start = () => {
    if (run.current) {
      void run.current.then(
        (flow) => flow.start(),
        () => undefined,
      )
      return
    }
    setView({ ...IDLE, busy: true })
    const show = (next: ExternalLoginView) => live.current && setView(next)
    // The flow's messages are the login forms' (errors.form): they come with the flow, not with the start page.
    run.current = Promise.all([import('./external-login.edge'), ensureNamespaces('login-forms')]).then(
      ([{ runExternalLogin }]) => {
        const flow = runExternalLogin(externalReturnUrl(), show)
        flow.start()
        return flow
      },
    )
    // The flow's code or texts did not arrive (the signal dropped): network trouble, as a failed call says it; the next
    // click tries again.
    run.current.catch(() => {
      run.current = null
      show({ ...IDLE, error: { key: 'network' } })
    })
  }

  return (
    <div>
      <Button variant={variant} loading={view.busy} onClick={start} data-testid="external-login-start">
        {t('external.start')}
      </Button>
      <p aria-live="polite" className={styles.statusLine}>
        {view.redirecting && t('external.redirecting')}
      </p>
      {/* The login calls' keys are all page messages (errors.form); read directly, not through the wizard
          kit's useErrorText, which would add a chunk to the start page this button is on (bench budget).
          A server's own text is shown as it came; a key's text names the numbers the server sent. */}
      {view.error && (
        <p className={styles.errorBox} role="alert">
          {view.error.text ??
            t([`errors.form.${view.error.key}`, 'errors.form.somethingWentWrong'], {
              ns: FORM_TEXTS,
              ...view.error.values,
            })}
        </p>
      )}
    </div>
  )
}
