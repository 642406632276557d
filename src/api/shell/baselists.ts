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

/** All base lists, loaded together at login (§7). */
export async function loadBaseLists(): Promise<BaseLists> {
  const [
    applicationStates,
    professions,
    regions,
    employmentTypes,
    distanceOrderStates,
    extensionOrderStates,
    educationTypes,
    schools,
  ] = await Promise.all([
    listApplicationStates(),
    listProfessions(),
    listRegions(),
    listEmploymentTypes(),
    listDistanceOrderStates(),
    listExtensionOrderStates(),
    listEducationTypes(),
    listSchools(),
  ])
  return {
    applicationStates,
    professions,
    regions,
    employmentTypes,
    distanceOrderStates,
    extensionOrderStates,
    educationTypes,
    schools,
  }
}
