/**
 * The base lists loaded at login (§7). Public reference data: no personal data, and the
 * registration and application wizards may need them before a session exists. A revoked session's
 * token is still refused (406).
 */
import type { GenericSchema } from 'valibot'
import {
  ApplicationStateSchema,
  EducationTypeSchema,
  EmploymentTypeSchema,
  ProfessionSchema,
  RegionSchema,
  SchoolSchema,
  StateSchema,
} from '../../../src/api/shell/baselists.schemas'
import { db, type Db } from '../../db'
import { api, ok, refuseRevokedSession, route, rows } from '../-support'

function list(path: string, collection: (d: Db) => { all(): readonly unknown[] }, schema: GenericSchema) {
  return route('get', api(path), (ctx) => {
    refuseRevokedSession(ctx.request)
    return ok(rows(schema, collection(db()).all()))
  })
}

export const baselistsHandlers = [
  list('/application-states/list', (d) => d.applicationStates, ApplicationStateSchema),
  list('/professions/list', (d) => d.professions, ProfessionSchema),
  list('/regions/list', (d) => d.regions, RegionSchema),
  list('/employment-types/list', (d) => d.employmentTypes, EmploymentTypeSchema),
  list('/distance-order-states/list', (d) => d.distanceOrderStates, StateSchema),
  list('/extension-order-states/list', (d) => d.extensionOrderStates, StateSchema),
  list('/education-types/list', (d) => d.educationTypes, EducationTypeSchema),
  list('/school/list', (d) => d.schools, SchoolSchema),
]
