import type { Locator, Page } from '@playwright/test'
import { apprenticeApplicationMachine } from '../../machines/application/apprentice-application.machine'
import {
  APPRENTICE_STEP_FIELDS,
  APPRENTICE_STEPS,
  type ApprenticeField,
  type ApprenticeScreen,
  type ApprenticeStep,
  type VerifyAnswer,
} from '../../machines/application/apprentice-application.steps'
import {
  selectBusy,
  selectCompanyFound,
  selectCurrentStep,
  selectEmailAwaitsCode,
  selectPhoneAwaitsCode,
  selectSameProfessionDraft,
  type ApprenticeApplicationSnapshot,
} from '../../machines/application/apprentice-application.selectors'
import {
  apprenticeApplicationEvents,
  apprenticeApplicationPathInput,
  apprenticeApplicationPathKey,
} from '../../machines/application/apprentice-application.paths'
import {
  SAMPLE_COMPANY_WITH_DEPARTMENTS,
  SAMPLE_COMPANY_WITHOUT_DEPARTMENTS,
  SAMPLE_PROFESSIONS,
} from '../../src/test/application-samples'
import type { Application, ApplicationChanges, ApplicationListRow } from '../../src/api/application/application.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import { normalizeOrganisationNumber } from '../../src/domain/validation'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  PROFESSION_COURSES,
  PROFESSIONS,
  personaToken,
} from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { ApplicationWizardPage, type ChosenFile } from '../pages/application-wizard.page'
import { appText } from '../pages/company-application.page'
import { eventLabel, liveLogic, type BrowserActions, type PathEvent } from '../support/machine-paths'
import { errorText as errorTextOf, text } from '../support/texts'
import {
  actorOf,
  answersOf,
  isErrorAnswer,
  replayWalks,
  seePaused,
  sessionActions,
  type Replay,
  type RunStep,
  type WalkFlow,
} from '../support/walk-replay'
import { searchCoverageWalks } from '../support/walk-search'

/**
 * The apprentice's application wizard (machines/application/apprentice-application.machine.ts): walks
 * through the production machine's state graph that take every page, every refusal on it and every
 * failed call's message, replayed in the browser on the simulated backend as Elin (apprentice persona,
 * phone and e-mail verified, a current apprentice) by e2e/support/walk-replay.ts. After every step the
 * page must show the state the machine reached; axe checks each page once. This file is the driver:
 * the walks' inputs, each event as clicks and typing, each state as what the page shows.
 *
 * A call's answer (`xstate.done/error.actor.<id>`) is the server's part: before the user's step that
 * makes the call, the replay arranges the answer the walk needs (a fault on just that call, or Elin's
 * data made like the sample answer). A 406 is a forced logout (`session.expired`); logging in again
 * and opening the application resumes the wizard (`session.resumed`).
 */

type S = ApprenticeApplicationSnapshot
const machine = apprenticeApplicationMachine
/**
 * The machine's transitions with its child machines running (the phone and e-mail steps' code checks
 * are the kit's verify-code machine): a call's answer goes to the machine running that call.
 */
const logic = liveLogic(machine, apprenticeApplicationPathInput)

const at = (key: string, vars?: Record<string, string | number>) => appText('application', key, vars)

// ---------------------------------------------------------------------------------------------
// The machine's test data -> the seeded world the browser runs on (mock-server/seed.ts)

const PDF_BYTES = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'
/** A valid organisation number (check digit right) that no seeded company has. */
const UNKNOWN_ORGANISATION_NUMBER = '556123-4567'

const WORLD = {
  /** Profession ids of the events are the seeded ones (101 Träarbetare, 120 the machine profession with orientations). */
  profession: (id: number) => PROFESSIONS.find((p) => p.id === id) ?? fail(`no seeded profession ${id}`),
  /** The sample companies are Byggbolaget i Norr (no departments) and Ställningspartner Syd (Malmö 21, Lund 22). */
  company: (id: number) => [COMPANY_NORR, COMPANY_SYD].find((c) => c.id === id) ?? fail(`no seeded company ${id}`),
  department: (id: number) =>
    [DEPARTMENT_MALMO, DEPARTMENT_LUND].find((d) => d.id === id) ?? fail(`no seeded department ${id}`),
  /**
   * The sample courses 501 (the course register says passed) and 502 (failed) are, for Elin and
   * profession 101, the seeded course 13 (passed in the simulated register) and 11 (failed).
   */
  course: (professionId: number, sampleId: number) => {
    const id = ({ 101: { 501: 13, 502: 11 } } as Record<number, Record<number, number>>)[professionId]?.[sampleId]
    return (
      PROFESSION_COURSES.find((c) => c.id === id) ??
      fail(`no seeded course for sample course ${sampleId} of profession ${professionId}`)
    )
  },
  /** The sample document ids are the files the walk uploads (or the sample draft carries), by file name. */
  file: (name: string): ChosenFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) }),
}

