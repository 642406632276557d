import type { ParsedLocation } from '@tanstack/react-router'

/** A history entry's state as the router parses it. */
type ParsedHistoryState = ParsedLocation['state']

declare module '@tanstack/history' {
  interface HistoryState {
    /** The page the bell was clicked on (top-bar.tsx): where the notifications were opened from. */
    notificationsFrom?: string
  }
}

/**
 * The page the person was on when they opened the notifications with the bell; the notifications
 * page itself when it was reached another way (a link, a reload of an old entry without state).
 * §2 "if the user is already on the target page they are sent home first" means that page: the
 * notifications page is only the bell's list, never a notification's target.
 */
export function pageBeforeNotifications(location: { pathname: string; state: ParsedHistoryState }): string {
  return location.state.notificationsFrom ?? location.pathname
}

/** The history state the bell's link writes: the page it was clicked on (kept when clicked on the list itself). */
export function bellState(pathname: string, previous: ParsedHistoryState): ParsedHistoryState {
  return pathname === '/notifications' ? previous : { ...previous, notificationsFrom: pathname }
}
