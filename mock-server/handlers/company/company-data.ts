/**
 * The company's own data and the ways to it (§3 Company; §7 "Companies": PATCH /companies/update/{id},
 * PATCH /companies/list, GET /companies/{id}/check-admin, PATCH /companies to connect a company).
 * §6: the company's administrators change its data (name, head office, delivery and invoice
 * addresses); anyone logged in finds a company by number, asks whether it has an administrator and
 * applies to connect one (the region gets the e-mail application; §8's two connect-company errors).
 * Decisions: docs/decisions/notes/co-structure19.md.
 */
import {
  CheckAdminSchema,
  CompanyDetailSchema,
  CompanyListBodySchema,
  CompanyListRowSchema,
  CompanyUpdateBodySchema,
  ConnectCompanyAnswerSchema,
  ConnectCompanyBodySchema,
  EMPTY_ADDRESS,
} from '../../../src/api/company/company-data.schemas'
import { isValidZip } from '../../../src/domain/address'
import { connectCompanyProblems } from '../../../src/domain/company-structure'
import { companyRolesFor } from '../../../src/domain/roles'
import { isValidEmail, normalizeOrganisationNumber } from '../../../src/domain/validation'
import { sendToOutbox } from '../../accounts'
import { db } from '../../db'
import { api, fail, ok, route, rows, wire, type Ctx } from '../-support'
import { companyAccess, companyOr404, refuseChange } from './-access'
import { moveFlags } from './workplaces'

/** Whether anyone in the portal is the company's administrator (a company-level role). */
function hasAdministrator(companyId: number): boolean {
  return !!db().companyRoles.findFirst((q) => q.where({ companyId, Administrator: true }))
}

function companyDetail(companyId: number) {
  const d = db()
  const company = d.companies.findFirst((q) => q.where({ id: companyId }))
  if (!company) throw new Error(`company ${companyId} vanished`)
  const addresses = d.companyAddresses.findFirst((q) => q.where({ companyId }))
  const headOffice = d.workplaces.findFirst((q) => q.where({ companyId, isHeadOffice: true }))
  return wire(CompanyDetailSchema, {
    ...company,
    headOfficeWorkplaceId: headOffice?.id ?? null,
    deliveryAddress: addresses?.deliveryAddress ?? EMPTY_ADDRESS,
    invoiceAddress: addresses?.invoiceAddress ?? { ...EMPTY_ADDRESS, email: null },
  })
}

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null)

function cleanAddress<T extends Record<string, string | null | undefined>>(address: T) {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, text(value)])) as {
    [K in keyof T]: string | null
  }
}

/** The caller's company by organisation number (with or without the hyphen), or undefined. */
function companyByNumber(digits: string) {
  return db().companies.findFirst((q) =>
    q.where({ organizationalNumber: (n) => normalizeOrganisationNumber(n) === digits }),
  )
}

async function readConnectRequest(ctx: Ctx) {
  const body = await ctx.body(ConnectCompanyBodySchema)
  const digits = normalizeOrganisationNumber(body.organizationalNumber)
  const existing = digits ? companyByNumber(digits) : undefined
  const problems = connectCompanyProblems({
    regionId: body.regionId,
    organizationalNumber: body.organizationalNumber,
    companyHasAdministrator: !!existing && hasAdministrator(existing.id),
  })
  const errors = ctx.errors()
  if (problems.includes('regionRequired')) errors.add('regionId', 'regionRequired')
  const region =
    body.regionId === null || body.regionId === undefined
      ? undefined
      : db().regions.findFirst((q) => q.where({ id: body.regionId as number }))
  if (body.regionId !== null && body.regionId !== undefined && !region) errors.add('regionId', 'regionUnknown')
  if (problems.includes('organisationNumberInvalid')) errors.add('organizationalNumber', 'organisationNumberInvalid')
  errors.throwIfAny()
  if (problems.includes('organisationNumberUnusable'))
    fail(422, {
      message: ctx.t('connectNumberUnusable'),
      errors: [{ field: 'organizationalNumber', message: ctx.t('connectNumberUnusable') }],
      data: { reason: 'organisationNumberUnusable' },
    })
  if (!region || !digits) throw new Error('connect: checked above')
  return { region, organizationalNumber: `${digits.slice(0, 6)}-${digits.slice(6)}` }
}

