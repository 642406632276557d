import type { KeyboardEvent, SyntheticEvent } from 'react'

/**
 * A native modal <dialog>'s close requests, left to its owner: Esc (handled on keydown, since a
 * cancelled keydown starts no close request) and the browser's other requests (Android's back
 * gesture, the `cancel` event) are refused and the owner asked instead, so it closes only when its
 * owner says so (not while a save runs, say). Used by the rating modal and the side menu.
 */
export function nativeCloseRequests(onClose: { readonly current: () => void }) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onClose.current()
    },
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      onClose.current()
    },
  }
}
