/**
 * Instructor exemptions (issue 19): list, get, create, and the document's bytes (the project's call).
 * Success and each refusal: 403 department scoping and role rights, 404, 422 (the document, ADR 0004;
 * a second application while one is pending).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  createExemption,
  getExemption,
  getExemptionAttachment,
  listExemptions,
} from '../../../src/api/company/exemptions'
import { errorBody, errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { FORBIDDEN_BODY, withJson } from '../support/ebook'
import { expectBodilessRefusal } from './-refusals'
import { fieldRefusal } from '../support/errors'
import { isoDate } from '../support/bodies'
import type { ExemptionCreate } from '../../../src/api/company/exemption.schemas'
import {
  fileOf,
  fileOnDisk,
  type FilePart,
  MULTIPART_CONTENT_TYPE,
  multipartBody,
  SMALL_PDF,
  TEXT_FILE,
} from '../support/documents'

const { eachLike, integer, string } = MatchersV3
const pact = newPact()

const COMPANY_ADMIN = personaToken('companyAdmin')
const YUA = personaToken('yua')
const DEPARTMENT_ADMIN = personaToken('departmentAdmin')
const NORR = 1
const SYD = 2
const NORR_EXEMPTION = 9001
const LUND_EXEMPTION = 9401
const MALMO_ADMIN = 'the department administrator of Malmö is logged in and Lund has staff of its own'

const personName = (id: number, firstName: string, lastName: string) => ({
  id: integer(id),
  firstName: string(firstName),
  lastName: string(lastName),
})
const exemptionBody = {
  id: integer(NORR_EXEMPTION),
  companyId: integer(NORR),
  type: string('professionalExperience'),
  status: string('approved'),
  employmentId: integer(2007),
  employee: personName(1004, 'Ahmed', 'Hassan'),
  professionId: integer(848),
  orientationId: null,
  reason: string('Tjugo års erfarenhet av ställningsbyggnad utan yrkesbevis.'),
  attachment: {
    fileName: string('intyg.png'),
    contentType: string('image/png'),
    size: integer(68),
    uploadedAt: isoDate('2026-03-10T09:00:00.000Z'),
  },
  issuedBy: personName(1003, 'Maria', 'Lindqvist'),
  issuedAt: isoDate('2026-03-10T09:00:00.000Z'),
}

/** An application as the client sends it (multipart, no orientation), by the company administrator. */
function createRequest(a: Omit<ExemptionCreate, 'file'>, file: Omit<FilePart, 'name'>) {
  return {
    method: 'POST',
    path: `${API}/companies/${NORR}/instructor-exemptions/create`,
    headers: { ...bearer(COMPANY_ADMIN), 'Content-Type': MULTIPART_CONTENT_TYPE },
    body: multipartBody(
      [
        ['type', a.type],
        ['employmentId', String(a.employmentId)],
        ['professionId', String(a.professionId)],
        ['reason', a.reason],
      ],
      { name: 'file', ...file },
    ),
  }
}

/** A refused application, a 422 on `field`. */
async function expectCreateRefused(r: {
  given: string
  description: string
  application: Omit<ExemptionCreate, 'file'>
  file: Omit<FilePart, 'name'>
  field: string
  message: string
}) {
  pact
    .given(r.given)
    .uponReceiving(r.description)
    .withRequest(createRequest(r.application, r.file))
    .willRespondWith({ status: 422, headers: JSON_ANSWER, body: fieldRefusal(r.field, r.message) })
  await pact.executeTest(async (mockServer) => {
    useMockServer(mockServer, COMPANY_ADMIN)
    const file = fileOf(r.file.content, r.file.fileName, r.file.contentType)
    const error = await rejectionOf(() => createExemption(NORR, { ...r.application, file }, { silent: true }))
    expect(errorStatus(error)).toBe(422)
    expect(errorBody(error)?.errors?.[0].field).toBe(r.field)
  })
}

