import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { message, serverText, type ErrorMessage, type Failure } from '../../src/api/failure'
import type { ImportRecord } from '../../src/api/import/import.schemas'
import { importAnswerMachine } from './import-answer.machine'
import {
  apprenticePathInput,
  companyPathInput,
  WALK_COMPANY_RECORD,
  WALK_DEPARTMENT,
  WALK_INSTRUCTORS,
  WALK_PERSON_RECORD,
  WALK_WORKPLACE,
} from './import-answer.paths'
import {
  selectAccepting,
  selectAnswered,
  selectConfirming,
  selectDraft,
  selectErrors,
  selectFormError,
  selectInstructors,
  selectTimeLeft,
  selectWorkplaces,
} from './import-answer.selectors'
import type { ImportAnswerCall, ImportAnswerEvent, ImportAnswerInput } from './import-answer.steps'

const SAVE_FAILED: Failure = { key: 'couldNotSave' }
const withState = (record: ImportRecord, state: ImportRecord['byn4data']['state']): ImportRecord => ({
  ...record,
  byn4data: { ...record.byn4data, state },
})

function arrange(input: ImportAnswerInput, answers: Array<Failure | ImportRecord> = []) {
  const queue = [...answers]
  const calls: ImportAnswerCall[] = []
  const toasts: ErrorMessage[] = []
  const answered: ImportRecord[] = []
  const machine = importAnswerMachine.provide({
    actors: {
      answer: fromPromise(async ({ input: call }: { input: ImportAnswerCall }) => {
        calls.push(call)
        const answer = queue.shift()
        if (!answer) throw new Error('no answer planned')
        if ('key' in answer) throw answer
        return answer
      }),
    },
    actions: {
      refused: (_, m) => void toasts.push(m),
      answered: (_, record) => void answered.push(record),
    },
  })
  const actor = createActor(machine, { input }).start()
  const send = (...events: ImportAnswerEvent[]) => events.forEach((e) => actor.send(e))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, send, settled, calls, toasts, answered, snap: () => actor.getSnapshot() }
}

const acceptAll: ImportAnswerEvent[] = [
  { type: 'answer.choose', answer: 'OK' },
  { type: 'department.choose', id: WALK_DEPARTMENT },
  { type: 'workplace.choose', id: WALK_WORKPLACE },
  { type: 'instructor.choose', id: WALK_INSTRUCTORS.ready.id },
]

