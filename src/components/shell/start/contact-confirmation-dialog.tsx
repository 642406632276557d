import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Person } from '../../../api/shell/user.schemas'
import { formatPhone } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { rememberContactConfirmation } from './contact-confirmation'
import styles from './start.module.css'

/** "Are your phone and e-mail right?" — asked again 6 months after the last answer (§6). */
export function ContactConfirmationDialog({ user, open, onDone }: { user: Person; open: boolean; onDone: () => void }) {
  const { t } = useTranslation('shell-start')
  const router = useRouter()
  const answer = (change: boolean) => {
    rememberContactConfirmation(user.id)
    onDone()
    // /my-settings is where phone and e-mail are changed.
    if (change) router.history.push('/my-settings')
  }
  return (
    <Dialog
      open={open}
      onClose={onDone}
      title={t('contact.title')}
      description={t('contact.text')}
      closeOnInteractOutside={false}
      actions={
        <>
          <Button variant="secondary" onClick={() => answer(true)} data-testid="contact-change">
            {t('contact.change')}
          </Button>
          <Button onClick={() => answer(false)} data-testid="contact-correct">
            {t('contact.correct')}
          </Button>
        </>
      }
    >
      <dl className={styles.contactList} data-testid="contact-dialog">
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>{user.mobilephone ? formatPhone(user.mobilephone) : t('contact.missing')}</dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>{user.email || t('contact.missing')}</dd>
        </div>
      </dl>
    </Dialog>
  )
}
