import { describe, expect, it } from 'vitest'
import {
  createExemption,
  getExemption,
  getExemptionAttachment,
  listExemptions,
} from '../../../src/api/company/exemptions'
import type { ExemptionCreate } from '../../../src/api/company/exemption.schemas'
import { db } from '../../db'
import {
  PERSONAS,
  PROFESSION_MACHINE,
  PROFESSION_SCAFFOLDING,
  REVOKED_TOKEN,
  STAFF,
  STRUCTURE_IDS,
  TINY_PNG_BASE64,
  type PersonaKey,
} from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const pngBytes = () => Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))
const png = () => new File([pngBytes()], 'intyg.png', { type: 'image/png' })
const application = (over: Partial<ExemptionCreate> = {}): ExemptionCreate => ({
  type: 'professionalExperience',
  employmentId: STAFF.anders.employmentId,
  professionId: PROFESSION_SCAFFOLDING,
  orientationId: null,
  reason: 'Femton år som ställningsbyggare.',
  file: png(),
  ...over,
})
const status = async (call: Promise<unknown>) => (await failureOf(call)).status
const fieldErrors = async (call: Promise<unknown>) => (await failureOf(call)).body?.errors

describe('instructor exemptions: who reads them (§6 distance admin, department admin or admin)', () => {
  it.each<[PersonaKey, number | 'ok']>([
    ['companyAdmin', 'ok'],
    ['bg', 'ok'],
    ['yua', 403],
    ['instructor', 403],
    ['departmentAdmin', 403],
    ['apprentice', 403],
  ])('%s reads Norr’s exemptions: %s', async (persona, expected) => {
    api.as(persona)
    if (expected === 'ok') {
      const rows = await listExemptions(NORR)
      expect(rows.map((e) => e.id)).toEqual([9011, STRUCTURE_IDS.norrExemption])
      expect((await getExemption(NORR, STRUCTURE_IDS.norrExemption)).employee.firstName).toBe('Ahmed')
    } else {
      expect(await status(listExemptions(NORR))).toBe(expected)
      expect(await status(getExemption(NORR, STRUCTURE_IDS.norrExemption))).toBe(expected)
    }
  })

  it('gives §3’s fields, with the issuer and issue date the server set', async () => {
    api.as('companyAdmin')
    expect(await getExemption(NORR, STRUCTURE_IDS.norrExemption)).toMatchObject({
      type: 'professionalExperience',
      status: 'approved',
      professionId: PROFESSION_SCAFFOLDING,
      attachment: { fileName: 'intyg.png', contentType: 'image/png' },
      issuedBy: { id: PERSONAS.companyAdmin.id, firstName: 'Maria' },
      issuedAt: '2026-03-10T09:00:00.000Z',
    })
    expect((await listExemptions(NORR, { status: 'approved' })).map((e) => e.id)).toEqual([STRUCTURE_IDS.norrExemption])
  })

  it('shows Malmö’s administrator Malmö’s staff’s exemptions only: Lund’s is 403, another company’s 404', async () => {
    api.as('departmentAdmin')
    expect((await listExemptions(SYD)).map((e) => e.id)).toEqual([STRUCTURE_IDS.malmoExemption])
    expect(await status(getExemption(SYD, STRUCTURE_IDS.lundExemption))).toBe(403)
    expect(await status(getExemption(SYD, STRUCTURE_IDS.norrExemption))).toBe(404)
    expect(await status(getExemption(SYD, 999999))).toBe(404)
  })

  it('needs a live session (401, 406)', async () => {
    expect(await status(listExemptions(NORR))).toBe(401)
    api.token(REVOKED_TOKEN)
    expect(await status(getExemption(NORR, STRUCTURE_IDS.norrExemption))).toBe(406)
  })
})

