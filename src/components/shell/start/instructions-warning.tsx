import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { getCurrentInstructions } from '../../../api/shell/settings'
import { showsInstructionsWarning } from '../../../domain/role-pages'
import styles from './start.module.css'

/**
 * §6 on the start page: an instructor whose read date is older than the commit date of the
 * instructions in force (or who never confirmed any) is warned, with what it means (§5: not to be
 * chosen for new apprentices) and the way to /instructor/instructions. The read date is the
 * session's, so a confirmation there removes the warning here at once. Loaded only for instructors
 * (logged-in-view.tsx), with the instructions page's texts; a failed load is only logged (§8).
 */
export function InstructionsWarning({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('instructor-instructions')
  const [committedAt, setCommittedAt] = useState<string | null>(null)
  useEffect(() => {
    let active = true
    getCurrentInstructions({ silent: true }).then(
      (instructions) => {
        if (active) setCommittedAt(instructions.committedAt)
      },
      (error: unknown) => console.info('[start] instructions load failed', error),
    )
    return () => {
      active = false
    }
  }, [])
  if (!showsInstructionsWarning(user, committedAt)) return null
  return (
    <section
      className={`${styles.warningBox} ${styles.section}`}
      aria-labelledby="start-instructions-title"
      data-testid="start-instructions-warning"
    >
      <h2 id="start-instructions-title">{t('startWarning.title')}</h2>
      <p>{t('startWarning.text')}</p>
      <Link to="/instructor/instructions">{t('startWarning.link')}</Link>
    </section>
  )
}
