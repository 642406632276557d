import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { loadBaseLists } from '../../../src/api/shell/baselists'
import { errorStatus } from '../../../src/api/client'
import { API, JSON_ANSWER, bearer, newPact, recordApiEvents, rejectionOf, useMockServer } from '../support/pact'
import { personaToken, REVOKED_TOKEN } from '../support/personas'
import { machineProfessionBody, scaffoldingProfessionBody } from '../support/bodies'

const { arrayContaining, eachLike, integer, string, boolean } = MatchersV3
const pact = newPact()
const token = personaToken('apprentice')

const named = (name: string) => ({ id: integer(1), name: string(name) })
const state = (name: string, code: string) => ({ ...named(name), state: string(code) })

/**
 * Each base list as the portal reads it at login (§7): rows of one shape, or, where rows differ in
 * a nullable field the UI handles, at least one row of each shape.
 */
const LISTS = [
  {
    key: 'applicationStates',
    path: 'application-states/list',
    rows: eachLike({ ...state('Utkast', 'draft'), initiatedByCompany: boolean(false) }),
  },
  {
    key: 'professions',
    path: 'professions/list',
    rows: arrayContaining(scaffoldingProfessionBody, machineProfessionBody),
  },
  { key: 'regions', path: 'regions/list', rows: eachLike(named('BYN Norr')) },
  { key: 'employmentTypes', path: 'employment-types/list', rows: eachLike(named('Provanställning')) },
  { key: 'distanceOrderStates', path: 'distance-order-states/list', rows: eachLike(state('Skapad', 'created')) },
  { key: 'extensionOrderStates', path: 'extension-order-states/list', rows: eachLike(state('Skapad', 'created')) },
  { key: 'educationTypes', path: 'education-types/list', rows: eachLike(named('Grundutbildning')) },
  {
    key: 'schools',
    path: 'school/list',
    // A distance school has no municipality.
    rows: arrayContaining(
      { ...named('Luleå gymnasieskola'), municipality: string('Luleå') },
      { ...named('Hermods distansutbildning'), municipality: null },
    ),
  },
] as const

// Reference data, public in the provider; the portal loads it right after login, with its token.
// A revoked session's token is refused as on every call: 406, the forced logout.
describe('base lists', () => {
  it('a logged-in user loads every base list at once', async () => {
    for (const list of LISTS) {
      pact
        .given('the apprentice is logged in')
        .uponReceiving(`a request for the base list ${list.path}`)
        .withRequest({ method: 'GET', path: `${API}/${list.path}`, headers: bearer(token) })
        .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { rows: list.rows } })
    }

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, token)
      const lists = await loadBaseLists()
      expect(lists.applicationStates).toEqual([{ id: 1, name: 'Utkast', state: 'draft', initiatedByCompany: false }])
      expect(lists.professions.map((p) => p.id)).toEqual([848, 120])
      expect(lists.professions[1]?.machineOrientations).toEqual([{ id: 1, name: 'Grävmaskin' }])
      expect(lists.regions).toEqual([{ id: 1, name: 'BYN Norr' }])
      expect(lists.employmentTypes).toHaveLength(1)
      expect(lists.distanceOrderStates).toEqual([{ id: 1, name: 'Skapad', state: 'created' }])
      expect(lists.extensionOrderStates).toHaveLength(1)
      expect(lists.educationTypes).toHaveLength(1)
      expect(lists.schools.map((s) => s.municipality)).toEqual(['Luleå', null])
    })
  })

  it('with a revoked session every base list is a 406 and the client reports the forced logout', async () => {
    for (const list of LISTS) {
      pact
        .given('a revoked session')
        .uponReceiving(`a request for the base list ${list.path} with a revoked session`)
        .withRequest({ method: 'GET', path: `${API}/${list.path}`, headers: bearer(REVOKED_TOKEN) })
        .willRespondWith({ status: 406, headers: JSON_ANSWER, body: { message: string('Din session har avslutats.') } })
    }

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, REVOKED_TOKEN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(loadBaseLists)
      stop()
      expect(errorStatus(error)).toBe(406)
      expect(events).toContainEqual({ type: 'api.loggedOut' })
    })
  })
})
