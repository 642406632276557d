/**
 * The import slice (issue 22): old-system imports as mock-server/scenario/import.ts seeds them. Each
 * state checks its record still waits where the state says.
 */
import { db } from '../../../mock-server/db'
import { stateOf } from '../../../mock-server/handlers/import/-import'
import { IMPORT_IDS as I } from '../../../mock-server/seed'
import { expectSituation, loggedIn, type Setup } from './-support'

const stateNow = (id: number) => {
  const record = db().byn2Imports.findFirst((q) => q.where({ id }))
  return record ? stateOf(record) : undefined
}

const waiting =
  (persona: Parameters<typeof loggedIn>[0], id: number, expected: string, what: string): Setup =>
  async () => {
    await loggedIn(persona)()
    expectSituation(stateNow(id) === expected, what)
  }

const answerAsElin = (id: number) =>
  db().byn2Imports.update((q) => q.where({ id }), {
    data(draft) {
      draft.apprenticeAnswer = 'OK'
      draft.apprenticeAnsweredAt = '2026-11-20'
    },
  })

export const importStates: Record<string, Setup> = {
  // Her Syd import answered, so the list holds one record (each row of a Pact list matches one shape).
  'the apprentice is logged in and her old-system import at Norr awaits her answer': async () => {
    await waiting('apprentice', I.elinNorr, 'awaitingApprentice', "Elin's import at Norr awaiting her")()
    await answerAsElin(I.elinSydDefaults)
  },
  'the apprentice is logged in and she has answered her old-system import at Norr': async () => {
    await loggedIn('apprentice')()
    await answerAsElin(I.elinNorr)
    expectSituation(stateNow(I.elinNorr) === 'awaitingCompany', "Elin's answered import")
  },
  'the department administrator of Malmö is logged in and Noah’s old-system import awaits the company': waiting(
    'departmentAdmin',
    I.awaitingMalmo,
    'awaitingCompany',
    "Noah's import awaiting the company",
  ),
  'the company administrator is logged in and an old-system import at Norr is queued': waiting(
    'companyAdmin',
    I.queued,
    'queued',
    'a queued import at Norr',
  ),
}
