import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import type { Ebook } from '../../../api/ebook/ebook.schemas'
import { reportingOpen } from '../../../domain/ebook'
import { useSessionSelector } from '../../../session/session-context'
import styles from './book.module.css'
import { NS } from './texts'

/**
 * ADR 0012: an administrator acting as the apprentice reads her e-book but writes nothing in it. Where
 * the apprentice herself would see "Report work elements", the administrator is told why she does not.
 */
export function ImitationReadOnlyNote({ book }: { book: Pick<Ebook, 'personId' | 'displayState' | 'viewer'> }) {
  const { t } = useTranslation(NS)
  const user = useSessionSelector(selectUser)
  const by = user?.imitatingUser
  if (!user || !by || user.id !== book.personId || book.viewer.mayReport || !reportingOpen(book.displayState))
    return null
  return (
    <p className={styles.infoBox} data-testid="imitation-read-only">
      {t('overview.imitatedReadOnly', {
        person: `${user.firstName} ${user.lastName}`.trim(),
        admin: `${by.firstName} ${by.lastName}`.trim(),
      })}
    </p>
  )
}
