import { accessibilityRoutes } from './accessibility'
import { applicationRoutes } from './application'
import { companyRoutes } from './company'
import { ebookRoutes } from './ebook'
import { instructorRoutes } from './instructor'
import { cardOrderRoutes } from './orders-cards'
import { distanceOrderRoutes } from './orders-distance'
import { qualificationsRoutes } from './qualifications'
import { qualificationsQrRoutes } from './qualifications-qr'
import { qualifyingTimeRoutes } from './qualifying-time'
import { shellRoutes } from './shell'
import type { RouteRow } from './-support'

/**
 * The persona × route matrix's rows: each slice keeps its rows in route-matrix/<slice>.ts (shared role
 * lists and outcomes in ./-support.ts); a new slice adds its file and one line to SLICES. Read by the
 * browser matrix (../route-matrix.spec.ts) and by the unit check that every route of §2 has a row
 * (scripts/spec-routes.test.ts).
 */
const SLICES: ReadonlyArray<readonly RouteRow[]> = [
  shellRoutes,
  applicationRoutes,
  companyRoutes,
  instructorRoutes,
  ebookRoutes,
  distanceOrderRoutes,
  cardOrderRoutes,
  qualifyingTimeRoutes,
  qualificationsRoutes,
  qualificationsQrRoutes,
  accessibilityRoutes,
]

/** Every slice's rows; the pages that decide after their data last (the browser matrix opens them once the calls settle). */
export const ROUTES: readonly RouteRow[] = [
  ...SLICES.flat().filter((row) => !row.decidesAfterData),
  ...SLICES.flat().filter((row) => row.decidesAfterData),
]
