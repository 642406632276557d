import { describe, expect, it } from 'vitest'
import { keysOf } from '../../src/test/error-messages'
import type { Failure } from '../../src/api/failure'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Application, ApplicationChanges } from '../../src/api/application/application.schemas'
import type { CompanySummary, InstructorEmployment } from '../../src/api/company/company.schemas'
import {
  SAMPLE_COMPANY_WITHOUT_DEPARTMENTS,
  SAMPLE_COMPANY_WITH_DEPARTMENTS,
  SAMPLE_INSTRUCTORS,
  SAMPLE_WORKPLACES,
  sampleApplication,
} from '../../src/test/application-samples'
import { companyRegistrationMachine } from './company-registration.machine'
import {
  REGISTRATION_STEPS,
  type CompanyRegistrationInput,
  type RegistrationAnswers,
  type RegistrationScreen,
  type UpdateInput,
} from './company-registration.steps'
import {
  selectAnswers,
  selectCanGoBack,
  selectCanSubmit,
  selectCurrentStep,
  selectEffectiveStartDate,
  selectErrors,
  selectFormError,
  selectInstructorOptions,
  selectPersistable,
  selectReturnsToReview,
  selectStepIndex,
  selectStepTotal,
  selectWorkplaces,
} from './company-registration.selectors'
import {
  companyRegistrationEvents,
  companyRegistrationPathInput,
  companyRegistrationPathKey,
} from './company-registration.paths'
import { answer, settle, startRecording } from '../wizard/wizard-test-kit'

/** Valid, adult on 2026-11-16. */
const APPRENTICE_PN = '20050101-2389'

interface Fakes {
  company: CompanySummary
  instructors: InstructorEmployment[]
  applications: Record<number, Application>
  createFails: Failure | null
  updateFails: Failure | null
  employmentsFail: boolean
}

function arrange(input: Partial<CompanyRegistrationInput> = {}, overrides: Partial<Fakes> = {}) {
  const fakes: Fakes = {
    company: SAMPLE_COMPANY_WITH_DEPARTMENTS,
    instructors: SAMPLE_INSTRUCTORS,
    applications: {},
    createFails: null,
    updateFails: null,
    employmentsFail: false,
    ...overrides,
  }
  const calls = {
    create: [] as ApplicationChanges[],
    update: [] as UpdateInput[],
    employments: [] as Array<{ companyId: number; departmentId?: number }>,
    sent: 0,
  }
  const machine = companyRegistrationMachine.provide({
    actors: {
      getCompany: fromPromise(async () => fakes.company),
      listWorkplaces: fromPromise(async () => SAMPLE_WORKPLACES),
      getApplication: fromPromise(async ({ input }: { input: { applicationId: number } }) => {
        const app = fakes.applications[input.applicationId]
        if (!app) throw { key: 'couldNotLoad' } satisfies Failure
        return app
      }),
      listEmployments: fromPromise(
        async ({ input }: { input: { companyId: number; instructorsOnly: true; departmentId?: number } }) => {
          calls.employments.push(input)
          if (fakes.employmentsFail) throw { key: 'instructorsLoadFailed' } satisfies Failure
          return fakes.instructors
        },
      ),
      createApplication: fromPromise(async ({ input }: { input: { changes: ApplicationChanges } }) => {
        calls.create.push(input.changes)
        if (fakes.createFails) throw fakes.createFails
        return sampleApplication({ id: 7101, initiatedByCompany: true, companyId: 2 })
      }),
      updateApplication: fromPromise(async ({ input }: { input: UpdateInput }) => {
        calls.update.push(input)
        if (fakes.updateFails) throw fakes.updateFails
        return sampleApplication({ id: input.applicationId, initiatedByCompany: true, companyId: 2 })
      }),
    },
    actions: { registrationSent: () => void (calls.sent += 1) },
  })
  const fullInput: CompanyRegistrationInput = { ...companyRegistrationPathInput, ...input }
  const { actor, visited } = startRecording(machine, fullInput, selectCurrentStep)
  return { actor, calls, fakes, machine, fullInput, visited }
}

