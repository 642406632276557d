import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Failure } from '../../src/api/failure'
import { structureEditMachine } from './structure-edit.machine'
import {
  selectAskingDelete,
  selectDeleteError,
  selectDone,
  selectDraft,
  selectFieldErrors,
  selectFormError,
} from './structure-edit.selectors'
import type { StructureDraft, StructureEditInput, StructureSaved } from './structure-edit.steps'

const WORKPLACE: StructureEditInput = {
  id: 102,
  draft: { name: 'Kvarteret Lärkan, Umeå', departmentIds: [], isHeadOffice: false },
  required: ['name'],
}
/** What the edge makes of a 422 naming a field: the server's text on it. */
const HEAD_OFFICE_REFUSED: Failure = {
  key: 'couldNotSave',
  fieldErrors: { isHeadOffice: { text: 'The company must have a head office.' } },
}
const IN_USE: Failure = { key: 'deleteRefused', text: 'Deleting the department failed: it still has staff.' }

type Answer<T> = T | Failure | Error

function arrange(
  input: StructureEditInput,
  options: { saves?: Answer<StructureSaved>[]; removes?: Answer<unknown>[] } = {},
) {
  const saves = [...(options.saves ?? [])]
  const removes = [...(options.removes ?? [])]
  const sent: Array<{ id: number | null; draft: StructureDraft }> = []
  const removed: number[] = []
  const saved: Array<{ id: number; created: boolean }> = []
  let deleted = 0
  const answer = <T>(queue: Answer<T>[]): T => {
    if (queue.length === 0) throw new Error('no answer planned')
    const next = queue.shift()
    if (next instanceof Error || (typeof next === 'object' && next !== null && 'key' in next)) throw next
    return next as T
  }
  const machine = structureEditMachine.provide({
    actors: {
      save: fromPromise(async ({ input }: { input: { id: number | null; draft: StructureDraft } }) => {
        sent.push(input)
        return answer(saves)
      }),
      remove: fromPromise(async ({ input }: { input: { id: number } }) => {
        removed.push(input.id)
        return answer(removes)
      }),
    },
    actions: {
      saved: (_, params) => saved.push(params),
      deleted: () => {
        deleted += 1
      },
    },
  })
  const actor = createActor(machine, { input }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, removed, saved, deleted: () => deleted, settled }
}

describe('the structure form (workplace or department)', () => {
  it('names an empty required field before any call, and forgets it as the user corrects it', async () => {
    const { actor, sent } = arrange(WORKPLACE)
    actor.send({ type: 'field.changed', field: 'name', value: '  ' })
    actor.send({ type: 'save' })
    expect(sent).toEqual([])
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: { key: 'required' } })
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
    // The same value again changes nothing (a browser sends no change either).
    actor.send({ type: 'field.changed', field: 'name', value: '  ' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: { key: 'required' } })
    actor.send({ type: 'field.changed', field: 'name', value: 'Lärkan' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    // The summary went with the last message it summed up.
    expect(selectFormError(actor.getSnapshot())).toBeNull()
    expect(selectDraft(actor.getSnapshot()).name).toBe('Lärkan')
  })

  it('saves the changed values and ends saved (an update: "Saved"; a new one: "Created")', async () => {
    const update = arrange(WORKPLACE, { saves: [{ id: 102 }] })
    update.actor.send({ type: 'field.changed', field: 'phone', value: '090-1' })
    update.actor.send({ type: 'save' })
    await waitFor(update.actor, selectDone)
    expect(update.sent).toEqual([{ id: 102, draft: { ...WORKPLACE.draft, phone: '090-1' } }])
    expect(update.saved).toEqual([{ id: 102, created: false }])

    const create = arrange({ ...WORKPLACE, id: null, draft: { name: 'Nya bygget' } }, { saves: [{ id: 1001 }] })
    create.actor.send({ type: 'save' })
    await waitFor(create.actor, selectDone)
    expect(create.saved).toEqual([{ id: 1001, created: true }])
  })

  it('a refusal naming fields shows them, a failed call says why; both keep the input for another try', async () => {
    const { actor, sent, saved, settled } = arrange(WORKPLACE, {
      saves: [HEAD_OFFICE_REFUSED, { key: 'network' }, { id: 102 }],
    })
    actor.send({ type: 'field.changed', field: 'isHeadOffice', value: true })
    actor.send({ type: 'save' })
    await settled()
    expect(selectFieldErrors(actor.getSnapshot())).toEqual(HEAD_OFFICE_REFUSED.fieldErrors)
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
    expect(selectDraft(actor.getSnapshot()).isHeadOffice).toBe(true)
    actor.send({ type: 'save' })
    await settled()
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'network' })
    actor.send({ type: 'save' })
    await waitFor(actor, selectDone)
    expect(sent).toHaveLength(3)
    expect(saved).toEqual([{ id: 102, created: false }])
  })

  it('deletes only after the confirmation; cancelling deletes nothing', async () => {
    const { actor, removed, deleted } = arrange(WORKPLACE, { removes: [{ ok: true }] })
    actor.send({ type: 'delete.start' })
    expect(selectAskingDelete(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'delete.cancel' })
    expect(selectAskingDelete(actor.getSnapshot())).toBe(false)
    expect(removed).toEqual([])
    actor.send({ type: 'delete.start' })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, selectDone)
    expect(removed).toEqual([102])
    expect(deleted()).toBe(1)
  })

  it('a refused delete says the §8 reason in the server words and keeps the form; a failed one says it could not', async () => {
    const { actor, deleted, settled } = arrange(WORKPLACE, { removes: [IN_USE, new Error('boom')] })
    actor.send({ type: 'delete.start' })
    actor.send({ type: 'delete.confirm' })
    await settled()
    expect(selectDeleteError(actor.getSnapshot())).toEqual({ text: IN_USE.text })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'delete.start' })
    expect(selectDeleteError(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'delete.confirm' })
    await settled()
    expect(selectDeleteError(actor.getSnapshot())).toEqual({ key: 'couldNotDelete' })
    expect(deleted()).toBe(0)
  })

  it('a new one cannot be deleted (nothing is stored yet)', () => {
    const { actor } = arrange({ ...WORKPLACE, id: null })
    actor.send({ type: 'delete.start' })
    expect(selectAskingDelete(actor.getSnapshot())).toBe(false)
  })
})
