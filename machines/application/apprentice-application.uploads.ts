import type { DocumentType } from '../../src/api/application/application.schemas'
import { documentProblem } from '../../src/domain/application'
import type { ApprenticeApplicationEvent, ApprenticeContext } from './apprentice-application.steps'

/** The documents page of the apprentice wizard: files queue for upload one at a time; refused ones are listed. */

/** A file waiting for its upload. The File itself stays at the edge, found by `uploadKey`. */
export interface QueuedUpload {
  uploadKey: string
  fileName: string
  contentType: string
  size: number
  documentType: DocumentType
  quality: string | null
  schoolRegion: string | null
  municipality: string | null
  schoolName: string | null
}

/** A file refused before upload (documentProblem) or by the server; shown beside the upload field. */
export interface RejectedFile {
  uploadKey: string
  fileName: string
  error: string
}


/** A chosen file: refused before upload (§5 types and sizes, the total limit) or queued. */
export function queueUpload(
  context: Pick<ApprenticeContext, 'documents' | 'uploads' | 'rejectedFiles'>,
  event: Extract<ApprenticeApplicationEvent, { type: 'document.add' }>,
): Partial<Pick<ApprenticeContext, 'uploads' | 'rejectedFiles' | 'formError'>> {
  // The application's documents together stay under the decided total (docs/decisions/0004-upload-limits.md).
  const stored = [...context.documents, ...context.uploads].reduce((sum, d) => sum + d.size, 0)
  const problem = documentProblem(event.file, stored)
  if (problem) {
    return { rejectedFiles: [...context.rejectedFiles, { uploadKey: event.uploadKey, fileName: event.file.name, error: problem }] }
  }
  const upload: QueuedUpload = {
    uploadKey: event.uploadKey,
    fileName: event.file.name,
    contentType: event.file.type,
    size: event.file.size,
    documentType: event.documentType,
    quality: event.quality ?? null,
    schoolRegion: event.schoolRegion ?? null,
    municipality: event.municipality ?? null,
    schoolName: event.schoolName ?? null,
  }
  return { uploads: [...context.uploads, upload], formError: null }
}
