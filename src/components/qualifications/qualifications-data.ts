/**
 * The data of /my-qualifications and /basic-education (issue 21, ADR 0014): read by the routes'
 * loaders (this module is imported by them when the route loads, not with the start page). Names
 * come from the base lists the session read at login (professions, their machine orientations).
 */
import { listProfessionCourses } from '../../api/company/companies'
import type { ProfessionCourse } from '../../api/company/company.schemas'
import type { PersonQualifications } from '../../api/qualifications/qualifications.schemas'
import { getPersonQualifications } from '../../api/qualifications/qualifications'
import { listProfessions } from '../../api/shell/baselists'
import type { BaseLists, Profession } from '../../api/shell/baselists.schemas'
import { getCurrentInstructions } from '../../api/shell/settings'
import type { CurrentUser } from '../../api/shell/user.schemas'

export interface Names {
  profession: Record<number, string>
  machine: Record<number, string>
}

export interface MyQualificationsData {
  held: PersonQualifications
  names: Names
  /** The commit date of the instructions in force (null: none committed). */
  instructionsCommittedAt: string | null
}

export interface BasicEducationData {
  held: PersonQualifications
  names: Names
  /** The courses of each basic education's profession, by profession id. */
  courses: Record<number, ProfessionCourse[]>
}

export function namesOf(professions: readonly Profession[]): Names {
  const profession: Record<number, string> = {}
  const machine: Record<number, string> = {}
  for (const p of professions) {
    profession[p.id] = p.name
    for (const m of p.machineOrientations) machine[m.id] = m.name
  }
  return { profession, machine }
}

/** The professions from the session's base lists, read here when those are not in (yet). */
async function professionsOf(baseLists: BaseLists | null): Promise<readonly Profession[]> {
  return baseLists?.professions ?? listProfessions()
}

export async function loadMyQualificationsData(
  user: CurrentUser,
  baseLists: BaseLists | null,
): Promise<MyQualificationsData> {
  const [held, instructions, professions] = await Promise.all([
    getPersonQualifications(user.id, { silent: true }),
    getCurrentInstructions({ silent: true }),
    professionsOf(baseLists),
  ])
  return { held, names: namesOf(professions), instructionsCommittedAt: instructions.committedAt }
}

/** §2 /basic-education: the educations with a basic-education certificate and their professions' courses. */
export async function loadBasicEducationData(
  user: CurrentUser,
  baseLists: BaseLists | null,
): Promise<BasicEducationData> {
  const [held, professions] = await Promise.all([
    getPersonQualifications(user.id, { silent: true }),
    professionsOf(baseLists),
  ])
  const professionIds = [
    ...new Set(
      held.educations.flatMap((e) => (e.basicEducationCertificate && e.professionId !== null ? [e.professionId] : [])),
    ),
  ]
  const lists = await Promise.all(professionIds.map((id) => listProfessionCourses(id, { silent: true })))
  return {
    held,
    names: namesOf(professions),
    courses: Object.fromEntries(professionIds.map((id, i) => [id, lists[i] ?? []])),
  }
}
