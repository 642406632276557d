import { fromPromise } from 'xstate'
import type { apprenticeApplicationMachine } from '../../../machines/application/apprentice-application.machine'
import type { VerifyAnswer } from '../../../machines/application/apprentice-application.steps'
import type { QueuedUpload } from '../../../machines/application/apprentice-application.uploads'
import {
  createApplication,
  deleteApplicationDocument,
  getApplication,
  listApplications,
  signApplication,
  updateApplication,
  uploadApplicationDocument,
} from '../../api/application/applications'
import { errorBody, errorStatus, validationMessage } from '../../api/client'
import { classified, toFailure, type Failure, type FailureKey, type FailureRules } from '../../api/failure'
import { getCompany, getCompanyByNumber, listProfessionCourses } from '../../api/company/companies'
import { fetchAddress, fetchGugCourses } from '../../api/shell/persons'
import { PHOTO_TARGET_BYTES } from '../../domain/application'

/**
 * The React edge of the apprentice wizard: the api functions as the machine's actors, with every
 * failure turned into the `{ key, fieldErrors }` the machine understands (it knows no HTTP).
 */

/** Files chosen on the documents page wait here (a File cannot live in a persisted snapshot). */
export class UploadStore {
  private files = new Map<string, File>()
  /** The server's own 422 text per upload, shown instead of the generic message (§8). */
  readonly serverMessages = new Map<string, string>()
  private counter = 0

  add(file: File): string {
    this.counter += 1
    const key = `upload-${Date.now().toString(36)}-${this.counter}`
    this.files.set(key, file)
    return key
  }

  take(key: string): File | undefined {
    const file = this.files.get(key)
    this.files.delete(key)
    return file
  }
}

/**
 * How the wizard's calls read the server's answers (src/api/failure.ts): network trouble, a status
 * named in `byStatus`, 403 as "no permission", else the call's fallback; a 422 brings its field errors along.
 */
function applicationRules(
  byStatus: Partial<Record<number, FailureKey>> = {},
  reasons?: Readonly<Record<string, FailureKey>>,
): FailureRules {
  return { byStatus: { 403: 'noPermission', ...byStatus }, reasons, fieldErrors: {} }
}

/** The wizard shows these refusals on its page (a wrong code, an unknown company, a refused file): no global toast. */
export const SILENT = { silent: true } as const

/** Runs an api call for a machine actor: a failure rejects as the wizard's Failure (the kit's `classified`). */
function call<T>(
  run: () => Promise<T>,
  fallback: FailureKey,
  byStatus?: Partial<Record<number, FailureKey>>,
  reasons?: Readonly<Record<string, FailureKey>>,
): Promise<T> {
  return classified(run, fallback, applicationRules(byStatus, reasons), '[application] call')
}

/**
 * The calls of the wizard's code checks (the kit's verify-code machine, provided at the edge). A wrong
 * code is a 4xx on the check; the machine shows it beside the code field. A code voided after five
 * wrong attempts and a new code asked for within a minute get their own words (ADR 0007).
 */
export async function sendCodeCall(run: () => Promise<VerifyAnswer>): Promise<void> {
  const answer = await call(run, 'sendFailed', { 429: 'resendTooSoon' }, { resendTooSoon: 'resendTooSoon' })
  if (!answer.sent && !answer.verified) throw { key: 'sendFailed' } satisfies Failure
}

export function checkCodeCall(run: () => Promise<VerifyAnswer>): Promise<VerifyAnswer> {
  return call(run, 'somethingWentWrong', { 400: 'wrongCode', 422: 'wrongCode' }, { codeVoid: 'codeVoid' })
}

