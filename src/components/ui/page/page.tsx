import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './page.module.css'
import { useDocumentTitle } from './use-document-title'

export interface PageProps {
  /** The page's one h1; also the document title. */
  title: string
  lead?: ReactNode
  /** Above the h1 (a BackLink). */
  before?: ReactNode
  /** Forms and question pages read better narrow. */
  narrow?: boolean
  children?: ReactNode
}

/** Page layout inside the shell's <main>: max width, h1, responsive down to 360 px. */
export function Page({ title, lead, before, narrow = false, children }: PageProps) {
  const { t } = useTranslation('common')
  const appName = t('appName')
  useDocumentTitle(title === appName ? appName : `${title} – ${appName}`)
  return (
    <div className={[styles.page, narrow ? styles.narrow : ''].filter(Boolean).join(' ')}>
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  )
}
