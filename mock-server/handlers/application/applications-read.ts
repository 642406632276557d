/** Reading applications (§7): one by id, and the own or received list (§9: at most 500). */
import * as v from 'valibot'
import { ApplicationListRowSchema } from '../../../src/api/application/application.schemas'
import { Id, Text, TEXT_MAX } from '../../../src/api/common.schemas'
import { canReviewApplication } from '../../../src/domain/application'
import { canSeeApplications } from '../../../src/domain/roles'
import { db, type ApplicationRecord } from '../../db'
import { applicationListRow, applicationView } from '../../views'
import { fail, ok, rows } from '../-support'
import { accessTo, applicationRoute, readable, userOf } from './-application-support'

/** §9: the application list answers at most 500. */
export const APPLICATION_LIST_MAX = 500

const ListBodySchema = v.object({
  type: v.picklist(['own', 'received']),
  companyId: v.nullish(Id),
  search: v.optional(Text(TEXT_MAX.search), ''),
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(APPLICATION_LIST_MAX)),
    APPLICATION_LIST_MAX,
  ),
})

export const applicationReadHandlers = [
  applicationRoute('get', '/applications/get/:id', (ctx, auth) => {
    return ok(applicationView(readable(ctx, auth, ctx.id()).app))
  }),
  // own: the caller's applications; received: a company's (§6 applications right, within departments).
  applicationRoute('patch', '/applications/list', async (ctx, auth) => {
    const user = userOf(auth)
    const { type, companyId, search, pageSize } = await ctx.body(ListBodySchema)
    const d = db()
    let list: ApplicationRecord[]
    if (type === 'received') {
      if (companyId === undefined || companyId === null)
        return ctx.invalid('companyId', 'fieldRequired', { field: 'companyId' })
      if (!d.companies.findFirst((q) => q.where({ id: companyId })))
        return fail(404, { message: ctx.t('companyNotFound') })
      if (!canSeeApplications(user, companyId)) return ctx.forbidden()
      list = d.applications.findMany((q) => q.where({ companyId })).filter((app) => canReviewApplication(user, app))
    } else {
      list = d.applications.all().filter((app) => accessTo(auth, app, user).applicant)
    }
    const needle = search.trim().toLowerCase()
    const digits = needle.replace(/\D/g, '')
    const matches = list
      .filter((app) => {
        if (needle === '') return true
        const name = `${app.firstName ?? ''} ${app.lastName ?? ''}`.toLowerCase()
        const reversed = `${app.lastName ?? ''} ${app.firstName ?? ''}`.toLowerCase()
        return (
          name.includes(needle) ||
          reversed.includes(needle) ||
          (digits.length >= 4 && (app.personalNumber ?? '').includes(digits))
        )
      })
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id)
    return ok(rows(ApplicationListRowSchema, matches.slice(0, pageSize).map(applicationListRow), matches.length))
  }),
]
