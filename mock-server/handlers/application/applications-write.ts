/** Creating an application (own or company-initiated, §4) and saving changes to it. */
import * as v from 'valibot'
import { ApplicationActionSchema, ApplicationChangesSchema } from '../../../src/api/application/application.schemas'
import { Text, TEXT_MAX } from '../../../src/api/common.schemas'
import { APPLICATION_STATE as S } from '../../../src/domain/application'
import { departmentScope, isCompanyUser } from '../../../src/domain/roles'
import { normalizePersonalNumber } from '../../../src/domain/validation'
import { registerEntry } from '../../accounts'
import { now, nowIso } from '../../clock'
import { db, nextId, type ApplicationRecord } from '../../db'
import { applicationView } from '../../views'
import { ok } from '../-support'
import { allowedChanges, applyChanges, saveChanges } from './-application-changes'
import {
  applicationRoute,
  blank,
  editingSide,
  readable,
  requireDepartmentInScope,
  requireKeptInDepartments,
  type Side,
  userOf,
} from './-application-support'
import { companyAction } from './applications-transitions'

const ChangesBodySchema = v.object({ ...ApplicationChangesSchema.entries })
const UpdateBodySchema = v.object({
  ...ApplicationChangesSchema.entries,
  action: v.nullish(ApplicationActionSchema),
  denyMotivation: v.nullish(Text(TEXT_MAX.freeText)),
})

function emptyApplication(id: number, at: string, createdByPersonId: number) {
  return {
    id,
    stateId: S.draft as number,
    initiatedByCompany: false,
    firstName: null,
    lastName: null,
    email: null,
    personalNumber: null,
    createdByPersonalNumber: null,
    address1: null,
    address2: null,
    zip: null,
    city: null,
    country: null,
    mobilephone: null,
    instructorId: null,
    professionId: null,
    professionOrientations: [],
    companyId: null,
    departmentId: null,
    workplace: null,
    employmentTypeId: null,
    employmentDate: null,
    hasApprovedCourses: null,
    confirmedCourseIds: [],
    messageToBoard: null,
    denyMotivation: null,
    privacyAccepted: false,
    honestyDeclaration: false,
    transferRequest: false,
    prefilledBy: null,
    createdAt: at,
    updatedAt: at,
    savedByCompanyAt: null,
    applicantPersonId: null,
    createdByPersonId,
  } satisfies ApplicationRecord
}

export const applicationWriteHandlers = [
  /**
   * A company user who gives the company and someone else's personal number registers an
   * application for that person (company-initiated, prefilled from the population register);
   * anyone else starts their own draft, prefilled from their own data.
   */
  applicationRoute('post', '/applications/create', async (ctx, auth) => {
    const user = userOf(auth)
    const body = await ctx.body(ChangesBodySchema)
    const d = db()
    const companyId = body.companyId ?? null
    if (companyId !== null && !d.companies.findFirst((q) => q.where({ id: companyId })))
      return ctx.invalid('companyId', 'companyNotFound')
    const own = auth.person.personalNumber
    const requested = blank(body.personalNumber) ? null : (body.personalNumber as string).trim()
    const normalized = requested === null ? null : normalizePersonalNumber(requested, now())
    const forSomeoneElse =
      companyId !== null && isCompanyUser(user, companyId) && requested !== null && normalized !== own
    const at = nowIso()
    const base = emptyApplication(nextId(d.applications.all(), 31001), at, auth.person.id)

    let record: ApplicationRecord
    let side: Side
    if (forSomeoneElse) {
      if (normalized === null) return ctx.invalid('personalNumber', 'personalNumberInvalid')
      // §6: a departmental user registers within her departments only. With one department the new
      // application is in it (the wizard creates the draft on its first page, before it asks for the
      // department); with several she names one (422 without).
      const scope = departmentScope(user, companyId)
      const departmentId = body.departmentId ?? (scope !== 'all' && scope.length === 1 ? (scope[0] ?? null) : null)
      requireDepartmentInScope(ctx, user, companyId, departmentId)
      body.departmentId = departmentId
      const known = d.persons.findFirst((q) => q.where({ personalNumber: normalized }))
      // §8 "person already linked to the company": an active employment there already exists.
      if (
        known &&
        d.employments.findFirst((q) => q.where({ personId: known.id, companyId, endDate: (e) => e === null }))
      ) {
        return ctx.invalid('personalNumber', 'personAlreadyLinked')
      }
      const register = registerEntry(normalized)
      const address = known ? (known.protectedIdentity ? null : known.registeredAddress) : register.address
      record = {
        ...base,
        initiatedByCompany: true,
        prefilledBy: 'company',
        personalNumber: normalized,
        createdByPersonalNumber: own === '' ? null : own,
        firstName: known?.firstName ?? register.firstName,
        lastName: known?.lastName ?? register.lastName,
        address1: address?.address1 ?? null,
        address2: address?.address2 ?? null,
        zip: address?.zip ?? null,
        city: address?.city ?? null,
        country: address?.country ?? null,
        companyId,
        applicantPersonId: known?.id ?? null,
      }
      side = 'company'
    } else {
      const me = auth.person
      record = {
        ...base,
        prefilledBy: 'apprentice',
        personalNumber: me.personalNumber === '' ? null : me.personalNumber,
        createdByPersonalNumber: me.personalNumber === '' ? null : me.personalNumber,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        mobilephone: me.mobilephone,
        address1: me.address1,
        address2: me.address2,
        zip: me.zip,
        city: me.city,
        country: me.country,
        applicantPersonId: me.id,
      }
      side = 'apprentice'
    }
    const next = applyChanges(ctx, record, allowedChanges(body, side, record))
    const created = await d.applications.create({ ...next, createdAt: at, updatedAt: at })
    return ok(applicationView(created))
  }),
  applicationRoute('patch', '/applications/update/:id', async (ctx, auth) => {
    const access = readable(ctx, auth, ctx.id())
    const { action, denyMotivation, ...changes } = await ctx.body(UpdateBodySchema)
    if (action) return ok(applicationView(await companyAction(ctx, access, action, changes, denyMotivation)))
    const side = editingSide(ctx, access)
    const allowed = allowedChanges(changes, side, access.app)
    if (side === 'company') requireKeptInDepartments(ctx, access, allowed)
    const next = applyChanges(ctx, access.app, allowed)
    if (side === 'company') requireKeptInDepartments(ctx, access, next)
    return ok(applicationView(await saveChanges(access.app, next)))
  }),
]
