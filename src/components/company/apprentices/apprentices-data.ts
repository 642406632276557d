import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import type { InstructorEmployment } from '../../../api/company/company.schemas'
import type { Profession } from '../../../api/shell/baselists.schemas'

/** What the apprentices pages' routes read (src/routes/company/$id/-apprentices-loader.ts, ADR 0014). */

/** /company/{id}/apprentices: the apprenticeships the viewer may see and, where the company has them, its departments. */
export interface ApprenticesData {
  rows: ApprenticeshipDetail[]
  /** The departments the viewer may filter by (§6: a departmental user's own); empty without departments. */
  departments: { id: number; name: string }[]
}

/** The apprentice's page: the apprenticeship and what its instructor choice is judged with (§5). */
export interface ApprenticeshipData {
  apprenticeship: ApprenticeshipDetail
  /** The company's instructor rows (PATCH /companies/{id}/employments, as the application wizards read them). */
  instructors: InstructorEmployment[]
  /** The apprenticeship's profession from the base lists (null: unknown, the machine rule not applied). */
  profession: Profession | null
  /** The system's instructions date (§5; a failed settings read leaves it out, the server still judges). */
  newInstructionsAt: string | null
}
