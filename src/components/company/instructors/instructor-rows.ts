import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import type { InstructorEmployment } from '../../../api/company/company.schemas'
import type { Profession } from '../../../api/shell/baselists.schemas'
import { instructorProblems, type InstructorProblem } from '../../../domain/application'
import { instructionsOutdated } from '../../../domain/role-pages'

/** What both instructor pages read (their route's loader, -instructors-loader.ts). */
export interface InstructorsData {
  /** The company's instructor rows, names shielded by the API where §6 says so. */
  instructors: InstructorEmployment[]
  /** The active apprenticeships the viewer may see, with their instructors (the links). */
  apprenticeships: ApprenticeshipDetail[]
  professions: Profession[]
  /** When the instructor instructions last changed (§5); null when unknown. */
  newInstructionsAt: string | null
}

export interface LinkedApprentice {
  apprenticeship: ApprenticeshipDetail
  name: string
  profession: string | null
  /** §5 rules this instructor fails for the apprentice's profession (the apprentice's own link not counted twice). */
  problems: InstructorProblem[]
}

export interface InstructorRow {
  instructor: InstructorEmployment
  name: string
  certificates: string[]
  machines: string[]
  exemptions: { profession: string; status: string }[]
  readInstructionsOn: string | null
  /** Read before the current instructions (or never, when there are any). */
  instructionsOutdated: boolean
  /** §5 rules failed whatever the profession: no e-mail, instructions not read, no own account. */
  problems: InstructorProblem[]
  apprentices: LinkedApprentice[]
}

const GENERAL: readonly InstructorProblem[] = ['noEmail', 'instructionsNotRead', 'noOwnAccount']

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim()

/** Names the profession; an unknown id as its number (the base lists may lag behind). */
function professionName(professions: readonly Profession[], id: number | null): string | null {
  if (id === null) return null
  return professions.find((p) => p.id === id)?.name ?? `#${id}`
}

/** Each instructor with their qualifications, the §5 rules they fail and the apprentices linked to them. */
export function instructorRows(data: InstructorsData): InstructorRow[] {
  const { professions, newInstructionsAt } = data
  const machineNames = new Map(professions.flatMap((p) => p.machineOrientations.map((m) => [m.id, m.name] as const)))
  return data.instructors.map((instructor) => {
    const person = instructor.person
    const general = instructorProblems(instructor, { professionId: 0, profession: null, newInstructionsAt }).filter(
      (p) => GENERAL.includes(p),
    )
    const apprentices = data.apprenticeships
      .filter((a) => a.instructors.some((i) => i.isActive && i.employmentId === instructor.id))
      .map((apprenticeship) => {
        const profession = professions.find((p) => p.id === apprenticeship.professionId) ?? null
        const own = { ...instructor, apprentices: withoutApprentice(instructor, apprenticeship.person.id) }
        return {
          apprenticeship,
          name: fullName(apprenticeship.person),
          profession: professionName(professions, apprenticeship.professionId),
          problems:
            apprenticeship.professionId === null
              ? general
              : instructorProblems(own, { professionId: apprenticeship.professionId, profession, newInstructionsAt }),
        }
      })
    return {
      instructor,
      name: fullName(person),
      certificates: person.tradeCertificates.map((c) => professionName(professions, c.professionId) ?? ''),
      machines: person.machinequalifications.map((q) => machineNames.get(q.machineId) ?? `#${q.machineId}`),
      exemptions: person.instructorExemptions.map((e) => ({
        profession: professionName(professions, e.professionId) ?? '',
        status: e.status,
      })),
      readInstructionsOn: person.readInstructionsOn,
      instructionsOutdated: instructionsOutdated(person, newInstructionsAt) || general.includes('instructionsNotRead'),
      problems: general,
      apprentices,
    }
  })
}

function withoutApprentice(instructor: InstructorEmployment, personId: number) {
  return instructor.apprentices.filter((a) => a.personId !== personId)
}

/** The apprenticeships an instructor could be linked to: the active ones not linked to them yet. */
export function linkableApprenticeships(
  row: InstructorRow,
  all: readonly ApprenticeshipDetail[],
): ApprenticeshipDetail[] {
  return all.filter(
    (a) =>
      a.manuallyEndedDate === null && !a.instructors.some((i) => i.isActive && i.employmentId === row.instructor.id),
  )
}
