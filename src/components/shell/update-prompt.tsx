import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button/button'
import { Dialog } from '../ui/dialog/dialog'

/** §8: the page reloads 1000 ms after the user accepts the update. */
export const UPDATE_RELOAD_DELAY_MS = 1000

export interface UpdatePromptProps {
  /** A new service worker is waiting. */
  needRefresh: boolean
  /** Activates the waiting worker, which reloads the page. */
  updateServiceWorker: () => Promise<void> | void
  onDismiss: () => void
}

/** "A new version is available, update now?" (§4, §8). Kept apart from the PWA hook so it can be tested. */
export function UpdatePrompt({ needRefresh, updateServiceWorker, onDismiss }: UpdatePromptProps) {
  const { t } = useTranslation('shell')
  const [updating, setUpdating] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const accept = () => {
    setUpdating(true)
    timer.current = setTimeout(() => void updateServiceWorker(), UPDATE_RELOAD_DELAY_MS)
  }

  return (
    <Dialog
      open={needRefresh}
      onClose={onDismiss}
      title={t('update.title')}
      description={t('update.text')}
      actions={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={updating}>
            {t('update.later')}
          </Button>
          <Button onClick={accept} loading={updating}>
            {t('update.now')}
          </Button>
        </>
      }
    />
  )
}
