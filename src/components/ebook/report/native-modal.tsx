import { useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { closingFocusTarget } from '../../ui/dialog/dialog'
import { nativeCloseRequests } from '../../ui/dialog/native-close-requests'
import styles from './rating-modal.module.css'

export interface NativeModalProps {
  /** Esc (or the platform's back gesture) asks to close; the owner decides (it unmounts the modal). */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  /** px; §9's 400 px unless a screen needs more. */
  width?: number
  children: ReactNode
}

/** Focus in an opened modal: the chosen radio, else the first field or button (a focus trap's first tabbable). */
function firstFocus(dialog: HTMLElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button:not(:disabled)')
  )
}

/**
 * A modal dialog that is open while it is mounted: a native <dialog> opened with showModal() (issue
 * 17 §4: Ark's dialog took ~100 ms at 4× CPU to mount its focus trap and hide the page, and its
 * scroll lock re-rastered the whole page). The browser keeps focus inside, makes the page inert
 * (hidden from assistive technology too) and draws the backdrop. Labelled by its title, described
 * by its description; Esc asks `onClose`; unmounting closes it and gives focus back to the element
 * that opened it (when that is gone, the page's heading: ui/dialog's closingFocusTarget). A click
 * outside does not close it (the rating modal wants an answer). Portalled to <body>: the page
 * around the opener is a form of its own.
 */
export function NativeModal({ onClose, title, description, width, children }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const closing = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    closing.current = false
    // jsdom (component tests) has no showModal: there the dialog is only shown.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    firstFocus(dialog)?.focus()
    return () => {
      closing.current = true
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      closingFocusTarget(opener)?.focus()
    }
  }, [])

  // Esc and the browser's other close requests: the owner decides.
  const { onKeyDown, onCancel } = nativeCloseRequests(onCloseRef)
  // Closed by the browser without asking (a repeated back gesture may not be refused): shown again
  // until the owner unmounts it, and the owner is asked.
  const onNativeClose = () => {
    const dialog = ref.current
    if (closing.current || !dialog?.isConnected || dialog.open) return
    dialog.showModal()
    onCloseRef.current()
  }
  const style = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined
  return createPortal(
    <dialog
      ref={ref}
      className={styles.modal}
      style={style}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
    </dialog>,
    document.body,
  )
}
