import { fromPromise } from 'xstate'
import type { Application } from '../../src/api/application/application.schemas'
import type { InstructorEmployment, Workplace } from '../../src/api/company/company.schemas'
import type { UpdateInput } from './company-registration.steps'
import { actorNotProvided } from '../wizard/not-provided'

/** A call a company flow makes that its edge did not provide (company-*.edge.ts provides them all). */
export const notProvided = actorNotProvided('company application machine')

/**
 * The calls the company's registration and review both make, typed once: their edges provide the
 * same api functions (each machine adds its own: getCompany and createApplication, or the courses
 * and delete).
 */
export const companyApplicationActors = {
  getApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('getApplication')),
  /** companies/{id}/employments with instructorsOnly (and the department, when there is one). */
  listEmployments: fromPromise<
    InstructorEmployment[],
    { companyId: number; instructorsOnly: true; departmentId?: number }
  >(async () => notProvided('listEmployments')),
  listWorkplaces: fromPromise<Workplace[], { companyId: number }>(async () => notProvided('listWorkplaces')),
  /** applications/update/{id}: 'save', or the company's decision ('approve', 'deny' + denyMotivation). */
  updateApplication: fromPromise<Application, UpdateInput>(async () => notProvided('updateApplication')),
}
