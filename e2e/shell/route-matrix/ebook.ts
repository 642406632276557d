import { EBOOK_IDS } from '../../../mock-server/seed'
import type { PersonaKey } from '../../fixtures'
import { isIn, publicRoute, type Outcome, type RouteRow, type Who } from './-support'

/**
 * Who reads Elin's active e-book at Norr (§2 Instructor and e-book, §6): Elin herself (and Agneta,
 * whose session acts as her), her instructor Johan, and Norr's company users who see e-books
 * (administrator, YUA "sees all e-books", BG); the API refuses everyone else (403, /forbidden).
 */
const ACTIVE_BOOK_READERS: readonly PersonaKey[] = [
  'apprentice',
  'imitatingAdmin',
  'instructor',
  'companyAdmin',
  'yua',
  'bg',
]
const bookRoute = (who: Who): Outcome =>
  who === 'loggedOut' ? 'start' : isIn(ACTIVE_BOOK_READERS, who) ? 'page' : 'forbidden'

export const ebookRoutes: readonly RouteRow[] = [
  // Checking a signed e-book export needs no login (issue 10).
  { path: '/books/verify-export', expect: publicRoute },
  // E-book pages (issue 9): the book decides after the API answers (403 -> /forbidden, 404 -> not found).
  { path: `/book/${EBOOK_IDS.active}`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/education`, expect: bookRoute, decidesAfterData: true },
  { path: `/books/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}`, expect: bookRoute, decidesAfterData: true },
  // One rated part of a saved report (§2 e-book pages): read like the book it belongs to.
  {
    path: `/books/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}/details/${EBOOK_IDS.savedReportDetail}`,
    expect: bookRoute,
    decidesAfterData: true,
  },
  // The report pages (issue 17): whoever may not read the book lands on /forbidden, as on /book/{id}.
  { path: `/book/${EBOOK_IDS.active}/report-element`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/create-overview`, expect: bookRoute, decidesAfterData: true },
  { path: `/book/${EBOOK_IDS.active}/report/${EBOOK_IDS.savedReport}`, expect: bookRoute, decidesAfterData: true },
  { path: '/book/999999', expect: (who) => (who === 'loggedOut' ? 'start' : 'notFound'), decidesAfterData: true },
]
