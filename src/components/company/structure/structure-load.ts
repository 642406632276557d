import type { CompanySummary, Workplace } from '../../../api/company/company.schemas'

/**
 * What a structure page shows of its route's read (ADR 0014): the route's pending page (loading), its
 * error page (error, retried through the router) or what its loader read (done).
 */
export type StructureLoad<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T }

/** The workplace list's data: the workplaces and the company (its departments' names). */
export interface WorkplacesData {
  workplaces: Workplace[]
  company: CompanySummary
}

/** The workplace form's data: the workplace (null: a new one, the path's `new`) and the company. */
export interface WorkplaceData {
  workplace: Workplace | null
  company: CompanySummary
}