describe('applying for an exemption', () => {
  it('creates a pending exemption with its document; the server sets issuer and issue date', async () => {
    api.as('bg')
    const created = await createExemption(NORR, application())
    expect(created).toMatchObject({
      companyId: NORR,
      status: 'pending',
      employmentId: STAFF.anders.employmentId,
      employee: { id: STAFF.anders.id },
      attachment: { fileName: 'intyg.png', contentType: 'image/png', size: png().size },
      issuedBy: { id: PERSONAS.bg.id },
    })
    expect(created.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await listExemptions(NORR)).map((e) => e.id)).toContain(created.id)
  })

  it('checks the document under ADR 0004: attached, PDF/JPG/PNG/TIF by name and bytes, not empty, ≤ 10 MB', async () => {
    api.as('companyAdmin')
    api.locale('en')
    const withFile = (file: File) => createExemption(NORR, application({ file }))
    expect(await fieldErrors(withFile(new File(['hello'], 'intyg.pdf', { type: 'application/pdf' })))).toEqual([
      { field: 'file', message: expect.stringMatching(/file type/i) },
    ])
    expect((await fieldErrors(withFile(new File([], 'intyg.png', { type: 'image/png' }))))?.[0].field).toBe('file')
    expect((await fieldErrors(withFile(new File(['%PDF-1.4'], 'intyg.exe'))))?.[0].field).toBe('file')
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'stor.pdf', { type: 'application/pdf' })
    expect((await fieldErrors(withFile(big)))?.[0].message).toMatch(/10/)
    const form = new FormData()
    for (const [key, value] of Object.entries({
      type: 'other',
      employmentId: '2101',
      professionId: '848',
      reason: 'x',
    }))
      form.set(key, value)
    const response = await fetch(`http://localhost/api/m/v1/companies/${NORR}/instructor-exemptions/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer token-companyAdmin`, 'Accept-Language': 'en' },
      body: form,
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'file', message: 'A document must be attached.' }],
    })
    expect(db().instructorExemptions.findMany((q) => q.where({ companyId: NORR }))).toHaveLength(2)
  })

  it('checks the employee, profession and orientation against the company and §3', async () => {
    api.as('companyAdmin')
    api.locale('en')
    expect(await fieldErrors(createExemption(NORR, application({ employmentId: STAFF.ola.employmentId })))).toEqual([
      { field: 'employmentId', message: 'The person is not employed at the company.' },
    ])
    expect((await fieldErrors(createExemption(NORR, application({ professionId: 99999 }))))?.[0].field).toBe(
      'professionId',
    )
    expect((await fieldErrors(createExemption(NORR, application({ orientationId: 1 }))))?.[0].field).toBe(
      'orientationId',
    )
    expect(
      (await createExemption(NORR, application({ professionId: PROFESSION_MACHINE, orientationId: 1 }))).orientationId,
    ).toBe(1)
    const missing = await fieldErrors(createExemption(NORR, application({ reason: ' ', type: 'nope' as 'other' })))
    expect(missing?.map((e) => e.field).sort()).toEqual(['reason', 'type'])
    // §6: people without their own account are not selectable.
    await db().persons.update((q) => q.where({ id: STAFF.anders.id }), {
      data(draft) {
        draft.personalNumber = ''
        draft.password = null
      },
    })
    expect(await fieldErrors(createExemption(NORR, application()))).toEqual([
      { field: 'employmentId', message: 'The person has no account of their own and cannot be chosen.' },
    ])
  })

  it('lets Malmö’s administrator apply for Malmö’s staff, not Lund’s; others of the company not at all', async () => {
    api.as('departmentAdmin')
    api.locale('en')
    const malmo = await createExemption(SYD, application({ employmentId: STAFF.sofia.employmentId }))
    expect(malmo.employee.id).toBe(STAFF.sofia.id)
    expect(await fieldErrors(createExemption(SYD, application({ employmentId: STAFF.ola.employmentId })))).toEqual([
      { field: 'employmentId', message: 'You can only handle staff in your departments.' },
    ])
    api.as('yua')
    expect(await status(createExemption(NORR, application()))).toBe(403)
    api.as('instructor')
    expect(await status(createExemption(SYD, application({ employmentId: STAFF.sofia.employmentId })))).toBe(403)
  })

  it('takes only multipart: JSON is 415', async () => {
    const response = await fetch(`http://localhost/api/m/v1/companies/${NORR}/instructor-exemptions/create`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-companyAdmin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'other' }),
    })
    expect(response.status).toBe(415)
  })
})

