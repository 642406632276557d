/**
 * Route guards of §2, for `beforeLoad`. They read the session from router context, so a guard
 * sees the stored user even while it is being reloaded on start (§4: "needs a stored user").
 *
 * Where guards live (issue 18 §3): one `-guards.ts` per route folder, beside the routes it guards:
 * this file for the top-level routes (and requireAuth, which every guard starts with),
 * instructor/-guards.ts, company/-guards.ts. A route file holds no guard logic of its own; its
 * beforeLoad calls one guard (and a path's ids come parsed through its `params`, ./-params.ts).
 *
 *   beforeLoad: ({ context }) => requireAuth(context)
 */
import { notFound, redirect } from '@tanstack/react-router'
import { errorStatus } from '../api/client'
import type { CurrentUser } from '../api/shell/user.schemas'
import type { RouterContext } from '../session/session.edge'
import { isCompanyUser } from '../domain/roles'
import { NumericIdParam, readParams, requireIdParams } from './-params'

/** The stored user if it counts as logged in for routes: id >= 0 (the placeholder -1 does not). */
export function authenticatedUser(context: RouterContext): CurrentUser | null {
  const user = context.session.getSnapshot().context.user
  return user && user.id >= 0 ? user : null
}

/** Auth routes: without a stored user with id >= 0 the visitor goes to the start page. */
export function requireAuth(context: RouterContext): CurrentUser {
  const user = authenticatedUser(context)
  if (!user) throw redirect({ to: '/' })
  return user
}

/**
 * /register has no auth flag (§2): nobody is sent away. The page registers the logged-in person and
 * tells a visitor without one to log in first; the guard decides which, like every other route's.
 */
export function registerGuard(context: RouterContext): { registrant: CurrentUser | null } {
  return { registrant: authenticatedUser(context) }
}

/**
 * The report pages' gate (/book/{id}/report-element, /create-overview, /report/{reportId}): someone
 * who may not read the book lands on the forbidden page, a book that does not exist is not found,
 * as /book/{id} does (issue 17; before, these pages rendered with the refusal inside them).
 * Any other failure lets the page load: it loads the book itself and says what failed, and without a
 * connection it still opens what the device keeps. The calls are imported here, not with the entry.
 */
export async function requireReadableBook(bookId: number): Promise<void> {
  // The page's own load (book, reports, pauses), started here and taken by its machine: no second round trip.
  const { startBookLoad } = await import('../components/ebook/report/report-calls')
  try {
    await startBookLoad(bookId)
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) throw redirect({ to: '/forbidden', replace: true })
    if (status === 404) throw notFound()
  }
}

/**
 * The card order for oneself (/order-card/{personId}/types, /card/{personId}/order, issue 20): a
 * person orders only their own cards (§6), so another person's id is /forbidden; an id that is no id
 * is not found (after the login check, ADR 0006).
 */
export function requireOwnPerson(context: RouterContext, personIdParam: string | undefined): CurrentUser {
  const user = requireAuth(context)
  const parsed = readParams({ personId: personIdParam }, { personId: NumericIdParam })
  if (parsed === null) throw notFound()
  if (parsed.personId !== user.id) throw redirect({ to: '/forbidden' })
  return user
}

/** /apprentice-qualifying-time (§2, issue 21): company users only (§6); anyone else the forbidden page. */
export function requireCompanyUser(context: RouterContext): CurrentUser {
  const user = requireAuth(context)
  if (!isCompanyUser(user)) throw redirect({ to: '/forbidden' })
  return user
}

/**
 * /qualifying-time/{id} (issue 21): logged in, and an id that is an id (not found otherwise). Whose
 * qualifying time the person may read (their own; a company user an apprentice at the company) is the
 * server's to say: the loader turns its refusal into the forbidden page.
 */
export function requireQualifyingTimePerson(context: RouterContext, idParam: string | undefined): number {
  requireAuth(context)
  const [personId] = requireIdParams(idParam)
  return personId as number
}
