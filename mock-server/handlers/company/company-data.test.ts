import { describe, expect, it } from 'vitest'
import { listWorkplaces } from '../../../src/api/company/companies'
import {
  checkCompanyAdmin,
  connectCompany,
  listCompaniesByNumber,
  updateCompany,
} from '../../../src/api/company/company-data'
import { luhnCheckDigit } from '../../../src/domain/validation'
import { db } from '../../db'
import { REVOKED_TOKEN, type PersonaKey } from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const orgNumber = (nine: string) => `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`
/** A valid company number no seeded company has, and a sole trader's (a person's) number. */
const NEW_COMPANY = orgNumber('559900123')
const SOLE_TRADER = orgNumber('840315842')
const status = async (call: Promise<unknown>) => (await failureOf(call)).status

describe('companies/list and companies/{id}/check-admin', () => {
  it('finds a company by organisation number, with or without the hyphen; none for an unknown one', async () => {
    api.as('apprentice')
    expect(await listCompaniesByNumber('5566778899')).toEqual([
      { id: NORR, name: 'Byggbolaget i Norr AB', organizationalNumber: '556677-8899', regionId: 1 },
    ])
    expect(await listCompaniesByNumber(NEW_COMPANY)).toEqual([])
    expect((await failureOf(listCompaniesByNumber('556677-8898'))).body?.errors?.[0].field).toBe('organizationalNumber')
    api.token(null)
    expect(await status(listCompaniesByNumber('5566778899'))).toBe(401)
  })

  it('says whether the company has an administrator and whether the caller is one', async () => {
    api.as('apprentice')
    expect(await checkCompanyAdmin(NORR)).toEqual({ hasAdministrator: true, isAdministrator: false })
    api.as('companyAdmin')
    expect(await checkCompanyAdmin(NORR)).toEqual({ hasAdministrator: true, isAdministrator: true })
    expect(await status(checkCompanyAdmin(999))).toBe(404)
    api.token(REVOKED_TOKEN)
    expect(await status(checkCompanyAdmin(NORR))).toBe(406)
  })
})

describe('companies/update/{id}: the company’s data, administrators only', () => {
  it.each<PersonaKey>(['yua', 'bg', 'instructor', 'apprentice', 'departmentAdmin'])(
    '%s may not change Norr’s data (403)',
    async (persona) => {
      api.as(persona)
      expect(await status(updateCompany(NORR, { name: 'X AB' }))).toBe(403)
    },
  )

  it('refuses Syd’s data to Malmö’s department administrator (company data is the administrator’s)', async () => {
    api.as('departmentAdmin')
    api.locale('en')
    expect(await failureOf(updateCompany(SYD, { name: 'X AB' }))).toEqual({
      status: 403,
      body: { message: 'You do not have permission to save or delete this.' },
    })
  })

  it('changes the name, the head office and the delivery and invoice addresses', async () => {
    api.as('companyAdmin')
    const answer = await updateCompany(NORR, {
      name: ' Byggbolaget i Norr AB (publ) ',
      headOfficeWorkplaceId: 102,
      invoiceAddress: {
        attention: 'Ekonomi',
        address1: 'Box 9',
        zip: '97104',
        city: 'Luleå',
        email: 'ek@norr.example.se',
      },
    })
    expect(answer).toMatchObject({
      name: 'Byggbolaget i Norr AB (publ)',
      headOfficeWorkplaceId: 102,
      deliveryAddress: { attention: 'Maria Lindqvist', address1: 'Hamngatan 10' },
      invoiceAddress: { address1: 'Box 9', address2: null, email: 'ek@norr.example.se' },
    })
    expect((await listWorkplaces(NORR)).filter((w) => w.isHeadOffice).map((w) => w.id)).toEqual([102])
  })

  it('answers 422 per field: unknown head office, bad postcode, bad invoice e-mail, empty name; nothing stored', async () => {
    api.as('companyAdmin')
    const refused = await failureOf(
      updateCompany(NORR, {
        name: ' ',
        headOfficeWorkplaceId: 201,
        deliveryAddress: { zip: '12' },
        invoiceAddress: { email: 'faktura@' },
      }),
    )
    expect(refused.status).toBe(422)
    expect(refused.body?.errors?.map((e) => e.field)).toEqual([
      'name',
      'headOfficeWorkplaceId',
      'deliveryAddress.zip',
      'invoiceAddress.email',
    ])
    expect(db().companies.findFirst((q) => q.where({ id: NORR }))?.name).toBe('Byggbolaget i Norr AB')
    // An address is an object, never an array (valibot's object alone took [] as one without keys).
    const asArray = await failureOf(updateCompany(NORR, { deliveryAddress: [] as unknown as { zip: string } }))
    expect(asArray.body?.errors?.map((e) => e.field)).toEqual(['deliveryAddress'])
  })
})

describe('PATCH /companies: connecting a company', () => {
  it('sends the e-mail application to the chosen region', async () => {
    api.as('apprentice')
    const answer = await connectCompany({ regionId: 5, organizationalNumber: NEW_COMPANY.replace('-', '') })
    expect(answer).toMatchObject({
      regionId: 5,
      regionName: 'BYN Syd',
      to: 'syd@byn.example.se',
      organizationalNumber: NEW_COMPANY,
    })
    const outbox = (await control<{ rows: Array<{ to: string; text: string }> }>('GET', '/outbox')).body.rows
    expect(outbox.at(-1)).toMatchObject({ to: 'syd@byn.example.se', text: expect.stringContaining(NEW_COMPANY) })
  })

  it('needs a region (§5) and a valid organisation number', async () => {
    api.as('apprentice')
    api.locale('en')
    expect(
      (await failureOf(connectCompany({ regionId: null, organizationalNumber: '556677-8898' }))).body?.errors,
    ).toEqual([
      { field: 'regionId', message: 'A region must be chosen.' },
      {
        field: 'organizationalNumber',
        message: 'The organisation number must have ten digits in the form NNNNNN-NNNN.',
      },
    ])
    expect(
      (await failureOf(connectCompany({ regionId: 99, organizationalNumber: NEW_COMPANY }))).body?.errors?.[0].field,
    ).toBe('regionId')
  })

  it('refuses an unusable number (a sole trader’s, or a company with an administrator), pointing to the region (§8)', async () => {
    api.as('apprentice')
    api.locale('en')
    for (const organizationalNumber of [SOLE_TRADER, '556677-8899']) {
      const refused = await failureOf(connectCompany({ regionId: 1, organizationalNumber }))
      expect(refused.status).toBe(422)
      expect(refused.body?.message).toBe(
        'The organisation number cannot be used to connect a company. Please contact your regional body.',
      )
      expect(refused.body?.data).toEqual({ reason: 'organisationNumberUnusable' })
    }
  })

  it('says the e-mail could not be created when the caller has no e-mail or the region none (§8)', async () => {
    api.as('minor')
    api.locale('en')
    const noEmail = await failureOf(connectCompany({ regionId: 1, organizationalNumber: NEW_COMPANY }))
    expect(noEmail.body?.message).toBe(
      'The e-mail application could not be created. Please contact your regional body.',
    )
    expect(noEmail.body?.data).toEqual({ reason: 'emailNotCreated' })
    api.as('apprentice')
    await db().regions.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.email = ''
      },
    })
    expect((await failureOf(connectCompany({ regionId: 1, organizationalNumber: NEW_COMPANY }))).body?.data).toEqual({
      reason: 'emailNotCreated',
    })
  })
})
