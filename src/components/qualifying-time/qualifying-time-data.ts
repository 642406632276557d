import type { QualifyingTime } from '../../api/qualifying-time/qualifying-time.schemas'
import { listQualifyingTimes } from '../../api/qualifying-time/qualifying-time'

/**
 * The qualifying-time pages' data (issue 21, ADR 0014), read by their route loaders (this module is
 * imported by the loaders, so the calls load with the route, not with the start page).
 */

/** /apprentice-qualifying-time: the finished ones the company user sees; opening the screen resets the badge (§2). */
export function loadFinishedQualifyingTimes(): Promise<QualifyingTime[]> {
  return listQualifyingTimes({ finishedOnly: true, markSeen: true }, { silent: true })
}

/** /qualifying-time/$id: the person's qualifying times the caller may read. */
export function loadPersonQualifyingTimes(personId: number): Promise<QualifyingTime[]> {
  return listQualifyingTimes({ personId }, { silent: true })
}
