import { Toast, Toaster, createToaster } from '@ark-ui/react/toast'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { attachToastSink } from './toaster'
import styles from './app-toaster.module.css'

/** The toast store, top right (§8): one per mounted renderer, so a renderer mounted again starts empty. */
const newStore = () => createToaster({ placement: 'top-end', overlap: false, gap: 12, max: 5 })

/** Renders the toasts of `toast.*`; mounted once by the shell (lazily, with the first toast). */
export default function AppToaster() {
  const { t } = useTranslation('common')
  const [store] = useState(newStore)
  useEffect(
    () =>
      attachToastSink({
        show: ({ type, title, description, duration }) => {
          store.create({ type, title, description, duration, closable: true })
        },
        clear: () => store.remove(),
      }),
    [store],
  )
  return (
    <Toaster toaster={store} aria-label={t('notificationsRegion')}>
      {(item) => (
        <Toast.Root className={styles.toast} key={item.id}>
          {item.title && <Toast.Title className={styles.title}>{item.title}</Toast.Title>}
          {item.description && <Toast.Description className={styles.description}>{item.description}</Toast.Description>}
          <Toast.CloseTrigger className={styles.close} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
