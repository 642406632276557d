/**
 * A book pause's attachment (§3 Pause "attachment", issue 17; ADR 0004's document rules): the
 * company administrator uploads a file to a pause (multipart `file`) and removes it; every reader of
 * the book gets its bytes; the apprentice may not change it.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  deletePauseAttachment,
  getPauseAttachment,
  uploadPauseAttachment,
} from '../../../src/api/ebook/pause-attachments'
import { errorBody, errorStatus } from '../../../src/api/client'
import { MULTIPART_CONTENT_TYPE, SMALL_PDF, TEXT_FILE, fileOf, multipartBody, smallPdfFile } from '../support/documents'
import { fieldRefusal } from '../support/errors'
import { JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'
import { FORBIDDEN_BODY, NOT_FOUND_BODY, statePath } from '../support/ebook'

const { integer, string, regex } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')
const PAUSE_ID = 23001
const WRONG_TYPE = 'Fel filtyp. Tillåtna filtyper är PDF, JPG, PNG och TIF.'

const pauseWithFile = (fileName: string) => ({
  id: integer(PAUSE_ID),
  bookId: integer(7001),
  fromDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-07-06'),
  toDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-08-02'),
  reason: string('Sjukskrivning'),
  attachment: {
    fileName: string(fileName),
    contentType: 'application/pdf',
    size: integer(SMALL_PDF.length),
    uploadedAt: string('2026-11-16T08:00:00.000Z'),
  },
})

describe('educations/book-pauses/{id}/attachment/upload', () => {
  const path = statePath('/educations/book-pauses/{pauseId}/attachment/upload', { pauseId: PAUSE_ID })

  it('the company administrator attaches a PDF to the pause (multipart): the pause answers with the file’s facts', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('an upload of a PDF to the pause by the company administrator')
      .withRequest({
        method: 'POST',
        path,
        headers: { ...bearer(COMPANY_ADMIN), 'Content-Type': MULTIPART_CONTENT_TYPE },
        body: multipartBody([], {
          name: 'file',
          fileName: 'intyg.pdf',
          contentType: 'application/pdf',
          content: SMALL_PDF,
        }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: pauseWithFile('intyg.pdf') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const pause = await uploadPauseAttachment(PAUSE_ID, fileOf(SMALL_PDF, 'intyg.pdf', 'application/pdf'), {
        silent: true,
      })
      expect(pause.attachment).toMatchObject({ fileName: 'intyg.pdf', contentType: 'application/pdf' })
    })
  })

  it('a text file is a 422 on the file (ADR 0004)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('an upload of a text file to the pause')
      .withRequest({
        method: 'POST',
        path,
        headers: { ...bearer(COMPANY_ADMIN), 'Content-Type': MULTIPART_CONTENT_TYPE },
        body: multipartBody([], { name: 'file', fileName: 'intyg.txt', contentType: 'text/plain', content: TEXT_FILE }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: fieldRefusal('file', WRONG_TYPE) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() =>
        uploadPauseAttachment(PAUSE_ID, fileOf(TEXT_FILE, 'intyg.txt', 'text/plain'), { silent: true }),
      )
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.[0]).toMatchObject({ field: 'file', message: WRONG_TYPE })
    })
  })

  it('the apprentice may not attach a file to a pause (403)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('an upload of a PDF to the pause by the apprentice')
      .withRequest({
        method: 'POST',
        path,
        headers: { ...bearer(APPRENTICE), 'Content-Type': MULTIPART_CONTENT_TYPE },
        body: multipartBody([], {
          name: 'file',
          fileName: 'intyg.pdf',
          contentType: 'application/pdf',
          content: SMALL_PDF,
        }),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(
        errorStatus(
          await rejectionOf(() =>
            uploadPauseAttachment(PAUSE_ID, fileOf(SMALL_PDF, 'intyg.pdf', 'application/pdf'), { silent: true }),
          ),
        ),
      ).toBe(403)
    })
  })
})

describe('educations/book-pauses/{id}/attachment/get and /delete', () => {
  const pdf = smallPdfFile()
  afterAll(() => pdf.remove())

  it('the apprentice reads the file of her book’s pause: its bytes with their content type', async () => {
    pact
      .given('the apprentice’s active e-book has a pause with an attachment')
      .uponReceiving('a request by the apprentice for the bytes of the pause’s attachment')
      .withRequest({
        method: 'GET',
        path: statePath('/educations/book-pauses/{pauseId}/attachment/get', { pauseId: PAUSE_ID }),
        headers: bearer(APPRENTICE),
      })
      .withResponseBinaryFile(
        { status: 200, headers: { 'Content-Type': 'application/pdf' } },
        'application/pdf',
        pdf.path,
      )

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const blob = await getPauseAttachment(PAUSE_ID)
      expect(blob.type).toBe('application/pdf')
      expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
    })
  })

  it('a pause without a file has none to read (404)', async () => {
    pact
      .given('the apprentice’s active e-book has a pause')
      .uponReceiving('a request for the attachment of a pause that has none')
      .withRequest({
        method: 'GET',
        path: statePath('/educations/book-pauses/{pauseId}/attachment/get', { pauseId: PAUSE_ID }),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 404, headers: JSON_ANSWER, body: NOT_FOUND_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getPauseAttachment(PAUSE_ID)))).toBe(404)
    })
  })

  it('the company administrator removes the file: the pause answers without one', async () => {
    const { attachment: _removed, ...withoutFile } = pauseWithFile('intyg.pdf')
    pact
      .given('the apprentice’s active e-book has a pause with an attachment')
      .uponReceiving('a removal of the pause’s attachment by the company administrator')
      .withRequest({
        method: 'DELETE',
        path: statePath('/educations/book-pauses/{pauseId}/attachment/delete', { pauseId: PAUSE_ID }),
        headers: bearer(COMPANY_ADMIN),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: withoutFile })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const pause = await deletePauseAttachment(PAUSE_ID, { silent: true })
      expect(pause.id).toBe(PAUSE_ID)
      expect(pause.attachment).toBeUndefined()
    })
  })
})