/**
 * docs/decisions/0004-upload-limits.md: a phone photo is scaled and re-encoded as JPEG until it is
 * below 1 MB. Where the browser cannot (no canvas, an old browser, a TIFF) the original goes, still
 * under the 10 MB document limit.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= PHOTO_TARGET_BYTES || !/^image\/(jpeg|png)$/.test(file.type)) return file
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file
  try {
    const bitmap = await createImageBitmap(file)
    let scale = Math.min(1, 2000 / Math.max(bitmap.width, bitmap.height))
    for (let attempt = 0; attempt < 5; attempt++) {
      const canvas = document.createElement('canvas')
      canvas.width = Math.max(1, Math.round(bitmap.width * scale))
      canvas.height = Math.max(1, Math.round(bitmap.height * scale))
      const context = canvas.getContext('2d')
      if (!context) return file
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82))
      if (blob && blob.size <= PHOTO_TARGET_BYTES) {
        const name = file.name.replace(/\.[A-Za-z0-9]+$/, '') + '.jpg'
        return new File([blob], name, { type: 'image/jpeg' })
      }
      scale *= 0.75
    }
    return file
  } catch {
    return file
  }
}

export interface ApprenticeEdges {
  uploads: UploadStore
  /** A new draft got its id: the page's URL and stored progress follow it. */
  onDraftCreated: (applicationId: number) => void
}

/** The production machine with its actors and actions filled in (architecture: `.provide()` at the React edge). */
export function provideApprenticeMachine(machine: typeof apprenticeApplicationMachine, edges: ApprenticeEdges) {
  return machine.provide({
    actors: {
      listOwnApplications: fromPromise(() => call(() => listApplications({ type: 'own' }), 'couldNotLoad')),
      getApplication: fromPromise(({ input }) =>
        call(() => getApplication(input.applicationId), 'couldNotLoad', { 403: 'couldNotLoad', 404: 'couldNotLoad' }),
      ),
      getCompany: fromPromise(({ input }) => call(() => getCompany(input.companyId), 'couldNotLoad')),
      fetchAddress: fromPromise(() => call(() => fetchAddress(), 'somethingWentWrong')),
      createApplication: fromPromise(({ input }) => call(() => createApplication(input.changes), 'couldNotSave')),
      updateApplication: fromPromise(({ input }) =>
        call(() => updateApplication(input.applicationId, input.changes), 'couldNotSave'),
      ),
      getCompanyByNumber: fromPromise(({ input }) =>
        call(() => getCompanyByNumber(input.organizationalNumber, SILENT), 'somethingWentWrong', {
          404: 'companyNotFound',
          422: 'invalidOrganisationNumber',
        }),
      ),
      uploadApplicationDocument: fromPromise(
        async ({ input }: { input: { applicationId: number; upload: QueuedUpload } }) => {
          const { upload } = input
          const chosen = edges.uploads.take(upload.uploadKey)
          // After a reload the file itself is gone; the person chooses it again.
          if (!chosen) throw { key: 'uploadFailed' } satisfies Failure
          const file = upload.documentType === 'photo' ? await shrinkPhoto(chosen) : chosen
          try {
            return await uploadApplicationDocument(
              input.applicationId,
              file,
              {
                type: upload.documentType,
                quality: upload.quality ?? undefined,
                schoolRegion: upload.schoolRegion ?? undefined,
                municipality: upload.municipality ?? undefined,
                schoolName: upload.schoolName ?? undefined,
              },
              SILENT,
            )
          } catch (error) {
            // The call is silent (no global toast): the server's reason is shown beside the file field.
            if (errorStatus(error) === 422)
              edges.uploads.serverMessages.set(upload.uploadKey, validationMessage(errorBody(error)))
            if (import.meta.env?.DEV) console.info('[application] call failed', error)
            throw toFailure(error, 'uploadFailed', applicationRules({ 413: 'tooLarge', 415: 'wrongType' }))
          }
        },
      ),
      deleteApplicationDocument: fromPromise(({ input }) =>
        call(() => deleteApplicationDocument(input.documentId), 'removeFailed'),
      ),
      listProfessionCourses: fromPromise(({ input }) =>
        call(() => listProfessionCourses(input.professionId), 'coursesLoadFailed'),
      ),
      fetchGugCourses: fromPromise(({ input }) => call(() => fetchGugCourses(input.professionId), 'gugFetchFailed')),
      signApplication: fromPromise(({ input }) => call(() => signApplication(input.applicationId), 'couldNotSign')),
    },
    actions: {
      draftCreated: (_, { applicationId }) => edges.onDraftCreated(applicationId),
      logFailure: (_, { what, error }) => console.info(`[application] ${what} failed`, error),
    },
  })
}
