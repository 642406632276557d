import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonVariant } from '../button/button'
import styles from './dialog.module.css'

/**
 * `open`, but false on the first render. An Ark dialog that mounts already open (a lazily loaded
 * drawer, a modal that appears with its component) skipped its closed->open transition, and its
 * focus-outside check then closed it at once (seen in Chromium with StrictMode); opening right
 * after mount avoids that.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && open
}

export interface DialogProps {
  open: boolean
  /** Called when Esc, the backdrop or a close button asks to close. */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons row at the bottom. */
  actions?: ReactNode
  /** §9: modals are 400 px wide unless a screen needs more. */
  width?: number
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
  /** Whether a click outside closes it (false for modals that require an answer). */
  closeOnInteractOutside?: boolean
  closeOnEscape?: boolean
  /** Element to focus first; defaults to the first focusable element. */
  initialFocusEl?: () => HTMLElement | null
}

/** A modal dialog: focus is trapped inside, Esc closes, focus returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  width,
  role = 'dialog',
  closeOnInteractOutside = true,
  closeOnEscape = true,
  initialFocusEl,
}: DialogProps) {
  const style = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined
  const openNow = useOpenAfterMount(open)
  return (
    <ArkDialog.Root
      open={openNow}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content} style={style}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description && <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>}
            {children}
            {actions && <div className={styles.actions}>{actions}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** Irreversible actions (delete) get the danger look. */
  destructive?: boolean
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean
}

/** Asks before an irreversible action; Esc and the backdrop mean cancel. Focus starts on cancel (the safe choice). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const confirmVariant: ButtonVariant = destructive ? 'danger' : 'primary'
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  )
}
