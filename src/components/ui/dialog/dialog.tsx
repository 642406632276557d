import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
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
  /**
   * Where focus goes on close when the element that opened the dialog is gone (its row deleted,
   * the page changed); defaults to the page's main heading (see `closingFocusTarget`).
   */
  fallbackFocusEl?: () => HTMLElement | null
}

/** Whether a person could be on `el`: still in the page, shown, and not under an inert or closing layer. */
function canTakeFocus(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === el.ownerDocument.body) return false
  // A closing dialog or drawer (Ark marks its content closed while it animates out) takes no focus.
  if (
    el.closest(
      '[inert], [aria-hidden="true"], [hidden], [role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]',
    )
  )
    return false
  // jsdom has no layout and no checkVisibility: there, being connected and not hidden is enough.
  return typeof el.checkVisibility !== 'function' || el.checkVisibility()
}

/**
 * Where focus returns when a dialog closes (WAI-ARIA dialog pattern): the element that opened it;
 * when that is gone, the caller's fallback, else the page's main heading (made focusable), else
 * <main>. Never the body, where a keyboard or screen-reader user would have to start over.
 */
export function closingFocusTarget(opener: Element | null, fallback?: () => HTMLElement | null): HTMLElement | null {
  if (canTakeFocus(opener)) return opener
  const chosen = fallback?.()
  if (canTakeFocus(chosen ?? null)) return chosen!
  const main = document.querySelector('main')
  const heading = main?.querySelector<HTMLElement>('h1') ?? null
  if (canTakeFocus(heading)) {
    if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
    return heading
  }
  return canTakeFocus(main ?? null) ? (main as HTMLElement) : null
}

/**
 * The element that had focus when `open` turned true (read before Ark moves focus into the
 * dialog), for `closingFocusTarget`. Ark keeps its own copy but focuses it even when it is gone.
 */
function useOpener(open: boolean) {
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement
  }, [open])
  return opener
}

/** A modal dialog: focus is trapped inside, Esc closes, focus returns to the opener (or, when it is gone, to the page's heading). */
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
  fallbackFocusEl,
}: DialogProps) {
  const style = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined
  const openNow = useOpenAfterMount(open)
  const opener = useOpener(openNow)
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
      finalFocusEl={() => closingFocusTarget(opener.current, fallbackFocusEl)}
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
  /** Where focus goes when the opener is gone after the action (see Dialog). */
  fallbackFocusEl?: () => HTMLElement | null
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
  fallbackFocusEl,
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
      fallbackFocusEl={fallbackFocusEl}
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
