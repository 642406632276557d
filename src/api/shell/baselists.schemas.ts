import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'

export const NamedSchema = v.object({ id: Id, name: v.string() })
export type Named = v.InferOutput<typeof NamedSchema>

/** Application, distance-order and extension-order states: id, name, state. */
export const StateSchema = v.object({ id: Id, name: v.string(), state: v.string() })
export const ApplicationStateSchema = v.object({ ...StateSchema.entries, initiatedByCompany: v.boolean() })
export type ApplicationState = v.InferOutput<typeof ApplicationStateSchema>

export const ProfessionSchema = v.object({
  id: Id,
  name: v.string(),
  icon: v.nullable(v.string()),
  machineOrientations: v.array(NamedSchema),
  isMachineProfession: v.boolean(),
  newInstructionsAt: v.nullable(IsoDate),
  daysUntilOrderApproval: v.nullable(v.number()),
})
export type Profession = v.InferOutput<typeof ProfessionSchema>

export const RegionSchema = NamedSchema
export const EmploymentTypeSchema = NamedSchema
export const EducationTypeSchema = NamedSchema
export const SchoolSchema = v.object({ ...NamedSchema.entries, municipality: v.nullable(v.string()) })

export const BaseListsSchema = v.object({
  applicationStates: v.array(ApplicationStateSchema),
  professions: v.array(ProfessionSchema),
  regions: v.array(RegionSchema),
  employmentTypes: v.array(EmploymentTypeSchema),
  distanceOrderStates: v.array(StateSchema),
  extensionOrderStates: v.array(StateSchema),
  educationTypes: v.array(EducationTypeSchema),
  schools: v.array(SchoolSchema),
})
export type BaseLists = v.InferOutput<typeof BaseListsSchema>
