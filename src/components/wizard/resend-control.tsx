import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button/button'
import styles from './wizard.module.css'

export interface ResendControlProps {
  /** The namespace whose `code.resend`, `code.resendIn` (plural) and `code.resent` word it. */
  ns: string
  canResend: boolean
  /** Seconds until a new code may be asked for (the verify-code machine counts down). */
  resendIn: number
  onResend: () => void
}

/**
 * A code page's "send a new code": a button once the countdown has run out, until then the seconds
 * left (ADR 0007: a new code once a minute; the server refuses earlier ones).
 */
export function ResendControl({ ns, canResend, resendIn, onResend }: ResendControlProps) {
  const { t } = useTranslation(ns)
  return canResend ? (
    <Button variant="secondary" onClick={onResend} data-testid="resend-code">
      {t('code.resend')}
    </Button>
  ) : (
    <span className={styles.muted} data-testid="resend-countdown">
      {t('code.resendIn', { count: resendIn })}
    </span>
  )
}

/** Says that a new code was sent on request (a live region, so a screen reader hears it). */
export function CodeResentStatus({ ns, resent }: { ns: string; resent: boolean }) {
  const { t } = useTranslation(ns)
  return (
    <p role="status" className={styles.statusLine}>
      {resent ? t('code.resent') : ''}
    </p>
  )
}