describe('import-answer machine: the apprentice', () => {
  it("refuses a missing answer with §8's toast and calls nothing", () => {
    const { send, snap, calls, toasts } = arrange(apprenticePathInput)
    send({ type: 'submit' })
    expect(snap().value).toBe('editing')
    expect(selectErrors(snap())).toEqual({ answer: message('importAnswerMissing') })
    expect(toasts).toEqual([message('importAnswerMissing')])
    expect(calls).toEqual([])
    // Choosing clears the message.
    send({ type: 'answer.choose', answer: 'NOK2' })
    expect(selectErrors(snap())).toEqual({})
    expect(selectFormError(snap())).toBeNull()
  })

  it('asks before the binding answer; cancelling keeps the choice; the record leaves once the server answered', async () => {
    const stored = withState(
      { ...WALK_PERSON_RECORD, byn4data: { ...WALK_PERSON_RECORD.byn4data, apprenticeAnswer: 'OK' } },
      'awaitingCompany',
    )
    const { send, snap, settled, calls, answered, actor } = arrange(apprenticePathInput, [stored])
    send({ type: 'answer.choose', answer: 'OK' }, { type: 'submit' })
    expect(selectConfirming(snap())).toBe(true)
    send({ type: 'confirm.cancel' })
    expect(snap().value).toBe('editing')
    expect(selectDraft(snap()).answer).toBe('OK')
    expect(calls).toEqual([])
    send({ type: 'submit' }, { type: 'confirm.accept' })
    expect(selectAnswered(snap())).toBe(false)
    await settled()
    expect(calls).toEqual([{ side: 'apprentice', body: { id: WALK_PERSON_RECORD.id, apprenticeAnswer: 'OK' } }])
    expect(selectAnswered(snap())).toBe(true)
    expect(answered).toEqual([stored])
    expect(actor.getSnapshot().output).toEqual(stored)
  })

  it("offers only the apprentice's answers (OK, NOK1, NOK2)", () => {
    const { send, snap } = arrange(apprenticePathInput)
    send({ type: 'answer.choose', answer: 'NOK' })
    expect(selectDraft(snap()).answer).toBeNull()
    send({ type: 'answer.choose', answer: 'NOK1' })
    expect(selectDraft(snap()).answer).toBe('NOK1')
  })

  it('a failed save says the generic §8 text, keeps the answer and is not "answered"', async () => {
    const { send, snap, settled, toasts, answered } = arrange(apprenticePathInput, [SAVE_FAILED])
    send({ type: 'answer.choose', answer: 'NOK1' }, { type: 'submit' }, { type: 'confirm.accept' })
    await settled()
    expect(snap().value).toBe('editing')
    expect(selectFormError(snap())).toEqual(message('couldNotSave'))
    expect(toasts).toEqual([message('couldNotSave')])
    expect(selectDraft(snap()).answer).toBe('NOK1')
    expect(answered).toEqual([])
  })

  it("shows §9's defaults as defaults, and the old system's own numbers as they are", () => {
    const missing: ImportRecord = {
      ...WALK_PERSON_RECORD,
      byn2Data: { ...WALK_PERSON_RECORD.byn2Data, qTimeLeft: null, timeLeft: 900 },
      byn4data: { ...WALK_PERSON_RECORD.byn4data, monthsLeft: 36, hoursLeft: 900, defaultsApplied: true },
    }
    expect(selectTimeLeft(arrange({ record: missing, side: 'apprentice' }).snap())).toEqual({
      months: 36,
      monthsDefault: true,
      hours: 900,
      hoursDefault: false,
    })
    expect(selectTimeLeft(arrange(apprenticePathInput).snap())).toEqual({
      months: 20,
      monthsDefault: false,
      hours: 2400,
      hoursDefault: false,
    })
  })
})

