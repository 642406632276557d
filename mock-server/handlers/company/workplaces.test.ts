import { describe, expect, it } from 'vitest'
import { listWorkplaces } from '../../../src/api/company/companies'
import { createWorkplace, deleteWorkplace, getWorkplace, updateWorkplace } from '../../../src/api/company/workplaces'
import type { WorkplaceBody } from '../../../src/api/company/workplace.schemas'
import { REVOKED_TOKEN, STRUCTURE_IDS, type PersonaKey } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const MALMO = 21
const LUND = 22
const body = (over: Partial<WorkplaceBody> = {}): WorkplaceBody => ({
  name: 'Nya bygget',
  departmentIds: [],
  address1: 'Storgatan 1',
  zip: '972 31',
  city: 'Luleå',
  ...over,
})
const status = async (call: Promise<unknown>) => (await failureOf(call)).status

describe('companies/{id}/workplace/{wid}: who reads a workplace (§6)', () => {
  it.each<[PersonaKey, number | 'ok']>([
    ['companyAdmin', 'ok'],
    ['yua', 'ok'],
    ['bg', 'ok'],
    ['instructor', 'ok'],
    ['departmentAdmin', 403],
    ['apprentice', 403],
  ])('%s reads Norr’s head office: %s', async (persona, expected) => {
    api.as(persona)
    if (expected === 'ok') expect((await getWorkplace(NORR, 101)).name).toBe('Huvudkontor Luleå')
    else expect(await status(getWorkplace(NORR, 101))).toBe(expected)
  })

  it('gives every §3 field; Malmö’s administrator reads Malmö’s and shared workplaces, not Lund’s', async () => {
    api.as('companyAdmin')
    expect(await getWorkplace(NORR, 101)).toMatchObject({
      contact: 'Maria Lindqvist',
      phone: '0920-12 34 50',
      web: 'https://byggbolaget-norr.example.se',
      isHeadOffice: true,
      isDeliveryDefault: true,
      isInvoiceDefault: true,
    })
    api.as('departmentAdmin')
    expect((await getWorkplace(SYD, STRUCTURE_IDS.sharedWorkplace)).departmentIds).toEqual([MALMO, LUND])
    const lund = await failureOf(getWorkplace(SYD, STRUCTURE_IDS.lundWorkplace))
    expect(lund.status).toBe(403)
    api.as('instructor')
    expect((await getWorkplace(SYD, STRUCTURE_IDS.lundWorkplace)).city).toBe('Lund')
  })

  it('answers 404 for another company’s or an unknown workplace, 401 and 406 without a live session', async () => {
    api.as('companyAdmin')
    expect(await status(getWorkplace(NORR, STRUCTURE_IDS.sydHeadOffice))).toBe(404)
    expect(await status(getWorkplace(NORR, 999999))).toBe(404)
    expect(await status(getWorkplace(999, 101))).toBe(404)
    api.token(null)
    expect(await status(getWorkplace(NORR, 101))).toBe(401)
    api.token(REVOKED_TOKEN)
    expect(await status(getWorkplace(NORR, 101))).toBe(406)
  })
})