function fail(message: string): never {
  throw new Error(message)
}

/** The sample answers of a call, from the machine's own event list (the draft the list names is made like them). */
function sampleApplication(id: number): Application {
  const event = apprenticeApplicationEvents.find(
    (e) => e.type === 'xstate.done.actor.getApplication' && (e.output as Application).id === id,
  )
  return (event?.output as Application | undefined) ?? fail(`no sample application ${id} in the event list`)
}

// ---------------------------------------------------------------------------------------------
// Walks over the production machine

const coarse = (s: S) =>
  `${selectCurrentStep(s)}|${Object.keys(s.context.errors).length > 0}|${s.context.formError?.key ?? s.context.formError?.text ?? null}`

/** Where a paused wizard goes on after the next login (computed once per paused snapshot). */
const resumedSnapshots = new WeakMap<object, S>()
function resumed(s: S): S {
  let next = resumedSnapshots.get(s)
  if (!next) resumedSnapshots.set(s, (next = logic.transition(s, { type: 'session.resumed' })))
  return next
}

/**
 * apprenticeApplicationPathKey, with the paused wizard told apart by where it resumes: the key leaves
 * the history out, so every paused wizard would be one vertex and a walk would "resume" somewhere the
 * wizard never was.
 */
function serialize(s: S): string {
  if (!s.matches('paused')) return apprenticeApplicationPathKey(s)
  return `paused ${coarse(s)} resumes ${apprenticeApplicationPathKey(resumed(s))}`
}

/** The fields the page shows in this state. */
function fieldsOnPage(s: S): readonly string[] {
  const screen = selectCurrentStep(s)
  if (screen === 'phone') return selectPhoneAwaitsCode(s) ? ['phoneCode'] : ['mobilephone']
  if (screen === 'email') return selectEmailAwaitsCode(s) ? ['emailCode'] : ['email']
  // While the courses load (or after they failed) the page lists none to tick.
  if (
    screen === 'courses' &&
    (s.matches({ active: { courses: 'loadingCourses' } }) || s.matches({ active: { courses: 'failed' } }))
  )
    return []
  return (APPRENTICE_STEP_FIELDS as Record<string, readonly ApprenticeField[]>)[screen] ?? []
}

/** Transitions no browser user can cause, each with its reason. */
function unreachable(s: S, event: PathEvent): boolean {
  switch (event.type) {
    case 'answers.change':
      // Only the fields on the page can be changed (the code field replaces the number while a code is awaited).
      return !Object.keys(event.answers as object).every((field) => fieldsOnPage(s).includes(field))
    case 'document.remove':
      // Each listed document has its remove button; there is none for a document the page does not list.
      return !s.context.documents.some((d) => d.id === event.documentId)
    case 'xstate.done.actor.checkCode':
      // The simulated backend answers a wrong code with 422 (the error events), never with {verified: false}.
      return (event.output as VerifyAnswer).verified === false
    default:
      return false
  }
}

const notReplayed: Record<string, string> = {
  'code.resend': 'needs the 60 s countdown to run out (covered by the machine test)',
  // The code checks are child machines: their snapshots and their end happen within the step of their calls' answers.
  'xstate.snapshot.phoneCode': 'the code check reporting its progress to the flow, within each step of the check',
  'xstate.done.actor.phoneCode': "the code check ending, within the step of its call's answer",
  'xstate.snapshot.emailCode': 'the code check reporting its progress to the flow, within each step of the check',
  'xstate.done.actor.emailCode': "the code check ending, within the step of its call's answer",
}

/**
 * What a transition covers: the page it reaches with its refusals and failed call's message (the
 * machine's coarse page key), and the event itself, so every listed event (every browser action,
 * every answer of every call) is replayed at least once where the machine takes it.
 */
function targets(event: PathEvent, to: S): string[] {
  return [coarse(to), `event ${JSON.stringify(event)}`]
}

const sameValues = (s: S, answers: object) =>
  Object.entries(answers).every(
    ([field, value]) => JSON.stringify(s.context.answers[field as ApprenticeField]) === JSON.stringify(value),
  )

const walks = searchCoverageWalks(machine, {
  events: apprenticeApplicationEvents as readonly PathEvent[],
  input: apprenticeApplicationPathInput,
  serialize,
  targets,
  unreachable,
  // A paused wizard only waits for the next login; an answer the page already holds changes nothing.
  skip: (s, event) =>
    (s.matches('paused') && event.type !== 'session.resumed') ||
    (event.type === 'answers.change' &&
      Object.keys(s.context.errors).length === 0 &&
      sameValues(s, event.answers as object)),
  maxSteps: 80,
  cache: {
    name: 'apprentice-application',
    sources: [
      'e2e/application/apprentice-application-paths.spec.ts',
      'machines/application',
      'machines/wizard',
      'src/domain',
      'node_modules/xstate/package.json',
    ],
  },
})

