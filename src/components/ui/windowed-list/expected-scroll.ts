/**
 * Where the window will be scrolled once the page being opened is shown, when that is known before
 * the page renders (issue 17 §4): a new entry in the history (a link, a menu item) starts the next
 * page at its top (the router's scroll restoration), whatever the page being left was scrolled to.
 * A windowed list mounting in that navigation starts its rows there instead of at the old page's
 * position, so the router's scroll to the top does not render the list a second time before it is
 * painted. `null`: not known (back and forward restore a position the router keeps), use the window's.
 * A module of its own, without dependencies: the shell sets it from the start page's bundle.
 */
let expected: number | null = null

export function expectWindowScroll(y: number | null): void {
  expected = y
}

export function expectedWindowScroll(): number | null {
  return expected
}

/** Only for the router's navigations: the history action and the new location's hash decide. */
export function scrollAfterNavigation(action: string, hrefChanged: boolean, hash: string): number | null {
  return hrefChanged && !hash && (action === 'PUSH' || action === 'REPLACE') ? 0 : null
}