describe('a second application while one is pending (same employment, type, profession and orientation)', () => {
  // Mikael at Norr: 9011, type other, scaffolding, no orientation, pending.
  const mikael = (over: Partial<ExemptionCreate> = {}) =>
    application({ employmentId: STAFF.mikael.employmentId, type: 'other', ...over })

  it('is refused on the profession in the caller’s language, and nothing is stored', async () => {
    api.as('companyAdmin')
    const before = db().instructorExemptions.all().length
    for (const [locale, text] of [
      ['sv', /redan en ansökan om dispens av den här typen för yrket/],
      ['en', /already has an exemption application of this type for this profession awaiting a decision/],
      ['pl', /ma już wniosek o zwolnienie tego typu dla tego zawodu/],
    ] as const) {
      api.locale(locale)
      const failure = await failureOf(createExemption(NORR, mikael()))
      expect(failure.status).toBe(422)
      expect(failure.body?.errors).toEqual([{ field: 'professionId', message: expect.stringMatching(text) }])
    }
    expect(db().instructorExemptions.all()).toHaveLength(before)
  })

  it('takes another type, another profession or orientation, another employee, and a decided one’s twin', async () => {
    api.as('companyAdmin')
    expect((await createExemption(NORR, mikael({ type: 'foreignCertificate' }))).status).toBe('pending')
    expect((await createExemption(NORR, mikael({ professionId: PROFESSION_MACHINE, orientationId: 1 }))).status).toBe(
      'pending',
    )
    // A pending one with orientation 1 does not block orientation 2, nor the profession without an orientation.
    expect((await createExemption(NORR, mikael({ professionId: PROFESSION_MACHINE, orientationId: 2 }))).status).toBe(
      'pending',
    )
    expect(await status(createExemption(NORR, mikael({ professionId: PROFESSION_MACHINE, orientationId: 1 })))).toBe(
      422,
    )
    expect((await createExemption(NORR, mikael({ professionId: PROFESSION_MACHINE }))).orientationId).toBeNull()
    // Ahmed's scaffolding exemption (9001) is approved: a new application of its kind is the region's to judge.
    expect((await createExemption(NORR, application({ employmentId: 2007 }))).status).toBe('pending')
  })

  it('is checked within the caller’s reach only: another department’s staff is refused as not theirs first', async () => {
    api.as('departmentAdmin')
    api.locale('en')
    // Ola (Lund) has a pending professionalExperience for scaffolding (9401).
    expect(await fieldErrors(createExemption(SYD, application({ employmentId: STAFF.ola.employmentId })))).toEqual([
      { field: 'employmentId', message: 'You can only handle staff in your departments.' },
    ])
  })
})

describe('instructor-exemptions/{eid}/attachment: the document’s bytes (§6 as the exemption’s get)', () => {
  const attachmentUrl = (company: number, id: number) =>
    `http://localhost/api/m/v1/companies/${company}/instructor-exemptions/${id}/attachment`

  it('answers the stored bytes with the type they were sniffed as and the file name', async () => {
    const response = await fetch(attachmentUrl(NORR, STRUCTURE_IDS.norrExemption), {
      headers: { Authorization: 'Bearer token-companyAdmin' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Content-Disposition')).toBe("inline; filename*=UTF-8''intyg.png")
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes())
  })

  it('gives back what was applied with, typed by its bytes, not by what the browser said', async () => {
    api.as('companyAdmin')
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'Intyg från Åre.pdf', { type: 'application/octet-stream' })
    const created = await createExemption(NORR, application({ file: pdf }))
    const blob = await getExemptionAttachment(NORR, created.id)
    expect(blob.type).toBe('application/pdf')
    expect(await blob.text()).toBe('%PDF-1.4\n%%EOF\n')
  })

  it('is Malmö’s administrator’s for Malmö’s staff only: Lund’s 403, another company’s or none 404', async () => {
    api.as('departmentAdmin')
    expect((await getExemptionAttachment(SYD, STRUCTURE_IDS.malmoExemption)).type).toBe('image/png')
    expect(await status(getExemptionAttachment(SYD, STRUCTURE_IDS.lundExemption))).toBe(403)
    expect(await status(getExemptionAttachment(SYD, STRUCTURE_IDS.norrExemption))).toBe(404)
    expect(await status(getExemptionAttachment(SYD, 999999))).toBe(404)
    api.as('yua')
    expect(await status(getExemptionAttachment(NORR, STRUCTURE_IDS.norrExemption))).toBe(403)
  })

  it('is 404 with its reason for an exemption without a stored document, 401 logged out', async () => {
    await db().instructorExemptions.update((q) => q.where({ id: STRUCTURE_IDS.norrExemption }), {
      data(draft) {
        draft.attachment = null
        draft.attachmentBase64 = null
      },
    })
    api.as('companyAdmin')
    api.locale('en')
    const failure = await failureOf(getExemptionAttachment(NORR, STRUCTURE_IDS.norrExemption))
    expect(failure).toMatchObject({ status: 404, body: { message: 'The exemption has no attached document.' } })
    api.token(null)
    expect(await status(getExemptionAttachment(NORR, STRUCTURE_IDS.norrExemption))).toBe(401)
  })
})