describe('instructor exemptions', () => {
  it('instructor-exemptions/list: the company administrator reads the company’s exemptions', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a list of the company’s instructor exemptions')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/instructor-exemptions/list`,
        ...withJson(COMPANY_ADMIN, { status: 'approved' }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: eachLike(exemptionBody) } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listExemptions(NORR, { status: 'approved' }, { silent: true })
      expect(rows[0].issuedBy?.firstName).toBe('Maria')
    })
  })

  it('instructor-exemptions/list: the education responsible may not read exemptions (403, §6)', async () => {
    pact
      .given('the education responsible is logged in')
      .uponReceiving('a list of instructor exemptions by the education responsible')
      .withRequest({
        method: 'PATCH',
        path: `${API}/companies/${NORR}/instructor-exemptions/list`,
        ...withJson(YUA, {}),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      expect(errorStatus(await rejectionOf(() => listExemptions(NORR, {}, { silent: true })))).toBe(403)
    })
  })

  it('instructor-exemptions/{eid}/get: one exemption with issuer and issue date', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for an instructor exemption')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${NORR}/instructor-exemptions/${NORR_EXEMPTION}/get`,
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: exemptionBody })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect((await getExemption(NORR, NORR_EXEMPTION, { silent: true })).employee.firstName).toBe('Ahmed')
    })
  })

  it('instructor-exemptions/create: the administrator applies for Anders with a PDF (201, pending)', async () => {
    const application = {
      type: 'professionalExperience',
      employmentId: 2101,
      professionId: 848,
      orientationId: null,
      reason: 'Femton år som ställningsbyggare.',
    } as const
    const pdf = { fileName: 'intyg.pdf', contentType: 'application/pdf', content: SMALL_PDF }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('an exemption application with a PDF as its document')
      .withRequest(createRequest(application, pdf))
      .willRespondWith({
        status: 201,
        headers: JSON_ANSWER,
        body: {
          ...exemptionBody,
          id: integer(9501),
          status: 'pending',
          employmentId: 2101,
          employee: personName(1101, 'Anders', 'Vikström'),
          reason: string(application.reason),
          attachment: { ...exemptionBody.attachment, fileName: string('intyg.pdf'), contentType: 'application/pdf' },
        },
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const file = fileOf(pdf.content, pdf.fileName, pdf.contentType)
      const created = await createExemption(NORR, { ...application, file }, { silent: true })
      expect(created).toMatchObject({
        status: 'pending',
        employmentId: 2101,
        attachment: { contentType: 'application/pdf' },
      })
    })
  })

  it('instructor-exemptions/create: a document that is no PDF/JPG/PNG/TIF is a 422 on file (ADR 0004)', () =>
    expectCreateRefused({
      given: 'the company administrator is logged in',
      description: 'an exemption application with a text file as its document',
      application: {
        type: 'professionalExperience',
        employmentId: 2101,
        professionId: 848,
        orientationId: null,
        reason: 'Femton år som ställningsbyggare.',
      },
      file: { fileName: 'intyg.txt', contentType: 'text/plain', content: TEXT_FILE },
      field: 'file',
      message: 'Fel filtyp.',
    }))

  it('instructor-exemptions/create: a second application while one of its kind is pending is a 422 on professionId', () =>
    expectCreateRefused({
      given: 'the company administrator is logged in and Mikael has a pending exemption for scaffolding',
      description: 'an exemption application for what is already pending',
      application: {
        type: 'other',
        employmentId: 2102,
        professionId: 848,
        orientationId: null,
        reason: 'Arbetat tio år i Norge.',
      },
      file: { fileName: 'intyg.pdf', contentType: 'application/pdf', content: SMALL_PDF },
      field: 'professionId',
      message:
        'Personen har redan en ansökan om dispens av den här typen för yrket som väntar på beslut. Vänta på beslutet eller välj ett annat yrke eller en annan typ.',
    }))
})

describe('instructor-exemptions/{eid}/attachment', () => {
  // The scenario's document: a 1×1 PNG.
  const png = fileOnDisk(
    'intyg.png',
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  )
  afterAll(() => png.remove())

  it('the company administrator gets the document’s bytes with the type they were stored as', async () => {
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a request for the document of an instructor exemption')
      .withRequest({
        method: 'GET',
        path: `${API}/companies/${NORR}/instructor-exemptions/${NORR_EXEMPTION}/attachment`,
        headers: bearer(COMPANY_ADMIN),
      })
      .withResponseBinaryFile({ status: 200, headers: { 'Content-Type': 'image/png' } }, 'image/png', png.path)
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const blob = await getExemptionAttachment(NORR, NORR_EXEMPTION, { silent: true })
      expect(blob.type).toBe('image/png')
      expect(new Uint8Array(await blob.slice(1, 4).arrayBuffer())).toEqual(new TextEncoder().encode('PNG'))
    })
  })
})

// §6 as the exemption's get, for the document too: the same two refusals to Malmö's department administrator.
for (const read of [
  { sub: 'get', of: '', call: getExemption },
  { sub: 'attachment', of: 'the document of ', call: getExemptionAttachment },
])
  describe(`instructor-exemptions/{eid}/${read.sub}: department scoping`, () => {
    it('a Lund employee’s exemption is 403 to Malmö’s department administrator', () =>
      expectBodilessRefusal(pact, {
        given: MALMO_ADMIN,
        description: `a request for ${read.of}a Lund employee’s exemption by Malmö’s department administrator`,
        method: 'GET',
        path: `/companies/${SYD}/instructor-exemptions/${LUND_EXEMPTION}/${read.sub}`,
        token: DEPARTMENT_ADMIN,
        status: 403,
        message: 'Du saknar behörighet för detta.',
        call: () => read.call(SYD, LUND_EXEMPTION, { silent: true }),
      }))

    it('another company’s exemption is 404', () =>
      expectBodilessRefusal(pact, {
        given: MALMO_ADMIN,
        description: `a request for ${read.of}another company’s exemption`,
        method: 'GET',
        path: `/companies/${SYD}/instructor-exemptions/${NORR_EXEMPTION}/${read.sub}`,
        token: DEPARTMENT_ADMIN,
        status: 404,
        message: 'Dispensen finns inte.',
        call: () => read.call(SYD, NORR_EXEMPTION, { silent: true }),
      }))
  })
