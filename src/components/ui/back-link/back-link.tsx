import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './back-link.module.css'

export interface BackLinkProps {
  /** Where "Back" goes; without it, the browser's back (so both agree, as wizards require). */
  to?: string
  children?: ReactNode
}

export function BackLink({ to, children }: BackLinkProps) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const label = children ?? t('back')
  if (to) {
    return (
      <Link to={to} className={styles.back}>
        {label}
      </Link>
    )
  }
  return (
    <button type="button" className={styles.back} onClick={() => router.history.back()}>
      {label}
    </button>
  )
}
