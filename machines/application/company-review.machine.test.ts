import { describe, expect, it } from 'vitest'
import { keysOf } from '../../src/test/error-messages'
import type { Failure } from '../../src/api/failure'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Application } from '../../src/api/application/application.schemas'
import type { Person } from '../../src/api/shell/user.schemas'
import { SAMPLE_INSTRUCTORS, SAMPLE_WORKPLACES, sampleApplication } from '../../src/test/application-samples'
import type { UpdateInput } from './company-registration.steps'
import { companyReviewMachine } from './company-review.machine'
import {
  REVIEW_STEPS,
  type CompanyReviewInput,
  type ReviewAnswers,
  type ReviewOutcome,
  type ReviewScreen,
} from './company-review.steps'
import {
  selectAnswers,
  selectCanDelete,
  selectCanSubmit,
  selectConfirmingApprove,
  selectConfirmingDelete,
  selectCourses,
  selectCurrentStep,
  selectErrors,
  selectFormError,
  selectHasUnsavedChanges,
  selectInstructorOptions,
  selectJustSaved,
  selectMissingForApproval,
  selectPersistable,
  selectReadOnly,
  selectReturnsToDecision,
  selectStepIndex,
  selectWorkplaces,
} from './company-review.selectors'
import {
  companyReviewEvents,
  companyReviewPathInput,
  companyReviewPathKey,
  SAMPLE_RECEIVED_APPLICATION,
} from './company-review.paths'
import { answer, settle, startRecording } from '../wizard/wizard-test-kit'

interface Fakes {
  application: Application | null
  updateFails: Failure | null
  deleteFails: Failure | null
  employmentsFail: boolean
}

/** What the server does with a save: the changes land, savedByCompanyAt catches up with updatedAt. */
function saved(app: Application, changes: Partial<Application>): Application {
  const at = '2026-11-16T10:00:00.000Z'
  return { ...app, ...changes, updatedAt: at, savedByCompanyAt: at }
}

function arrange(input: Partial<CompanyReviewInput> = {}, overrides: Partial<Fakes> = {}) {
  const fakes: Fakes = {
    application: SAMPLE_RECEIVED_APPLICATION,
    updateFails: null,
    deleteFails: null,
    employmentsFail: false,
    ...overrides,
  }
  const calls = {
    update: [] as UpdateInput[],
    deleted: [] as number[],
    finished: [] as ReviewOutcome[],
    savedToasts: 0,
    employments: [] as unknown[],
  }
  const machine = companyReviewMachine.provide({
    actors: {
      getApplication: fromPromise(async () => {
        if (!fakes.application) throw { key: 'couldNotLoad' } satisfies Failure
        return fakes.application
      }),
      listEmployments: fromPromise(
        async ({ input }: { input: { companyId: number; instructorsOnly: true; departmentId?: number } }) => {
          calls.employments.push(input)
          if (fakes.employmentsFail) throw new Error('500')
          return SAMPLE_INSTRUCTORS
        },
      ),
      listWorkplaces: fromPromise(async () => SAMPLE_WORKPLACES),
      listProfessionCourses: fromPromise(async () => [
        { id: 501, name: 'Grundläggande säkerhet', mandatory: true },
        { id: 502, name: 'Fallskydd', mandatory: false },
      ]),
      updateApplication: fromPromise(async ({ input }: { input: UpdateInput }) => {
        calls.update.push(input)
        if (fakes.updateFails) throw fakes.updateFails
        const app = fakes.application!
        if (input.action?.type === 'approve') return { ...app, stateId: 5 }
        if (input.action?.type === 'deny')
          return { ...app, stateId: 1, denyMotivation: input.action.denyMotivation ?? null }
        fakes.application = saved(app, input.changes as Partial<Application>)
        return fakes.application
      }),
      deleteApplication: fromPromise(
        async ({ input }: { input: { applicationId: number } }): Promise<{ ok: boolean }> => {
          calls.deleted.push(input.applicationId)
          if (fakes.deleteFails) throw fakes.deleteFails
          return { ok: true }
        },
      ),
    },
    actions: {
      reviewFinished: (_, params: { outcome: ReviewOutcome }) => void calls.finished.push(params.outcome),
      applicationSaved: () => void (calls.savedToasts += 1),
    },
  })
  const fullInput: CompanyReviewInput = { ...companyReviewPathInput, ...input }
  const { actor, visited } = startRecording(machine, fullInput, selectCurrentStep)
  return { actor, calls, fakes, machine, fullInput, visited }
}