// ---------------------------------------------------------------------------------------------
// Elin's data, arranged through the portal's own API (the page's origin, so its MSW worker answers)

interface ApiAnswer<T> {
  status: number
  body: T
}

/** A call as a persona (the scenario's seeded session token), JSON or one file as multipart. */
async function callAs<T>(
  page: Page,
  persona: 'apprentice' | 'companyAdmin',
  method: string,
  path: string,
  body?: unknown,
  upload?: { fields: Record<string, string>; fileName: string; content: string; mimeType: string },
): Promise<ApiAnswer<T>> {
  const answer = await page.evaluate(
    async ({ token, method, path, body, upload }) => {
      let payload: BodyInit | undefined
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Accept-Language': 'sv' }
      if (upload) {
        const form = new FormData()
        for (const [k, v] of Object.entries(upload.fields)) form.set(k, v)
        form.set('file', new File([upload.content], upload.fileName, { type: upload.mimeType }))
        payload = form
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json'
        payload = JSON.stringify(body)
      }
      const res = await fetch(`/api/m/v1/${path}`, { method, headers, body: payload })
      const raw = await res.text()
      return { status: res.status, raw }
    },
    { token: personaToken(persona), method, path, body, upload },
  )
  return { status: answer.status, body: (answer.raw ? JSON.parse(answer.raw) : null) as T }
}

