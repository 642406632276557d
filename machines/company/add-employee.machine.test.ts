import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StaffEmployment } from '../../src/api/company/employment.schemas'
import type { Failure } from '../../src/api/failure'
import { addEmployeeMachine, type CreateEmploymentInput } from './add-employee.machine'
import { ADD_START_DATE, addEmployeePathInput, LINKED_NUMBER, NEW_PERSON_NUMBER } from './add-employee.paths'
import { selectAddErrors, selectAddFormError, selectAddStep, selectAddValues } from './add-employee.selectors'

const LINKED: Failure = {
  key: 'couldNotSave',
  fieldErrors: { personalNumber: { text: 'Personen är redan kopplad till företaget.' } },
}
const EMPLOYMENT = { id: 2601 } as StaffEmployment

function arrange(answers: Array<StaffEmployment | Failure>, input = addEmployeePathInput) {
  const sent: CreateEmploymentInput[] = []
  const added: StaffEmployment[] = []
  const machine = addEmployeeMachine.provide({
    actors: {
      createEmployment: fromPromise(async ({ input: body }: { input: CreateEmploymentInput }) => {
        sent.push(body)
        const next = answers.shift()
        if (!next) throw new Error('no answer planned')
        if ('key' in next) throw next
        return next
      }),
    },
    actions: { added: (_, params) => void added.push(params) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, sent, added }
}

const fill = (actor: ReturnType<typeof arrange>['actor'], personalNumber: string, withDepartment = true) => {
  actor.send({ type: 'field.change', field: 'personalNumber', value: personalNumber })
  if (withDepartment) actor.send({ type: 'department.toggle', departmentId: 21, checked: true })
}

describe('add-employee machine', () => {
  it('refuses to go on without a valid personal number and, where the company has departments, a department', () => {
    const { actor } = arrange([])
    actor.send({ type: 'field.change', field: 'fromDate', value: '2026-02-30' })
    actor.send({ type: 'add.continue' })
    expect(selectAddStep(actor.getSnapshot())).toBe('form')
    expect(selectAddErrors(actor.getSnapshot())).toEqual({
      personalNumber: { key: 'required' },
      departmentIds: { key: 'required' },
      fromDate: { key: 'invalidDate' },
    })
    expect(selectAddFormError(actor.getSnapshot())).toEqual({ key: 'formNotFilled' })
    // Typing clears that field's message only.
    fill(actor, '19950412-123', false)
    expect(selectAddErrors(actor.getSnapshot()).personalNumber).toBeUndefined()
    expect(selectAddErrors(actor.getSnapshot()).departmentIds).toEqual({ key: 'required' })
    actor.send({ type: 'add.continue' })
    expect(selectAddErrors(actor.getSnapshot()).personalNumber).toEqual({ key: 'invalidPersonalNumber' })
  })

  it('needs no department in a company without departments and sends the number in its 12-digit form, today when no date is given', async () => {
    const { actor, sent, added } = arrange([EMPLOYMENT], { ...addEmployeePathInput, departments: [] })
    fill(actor, `${NEW_PERSON_NUMBER.slice(2, 8)}-${NEW_PERSON_NUMBER.slice(8)}`, false)
    actor.send({ type: 'add.continue' })
    expect(selectAddStep(actor.getSnapshot())).toBe('confirm')
    actor.send({ type: 'add.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual([
      { companyId: addEmployeePathInput.companyId, personalNumber: NEW_PERSON_NUMBER, departmentIds: [] },
    ])
    expect(added).toEqual([EMPLOYMENT])
  })

  it('goes back to the form with the §8 words when the person is already linked, keeping the input', async () => {
    const { actor, sent } = arrange([LINKED, EMPLOYMENT])
    fill(actor, LINKED_NUMBER)
    actor.send({ type: 'field.change', field: 'fromDate', value: ADD_START_DATE })
    actor.send({ type: 'add.continue' })
    actor.send({ type: 'add.confirm' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(selectAddErrors(actor.getSnapshot())).toEqual({ personalNumber: LINKED.fieldErrors?.personalNumber })
    expect(selectAddValues(actor.getSnapshot())).toEqual({
      personalNumber: LINKED_NUMBER,
      departmentIds: [21],
      fromDate: ADD_START_DATE,
    })
    expect(sent[0]).toEqual({
      companyId: addEmployeePathInput.companyId,
      personalNumber: LINKED_NUMBER,
      departmentIds: [21],
      fromDate: ADD_START_DATE,
    })
  })

  it('stays on the confirmation with the reason after another failure, and adds on the next try', async () => {
    const { actor, added } = arrange([{ key: 'network' }, EMPLOYMENT])
    fill(actor, NEW_PERSON_NUMBER)
    actor.send({ type: 'add.continue' })
    actor.send({ type: 'add.confirm' })
    await waitFor(actor, (s) => s.matches('confirming') && s.context.formError !== null)
    expect(selectAddFormError(actor.getSnapshot())).toEqual({ key: 'network' })
    actor.send({ type: 'add.change' })
    expect(selectAddValues(actor.getSnapshot()).personalNumber).toBe(NEW_PERSON_NUMBER)
    actor.send({ type: 'add.continue' })
    actor.send({ type: 'add.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(added).toEqual([EMPLOYMENT])
  })
})
