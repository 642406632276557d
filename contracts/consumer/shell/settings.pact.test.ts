import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { getApiVersion, getCurrentInstructions, getSystemSettings } from '../../../src/api/shell/settings'
import { errorStatus } from '../../../src/api/client'
import {
  API,
  JSON_ANSWER,
  LOCALE_HEADER,
  bearer,
  newPact,
  recordApiEvents,
  rejectionOf,
  useMockServer,
} from '../support/pact'
import { personaToken, REVOKED_TOKEN } from '../support/personas'

const { eachLike, string, regex } = MatchersV3
const pact = newPact()
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}.*$'

// All three are public in the provider (the version loads before login); the portal sends its
// token when it has one, so there is no "without a token" case the portal depends on. A revoked
// session's token is refused as on every call: 406, the forced logout.
describe('settings calls', () => {
  it('app/version: anyone reads the API version', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the API version')
      .withRequest({ method: 'GET', path: `${API}/app/version`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { version: string('1.4.2') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await getApiVersion()).toBe('1.4.2')
    })
  })

  it('system-settings/get: a logged-in user reads when the instructions last changed', async () => {
    pact
      .given('the instructor is logged in')
      .uponReceiving('a request for the system settings')
      .withRequest({ method: 'GET', path: `${API}/system-settings/get`, headers: bearer(personaToken('instructor')) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { newInstructionsAt: regex(ISO_DATE, '2026-05-04T07:30:00.000Z') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, personaToken('instructor'))
      expect(await getSystemSettings()).toEqual({ newInstructionsAt: '2026-05-04T07:30:00.000Z' })
    })
  })

  // /instructor/instructions shows them (ADR 0009): the commit date the warning compares, the title and the sections.
  it('instructions/get-current: a logged-in user reads the current instructions and their commit date', async () => {
    const section = {
      heading: 'Godkännande',
      text: 'Du godkänner bara delmoment i rapporter där du står som handledare.',
    }
    pact
      .given('the instructor is logged in')
      .uponReceiving('a request for the current instructions')
      .withRequest({
        method: 'GET',
        path: `${API}/instructions/get-current`,
        headers: bearer(personaToken('instructor')),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          committedAt: regex(ISO_DATE, '2026-05-04T07:30:00.000Z'),
          title: string('Instruktioner för handledare, maj 2026'),
          sections: eachLike({ heading: string(section.heading), text: string(section.text) }),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, personaToken('instructor'))
      expect(await getCurrentInstructions()).toEqual({
        committedAt: '2026-05-04T07:30:00.000Z',
        title: 'Instruktioner för handledare, maj 2026',
        sections: [section],
      })
    })
  })

  it.each([
    ['app/version', getApiVersion],
    ['system-settings/get', getSystemSettings],
    ['instructions/get-current', getCurrentInstructions],
  ] as const)('%s with a revoked session is a 406 and the client reports the forced logout', async (path, call) => {
    pact
      .given('a revoked session')
      .uponReceiving(`a request for ${path} with a revoked session`)
      .withRequest({ method: 'GET', path: `${API}/${path}`, headers: bearer(REVOKED_TOKEN) })
      .willRespondWith({ status: 406, headers: JSON_ANSWER, body: { message: string('Din session har avslutats.') } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, REVOKED_TOKEN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(call)
      stop()
      expect(errorStatus(error)).toBe(406)
      expect(events).toEqual([{ type: 'api.loggedOut' }])
    })
  })
})
