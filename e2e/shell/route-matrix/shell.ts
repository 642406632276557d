import { authRoute, isIn, publicRoute, REGISTERED, type RouteRow } from './-support'

/** The shell's routes: the public pages, the logged-in user's own pages, registration, not found. */
export const shellRoutes: readonly RouteRow[] = [
  { path: '/', expect: publicRoute },
  { path: '/login', expect: publicRoute },
  { path: '/forbidden', expect: publicRoute },
  // The login returns (§2, public): without a session the page says so; an unknown one-time link shows the server's refusal.
  { path: '/loginreturn', expect: publicRoute },
  { path: '/login-hash/okand-lank', expect: publicRoute, decidesAfterData: true },
  { path: '/reset-password', expect: publicRoute },
  { path: '/notifications', expect: authRoute },
  { path: '/guide', expect: authRoute },
  { path: '/my-settings', expect: authRoute },
  { path: '/my-address', expect: authRoute },
  { path: '/finns/inte', expect: () => 'notFound' },
  // No auth flag (§2): a visitor is told to log in first; someone not yet registered registers.
  { path: '/register', expect: (who) => (isIn(REGISTERED, who) ? 'start' : 'page'), decidesAfterData: true },
]
