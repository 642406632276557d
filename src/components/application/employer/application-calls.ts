import { fromPromise } from 'xstate'
import type { companyRegistrationMachine } from '../../../../machines/application/company-registration.machine'
import type { UpdateInput } from '../../../../machines/application/company-registration.steps'
import type { companyReviewMachine } from '../../../../machines/application/company-review.machine'
import {
  createApplication,
  deleteApplication,
  getApplication,
  updateApplication,
} from '../../../api/application/applications'
import { classified, toFailure, type Failure, type FailureKey, type FailureRules } from '../../../api/failure'
import { getCompany, listEmployments, listProfessionCourses, listWorkplaces } from '../../../api/company/companies'
import { SUBMITTABLE_ID_FIELDS, SUBMITTABLE_TEXT_FIELDS } from '../../../domain/application'

/**
 * The React edge of the company application machines: the real api functions as the machines'
 * actors, with every failure turned into the `{ key, fieldErrors }` the machines understand (they
 * know no HTTP). Field errors of a 422 keep the server's own, already translated text (it answers
 * in the Accept-Language of the session); the view shows a known key translated and anything else
 * as it came.
 */

export type CallKind = 'load' | 'create' | 'save' | 'approve' | 'deny' | 'delete' | 'instructors'

/** The server names the application's workplace `workplace`; the machines' answer is `workplaceId`. */
const FIELD_ALIASES: Record<string, string> = { workplace: 'workplaceId' }

const SUBMITTABLE_FIELDS: ReadonlySet<string> = new Set<string>([
  ...SUBMITTABLE_TEXT_FIELDS,
  ...SUBMITTABLE_ID_FIELDS,
  'employmentDate',
  'id',
])

const FALLBACK: Record<CallKind, FailureKey> = {
  load: 'couldNotLoad',
  create: 'couldNotSave',
  save: 'couldNotSave',
  approve: 'couldNotSave',
  deny: 'couldNotSave',
  delete: 'couldNotDelete',
  instructors: 'instructorsLoadFailed',
}

/** How a company application call reads the server's answers (the rules src/api/failure.ts's `toFailure` applies). */
function callRules(kind: CallKind): FailureRules {
  const withFields = kind === 'create' || kind === 'save' || kind === 'approve' || kind === 'deny'
  return {
    byStatus: { 403: kind === 'delete' ? 'notAllowedToDelete' : 'noPermission' },
    // The first message of a field is the one shown beside it.
    ...(withFields ? { fieldErrors: { aliases: FIELD_ALIASES, skip: ['stateId'] } } : {}),
    read: ({ status, items }) => {
      if (status !== 422) return undefined
      const fields = items.flatMap((item) => (item.field !== null ? [item.field] : []))
      if (fields.includes('action')) return { key: 'mustSaveFirst' }
      // Approve answers one §8 message and names every field §4 still misses.
      if (kind === 'approve' && fields.length > 0 && fields.every((f) => SUBMITTABLE_FIELDS.has(f)))
        return { key: 'notFilledEnough' }
      return undefined
    },
  }
}

/** What a failed call means for a company application flow (src/api/failure.ts, with the rules of these calls). */
export function applicationFailureOf(error: unknown, kind: CallKind): Failure {
  return toFailure(error, FALLBACK[kind], callRules(kind))
}

/** Runs an api call for a machine actor: a failure rejects with the machine's failure shape (the kit's `classified`). */
export function asApplicationCall<T>(kind: CallKind, call: () => Promise<T>): Promise<T> {
  return classified(call, FALLBACK[kind], callRules(kind), `[company-application] ${kind}`)
}

function kindOfUpdate(input: UpdateInput): CallKind {
  return input.action?.type === 'approve' ? 'approve' : input.action?.type === 'deny' ? 'deny' : 'save'
}

const update = fromPromise(({ input }: { input: UpdateInput }) =>
  asApplicationCall(kindOfUpdate(input), () => updateApplication(input.applicationId, input.changes, input.action)),
)
const employments = fromPromise(
  ({ input }: { input: { companyId: number; instructorsOnly: true; departmentId?: number } }) =>
    asApplicationCall('instructors', () =>
      listEmployments(input.companyId, {
        instructorsOnly: true,
        ...(input.departmentId !== undefined ? { departmentId: input.departmentId } : {}),
      }),
    ),
)
const workplaces = fromPromise(({ input }: { input: { companyId: number } }) =>
  asApplicationCall('load', () => listWorkplaces(input.companyId)),
)
const application = fromPromise(({ input }: { input: { applicationId: number } }) =>
  asApplicationCall('load', () => getApplication(input.applicationId)),
)

/** The registration machine's calls (companies/get, workplaces, employments, applications/get|create|update). */
export const registrationActors = {
  getCompany: fromPromise(({ input }: { input: { companyId: number } }) =>
    asApplicationCall('load', () => getCompany(input.companyId)),
  ),
  listWorkplaces: workplaces,
  getApplication: application,
  listEmployments: employments,
  createApplication: fromPromise(({ input }: { input: { changes: Parameters<typeof createApplication>[0] } }) =>
    asApplicationCall('create', () => createApplication(input.changes)),
  ),
  updateApplication: update,
} satisfies Parameters<typeof companyRegistrationMachine.provide>[0]['actors']

/** The review machine's calls (applications/get|update|delete, employments, workplaces, profession courses). */
export const reviewActors = {
  getApplication: application,
  listEmployments: employments,
  listWorkplaces: workplaces,
  listProfessionCourses: fromPromise(({ input }: { input: { professionId: number } }) =>
    asApplicationCall('load', () => listProfessionCourses(input.professionId)),
  ),
  updateApplication: update,
  deleteApplication: fromPromise(({ input }: { input: { applicationId: number } }) =>
    asApplicationCall('delete', () => deleteApplication(input.applicationId, { silent: true })),
  ),
} satisfies Parameters<typeof companyReviewMachine.provide>[0]['actors']