type Actor = ReturnType<typeof arrange>['actor']
const step = (actor: Actor) => selectCurrentStep(actor.getSnapshot())
async function next(actor: Actor) {
  actor.send({ type: 'step.continue' })
  await settle()
}

const HAPPY: Record<(typeof REGISTRATION_STEPS)[number], Partial<RegistrationAnswers>> = {
  'apprentice-personal-number': { personalNumber: APPRENTICE_PN },
  phone: { mobilephone: '070-555 12 34' },
  email: { email: 'ny.larling@example.com' },
  profession: { professionId: 848 },
  department: { departmentId: 21 },
  workplace: { workplaceId: 31 },
  instructor: { instructorId: 2101 },
  employment: { employmentTypeId: 1, employmentDate: '' },
  review: {},
}

async function goTo(actor: Actor, target: RegistrationScreen) {
  await settle()
  for (let guard = 0; step(actor) !== target; guard++) {
    const current = step(actor)
    if (guard > 20 || !(current in HAPPY)) throw new Error(`cannot walk from ${current} to ${target}`)
    await answer(actor, HAPPY[current as keyof typeof HAPPY])
    await next(actor)
  }
}

async function expectRefused(actor: Actor, errors: Record<string, string>) {
  const before = selectAnswers(actor.getSnapshot())
  const at = step(actor)
  await next(actor)
  expect(step(actor)).toBe(at)
  expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual(errors)
  expect(selectAnswers(actor.getSnapshot())).toEqual(before)
}

