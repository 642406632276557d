/**
 * What every upload handler of the simulated backend does alike (ADR 0004): the multipart body read
 * under §3's strict input (anything else is 415, a broken body 422), file names cut to a length that
 * keeps the extension, and the bytes kept as base64 in the stored record.
 */
import { HttpResponse } from 'msw'
import { documentProblem, MAX_DOCUMENT_BYTES, sniffDocumentType } from '../../src/domain/application'
import { fail, type Ctx } from './-support'

/** File names are kept to this many characters, the extension kept (ADR 0004). */
export const FILE_NAME_MAX = 100

/** The upload's form: 415 when the body is not multipart, 422 when it cannot be read. */
export async function multipartForm(ctx: Ctx): Promise<FormData> {
  const mediaType = (ctx.request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase()
  if (mediaType !== 'multipart/form-data') fail(415, { message: ctx.t('uploadNotMultipart') })
  try {
    return await ctx.request.formData()
  } catch {
    fail(422, { message: ctx.t('multipartInvalid'), errors: [{ field: 'body', message: ctx.t('multipartInvalid') }] })
  }
}

/** The name without any path, at most FILE_NAME_MAX characters, keeping the extension. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || fallback
  if (base.length <= FILE_NAME_MAX) return base
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ''
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** A stored file's answer: its bytes with the type they were found to be, shown inline under its own name. */
export function storedFileAnswer(file: { fileName: string; contentType: string }, base64: string): Response {
  const bytes = fromBase64(base64)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    },
  })
}

/**
 * The form's `file` as a document under ADR 0004 (PDF, JPG, PNG, TIF by name and by bytes; not
 * empty; at most 10 MB): its bytes, the type found in them and a clean name; 422 on `file` otherwise.
 */
export async function documentFile(ctx: Ctx, form: FormData, fallbackName: string) {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return ctx.invalid('file', 'attachmentRequired')
  const problem = documentProblem({ name: file.name, type: file.type, size: file.size })
  if (problem === 'wrongType') return ctx.invalid('file', 'documentWrongType')
  if (problem === 'empty') return ctx.invalid('file', 'documentEmpty')
  if (problem === 'tooLarge' || problem === 'totalTooLarge')
    return ctx.invalid('file', 'documentTooLarge', { max: String(MAX_DOCUMENT_BYTES / (1024 * 1024)) })
  const bytes = new Uint8Array(await file.arrayBuffer())
  // What the bytes are, not what the file name says.
  const contentType = sniffDocumentType(bytes)
  if (contentType === null) return ctx.invalid('file', 'documentWrongType')
  return { bytes, contentType, fileName: cleanFileName(file.name, fallbackName) }
}
