/**
 * A pause's attachment (§3 Pause "attachment", issue 17): uploaded, replaced and removed by whoever
 * manages the book's pauses, under ADR 0004's document rules; read by the book's readers.
 */
import { describe, expect, it } from 'vitest'
import { listBookPauses } from '../../../src/api/ebook/books'
import {
  deletePauseAttachment,
  getPauseAttachment,
  uploadPauseAttachment,
} from '../../../src/api/ebook/pause-attachments'
import { MAX_DOCUMENT_BYTES } from '../../../src/domain/application'
import { db } from '../../db'
import { EBOOK_IDS as B } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const PAUSE = B.activeBookPause
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const file = (content: BlobPart, name: string, type: string) => new File([content], name, { type })
const stored = () => db().bookPauses.findFirst((q) => q.where({ id: PAUSE }))
const fieldMessage = (body: unknown) =>
  (body as { errors?: Array<{ field: string; message: string }> } | undefined)?.errors?.[0]

describe('a pause attachment', () => {
  it('the company administrator attaches a PDF: the pause names it, every reader gets its bytes, a new upload replaces it', async () => {
    api.as('companyAdmin')
    const pause = await uploadPauseAttachment(PAUSE, file(PDF, 'C:\\Skannat\\läkarintyg.pdf', 'application/pdf'))
    expect(pause.attachment).toMatchObject({
      fileName: 'läkarintyg.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    })
    for (const reader of ['apprentice', 'instructor'] as const) {
      api.as(reader)
      expect((await listBookPauses(B.active)).find((p) => p.id === PAUSE)?.attachment?.fileName).toBe('läkarintyg.pdf')
      const blob = await getPauseAttachment(PAUSE)
      expect(blob.type).toBe('application/pdf')
      expect(await blob.text()).toBe(PDF)
    }
    api.as('companyAdmin')
    // A PNG named .jpg: stored as what its bytes are.
    expect((await uploadPauseAttachment(PAUSE, file(PNG, 'intyg.jpg', 'image/jpeg'))).attachment).toMatchObject({
      fileName: 'intyg.jpg',
      contentType: 'image/png',
      size: PNG.length,
    })
    expect((await getPauseAttachment(PAUSE)).type).toBe('image/png')
  })

  it('refuses a wrong type (by name or by bytes), an empty file and one over 10 MB with 422 on the file, keeping what was there', async () => {
    api.as('companyAdmin')
    await uploadPauseAttachment(PAUSE, file(PDF, 'intyg.pdf', 'application/pdf'))
    const cases: Array<[File, RegExp]> = [
      [file('Hej', 'intyg.txt', 'text/plain'), /filtyp/i],
      [file('not a pdf at all', 'intyg.pdf', 'application/pdf'), /filtyp/i],
      [file('', 'intyg.pdf', 'application/pdf'), /tom/i],
      [file(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'intyg.pdf', 'application/pdf'), /10 MB/],
    ]
    for (const [refusedFile, text] of cases) {
      const failure = await failureOf(uploadPauseAttachment(PAUSE, refusedFile))
      expect(failure.status, refusedFile.name).toBe(422)
      expect(fieldMessage(failure.body)).toMatchObject({ field: 'file', message: expect.stringMatching(text) })
    }
    expect(stored()?.attachment?.fileName).toBe('intyg.pdf')
  })

  it('is managed only by those who manage pauses (403 for the apprentice and the instructor), and unknown pauses are 404', async () => {
    for (const key of ['apprentice', 'instructor'] as const) {
      api.as(key)
      expect(
        (await failureOf(uploadPauseAttachment(PAUSE, file(PDF, 'intyg.pdf', 'application/pdf')))).status,
        key,
      ).toBe(403)
    }
    expect(stored()?.attachment).toBeUndefined()
    api.as('companyAdmin')
    expect((await failureOf(uploadPauseAttachment(999999, file(PDF, 'intyg.pdf', 'application/pdf')))).status).toBe(404)
    expect((await failureOf(getPauseAttachment(PAUSE))).status).toBe(404)
  })

  it('is removed by the administrator; the pause stays, the bytes are gone; a stranger reads nothing', async () => {
    api.as('companyAdmin')
    await uploadPauseAttachment(PAUSE, file(PDF, 'intyg.pdf', 'application/pdf'))
    api.as('passwordUser')
    expect((await failureOf(getPauseAttachment(PAUSE))).status).toBe(403)
    api.as('apprentice')
    expect((await failureOf(deletePauseAttachment(PAUSE))).status).toBe(403)
    api.as('companyAdmin')
    const pause = await deletePauseAttachment(PAUSE)
    expect(pause).toMatchObject({ id: PAUSE, reason: 'Sjukskrivning' })
    expect(pause.attachment).toBeUndefined()
    expect(stored()?.attachmentBase64).toBeUndefined()
    expect((await failureOf(getPauseAttachment(PAUSE))).status).toBe(404)
    expect((await failureOf(deletePauseAttachment(PAUSE))).status).toBe(404)
  })
})
