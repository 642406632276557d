import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyOf, keysOf } from '../../src/test/error-messages'
import type { Failure } from '../../src/api/failure'
import { createActor, fromPromise, type EventFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type {
  Application,
  ApplicationChanges,
  ApplicationDocument,
  ApplicationListRow,
} from '../../src/api/application/application.schemas'
import type { CompanySummary, ProfessionCourse } from '../../src/api/company/company.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { Address } from '../../src/api/shell/user.schemas'
import {
  SAMPLE_COMPANY_WITHOUT_DEPARTMENTS,
  SAMPLE_COMPANY_WITH_DEPARTMENTS,
  sampleApplication,
} from '../../src/test/application-samples'
import { codeCheck } from '../wizard/verify-code.machine'
import { apprenticeApplicationMachine } from './apprentice-application.machine'
import {
  APPRENTICE_STEPS,
  type ApprenticeAnswers,
  type ApprenticeApplicationInput,
  type ApprenticeScreen,
} from './apprentice-application.steps'
import {
  selectAnswers,
  selectBusy,
  selectCanGoBack,
  selectCanSubmit,
  selectCompany,
  selectCompanyFound,
  selectCourseOptions,
  selectCurrentStep,
  selectDocuments,
  selectErrors,
  selectFormError,
  selectPersistable,
  selectCanResend,
  selectCodeResent,
  selectPhoneAwaitsCode,
  selectResendIn,
  selectRejectedFiles,
  selectReturnsToReview,
  selectSentApplications,
  selectStepIndex,
  selectStepTotal,
} from './apprentice-application.selectors'
import type { QueuedUpload } from './apprentice-application.uploads'
import {
  apprenticeApplicationEvents,
  apprenticeApplicationPathInput,
  apprenticeApplicationPathKey,
} from './apprentice-application.paths'

const CODE = '4321'
const ADDRESS: Address = { address1: 'Storgatan 1', address2: null, zip: '903 26', city: 'Umeå', country: 'Sverige' }

interface Fakes {
  drafts: ApplicationListRow[]
  applications: Record<number, Application>
  address: Address | 'fails'
  sendPhoneFails: Failure | null
  checkPhoneFails: Failure | null
  createFails: Failure | null
  updateFails: Failure | null
  signFails: Failure | null
  uploadFails: Failure | null
  coursesFail: boolean
  gug: CourseResult[]
}

const COURSES: ProfessionCourse[] = [
  { id: 501, name: 'Grundläggande säkerhet', mandatory: true },
  { id: 502, name: 'Fallskydd', mandatory: false },
]

function draftRow(id: number, professionId: number, stateId = 1): ApplicationListRow {
  return {
    id,
    stateId,
    initiatedByCompany: false,
    firstName: 'Elin',
    lastName: 'Andersson',
    personalNumber: '200403152382',
    professionId,
    companyId: null,
    departmentId: null,
    transferRequest: false,
    updatedAt: '2026-11-02T08:00:00.000Z',
  }
}

function arrange(input: Partial<ApprenticeApplicationInput> = {}, fakeOverrides: Partial<Fakes> = {}) {
  const fakes: Fakes = {
    drafts: [],
    applications: {},
    address: ADDRESS,
    sendPhoneFails: null,
    checkPhoneFails: null,
    createFails: null,
    updateFails: null,
    signFails: null,
    uploadFails: null,
    coursesFail: false,
    gug: [
      { id: 501, name: 'Grundläggande säkerhet', result: 'passed' },
      { id: 502, name: 'Fallskydd', result: 'failed' },
    ],
    ...fakeOverrides,
  }
  const calls = {
    create: [] as ApplicationChanges[],
    update: [] as Array<{ applicationId: number; changes: ApplicationChanges }>,
    sign: [] as number[],
    verifyPhone: [] as Array<{ mobilephone: string; code?: string }>,
    verifyEmail: [] as Array<{ email: string; code?: string }>,
    companyByNumber: [] as string[],
    uploads: [] as QueuedUpload[],
    removed: [] as number[],
    signed: 0,
    draftCreated: [] as number[],
  }
  let nextDocumentId = 9100
  const companies: CompanySummary[] = [SAMPLE_COMPANY_WITHOUT_DEPARTMENTS, SAMPLE_COMPANY_WITH_DEPARTMENTS]
  const machine = apprenticeApplicationMachine.provide({
    actors: {
      listOwnApplications: fromPromise(async () => fakes.drafts),
      getApplication: fromPromise(async ({ input }: { input: { applicationId: number } }) => {
        const app = fakes.applications[input.applicationId]
        if (!app) throw { key: 'couldNotLoad' } satisfies Failure
        return app
      }),
      getCompany: fromPromise(async ({ input }: { input: { companyId: number } }) =>
        companies.find((c) => c.id === input.companyId)!,
      ),
      fetchAddress: fromPromise(async () => {
        if (fakes.address === 'fails') throw new Error('500')
        return fakes.address
      }),
      // The kit's code check with fakes of persons/verify-phone and verify-email (as the edge provides them).
      phoneCode: codeCheck({
        send: fromPromise(async ({ input }) => {
          calls.verifyPhone.push({ mobilephone: input.target })
          if (fakes.sendPhoneFails) throw fakes.sendPhoneFails
        }),
        check: fromPromise(async ({ input }) => {
          calls.verifyPhone.push({ mobilephone: input.target, code: input.code })
          if (fakes.checkPhoneFails) throw fakes.checkPhoneFails
          return { sent: false, verified: input.code === CODE }
        }),
      }),
      emailCode: codeCheck({
        send: fromPromise(async ({ input }) => void calls.verifyEmail.push({ email: input.target })),
        check: fromPromise(async ({ input }) => {
          calls.verifyEmail.push({ email: input.target, code: input.code })
          return { sent: false, verified: input.code === CODE }
        }),
      }),
      createApplication: fromPromise(async ({ input }: { input: { changes: ApplicationChanges } }) => {
        calls.create.push(input.changes)
        if (fakes.createFails) throw fakes.createFails
        return sampleApplication({ id: 7003, documents: [] })
      }),
      updateApplication: fromPromise(
        async ({ input }: { input: { applicationId: number; changes: ApplicationChanges } }) => {
          calls.update.push(input)
          if (fakes.updateFails) throw fakes.updateFails
          return sampleApplication({ id: input.applicationId })
        },
      ),
      getCompanyByNumber: fromPromise(async ({ input }: { input: { organizationalNumber: string } }) => {
        calls.companyByNumber.push(input.organizationalNumber)
        const found = companies.find((c) => c.organizationalNumber === input.organizationalNumber)
        if (!found) throw { key: 'companyNotFound' } satisfies Failure
        return found
      }),
      uploadApplicationDocument: fromPromise(
        async ({ input }: { input: { applicationId: number; upload: QueuedUpload } }) => {
          calls.uploads.push(input.upload)
          if (fakes.uploadFails) throw fakes.uploadFails
          return document(nextDocumentId++, input.upload)
        },
      ),
      deleteApplicationDocument: fromPromise(
        async ({ input }: { input: { documentId: number } }): Promise<{ ok: boolean }> => {
          calls.removed.push(input.documentId)
          return { ok: true }
        },
      ),
      listProfessionCourses: fromPromise(async () => {
        if (fakes.coursesFail) throw { key: 'coursesLoadFailed' } satisfies Failure
        return COURSES
      }),
      fetchGugCourses: fromPromise(async () => fakes.gug),
      signApplication: fromPromise(async ({ input }: { input: { applicationId: number } }) => {
        calls.sign.push(input.applicationId)
        if (fakes.signFails) throw fakes.signFails
        return sampleApplication({ id: input.applicationId, stateId: 4 })
      }),
    },
    actions: {
      applicationSigned: () => void (calls.signed += 1),
      draftCreated: (_, params: { applicationId: number }) => void calls.draftCreated.push(params.applicationId),
    },
  })
  const fullInput: ApprenticeApplicationInput = {
    ...apprenticeApplicationPathInput,
    person: { ...apprenticeApplicationPathInput.person },
    ...input,
  }
  const actor = createActor(machine, { input: fullInput })
  const visited: ApprenticeScreen[] = []
  actor.subscribe((s) => {
    const screen = selectCurrentStep(s)
    if (visited.at(-1) !== screen) visited.push(screen)
  })
  actor.start()
  return { actor, calls, fakes, machine, fullInput, visited }
}

function document(id: number, upload: Pick<QueuedUpload, 'documentType' | 'fileName' | 'size'>): ApplicationDocument {
  return {
    id,
    applicationId: 7003,
    fileName: upload.fileName,
    contentType: 'application/pdf',
    size: upload.size,
    type: upload.documentType,
    quality: null,
    schoolRegion: null,
    municipality: null,
    schoolName: null,
    uploadedAt: '2026-11-02T08:05:00.000Z',
  }
}

type Actor = ReturnType<typeof arrange>['actor']

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const step = (actor: Actor) => selectCurrentStep(actor.getSnapshot())

async function answer(actor: Actor, answers: Partial<ApprenticeAnswers>) {
  actor.send({ type: 'answers.change', answers })
  await settle()
}
async function next(actor: Actor) {
  actor.send({ type: 'step.continue' })
  await settle()
}
async function addFile(
  actor: Actor,
  name: string,
  type: string,
  size: number,
  documentType: QueuedUpload['documentType'] = 'grades',
) {
  actor.send({ type: 'document.add', uploadKey: `key-${name}`, file: { name, type, size }, documentType })
  await settle()
}

/** What a user does on each step to get past it (machine profession, department company, courses). */
const HAPPY: Record<(typeof APPRENTICE_STEPS)[number], (actor: Actor) => Promise<void>> = {
  welcome: next,
  transfer: async (a) => {
    await answer(a, { transferRequest: false })
    await next(a)
  },
  privacy: async (a) => {
    await answer(a, { privacyAccepted: true })
    await next(a)
  },
  address: next,
  phone: next,
  email: next,
  profession: async (a) => {
    await answer(a, { professionId: 120 })
    await next(a)
  },
  'machine-orientation': async (a) => {
    await answer(a, { professionOrientations: [1, 3] })
    await next(a)
  },
  'approved-courses': async (a) => {
    await answer(a, { hasApprovedCourses: true })
    await next(a)
  },
  company: async (a) => {
    await answer(a, { organisationNumber: '5568123458' })
    await next(a)
    await next(a)
  },
  department: async (a) => {
    await answer(a, { departmentId: 22 })
    await next(a)
  },
  documents: async (a) => {
    await addFile(a, 'betyg.pdf', 'application/pdf', 120_000)
    await next(a)
  },
  courses: next,
  'education-info': async (a) => {
    await answer(a, { educationInfoAccepted: true })
    await next(a)
  },
  message: async (a) => {
    await answer(a, { messageToBoard: 'Hej!' })
    await next(a)
  },
  review: async (a) => {
    await answer(a, { honestyDeclaration: true })
    await next(a)
  },
}

async function goTo(actor: Actor, target: ApprenticeScreen) {
  await settle()
  for (let guard = 0; step(actor) !== target; guard++) {
    const current = step(actor)
    if (guard > 30 || !(current in HAPPY)) throw new Error(`cannot walk from ${current} to ${target}`)
    await HAPPY[current as keyof typeof HAPPY](actor)
  }
}

/** Sends a refused Continue and checks that nothing but the errors changed. */
async function expectRefused(actor: Actor, errors: Record<string, string>) {
  const before = selectAnswers(actor.getSnapshot())
  const at = step(actor)
  await next(actor)
  expect(step(actor)).toBe(at)
  expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual(errors)
  expect(selectAnswers(actor.getSnapshot())).toEqual(before)
}

describe('apprentice application machine', () => {
  it('goes through every step of a machine-profession application with departments and courses to thanks', async () => {
    const { actor, calls, visited } = arrange()
    await goTo(actor, 'thanks')

    expect(visited).toEqual(['loading', ...APPRENTICE_STEPS, 'thanks'])
    // Created once on the profession step, with everything answered so far.
    expect(calls.create).toHaveLength(1)
    expect(calls.create[0]).toMatchObject({
      professionId: 120,
      privacyAccepted: true,
      transferRequest: false,
      address1: 'Storgatan 1',
      zip: '903 26',
      mobilephone: '070-123 45 01',
      email: 'elin.andersson@example.com',
      personalNumber: '200403152382',
    })
    expect(calls.draftCreated).toEqual([7003])
    // Saved on every Continue after that: orientation, approved courses, company, department, documents,
    // courses, education info, message, review.
    expect(calls.update.map((u) => u.applicationId)).toEqual(Array(9).fill(7003))
    expect(calls.update.at(-1)!.changes).toMatchObject({
      professionOrientations: [1, 3],
      hasApprovedCourses: true,
      companyId: 2,
      departmentId: 22,
      confirmedCourseIds: [501],
      messageToBoard: 'Hej!',
      honestyDeclaration: true,
    })
    expect(calls.companyByNumber).toEqual(['556812-3458'])
    expect(calls.uploads.map((u) => [u.fileName, u.documentType])).toEqual([['betyg.pdf', 'grades']])
    expect(calls.sign).toEqual([7003])
    expect(calls.signed).toBe(1)
    // Verified phone and e-mail, unchanged: no codes.
    expect(calls.verifyPhone).toEqual([])
    expect(calls.verifyEmail).toEqual([])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('leaves out the transfer, machine-orientation, department and courses steps when they do not apply', async () => {
    const { actor, visited } = arrange({ isCurrentApprentice: false })
    await goTo(actor, 'profession')
    await answer(actor, { professionId: 101 })
    await next(actor)
    expect(step(actor)).toBe('approved-courses')
    expect(selectStepIndex(actor.getSnapshot())).toBe(6)
    expect(selectStepTotal(actor.getSnapshot())).toBe(12)
    await answer(actor, { hasApprovedCourses: false })
    await next(actor)
    await answer(actor, { organisationNumber: '556677-8899' })
    await next(actor)
    expect(selectCompanyFound(actor.getSnapshot())).toBe(true)
    expect(selectCompany(actor.getSnapshot())?.name).toBe('Byggbolaget i Norr AB')
    await next(actor)
    expect(step(actor)).toBe('documents')
    await goTo(actor, 'thanks')
    expect(visited).toEqual([
      'loading',
      'welcome',
      'privacy',
      'address',
      'phone',
      'email',
      'profession',
      'approved-courses',
      'company',
      'documents',
      'education-info',
      'message',
      'review',
      'thanks',
    ])
  })

  it('prefills the address from the register, and keeps it typed when the register fails', async () => {
    const ok = arrange()
    await goTo(ok.actor, 'address')
    expect(selectAnswers(ok.actor.getSnapshot())).toMatchObject({
      address1: 'Storgatan 1',
      zip: '903 26',
      city: 'Umeå',
      country: 'Sverige',
    })

    const failing = arrange({}, { address: 'fails' })
    await goTo(failing.actor, 'address')
    await expectRefused(failing.actor, { address1: 'required', zip: 'required', city: 'required', country: 'required' })
    await answer(failing.actor, { address1: 'Ågatan 2', zip: '1234', city: 'Umeå', country: 'Sverige' })
    await expectRefused(failing.actor, { zip: 'invalidZip' })
    await answer(failing.actor, { zip: '903 27' })
    await next(failing.actor)
    expect(step(failing.actor)).toBe('phone')
  })

  it('never fills the register address over a partly given one (a draft saved with a postcode, no street)', async () => {
    const draft = sampleApplication({
      id: 7001,
      address1: null,
      address2: null,
      zip: '9723',
      city: 'Lund',
      hasApprovedCourses: null,
    })
    const { actor } = arrange({ applicationId: 7001 }, { applications: { 7001: draft } })
    await settle()
    expect(step(actor)).toBe('address')
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({ address1: '', zip: '9723', city: 'Lund' })
  })

  it('saves a page without an answer left wrong on another page, so it does not block every save', async () => {
    const { actor, calls } = arrange()
    // The draft exists from the profession step on; every Continue after that saves.
    await goTo(actor, 'approved-courses')
    for (let i = 0; i < 5 && step(actor) !== 'email'; i++) {
      actor.send({ type: 'step.back' })
      await settle()
    }
    expect(step(actor)).toBe('email')
    await answer(actor, { email: 'elin@' })
    actor.send({ type: 'step.back' })
    await settle()
    expect(step(actor)).toBe('phone')
    const saves = calls.update.length
    await next(actor)
    expect(step(actor)).toBe('email')
    const saved = calls.update.slice(saves).map((u) => u.changes)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ mobilephone: '070-123 45 01' })
    expect(saved[0]).not.toHaveProperty('email')
    await expectRefused(actor, { email: 'invalidEmail' })
  })

  it('refuses each step without its answer and keeps every other answer', async () => {
    const { actor } = arrange()
    await goTo(actor, 'transfer')
    await expectRefused(actor, { transferRequest: 'required' })
    await HAPPY.transfer(actor)
    await expectRefused(actor, { privacyAccepted: 'required' })
    await HAPPY.privacy(actor)
    await HAPPY.address(actor)
    await answer(actor, { mobilephone: '' })
    await expectRefused(actor, { mobilephone: 'required' })
    await answer(actor, { mobilephone: '0046701234567' })
    await expectRefused(actor, { mobilephone: 'invalidPhone' })
    await answer(actor, { mobilephone: '070-123 45 01' })
    await next(actor)
    await answer(actor, { email: 'elin@example' })
    await expectRefused(actor, { email: 'invalidEmail' })
    await answer(actor, { email: 'elin.andersson@example.com' })
    await next(actor)
    await expectRefused(actor, { professionId: 'required' })
    await HAPPY.profession(actor)
    await expectRefused(actor, { professionOrientations: 'required' })
    await HAPPY['machine-orientation'](actor)
    await expectRefused(actor, { hasApprovedCourses: 'required' })
    await HAPPY['approved-courses'](actor)
    await expectRefused(actor, { organisationNumber: 'required' })
    await answer(actor, { organisationNumber: '556812-3457' })
    await expectRefused(actor, { organisationNumber: 'invalidOrganisationNumber' })
    // A valid number no company has: the server's "not found" beside the field.
    await answer(actor, { organisationNumber: '556000-0019' })
    await expectRefused(actor, { organisationNumber: 'companyNotFound' })
    await answer(actor, { organisationNumber: '556812-3458' })
    await next(actor)
    await next(actor)
    await expectRefused(actor, { departmentId: 'required' })
    await HAPPY.department(actor)
    await expectRefused(actor, { documents: 'documentRequired' })
    await HAPPY.documents(actor)
    await answer(actor, { confirmedCourseIds: [] })
    await expectRefused(actor, { confirmedCourseIds: 'required' })
    // The register says this one was failed: it cannot be confirmed as done.
    await answer(actor, { confirmedCourseIds: [501, 502] })
    await expectRefused(actor, { confirmedCourseIds: 'courseFailed' })
    await answer(actor, { confirmedCourseIds: [501] })
    await next(actor)
    await expectRefused(actor, { educationInfoAccepted: 'required' })
    await HAPPY['education-info'](actor)
    await answer(actor, { messageToBoard: 'x'.repeat(2001) })
    await expectRefused(actor, { messageToBoard: 'tooLong' })
    await answer(actor, { messageToBoard: '' })
    await next(actor)
    // Missing honesty declaration.
    await expectRefused(actor, { honestyDeclaration: 'required' })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    await answer(actor, { honestyDeclaration: true })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
  })

  it('only lets the current step change its own answers', async () => {
    const { actor } = arrange()
    await goTo(actor, 'privacy')
    await answer(actor, { privacyAccepted: true, professionId: 848 })
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({ privacyAccepted: true, professionId: null })
  })

  it('confirms a changed phone number with a 4-digit code; a wrong code stays with its message', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'phone')
    await answer(actor, { mobilephone: '070-765 43 21' })
    await next(actor)
    expect(calls.verifyPhone).toEqual([{ mobilephone: '070-765 43 21' }])
    expect(selectPhoneAwaitsCode(actor.getSnapshot())).toBe(true)

    await answer(actor, { phoneCode: '12a4' })
    await expectRefused(actor, { phoneCode: 'invalidCode' })
    await answer(actor, { phoneCode: '9999' })
    await next(actor)
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ phoneCode: 'wrongCode' })
    expect(selectAnswers(actor.getSnapshot()).phoneCode).toBe('9999')
    expect(step(actor)).toBe('phone')

    await answer(actor, { phoneCode: CODE })
    await next(actor)
    expect(step(actor)).toBe('email')
    // Back to the phone and on again: the verified number needs no new code.
    actor.send({ type: 'step.back' })
    await next(actor)
    expect(step(actor)).toBe('email')
    expect(calls.verifyPhone).toHaveLength(3)
  })

  describe("the code page (the kit's verify-code check)", () => {
    afterEach(() => void vi.useRealTimers())

    it('offers a new code only after the countdown (ADR 0007: once a minute); the new code clears the field', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      const { actor, calls } = arrange()
      await goTo(actor, 'phone')
      await answer(actor, { mobilephone: '070-765 43 21' })
      await next(actor)
      expect(selectResendIn(actor.getSnapshot())).toBe(60)
      expect(selectCanResend(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'code.resend' })
      await settle()
      expect(calls.verifyPhone).toHaveLength(1)

      vi.advanceTimersByTime(59_000)
      expect(selectResendIn(actor.getSnapshot())).toBe(1)
      vi.advanceTimersByTime(1_000)
      expect(selectCanResend(actor.getSnapshot())).toBe(true)
      await answer(actor, { phoneCode: '12' })
      actor.send({ type: 'code.resend' })
      await settle()
      expect(calls.verifyPhone).toEqual([{ mobilephone: '070-765 43 21' }, { mobilephone: '070-765 43 21' }])
      expect(selectCodeResent(actor.getSnapshot())).toBe(true)
      expect(selectAnswers(actor.getSnapshot()).phoneCode).toBe('')
      expect(selectResendIn(actor.getSnapshot())).toBe(60)
    })

    it('goes back from the code to the number; a changed number gets a code of its own', async () => {
      const { actor, calls } = arrange()
      await goTo(actor, 'phone')
      await answer(actor, { mobilephone: '070-765 43 21' })
      await next(actor)
      expect(selectPhoneAwaitsCode(actor.getSnapshot())).toBe(true)
      expect(selectCanGoBack(actor.getSnapshot())).toBe(true)
      actor.send({ type: 'step.back' })
      await settle()
      expect(step(actor)).toBe('phone')
      expect(selectPhoneAwaitsCode(actor.getSnapshot())).toBe(false)
      await answer(actor, { mobilephone: '070-111 22 33' })
      await next(actor)
      expect(calls.verifyPhone).toEqual([{ mobilephone: '070-765 43 21' }, { mobilephone: '070-111 22 33' }])
      await answer(actor, { phoneCode: CODE })
      await next(actor)
      expect(step(actor)).toBe('email')
      expect(calls.verifyPhone.at(-1)).toEqual({ mobilephone: '070-111 22 33', code: CODE })
    })

    it('is stored while it waits for the code, and a reload continues the same check without a new code', async () => {
      const { actor, calls, machine, fullInput } = arrange()
      await goTo(actor, 'email')
      await answer(actor, { email: 'elin.ny@example.com' })
      await next(actor)
      expect(selectBusy(actor.getSnapshot())).toBe(false)
      expect(selectPersistable(actor.getSnapshot())).toBe(true)
      const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
      actor.stop()

      const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
      expect(step(restored)).toBe('email')
      expect(selectAnswers(restored.getSnapshot()).email).toBe('elin.ny@example.com')
      await answer(restored, { emailCode: CODE })
      await next(restored)
      expect(step(restored)).toBe('profession')
      expect(calls.verifyEmail).toEqual([
        { email: 'elin.ny@example.com' },
        { email: 'elin.ny@example.com', code: CODE },
      ])
      restored.stop()
    })

    it('is busy (and not stored) while a code is sent or checked', async () => {
      const { actor } = arrange()
      await goTo(actor, 'phone')
      await answer(actor, { mobilephone: '070-765 43 21' })
      actor.send({ type: 'step.continue' })
      // Sending: the number page waits.
      expect([
        selectBusy(actor.getSnapshot()),
        selectPersistable(actor.getSnapshot()),
        selectPhoneAwaitsCode(actor.getSnapshot()),
      ]).toEqual([true, false, false])
      await settle()
      expect(selectBusy(actor.getSnapshot())).toBe(false)
      await answer(actor, { phoneCode: CODE })
      actor.send({ type: 'step.continue' })
      // Checking: the code page waits.
      expect([
        selectBusy(actor.getSnapshot()),
        selectPersistable(actor.getSnapshot()),
        selectPhoneAwaitsCode(actor.getSnapshot()),
      ]).toEqual([true, false, true])
    })
  })

  it('keeps the numbers the server sends with a refusal: attempts left beside the code, seconds to wait on the page (ADR 0007)', async () => {
    const { actor, fakes } = arrange({}, { checkPhoneFails: { key: 'wrongCode', values: { count: 2 } } })
    await goTo(actor, 'phone')
    await answer(actor, { mobilephone: '070-765 43 21' })
    await next(actor)
    await answer(actor, { phoneCode: '9999' })
    await next(actor)
    expect(selectErrors(actor.getSnapshot())).toEqual({ phoneCode: { key: 'wrongCode', values: { count: 2 } } })
    expect(selectFormError(actor.getSnapshot())).toBeNull()

    fakes.checkPhoneFails = { key: 'codeVoid', values: { count: 0 } }
    await next(actor)
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'codeVoid', values: { count: 0 } })

    // Back to the number and on again within the minute: the send is refused with the seconds to wait.
    actor.send({ type: 'step.back' })
    fakes.sendPhoneFails = { key: 'resendTooSoon', values: { count: 42 } }
    await next(actor)
    expect(selectPhoneAwaitsCode(actor.getSnapshot())).toBe(false)
    expect(selectFormError(actor.getSnapshot())).toEqual({ key: 'resendTooSoon', values: { count: 42 } })
  })

  it('keeps the number when the SMS cannot be sent', async () => {
    const { actor } = arrange({}, { sendPhoneFails: { key: 'sendFailed' } })
    await goTo(actor, 'phone')
    await answer(actor, { mobilephone: '070-765 43 21' })
    await next(actor)
    expect(step(actor)).toBe('phone')
    expect(selectPhoneAwaitsCode(actor.getSnapshot())).toBe(false)
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('sendFailed')
    expect(selectAnswers(actor.getSnapshot()).mobilephone).toBe('070-765 43 21')
  })

  it('confirms a new e-mail address with a code', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'email')
    await answer(actor, { email: 'elin.ny@example.com' })
    await next(actor)
    await answer(actor, { emailCode: '1111' })
    await next(actor)
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ emailCode: 'wrongCode' })
    await answer(actor, { emailCode: CODE })
    await next(actor)
    expect(step(actor)).toBe('profession')
    expect(calls.verifyEmail).toEqual([
      { email: 'elin.ny@example.com' },
      { email: 'elin.ny@example.com', code: '1111' },
      { email: 'elin.ny@example.com', code: CODE },
    ])
  })

  it('refuses a wrong file type or size before upload and shows the server refusal', async () => {
    const { actor, calls, fakes } = arrange()
    await goTo(actor, 'documents')
    await addFile(
      actor,
      'betyg.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      10_000,
    )
    await addFile(actor, 'intyg.pdf', 'application/pdf', 11 * 1024 * 1024)
    expect(calls.uploads).toEqual([])
    expect(selectRejectedFiles(actor.getSnapshot()).map((r) => [r.fileName, r.error])).toEqual([
      ['betyg.docx', 'wrongType'],
      ['intyg.pdf', 'tooLarge'],
    ])

    fakes.uploadFails = { key: 'wrongType' }
    await addFile(actor, 'skannad.pdf', 'application/pdf', 50_000)
    expect(calls.uploads).toHaveLength(1)
    expect(selectRejectedFiles(actor.getSnapshot()).at(-1)).toMatchObject({
      fileName: 'skannad.pdf',
      error: 'wrongType',
    })
    expect(selectDocuments(actor.getSnapshot())).toEqual([])

    // A photo alone is not a certificate or grades document (§5).
    fakes.uploadFails = null
    await addFile(actor, 'foto.jpg', 'image/jpeg', 300_000, 'photo')
    await expectRefused(actor, { documents: 'documentRequired' })
    await addFile(actor, 'betyg.pdf', 'application/pdf', 120_000, 'grades')
    expect(selectDocuments(actor.getSnapshot()).map((d) => d.type)).toEqual(['photo', 'grades'])
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({})

    actor.send({ type: 'document.remove', documentId: selectDocuments(actor.getSnapshot())[0]!.id })
    await settle()
    expect(calls.removed).toHaveLength(1)
    expect(selectDocuments(actor.getSnapshot()).map((d) => d.type)).toEqual(['grades'])
    await next(actor)
    expect(step(actor)).toBe('courses')
  })

  it('uploads several chosen files one after the other', async () => {
    const { actor, calls } = arrange()
    await goTo(actor, 'documents')
    actor.send({
      type: 'document.add',
      uploadKey: 'a',
      file: { name: 'a.pdf', type: 'application/pdf', size: 1000 },
      documentType: 'grades',
    })
    actor.send({
      type: 'document.add',
      uploadKey: 'b',
      file: { name: 'b.png', type: 'image/png', size: 1000 },
      documentType: 'certificate',
    })
    actor.send({
      type: 'document.add',
      uploadKey: 'c',
      file: { name: 'c.tif', type: 'image/tiff', size: 1000 },
      documentType: 'providerResults',
    })
    expect(selectBusy(actor.getSnapshot())).toBe(true)
    await settle()
    expect(calls.uploads.map((u) => u.uploadKey)).toEqual(['a', 'b', 'c'])
    expect(selectDocuments(actor.getSnapshot())).toHaveLength(3)
    expect(selectBusy(actor.getSnapshot())).toBe(false)
  })

  it('keeps the user on the step with everything typed when a save fails, and saves on the next try', async () => {
    const { actor, calls, fakes } = arrange()
    await goTo(actor, 'approved-courses')
    await answer(actor, { hasApprovedCourses: true })
    fakes.updateFails = { key: 'couldNotSave' }
    await next(actor)
    expect(step(actor)).toBe('approved-courses')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('couldNotSave')
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      hasApprovedCourses: true,
      professionId: 120,
      professionOrientations: [1, 3],
    })

    fakes.updateFails = null
    await next(actor)
    expect(step(actor)).toBe('company')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBeNull()
    expect(calls.update.at(-1)!.changes.hasApprovedCourses).toBe(true)
  })

  it('shows server field errors of a refused save beside their fields', async () => {
    const { actor, fakes } = arrange()
    await goTo(actor, 'message')
    await answer(actor, { messageToBoard: 'Hej' })
    fakes.updateFails = { key: 'couldNotSave', fieldErrors: { messageToBoard: { text: 'Otillåtna tecken' } } }
    await next(actor)
    expect(step(actor)).toBe('message')
    expect(keysOf(selectErrors(actor.getSnapshot()))).toEqual({ messageToBoard: 'Otillåtna tecken' })
  })

  it('keeps the answers when creating the draft fails', async () => {
    const { actor, fakes, calls } = arrange()
    await goTo(actor, 'profession')
    await answer(actor, { professionId: 101 })
    fakes.createFails = { key: 'network' }
    await next(actor)
    expect(step(actor)).toBe('profession')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('network')
    expect(selectAnswers(actor.getSnapshot()).professionId).toBe(101)
    fakes.createFails = null
    await next(actor)
    expect(step(actor)).toBe('approved-courses')
    expect(calls.create).toHaveLength(2)
  })

  it('keeps the review and the declaration when signing fails', async () => {
    const { actor, fakes } = arrange()
    fakes.signFails = { key: 'couldNotSign' }
    await goTo(actor, 'review')
    await HAPPY.review(actor)
    expect(step(actor)).toBe('review')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('couldNotSign')
    expect(selectAnswers(actor.getSnapshot()).honestyDeclaration).toBe(true)
    fakes.signFails = null
    await next(actor)
    expect(step(actor)).toBe('thanks')
  })

  it('offers a retry when the profession courses cannot be listed', async () => {
    const { actor, fakes } = arrange({}, { coursesFail: true })
    await goTo(actor, 'documents')
    await HAPPY.documents(actor)
    expect(step(actor)).toBe('courses')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('coursesLoadFailed')
    fakes.coursesFail = false
    actor.send({ type: 'courses.retry' })
    await settle()
    expect(selectCourseOptions(actor.getSnapshot()).map((c) => [c.id, c.result])).toEqual([
      [501, 'passed'],
      [502, 'failed'],
    ])
    // Passed courses come ticked.
    expect(selectAnswers(actor.getSnapshot()).confirmedCourseIds).toEqual([501])
  })

  it('continues from a persisted snapshot with the step and what was typed', async () => {
    const { actor, machine, fullInput, calls } = arrange()
    await goTo(actor, 'company')
    await answer(actor, { organisationNumber: '556677-88' })
    expect(selectPersistable(actor.getSnapshot())).toBe(true)
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()

    const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
    expect(selectCurrentStep(restored.getSnapshot())).toBe('company')
    expect(selectAnswers(restored.getSnapshot())).toMatchObject({
      organisationNumber: '556677-88',
      professionId: 120,
      hasApprovedCourses: true,
    })
    restored.send({ type: 'answers.change', answers: { organisationNumber: '556677-8899' } })
    restored.send({ type: 'step.continue' })
    await settle()
    restored.send({ type: 'step.continue' })
    await settle()
    // The draft's id came back with the snapshot: the save goes to the same application.
    expect(calls.update.at(-1)).toMatchObject({ applicationId: 7003, changes: { companyId: 1 } })
    expect(selectCurrentStep(restored.getSnapshot())).toBe('documents')
  })

  it('pauses on session.expired and resumes the same step after a new login, also from a stored snapshot', async () => {
    const { actor, machine, fullInput } = arrange()
    await goTo(actor, 'department')
    await answer(actor, { departmentId: 21 })
    actor.send({ type: 'session.expired' })
    expect(selectCurrentStep(actor.getSnapshot())).toBe('paused')
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()

    const restored = createActor(machine, { input: fullInput, snapshot: persisted }).start()
    expect(selectCurrentStep(restored.getSnapshot())).toBe('paused')
    restored.send({ type: 'session.resumed' })
    expect(selectCurrentStep(restored.getSnapshot())).toBe('department')
    expect(selectAnswers(restored.getSnapshot()).departmentId).toBe(21)
  })

  it('lists the drafts and continues one at its first unanswered step', async () => {
    const saved = sampleApplication({ id: 7001, professionId: 101, companyId: 1, hasApprovedCourses: false })
    const { actor, visited } = arrange(
      {},
      { drafts: [draftRow(7001, 101), draftRow(7009, 848, 4)], applications: { 7001: saved } },
    )
    await settle()
    expect(step(actor)).toBe('draft-list')
    actor.send({ type: 'draft.continue', applicationId: 7001 })
    await settle()
    // Privacy, address, phone and e-mail (verified), profession, approved courses and company are answered.
    expect(step(actor)).toBe('documents')
    expect(visited).toEqual(['loading', 'draft-list', 'loading', 'documents'])
    expect(selectCompany(actor.getSnapshot())?.id).toBe(1)
    expect(selectAnswers(actor.getSnapshot()).organisationNumber).toBe('556677-8899')
  })

  it('starts a new application from the draft list, and goes back to the list from the welcome page', async () => {
    const { actor } = arrange({}, { drafts: [draftRow(7001, 101)] })
    await settle()
    actor.send({ type: 'draft.new' })
    expect(step(actor)).toBe('welcome')
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'step.back' })
    expect(step(actor)).toBe('draft-list')
  })

  it('asks to continue the draft or start anew when a draft exists for the chosen profession: new', async () => {
    const { actor, calls } = arrange({}, { drafts: [draftRow(7001, 101)] })
    await settle()
    actor.send({ type: 'draft.new' })
    await goTo(actor, 'profession')
    await answer(actor, { professionId: 101 })
    await next(actor)
    expect(step(actor)).toBe('continue-or-new')
    expect(calls.create).toEqual([])
    actor.send({ type: 'draft.new' })
    await settle()
    expect(calls.create).toHaveLength(1)
    expect(step(actor)).toBe('approved-courses')
  })

  it('asks to continue the draft or start anew: continue keeps what was typed in this visit on top of the draft', async () => {
    const saved = sampleApplication({
      id: 7001,
      professionId: 101,
      address1: 'Gamla vägen 3',
      hasApprovedCourses: false,
    })
    const { actor, calls } = arrange({}, { drafts: [draftRow(7001, 101)], applications: { 7001: saved } })
    await settle()
    actor.send({ type: 'draft.new' })
    await goTo(actor, 'profession')
    await answer(actor, { professionId: 101 })
    await next(actor)
    actor.send({ type: 'draft.continue', applicationId: 7001 })
    await settle()
    expect(calls.create).toEqual([])
    expect(selectAnswers(actor.getSnapshot())).toMatchObject({
      address1: 'Storgatan 1',
      hasApprovedCourses: false,
      transferRequest: false,
    })
    expect(step(actor)).toBe('company')
    await HAPPY.company(actor)
    expect(calls.update.at(-1)!.applicationId).toBe(7001)
  })

  it('asks current apprentices whether they change company and sends it as a transfer request', async () => {
    const { actor, calls } = arrange({ isCurrentApprentice: true })
    await goTo(actor, 'transfer')
    await answer(actor, { transferRequest: true })
    await next(actor)
    await goTo(actor, 'profession')
    await HAPPY.profession(actor)
    expect(calls.create[0]!.transferRequest).toBe(true)

    const other = arrange({ isCurrentApprentice: false })
    await goTo(other.actor, 'profession')
    await HAPPY.profession(other.actor)
    expect(other.calls.create[0]!.transferRequest).toBe(false)
  })

  it('returns to the review after a "Change" link, asking first what a changed answer needs', async () => {
    const { actor } = arrange()
    await goTo(actor, 'review')
    actor.send({ type: 'step.goto', step: 'profession' })
    expect(step(actor)).toBe('profession')
    expect(selectReturnsToReview(actor.getSnapshot())).toBe(true)
    await answer(actor, { professionId: 848 })
    await next(actor)
    // Courses of the old profession are gone: the courses step asks again before the review.
    expect(step(actor)).toBe('courses')
    await next(actor)
    expect(step(actor)).toBe('review')
    expect(selectReturnsToReview(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'step.goto', step: 'company' })
    actor.send({ type: 'step.back' })
    expect(step(actor)).toBe('review')
  })

  it('opens a loaded draft at setStep, but never past its first unanswered step', async () => {
    const draft = () => ({ 7001: sampleApplication({ id: 7001, hasApprovedCourses: null }) })
    const atAddress = arrange({ applicationId: 7001, startAt: 3 }, { applications: draft() })
    await settle()
    expect(step(atAddress.actor)).toBe('address')
    expect(selectStepIndex(atAddress.actor.getSnapshot())).toBe(3)

    const pastOpen = arrange({ applicationId: 7001, startAt: 10 }, { applications: draft() })
    await settle()
    expect(step(pastOpen.actor)).toBe('approved-courses')

    const outside = arrange({ applicationId: 7001, startAt: 99 }, { applications: draft() })
    await settle()
    expect(step(outside.actor)).toBe('approved-courses')

    // setStep opens the application once: a later Continue goes on from there as usual.
    atAddress.actor.send({ type: 'step.continue' })
    await settle()
    expect(step(atAddress.actor)).toBe('phone')
  })

  it('shows an application that is no longer a draft read-only, with its company looked up', async () => {
    const { actor, machine, fullInput } = arrange(
      { applicationId: 7009 },
      { applications: { 7009: sampleApplication({ id: 7009, stateId: 4, companyId: 1 }) } },
    )
    await settle()
    expect(step(actor)).toBe('read-only')
    expect(selectBusy(actor.getSnapshot())).toBe(false)
    expect(selectCompany(actor.getSnapshot())?.name).toBe(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS.name)

    // §8: a failed lookup is only logged; the application is still shown.
    const logged: string[] = []
    const failing = machine.provide({
      actors: {
        getCompany: fromPromise<CompanySummary, { companyId: number }>(async () =>
          Promise.reject({ key: 'couldNotLoad' }),
        ),
      },
      actions: { logFailure: (_, params: { what: string }) => void logged.push(params.what) },
    })
    const other = createActor(failing, { input: fullInput }).start()
    await settle()
    expect(selectCurrentStep(other.getSnapshot())).toBe('read-only')
    expect(selectBusy(other.getSnapshot())).toBe(false)
    expect(selectCompany(other.getSnapshot())).toBeNull()
    expect(logged).toEqual(['company'])
  })

  it('keeps the sent applications from the one list call for the draft list, newest first, also after a reload', async () => {
    const rows = [
      draftRow(7001, 101),
      { ...draftRow(7008, 848, 4), updatedAt: '2026-10-01T08:00:00.000Z' },
      { ...draftRow(7009, 120, 5), updatedAt: '2026-10-20T08:00:00.000Z' },
    ]
    const { actor, machine, fullInput } = arrange({}, { drafts: rows })
    await settle()
    expect(step(actor)).toBe('draft-list')
    expect(selectSentApplications(actor.getSnapshot()).map((r) => r.id)).toEqual([7009, 7008])

    // A reload restores the draft list with them (no second read of the list).
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()
    let listCalls = 0
    const counting = machine.provide({
      actors: {
        listOwnApplications: fromPromise(async () => {
          listCalls += 1
          return rows
        }),
      },
    })
    const restored = createActor(counting, { input: fullInput, snapshot: persisted }).start()
    expect(selectCurrentStep(restored.getSnapshot())).toBe('draft-list')
    expect(selectSentApplications(restored.getSnapshot()).map((r) => r.id)).toEqual([7009, 7008])
    expect(listCalls).toBe(0)
  })

  it('offers a retry when the asked-for draft cannot be loaded', async () => {
    const { actor, fakes } = arrange({ applicationId: 7001 })
    await settle()
    expect(step(actor)).toBe('load-failed')
    expect(keyOf(selectFormError(actor.getSnapshot()))).toBe('couldNotLoad')
    fakes.applications[7001] = sampleApplication({ id: 7001, hasApprovedCourses: null })
    actor.send({ type: 'load.retry' })
    await settle()
    expect(step(actor)).toBe('approved-courses')
  })

  it('lists every event the machine reacts to for path generation (a new one needs a payload and a browser action)', () => {
    const listed = new Set(apprenticeApplicationEvents.map((e) => e.type))
    // The code checks' own progress and end happen within the steps of their calls' answers (which are listed).
    const ofCodeCheck = (type: string) => /^xstate\.(snapshot|done\.actor)\.(phoneCode|emailCode)$/.test(type)
    expect(
      [...new Set(apprenticeApplicationMachine.root.events.map(String))].filter(
        (type) => !listed.has(type) && !ofCodeCheck(type),
      ),
    ).toEqual([])
  })

  it('reaches every page through paths generated from the exported events', () => {
    const paths = getShortestPaths(apprenticeApplicationMachine, {
      input: apprenticeApplicationPathInput,
      events: apprenticeApplicationEvents as unknown as EventFrom<typeof apprenticeApplicationMachine>[],
      serializeState: (s) => apprenticeApplicationPathKey(s),
      filterEvents: (s, e) => s.can(e),
    })
    const reached = new Set(paths.map((p) => selectCurrentStep(p.state)))
    for (const screen of [
      ...APPRENTICE_STEPS,
      'thanks',
      'draft-list',
      'continue-or-new',
      'paused',
      'read-only',
      'load-failed',
    ] as const) {
      expect(reached, screen).toContain(screen)
    }
  }, 30_000)
})
