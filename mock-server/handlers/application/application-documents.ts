/** An application's documents: upload (multipart, sniffed, §9 sizes), delete, and the stored bytes. */
import * as v from 'valibot'
import { ApplicationDocumentSchema, DocumentTypeSchema } from '../../../src/api/application/application.schemas'
import { TEXT_MAX } from '../../../src/api/common.schemas'
import {
  MAX_APPLICATION_DOCUMENTS_BYTES,
  MAX_DOCUMENT_BYTES,
  documentProblem,
  sniffDocumentType,
} from '../../../src/domain/application'
import { nowIso } from '../../clock'
import { db, nextId } from '../../db'
import { ok, wire } from '../-support'
import { cleanFileName, multipartForm, storedFileAnswer, toBase64 } from '../-uploads'
import { applicationRoute, changeTime, editingSide, patch, readable } from './-application-support'

const MB = 1024 * 1024
/** The document's optional text fields (multipart). */
const DOCUMENT_TEXT_FIELDS = ['quality', 'schoolRegion', 'municipality', 'schoolName'] as const

export const applicationDocumentHandlers = [
  // Multipart: applicationId, type, quality?, schoolRegion?, municipality?, schoolName?, file.
  applicationRoute('post', '/application-documents/create', async (ctx, auth) => {
    // An upload is multipart (§3 strict input): JSON or text is the wrong content type, 415.
    const form = await multipartForm(ctx)
    const rawId = form.get('applicationId')
    if (typeof rawId !== 'string' || !/^\d+$/.test(rawId.trim()) || !Number.isSafeInteger(Number(rawId.trim()))) {
      return ctx.invalid('applicationId', rawId === null ? 'fieldRequired' : 'fieldInvalid', { field: 'applicationId' })
    }
    const access = readable(ctx, auth, Number(rawId.trim()))
    editingSide(ctx, access)
    const type = v.safeParse(DocumentTypeSchema, form.get('type'))
    if (!type.success)
      return ctx.invalid('type', form.get('type') === null ? 'fieldRequired' : 'fieldInvalid', { field: 'type' })
    const file = form.get('file')
    if (file === null || typeof file === 'string') return ctx.invalid('file', 'fieldRequired', { field: 'file' })

    const d = db()
    const stored = d.applicationDocuments
      .findMany((q) => q.where({ applicationId: access.app.id }))
      .reduce((sum, doc) => sum + doc.size, 0)
    const problem = documentProblem({ name: file.name, type: file.type, size: file.size }, stored)
    if (problem === 'wrongType') return ctx.invalid('file', 'documentWrongType')
    if (problem === 'empty') return ctx.invalid('file', 'documentEmpty')
    if (problem === 'tooLarge') return ctx.invalid('file', 'documentTooLarge', { max: String(MAX_DOCUMENT_BYTES / MB) })
    if (problem === 'totalTooLarge')
      return ctx.invalid('file', 'documentsTotalTooLarge', { max: String(MAX_APPLICATION_DOCUMENTS_BYTES / MB) })
    const bytes = new Uint8Array(await file.arrayBuffer())
    // What the bytes are, not what the file name says.
    const contentType = sniffDocumentType(bytes)
    if (contentType === null) return ctx.invalid('file', 'documentWrongType')

    const tooLong = ctx.errors()
    for (const key of DOCUMENT_TEXT_FIELDS) {
      const value = form.get(key)
      if (typeof value === 'string' && value.trim().length > TEXT_MAX.name)
        tooLong.add(key, 'fieldTooLong', { field: key, max: String(TEXT_MAX.name) })
    }
    tooLong.throwIfAny()
    const text = (key: string) => {
      const value = form.get(key)
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
    }
    const record = await d.applicationDocuments.create({
      id: nextId(d.applicationDocuments.all(), 41001),
      applicationId: access.app.id,
      fileName: cleanFileName(file.name, 'document'),
      contentType,
      size: bytes.length,
      type: type.output,
      quality: text('quality'),
      schoolRegion: text('schoolRegion'),
      municipality: text('municipality'),
      schoolName: text('schoolName'),
      uploadedAt: nowIso(),
      contentBase64: toBase64(bytes),
    })
    // A new document is a change: the company saves again before approving.
    await patch(access.app.id, { updatedAt: changeTime(access.app) })
    return ok(wire(ApplicationDocumentSchema, record))
  }),

  applicationRoute('delete', '/application-documents/delete/:id', async (ctx, auth) => {
    const d = db()
    const document = d.applicationDocuments.findFirst((q) => q.where({ id: ctx.id() })) ?? ctx.notFound()
    const access = readable(ctx, auth, document.applicationId)
    editingSide(ctx, access)
    d.applicationDocuments.delete((q) => q.where({ id: document.id }))
    await patch(access.app.id, { updatedAt: changeTime(access.app) })
    return ok({ ok: true })
  }),

  // The stored bytes with the content type they were found to be.
  applicationRoute('get', '/application-documents/get/:id', (ctx, auth) => {
    const document = db().applicationDocuments.findFirst((q) => q.where({ id: ctx.id() })) ?? ctx.notFound()
    readable(ctx, auth, document.applicationId)
    return storedFileAnswer(document, document.contentBase64)
  }),
]