describe('who changes workplaces: administrators, department administrators within their departments', () => {
  it.each<PersonaKey>(['yua', 'bg', 'instructor', 'apprentice'])(
    '%s may neither create, update nor delete (403, §8 no permission)',
    async (persona) => {
      api.as(persona)
      api.locale('en')
      const refused = await failureOf(updateWorkplace(NORR, 102, body()))
      expect(refused).toEqual({
        status: 403,
        body: { message: 'You do not have permission to save or delete this.' },
      })
      expect(await status(createWorkplace(NORR, body()))).toBe(403)
      expect(await status(deleteWorkplace(NORR, STRUCTURE_IDS.reportsWorkplace))).toBe(403)
      api.as('companyAdmin')
      expect((await getWorkplace(NORR, 102)).name).toBe('Kvarteret Lärkan, Umeå')
    },
  )

  it('the company administrator creates, updates and deletes a workplace of Norr', async () => {
    api.as('companyAdmin')
    const created = await createWorkplace(NORR, body({ contact: '  Per  ', phone: '070-123 45 67', web: '' }))
    expect(created).toMatchObject({ name: 'Nya bygget', contact: 'Per', web: null, isHeadOffice: false })
    const updated = await updateWorkplace(
      NORR,
      created.id,
      body({ name: 'Nya bygget, etapp 2', isDeliveryDefault: true }),
    )
    expect(updated.name).toBe('Nya bygget, etapp 2')
    // One default delivery workplace per company: the flag moved.
    expect((await getWorkplace(NORR, 101)).isDeliveryDefault).toBe(false)
    expect((await getWorkplace(NORR, 101)).isInvoiceDefault).toBe(true)
    expect(await deleteWorkplace(NORR, created.id)).toEqual({ ok: true })
    expect(await status(getWorkplace(NORR, created.id))).toBe(404)
  })

  it('keeps one head office: setting it elsewhere moves it, taking it off the head office is refused', async () => {
    api.as('companyAdmin')
    await updateWorkplace(NORR, 102, body({ name: 'Kvarteret Lärkan, Umeå', isHeadOffice: true }))
    expect((await listWorkplaces(NORR)).filter((w) => w.isHeadOffice).map((w) => w.id)).toEqual([102])
    const refused = await failureOf(updateWorkplace(NORR, 102, body({ isHeadOffice: false })))
    expect(refused.status).toBe(422)
    expect(refused.body?.errors?.[0]).toEqual({
      field: 'isHeadOffice',
      message: 'Företaget måste ha ett huvudkontor. Gör en annan arbetsplats till huvudkontor i stället.',
    })
  })

  it('refuses deleting the head office and a workplace in use with the §8 text (422)', async () => {
    api.as('companyAdmin')
    api.locale('en')
    const headOffice = await failureOf(deleteWorkplace(NORR, 101))
    expect(headOffice.status).toBe(422)
    expect(headOffice.body?.errors?.[0].message).toMatch(
      /^Unfortunately, it was not possible to delete: the head office/,
    )
    // Kvarteret Lärkan is named by Elin's open draft.
    const inUse = await failureOf(deleteWorkplace(NORR, 102))
    expect(inUse.body?.errors).toEqual([
      {
        field: 'wid',
        message:
          'Unfortunately, it was not possible to delete: the workplace is used by an open application or e-book.',
      },
    ])
    // Campusbygget is named by reports of e-books still kept.
    expect((await failureOf(deleteWorkplace(NORR, STRUCTURE_IDS.reportsWorkplace))).status).toBe(422)
    expect((await listWorkplaces(NORR)).map((w) => w.id)).toEqual([101, 102, 103])
  })

  it('refuses departments in a company without them, and checks §5 department rules with them', async () => {
    api.as('companyAdmin')
    expect((await failureOf(createWorkplace(NORR, body({ departmentIds: [MALMO] })))).body?.errors?.[0].field).toBe(
      'departmentIds',
    )
    api.as('departmentAdmin')
    api.locale('en')
    const errorsOf = async (departmentIds: number[]) =>
      (await failureOf(createWorkplace(SYD, body({ departmentIds })))).body?.errors
    expect(await errorsOf([])).toEqual([{ field: 'departmentIds', message: 'A department must be chosen.' }])
    expect(await errorsOf([99])).toEqual([
      { field: 'departmentIds', message: 'The department does not belong to the company.' },
    ])
    expect(await errorsOf([LUND])).toEqual([
      { field: 'departmentIds', message: 'You can only handle workplaces in your departments.' },
    ])
    expect(await errorsOf([MALMO, LUND])).toHaveLength(1)
  })

  it('Malmö’s administrator changes Malmö’s workplaces, never Lund’s or the one shared with Lund', async () => {
    api.as('departmentAdmin')
    const created = await createWorkplace(SYD, body({ departmentIds: [MALMO], city: 'Malmö', zip: '211 19' }))
    expect(created.departmentIds).toEqual([MALMO])
    expect((await updateWorkplace(SYD, created.id, body({ name: 'Depå Limhamn', departmentIds: [MALMO] }))).name).toBe(
      'Depå Limhamn',
    )
    expect(await deleteWorkplace(SYD, created.id)).toEqual({ ok: true })
    for (const wid of [STRUCTURE_IDS.lundWorkplace, STRUCTURE_IDS.sharedWorkplace]) {
      expect(await status(updateWorkplace(SYD, wid, body({ departmentIds: [MALMO] })))).toBe(403)
      expect(await status(deleteWorkplace(SYD, wid))).toBe(403)
    }
    // And nothing at Norr, where she has no role.
    expect(await status(createWorkplace(NORR, body()))).toBe(403)
    api.as('instructor')
    expect((await getWorkplace(SYD, STRUCTURE_IDS.sharedWorkplace)).name).toBe('Regionlager Syd')
  })

  it('answers 422 naming the field for a malformed body, nothing stored', async () => {
    api.as('companyAdmin')
    const blank = await failureOf(createWorkplace(NORR, body({ name: '   ' })))
    expect(blank.body?.errors?.map((e) => e.field)).toEqual(['name'])
    const tooLong = await failureOf(createWorkplace(NORR, body({ web: 'x'.repeat(201) })))
    expect(tooLong.body?.errors?.map((e) => e.field)).toEqual(['web'])
    expect(await listWorkplaces(NORR)).toHaveLength(3)
  })
})
