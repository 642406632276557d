/**
 * A book pause's attachment (§3 Pause; issue 17): upload (multipart `file`, replaces the pause's
 * file), delete, and the stored bytes. The rules are ADR 0004's for documents.
 */
import { http, type CallContext } from '../client'
import { BookPauseSchema, type BookPause } from './ebook.schemas'

export async function uploadPauseAttachment(
  pauseId: number,
  file: Blob & { name?: string },
  options: CallContext = {},
): Promise<BookPause> {
  const body = new FormData()
  body.set('file', file, file.name ?? 'attachment')
  return http()
    .post(`educations/book-pauses/${pauseId}/attachment/upload`, { body, context: { silent: options.silent } })
    .json(BookPauseSchema)
}

export async function deletePauseAttachment(pauseId: number, options: CallContext = {}): Promise<BookPause> {
  return http()
    .delete(`educations/book-pauses/${pauseId}/attachment/delete`, { context: { silent: options.silent } })
    .json(BookPauseSchema)
}

export async function getPauseAttachment(pauseId: number): Promise<Blob> {
  return http()
    .get(`educations/book-pauses/${pauseId}/attachment/get`, { headers: { Accept: '*/*' } })
    .blob()
}
