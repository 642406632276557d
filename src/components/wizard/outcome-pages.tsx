import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../ui/button/button'
import { LoadingState } from '../ui/spinner/spinner'
import { WizardFrame } from './wizard-frame'
import styles from './wizard.module.css'

/**
 * The pages around a wizard's steps, in the wizard's frame: loading, paused after a logout, data
 * that could not be loaded, and done (sent, decided). Texts are the flow's own.
 */

export function LoadingPage({ title }: { title: string }) {
  return (
    <WizardFrame stepKey="loading" title={title} fieldErrors={[]} attempt={0}>
      <LoadingState />
    </WizardFrame>
  )
}

/** After a logout the flow waits here; logging in again resumes it where it was. */
export function PausedPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <WizardFrame stepKey="paused" title={title} fieldErrors={[]} attempt={0}>
      {children}
      <Link to="/" className={buttonClassName('primary')}>
        {t('toStartPage')}
      </Link>
    </WizardFrame>
  )
}

export interface LoadFailedPageProps {
  title: string
  /** Why: the flow's error text. */
  message: string
  /** Names the reason's box for tests. */
  testId: string
  /** More about what to do, under the reason. */
  children?: ReactNode
  /** Try again and the way back. */
  actions: ReactNode
}

/** The flow's data could not be loaded: the reason, try again and the way back. */
export function LoadFailedPage({ title, message, testId, children, actions }: LoadFailedPageProps) {
  return (
    <WizardFrame stepKey="load-failed" title={title} fieldErrors={[]} attempt={0}>
      <div className={styles.errorBox} role="alert" data-testid={testId}>
        {message}
      </div>
      {children}
      <div className={styles.buttonRow}>{actions}</div>
    </WizardFrame>
  )
}

export interface DonePageProps {
  /** data-step of the page (thanks, approved …). */
  stepKey: string
  title: string
  /** What happened, announced as a status. */
  message: ReactNode
  testId?: string
  /** What happens next. */
  children?: ReactNode
  actions: ReactNode
  wide?: boolean
}

/** The flow is done (sent, decided): what happened, what happens next and where to go. */
export function DonePage({ stepKey, title, message, testId, children, actions, wide }: DonePageProps) {
  return (
    <WizardFrame stepKey={stepKey} title={title} fieldErrors={[]} attempt={0} wide={wide}>
      <div className={styles.successBox} role="status" data-testid={testId}>
        {message}
      </div>
      {children}
      <div className={styles.buttonRow}>{actions}</div>
    </WizardFrame>
  )
}
