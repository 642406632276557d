import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ConnectCompanyBody } from '../../src/api/company/company-data.schemas'
import type { Failure } from '../../src/api/failure'
import { connectCompanyMachine } from './connect-company.machine'
import { NEW_COMPANY_NUMBER, WALK_REGION, connectPathInput } from './connect-company.paths'
import {
  selectConnectError,
  selectConnectFieldErrors,
  selectConnectForm,
  selectConnectScreen,
  selectConnectSent,
} from './connect-company.selectors'
import type { ConnectSent } from './connect-company.steps'

const SENT: ConnectSent = {
  regionId: WALK_REGION.id,
  regionName: WALK_REGION.name,
  to: WALK_REGION.email,
  organizationalNumber: NEW_COMPANY_NUMBER,
  sentAt: '2026-03-02T09:15:00.000Z',
}

function arrange(answers: Array<Failure | ConnectSent>) {
  const queue = [...answers]
  const sent: ConnectCompanyBody[] = []
  const machine = connectCompanyMachine.provide({
    actors: {
      sendApplication: fromPromise(async ({ input }: { input: ConnectCompanyBody }) => {
        sent.push(input)
        const next = queue.shift()
        if (!next) throw new Error('no answer planned')
        if ('key' in next) throw next
        return next
      }),
    },
  })
  const actor = createActor(machine, { input: connectPathInput }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const fill = (regionId: number | null, value: string) => {
    actor.send({ type: 'region.change', regionId })
    actor.send({ type: 'number.change', value })
  }
  return { actor, sent, settled, fill, screen: () => selectConnectScreen(actor.getSnapshot()) }
}

describe('connecting a company', () => {
  it('asks first, sends the application in the user’s name and shows to whom it went only after the answer', async () => {
    const { actor, sent, settled, fill, screen } = arrange([SENT])
    fill(WALK_REGION.id, ` ${NEW_COMPANY_NUMBER} `)
    actor.send({ type: 'submit' })
    expect(screen()).toBe('confirm')
    expect(sent).toEqual([])
    actor.send({ type: 'confirm.back' })
    expect(screen()).toBe('form')
    actor.send({ type: 'submit' })
    actor.send({ type: 'confirm.accept' })
    expect(selectConnectSent(actor.getSnapshot())).toBeNull()
    await settled()
    expect(sent).toEqual([{ regionId: WALK_REGION.id, organizationalNumber: NEW_COMPANY_NUMBER }])
    expect(screen()).toBe('sent')
    expect(selectConnectSent(actor.getSnapshot())).toEqual(SENT)
  })

  it('needs a region (§5) and a valid organisation number before it asks', () => {
    const { actor, sent, fill, screen } = arrange([])
    actor.send({ type: 'submit' })
    expect(screen()).toBe('form')
    expect(selectConnectFieldErrors(actor.getSnapshot())).toEqual({
      regionId: { key: 'regionRequired' },
      organizationalNumber: { key: 'required' },
    })
    fill(null, '559900-1237')
    actor.send({ type: 'submit' })
    expect(selectConnectFieldErrors(actor.getSnapshot()).organizationalNumber).toEqual({
      key: 'organisationNumberInvalid',
    })
    // A region not offered is no region.
    fill(99, NEW_COMPANY_NUMBER)
    actor.send({ type: 'submit' })
    expect(selectConnectFieldErrors(actor.getSnapshot())).toEqual({ regionId: { key: 'regionRequired' } })
    // Changing a field clears its message.
    actor.send({ type: 'region.change', regionId: 1 })
    expect(selectConnectFieldErrors(actor.getSnapshot()).regionId).toBeUndefined()
    expect(sent).toEqual([])
  })

  it('says §8’s refusals with the chosen region’s name, and lets the user change the number', async () => {
    const { actor, settled, fill, screen } = arrange([
      { key: 'organisationNumberUnusable' },
      { key: 'emailNotCreated' },
    ])
    fill(WALK_REGION.id, '556677-8899')
    actor.send({ type: 'submit' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    expect(screen()).toBe('refused')
    expect(selectConnectError(actor.getSnapshot())).toEqual({
      key: 'organisationNumberUnusable',
      values: { region: WALK_REGION.name },
    })
    actor.send({ type: 'retry' })
    expect(screen()).toBe('refused')
    actor.send({ type: 'edit' })
    expect(selectConnectForm(actor.getSnapshot()).organizationalNumber).toBe('556677-8899')
    actor.send({ type: 'submit' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    expect(selectConnectError(actor.getSnapshot())).toEqual({
      key: 'emailNotCreated',
      values: { region: WALK_REGION.name },
    })
  })

  it('keeps the input when the call fails, and sends again on retry; a 422 naming a field goes back to the form', async () => {
    const fieldRefusal: Failure = {
      key: 'somethingWentWrong',
      fieldErrors: { regionId: { text: 'The region is unknown.' } },
    }
    const { actor, sent, settled, fill, screen } = arrange([{ key: 'network' }, fieldRefusal])
    fill(WALK_REGION.id, NEW_COMPANY_NUMBER)
    actor.send({ type: 'submit' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    expect(screen()).toBe('failed')
    expect(selectConnectError(actor.getSnapshot())).toEqual({ key: 'network' })
    expect(selectConnectForm(actor.getSnapshot())).toEqual({
      regionId: WALK_REGION.id,
      organizationalNumber: NEW_COMPANY_NUMBER,
    })
    actor.send({ type: 'retry' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(screen()).toBe('form')
    expect(selectConnectFieldErrors(actor.getSnapshot())).toEqual({ regionId: { text: 'The region is unknown.' } })
  })
})
