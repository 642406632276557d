import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Exemption } from '../../src/api/company/exemption.schemas'
import type { Failure } from '../../src/api/failure'
import { exemptionFormMachine } from './exemption-form.machine'
import { WALK_FILE, WALK_PROFESSION, exemptionFormPathInput } from './exemption-form.paths'
import {
  selectConfirming,
  selectDraft,
  selectFieldErrors,
  selectFile,
  selectFormError,
  selectSent,
} from './exemption-form.selectors'
import type { ExemptionFormEvent, ExemptionSendInput } from './exemption-form.steps'

const REFUSED: Failure = {
  key: 'couldNotSave',
  fieldErrors: { employmentId: { text: 'The person has no own account.' } },
}
const OFFLINE: Failure = { key: 'network' }

function arrange(answers: Array<Failure | { id: number }> = [], employmentId: number | null = 2008) {
  const queue = [...answers]
  const sent: ExemptionSendInput[] = []
  let thanked = 0
  const machine = exemptionFormMachine.provide({
    actors: {
      send: fromPromise(async ({ input }: { input: ExemptionSendInput }) => {
        sent.push(input)
        const next = queue.shift()
        if (!next) throw new Error('no answer planned')
        if ('key' in next) throw next
        return next as unknown as Exemption
      }),
    },
    actions: {
      sent: () => {
        thanked += 1
      },
    },
  })
  const actor = createActor(machine, { input: { ...exemptionFormPathInput, employmentId } }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const fill = (...events: ExemptionFormEvent[]) => events.forEach((e) => actor.send(e))
  const complete = () =>
    fill(
      { type: 'field.changed', field: 'type', value: 'foreignCertificate' },
      { type: 'field.changed', field: 'professionId', value: WALK_PROFESSION },
      { type: 'field.changed', field: 'reason', value: '  Gesällbrev från Finland.  ' },
      { type: 'file.chosen', file: WALK_FILE },
    )
  return { actor, sent, thanked: () => thanked, settled, fill, complete }
}

describe('the exemption form', () => {
  it('names every missing field, the document too, and sends nothing', () => {
    const { actor, sent } = arrange([], null)
    actor.send({ type: 'send' })
    const s = actor.getSnapshot()
    expect(Object.keys(selectFieldErrors(s)).sort()).toEqual(['employmentId', 'file', 'professionId', 'reason', 'type'])
    expect(selectFieldErrors(s).file).toEqual({ key: 'documentRequired' })
    expect(selectFormError(s)).toEqual({ key: 'formNotFilled' })
    expect(selectConfirming(s)).toBe(false)
    expect(sent).toEqual([])
  })

  it('refuses a file ADR 0004 does not take as soon as it is chosen (type, empty, over 10 MB)', () => {
    const { actor } = arrange()
    actor.send({ type: 'file.chosen', file: { name: 'intyg.docx', type: 'application/msword', size: 900 } })
    expect(selectFieldErrors(actor.getSnapshot()).file).toEqual({ key: 'wrongType' })
    actor.send({ type: 'file.chosen', file: { name: 'intyg.pdf', type: 'application/pdf', size: 0 } })
    expect(selectFieldErrors(actor.getSnapshot()).file).toEqual({ key: 'empty' })
    actor.send({ type: 'file.chosen', file: { name: 'scan.tif', type: 'image/tiff', size: 11 * 1024 * 1024 } })
    expect(selectFieldErrors(actor.getSnapshot()).file).toEqual({ key: 'tooLarge', values: { max: 10 } })
    actor.send({ type: 'file.chosen', file: WALK_FILE })
    expect(selectFieldErrors(actor.getSnapshot()).file).toBeUndefined()
  })

  it('asks first (binding), then sends the application with its document and thanks only after the answer', async () => {
    const { actor, sent, thanked, settled, complete } = arrange([{ id: 9500 }])
    complete()
    actor.send({ type: 'send' })
    expect(selectConfirming(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'confirm.cancel' })
    expect(selectConfirming(actor.getSnapshot())).toBe(false)
    expect(sent).toEqual([])
    actor.send({ type: 'send' })
    actor.send({ type: 'confirm.accept' })
    expect(thanked()).toBe(0)
    await settled()
    expect(sent).toEqual([
      {
        companyId: exemptionFormPathInput.companyId,
        draft: {
          type: 'foreignCertificate',
          employmentId: 2008,
          professionId: WALK_PROFESSION,
          orientationId: null,
          reason: '  Gesällbrev från Finland.  ',
        },
        file: WALK_FILE,
      },
    ])
    expect(thanked()).toBe(1)
    expect(selectSent(actor.getSnapshot())).toBe(true)
  })

  it('a refusal comes back on its fields in the server words; a failed call keeps every input, the file too', async () => {
    const { actor, sent, thanked, settled, complete } = arrange([REFUSED, OFFLINE, { id: 9501 }])
    complete()
    actor.send({ type: 'send' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    let s = actor.getSnapshot()
    expect(selectFieldErrors(s)).toEqual({ employmentId: { text: 'The person has no own account.' } })
    expect(selectFormError(s)).toEqual({ key: 'formNotFilled' })
    actor.send({ type: 'send' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    s = actor.getSnapshot()
    expect(selectFormError(s)).toEqual({ key: 'network' })
    expect(selectFile(s)).toEqual(WALK_FILE)
    expect(selectDraft(s).reason).toBe('  Gesällbrev från Finland.  ')
    expect(thanked()).toBe(0)
    actor.send({ type: 'send' })
    actor.send({ type: 'confirm.accept' })
    await settled()
    expect(sent).toHaveLength(3)
    expect(thanked()).toBe(1)
  })

  it('a new profession drops the orientation chosen for the old one', () => {
    const { actor, fill } = arrange()
    fill(
      { type: 'field.changed', field: 'professionId', value: 120 },
      { type: 'field.changed', field: 'orientationId', value: 7 },
    )
    expect(selectDraft(actor.getSnapshot()).orientationId).toBe(7)
    fill({ type: 'field.changed', field: 'professionId', value: WALK_PROFESSION })
    expect(selectDraft(actor.getSnapshot()).orientationId).toBeNull()
  })
})
