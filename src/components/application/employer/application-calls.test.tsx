import { describe, expect, it } from 'vitest'
import { REGISTRATION_STEPS } from '../../../../machines/application/company-registration.steps'
import { REVIEW_STEPS } from '../../../../machines/application/company-review.steps'
import { deleteApplication, getApplication, updateApplication } from '../../../api/application/applications'
import { configureApi } from '../../../api/client'
import { applicationFailureOf } from './application-calls'
import { REGISTRATION_STEP_SLUGS, REVIEW_STEP_SLUGS } from '../../../routes/company/$id/-step-slugs'

/** Answers every call with `status` and `body`, through the real client (hooks, parsing) like the app. */
function answer(status: number, body: unknown) {
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  })
}

async function failureOf(call: () => Promise<unknown>, kind: Parameters<typeof applicationFailureOf>[1]) {
  try {
    await call()
  } catch (error) {
    return applicationFailureOf(error, kind)
  }
  throw new Error('the call did not fail')
}

describe('applicationFailureOf', () => {
  it('tells "not allowed to delete" (§8) from other refusals', async () => {
    answer(403, { message: 'Du får inte ta bort ansökan.' })
    expect(await failureOf(() => deleteApplication(1), 'delete')).toEqual({ key: 'notAllowedToDelete' })
    answer(403, { message: 'Åtkomst nekad' })
    expect(await failureOf(() => getApplication(1), 'load')).toEqual({ key: 'noPermission' })
  })

  it('reads "save first" and "not filled enough" from an approve answer', async () => {
    answer(422, {
      message: 'Spara först.',
      errors: [{ field: 'action', message: 'Spara ansökan innan du godkänner den.' }],
    })
    expect(await failureOf(() => updateApplication(1, {}, { type: 'approve' }), 'approve')).toEqual({
      key: 'mustSaveFirst',
    })
    answer(422, {
      message: 'Inte ifylld.',
      errors: [
        { field: 'instructorId', message: 'x' },
        { field: 'employmentDate', message: 'x' },
      ],
    })
    expect(await failureOf(() => updateApplication(1, {}, { type: 'approve' }), 'approve')).toEqual({
      key: 'notFilledEnough',
    })
  })

  it("keeps the server's field messages beside the machine's fields on a failed save", async () => {
    answer(422, {
      message: 'Formuläret är inte korrekt ifyllt.',
      errors: [
        { field: 'employmentDate', message: 'Ett startdatum bakåt i tiden kräver godkänd grundutbildning.' },
        { field: 'workplace', message: 'Arbetsplatsen finns inte.' },
        { field: 'stateId', message: 'Fel läge.' },
      ],
    })
    expect(await failureOf(() => updateApplication(1, {}, { type: 'save' }), 'save')).toEqual({
      key: 'couldNotSave',
      fieldErrors: {
        employmentDate: { text: 'Ett startdatum bakåt i tiden kräver godkänd grundutbildning.' },
        workplaceId: { text: 'Arbetsplatsen finns inte.' },
      },
    })
  })

  it('calls an unreachable server a network problem and a server error a failed save', async () => {
    configureApi({
      baseUrl: 'http://localhost',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await failureOf(() => updateApplication(1, {}), 'save')).toEqual({ key: 'network' })
    answer(500, { message: 'boom' })
    expect(await failureOf(() => updateApplication(1, {}), 'save')).toEqual({ key: 'couldNotSave' })
  })
})

describe('route step slugs', () => {
  it('are exactly the machines’ steps, in order (the routes validate ?step= without loading the machines)', () => {
    expect([...REGISTRATION_STEP_SLUGS]).toEqual([...REGISTRATION_STEPS])
    expect([...REVIEW_STEP_SLUGS]).toEqual([...REVIEW_STEPS])
  })
})
