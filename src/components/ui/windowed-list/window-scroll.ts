import { windowScroll } from '@tanstack/react-virtual'
import { expectWindowScroll } from './expected-scroll'

/**
 * The window's scroll position when this module loaded and as each scroll event reports it. The
 * virtualizer's first range reads it instead of window.scrollY: in the render that switches
 * windowing on (a click on "show all", a list page mounting), the page has changed since the last
 * frame, and scrollY would make the browser lay out the page as it was, only to lay it out again
 * after the commit (issue 17 §4).
 */
let knownScrollY = typeof window === 'undefined' ? 0 : window.scrollY
if (typeof window !== 'undefined')
  window.addEventListener(
    'scroll',
    () => {
      knownScrollY = window.scrollY
      // The navigation's scroll has come (or another): the window says where it is again.
      expectWindowScroll(null)
    },
    { passive: true },
  )

/**
 * The virtualizer's scroll, without the one that changes nothing: when it takes the window (a list
 * page mounting, windowing switched on) it scrolls to where it believes the window is, and
 * `window.scrollTo` lays the page out at once, in the middle of the click that opened it, before the
 * rows are measured and rendered again (issue 17 §4: 10-50 ms at 4x CPU in a trace of the menu's
 * click). The same position is no scroll: the browser would fire no scroll event for it either.
 */
export const scrollWindowUnlessThere: typeof windowScroll = (offset, options, instance) => {
  if (options.behavior !== 'smooth' && offset + (options.adjustments ?? 0) === knownScrollY) return
  windowScroll(offset, options, instance)
}

/** Where the window is scrolled, as the last scroll event (or this module's loading) reported it. */
export function knownWindowScroll(): number {
  return knownScrollY
}
