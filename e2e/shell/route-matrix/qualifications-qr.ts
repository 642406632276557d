import { publicRoute, type RouteRow } from './-support'

/**
 * The QR check (issue 21, §2): /qr-validation/{id} needs no login and opens for everyone, logged in or
 * not (its verdict is the page's h1: here "not valid", the id being no code).
 */
export const qualificationsQrRoutes: readonly RouteRow[] = [
  { path: '/qr-validation/q1.not-a-code.x', expect: publicRoute },
]
