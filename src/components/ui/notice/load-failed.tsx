import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/button'
import styles from './notice.module.css'

export interface LoadFailedProps {
  /** What could not be read (the slice's text). */
  message: string
  onRetry: () => void
  testId?: string
}

/** A failed read: what failed, announced, and "Try again". */
export function LoadFailed({ message, onRetry, testId }: LoadFailedProps) {
  const { t } = useTranslation('common')
  return (
    <div className={styles.errorBox} role="alert" data-testid={testId}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  )
}

/**
 * A route's `errorComponent` body (ADR 0006 "A page's data"): the page's loader failed; "Try again"
 * runs the loaders again (`router.invalidate()`), the route's pending page showing meanwhile.
 */
export function RouteLoadFailed({ message, testId }: Omit<LoadFailedProps, 'onRetry'>) {
  const router = useRouter()
  return <LoadFailed message={message} testId={testId} onRetry={() => void router.invalidate()} />
}
