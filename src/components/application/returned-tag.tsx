import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './returned-tag.module.css'

/**
 * The §4 mark of a draft the company sent back to the apprentice for completion (deny; see
 * isReturnedToApprentice in src/domain/application.ts), with what it means for the reader of the
 * list (`hint`). One mark for the apprentice's draft list and the company's received list; `id` lets
 * a row's button name it in its description.
 */
export function ReturnedTag({ id, hint }: { id: string; hint: ReactNode }) {
  const { t } = useTranslation('application')
  return (
    <span id={id} className={styles.returned}>
      <span className={styles.tag} data-testid="draft-returned">
        {t('drafts.returned')}
      </span>{' '}
      <span>{hint}</span>
    </span>
  )
}
