import { authRoute, type RouteRow } from './-support'

/**
 * What a person holds (issue 21, §2 personal pages): /my-qualifications and /basic-education are auth
 * routes; anyone logged in sees what they hold (an empty state when nothing), a visitor the start page.
 */
export const qualificationsRoutes: readonly RouteRow[] = [
  { path: '/my-qualifications', expect: authRoute },
  { path: '/basic-education', expect: authRoute },
]
