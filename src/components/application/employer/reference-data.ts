import { listApplicationStates, listEmploymentTypes, listProfessions } from '../../../api/shell/baselists'
import type { ApplicationState, BaseLists, Named, Profession } from '../../../api/shell/baselists.schemas'
import { getSystemSettings } from '../../../api/shell/settings'

/** What the company application flows read besides the application: base lists and the instructions date. */
export interface ReferenceData {
  professions: Profession[]
  employmentTypes: Named[]
  applicationStates: ApplicationState[]
  /** When the instructor instructions last changed (§5 "current instructions read"); null if unknown. */
  newInstructionsAt: string | null
}

/**
 * For the company routes' loaders. The base lists come from the session (loaded at login); if that
 * load failed or is still on its way, they are loaded here, and a failure rejects (the route shows
 * the reason and a retry). The system settings are read once per page: when they fail the
 * instructions rule is left to the server (§8: sub-data only logged).
 */
export async function loadReferenceData(sessionLists: BaseLists | null): Promise<ReferenceData> {
  const settings = getSystemSettings().then(
    (answer) => answer.newInstructionsAt,
    (error: unknown) => {
      console.info('[company-application] system settings failed', error)
      return null
    },
  )
  const lists =
    sessionLists ??
    (await Promise.all([listProfessions(), listEmploymentTypes(), listApplicationStates()]).then(
      ([professions, employmentTypes, applicationStates]) => ({ professions, employmentTypes, applicationStates }),
      (error: unknown) => {
        console.info('[company-application] base lists failed', error)
        throw error
      },
    ))
  return {
    professions: lists.professions,
    employmentTypes: lists.employmentTypes,
    applicationStates: lists.applicationStates,
    newInstructionsAt: await settings,
  }
}
