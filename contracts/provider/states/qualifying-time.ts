/**
 * The qualifying-time slice (issue 21): qualifying times as mock-server/scenario/qualifying-time.ts
 * seeds them. Each state checks its situation on the scenario clock.
 */
import { db } from '../../../mock-server/db'
import { gather, stateOf } from '../../../mock-server/handlers/qualifying-time/-qualifying-time'
import { QUALIFYING_TIME_IDS as Q } from '../../../mock-server/seed'
import { expectSituation, loggedIn, type Setup } from './-support'

const stateNow = (id: number) => {
  const record = db().qualificationTimes.findFirst((q) => q.where({ id }))
  return record ? stateOf(gather(record)) : undefined
}

const withTime =
  (persona: Parameters<typeof loggedIn>[0], id: number, expected: string, what: string): Setup =>
  async () => {
    await loggedIn(persona)()
    expectSituation(stateNow(id) === expected, what)
  }

export const qualifyingTimeStates: Record<string, Setup> = {
  // Lena: Malmö only; Tomasz's time is at Lund.
  'the department administrator of Malmö is logged in': loggedIn('departmentAdmin'),
  'the company administrator is logged in and Hanna’s qualifying time has ended, not approved': withTime(
    'companyAdmin',
    Q.finishedNorr,
    'readyForApproval',
    "Hanna's finished qualifying time",
  ),
  'the company administrator is logged in and Viktor’s finished time lacks course Y4+Y5': async () => {
    await withTime('companyAdmin', Q.blockedByY4Y5, 'readyForApproval', "Viktor's finished time")()
    const record = db().qualificationTimes.findFirst((q) => q.where({ id: Q.blockedByY4Y5 }))
    expectSituation(record?.courseY4Y5 !== 'passed', 'Y4+Y5 not passed')
  },
  'the company administrator is logged in and Emil’s time is approved by the company': withTime(
    'companyAdmin',
    Q.approvedByCompany,
    'approvedByCompany',
    "Emil's approved time",
  ),
  'the company administrator is logged in and Lucas’s time is ongoing': withTime(
    'companyAdmin',
    Q.ongoing,
    'ongoing',
    "Lucas's ongoing time",
  ),
  'the instructor is logged in and an extension of Tomasz’s qualifying time awaits the region': async () => {
    await loggedIn('instructor')()
    const waiting = db().qualificationTimeModifications.findFirst((q) => q.where({ id: Q.awaitingModification }))
    expectSituation(waiting?.status === 'awaitingRegion', "Tomasz's extension awaiting the region")
  },
  'the apprentice is logged in and her qualifying time is paused with an approved extension': withTime(
    'apprentice',
    Q.paused,
    'paused',
    "Elin's paused time",
  ),
}
