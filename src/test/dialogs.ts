import { screen, waitFor } from '@testing-library/react'

/**
 * Whether a click on `element` would reach it: the nearest `pointer-events` declared on it or an
 * ancestor decides (the same walk user-event does before a click; an open layer's `auto` beats the
 * `none` a drawer put on <body>).
 */
export function acceptsPointer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents
    if (value && value !== 'inherit' && value !== 'unset') return value !== 'none'
  }
  return true
}

/**
 * Finds an open dialog and waits until a person could use it: focus has moved into it and nothing
 * above it blocks the pointer. Ark registers a modal layer (and lifts the `pointer-events: none` an
 * open drawer put on <body>) an animation frame after the dialog is in the DOM; a click in that
 * frame is refused. On a loaded 2-core machine that frame was long enough for `findByRole` to win
 * the race (issue 7), so tests wait the way a user's eyes do: for the dialog to take focus.
 */
export async function findOpenDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name })
  await waitFor(() => {
    if (!dialog.contains(document.activeElement))
      throw new Error(`focus is not inside the ${role} "${String(name)}" yet`)
    if (!acceptsPointer(dialog)) throw new Error(`the ${role} "${String(name)}" does not take pointer events yet`)
  })
  return dialog
}
