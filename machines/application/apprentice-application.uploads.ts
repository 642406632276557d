import { documentProblem } from '../../src/domain/application'
import type { ApprenticeApplicationEvent, ApprenticeContext, QueuedUpload } from './apprentice-application.steps'

/** The documents page of the apprentice wizard: files queue for upload one at a time; refused ones are listed. */

// The documents page's shapes live with the wizard's context (below this module, no import circle).
export type { QueuedUpload, RejectedFile } from './apprentice-application.steps'

/** A chosen file: refused before upload (§5 types and sizes, the total limit) or queued. */
export function queueUpload(
  context: Pick<ApprenticeContext, 'documents' | 'uploads' | 'rejectedFiles'>,
  event: Extract<ApprenticeApplicationEvent, { type: 'document.add' }>,
): Partial<Pick<ApprenticeContext, 'uploads' | 'rejectedFiles' | 'formError'>> {
  // The application's documents together stay under the decided total (docs/decisions/0004-upload-limits.md).
  const stored = [...context.documents, ...context.uploads].reduce((sum, d) => sum + d.size, 0)
  const problem = documentProblem(event.file, stored)
  if (problem) {
    return {
      rejectedFiles: [
        ...context.rejectedFiles,
        { uploadKey: event.uploadKey, fileName: event.file.name, error: problem },
      ],
    }
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
