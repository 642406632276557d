import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import type { InstructorEmployment } from '../../../api/company/company.schemas'
import type { Profession } from '../../../api/shell/baselists.schemas'
import { instructorProblems } from '../../../domain/application'
import type { InstructorChoiceOption } from '../../domain-widgets/instructor-choice'

/**
 * The company's instructors the apprentice may be linked to (§5, §6): those not linked now, each with
 * the rules they fail for this apprenticeship (the apprentice's own link not counted, as the server
 * judges; no own account is one of them), disabled with the reason.
 */
export function instructorOptions(
  instructors: readonly InstructorEmployment[],
  apprenticeship: ApprenticeshipDetail,
  linked: readonly number[],
  rules: { profession: Profession | null; newInstructionsAt: string | null },
): InstructorChoiceOption[] {
  return instructors
    .filter((i) => !linked.includes(i.id))
    .map((i) => {
      const own = { ...i, apprentices: i.apprentices.filter((x) => x.personId !== apprenticeship.person.id) }
      const problems =
        apprenticeship.professionId === null
          ? []
          : instructorProblems(own, { professionId: apprenticeship.professionId, ...rules })
      return {
        id: i.id,
        name: `${i.person.firstName} ${i.person.lastName}`.trim(),
        email: i.person.email,
        problems,
      }
    })
}
