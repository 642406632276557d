import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button/button'
import styles from './login.module.css'

/** A code page's resend: the button once allowed, until then the countdown (register and password reset). */
export function ResendControl({ canResend, resendIn, onResend }: { canResend: boolean; resendIn: number; onResend: () => void }) {
  const { t } = useTranslation('login')
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
