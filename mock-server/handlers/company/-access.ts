/**
 * What the company slice's handlers share: the company of a path id (404 when unknown) and the §6
 * access checks on it, each reading the session first (401/406 before the id is even read).
 */
import { db } from '../../db'
import { isCompanyUser, type RoleUser } from '../../../src/domain/roles'
import { personView } from '../../views'
import { fail, type Auth, type Ctx } from '../-support'

export function companyOr404(ctx: Ctx, id: number) {
  return db().companies.findFirst((q) => q.where({ id })) ?? fail(404, { message: ctx.t('companyNotFound') })
}

export interface CompanyAccess {
  auth: Auth
  /** The acting person as §6 reads them (roles, employments, department flags). */
  user: RoleUser
  companyId: number
  company: NonNullable<ReturnType<typeof companyOr404>>
}

/** The session, then the company of the path's `id`; `allowed` decides (403 otherwise). */
export function companyAccess(
  ctx: Ctx,
  allowed: (user: RoleUser, companyId: number, company: CompanyAccess['company']) => boolean,
): CompanyAccess {
  const auth = ctx.session()
  const companyId = ctx.id()
  const company = companyOr404(ctx, companyId)
  const user = personView(auth.person, auth.imitatedBy)
  if (!allowed(user, companyId, company)) ctx.forbidden()
  return { auth, user, companyId, company }
}

/** §6 "company user" of this company (any company role, department rights count); 403 otherwise. */
export function requireCompanyUser(ctx: Ctx): CompanyAccess {
  return companyAccess(ctx, (user, companyId) => isCompanyUser(user, companyId))
}

/** 403 with §8's "no permission to save or delete": a change the caller's role does not allow. */
export function refuseChange(ctx: Ctx): never {
  return fail(403, { message: ctx.t('noPermissionToSave') })
}