export const companyDataHandlers = [
  route('patch', api('/companies/list'), async (ctx) => {
    ctx.session()
    const { organizationalNumber } = await ctx.body(CompanyListBodySchema)
    const digits = normalizeOrganisationNumber(organizationalNumber)
    if (!digits) return ctx.invalid('organizationalNumber', 'organisationNumberInvalid')
    const found = companyByNumber(digits)
    return ok(rows(CompanyListRowSchema, found ? [found] : []))
  }),

  route('get', api('/companies/:id/check-admin'), (ctx) => {
    const auth = ctx.session()
    const companyId = ctx.id()
    companyOr404(ctx, companyId)
    const isAdministrator = !!db().companyRoles.findFirst((q) =>
      q.where({ companyId, personId: auth.person.id, Administrator: true }),
    )
    return ok(wire(CheckAdminSchema, { hasAdministrator: hasAdministrator(companyId), isAdministrator }))
  }),

  // Administrators only: a department administrator's rights end at their departments (§6).
  route('patch', api('/companies/update/:id'), async (ctx) => {
    const access = companyAccess(ctx, () => true)
    if (!companyRolesFor(access.user, access.companyId).administrator) refuseChange(ctx)
    const body = await ctx.body(CompanyUpdateBodySchema)
    const d = db()
    const errors = ctx.errors()
    if (body.name !== undefined && body.name.trim() === '') errors.add('name', 'fieldRequired', { field: 'name' })
    const headOfficeId = body.headOfficeWorkplaceId
    if (
      headOfficeId !== undefined &&
      !d.workplaces.findFirst((q) => q.where({ id: headOfficeId, companyId: access.companyId }))
    )
      errors.add('headOfficeWorkplaceId', 'workplaceUnknown')
    for (const [field, address] of [
      ['deliveryAddress', body.deliveryAddress],
      ['invoiceAddress', body.invoiceAddress],
    ] as const) {
      const zip = text(address?.zip)
      if (zip && !isValidZip(zip, null)) errors.add(`${field}.zip`, 'zipInvalid')
    }
    const email = text(body.invoiceAddress?.email)
    if (email && !isValidEmail(email)) errors.add('invoiceAddress.email', 'emailInvalid')
    errors.throwIfAny()

    if (body.name !== undefined) {
      const name = body.name.trim()
      await d.companies.update((q) => q.where({ id: access.companyId }), {
        data(draft) {
          draft.name = name
        },
      })
    }
    if (headOfficeId !== undefined) {
      await d.workplaces.update((q) => q.where({ id: headOfficeId }), {
        data(draft) {
          draft.isHeadOffice = true
        },
      })
      await moveFlags(access.companyId, headOfficeId, ['isHeadOffice'])
    }
    if (body.deliveryAddress || body.invoiceAddress) {
      const current = companyDetail(access.companyId)
      const next = {
        companyId: access.companyId,
        deliveryAddress: body.deliveryAddress ? cleanAddress(body.deliveryAddress) : current.deliveryAddress,
        invoiceAddress: body.invoiceAddress ? cleanAddress(body.invoiceAddress) : current.invoiceAddress,
      }
      const full = {
        ...next,
        deliveryAddress: { ...EMPTY_ADDRESS, ...next.deliveryAddress },
        invoiceAddress: { ...EMPTY_ADDRESS, email: null, ...next.invoiceAddress },
      }
      const stored = d.companyAddresses.findFirst((q) => q.where({ companyId: access.companyId }))
      if (stored)
        await d.companyAddresses.update((q) => q.where({ companyId: access.companyId }), {
          data(draft) {
            Object.assign(draft, full)
          },
        })
      else await d.companyAddresses.create(full)
    }
    return ok(companyDetail(access.companyId))
  }),

  // Connect a company: the e-mail application goes to the chosen region (users/regionary-emails).
  route('patch', api('/companies'), async (ctx) => {
    const auth = ctx.session()
    const { region, organizationalNumber } = await readConnectRequest(ctx)
    const from = auth.person.email?.trim() ?? ''
    if (region.email.trim() === '' || !isValidEmail(from))
      return fail(422, {
        message: ctx.t('connectEmailFailed'),
        errors: [{ field: 'regionId', message: ctx.t('connectEmailFailed') }],
        data: { reason: 'emailNotCreated' },
      })
    const sent = await sendToOutbox({
      to: region.email,
      kind: 'email',
      text: ctx.t('connectCompanyEmail', {
        number: organizationalNumber,
        name: `${auth.person.firstName} ${auth.person.lastName}`,
        email: from,
      }),
    })
    return ok(
      wire(ConnectCompanyAnswerSchema, {
        regionId: region.id,
        regionName: region.name,
        to: region.email,
        organizationalNumber,
        sentAt: sent.sentAt,
      }),
    )
  }),
]
