import { redirect } from '@tanstack/react-router'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { isInstructor } from '../../domain/roles'
import type { RouterContext } from '../../session/session.edge'
import { requireAuth } from '../-guards'

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