describe('company registration machine', () => {
  it('registers an apprentice through every step, creating on the first Continue and saving on each', async () => {
    const { actor, calls, visited } = arrange()
    await goTo(actor, 'thanks')
    expect(visited).toEqual(['loading', ...REGISTRATION_STEPS, 'thanks'])
    expect(calls.create).toEqual([expect.objectContaining({ companyId: 2, personalNumber: '200501012389' })])
    // phone, e-mail, profession, department, workplace, instructor, employment; then the review's save.
    expect(calls.update).toHaveLength(8)
    expect(calls.update.slice(0, 7).every((u) => u.action === undefined && u.applicationId === 7101)).toBe(true)
    // Saves before the department step leave the department out (a departmental user's draft keeps hers).
    expect(calls.update[0]?.changes).not.toHaveProperty('departmentId')
    expect(calls.update.at(-1)).toEqual({
      applicationId: 7101,
      action: { type: 'save' },
      changes: {
        companyId: 2,
        personalNumber: '200501012389',
        mobilephone: '070-555 12 34',
        email: 'ny.larling@example.com',
        professionId: 848,
        departmentId: 21,
        workplace: 31,
        instructorId: 2101,
        employmentTypeId: 1,
        // Left empty: today (§5).
        employmentDate: '2026-11-16',
      },
    })
    expect(calls.employments).toEqual([{ companyId: 2, instructorsOnly: true, departmentId: 21 }])
    expect(calls.sent).toBe(1)
  })

  it('has no department step for a company without departments, and lists all its workplaces', async () => {
    const { actor, calls } = arrange({ companyId: 1 }, { company: SAMPLE_COMPANY_WITHOUT_DEPARTMENTS })
    await goTo(actor, 'workplace')
    expect(selectStepTotal(actor.getSnapshot())).toBe(8)
    expect(selectStepIndex(actor.getSnapshot())).toBe(4)
    expect(selectWorkplaces(actor.getSnapshot()).map((w) => w.id)).toEqual([31, 32, 33])
    await goTo(actor, 'employment')
    expect(calls.employments).toEqual([{ companyId: 1, instructorsOnly: true }])
  })

  it('refuses an empty, malformed or under-age personal number without calling anything', async () => {
    const { actor, calls } = arrange()
    await settle()
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false)
    await expectRefused(actor, { personalNumber: 'required' })
    await answer(actor, { personalNumber: '20050101-2387' })
    await expectRefused(actor, { personalNumber: 'invalidPersonalNumber' })
    await answer(actor, { personalNumber: '2005-01-01' })
    await expectRefused(actor, { personalNumber: 'invalidPersonalNumber' })
    // 17 on 2026-11-16: §5 minors need an age exemption first.
    await answer(actor, { personalNumber: '20090315-2387' })
    await expectRefused(actor, { personalNumber: 'minorNeedsExemption' })
    expect(calls.create).toEqual([])
  })

  it('refuses each later step without its answer and keeps the others', async () => {
    const { actor } = arrange()
    await goTo(actor, 'phone')
    await answer(actor, { mobilephone: '12' })
    await expectRefused(actor, { mobilephone: 'invalidPhone' })
    await goTo(actor, 'email')
    await answer(actor, { email: 'ny.larling@' })
    await expectRefused(actor, { email: 'invalidEmail' })
    await goTo(actor, 'profession')
    await expectRefused(actor, { professionId: 'required' })
    await goTo(actor, 'department')
    await expectRefused(actor, { departmentId: 'required' })
    await goTo(actor, 'workplace')
    // Lund's workplace is not at the Malmö department.
    expect(selectWorkplaces(actor.getSnapshot()).map((w) => w.id)).toEqual([31, 33])
    await answer(actor, { workplaceId: 32 })
    await expectRefused(actor, { workplaceId: 'required' })
    await goTo(actor, 'instructor')
    await expectRefused(actor, { instructorId: 'required' })
    await goTo(actor, 'employment')
    await expectRefused(actor, { employmentTypeId: 'required' })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      personalNumber: APPRENTICE_PN,
      departmentId: 21,
      workplaceId: 31,
      instructorId: 2101,
    })
  })

  it("clears a page's errors on Back: they belong to the page left, not to the one shown", async () => {
    const { actor } = arrange()
    await goTo(actor, 'email')
    await answer(actor, { email: 'ny.larling@' })
    await next(actor)
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ email: 'invalidEmail' })
    actor.send({ type: 'step.back' })
    await settle()
    expect(step(actor)).toBe('phone')
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({})
    expect(selectAnswers(actor.getSnapshot()).email).toBe('ny.larling@')
  })

  it('saves a page without the answers left wrong on other pages, so one bad answer does not block every save', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'email')
    await answer(actor, { email: 'ny.larling@' })
    actor.send({ type: 'step.back' })
    await settle()
    await answer(actor, { mobilephone: '070-555 12 35' })
    const saves = calls.update.length
    await next(actor)
    expect(step(actor)).toBe('email')
    const saved = calls.update.slice(saves).map((u) => u.changes)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ mobilephone: '070-555 12 35' })
    expect(saved[0]).not.toHaveProperty('email')
    // The page of the wrong answer still refuses it.
    await expectRefused(actor, { email: 'invalidEmail' })
  })

  it('sends the instructor as none once a new profession refuses them, and asks again on their page', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'instructor')
    // Lars (2103) may instruct scaffolding, but has no machine qualification.
    await answer(actor, { instructorId: 2103 })
    await next(actor)
    expect(step(actor)).toBe('employment')
    for (let i = 0; i < 4 && step(actor) !== 'profession'; i++) {
      actor.send({ type: 'step.back' })
      await settle()
    }
    expect(step(actor)).toBe('profession')
    await answer(actor, { professionId: 120 })
    const saves = calls.update.length
    await next(actor)
    const saved = calls.update.slice(saves).map((u) => u.changes)
    expect(saved[0]).toMatchObject({ professionId: 120, instructorId: null })
  })

  it('lists every instructor with the §5 reasons and refuses one that fails a rule', async () => {
    const { actor } = arrange()
    await goTo(actor, 'instructor')
    const options = selectInstructorOptions(actor.getSnapshot())
    expect(Object.fromEntries(options.map((o) => [o.name.split(' ')[0], o.problems]))).toEqual({
      Johan: [],
      Karin: ['noCertificateOrExemption'],
      Lars: [],
      Maja: ['noEmail'],
      Nils: ['instructionsNotRead'],
      Olle: ['scaffoldingMax'],
      Petra: ['scaffoldingMissingBasicEducation'],
      Rut: ['noOwnAccount'],
    })
    for (const [id, rule] of [
      [2102, 'noCertificateOrExemption'],
      [2104, 'noEmail'],
      [2105, 'instructionsNotRead'],
      [2106, 'scaffoldingMax'],
      [2107, 'scaffoldingMissingBasicEducation'],
      [2108, 'noOwnAccount'],
    ] as const) {
      await answer(actor, { instructorId: id })
      await expectRefused(actor, { instructorId: rule })
    }
    await answer(actor, { instructorId: 2101 })
    await next(actor)
    expect(step(actor)).toBe('employment')
  })

  it('applies the machine-qualification rule for machine professions', async () => {
    const { actor } = arrange()
    await goTo(actor, 'profession')
    await answer(actor, { professionId: 120 })
    await next(actor)
    await goTo(actor, 'instructor')
    const lars = selectInstructorOptions(actor.getSnapshot()).find((o) => o.id === 2103)!
    expect(lars.problems).toEqual(['noMachineQualification'])
    await answer(actor, { instructorId: 2103 })
    await expectRefused(actor, { instructorId: 'noMachineQualification' })
  })

  it('checks the start date: empty is today, no future date, at most 18 months back', async () => {
    const { actor, fakes } = arrange()
    await goTo(actor, 'employment')
    await answer(actor, { employmentTypeId: 2, employmentDate: '2026-12-01' })
    await expectRefused(actor, { employmentDate: 'inFuture' })
    await answer(actor, { employmentDate: '2025-05-15' })
    await expectRefused(actor, { employmentDate: 'tooEarly' })
    await answer(actor, { employmentDate: '2026-13-01' })
    await expectRefused(actor, { employmentDate: 'invalid' })
    await answer(actor, { employmentDate: '' })
    expect(selectEffectiveStartDate(actor.getSnapshot())).toBe('2026-11-16')
    // Back-dating needs approved basic education, which only the server knows: its refusal lands beside the date.
    await answer(actor, { employmentDate: '2026-01-10' })
    fakes.updateFails = { key: 'couldNotSave', fieldErrors: { employmentDate: { key: 'needsBasicEducation' } } }
    await next(actor)
    expect(step(actor)).toBe('employment')
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ employmentDate: 'needsBasicEducation' })
    expect(selectAnswers(actor.getSnapshot()).employmentDate).toBe('2026-01-10')
  })

  it('keeps the personal number when the server refuses to create (already linked)', async () => {
    const { actor, fakes } = arrange({}, { createFails: { key: 'alreadyLinked' } })
    await settle()
    await answer(actor, { personalNumber: APPRENTICE_PN })
    await next(actor)
    expect(step(actor)).toBe('apprentice-personal-number')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'alreadyLinked' })
    expect(selectAnswers(actor.getSnapshot()).personalNumber).toBe(APPRENTICE_PN)
    fakes.createFails = null
    await next(actor)
    expect(step(actor)).toBe('phone')
  })

  it('offers a retry when the instructors cannot be listed', async () => {
    const { actor, fakes } = arrange({}, { employmentsFail: true })
    await goTo(actor, 'instructor')
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'instructorsLoadFailed' })
    fakes.employmentsFail = false
    actor.send({ type: 'instructors.retry' })
    await settle()
    expect(selectInstructorOptions(actor.getSnapshot())).toHaveLength(8)
  })

  it('lists the instructors again for another department', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'employment')
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    expect(step(actor)).toBe('department')
    await answer(actor, { departmentId: 22 })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({ workplaceId: null, instructorId: null })
    await next(actor)
    await answer(actor, { workplaceId: 32 })
    await next(actor)
    expect(calls.employments.at(-1)).toEqual({ companyId: 2, instructorsOnly: true, departmentId: 22 })
  })

  it('returns to the review after a "Change" link', async () => {
    const { actor } = arrange()
    await goTo(actor, 'review')
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'step.goto', step: 'employment' })
    expect(selectReturnsToReview(actor.getSnapshot())).toBe(true)
    await answer(actor, { employmentTypeId: 2 })
    await next(actor)
    expect(step(actor)).toBe('review')
    // A new profession makes the chosen instructor's rules count again.
    actor.send({ type: 'step.goto', step: 'profession' })
    await answer(actor, { professionId: 120 })
    await next(actor)
    expect(step(actor)).toBe('review')
    actor.send({ type: 'step.goto', step: 'instructor' })
    await settle()
    await answer(actor, { instructorId: 2103 })
    await expectRefused(actor, { instructorId: 'noMachineQualification' })
  })

  it('continues from a persisted snapshot and after a forced logout', async () => {
    const { actor, machine, fullInput, calls } = arrange()
    await goTo(actor, 'workplace')
    await answer(actor, { workplaceId: 33 })
    expect(selectPersistable(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'session.expired' })
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()

    const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
    expect(selectCurrentStep(restored.getSnapshot())).toBe('paused')
    restored.send({ type: 'session.resumed' })
    expect(selectCurrentStep(restored.getSnapshot())).toBe('workplace')
    restored.send({ type: 'step.continue' })
    await settle()
    expect(calls.update.at(-1)).toMatchObject({
      applicationId: 7101,
      changes: { workplace: 33, personalNumber: '200501012389' },
    })
    expect(selectCurrentStep(restored.getSnapshot())).toBe('instructor')
  })

  it('continues a saved registration at its first open step', async () => {
    const draft = sampleApplication({
      id: 7101,
      initiatedByCompany: true,
      companyId: 2,
      professionId: 848,
      departmentId: 21,
      personalNumber: '200501012389',
    })
    const { actor } = arrange({ applicationId: 7101 }, { applications: { 7101: draft } })
    await settle()
    expect(step(actor)).toBe('workplace')
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      personalNumber: '200501012389',
      mobilephone: '070-123 45 01',
      professionId: 848,
    })
  })

  it('shows a registration the company can no longer edit read-only, and a failed load as such', async () => {
    const sent = sampleApplication({ id: 7102, initiatedByCompany: true, companyId: 2, stateId: 5 })
    expect(step((await started(arrange({ applicationId: 7102 }, { applications: { 7102: sent } }))).actor)).toBe(
      'read-only',
    )
    const missing = await started(arrange({ applicationId: 404 }))
    expect(step(missing.actor)).toBe('load-failed')
    expect(selectFormError(missing.actor.getSnapshot())).toEqual({ key: 'couldNotLoad' })
  })

  it('lists every event the machine reacts to for path generation (a new one needs a payload and a browser action)', () => {
    const listed = new Set(companyRegistrationEvents.map((e) => e.type))
    expect(
      [...new Set(companyRegistrationMachine.root.events.map(String))].filter((type) => !listed.has(type)),
    ).toEqual([])
  })

  it('reaches every page through paths generated from the exported events', () => {
    const paths = getShortestPaths(companyRegistrationMachine, {
      input: companyRegistrationPathInput,
      events: companyRegistrationEvents as unknown as EventFrom<typeof companyRegistrationMachine>[],
      serializeState: (s) => companyRegistrationPathKey(s),
      filterEvents: (s, e) => s.can(e),
    })
    const reached = new Set(paths.map((p) => selectCurrentStep(p.state)))
    for (const screen of [...REGISTRATION_STEPS, 'thanks', 'paused', 'load-failed'] as const)
      expect(reached, screen).toContain(screen)
  }, 30_000)
})

async function started<T>(arranged: T): Promise<T> {
  await settle()
  return arranged
}
