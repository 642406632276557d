import * as v from 'valibot'
import { http } from '../client'
import { rowsOf } from '../common.schemas'
import {
  ApplicationStateSchema,
  EducationTypeSchema,
  EmploymentTypeSchema,
  ProfessionSchema,
  RegionSchema,
  SchoolSchema,
  StateSchema,
  type BaseLists,
} from './baselists.schemas'

async function list<T extends v.GenericSchema>(path: string, item: T): Promise<v.InferOutput<T>[]> {
  return (await http().get(path).json(rowsOf(item))).rows
}

export const listApplicationStates = () => list('application-states/list', ApplicationStateSchema)
export const listProfessions = () => list('professions/list', ProfessionSchema)
export const listRegions = () => list('regions/list', RegionSchema)
export const listEmploymentTypes = () => list('employment-types/list', EmploymentTypeSchema)
export const listDistanceOrderStates = () => list('distance-order-states/list', StateSchema)
export const listExtensionOrderStates = () => list('extension-order-states/list', StateSchema)
export const listEducationTypes = () => list('education-types/list', EducationTypeSchema)
export const listSchools = () => list('school/list', SchoolSchema)

/** Runs the loaders at once; their answers under the same keys. */
async function allOf<T extends Record<string, () => Promise<unknown>>>(
  loaders: T,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const keys = Object.keys(loaders) as Array<keyof T>
  const values = await Promise.all(keys.map((key) => loaders[key]!()))
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as { [K in keyof T]: Awaited<ReturnType<T[K]>> }
}

/** All base lists, loaded together at login (§7). */
export function loadBaseLists(): Promise<BaseLists> {
  return allOf({
    applicationStates: listApplicationStates,
    professions: listProfessions,
    regions: listRegions,
    employmentTypes: listEmploymentTypes,
    distanceOrderStates: listDistanceOrderStates,
    extensionOrderStates: listExtensionOrderStates,
    educationTypes: listEducationTypes,
    schools: listSchools,
  })
}
