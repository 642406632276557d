import type { InstructorEmployment } from '../../../api/company/company.schemas'
import type { Exemption } from '../../../api/company/exemption.schemas'
import type { Profession } from '../../../api/shell/baselists.schemas'

/**
 * What the exemption pages' routes read (ADR 0014), beside the professions whose names the pages show.
 * The view keeps its §2 quirk: any company user opens it, and the exemption itself is read only by
 * those §6 lets read it (`refused`: the page says so).
 */
export interface ExemptionListData {
  exemptions: Exemption[]
  professions: Profession[]
}

export type ExemptionViewData =
  { status: 'shown'; exemption: Exemption; professions: Profession[] } | { status: 'refused' }

export interface ExemptionFormData {
  /** The company's active staff the viewer may see (§6: without an own account greyed out, not selectable). */
  staff: InstructorEmployment[]
  professions: Profession[]
}

/** The profession's name and, where given, its orientation's ('Scaffolding, Facade'). */
export function professionName(
  professions: readonly Profession[],
  professionId: number,
  orientationId?: number | null,
) {
  const profession = professions.find((p) => p.id === professionId)
  if (!profession) return String(professionId)
  const orientation = profession.machineOrientations.find((o) => o.id === orientationId)
  return orientation ? `${profession.name}, ${orientation.name}` : profession.name
}

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()
