import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../machines/shell/session.machine'
import { useSessionSelector } from '../../session/session-context'
import styles from './shell.module.css'

/**
 * Issue 8 §2: while an administrator acts as someone else (`imitatingUser` set), every page says so,
 * naming both people. The pages shown are the imitated person's: the session user is that person.
 */
export function ImitationBanner() {
  const { t } = useTranslation('shell')
  const user = useSessionSelector(selectUser)
  const by = user?.imitatingUser
  if (!user || !by) return null
  return (
    <p className={styles.imitationBanner} role="status" data-testid="imitation-banner">
      {t('imitation.banner', {
        person: `${user.firstName} ${user.lastName}`.trim(),
        admin: `${by.firstName} ${by.lastName}`.trim(),
      })}
    </p>
  )
}