type Actor = ReturnType<typeof arrange>['actor']
const step = (actor: Actor) => selectCurrentStep(actor.getSnapshot())
async function send(
  actor: Actor,
  type:
    | 'step.continue'
    | 'step.back'
    | 'application.save'
    | 'application.approve'
    | 'approve.confirm'
    | 'approve.cancel'
    | 'application.deny'
    | 'deny.confirm'
    | 'deny.cancel'
    | 'application.delete'
    | 'delete.confirm'
    | 'delete.cancel',
) {
  actor.send({ type })
  await settle()
}

/** What the company fills in: workplace, instructor and employment; the rest the apprentice gave. */
const FILL: Partial<Record<ReviewScreen, Partial<ReviewAnswers>>> = {
  'workplace-and-instructor': { workplaceId: 33, instructorId: 2101 },
  employment: { employmentTypeId: 1, employmentDate: '' },
}

async function goTo(actor: Actor, target: ReviewScreen) {
  await settle()
  for (let guard = 0; step(actor) !== target; guard++) {
    const current = step(actor)
    if (guard > 12 || !(REVIEW_STEPS as readonly string[]).includes(current))
      throw new Error(`cannot walk from ${current} to ${target}`)
    const fill = FILL[current]
    if (fill && !selectReadOnly(actor.getSnapshot())) await answer(actor, fill)
    await send(actor, 'step.continue')
  }
}

async function expectRefused(actor: Actor, errors: Record<string, string>) {
  const before = selectAnswers(actor.getSnapshot())
  const at = step(actor)
  await send(actor, 'step.continue')
  expect(step(actor)).toBe(at)
  expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual(errors)
  expect(selectAnswers(actor.getSnapshot())).toEqual(before)
}

