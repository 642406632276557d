import { redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { isCompanyUser, isInstructor, mayOpenMyApprentices } from '../../domain/roles'
import type { RouterContext } from '../../session/session.edge'
import { requireAuth } from '../-guards'
import { requireIdParams } from '../-params'

/**
 * Guards of the instructor pages (§2 "Instructor and e-book", §6; issue 10, ADR 0009). Logged out:
 * the start page (§2 auth). Then §6 "Apprentice books: instructor, or company user": anyone else
 * (an apprentice, a person without roles) is sent to /forbidden. The API decides which books each
 * reader may read; these only keep people away from pages that are not theirs.
 */

/** /instructor/ebooks: an instructor or a company user. */
export function requireBookReader(context: RouterContext): CurrentUser {
  const user = requireAuth(context)
  if (!isInstructor(user) && !isCompanyUser(user)) throw redirect({ to: '/forbidden' })
  return user
}

/**
 * /instructor/{id}/…: the instructor themself, or a company user looking at an instructor's
 * apprentices (CompanyInstructorApprentices). `myApprentices`: an instructor's own "My apprentices"
 * needs an active apprenticeship-instructor record (§6 "My apprentices: only an active instructor"),
 * the same rule as the start page's button (mayOpenMyApprentices).
 */
export function requireInstructorLens(
  context: RouterContext,
  idParam: string,
  options: { myApprentices?: boolean } = {},
): { user: CurrentUser; instructorId: number } {
  const user = requireAuth(context)
  const [instructorId] = requireIdParams(idParam)
  const self = instructorId === user.id
  const allowed = self
    ? (options.myApprentices ? mayOpenMyApprentices(user) : isInstructor(user)) ||
      (isCompanyUser(user) && !options.myApprentices)
    : isCompanyUser(user)
  if (!allowed) throw redirect({ to: '/forbidden' })
  return { user, instructorId }
}

/**
 * /instructor/instructions: an auth route (§2), for instructors (§6 side menu "Instructor
 * instructions: instructors"; the Instructor role at any company, department rights counting).
 * Logged out: the start page; logged in without the role: /forbidden.
 */
export function requireInstructor(context: RouterContext): CurrentUser {
  const user = requireAuth(context)
  if (!isInstructor(user)) throw redirect({ to: '/forbidden' })
  return user
}
