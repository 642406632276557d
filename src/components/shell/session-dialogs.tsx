import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { selectIsConfirmingLogout, selectShowForcedLogoutModal } from '../../../machines/shell/session.machine'
import { useSession, useSessionSelector } from '../../session/session-context'
import { Button } from '../ui/button/button'
import { ConfirmDialog, Dialog } from '../ui/dialog/dialog'

/** §2: logout asks first. */
export function LogoutConfirmDialog() {
  const { t } = useTranslation('shell')
  const session = useSession()
  const open = useSessionSelector(selectIsConfirmingLogout)
  return (
    <ConfirmDialog
      open={open}
      title={t('logout.confirmTitle')}
      description={t('logout.confirmText')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      onConfirm={() => session.send({ type: 'logout.confirm' })}
      onCancel={() => session.send({ type: 'logout.cancel' })}
    />
  )
}

/** §4: after a forced logout (any 406) a modal says so and offers to log in again. */
export function ForcedLogoutDialog() {
  const { t } = useTranslation('shell')
  const session = useSession()
  const router = useRouter()
  const open = useSessionSelector(selectShowForcedLogoutModal)
  const dismiss = () => session.send({ type: 'forcedLogoutModal.dismiss' })
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      role="alertdialog"
      closeOnInteractOutside={false}
      title={t('forcedLogout.title')}
      description={t('forcedLogout.text')}
      actions={
        <>
          <Button variant="secondary" onClick={dismiss}>
            {t('forcedLogout.close')}
          </Button>
          <Button
            onClick={() => {
              dismiss()
              // /login belongs to the login slice; a string path keeps this shell independent of it.
              router.history.push('/login')
            }}
          >
            {t('forcedLogout.login')}
          </Button>
        </>
      }
    />
  )
}
