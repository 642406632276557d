import { countFinishedQualifyingTimes } from '../api/qualifying-time/qualifying-time'
import { isCompanyUser } from '../domain/roles'
import { readStoredUser } from './session-storage'

/**
 * The menu badge's count (§2 "Apprentice qualifying time"): finished qualifying times the company user
 * has not seen listed, as the server counts them. Only company users are asked (null: no badge to
 * show). Loaded lazily by the session's poller, so the start page's entry does not carry the call.
 */
export async function countUnseen(): Promise<number | null> {
  const user = readStoredUser()
  if (!user || !isCompanyUser(user)) return null
  return (await countFinishedQualifyingTimes({ silent: true })).unseen
}
