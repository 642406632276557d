import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Failure } from '../../src/api/failure'
import {
  externalLoginMachine,
  selectExternalBusy,
  selectExternalError,
  selectExternalRedirecting,
} from './external-login.machine'

function arrange(answers: Array<{ redirectUrl: string } | Error | Failure>) {
  const requested: string[] = []
  const redirects: string[] = []
  const machine = externalLoginMachine.provide({
    actors: {
      requestRedirect: fromPromise(async ({ input }: { input: { returnUrl: string } }) => {
        requested.push(input.returnUrl)
        const answer = answers.shift()
        if (!answer || !('redirectUrl' in answer)) throw answer ?? new Error('no answer')
        return answer
      }),
    },
    actions: { redirect: (_, params) => void redirects.push(params.url) },
  })
  const actor = createActor(machine, { input: { returnUrl: 'http://localhost:5173/loginreturn' } }).start()
  return { actor, requested, redirects }
}

describe('external-login machine', () => {
  it('asks for the redirect with the return address and sends the browser there', async () => {
    const { actor, requested, redirects } = arrange([{ redirectUrl: '/simulated-id?grandidsession=g1&callback=abc' }])
    expect(redirects).toEqual([])
    actor.send({ type: 'external.start' })
    expect(selectExternalBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectExternalRedirecting)
    expect(requested).toEqual(['http://localhost:5173/loginreturn'])
    expect(redirects).toEqual(['/simulated-id?grandidsession=g1&callback=abc'])
  })

  it('shows a failure and can try again', async () => {
    const { actor, redirects } = arrange([new Error('offline'), { redirectUrl: '/elsewhere' }])
    actor.send({ type: 'external.start' })
    await waitFor(actor, (s) => selectExternalError(s) !== null)
    expect(selectExternalError(actor.getSnapshot())).toEqual({ key: 'loginFailed' })
    expect(redirects).toEqual([])
    actor.send({ type: 'external.retry' })
    await waitFor(actor, selectExternalRedirecting)
    expect(redirects).toEqual(['/elsewhere'])
  })

  it('keeps the numbers the server sent with a refusal, so the page can say them (the minutes a locked login waits)', async () => {
    const { actor } = arrange([{ key: 'loginLocked', values: { count: 3 } }])
    actor.send({ type: 'external.start' })
    await waitFor(actor, (s) => selectExternalError(s) !== null)
    expect(selectExternalError(actor.getSnapshot())).toEqual({ key: 'loginLocked', values: { count: 3 } })
  })
})