describe('company review machine', () => {
  it('guides through the 8 steps, saves, then approves', async () => {
    const { actor, calls, visited } = arrange()
    await goTo(actor, 'decision')
    expect(visited).toEqual(['loading', ...REVIEW_STEPS])
    expect(selectStepIndex(actor.getSnapshot())).toBe(7)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)

    await send(actor, 'application.save')
    expect(calls.update).toEqual([
      {
        applicationId: 7201,
        action: { type: 'save' },
        changes: expect.objectContaining({
          workplace: 33,
          instructorId: 2101,
          employmentTypeId: 1,
          employmentDate: '2026-11-16',
          professionId: 848,
        }),
      },
    ])
    expect(calls.savedToasts).toBe(1)
    expect(selectJustSaved(actor.getSnapshot())).toBe(true)
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)

    await send(actor, 'application.approve')
    await send(actor, 'approve.confirm')
    expect(calls.update.at(-1)).toEqual({ applicationId: 7201, changes: {}, action: { type: 'approve' } })
    expect(step(actor)).toBe('approved')
    expect(calls.finished).toEqual(['approved'])
  })

  it('asks before approving (binding: it goes on to the board); cancel sends nothing, confirm sends approve', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    const saves = calls.update.length

    await send(actor, 'application.approve')
    expect(selectConfirmingApprove(actor.getSnapshot())).toBe(true)
    expect(calls.update).toHaveLength(saves)

    await send(actor, 'approve.cancel')
    expect(selectConfirmingApprove(actor.getSnapshot())).toBe(false)
    expect(step(actor)).toBe('decision')
    expect(calls.update).toHaveLength(saves)

    await send(actor, 'application.approve')
    await send(actor, 'approve.confirm')
    expect(calls.update.slice(saves)).toEqual([{ applicationId: 7201, changes: {}, action: { type: 'approve' } }])
    expect(step(actor)).toBe('approved')
  })

  it('refuses to approve before the changes are saved', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'decision')
    await send(actor, 'application.approve')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'mustSaveFirst' })
    expect(step(actor)).toBe('decision')
    expect(calls.update).toEqual([])

    await send(actor, 'application.save')
    // A later change needs another save before approving.
    actor.send({ type: 'step.goto', step: 'personal-data' })
    await answer(actor, { address2: 'Lgh 1102' })
    await send(actor, 'step.continue')
    expect(step(actor)).toBe('decision')
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true)
    await send(actor, 'application.approve')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'mustSaveFirst' })
    expect(calls.update).toHaveLength(1)
  })

  it('refuses to approve an application not filled enough (§4 submittable), even when saved', async () => {
    const incomplete = sampleApplication({ ...SAMPLE_RECEIVED_APPLICATION, createdByPersonalNumber: null })
    const { actor, calls } = arrange({}, { application: incomplete })
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    expect(selectMissingForApproval(actor.getSnapshot())).toEqual(['createdByPersonalNumber'])
    await send(actor, 'application.approve')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'notFilledEnough' })
    expect(calls.update.filter((u) => u.action?.type === 'approve')).toEqual([])
  })

  it("waits for the apprentice's signature on a company draft", async () => {
    const companyDraft = sampleApplication({ ...SAMPLE_RECEIVED_APPLICATION, stateId: 1, initiatedByCompany: true })
    const { actor } = arrange({}, { application: companyDraft })
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    await send(actor, 'application.approve')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'awaitingApprentice' })
  })

  it('denies with an optional motivation after confirmation; cancel keeps the application', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'decision')
    await send(actor, 'application.deny')
    await send(actor, 'deny.cancel')
    expect(step(actor)).toBe('decision')
    expect(calls.update).toEqual([])

    await send(actor, 'application.deny')
    await answer(actor, { denyMotivation: '  Betygen saknas.  ' })
    await send(actor, 'deny.confirm')
    expect(calls.update).toEqual([
      { applicationId: 7201, changes: {}, action: { type: 'deny', denyMotivation: 'Betygen saknas.' } },
    ])
    expect(step(actor)).toBe('denied')
    expect(calls.finished).toEqual(['denied'])

    const plain = arrange()
    await goTo(plain.actor, 'decision')
    await send(plain.actor, 'application.deny')
    await send(plain.actor, 'deny.confirm')
    expect(plain.calls.update).toEqual([{ applicationId: 7201, changes: {}, action: { type: 'deny' } }])
  })

  it('goes to the decision from any page, so an incomplete application can be denied without filling it', async () => {
    const { actor, calls } = arrange()
    await settle()
    await answer(actor, { firstName: '  ' })
    await send(actor, 'step.continue')
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ firstName: 'required' })
    actor.send({ type: 'step.goto', step: 'decision' })
    await settle()
    expect(step(actor)).toBe('decision')
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({})
    // Approve still needs the §4 rule; deny does not.
    await send(actor, 'application.approve')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'notFilledEnough' })
    await send(actor, 'application.deny')
    await send(actor, 'deny.confirm')
    expect(calls.update).toEqual([{ applicationId: 7201, changes: {}, action: { type: 'deny' } }])
    expect(step(actor)).toBe('denied')
  })

  it('deletes only after confirmation, and keeps the review when the server says it is not allowed', async () => {
    const { actor, calls, fakes } = arrange()
    await goTo(actor, 'decision')
    expect(selectCanDelete(actor.getSnapshot())).toBe(true)
    await send(actor, 'application.delete')
    expect(selectConfirmingDelete(actor.getSnapshot())).toBe(true)
    await send(actor, 'delete.cancel')
    expect(calls.deleted).toEqual([])

    fakes.deleteFails = { key: 'notAllowedToDelete' }
    await send(actor, 'application.delete')
    await send(actor, 'delete.confirm')
    expect(step(actor)).toBe('decision')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'notAllowedToDelete' })

    fakes.deleteFails = null
    await send(actor, 'application.delete')
    await send(actor, 'delete.confirm')
    expect(calls.deleted).toEqual([7201, 7201])
    expect(step(actor)).toBe('deleted')
    expect(calls.finished).toEqual(['deleted'])
  })

  it('refuses delete without the permission (§6: education responsible reviews but does not delete)', async () => {
    const yua: Person = {
      ...companyReviewPathInput.user,
      id: 1004,
      companyRoles: [
        {
          companyId: 1,
          Administrator: false,
          CompanyEducationResponsible: true,
          DistanceEducationAdministrator: false,
          Instructor: false,
        },
      ],
    }
    const { actor, calls } = arrange({ user: yua })
    await goTo(actor, 'decision')
    expect(selectCanDelete(actor.getSnapshot())).toBe(false)
    await send(actor, 'application.delete')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'notAllowedToDelete' })
    expect(selectConfirmingDelete(actor.getSnapshot())).toBe(false)
    expect(calls.deleted).toEqual([])
  })

  it('shows an application the company may not edit read-only: no edits, no save, no approve', async () => {
    const approved = sampleApplication({ ...SAMPLE_RECEIVED_APPLICATION, stateId: 6 })
    const { actor, calls } = arrange({}, { application: approved })
    await settle()
    expect(selectReadOnly(actor.getSnapshot())).toBe(true)
    await answer(actor, { firstName: 'Någon annan' })
    expect(selectAnswers(actor.getSnapshot()).firstName).toBe('Elin')
    // Pages that would refuse (no workplace or instructor) are only shown.
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    await send(actor, 'application.approve')
    await send(actor, 'application.deny')
    expect(calls.update).toEqual([])
    expect(step(actor)).toBe('decision')
  })

  it('refuses invalid edits on each page and keeps the other answers', async () => {
    const { actor } = arrange()
    await settle()
    await answer(actor, { firstName: '  ' })
    await expectRefused(actor, { firstName: 'required' })
    await answer(actor, { firstName: 'Elin' })
    await goTo(actor, 'personal-data')
    await answer(actor, { mobilephone: '12', zip: '9' })
    await expectRefused(actor, { mobilephone: 'invalidPhone', zip: 'invalidZip' })
    await answer(actor, { mobilephone: '070-123 45 01', zip: '903 26' })
    await send(actor, 'step.continue')
    expect(step(actor)).toBe('workplace-and-instructor')
    await expectRefused(actor, { workplaceId: 'required', instructorId: 'required' })
    await answer(actor, { workplaceId: 33, instructorId: 2104 })
    await expectRefused(actor, { instructorId: 'noEmail' })
    expect(selectInstructorOptions(actor.getSnapshot()).find((o) => o.id === 2106)?.problems).toEqual([
      'scaffoldingMax',
    ])
    await answer(actor, { instructorId: 2101 })
    await send(actor, 'step.continue')
    await answer(actor, { employmentTypeId: 1, employmentDate: '2030-01-01' })
    await expectRefused(actor, { employmentDate: 'inFuture' })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({ firstName: 'Elin', workplaceId: 33, instructorId: 2101 })
  })

  it('keeps the numbers a refusal came with on the page message', async () => {
    const { actor } = arrange({}, { updateFails: { key: 'couldNotSave', values: { count: 2 } } })
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'couldNotSave', values: { count: 2 } })
  })

  it('keeps the edits when saving fails', async () => {
    const { actor, fakes } = arrange({}, { updateFails: { key: 'couldNotSave' } })
    await goTo(actor, 'decision')
    await send(actor, 'application.save')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'couldNotSave' })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      workplaceId: 33,
      instructorId: 2101,
      employmentTypeId: 1,
    })
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true)
    fakes.updateFails = null
    await send(actor, 'application.save')
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false)
  })

  it('filters workplaces and instructors by the application department, and names the confirmed courses', async () => {
    const atMalmo = sampleApplication({ ...SAMPLE_RECEIVED_APPLICATION, departmentId: 21, companyId: 2 })
    const { actor, calls } = arrange({ companyId: 2 }, { application: atMalmo })
    await goTo(actor, 'courses')
    expect(selectCourses(actor.getSnapshot()).map((c) => c.id)).toEqual([501, 502])
    expect(selectWorkplaces(actor.getSnapshot()).map((w) => w.id)).toEqual([31, 33])
    expect(calls.employments).toEqual([{ companyId: 2, instructorsOnly: true, departmentId: 21 }])
  })

  it('continues from a persisted snapshot, also after a forced logout', async () => {
    const { actor, machine, fullInput } = arrange()
    await goTo(actor, 'workplace-and-instructor')
    await answer(actor, { workplaceId: 33 })
    expect(selectPersistable(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'session.expired' })
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()
    const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
    restored.send({ type: 'session.resumed' })
    expect(selectCurrentStep(restored.getSnapshot())).toBe('workplace-and-instructor')
    expect(selectAnswers(restored.getSnapshot()).workplaceId).toBe(33)
    expect(selectHasUnsavedChanges(restored.getSnapshot())).toBe(true)
  })

  it('returns to the decision page after a "Change" link', async () => {
    const { actor } = arrange()
    await goTo(actor, 'decision')
    actor.send({ type: 'step.goto', step: 'workplace-and-instructor' })
    expect(selectReturnsToDecision(actor.getSnapshot())).toBe(true)
    await answer(actor, { workplaceId: 31 })
    await send(actor, 'step.continue')
    expect(step(actor)).toBe('decision')
    expect(selectAnswers(actor.getSnapshot()).workplaceId).toBe(31)
  })

  it('offers a retry when the application cannot be loaded', async () => {
    const { actor, fakes } = arrange({}, { application: null })
    await settle()
    expect(step(actor)).toBe('load-failed')
    fakes.application = SAMPLE_RECEIVED_APPLICATION
    actor.send({ type: 'load.retry' })
    await settle()
    expect(step(actor)).toBe('name-and-profession')
  })

  it('lists every event the machine reacts to for path generation (a new one needs a payload and a browser action)', () => {
    const listed = new Set(companyReviewEvents.map((e) => e.type))
    expect([...new Set(companyReviewMachine.root.events.map(String))].filter((type) => !listed.has(type))).toEqual([])
  })

  it('reaches every page through paths generated from the exported events', () => {
    const paths = getShortestPaths(companyReviewMachine, {
      input: companyReviewPathInput,
      events: companyReviewEvents as unknown as EventFrom<typeof companyReviewMachine>[],
      serializeState: (s) => companyReviewPathKey(s),
      filterEvents: (s, e) => s.can(e),
    })
    const reached = new Set(paths.map((p) => selectCurrentStep(p.state)))
    for (const screen of [...REVIEW_STEPS, 'approved', 'denied', 'deleted', 'paused', 'load-failed'] as const) {
      expect(reached, screen).toContain(screen)
    }
  }, 30_000)
})
