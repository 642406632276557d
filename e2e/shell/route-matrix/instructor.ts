import { PERSONAS } from '../../../mock-server/seed'
import type { PersonaKey } from '../../fixtures'
import { isIn, type Outcome, type RouteRow, type Who } from './-support'

/**
 * The instructor pages (issue 10): §6 "Apprentice books: instructor, or company user". Johan is the
 * scenario's instructor (an active one: My apprentices opens for him); every company user may look at
 * an instructor's apprentices (CompanyInstructorApprentices). Apprentices and people without a company
 * role are refused. Agneta's session acts as Elin.
 */
const BOOK_LIST_READERS: readonly PersonaKey[] = ['instructor', 'companyAdmin', 'yua', 'bg', 'departmentAdmin']
const instructorRoute = (who: Who): Outcome =>
  who === 'loggedOut' ? 'start' : isIn(BOOK_LIST_READERS, who) ? 'page' : 'forbidden'
const JOHAN = PERSONAS.instructor.id

export const instructorRoutes: readonly RouteRow[] = [
  // §6 "Instructor instructions: instructors": only Johan holds the role (Ahmed's exemption is no role).
  {
    path: '/instructor/instructions',
    expect: (who) => (who === 'loggedOut' ? 'start' : who === 'instructor' ? 'page' : 'forbidden'),
  },
  { path: '/instructor/ebooks', expect: instructorRoute },
  { path: `/instructor/${JOHAN}/ebooks`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices-report`, expect: instructorRoute },
  { path: `/instructor/${JOHAN}/apprentices-courses`, expect: instructorRoute },
  // No person id: no page (after the login check).
  { path: '/instructor/johan/ebooks', expect: (who) => (who === 'loggedOut' ? 'start' : 'notFound') },
]
