import { useTranslation } from 'react-i18next'
import styles from './spinner.module.css'

/** A decorative spinner; pair it with text (LoadingState does). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}

/** "Loading…" placeholder for a region whose data is on its way; announced politely. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common')
  return (
    <div className={styles.state} role="status">
      <Spinner />
      <span>{label ?? t('loading')}</span>
    </div>
  )
}
