import { publicRoute, type RouteRow } from './-support'

/** The accessibility statement (issue 23): public, the same page for every visitor. */
export const accessibilityRoutes: readonly RouteRow[] = [{ path: '/accessibility', expect: publicRoute }]
