import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './back-link.module.css'

export interface BackLinkProps {
  /** Where "Back" goes; without it, the browser's back (so both agree, as wizards require). */
  to?: string
  /** The search of `to` (e.g. the list a page was opened from). */
  search?: Record<string, string | number>
  children?: ReactNode
}

export function BackLink({ to, search, children }: BackLinkProps) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const label = children ?? t('back')
  if (to) {
    return (
      <Link to={to} search={search} className={styles.back}>
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