describe('import-answer machine: the company', () => {
  it('accepting asks department, workplace and instructor; each missing one has its message, the first is the toast', () => {
    const { send, snap, toasts, calls } = arrange(companyPathInput)
    send({ type: 'answer.choose', answer: 'OK' }, { type: 'submit' })
    expect(selectErrors(snap())).toEqual({
      departmentId: message('importDepartmentMissing'),
      workplaceId: message('importWorkplaceMissing'),
      instructorId: message('importInstructorMissing'),
    })
    expect(toasts).toEqual([message('importDepartmentMissing')])
    send({ type: 'department.choose', id: WALK_DEPARTMENT }, { type: 'submit' })
    expect(toasts.at(-1)).toEqual(message('importWorkplaceMissing'))
    send({ type: 'workplace.choose', id: WALK_WORKPLACE }, { type: 'submit' })
    expect(toasts.at(-1)).toEqual(message('importInstructorMissing'))
    expect(calls).toEqual([])
  })

  it('offers the workplaces and instructors of the chosen department; a disabled instructor cannot be chosen', () => {
    const { send, snap } = arrange(companyPathInput)
    send({ type: 'answer.choose', answer: 'OK' })
    expect(selectAccepting(snap())).toBe(true)
    expect(selectWorkplaces(snap())).toEqual([])
    send({ type: 'department.choose', id: WALK_DEPARTMENT })
    expect(selectWorkplaces(snap()).map((w) => w.id)).toEqual([WALK_WORKPLACE, 202, 204])
    expect(selectInstructors(snap()).map((i) => [i.id, i.disabledReason])).toEqual([
      [WALK_INSTRUCTORS.full.id, 'full'],
      [WALK_INSTRUCTORS.ready.id, null],
    ])
    send({ type: 'instructor.choose', id: WALK_INSTRUCTORS.full.id })
    expect(selectDraft(snap()).instructorId).toBeNull()
  })

  it('another department drops the workplace and instructor it does not offer, and keeps those it does', () => {
    const company = {
      ...WALK_COMPANY_RECORD.company,
      departments: [...WALK_COMPANY_RECORD.company.departments, { id: 22, name: 'Lund' }],
    }
    const { send, snap } = arrange({ ...companyPathInput, record: { ...WALK_COMPANY_RECORD, company } })
    send(...acceptAll, { type: 'department.choose', id: 22 })
    expect(selectDraft(snap())).toEqual({ answer: 'OK', departmentId: 22, workplaceId: null, instructorId: null })
    send({ type: 'workplace.choose', id: 204 }, { type: 'department.choose', id: WALK_DEPARTMENT })
    expect(selectDraft(snap()).workplaceId).toBe(204)
  })

  it('accepting sends the choices; both sides OK: the server queues the import', async () => {
    const queued = withState(WALK_COMPANY_RECORD, 'queued')
    const { send, settled, calls, answered } = arrange(companyPathInput, [queued])
    send(...acceptAll, { type: 'submit' }, { type: 'confirm.accept' })
    await settled()
    expect(calls).toEqual([
      {
        side: 'company',
        body: {
          id: WALK_COMPANY_RECORD.id,
          companyAnswer: 'OK',
          departmentId: WALK_DEPARTMENT,
          workplaceId: WALK_WORKPLACE,
          instructorId: WALK_INSTRUCTORS.ready.id,
        },
      },
    ])
    expect(answered.map((r) => r.byn4data.state)).toEqual(['queued'])
  })

  it('declining needs nothing more and sends no choices (they stay on the form until the server answered)', async () => {
    const { send, snap, settled, calls } = arrange(companyPathInput, [SAVE_FAILED])
    send(...acceptAll.slice(0, 2), { type: 'answer.choose', answer: 'NOK' }, { type: 'submit' })
    expect(selectConfirming(snap())).toBe(true)
    send({ type: 'confirm.accept' })
    await settled()
    expect(calls).toEqual([{ side: 'company', body: { id: WALK_COMPANY_RECORD.id, companyAnswer: 'NOK' } }])
    expect(selectDraft(snap())).toMatchObject({ answer: 'NOK', departmentId: WALK_DEPARTMENT })
  })

  it("the server's field texts land on the fields they name", async () => {
    const refused: Failure = {
      key: 'couldNotSave',
      fieldErrors: { instructorId: serverText('Handledaren kan inte väljas') },
    }
    const { send, snap, settled } = arrange(companyPathInput, [refused])
    send(...acceptAll, { type: 'submit' }, { type: 'confirm.accept' })
    await settled()
    expect(selectErrors(snap())).toEqual({ instructorId: serverText('Handledaren kan inte väljas') })
    expect(selectDraft(snap()).instructorId).toBe(WALK_INSTRUCTORS.ready.id)
  })

  it('a company without departments asks no department and sends none', async () => {
    const company = { ...WALK_COMPANY_RECORD.company, hasDepartments: false, departments: [] }
    const record = { ...WALK_COMPANY_RECORD, company }
    const { send, snap, settled, calls } = arrange({ record, side: 'company' }, [withState(record, 'queued')])
    send({ type: 'answer.choose', answer: 'OK' })
    expect(selectWorkplaces(snap()).map((w) => w.id)).toEqual([WALK_WORKPLACE, 202, 204])
    send({ type: 'workplace.choose', id: 204 }, { type: 'instructor.choose', id: WALK_INSTRUCTORS.ready.id })
    send({ type: 'submit' }, { type: 'confirm.accept' })
    await settled()
    expect(calls[0]?.body).toEqual({
      id: record.id,
      companyAnswer: 'OK',
      workplaceId: 204,
      instructorId: WALK_INSTRUCTORS.ready.id,
    })
  })
})
