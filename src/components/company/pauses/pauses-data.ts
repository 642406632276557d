import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'

/** What the pause pages' routes read (src/routes/company/$id/-pauses-loader.ts, ADR 0014). */

/** /company/{id}/paused and /paused/new: the apprenticeships the caller may see (§6 department-scoped by the API). */
export interface PausesData {
  apprenticeships: ApprenticeshipDetail[]
}