async function must<T>(what: string, call: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await call
  // Arranging the wrong world would make the walk assert the wrong thing: fail loudly here.
  if (answer.status >= 400) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** The walk's input has no address on the person: the wizard fetches the register's. */
async function clearElinsAddress(page: Page): Promise<void> {
  await must(
    'persons/update',
    callAs(page, 'apprentice', 'PATCH', 'persons/update', {
      address1: null,
      address2: null,
      zip: null,
      city: null,
      country: null,
    }),
  )
}

/** The parts of a sample application the apprentice writes (the rest is the server's or the company's). */
function changesLike(app: Application): ApplicationChanges {
  const {
    professionId,
    professionOrientations,
    privacyAccepted,
    transferRequest,
    address1,
    address2,
    zip,
    city,
    country,
  } = app
  const { email, mobilephone, hasApprovedCourses, confirmedCourseIds, messageToBoard, companyId, departmentId } = app
  return {
    professionId,
    professionOrientations,
    privacyAccepted,
    transferRequest,
    address1,
    address2,
    zip,
    city,
    country,
    email,
    mobilephone,
    hasApprovedCourses,
    confirmedCourseIds,
    messageToBoard,
    companyId,
    departmentId,
  }
}

/** Elin's open drafts become the list answer's: none, or one like the sample application of that id. */
async function arrangeDrafts(page: Page, rows: ApplicationListRow[], world: World): Promise<void> {
  const own = await must(
    'applications/list',
    callAs<{ rows: ApplicationListRow[] }>(page, 'apprentice', 'PATCH', 'applications/list', { type: 'own' }),
  )
  for (const row of own.rows.filter((r) => r.stateId === 1)) {
    // Her own drafts she deletes herself; the one the company registered, the company's administrator.
    const path = `applications/delete/${row.id}`
    const answer = await callAs(page, 'apprentice', 'DELETE', path)
    if (answer.status === 403) await must(path, callAs(page, 'companyAdmin', 'DELETE', path))
    else if (answer.status >= 400) throw new Error(`${path} answered ${answer.status}`)
  }
  for (const row of rows) {
    const created = await must(
      'applications/create',
      callAs<Application>(page, 'apprentice', 'POST', 'applications/create', changesLike(sampleApplication(row.id))),
    )
    world.drafts.set(row.id, created.id)
  }
}

/** The draft continued gets the sample answer's state: here, sent by Elin before she continues it from a stale list. */
async function arrangeLoadedDraft(page: Page, sample: Application, world: World, listedId: number): Promise<void> {
  if (sample.stateId === 1) return
  const id = world.drafts.get(listedId) ?? fail(`draft ${listedId} was never arranged`)
  await must(
    'applications/update',
    callAs(page, 'apprentice', 'PATCH', `applications/update/${id}`, { companyId: sample.companyId }),
  )
  for (const document of sample.documents) {
    await must(
      'application-documents/create',
      callAs(page, 'apprentice', 'POST', 'application-documents/create', undefined, {
        fields: { applicationId: String(id), type: document.type },
        fileName: document.fileName,
        content: PDF_BYTES,
        mimeType: 'application/pdf',
      }),
    )
  }
  if (sample.stateId !== 4) throw new Error(`no way to arrange a loaded draft in state ${sample.stateId}`)
  await must(
    'applications/sign',
    callAs(page, 'apprentice', 'POST', `applications/sign/${id}`, { honestyDeclaration: true }),
  )
}

// ---------------------------------------------------------------------------------------------
// The driver

interface World {
  wizard: ApplicationWizardPage
  /** Sample application id -> the real draft the replay made for it. */
  drafts: Map<number, number>
  /** Refused files already there when the documents page opened (it shows only this visit's). */
  rejectedBefore: number
}

type R = Replay<S, World>

/** The call path (after /api/m/v1/) of each actor, for a fault on just that call. */
const CALL_PATHS: Record<string, string> = {
  listOwnApplications: 'applications/list',
  getApplication: 'applications/get',
  getCompany: 'companies/get/',
  fetchAddress: 'persons/fetch-address',
  phoneCode: 'persons/verify-phone',
  emailCode: 'persons/verify-email',
  createApplication: 'applications/create',
  updateApplication: 'applications/update',
  getCompanyByNumber: 'companies/get-by-number',
  uploadApplicationDocument: 'application-documents/create',
  deleteApplicationDocument: 'application-documents/delete',
  listProfessionCourses: 'professions/',
  fetchGugCourses: 'persons/fetch-gug-courses',
  signApplication: 'applications/sign',
}
/** The code checks' calls (sendCode, checkCode, resendCode) go to the number's or the address's call. */
const CODE_CHECK_CALLS = ['sendCode', 'checkCode', 'resendCode']
/** The call path of an actor's call, in the state it runs in. */
function callPathOf(actorId: string, during: S): string {
  if (CODE_CHECK_CALLS.includes(actorId))
    return CALL_PATHS[during.matches({ active: 'phone' }) ? 'phoneCode' : 'emailCode']!
  return CALL_PATHS[actorId] ?? fail(`no call path for ${actorId}`)
}
/** The call a busy state is waiting for. */
const runningCall = (s: S) =>
  CALL_PATHS[
    Object.keys(s.children).find((id) => id in CALL_PATHS) ?? fail(`no call runs in ${JSON.stringify(s.value)}`)
  ]!

/** The next answer of `actorId` in the events still to come. */
function upcomingAnswer(rest: PathEvent[], actorId: string): PathEvent | undefined {
  return rest.find((e) => e.type === `xstate.done.actor.${actorId}` || e.type === `xstate.error.actor.${actorId}`)
}

/**
 * The seeded world the successful answers of a run stand for: Elin's drafts as the list answers, the
 * draft continued in the state of the loaded sample; a new code once the minute has passed (ADR 0007).
 */
async function arrangeAnswers(run: Array<RunStep<S>>, r: R): Promise<void> {
  const page = r.app.page
  if (run.some(({ event }) => /^xstate\.(done|error)\.actor\.sendCode$/.test(event.type)))
    await mock.advanceClock(page, 61)
  for (const { event, during } of run) {
    if (event.type === 'xstate.done.actor.listOwnApplications')
      await arrangeDrafts(page, event.output as ApplicationListRow[], r.world)
    else if (event.type === 'xstate.done.actor.getApplication') {
      const listed = during.context.pendingDraftId ?? fail('getApplication without a pending draft')
      await arrangeLoadedDraft(page, event.output as Application, r.world, listed)
    }
  }
}

/** The organisation number to type: the payload's, unless the lookup that follows must find no company. */
function organisationNumberFor(typed: string, rest: PathEvent[]): string {
  const answer = upcomingAnswer(rest, 'getCompanyByNumber')
  if (answer && isErrorAnswer(answer)) return UNKNOWN_ORGANISATION_NUMBER
  return typed
}

/**
 * The code the check that follows must accept (the one sent) or refuse (another one); null when no
 * check follows. The machine's answer does not depend on the code, the simulated backend's does.
 */
async function codeFor(r: R, kind: 'sms' | 'email', actorId: string): Promise<string | null> {
  const answer = upcomingAnswer(r.rest, actorId)
  if (!answer) return null
  const sent = await mock.latestCode(r.app.page, kind)
  if (!isErrorAnswer(answer)) return sent
  if ((answer.error as { key?: string }).key === 'wrongCode') return sent === '0000' ? '1111' : '0000'
  return null
}

async function typeCode(r: R, kind: 'sms' | 'email', actorId: string, payload: string): Promise<void> {
  await r.world.wizard.field(at('code.label')).fill((await codeFor(r, kind, actorId)) ?? payload)
}

/** Continue again after a refused code: the field holds what the check that follows needs. */
async function retypeCode(r: R, kind: 'sms' | 'email', actorId: string): Promise<void> {
  if (r.rest[0]?.type !== `xstate.done.actor.${actorId}` && r.rest[0]?.type !== `xstate.error.actor.${actorId}`) return
  const code = await codeFor(r, kind, actorId)
  const field = r.world.wizard.field(at('code.label'))
  if (code !== null && (await field.inputValue()) !== code) await field.fill(code)
}

async function changeAnswer(r: R, field: string, value: unknown): Promise<void> {
  const w = r.world.wizard
  switch (field as ApprenticeField) {
    case 'transferRequest':
      return w.clickOption(at(value ? 'transfer.yes' : 'transfer.no'))
    case 'privacyAccepted':
      return w.clickCheckbox(at('privacy.accept'))
    case 'address1':
    case 'address2':
    case 'zip':
    case 'city':
    case 'country':
      return w.field(at(`address.${field}`)).fill(String(value))
    case 'mobilephone':
      return w.field(at('phone.label')).fill(String(value))
    case 'phoneCode':
      return typeCode(r, 'sms', 'checkCode', String(value))
    case 'email':
      return w.field(at('email.label')).fill(String(value))
    case 'emailCode':
      return typeCode(r, 'email', 'checkCode', String(value))
    case 'professionId':
      return w.clickOption(WORLD.profession(Number(value)).name)
    case 'professionOrientations': {
      const profession = WORLD.profession(
        r.from.context.answers.professionId ?? fail('orientations without a profession'),
      )
      for (const o of profession.machineOrientations)
        await w.setTicked(w.group(at('orientation.title')), o.name, (value as number[]).includes(o.id))
      return
    }
    case 'hasApprovedCourses':
      return w.clickOption(at(value ? 'approvedCourses.yes' : 'approvedCourses.no'))
    case 'organisationNumber':
      return w.fillOrganisationNumber(organisationNumberFor(String(value), r.rest))
    case 'departmentId':
      return w.clickOption(WORLD.department(Number(value)).name)
    case 'confirmedCourseIds': {
      const professionId = r.from.context.answers.professionId ?? fail('courses without a profession')
      const wanted = (value as number[]).map((id) => WORLD.course(professionId, id).id)
      for (const course of PROFESSION_COURSES.filter((c) => c.professionId === professionId)) {
        await w.setTicked(w.group(at('courses.title')), courseLabel(course), wanted.includes(course.id))
      }
      return
    }
    case 'educationInfoAccepted':
      return w.clickCheckbox(at('educationInfo.accept'))
    case 'messageToBoard':
      return w.field(at('message.label')).fill(String(value))
    case 'honestyDeclaration':
      return w.clickCheckbox(at('review.declaration'))
  }
}

const courseLabel = (c: { name: string; mandatory: boolean }) =>
  c.mandatory ? at('courses.mandatory', { name: c.name }) : c.name

function continueLabel(s: S): string {
  switch (selectCurrentStep(s)) {
    case 'welcome':
      return at('welcome.start')
    case 'review':
      return at('review.sign')
    case 'company':
      return selectCompanyFound(s) ? at('company.confirm') : at('company.find')
    default:
      return at('continue')
  }
}

/** The user acts while a call runs (the walk's chain slowed the calls down): wait for the page of that call, busy. */
async function whileBusy(r: R): Promise<void> {
  if (!selectBusy(r.from)) return
  // The call is held by the server until the walk comes to its answer (arrangeChain).
  await expect(r.world.wizard.wizard).toHaveAttribute('data-step', dataStepOf(r.from))
  await expect(r.world.wizard.continueButton).toHaveAttribute('aria-busy', 'true')
}

/** The page's data-step: "<step>:<variant>" on a question page (the code page, the company found). */
function dataStepOf(s: S): string {
  const screen = selectCurrentStep(s)
  const variant = selectPhoneAwaitsCode(s) || selectEmailAwaitsCode(s) ? 'code' : selectCompanyFound(s) ? 'found' : ''
  return `${screen}:${variant}`
}

const actions: BrowserActions<R> = {
  'answers.change': async (event, r) => {
    await whileBusy(r)
    for (const [field, value] of Object.entries(event.answers as object)) await changeAnswer(r, field, value)
  },
  'step.continue': async (_e, r) => {
    await whileBusy(r)
    if (r.from.matches({ active: { phone: 'code' } })) await retypeCode(r, 'sms', 'checkCode')
    if (r.from.matches({ active: { email: 'code' } })) await retypeCode(r, 'email', 'checkCode')
    // The number the lookup that follows must find (or not find), whatever the field holds now.
    if (r.from.matches({ active: { company: 'editing' } })) {
      const answer = upcomingAnswer(r.rest, 'getCompanyByNumber')
      if (answer && r.rest[0] === answer) {
        const wanted = isErrorAnswer(answer)
          ? UNKNOWN_ORGANISATION_NUMBER
          : (answer.output as { organizationalNumber: string }).organizationalNumber
        if (
          normalizeOrganisationNumber(await r.world.wizard.organisationNumberField.inputValue()) !==
          normalizeOrganisationNumber(wanted)
        ) {
          await r.world.wizard.fillOrganisationNumber(wanted)
        }
      }
    }
    await r.world.wizard.clickContinue(continueLabel(r.from))
  },
  'step.back': async (_e, r) => r.world.wizard.clickBack(),
  'step.goto': async (event, r) => r.world.wizard.clickChange(at(`review.rows.${String(event.step)}`)),
  'draft.continue': async (event, r) => {
    if (selectCurrentStep(r.from) === 'continue-or-new') {
      await r.world.wizard.clickOption(at('continueOrNew.continue'))
      await r.world.wizard.clickContinue()
    } else {
      const row =
        r.from.context.drafts.find((d) => d.id === event.applicationId) ??
        fail(`draft ${String(event.applicationId)} is not listed`)
      await r.world.wizard.clickContinueDraft(
        WORLD.profession(row.professionId ?? fail('a draft without a profession')).name,
      )
    }
  },
  'draft.new': async (_e, r) => {
    if (selectCurrentStep(r.from) === 'continue-or-new') {
      await r.world.wizard.clickOption(at('continueOrNew.new'))
      await r.world.wizard.clickContinue()
    } else await r.world.wizard.clickStartNew()
  },
  'courses.retry': async (_e, r) => r.world.wizard.clickTryAgain(),
  'load.retry': async (_e, r) => r.world.wizard.clickTryAgain(),
  'document.add': async (event, r) => {
    await whileBusy(r)
    const file = event.file as { name: string; type: string }
    if (typeof event.schoolName === 'string')
      await r.world.wizard.field(at('documents.schoolName')).fill(event.schoolName)
    if (typeof event.municipality === 'string')
      await r.world.wizard.field(at('documents.municipality')).fill(event.municipality)
    await r.world.wizard.chooseFile({ ...WORLD.file(file.name), mimeType: file.type })
  },
  'document.remove': async (event, r) => {
    const document =
      r.from.context.documents.find((d) => d.id === event.documentId) ??
      fail(`document ${String(event.documentId)} is not listed`)
    await r.world.wizard.clickRemoveDocument(document.fileName)
  },
  ...sessionActions<S, World>({ persona: 'apprentice', busy: selectBusy }, ({ app }) => openApplication(app.page)),
  ...answersOf(machine, apprenticeApplicationEvents, notReplayed),
}

async function openApplication(page: Page): Promise<void> {
  // The start page's shortcut, as Elin opens it.
  await page
    .getByRole('main')
    .getByRole('link', { name: text('shell-start:loggedIn.buttons.application'), exact: true })
    .click()
}

// ---------------------------------------------------------------------------------------------
// What the page must show

const STEP_TITLES: Record<ApprenticeStep, string> = {
  welcome: 'welcome.title',
  transfer: 'transfer.title',
  privacy: 'privacy.title',
  address: 'address.title',
  phone: 'phone.title',
  email: 'email.title',
  profession: 'profession.title',
  'machine-orientation': 'orientation.title',
  'approved-courses': 'approvedCourses.title',
  company: 'company.title',
  department: 'department.title',
  documents: 'documents.title',
  courses: 'courses.title',
  'education-info': 'educationInfo.title',
  message: 'message.title',
  review: 'review.title',
}

/** The control a field error stands beside (its accessible description holds the message). */
function fieldControl(w: ApplicationWizardPage, field: string): Locator {
  switch (field) {
    case 'transferRequest':
      return w.group(at('transfer.title'))
    case 'privacyAccepted':
      return w.checkbox(at('privacy.accept'))
    case 'address1':
    case 'address2':
    case 'zip':
    case 'city':
    case 'country':
      return w.field(at(`address.${field}`))
    case 'mobilephone':
      return w.field(at('phone.label'))
    case 'phoneCode':
    case 'emailCode':
      return w.field(at('code.label'))
    case 'email':
      return w.field(at('email.label'))
    case 'professionId':
      return w.group(at('profession.title'))
    case 'professionOrientations':
      return w.group(at('orientation.title'))
    case 'hasApprovedCourses':
      return w.group(at('approvedCourses.title'))
    case 'organisationNumber':
      return w.organisationNumberField
    case 'departmentId':
      return w.group(at('department.title'))
    case 'documents':
      return w.fileInput
    case 'confirmedCourseIds':
      return w.group(at('courses.title'))
    case 'educationInfoAccepted':
      return w.checkbox(at('educationInfo.accept'))
    case 'messageToBoard':
      return w.field(at('message.label'))
    case 'honestyDeclaration':
      return w.checkbox(at('review.declaration'))
    default:
      return fail(`no control for the field ${field}`)
  }
}

/** As the wizard words an error key: the field's own text, else the general one. */
const errorText = (field: string | null, message: ErrorMessage | string) =>
  errorTextOf('application', field, typeof message === 'string' ? { key: message } : message)

/** A refused file as the documents page words it: wrong type before upload; a failed upload otherwise (the simulated backend fails it with a 500). */
const rejectionText = (file: { fileName: string; error: string }) =>
  file.error === 'wrongType'
    ? at('documents.problem.wrongType', { name: file.fileName })
    : at('documents.problem.uploadFailed', { name: file.fileName })

async function seeState(r: R, s: S): Promise<void> {
  const { app } = r
  const { wizard } = r.world
  const screen: ApprenticeScreen = selectCurrentStep(s)
  // A call is running: what it leads to is asserted with its answer.
  if (selectBusy(s)) return
  if (screen === 'paused') return seePaused(app)
  if (screen === 'thanks') {
    await wizard.seeThanks(WORLD.company(s.context.company?.id ?? fail('thanks without a company')).name)
    return
  }
  if (screen === 'draft-list') {
    await wizard.seeDraftList()
    await expect(wizard.draftRows).toHaveCount(s.context.drafts.length)
    return
  }
  if (screen === 'read-only') {
    await wizard.seePage('read-only', at('readOnly.title'))
    await expect(app.page.getByTestId('application-status')).toContainText(at(`states.${s.context.stateId}`))
    // The company its state looked up is named in the summary (a failed lookup is only logged).
    const companyId = s.context.pendingCompanyId ?? fail('read-only without a company')
    const row = app.page.getByTestId('summary-company')
    const name = WORLD.company(companyId).name
    await (s.context.company ? expect(row).toContainText(name) : expect(row).not.toContainText(name))
    return
  }
  if (screen === 'load-failed') {
    await wizard.seePage('load-failed', at('loadFailed.title'))
    await wizard.seePageError(errorText(null, s.context.formError ?? 'couldNotLoad'))
    return
  }
  if (screen === 'continue-or-new') {
    const draft = selectSameProfessionDraft(s) ?? fail('continue-or-new without a draft')
    await wizard.seePage(
      'continue-or-new:',
      at('continueOrNew.title', { profession: WORLD.profession(draft.professionId!).name }),
    )
    await wizard.seeErrorSummary([])
    return
  }
  if (screen === 'loading') throw new Error('loading is always busy')

  const dataStep = dataStepOf(s)
  const title = dataStep.endsWith(':code') ? at(`${screen}.codeTitle`) : at(STEP_TITLES[screen])
  await wizard.seePage(dataStep, title)

  // Field errors: the summary lists them (the page's fields first), each beside its field.
  const errors = Object.entries(s.context.errors)
  const pageFields = APPRENTICE_STEP_FIELDS[screen] as readonly string[]
  const ordered = [
    ...errors.filter(([f]) => pageFields.includes(f)),
    ...errors.filter(([f]) => !pageFields.includes(f)),
  ]
  let messages = ordered.map(([field, key]) => errorText(field, key))
  if (screen === 'documents') {
    if (selectCurrentStep(r.from) !== 'documents') r.world.rejectedBefore = s.context.rejectedFiles.length
    const fresh = s.context.rejectedFiles.slice(r.world.rejectedBefore).map(rejectionText)
    messages = [...fresh, ...messages]
    for (const message of fresh) await wizard.seeDescribedBy(wizard.fileInput, message)
    await expect(wizard.uploadedDocuments).toHaveCount(s.context.documents.length)
  }
  await wizard.seeErrorSummary(messages)
  for (const [field, key] of ordered) await wizard.seeDescribedBy(fieldControl(wizard, field), errorText(field, key))

  // A failed call's message (the review's "not answered yet" has a text of its own).
  const formError = s.context.formError
  await wizard.seePageError(formError === null ? null : errorText(null, formError))

  await seeAnswers(wizard, s, screen)
}

/** The choices the page shows as chosen are the machine's answers. */
async function seeAnswers(w: ApplicationWizardPage, s: S, screen: ApprenticeStep): Promise<void> {
  const a = s.context.answers
  const checked = async (radio: Locator, on: boolean) =>
    on ? expect(radio).toBeChecked() : expect(radio).not.toBeChecked()
  switch (screen) {
    case 'transfer':
      await checked(w.radio(at('transfer.yes')), a.transferRequest === true)
      return checked(w.radio(at('transfer.no')), a.transferRequest === false)
    case 'approved-courses':
      await checked(w.radio(at('approvedCourses.yes')), a.hasApprovedCourses === true)
      return checked(w.radio(at('approvedCourses.no')), a.hasApprovedCourses === false)
    case 'profession':
      for (const p of SAMPLE_PROFESSIONS.filter((p) => p.id === 101 || p.id === 120))
        await checked(w.radio(WORLD.profession(p.id).name), a.professionId === p.id)
      return
    case 'machine-orientation':
      for (const o of WORLD.profession(a.professionId!).machineOrientations)
        await checked(w.checkbox(o.name), a.professionOrientations.includes(o.id))
      return
    case 'department':
      for (const d of SAMPLE_COMPANY_WITH_DEPARTMENTS.departments)
        await checked(w.radio(WORLD.department(d.id).name), a.departmentId === d.id)
      return
    case 'message':
      return expect(w.field(at('message.label'))).toHaveValue(a.messageToBoard)
    default:
      return
  }
}

/** The page axe checks: each screen once, a question page by its data-step (the code page, the company found). */
function axePage(s: S): string | null {
  const screen = selectCurrentStep(s)
  if (screen === 'loading') return null
  if (screen === 'paused') return 'forced logout'
  return (APPRENTICE_STEPS as readonly string[]).includes(screen) ? dataStepOf(s) : screen
}

// ---------------------------------------------------------------------------------------------

const flow: WalkFlow<typeof machine, World> = {
  name: 'apprentice application',
  machine,
  events: apprenticeApplicationEvents as readonly PathEvent[],
  input: apprenticeApplicationPathInput,
  serialize,
  unreachable,
  target: (_from, _event, to) => coarse(to),
  notReplayed,
  persona: 'apprentice',
  world: (app) => ({ wizard: new ApplicationWizardPage(app.page), drafts: new Map(), rejectedBefore: 0 }),
  // Seeded drafts expire 14 days after their last change around the scenario's day.
  clock: 'fixed',
  // The walk's input has no address on the person: the wizard fetches the register's.
  prepare: clearElinsAddress,
  // A control the page lacks fails the step at once, not at the end of the walk's long timeout.
  actionTimeout: 20_000,
  open: async ({ app }) => openApplication(app.page),
  actions,
  busy: selectBusy,
  seesBusy: false,
  callPath: (answer, during) => callPathOf(actorOf(answer) ?? fail(`${answer.type} is no call answer`), during),
  // A wrong code and an unknown company come from what is typed (see the actions), not from a fault.
  refusedByServer: (answer) => ['wrongCode', 'companyNotFound'].includes((answer.error as { key?: string }).key ?? ''),
  faultMode: (answer) => ((answer.error as { key?: string }).key === 'network' ? 'network' : '500'),
  runningCall,
  arrangeAnswers,
  seeState,
  page: axePage,
  screen: selectCurrentStep,
  pages: [
    ...APPRENTICE_STEPS,
    'loading',
    'draft-list',
    'continue-or-new',
    'read-only',
    'load-failed',
    'paused',
    'thanks',
  ],
  next: (s, event) => logic.transition(s, event),
  // The pages a walk covers name it (not the events it takes).
  coverLabel: (target) => (target.startsWith('event ') ? null : (target.split('|')[0] ?? target)),
}
replayWalks(flow, walks)

test.describe("apprentice application: the walks' data", () => {
  test("the event list's test data is the seeded world the browser runs on", () => {
    for (const p of SAMPLE_PROFESSIONS) {
      expect(WORLD.profession(p.id).machineOrientations, `profession ${p.id}`).toEqual(p.machineOrientations)
    }
    for (const c of [SAMPLE_COMPANY_WITHOUT_DEPARTMENTS, SAMPLE_COMPANY_WITH_DEPARTMENTS]) {
      const seeded = WORLD.company(c.id)
      expect([seeded.organizationalNumber, seeded.name, seeded.hasDepartments]).toEqual([
        c.organizationalNumber,
        c.name,
        c.hasDepartments,
      ])
      for (const d of c.departments) expect(WORLD.department(d.id).companyId).toBe(c.id)
    }
    expect(normalizeOrganisationNumber(UNKNOWN_ORGANISATION_NUMBER), 'a valid number').not.toBeNull()
    expect([COMPANY_NORR, COMPANY_SYD].map((c) => normalizeOrganisationNumber(c.organizationalNumber))).not.toContain(
      normalizeOrganisationNumber(UNKNOWN_ORGANISATION_NUMBER),
    )
    expect(WORLD.course(101, 501).mandatory).toBe(true)
  })

  test('the walks take every listed event a browser can cause', () => {
    const taken = new Set(walks.flatMap((w) => w.steps.map((s) => JSON.stringify(s.event))))
    // A code check answering {verified: false} is unreachable (see unreachable()).
    const excused = (e: PathEvent) =>
      e.type in notReplayed ||
      (e.type.startsWith('xstate.done.actor.check') && (e.output as VerifyAnswer).verified === false)
    const missing = (apprenticeApplicationEvents as readonly PathEvent[]).filter(
      (e) => !excused(e) && !taken.has(JSON.stringify(e)),
    )
    expect(
      missing.map((e) => `${eventLabel(e)} ${JSON.stringify(e).slice(0, 80)}`),
      'listed events no walk takes',
    ).toEqual([])
  })
})
